# BaseExceptionGroup and ExceptionGroup: construction rules, split, subgroup, derive, and
# what the parts of a split keep from the group they come from.


def attempt(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__, repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__ + ":", e)


print(ExceptionGroup.__mro__)
print(BaseExceptionGroup.__bases__, ExceptionGroup.__bases__, ExceptionGroup.__base__)
print(issubclass(ExceptionGroup, Exception), issubclass(BaseExceptionGroup, Exception))

# --- construction
attempt("all Exceptions", lambda: BaseExceptionGroup("m", [ValueError(1), TypeError(2)]))
attempt("with a BaseException", lambda: BaseExceptionGroup("m", (ValueError(1), SystemExit())))
attempt("EG of BaseException", lambda: ExceptionGroup("m", [KeyboardInterrupt()]))
attempt("empty", lambda: ExceptionGroup("m", []))
attempt("set", lambda: ExceptionGroup("m", {ValueError()}))
attempt("dict", lambda: ExceptionGroup("m", {1: ValueError()}))
attempt("None", lambda: ExceptionGroup("m", None))
attempt("str", lambda: ExceptionGroup("m", "ab"))
attempt("not an exception", lambda: ExceptionGroup("m", [ValueError(), 2]))
attempt("a class", lambda: ExceptionGroup("m", [ValueError]))
attempt("message not str", lambda: ExceptionGroup(b"m", [ValueError()]))
attempt("one argument", lambda: ExceptionGroup("m"))
attempt("three arguments", lambda: ExceptionGroup("m", [ValueError()], 3))
attempt("keyword", lambda: ExceptionGroup("m", [ValueError()], x=1))
attempt("tuple", lambda: ExceptionGroup("m", (ValueError(),)))
attempt("range-like sequence", lambda: ExceptionGroup("m", [ValueError(i) for i in range(3)]))

eg = ExceptionGroup("msg", [ValueError(1), ExceptionGroup("inner", [TypeError(2)])])
print(str(eg), "|", eg.message, "|", eg.exceptions, "|", eg.args)
print(str(ExceptionGroup("one", [ValueError()])))
for attr in ("message", "exceptions"):
    try:
        setattr(eg, attr, None)
    except AttributeError as e:
        print(attr, "is", e)
eg.args = ("changed",)
print(repr(eg), str(eg))
print(isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup))


# --- split and subgroup
def group():
    return ExceptionGroup("top", [
        ValueError(1),
        ExceptionGroup("mid", [TypeError(2), ValueError(3)]),
        KeyError(4),
    ])


g = group()
for matcher in (ValueError, (TypeError, KeyError), LookupError, OSError, Exception,
                ExceptionGroup, lambda e: isinstance(e, ValueError) and e.args[0] > 1,
                lambda e: isinstance(e, ExceptionGroup) and e.message == "mid"):
    name = getattr(matcher, "__name__", None) or repr(matcher)
    print("split", name if not name.startswith("<") else "predicate", "->", g.split(matcher))
    print("subgroup ->", g.subgroup(matcher))
print("whole group matches:", g.split(ExceptionGroup)[0] is g, g.subgroup(Exception) is g)
for bad in (1, "x", (ValueError, 1), [ValueError], None):
    attempt("split(" + repr(bad) + ")", lambda: g.split(bad))
attempt("subgroup()", lambda: g.subgroup())


def failing(e):
    raise RuntimeError("predicate failed on " + repr(e))


attempt("raising predicate", lambda: g.split(failing))

# --- the parts carry the group's traceback, cause, context and a copy of its notes
try:
    try:
        raise OSError("ctx")
    except OSError:
        raise ExceptionGroup("meta", [ValueError(1), TypeError(2)]) from KeyError("cause")
except ExceptionGroup as e:
    meta = e
meta.add_note("a note")
match, rest = meta.split(ValueError)
for part in (match, rest):
    print(repr(part), part.__traceback__ is meta.__traceback__, repr(part.__cause__),
          repr(part.__context__), part.__suppress_context__, part.__notes__,
          part.__notes__ is meta.__notes__)
match.add_note("only on the match")
print(meta.__notes__, match.__notes__, rest.__notes__)
plain = ExceptionGroup("plain", [ValueError(), TypeError()])
m, r = plain.split(ValueError)
print(m.__traceback__, m.__cause__, m.__context__, m.__suppress_context__,
      hasattr(m, "__notes__"))
weird = ExceptionGroup("weird notes", [ValueError(), TypeError()])
weird.__notes__ = "not a list"
print(weird.split(ValueError)[0].__dict__)
weird.__notes__ = ("a", "tuple")
print(weird.split(ValueError)[0].__notes__)

# --- derive
d = meta.derive([KeyError(9)])
print(repr(d), d.__traceback__, d.__cause__, d.__context__, d.__dict__)
print(repr(meta.derive([SystemExit()])))
attempt("derive([])", lambda: meta.derive([]))


class Plain(ExceptionGroup):
    pass


p = Plain("p", [ValueError(1), TypeError(2)])
print(repr(p), [type(x).__name__ for x in p.split(ValueError)])


class Coded(ExceptionGroup):
    def __new__(cls, message, excs, code=0):
        self = super().__new__(cls, message, excs)
        self.code = code
        return self

    def __init__(self, message, excs, code=0):
        super().__init__(message, excs)

    def derive(self, excs):
        return Coded(self.message, excs, self.code)


c = Coded("coded", [ValueError(1), TypeError(2)], code=7)
m, r = c.split(TypeError)
print(repr(c), repr(m), m.code, repr(r), r.code)


class BadDerive(ExceptionGroup):
    def derive(self, excs):
        return ValueError("not a group")


attempt("bad derive", lambda: BadDerive("b", [ValueError(), TypeError()]).split(ValueError))
attempt("bad derive, whole match", lambda: BadDerive("b", [ValueError()]).split(ValueError))


class Base(BaseExceptionGroup):
    pass


print(type(Base("b", [ValueError()])).__name__, type(Base("b", [SystemExit()])).__name__)
attempt("EG subclass with BaseException", lambda: Plain("p", [SystemExit()]))
print(str(ExceptionGroup("", [ValueError()])) == " (1 sub-exception)")
