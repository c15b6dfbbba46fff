# What pickle refuses (objects with state it cannot see) and what it round-trips by default.
import array, collections, datetime, decimal, enum, fractions, functools, io, itertools
import locale, operator, pickle, re, types


class Plain:
    pass


class Slotted:
    __slots__ = ("a",)

    def __init__(self):
        self.a = 1


class MyList(list):
    pass


class Holder:
    @staticmethod
    def cheese():
        return "cheese"

    @classmethod
    def wine(cls):
        return "wine"


refused = [Holder.__dict__["cheese"], Holder.__dict__["wine"],
           bytearray.__dict__["maketrans"], dict.__dict__["fromkeys"], memoryview(b"ab"),
           io.BytesIO(b"x"), types.MappingProxyType({}), iter([1, 2])]
for obj in refused:
    for proto in range(pickle.HIGHEST_PROTOCOL + 1):
        try:
            pickle.dumps(obj, proto)
            print(type(obj).__name__, proto, "pickled")
        except TypeError as e:
            if proto in (0, 2):
                print(type(obj).__name__, proto, "TypeError:", e)

kept = [object(), Plain(), Slotted(), MyList([1]), types.SimpleNamespace(a=1),
        collections.OrderedDict(a=1), collections.deque([1]), collections.defaultdict(int),
        functools.partial(len, "ab"), array.array("i", [1]), re.compile("a+"),
        decimal.Decimal("1.5"), fractions.Fraction(1, 2), datetime.date(2000, 1, 2),
        range(3), slice(1, 2), frozenset([1]), {1}, b"x", bytearray(b"x"), 1.5, 1j,
        operator.itemgetter(1), ValueError("x"), KeyError(1), enum.Enum("E", "A B").A,
        type(None), NotImplemented, ..., collections.Counter("ab"), len, str.join,
        [1, 2].append, Holder.cheese, Holder.wine, dict.fromkeys, (1, "a")]
for proto in (0, 2, pickle.HIGHEST_PROTOCOL):
    out = []
    for obj in kept:
        try:
            back = pickle.loads(pickle.dumps(obj, proto))
        except Exception as e:
            out.append("%s %s: %s" % (type(obj).__name__, type(e).__name__, e))
            continue
        if type(obj).__eq__ is object.__eq__ or type(obj) in (ValueError, KeyError):
            out.append(type(back).__name__)
        else:
            out.append(back == obj)
    print(proto, out)
print(pickle.loads(pickle.dumps(Holder.cheese))(), pickle.loads(pickle.dumps(Holder.wine))())


def local():
    pass


del local.__module__
print(local.__module__)
local.__module__ = "elsewhere"
print(local.__module__)

everything = locale.setlocale(locale.LC_ALL)
print(locale.setlocale(locale.LC_ALL, everything) == everything)
print(locale.setlocale(locale.LC_NUMERIC, "C"), locale.setlocale(locale.LC_ALL) == everything)
for bad in ("LC_CTYPE=C", "LC_NUMERIC=xx_YY;LC_CTYPE=C", "nonsense=1"):
    try:
        locale.setlocale(locale.LC_ALL, bad)
    except locale.Error as e:
        print(bad, "->", e)
