# types.TracebackType(tb_next, tb_frame, tb_lasti, tb_lineno) as CPython's tb_new, with its
# errors; and the callbacks of one object's weak references (weakref.finalize) running newest
# first when it dies, as CPython runs an object's weakref list from its head.
import gc
import sys
import types
import weakref

f = sys._getframe()
for args in [("no", f, 1, 2), (None, "x", 1, 2), (None, f, "a", 2), (None, f, 1)]:
    try:
        types.TracebackType(*args)
    except TypeError as e:
        print("TypeError:", e)
tb = types.TracebackType(tb_next=None, tb_frame=f, tb_lasti=4, tb_lineno=7)
outer = types.TracebackType(tb, f, 0, 1)
print(tb.tb_lasti, tb.tb_lineno, tb.tb_frame is f, outer.tb_next is tb)
e = ValueError("x").with_traceback(outer)
print(e.__traceback__.tb_next.tb_lineno)


class Thing:
    pass


calls = []


def watch():
    thing = Thing()
    finalizers = [weakref.finalize(thing, calls.append, name) for name in ("f1", "f2", "f3", "f4")]
    finalizers[1].detach()
    return finalizers


finalizers = watch()
# a second collection: on the JVM a callback may still be on its way after the first
gc.collect()
gc.collect()
print(calls, [fin.alive for fin in finalizers])
