# compile(..., flags=PyCF_ALLOW_TOP_LEVEL_AWAIT): module code that awaits is a coroutine,
# run by awaiting eval() or by calling FunctionType(code, globals); as asyncio's REPL does.
import ast
import asyncio
import inspect
from types import FunctionType

CO_COROUTINE = inspect.CO_COROUTINE


async def numbers(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i * 10


class Guard:
    def __init__(self, log):
        self.log = log

    async def __aenter__(self):
        self.log.append("enter")
        return self

    async def __aexit__(self, *exc):
        self.log.append("exit")


SAMPLES = [
    "result = await asyncio.sleep(0, result=7)",
    "result = []\nasync for v in numbers(3):\n    result.append(v)",
    "log = []\nasync with Guard(log) as g:\n    log.append('body')\nresult = log",
    "result = [x async for x in numbers(4) if x]",
    "result = {x: await asyncio.sleep(0, x + 1) async for x in numbers(2)}",
    "result = sorted({x async for x in numbers(3)})",
    "result = [x async for x in (y + 1 async for y in numbers(3))]",
    "result, = [len(s) for s in [{x async for x in numbers(2)}]]",
    "x = 5\nresult = x * 2",
]

for mode in ("exec", "single"):
    for source in SAMPLES:
        if mode == "single" and "\n" in source:
            continue  # one statement only
        try:
            compile(source, "<tla>", mode)
            plain = "compiled"
        except SyntaxError as e:
            plain = f"SyntaxError: {e.msg}"
        code = compile(source, "<tla>", mode, flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
        is_coro = bool(code.co_flags & CO_COROUTINE)
        env = {"asyncio": asyncio, "numbers": numbers, "Guard": Guard}
        if is_coro:
            asyncio.run(eval(code, env))
            first = env["result"]
            env2 = dict(env)
            asyncio.run(FunctionType(code, env2)())
            assert env2["result"] == first
        else:
            value = eval(code, env)
            first = (value, env["result"])
        print(mode, repr(source.splitlines()[0]), "|", plain, "|", is_coro, first)

# functions inside still need to be async to await
for bad in ["def f():\n    await g()", "def f():\n    return [x async for x in y]",
            "class C:\n    await g()"]:
    try:
        compile(bad, "<bad>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    except SyntaxError as e:
        print("SyntaxError:", e.msg)

# an async generator defined at top level stays an async generator
code = compile("async def ticker():\n    yield 1\n    await asyncio.sleep(0)\n", "<t>", "exec",
               flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
env = {"asyncio": asyncio}
exec(code, env)
print(bool(code.co_flags & CO_COROUTINE), type(env["ticker"]()).__name__)

# a coroutine from eval() is an ordinary coroutine object
code = compile("await asyncio.sleep(0)\nanswer = 42", "<c>", "exec",
               flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
env = {"asyncio": asyncio}
coro = eval(code, env)
print(type(coro).__name__, inspect.iscoroutine(coro), coro.cr_code.co_name)
try:
    coro.send(None)
    coro.send(None)
except StopIteration as stop:
    print("finished:", stop.value, env["answer"])
