# Regenerates format_cases.txt with CPython 3.13: python3 gen_format_cases.py > format_cases.txt
# Each line, tab-separated: 'int' or 'float', repr of the value, the spec, and the result of
# format(value, spec) or 'Error: Type: message'.
import itertools
ints = [0, 1, -1, 7, 1234, -1234, 255, -255, 65, 1114111, 1114112, 2**64 + 5, -(10**25) - 7, True]
floats = [0.0, -0.0, 1.5, -1.5, 1234.5678, 0.1, 1e22, 1e-5, 123456789.0, 1.5e16, 2.5, 0.125,
          float('inf'), float('-inf'), float('nan'), 100.0, -0.00001, 5e-324, 1.7976931348623157e308,
          0.5, 9.995, 99999.5, 1e16, 12345.6789e-10]
specs = ['', 'd', 'b', 'o', 'x', 'X', 'c', 'n', 's', 'e', 'E', 'f', 'F', 'g', 'G', '%',
         '#b', '#o', '#x', '#X', '+d', ' d', '-d', '10', '<10', '>10', '^10', '=10', '010',
         '08,', '012_x', '#012_x', '#010b', '_b', ',', '_', ',d', '_d', '+,', '0=12,',
         '*^+12,', 'x<+#14_x', '.2', '.0', '.3f', '.0f', '#.0f', '.2e', '#.0e', '.3g', '#g',
         '#.3g', '.10g', '.17g', '.20', '015,.2f', 'z', 'z.1f', 'z.3e', '+.2%', '.0%', ',.3f',
         '_.4e', '12.4G', '^+15.3e', '=+015.2f', ' 010.1f', ',g', '_g', '+#.0f', '.1n',
         ',c', '+c', '#c', 'z d', '.2d', ',b', '_n', '.', 'ff', '€^9', '0<8', '<08', '1_000']
for kind, vals in (('int', ints), ('float', floats)):
    for v, s in itertools.product(vals, specs):
        try:
            r = format(v, s)
        except Exception as e:
            r = 'Error: %s: %s' % (type(e).__name__, e)
        print('%s\t%r\t%s\t%s' % (kind, v, s, r))
