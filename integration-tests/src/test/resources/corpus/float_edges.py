# Edges of float construction: the sign of a parsed NaN, float.fromhex's digits, keywords
# for float subclasses, and __float__ returning an instance of a float subclass.
import math
import warnings

# A NaN read with a minus sign keeps it (copysign sees the sign bit), whatever reads it.
for text in ["nan", "-nan", " -NaN ", "+nan"]:
    print(repr(text), math.copysign(1.0, float(text)),
          math.copysign(1.0, float(text.encode())),
          math.copysign(1.0, float.fromhex(text)))
print(math.copysign(1.0, complex("-nanj").imag), math.copysign(1.0, -float("nan")))

# fromhex takes ASCII hex digits only: fullwidth digits are not hex digits to it.
for text in ["0x1p0", "0x.8p1", "-0x1.8p3", "0x\uff11p0", "0x1.\uff18p0", "0x1p\uff11"]:
    try:
        print(ascii(text), float.fromhex(text))
    except ValueError as e:
        print(ascii(text), "ValueError:", e)


# A float subclass with an __init__ of its own takes the keywords it wants; without one,
# float's own rule holds.
class Tagged(float):
    def __init__(self, value, tag=None):
        self.tag = tag


class Plain(float):
    pass


t = Tagged(2.5, tag="x")
print(t, t.tag, type(t).__name__)
for make in (lambda: Plain(2.5, tag="x"), lambda: float(x=1.0), lambda: float(1.0, 2.0)):
    try:
        make()
    except TypeError as e:
        print("TypeError:", e)


# __float__ may return a float subclass, with a DeprecationWarning; anything else is an error.
class Half:
    def __float__(self):
        return Plain(0.5)


class Bad:
    def __float__(self):
        return 1


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(float(Half()), math.sqrt(Half()), math.floor(Half()))
    for w in caught:
        print(w.category.__name__, w.message)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        float(Half())
    except DeprecationWarning as e:
        print("raised:", type(e).__name__)
for f in (float, math.sqrt):
    try:
        f(Bad())
    except TypeError as e:
        print("TypeError:", e)
