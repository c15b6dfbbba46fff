# An error raised while matching a class pattern ends the program with a traceback through
# the match statement.
class Shape:
    pass


def area(shape):
    match shape:
        case Shape(width, height):
            return width * height
        case _:
            return 0


print("no match for an int:", area(3))
print(area(Shape()))
