SETUP = '''
import _struct as struct
class S(struct.Struct):
    pass
'''
EXPRS = [
 "[struct.calcsize(f) for f in ['', 'x', 'ci', 'ic', 'hhi', 'q?', '3s', '0s', '5p', 'P', 'n', 'N', 'e']]",
 "[struct.calcsize(f) for f in ['@bq', '=bq', '!bq', '<bq', '>bq', 'i0q', '2x3h', ' 2i', 'bi ', ' i\\t\\n', 'b x']]",
 "[struct.calcsize(f) for f in ['@ci', '@c?', '@ce', '@cd', '@cP', '@c3s', '@hc', '@c0i', '<ci', 'hl', '<hl']]",
 "struct.calcsize(b'<i')", "struct.calcsize('z')", "struct.calcsize('<n')", "struct.calcsize('>N')",
 "struct.calcsize('=P')", "struct.calcsize('3')", "struct.calcsize('i 3')", "struct.calcsize('2 i')",
 "struct.calcsize('9999999999999999999999i')", "struct.calcsize('1000000000000000000s')",
 "struct.calcsize('ii\\0')", "struct.calcsize('\\0')", "struct.calcsize('<<')", "struct.calcsize('i<')",
 "struct.calcsize('4611686018427387904q')", "struct.calcsize('9223372036854775807x')",
 "struct.calcsize('9223372036854775806xx')", "struct.calcsize(' <i')", "struct.calcsize('\\u00e9')",
 "struct.calcsize(b'\\xff')", "struct.calcsize(3)", "struct.calcsize()", "struct.calcsize('i', 'i')",
 "struct.calcsize(fmt='i')", "struct.calcsize([])", "struct.calcsize('i'*10000)",
 "struct.Struct('<ih')", "struct.Struct(b'<ih')", "struct.Struct(b'<ih').format", "struct.Struct('<ih').size",
 "type(struct.Struct(b'x').format)", "struct.Struct(3)", "struct.Struct('i', 'j')", "struct.Struct()",
 "struct.Struct(format='>i').pack(1)", "struct.Struct('i', x=1)", "struct.Struct('\\u00e9')",
 "struct.Struct.__module__", "struct.Struct.__name__", "struct.error.__module__", "struct.error.__mro__",
 "struct.error.__doc__", "S('>h')", "S('>h').pack(3)", "S('>h').unpack(b'\\x00\\x03')",
 "(lambda s: (s, s.size, s.format))(struct.Struct.__new__(struct.Struct))",
 "(lambda s: (s.__init__('<q'), s, s.size))(struct.Struct('i'))",
 "struct.Struct('i') == struct.Struct('i')", "(lambda s: s == s)(struct.Struct('i'))",
 "struct.Struct('i').unpack_from(b'12345678', 1)", "struct.Struct('i').unpack_from(b'123456789', offset=1)",
 "struct.Struct('i').unpack_from()", "struct.Struct('i').unpack_from(b'1234', 5)",
 "struct.Struct('i').unpack()", "struct.Struct('i').iter_unpack()", "struct.Struct('i').pack(x=1)",
 "struct.Struct('i').pack_into()", "struct.Struct('i').pack_into(b'1234')",
 "struct.Struct('i').pack_into(b'1234', 0, 1)",
 "list(struct.Struct('<2h').iter_unpack(b'\\1\\0\\2\\0\\3\\0\\4\\0'))",
 "struct.Struct('i').iter_unpack(5)", "struct.Struct('i').unpack(5)",
 "sorted(n for n in dir(struct) if not n.startswith('__'))",
 "sorted(n for n in dir(struct.Struct) if not n.startswith('__'))",

 "(struct._clearcache(), struct.calcsize('i'))",
]
