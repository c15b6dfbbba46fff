"""CPython's rules for class creation and exception construction: an error from
__set_name__ carries a note saying where; type() refuses a base that only __mro_entries__
would resolve, before looking for the metaclass; struct sequence types that modules make
(time.struct_time, os.stat_result) are heap types whose attributes may change, while sys's
are static ones named sys.flags in errors; an OSError subclass with its own __new__ keeps
the arguments that __new__ passed on."""
import os
import sys
import time


class Descriptor:
    def __set_name__(self, owner, name):
        raise ZeroDivisionError("boom")


try:
    class NotGoingToWork:
        attr = Descriptor()
except ZeroDivisionError as e:
    print(type(e).__name__, e, e.__notes__)


class Meta(type):
    pass


class WithMeta(metaclass=Meta):
    pass


class Entry:
    def __mro_entries__(self, bases):
        return (WithMeta,)


for bases in [(Entry(),), (WithMeta, Entry())]:
    try:
        type("C", bases, {})
    except TypeError as e:
        print(e)
print(type("D", (WithMeta,), {}).__class__.__name__)

for t in (time.struct_time, os.stat_result, os.terminal_size):
    t.extra = 1
    print(t.__name__, t.extra, bool(t.__flags__ & (1 << 9)), bool(t.__flags__ & (1 << 8)))
    del t.extra
    print(hasattr(t, "extra"))
for t in (type(sys.flags), type(sys.version_info), type(sys.float_info)):
    try:
        t.extra = 1
    except TypeError as e:
        print(e, bool(t.__flags__ & (1 << 8)))
print(time.localtime(0).tm_year >= 1969)


class SubOSErrorWithNew(OSError):
    def __new__(cls, message, baz):
        self = super().__new__(cls, message)
        self.baz = baz
        return self


class SubOSErrorWithInit(OSError):
    def __init__(self, message, bar):
        self.bar = bar
        super().__init__(message)


class Combined(SubOSErrorWithInit, SubOSErrorWithNew):
    pass


e = SubOSErrorWithNew("some message", "baz")
print(e.args, e.baz, e.errno)
e = SubOSErrorWithInit("some message", "baz")
print(e.args, e.bar)
e = Combined("some message", "baz")
print(e.args, e.bar, e.baz)
e = OSError(2, "No such file", "f")
print(type(e).__name__, e.args, e.filename)
e.__init__(3, "other")
print(e.args, e.errno)
