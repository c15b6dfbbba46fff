"""A small tour: classes, generators, comprehensions, f-strings and exceptions."""


class Vector:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)

    def __repr__(self):
        return f"Vector({self.x}, {self.y})"


def fibonacci(limit):
    a, b = 0, 1
    while a < limit:
        yield a
        a, b = b, a + b


def main():
    print("Hello from Specializer!")
    print(Vector(1, 2) + Vector(3, 4))
    print("fibonacci:", list(fibonacci(100)))
    squares = {n: n * n for n in range(6)}
    print("squares:", squares)
    try:
        {}["missing"]
    except KeyError as e:
        print("caught", type(e).__name__, e)
    print(f"2 ** 100 = {2 ** 100:,}")


if __name__ == "__main__":
    main()
