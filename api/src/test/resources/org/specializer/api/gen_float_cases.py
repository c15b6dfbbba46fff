# Regenerates float_cases.txt.gz with CPython 3.13 (run here, then gzip -9 float_cases.txt).
# Each line: the double's bits in hex, repr, %-formats, repr(round(x, n)), hex, str(round(x)).
import random, struct
random.seed(659)
def bits(x): return struct.unpack('<Q', struct.pack('<d', x))[0]
vals = []
for _ in range(1500):
    b = random.getrandbits(64)
    x = struct.unpack('<d', struct.pack('<Q', b))[0]
    if x != x: continue
    vals.append(x)
for _ in range(700):
    vals.append(random.uniform(-1000, 1000))
    vals.append(round(random.uniform(-100, 100), random.randint(0, 6)))
    vals.append(random.randint(-10**6, 10**6) / random.choice([1, 2, 4, 8, 10, 100, 1000, 3, 7]))
for e in range(-330, 310, 3):
    vals.append(float('1e%d' % e)); vals.append(float('5e%d' % e)); vals.append(float('9.999e%d' % e))
for k in range(-1074, 1024, 5):
    vals.append(2.0**k)
vals += [0.0, -0.0, float('inf'), float('-inf'), 5e-324, 1e-323, 1.5e-323, 2.225073858507201e-308, 2.2250738585072014e-308, 1.7976931348623157e308, 0.1, 0.2, 0.3, 2.5, 0.5, 1.5, 0.125, 0.375, 2.675, 1.005, 0.045]
fmts = ['%.0f', '%.1f', '%.2f', '%.3f', '%.6f', '%.17f', '%.0e', '%.3e', '%.16e', '%.20e', '%g', '%.1g', '%.3g', '%.10g', '%.17g', '%#g', '%#.0f', '%#.0e']
with open('float_cases.txt', 'w') as f:
    for x in vals:
        outs = [repr(x)] + [(fm % x) if ('f' not in fm or abs(x) < 1e25) else '-' for fm in fmts] + [repr(round(x, n)) for n in (0, 1, 2, 5, -1, -3)] + [x.hex()]
        if x == x and abs(x) != float('inf'):
            try: outs.append(str(round(x)) if abs(x) < 1e25 else "-")
            except OverflowError: outs.append('OverflowError')
        else: outs.append('-')
        f.write('%016x %s\n' % (bits(x), ' '.join(outs)))
print(len(vals))
