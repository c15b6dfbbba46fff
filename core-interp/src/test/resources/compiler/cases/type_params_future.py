from __future__ import annotations


def f[T: int](x: T, y: "int") -> list[T]:
    pass


class C[T]:
    x: T

    def m[U](self, a: U) -> tuple[T, U]:
        pass
