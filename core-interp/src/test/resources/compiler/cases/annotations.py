x: int
y: str = "a"
z: list[int] = []
a.b: int
a[0]: int = 1
(p): int = 2

def f(a: int, b: str = "x", *args: tuple, c: float, **kw: dict) -> bool:
    v: int = 3
    w: int
    return True

class C:
    m: int
    n: str = "s"
    def meth(self) -> None:
        pass
