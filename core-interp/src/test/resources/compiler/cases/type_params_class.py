class Box[T]:
    def __init__(self, v: T) -> None:
        self.v = v

    def get(self) -> T:
        return self.v


class Pair[K, V: int = str](object, metaclass=type):
    """doc"""
    x: K


class Outer:
    limit = int
    __private = 1

    class Inner[__T, U: limit](limit, __private):
        __x = 1

        def m(self, a: __T) -> U:
            return __x

    def method[T: limit](self) -> T:
        pass

    type A = limit
    type B[T] = list[T]


def function_scope():
    limit = str

    class C:
        limit = bytes

        def m[T: limit](self):
            pass

        type A = limit
    return C


class Comprehensions:
    x = 1

    def f[T: [x for _ in range(3)], U: (lambda: x)](self):
        pass


class WithSuper[T](list):
    def m(self):
        return super().m(), __class__, T
