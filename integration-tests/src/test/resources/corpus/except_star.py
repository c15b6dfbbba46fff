# except* (PEP 654): splitting exception groups among clauses, what is re-raised, and the
# exception-group types' split, subgroup and derive.
import sys


def show(label, e):
    print(label, type(e).__name__, repr(e))


def leaves(e):
    if isinstance(e, BaseExceptionGroup):
        out = []
        for x in e.exceptions:
            out.extend(leaves(x))
        return out
    return [e]


# --- clauses take their part of the group, each at most once
def basic():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ValueError(3)])
    except* ValueError as e:
        show("value part:", e)
        print("  handled:", repr(sys.exception()))
    except* TypeError as e:
        show("type part:", e)
    print("after, handled:", sys.exception())


basic()


# --- a naked exception is wrapped in a group with an empty message
def naked():
    try:
        raise KeyError("k")
    except* LookupError as e:
        show("wrapped:", e)
        print("  message:", repr(e.message), "members:", e.exceptions)
        print("  has traceback:", e.__traceback__ is not None)
        print("  leaf traceback kept:", e.exceptions[0].__traceback__ is not None)


naked()


# --- what no clause matched goes on, keeping its place in the group
def rest():
    try:
        try:
            raise ExceptionGroup("outer", [
                ValueError("v"),
                ExceptionGroup("inner", [TypeError("t"), ValueError("w")]),
                OSError("o"),
            ])
        except* ValueError as e:
            show("matched:", e)
    except ExceptionGroup as g:
        show("rest:", g)
        print("  nested rest type:", type(g.exceptions[0]).__name__, g.exceptions[0].message)


rest()


def naked_unmatched():
    try:
        try:
            raise ZeroDivisionError("z")
        except* ValueError:
            print("not reached")
    except ZeroDivisionError as e:
        show("naked, unmatched, passes unwrapped:", e)


naked_unmatched()


# --- raising in a clause: new exceptions join the unhandled rest in a new group
def raise_new():
    try:
        try:
            raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
        except* ValueError as e:
            raise RuntimeError("from clause") from e
    except BaseExceptionGroup as g:
        show("raised:", g)
        r = g.exceptions[0]
        show("  first:", r)
        show("  its cause:", r.__cause__)
        show("  its context:", r.__context__)
        show("  second:", g.exceptions[1])


raise_new()


def raise_new_only():
    try:
        try:
            raise ExceptionGroup("eg", [ValueError(1)])
        except* ValueError:
            raise KeyError("only")
    except KeyError as e:
        show("a single new exception is raised as is:", e)
        show("  context:", e.__context__)


raise_new_only()


def raise_naked_new():
    try:
        try:
            raise ValueError("naked")
        except* ValueError:
            raise TypeError("replacement")
    except TypeError as e:
        show("naked caught, new raised:", e)
        show("  context:", e.__context__)


raise_naked_new()


# --- re-raising keeps the original structure
def reraise():
    try:
        try:
            raise ExceptionGroup("top", [
                ValueError(1),
                ExceptionGroup("mid", [ValueError(2), TypeError(3)]),
                TypeError(4),
            ])
        except* ValueError:
            print("re-raising the value part")
            raise
        except* TypeError as e:
            print("raising the type part as it is")
            raise e
    except ExceptionGroup as g:
        show("re-raised:", g)
        print("  leaves:", leaves(g))


reraise()


def reraise_naked():
    try:
        try:
            raise ValueError("alone")
        except* ValueError:
            raise
    except BaseException as e:
        show("a naked exception re-raised:", e)


reraise_naked()


def reraise_and_raise():
    try:
        try:
            raise ExceptionGroup("g", [ValueError(1), TypeError(2), OSError(3)])
        except* ValueError:
            raise
        except* TypeError:
            raise IndexError("new")
    except ExceptionGroup as g:
        show("both:", g)
        print("  parts:", [type(x).__name__ for x in g.exceptions])


reraise_and_raise()


# --- tuples of types, base classes, else and finally
def tuples():
    try:
        raise ExceptionGroup("g", [KeyError(1), IndexError(2), ValueError(3)])
    except* (KeyError, ValueError) as e:
        show("tuple:", e)
    except* LookupError as e:
        show("base class:", e)
    else:
        print("no else")
    finally:
        print("finally runs")


tuples()


def no_exception():
    try:
        x = 1
    except* ValueError:
        print("not reached")
    else:
        print("else runs, x =", x)
    finally:
        print("finally too")


no_exception()


def all_handled_then_on():
    for i in range(3):
        try:
            if i % 2:
                raise ExceptionGroup("odd", [ValueError(i)])
            print("even", i)
        except* ValueError as e:
            print("handled", e.exceptions)
    print("loop done")


all_handled_then_on()


# --- the name is unbound after its clause
def unbinds():
    try:
        raise ExceptionGroup("g", [ValueError()])
    except* ValueError as e:
        pass
    try:
        e
    except NameError as err:
        print("unbound:", err)


unbinds()


# --- invalid clause types
def bad_types():
    for t in (ExceptionGroup, BaseExceptionGroup, (ValueError, ExceptionGroup), int,
              (ValueError, 1)):
        try:
            try:
                raise ExceptionGroup("g", [ValueError()])
            except* t:
                print("not reached")
        except TypeError as e:
            print(type(t).__name__, "->", e)
            print("  context:", repr(e.__context__))


bad_types()


# --- BaseExceptionGroup with BaseExceptions
def base_group():
    try:
        try:
            raise BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(1), SystemExit(2)])
        except* KeyboardInterrupt as e:
            show("base part:", e)
        except* Exception as e:
            show("exception part:", e)
    except BaseExceptionGroup as g:
        show("left over:", g)


base_group()


# --- nested except* and loops inside clauses
def nested():
    try:
        raise ExceptionGroup("outer", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        for x in e.exceptions:
            if x.args[0] > 5:
                break
            try:
                raise ExceptionGroup("inner", [KeyError(x.args[0])])
            except* KeyError as k:
                show("inner:", k)
            continue
    except* TypeError as e:
        show("outer type:", e)


nested()


# --- in generators and with a return in the try body
def gen():
    for i in range(2):
        try:
            yield i
            raise ExceptionGroup("in gen", [ValueError(i)])
        except* ValueError as e:
            yield repr(e)


print(list(gen()))


def returns_from_body(flag):
    try:
        if flag:
            return "returned"
        raise ExceptionGroup("g", [ValueError()])
    except* ValueError:
        print("handled")
    return "fell through"


print(returns_from_body(True), returns_from_body(False))


# --- a clause that raises a group
def raises_group():
    try:
        try:
            raise ExceptionGroup("g", [ValueError(1)])
        except* ValueError:
            raise ExceptionGroup("new", [TypeError(2), KeyError(3)])
    except ExceptionGroup as g:
        show("raised group:", g)


raises_group()


# --- an exception group subclass keeps its type through derive
class Errors(ExceptionGroup):
    def __new__(cls, message, excs, code):
        self = super().__new__(cls, message, excs)
        self.code = code
        return self

    def derive(self, excs):
        return Errors(self.message, excs, self.code)


def subclass():
    try:
        try:
            raise Errors("mine", [ValueError(1), TypeError(2)], 42)
        except* ValueError as e:
            print("match:", type(e).__name__, e.code, e.args)
    except Errors as e:
        print("rest:", type(e).__name__, e.code, e.exceptions)


subclass()
