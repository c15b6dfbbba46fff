from __future__ import annotations
def f() -> (yield):
    pass
