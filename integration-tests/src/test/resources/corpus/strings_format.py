# String methods and the formatting languages.
s = "Hello, World"
print(s.upper(), s.lower(), s.swapcase(), s.title(), len(s))
print(s.find("o"), s.rfind("o"), s.count("l"), s.replace("l", "L", 2))
print(s.split(", "), "-".join(["a", "b", "c"]), "  pad  ".strip() + "|")
print(s.startswith("Hell"), s.endswith(("x", "ld")), s[7:], s[::-1], s[-5:-1])
print("a,b,,c".split(","), "a b  c".split(), "line1\nline2\n".splitlines())
print("42".zfill(5), "x".center(7, "*"), "ab".ljust(4, ".") + "|", "ab".rjust(4) + "|")
print("%d items cost %.2f (%s)" % (3, 9.5, "cheap"), "%5s|%-5s|" % ("r", "l"))
print("%(name)s is %(age)d" % {"name": "Ann", "age": 30}, "%x %o %e" % (255, 8, 12345.678))
print("{} + {} = {}".format(1, 2, 3), "{1}{0}".format("a", "b"), "{x[0]}".format(x=[9]))
value = 1234567.891
print(f"{value:,.2f} {value:e} {value:>15.1f} {42:08b} {255:#x} {0.25:.0%}")
name = "pi"
print(f"{name!r:>6} {3.14159:.3} {'left':<8}| {'mid':^9}| {-7:+d}")
width, prec = 10, 3
print(f"[{2.718281828:{width}.{prec}f}]", f"{'nested ' + name.upper()}", f"{width=}")
print(repr("quote's"), repr('dq"'), repr("tab\tnew\nline"), ascii("café"))
print(str(3.0), str(1e100), str(123456789012345678), repr(0.1), 1 / 7)
print("ß".upper(), "ǅ".lower(), "straße".casefold(), "é" == "e\u0301")
print(ord("A"), chr(9731), "abc" < "abd", "B" < "a", "x" * 3)
