SETUP = '''
import sys, _json
try:
    import json.decoder
except Exception:
    ModuleType = type(sys)
    class JSONDecodeError(ValueError):
        def __init__(self, msg, doc, pos):
            lineno = doc.count('\\n', 0, pos) + 1
            colno = pos - doc.rfind('\\n', 0, pos)
            errmsg = '%s: line %d column %d (char %d)' % (msg, lineno, colno, pos)
            ValueError.__init__(self, errmsg)
            self.msg = msg
            self.doc = doc
            self.pos = pos
            self.lineno = lineno
            self.colno = colno
    pkg = ModuleType('json'); pkg.__path__ = []
    mod = ModuleType('json.decoder'); mod.JSONDecodeError = JSONDecodeError
    pkg.decoder = mod
    sys.modules['json'] = pkg; sys.modules['json.decoder'] = mod
JSONDecodeError = sys.modules['json.decoder'].JSONDecodeError
CONST = {'-Infinity': float('-inf'), 'Infinity': float('inf'), 'NaN': float('nan')}
class Ctx:
    def __init__(self, **kw):
        self.strict = kw.get('strict', True)
        self.object_hook = kw.get('object_hook')
        self.object_pairs_hook = kw.get('object_pairs_hook')
        self.parse_float = kw.get('parse_float') or float
        self.parse_int = kw.get('parse_int') or int
        self.parse_constant = kw.get('parse_constant') or CONST.__getitem__
        self.memo = {}
def ws(s, i):
    while i < len(s) and s[i] in ' \\t\\n\\r':
        i += 1
    return i
def loads(s, **kw):
    scan = _json.make_scanner(Ctx(**kw))
    try:
        obj, end = scan(s, ws(s, 0))
    except StopIteration as err:
        raise JSONDecodeError("Expecting value", s, err.value) from None
    end = ws(s, end)
    if end != len(s):
        raise JSONDecodeError("Extra data", s, end)
    return obj
def err(s, **kw):
    try:
        return loads(s, **kw)
    except JSONDecodeError as e:
        return (e.msg, e.pos, e.lineno, e.colno)
'''
EXPRS = [
 "[err(c) for c in ['[', '{', '{\"a\"', '{\"a\":', '{\"a\":1', '{\"a\":1,', '{\"a\":1,}', '[1,]', '[1', '[1 2]', '\"abc']]",
 "[err(c) for c in ['\"a\\\\x\"', '\"a\\nb\"', '\"\\\\u12\"', '\"\\\\u12g4\"', '\"\\\\ud800\\\\u00\"', '\"\\\\ud800\"', '{1:2}', '{\"a\" 1}', 'nul', 'tru', '-', '-x']]",
 "[err(c) for c in ['1.', '1e', '01', '[-]', 'NaN', '-Infinity', '1.5e+', '\"\\\\', '[1,\\n]', ' {\"a\":\\n 1 ,}', '\"\\t\"', '{\"a\":1 \"b\":2}', '', ' ']]",
 "[err(c) for c in ['[,1]', '{,}', '{\"a\":1,,}', '\"\\\\uDFFF\"', '12345678901234567890123', '1E400', '-0', '-0.0', '[1e5, 2.5E-3, -12]']]",
 "[err(c) for c in ['{\"a\": [1, {\"b\": null}], \"c\": true, \"d\": false}', '\"\\\\ud83d\\\\ude00\"', '[NaN, Infinity, -Infinity]', 'Infinityx', '\"\\\\u00e9\\\\n\\\\t\\\\/\\\\\\\\\\\\\"\"']]",
 "[err(c) for c in ['[1.0e, 2]', '[1e-, 2]', '1.5E-7', '[0, 10, -0.5]', '\"x\\u00e9\\U0001f600y\"', '[\"\\U0001f600\", 1, x]', '{\"\\U0001f600\": [1, 2,]}', '\\n\\n  [1,\\n  2\\n  3]']]",
 "loads('\"a\\tb\"', strict=False)", "loads('{\"a\": 1, \"a\": 2}')", "loads('{\"a\": 1, \"b\": 2}', object_pairs_hook=list)",
 "loads('{\"a\": {\"b\": 2}}', object_hook=lambda d: sorted(d.items()))", "loads('{\"a\": 1}', object_hook=len, object_pairs_hook=tuple)",
 "loads('[1, 2.5, 3e2]', parse_int=str, parse_float=repr)", "loads('[NaN]', parse_constant=lambda c: 'const:' + c)",
 "loads('[1, 2]', parse_int=lambda s: int(s) * 10)", "loads('123456789012345678901234567890') + 1", "loads('-9223372036854775809')",
 "(lambda ks: ks[0] is ks[1])([list(d)[0] for d in loads('[{\"key\": 1}, {\"key\": 2}]')])",
 "_json.make_scanner(Ctx())('[1, 2.5, NaN, \"x\"]', 0)", "_json.make_scanner(Ctx())('[1, 2.5, NaN, \"x\"]', 1)",
 "_json.make_scanner(Ctx())('[1, 2.5, NaN, \"x\"]', 100)", "_json.make_scanner(Ctx())('[1]', -1)", "_json.make_scanner(Ctx())(b'[1]', 0)",
 "_json.make_scanner(Ctx())('[1]')", "_json.make_scanner(Ctx())(string='[1]', idx=0)", "_json.make_scanner(object())",
 "(lambda s: (s.strict, s.object_hook, s.parse_int))(_json.make_scanner(Ctx(strict=0)))", "type(_json.make_scanner(Ctx())).__name__",
 "_json.make_scanner.__name__, _json.make_scanner.__module__", "_json.make_scanner(Ctx())('\\U0001f600[1, \"\\U0001f600\", 2]', 1)",
 "_json.make_scanner(Ctx())('xx\"ab\\U0001f600c\" ', 2)",
 "_json.scanstring('\"abc\"', 1)", "_json.scanstring('abc\"', 0)", "_json.scanstring('abc\"', 5)", "_json.scanstring('abc\"', -1)",
 "_json.scanstring('a\\tc\"', 0, False)", "_json.scanstring('a\\tc\"', 0, True)", "_json.scanstring('a\\tc\"', 0, strict=True)",
 "_json.scanstring(b'abc\"', 0)", "_json.scanstring('abc\"')", "_json.scanstring('\\U0001f600\\U0001f600\"x', 1)",
 "_json.scanstring('ab\\\\u0041\\\\ud834\\\\udd1e\\\\ud834x\"', 0)", "_json.scanstring('\"\\\\ud834\\\\u0041\"', 1)",
 "len(str(loads('[' * 5000 + ']' * 5000)))", "loads('[' * 20000 + ']' * 20000)", "loads('{\"a\":' * 20000 + '1' + '}' * 20000)",
]
