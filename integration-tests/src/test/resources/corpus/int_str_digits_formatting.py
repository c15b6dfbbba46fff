# The limit on converting an int to decimal text (sys.set_int_max_str_digits) holds for
# every way of formatting one, %-formatting of str and bytes included; other bases are free.
import sys

big = 10 ** 5000


def attempt(label, f):
    try:
        r = f()
    except ValueError as e:
        print(label, "ValueError:", e)
    else:
        print(label, "ok", len(r))


cases = [
    ("'%d'", lambda: "%d" % big),
    ("'%i'", lambda: "%i" % big),
    ("'%u'", lambda: "%u" % big),
    ("'%d' neg", lambda: "%d" % -big),
    ("'%+30d'", lambda: "%+30d" % big),
    ("b'%d'", lambda: b"%d" % big),
    ("'%x'", lambda: "%x" % big),
    ("'%o'", lambda: "%o" % big),
    ("'{:d}'", lambda: "{:d}".format(big)),
    ("f'{x:d}'", lambda: f"{big:d}"),
    ("f'{x}'", lambda: f"{big}"),
    ("format ','", lambda: format(big, ",")),
    ("str", lambda: str(big)),
    ("repr", lambda: repr(big)),
    ("'%s'", lambda: "%s" % big),
    ("'%d' of float", lambda: "%d" % 1e300),
    ("'%.5000d' small", lambda: "%.5000d" % 7),
]
for label, f in cases:
    attempt(label, f)

print(sys.get_int_max_str_digits())
sys.set_int_max_str_digits(5001)
attempt("5001: '%d'", lambda: "%d" % big)
attempt("5001: '%d' neg", lambda: "%d" % -big)
attempt("5001: '%d' 10x", lambda: "%d" % (big * 10))
sys.set_int_max_str_digits(0)
attempt("0: '%d' 10x", lambda: "%d" % (big * 10))
attempt("0: b'%i'", lambda: b"%i" % (big * 10))
sys.set_int_max_str_digits(4300)
attempt("4300: '%d' 4300 digits", lambda: "%d" % (10 ** 4299))
attempt("4300: '%d' 4301 digits", lambda: "%d" % (10 ** 4300))
