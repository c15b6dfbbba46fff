# Integer and float arithmetic: floor semantics, big ints, mixed types, rounding.
def show(label, value):
    print(f"{label:>14}: {value!r}")

for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2)]:
    show(f"{a}//{b}", a // b)
    show(f"{a}%{b}", a % b)
    show(f"divmod({a},{b})", divmod(a, b))

show("2**64", 2 ** 64)
show("-2**63-1", -2 ** 63 - 1)
show("fact(25)", __import__("math").factorial(25))
big = 1
for i in range(1, 30):
    big *= i
show("29!", big)
show("29!//28!", big // (big // 29))
show("1/3", 1 / 3)
show("0.1+0.2", 0.1 + 0.2)
show("1e16", 1e16)
show("1.5e-7", 1.5e-7)
show("3*1.1", 3 * 1.1)
show("-0.0", -0.0)
show("7.5//2", 7.5 // 2)
show("-7.5%2", -7.5 % 2)
show("round(2.5)", round(2.5))
show("round(3.5)", round(3.5))
show("round(2.675,2)", round(2.675, 2))
show("int(-3.9)", int(-3.9))
show("True+True", True + True)
show("hash(2**70)", hash(2 ** 70))
show("hash(1.5)", hash(1.5))
show("hash(-1)", hash(-1))
show("1<<100", 1 << 100)
show("-1>>3", -1 >> 3)
show("~5", ~5)
show("0xff&0x0f", 0xff & 0x0f)
show("pow(3,200,1000)", pow(3, 200, 1000))
show("int('ff',16)", int("ff", 16))
show("float('1e3')", float("1e3"))
show("abs(-4.5)", abs(-4.5))
