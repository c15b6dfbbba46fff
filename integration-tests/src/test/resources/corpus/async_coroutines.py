# async def / await / async with / async for, driven by send() without an event loop.
class Sleep:
    def __init__(self, n): self.n = n
    def __await__(self):
        for i in range(self.n):
            got = yield ("tick", i)
            print("resumed with", got)
        return self.n * 10
async def inner(n):
    r = await Sleep(n)
    return r + 1
async def outer():
    a = await inner(2)
    b = await inner(1)
    return a + b
coro = outer()
print(type(coro).__name__)
v = coro.send(None)
try:
    while True:
        print("yielded", v)
        v = coro.send("go")
except StopIteration as e:
    print("result", e.value)
class CM:
    async def __aenter__(self):
        print("enter"); return "res"
    async def __aexit__(self, *a):
        print("exit", a[0]); return False
class AIter:
    def __init__(self): self.i = 0
    def __aiter__(self): return self
    async def __anext__(self):
        self.i += 1
        if self.i > 3: raise StopAsyncIteration
        return self.i
async def main():
    async with CM() as r:
        print("in", r)
    total = 0
    async for x in AIter():
        total += x
    return total
c = main()
try:
    c.send(None)
except StopIteration as e:
    print("main result", e.value)
async def bad():
    await 3
try:
    bad().send(None)
except TypeError as e:
    print("TypeError:", e)
