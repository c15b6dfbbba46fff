def f():
    await y
