# Regenerates cmath_cases.txt with CPython 3.13: python3 gen_cmath_cases.py > cmath_cases.txt
# Each line: function name, tolerance in ulps for finite nonzero parts (0 = exact), two floats
# a b (the argument complex(a, b); for rect the arguments a, b; for 'logb' the call
# log(a, b)), '->', and the result: 'C re im' (a complex, its parts as
# float.hex()), 'F x' (a float), 'T r phi' (a pair of floats), 'B True|False', or
# 'Error: message'.
import cmath, math, random
random.seed(29)
special = [float('-inf'), -2.5, -0.0, 0.0, 2.5, float('inf'), float('nan')]
finite = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, 1e-5, 3.0, -7.25, 1e-310, -1e-310, 1e-200,
          1e200, -1e300, 1e308, 709.0, 710.0, -711.0, 0.999999, 1.000001, 30.0, -30.0,
          0.25, 4e-320, 1.5e154, -3e154]
finite += [random.uniform(-4, 4) for _ in range(12)]
finite += [random.uniform(-1, 1) * 10 ** random.randint(-20, 20) for _ in range(8)]
def h(x):
    return x.hex() if math.isfinite(x) else repr(x)
def show(r):
    if isinstance(r, complex):
        return 'C %s %s' % (h(r.real), h(r.imag))
    if isinstance(r, bool):
        return 'B %s' % r
    if isinstance(r, float):
        return 'F %s' % h(r)
    return 'T %s %s' % (h(r[0]), h(r[1]))
def run(name, tol, a, b):
    try:
        if name == 'rect':
            r = cmath.rect(a, b)
        elif name == 'logb':
            r = cmath.log(a, b)
        else:
            r = getattr(cmath, name)(complex(a, b))
        r = show(r)
    except Exception as e:
        r = 'Error: %s: %s' % (type(e).__name__, e)
    print(name, tol, repr(a), repr(b), '->', r)
ones = {'acos': 2, 'acosh': 2, 'asin': 2, 'asinh': 2, 'atan': 2, 'atanh': 2, 'cos': 2,
        'cosh': 2, 'exp': 2, 'log': 2, 'log10': 2, 'sin': 2, 'sinh': 2, 'sqrt': 0, 'tan': 2,
        'tanh': 2, 'phase': 1, 'polar': 1, 'isfinite': 0, 'isinf': 0, 'isnan': 0}
for name, tol in ones.items():
    for re in special:
        for im in special:
            run(name, tol, re, im)
    for k in range(len(finite)):
        re = finite[k]
        im = finite[(k * 7 + 3) % len(finite)]
        run(name, tol, re, im)
for re in special + finite[:12]:
    for phi in special + [math.pi / 2, -math.pi, 1e-300, 3.0]:
        run('rect', 2, re, phi)
bases = [2.0, 10.0, 1.0, 0.0, -1.0, 0.5, float('inf'), float('nan')]
for z in [0.0, 1.0, 8.0, -8.0, 1e-320, float('inf')]:
    for b in bases:
        run('logb', 2, z, b)
