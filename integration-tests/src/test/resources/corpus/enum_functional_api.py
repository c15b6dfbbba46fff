# Classes made by a call rather than a class statement: the enum functional API in all its
# forms, a __set_name__ that takes its attribute out of the class and puts it back (as enum's
# members do, moving it to the end of the namespace), and plistlib, whose formats are the
# members of such an enum put into the module's globals.
import enum
import plistlib

Color = enum.Enum("Color", "RED GREEN BLUE")
print(list(Color), Color.GREEN.value, Color["BLUE"])
Shape = enum.Enum("Shape", ["SQUARE", "CIRCLE", "TRIANGLE", "STAR"], start=10)
print([(s.name, s.value) for s in Shape])
Pair = enum.Enum("Pair", [("ONE", 1), ("TWO", 2)], module=__name__, qualname="Pair")
print(list(Pair), Pair.__module__, Pair.__qualname__)
Mapped = enum.IntEnum("Mapped", {"LOW": 1, "MID": 5, "HIGH": 9})
print(list(Mapped), Mapped.MID + 1)
Flags = enum.Flag("Flags", "R W X")
print(Flags.R | Flags.X, list(Flags))
Comma = enum.Enum("Comma", "a, b,c")
print(list(Comma.__members__))


class Moving:
    def __set_name__(self, owner, name):
        delattr(owner, name)
        setattr(owner, name, "moved " + name)


Many = type("Many", (), {k: Moving() for k in "abcdefghij"})
print([getattr(Many, k) for k in "abcdefghij"])

data = {"name": "x", "values": [1, 2.5, True], "nested": {"k": b"bytes"}}
for fmt in (plistlib.FMT_XML, plistlib.FMT_BINARY):
    blob = plistlib.dumps(data, fmt=fmt)
    print(fmt, plistlib.loads(blob) == data, blob[:8])
