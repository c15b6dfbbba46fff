SETUP = '''
import unicodedata as u
import zlib
ALL = ''.join(chr(c) for c in range(0x30000) if not 0xd800 <= c < 0xe000)
WITH_DECOMP = ''.join(chr(c) for c in range(0x30000) if u.decomposition(chr(c)) and not 0xd800 <= c < 0xe000)
MIXED = 'e\\u0301\\u0323 a\\u0323\\u0301 \\u1100\\u1161\\u11a8 \\uac00\\u11a8 \\u0041\\u030a\\u0301 \\u212b \\u1e9b\\u0323 \\u0f71\\u0f72 \\u0f73 \\u00c7\\u0301 q\\u0307\\u0323 \\u0345\\u0300 \\u05b8\\u05b9\\u05b1\\u0591\\u05c3\\u05b0\\u05ac\\u059f \\u0592\\u05b7\\u05bc\\u05a5\\u05b0\\u05c0\\u05c4\\u05ad \\ufb2c\\u05bc \\u0915\\u093c \\u0958 \\u1100\\u0300\\u1161 \\ud800\\u0301'
def h(s):
    return (len(s), zlib.crc32(s.encode('utf-8', 'surrogatepass')))
'''
EXPRS = [
 "[u.normalize(f, MIXED) for f in ['NFC', 'NFD', 'NFKC', 'NFKD']]",
 "[h(u.normalize(f, WITH_DECOMP)) for f in ['NFC', 'NFD', 'NFKC', 'NFKD']]",
 "[h(u.normalize(f, ALL)) for f in ['NFC', 'NFD', 'NFKC', 'NFKD']]",
 "[h(''.join(u.normalize(f, c) for c in WITH_DECOMP)) for f in ['NFC', 'NFD', 'NFKC', 'NFKD']]",
 "[h(''.join(u.normalize(f, u.normalize('NFD', c) + '\\u0301\\u0327') for c in WITH_DECOMP)) for f in ['NFC', 'NFKC']]",
 "[u.is_normalized(f, MIXED) for f in ['NFC', 'NFD', 'NFKC', 'NFKD']]", "[u.is_normalized(f, 'abc') for f in ['NFC', 'NFD', 'NFKC', 'NFKD']]",
 "[u.is_normalized(f, '\\u00e9') for f in ['NFC', 'NFD', 'NFKC', 'NFKD']]", "[u.is_normalized(f, '\\u00a0') for f in ['NFC', 'NFD', 'NFKC', 'NFKD']]",
 "sum(u.is_normalized('NFC', c) for c in WITH_DECOMP), sum(u.is_normalized('NFKD', c) for c in WITH_DECOMP)",
 "u.normalize('NFX', 'a')", "u.normalize('nfc', 'a')", "u.normalize('NFC', b'a')", "u.normalize(1, 'a')", "u.is_normalized('NFX', 'a')",
 "u.normalize('NFC')", "u.normalize('NFC', '')", "(lambda s: u.normalize('NFC', s) is s)('abc')",
 "[h(''.join(u.decomposition(c) for c in ALL)), h(''.join(str(u.combining(c)) for c in ALL)), h(''.join(u.category(c) for c in ALL)), h(''.join(u.bidirectional(c) for c in ALL))]",
 "[h(''.join(u.east_asian_width(c) for c in ALL)), h(''.join(str(u.mirrored(c)) for c in ALL)), h(''.join(str(u.numeric(c, '')) for c in ALL)), h(''.join(u.name(c, '') for c in ALL))]",
 "h(''.join(u.name(chr(c), '') for c in range(0x30000, 0x110000)))",
]
