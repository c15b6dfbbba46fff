# Rich comparisons try a right operand of a strict subclass first, even when the subclass
# inherits the method (unlike binary operators, which ask that it override it).
import ipaddress


class Base:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        print("  eq", type(self).__name__, type(other).__name__)
        return NotImplemented

    def __lt__(self, other):
        print("  lt", type(self).__name__, type(other).__name__)
        return NotImplemented

    def __add__(self, other):
        print("  add", type(self).__name__, type(other).__name__)
        return NotImplemented

    def __radd__(self, other):
        print("  radd", type(self).__name__, type(other).__name__)
        return NotImplemented


class Inherits(Base):
    pass


class Overrides(Base):
    def __eq__(self, other):
        print("  Overrides.eq", type(self).__name__, type(other).__name__)
        return isinstance(other, Overrides)


class MyInt(int):
    def __radd__(self, other):
        print("  MyInt.radd", type(self).__name__, type(other).__name__)
        return NotImplemented


class Plain(int):
    pass


def attempt(label, thunk):
    print(label)
    try:
        print("  ->", thunk())
    except TypeError as e:
        print("  TypeError:", e)


for i in range(3):
    attempt("Base == Inherits", lambda: Base(1) == Inherits(1))
    attempt("Base != Inherits", lambda: Base(1) != Inherits(1))
    attempt("Inherits == Base", lambda: Inherits(1) == Base(1))
    attempt("Base != Overrides", lambda: Base(1) != Overrides(1))
    attempt("Base < Inherits", lambda: Base(1) < Inherits(1))
    attempt("Base + Inherits", lambda: Base(1) + Inherits(1))
    attempt("Inherits + Base", lambda: Inherits(1) + Base(1))
    attempt("1 + MyInt", lambda: 1 + MyInt(2))
    attempt("MyInt + 1", lambda: MyInt(2) + 1)
    attempt("Plain + 1", lambda: Plain(2) + 1)
print(1 == True, True == 1, 2 > True, 1.0 == True)

addr = ipaddress.IPv4Address("0.0.0.1")
iface = ipaddress.IPv4Interface("0.0.0.1/32")
net = ipaddress.IPv4Network("0.0.0.1/32")
print(addr == iface, addr != iface, iface == addr, iface != addr)
print(sorted([iface, net, addr], key=ipaddress.get_mixed_type_key))
