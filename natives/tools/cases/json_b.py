SETUP = '''
import _json
def enc(o, markers=True, default=None, encoder=_json.encode_basestring_ascii, indent=None, ks=': ', its=', ', sort_keys=False, skipkeys=False, allow_nan=True, level=0):
    def dflt(o):
        raise TypeError(f'Object of type {o.__class__.__name__} is not JSON serializable')
    e = _json.make_encoder({} if markers else None, default or dflt, encoder, indent, ks, its, sort_keys, skipkeys, allow_nan)
    return e(o, level)
class I(int):
    def __repr__(self): return 'I!'
class F(float):
    def __repr__(self): return 'F!'
class L(list): pass
class D(dict):
    def items(self): return [('z', 1), ('a', 2)]
class T: pass
'''
EXPRS = [
 "enc({'a': [1, 2.5, None, True, False, 'x\\u00e9\\U0001f600'], 'b': (1,), 'c': {}})",
 "enc({'a': [1, 2.5, None, True, False, 'x\\u00e9\\U0001f600']}, encoder=_json.encode_basestring)",
 "enc([1, {'a': [], 'b': [2, {'c': {}}]}], indent='  ')", "enc({'b': 1, 'a': [1, 2]}, indent='\\t', sort_keys=True, ks=':', its=',')",
 "enc([1, [2, [3]]], indent='  ', level=2)", "enc({'b': 1, 'a': 2}, sort_keys=True)", "enc({'b': 1, 2: 'x'}, sort_keys=True)",
 "enc({1.5: 2, True: 3, None: 4, 5: 6, False: 7, I(3): 8, F(2.5): 9})", "enc({(1, 2): 3})", "enc({(1, 2): 3, 'a': 1}, skipkeys=True)",
 "enc([float('inf'), float('-inf'), float('nan')])", "enc([float('inf')], allow_nan=False)", "enc({float('nan'): 1}, allow_nan=False)",
 "enc([I(5), F(1.5), 10**30, -0.0, 1e300, 1e-7, 0.1])", "enc(L([1, 2]))", "enc(D(a=1))", "enc(D(a=1), sort_keys=True)",
 "enc(T())", "enc([T()], default=lambda o: 'T')", "enc([T()], default=lambda o: [o])",
 "(lambda l: (l.append(l), enc(l))[1])([])", "(lambda d: (d.update(x=d), enc(d))[1])({})", "(lambda l: enc([l, l]))([1])",
 "enc('plain')", "enc(5)", "enc(None)", "enc(['a'], encoder=lambda s: 5)", "enc(['a', {'k': 'v'}], encoder=lambda s: '<' + s + '>')",
 "_json.make_encoder([], str, _json.encode_basestring_ascii, None, ': ', ', ', False, False, True)",
 "_json.make_encoder(None, str, _json.encode_basestring_ascii, None, 1, ', ', False, False, True)",
 "_json.make_encoder(None, str, _json.encode_basestring_ascii, None, ': ', ', ', False, False)",
 "_json.make_encoder(None, str, _json.encode_basestring_ascii, None, ': ', ', ', False, False, True)([1, 2], 'x')",
 "_json.make_encoder(None, str, _json.encode_basestring_ascii, None, ': ', ', ', False, False, True)()",
 "(lambda e: (e.markers, e.default, e.encoder is _json.encode_basestring_ascii, e.indent, e.key_separator, e.item_separator, e.sort_keys, e.skipkeys))(_json.make_encoder(None, str, _json.encode_basestring_ascii, None, ': ', ', ', 1, 0, True))",
 "type(_json.make_encoder(None, str, str, None, ':', ',', 0, 0, 0)).__name__, _json.make_encoder.__name__",
 "_json.encode_basestring_ascii('a\\u00e9\\U0001f600\"\\\\\\n\\x01\\x7f\\ud800')", "_json.encode_basestring('a\\u00e9\\U0001f600\"\\\\\\n\\x01\\x7f\\x1f\\b\\f\\r\\t')",
 "_json.encode_basestring(b'x')", "_json.encode_basestring_ascii(3)", "_json.encode_basestring_ascii()",
 "len(enc([[[]]] * 3))", "(lambda l: [l.append([l[-1]]) for _ in range(5000)] and len(enc(l)))([[]])",
 "(lambda l: [l.append([l[-1]]) for _ in range(20000)] and len(enc(l[-1])))([[]])",
 "(lambda l: [l.__setitem__(0, [l[0]]) for _ in range(20000)] and enc(l))([[]])",
]
