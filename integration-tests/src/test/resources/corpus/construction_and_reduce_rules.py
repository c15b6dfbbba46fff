# bytes() and __bytes__, iterator reductions, marshal's sets and code, type sizes and
# signatures, struct sequences' members, datetime hashes: CPython 3.13's rules.
import builtins
import datetime
import inspect
import marshal
import os
import struct
import time


class BytesSub(bytes):
    pass


class WithBytes:
    def __init__(self, value):
        self.value = value

    def __bytes__(self):
        return self.value


# bytes(x) gives what __bytes__ returned, a subclass's instance included; a subclass of
# bytes called the same way makes its own
b = bytes(WithBytes(BytesSub(b"abc")))
print(type(b).__name__, b)
b = BytesSub(WithBytes(b"xyz"))
print(type(b).__name__, b)
try:
    bytes(WithBytes("abc"))
except TypeError as e:
    print("TypeError:", e)


# a list read by index while an item's __index__ shrinks or grows it
class Clearing:
    def __index__(self):
        items.clear()
        return 42


items = [Clearing(), Clearing()]
print(bytes(items))


class Growing:
    def __index__(self):
        if len(items) < 10:
            items.append(self)
        return 7


items = [Growing()]
print(bytes(items))


# __reduce__ looks up the builtin iter before it reads the iterator's state: the lookup
# may exhaust the iterator
def reduce_after_lookup(make):
    it = make()
    original = builtins.__dict__["iter"]

    class Key:
        def __hash__(self):
            return hash("iter")

        def __eq__(self, other):
            list(it)
            return other == "iter"

    del builtins.__dict__["iter"]
    builtins.__dict__[Key()] = original
    try:
        return it.__reduce__()
    finally:
        del builtins.__dict__["iter"]
        builtins.iter = original


for make in (lambda: iter("xyz"), lambda: iter([1, 2]), lambda: iter((1, 2)),
             lambda: iter(b"ab"), lambda: iter(bytearray(b"ab"))):
    r = reduce_after_lookup(make)
    print(r[0] is iter, r[1:])


# iter(callable, sentinel) whose call exhausts it (reentrantly) stops, whatever it returned
def spam():
    if spam.inner:
        return "done"
    spam.inner = True
    list(spam.iterator)
    return "more"


spam.inner = False
spam.iterator = iter(spam, "done")
print(list(spam.iterator))


# the sentinel is compared on the left
class Sentinel:
    def __eq__(self, other):
        print("Sentinel.__eq__", other)
        return other == 3


counter = iter([1, 2, 3, 4]).__next__
print(list(iter(counter, Sentinel())))

# marshal writes a set's items in one order whatever their hashes made of the set
print(marshal.dumps({"c", "a", "b", "dd"}) == marshal.dumps({"dd", "b", "a", "c"}))
print(sorted(marshal.loads(marshal.dumps(frozenset({(1, "x"), (2, "y")})))))
code = (lambda: 0).__code__
for value in ([code], {"k": code}, {code}, ((code,),)):
    try:
        marshal.dumps(value, allow_code=False)
    except ValueError as e:
        print("ValueError:", e)
    try:
        marshal.loads(marshal.dumps(value), allow_code=False)
    except ValueError as e:
        print("ValueError:", e)
print(marshal.loads(marshal.dumps([1, {"a": (2,)}], allow_code=False), allow_code=False))

# struct formats of more items than a tuple holds fail on the buffer's size
try:
    struct.unpack(">1000000000000Q", b"abc")
except struct.error as e:
    print("struct.error:", e)
print(struct.calcsize("3000000000x"))

# CPython's sizes, and a class docstring's signature
print(object.__basicsize__, tuple.__itemsize__, int.__itemsize__, bytes.__itemsize__)


class Slotted:
    __slots__ = ("a", "b")


class MoreSlots(Slotted):
    __slots__ = ("c",)


print(Slotted.__basicsize__, MoreSlots.__basicsize__, MoreSlots.__itemsize__)


class Reader:
    """Reader(raw, buffer_size=DEFAULT_BUFFER_SIZE)
--

Read from raw."""


class Plain:
    """Just a class."""


print(Reader.__text_signature__, Plain.__text_signature__)

# struct sequence fields are read-only members
print(inspect.ismemberdescriptor(time.struct_time.tm_year),
      inspect.ismemberdescriptor(os.stat_result.st_mode))
t = time.gmtime(0)
for name in ("tm_year", "tm_zone"):
    try:
        setattr(t, name, 1)
    except AttributeError as e:
        print("AttributeError:", e)

# date, time and datetime hash their fields' bytes, as bytes hash (seeded the same way)
print(hash(datetime.date(2020, 1, 1)) == hash(bytes([7, 228, 1, 1])))
print(hash(datetime.time(1, 2, 3, 456789))
      == hash(bytes([1, 2, 3, 456789 >> 16, (456789 >> 8) & 255, 456789 & 255])))
print(hash(datetime.datetime(2020, 1, 1, 1, 2, 3, 456789))
      == hash(bytes([7, 228, 1, 1, 1, 2, 3, 456789 >> 16, (456789 >> 8) & 255, 456789 & 255])))
print(hash(datetime.datetime(2020, 1, 1, fold=1)) == hash(datetime.datetime(2020, 1, 1)))
print(hasattr(os, "abort"))
