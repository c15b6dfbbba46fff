# An exception thrown into a generator or coroutine that was handling one when it suspended
# gets that one as its __context__, even when the thrown exception was raised (and is being
# handled) by the caller, as asyncio's Task does when it throws a finished future's exception.
import asyncio


def ctx(e):
    c = e.__context__
    return repr(c) if c is None else type(c).__name__ + repr(c.args)


def handling(exc_type):
    try:
        raise exc_type("own")
    except exc_type:
        yield 1


def thrown_from_handler(gen, exc):
    next(gen)
    try:
        raise exc
    except BaseException as caught:
        try:
            gen.throw(caught)
        except BaseException as e:
            return "%s context=%s" % (type(e).__name__, ctx(e))


print("1", thrown_from_handler(handling(KeyError), ValueError("t")))


def idle():
    yield 1


print("2", thrown_from_handler(idle(), ValueError("t")))


def delegating():
    try:
        raise KeyError("outer")
    except KeyError:
        yield from idle()


print("3", thrown_from_handler(delegating(), ValueError("t")))


def delegating_to_handler():
    try:
        raise KeyError("outer")
    except KeyError:
        yield from handling(IndexError)


print("4", thrown_from_handler(delegating_to_handler(), ValueError("t")))

# a context set before the throw is replaced by the generator's handled exception
e = ValueError("preset")
e.__context__ = TypeError("before")
g = handling(KeyError)
next(g)
try:
    g.throw(e)
except ValueError as v:
    print("5", ctx(v))

# no cycle: throwing the generator's own handled exception's context back in
def handles_chain():
    try:
        try:
            raise KeyError("inner")
        except KeyError:
            raise LookupError("outer")
    except LookupError:
        yield 1


g = handles_chain()
next(g)
try:
    g.throw(KeyError("fresh"))
except KeyError as k:
    print("6", ctx(k), ctx(k.__context__))


# asyncio: awaiting a task that fails, while handling another exception
async def fail():
    raise ValueError("task failed")


async def run():
    try:
        raise KeyError(3)
    except KeyError:
        task = asyncio.ensure_future(fail())
        try:
            await task
        except ValueError as exc:
            print("7", ctx(exc))
    try:
        async with asyncio.timeout(0.01):
            try:
                1 / 0
            finally:
                await asyncio.sleep(1)
    except TimeoutError as e:
        print("8", type(e.__cause__).__name__, ctx(e.__cause__))


asyncio.run(run())
