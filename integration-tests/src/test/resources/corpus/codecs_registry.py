# Encodings through the codec registry (Lib's encodings package on _codecs): code pages,
# lookup and CodecInfo, error handlers (builtin and registered), incremental and stream-free
# codecs, text/bytes-only codecs, and str.encode / bytes.decode under every name spelling.
import codecs

for enc in ["cp1252", "koi8_r", "iso8859_15", "mac_roman", "cp437", "latin-1", "UTF8"]:
    info = codecs.lookup(enc)
    print(enc, "->", info.name, info._is_text_encoding)

text = "Caf\xe9 \u20ac \u0436"
for enc in ["cp1252", "koi8-r", "utf-16-le", "utf-8-sig", "utf-7", "unicode_escape"]:
    data = text.encode(enc, "replace")
    print(enc, data, data.decode(enc))

print("\xe9\u20ac".encode("CP1252"), b"\x80\xe9".decode("Windows-1252"))
for errors in ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace",
               "namereplace"]:
    try:
        print(errors, "\u0100 x \u20ac".encode("cp1252", errors))
    except UnicodeEncodeError as e:
        print(errors, type(e).__name__, e.start, e.end, e.reason, e.__notes__)
for errors in ["strict", "ignore", "replace", "backslashreplace", "surrogateescape"]:
    try:
        print(errors, ascii(b"a\x81b\x8dc".decode("cp1252", errors)))
    except UnicodeDecodeError as e:
        print(errors, e)

def mark(exc):
    if isinstance(exc, UnicodeEncodeError):
        return ("<%d-%d>" % (exc.start, exc.end), exc.end)
    return ("[%s]" % exc.object[exc.start:exc.end].hex(), exc.end)

codecs.register_error("mark", mark)
print("a\u0100\u0101b".encode("koi8_r", "mark"), b"x\xffy".decode("ascii", "mark"),
      "\u0100".encode("latin-1", "mark"), b"\x81".decode("cp1252", "mark"))
print(codecs.lookup_error("mark") is mark, codecs.lookup_error("strict").__name__)
try:
    codecs.lookup_error("no.such")
except LookupError as e:
    print("LookupError:", e)

for bad in ["rot13", "no-such-codec"]:
    try:
        "abc".encode(bad)
    except LookupError as e:
        print("LookupError:", e)
print(codecs.encode("Hello", "rot13"), codecs.decode("Uryyb", "rot_13"))
try:
    b"abc".decode("rot13")
except LookupError as e:
    print("LookupError:", e)

dec = codecs.getincrementaldecoder("utf-8")()
print([dec.decode(b) for b in [b"\xe2", b"\x82", b"\xac!", b""]], dec.decode(b"", final=True))
dec16 = codecs.getincrementaldecoder("utf-16")()
print(repr(dec16.decode(b"\xff")), repr(dec16.decode(b"\xfea\x00b")), repr(dec16.decode(b"\x00")))
enc = codecs.getincrementalencoder("utf-16")()
print(enc.encode("a"), enc.encode("b"), enc.encode("", final=True))
print(list(codecs.iterdecode([b"\xd0", b"\xb6\xd0\xb8"], "utf-8")))
print(b"".join(codecs.iterencode(["x", "\xe9"], "cp1252")))

print(codecs.utf_8_decode(b"ab\xc3", "strict", False), codecs.latin_1_encode("\xe9"))
print(codecs.charmap_build("\x00abc")[98] if isinstance(codecs.charmap_build("\x00abc"), dict)
      else "EncodingMap")
print(codecs.escape_encode(b"tab\there\n'"), codecs.escape_decode(b"\\x41\\n"))
print(codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF32_BE)

def search(name):
    if name == "shout":
        return codecs.CodecInfo(lambda s, errors="strict": (s.upper().encode(), len(s)),
                                lambda b, errors="strict": (bytes(b).decode().lower(), len(b)),
                                name="shout")
codecs.register(search)
print("quiet".encode("shout"), b"LOUD".decode("SHOUT"), codecs.lookup("Shout").name)
codecs.unregister(search)
try:
    codecs.lookup("shout")
except LookupError as e:
    print("LookupError:", e)

print(str(b"\xe9t\xe9", "latin-1"), bytes("\xe9t\xe9", "utf_8"), "x".encode("US-ASCII"))
