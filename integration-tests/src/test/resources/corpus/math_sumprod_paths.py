# math.sumprod as CPython 3.13 sums: an int path, a float path in triple-length arithmetic, then
# total + p * q, each path ending at its first other pair; erf keeps the sign of zero.
from math import sumprod, erf, inf, nan, isnan
from fractions import Fraction
from decimal import Decimal
cases = [
    ((-5, -5, 10), (1.5, 4611686018427387904, 2305843009213693952)),
    ([], []), ([1, 2], [3, 4]), ([1.5, 2], [3, 4.25]), ([True, False, True], [2.5, 3.5, 4.5]),
    ([10 ** 20, 3], [10 ** 20, 2.5]), ([2 ** 62, 2 ** 62], [2, 2]), ([1e308, 1e308], [10.0, -10.0]),
    ([0.1] * 10, [1.0] * 10), ([1, 2.5, Fraction(1, 3)], [3, 2, 3]), ([Decimal('1.1'), 2], [2, Decimal('0.5')]),
    ([10.1, -inf], [20.2, 30.3]), ([1, 2, 3.5, 4], [1, 2, 3, 4.0]),
    ([1e16, 1.0, -1e16], [1.0, 1.0, 1.0]),
]
for p, q in cases:
    r = sumprod(p, q)
    print(type(r).__name__, r)
print(sumprod([10.1, inf], [-inf, inf]))
for f in [0.0, -0.0, 1e-300, -1e-300, 0.5, -3.0]:
    print(repr(erf(f)))
try:
    sumprod([1, 2], [3])
except ValueError as e:
    print('ValueError', e)
