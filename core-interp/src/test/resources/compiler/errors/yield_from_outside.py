class C:
    yield from x
