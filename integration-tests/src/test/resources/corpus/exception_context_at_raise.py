# __context__ is set where an exception is raised, never as it passes through other frames:
# a context set to None stays None; raising an old exception again chains it to the one being
# handled; an exception thrown into a generator delegating with yield from is chained to the
# exception the delegating generator handles.
from contextlib import contextmanager, ExitStack


class MyException(Exception):
    pass


@contextmanager
def my_cm():
    try:
        yield
    except BaseException:
        exc = MyException()
        try:
            raise exc
        finally:
            exc.__context__ = None


@contextmanager
def my_cm_with_exit_stack():
    with ExitStack() as stack:
        stack.enter_context(my_cm())
        yield stack


for cm in (my_cm, my_cm_with_exit_stack):
    try:
        with cm():
            raise IndexError()
    except MyException as exc:
        print(cm.__name__, repr(exc.__context__))


def inner():
    e = ValueError("inner")
    try:
        raise e
    finally:
        e.__context__ = None


try:
    try:
        raise KeyError("outer")
    except KeyError:
        inner()
except ValueError as e:
    print("through a frame:", repr(e.__context__))

try:
    raise ValueError("first")
except ValueError as e:
    saved = e
try:
    try:
        raise KeyError("second")
    except KeyError:
        raise saved
except ValueError as e:
    print("raised again:", repr(e.__context__))


def f():
    yield


def g():
    try:
        raise KeyError("a")
    except Exception:
        yield from f()


gen = g()
gen.send(None)
try:
    gen.throw(ValueError)
except ValueError as e:
    print("yield from:", repr(e.__context__))
