# locale.strcoll and strxfrm take C wide strings: a NUL in either argument is a ValueError
import locale
cases = ((locale.strcoll, ("a\0", "a")), (locale.strcoll, ("a", "a\0")),
         (locale.strxfrm, ("a\0",)), (locale.strcoll, ("a", "b")), (locale.strxfrm, ("ab",)))
for f, args in cases:
    try:
        print(f.__name__, f(*args))
    except ValueError as e:
        print(f.__name__, "ValueError:", e)
