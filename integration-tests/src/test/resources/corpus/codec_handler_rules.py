"""Codec error handlers as CPython's decoders and encoders call them: a handler that puts
other bytes in the exception's object makes the decoder go on with those (no endless loop), a
handler's bytes must be whole code units in UTF-16 and UTF-32, surrogatepass reads the codec's
name as CPython does ('utf-16le', 'utf_32_BE'), the built-in handlers check the object's type,
and a translate table's value is never taken for a missing entry."""
import codecs
import sys


def mutating(exc):
    if isinstance(exc, UnicodeDecodeError):
        exc.object = b""
        return ("\u4242", 0)
    raise TypeError("don't know how to handle %r" % exc)


def to_int(exc):
    exc.object = 42
    return ("\u4242", 0)


def forward_one(exc):
    return ("\ufffd", exc.start + 1)


def replace_with_long(exc):
    exc.object = b"\x00" * 8
    return ("\ufffd", exc.start)


for name, f in [("t.mutating", mutating), ("t.int", to_int), ("t.fwd", forward_one),
                ("t.long", replace_with_long)]:
    codecs.register_error(name, f)

bad = [("ascii", b"\xff"), ("utf-7", b"++"), ("utf-8", b"\xff"), ("utf-16", b"\xff"),
       ("utf-32", b"\xff"), ("unicode-escape", b"\\u123g"), ("raw-unicode-escape", b"\\u123g"),
       ("charmap", b"\xff")]
for enc, data in bad:
    try:
        print(enc, ascii(data.decode(enc, "t.mutating")))
    except Exception as e:
        print(enc, type(e).__name__, e)
    try:
        data.decode(enc, "t.int")
    except TypeError as e:
        print(enc, "TypeError", e)

for data, enc in [(b"\xd8\xd8\xd8\xd8\xd8\x00\x00\x00", "utf-16-le"),
                  (b"\xd8\xd8\xd8\xd8\x00\xd8\x00\x00", "utf-16-be"),
                  (b"\x11\x11\x11\x11\x11\x00\x00\x00\x00\x00\x00", "utf-32-le"),
                  (b"\x11\x11\x11\x00\x00\x11\x11\x00\x00\x00\x00", "utf-32-be")]:
    print(enc, ascii(data.decode(enc, "t.fwd")))
print(ascii(b"\x00".decode("utf-16", "t.long")), ascii(b"\x00".decode("utf-32", "t.long")))


def odd(exc):
    return (repl, exc.end)


codecs.register_error("t.odd", odd)
for enc in ("utf-16le", "utf-16be", "utf-32le", "utf-32be"):
    for repl in (b"a", b"ab", b"abc", b"abcd"):
        try:
            print(enc, repl, "[\udc80]".encode(enc, "t.odd"))
        except UnicodeEncodeError as e:
            print(enc, repl, "UnicodeEncodeError", e.start, e.end, e.reason)

sp = codecs.lookup_error("surrogatepass")
for enc in ("utf-8", "utf8", "cp65001", "utf-16le", "utf-16-be", "utf_32_BE", "utf-32", "utf-16",
            "latin-1"):
    try:
        print(enc, sp(UnicodeEncodeError(enc, "a\udfffb", 1, 2, "ouch")))
    except UnicodeEncodeError as e:
        print(enc, "UnicodeEncodeError", e)
print("\udfff".encode("utf-16le", "surrogatepass"), b"\xff\xdf".decode("utf-16le", "surrogatepass") == "\udfff")


class BadObjectEncode(UnicodeEncodeError):
    def __init__(self):
        UnicodeEncodeError.__init__(self, "ascii", "", 0, 1, "bad")
        self.object = []


class BadObjectDecode(UnicodeDecodeError):
    def __init__(self):
        UnicodeDecodeError.__init__(self, "ascii", bytearray(b""), 0, 1, "bad")
        self.object = []


for h in ("replace", "ignore", "backslashreplace", "xmlcharrefreplace", "namereplace"):
    for exc in (BadObjectEncode(), BadObjectDecode()):
        try:
            print(h, codecs.lookup_error(h)(exc))
        except TypeError as e:
            print(h, "TypeError", e)

for m in ({0xff: ()}, {0xff: sys.maxunicode + 1}, {0xff: -1}, {0xff: None}, {0xff: "xy"}, {}):
    try:
        print(ascii("a\xff".translate(m)))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
