SETUP = '''
import unicodedata as u
SAMPLE = ''.join(chr(c) for c in [0x41, 0xe9, 0x300, 0x3a3, 0x5d0, 0x627, 0x660, 0x966, 0x2160, 0xbd, 0x2028, 0x3000, 0xac00, 0x4e00, 0x1f600, 0xe000, 0xd800, 0x378, 0x10ffff, 0x1b170, 0x17000, 0x20000, 0x2f800, 0xff21, 0x20ac, 0x1d7ce, 0x2460, 0x5c, 0xa0, 0x1e9e, 0x1f1e6, 0x11a8, 0x1160, 0x309a, 0xfb2c])
'''
EXPRS = [
 "[u.category(c) for c in SAMPLE]", "[u.bidirectional(c) for c in SAMPLE]", "[u.combining(c) for c in SAMPLE]",
 "[u.mirrored(c) for c in SAMPLE + '()<>']", "[u.east_asian_width(c) for c in SAMPLE]", "[u.decomposition(c) for c in SAMPLE]",
 "[u.decimal(c, None) for c in SAMPLE + '0123456789\\u0669\\uff19\\U0001d7ce']", "[u.digit(c, None) for c in SAMPLE + '\\u00b2\\u2460\\u2469']",
 "[u.numeric(c, None) for c in SAMPLE + '\\u00bc\\u2153\\u5146\\U00012432\\u0f33\\u2186']",
 "[u.name(c, None) for c in SAMPLE]", "u.name('\\uD7A3'), u.name('\\uAC01'), u.name('\\uC544'), u.name('\\u3400'), u.name('\\U000323AF'), u.name('\\U00031350')",
 "u.category('ab')", "u.category('')", "u.category(3)", "u.bidirectional(b'a')", "u.name('\\x00')", "u.name('\\x00', 'dflt')",
 "u.numeric('a')", "u.decimal('a')", "u.digit('a')", "u.decimal('\\u00b2')", "u.digit('\\u2469')", "u.numeric('a', 0)",
 "u.category()", "u.decimal()", "u.decimal('1', 2, 3)", "u.name()",
 "u.lookup('latin small letter a')", "u.lookup('LATIN CAPITAL LETTER A WITH MACRON AND GRAVE')", "u.lookup('foo')",
 "u.lookup('LINE FEED')", "u.lookup('line feed'), u.lookup('BOM'), u.lookup('ZWNJ')", "u.lookup(b'LATIN SMALL LETTER B')", "u.lookup('x' * 300)",
 "u.lookup('HANGUL SYLLABLE GAG')", "u.lookup('HANGUL SYLLABLE A')", "u.lookup('HANGUL SYLLABLE GAX')", "u.lookup('hangul syllable ga')",
 "u.lookup('CJK UNIFIED IDEOGRAPH-4E00')", "u.lookup('cjk unified ideograph-4e00')", "u.lookup('CJK UNIFIED IDEOGRAPH-0041')",
 "u.lookup('CJK UNIFIED IDEOGRAPH-20000')", "u.lookup('CJK UNIFIED IDEOGRAPH-4e00')", "u.lookup('CJK COMPATIBILITY IDEOGRAPH-F900')",
 "u.lookup('nushu character-1b170')", "u.lookup('GRINNING FACE')", "u.lookup(3)",
 "u.lookup('TAMIL CONSONANT K'), u.lookup('LATIN SMALL LETTER R WITH TILDE')",
 "u.ucd_3_2_0.lookup('LINE FEED')", "u.ucd_3_2_0.lookup('TAMIL CONSONANT K')", "u.ucd_3_2_0.lookup('GRINNING FACE')",
 "u.unidata_version, u.ucd_3_2_0.unidata_version, type(u.ucd_3_2_0).__name__, type(u.ucd_3_2_0).__module__", "u.UCD()",
 "u.ucd_3_2_0.category('a'), u.ucd_3_2_0.normalize('NFD', '\\u00e9')", "u.ucd_3_2_0.category()",
 "sorted(n for n in dir(u) if not n.startswith('_'))",
]
