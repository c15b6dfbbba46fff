SETUP = '''
import _csv
D = _csv.Dialect
class Out:
    def __init__(self): self.lines = []
    def write(self, s): self.lines.append(s); return len(s)
def w(rows, *a, **kw):
    o = Out()
    wr = _csv.writer(o, *a, **kw)
    for r in rows:
        wr.writerow(r)
    return ''.join(o.lines)
def r(lines, *a, **kw):
    return list(_csv.reader(lines, *a, **kw))
def attrs(d):
    return (d.delimiter, d.doublequote, d.escapechar, d.lineterminator, d.quotechar, d.quoting, d.skipinitialspace, d.strict)
class Like:
    delimiter = ';'
    quotechar = "'"
    doublequote = False
    escapechar = '\\\\'
    lineterminator = '\\n'
    quoting = _csv.QUOTE_ALL
    skipinitialspace = True
    strict = True
'''
EXPRS = [
 "attrs(D())", "attrs(D(delimiter=';', quotechar=None))", "attrs(D(Like))", "attrs(D(Like, delimiter='|'))", "attrs(D(Like()))",
 "[attrs(D(**kw)) for kw in [dict(quotechar=None, quoting=3), dict(lineterminator=''), dict(delimiter=' ', skipinitialspace=True), dict(strict=1), dict(doublequote=[]), dict(escapechar=None)]]",
 "D(delimiter='')", "D(delimiter='ab')", "D(delimiter=1)", "D(delimiter=None)", "D(delimiter='\\n')", "D(quotechar='')", "D(quotechar=None, quoting=0)",
 "D(quoting=6)", "D(quoting='x')", "D(quoting=1.0)", "D(quoting=True)", "D(quoting=-1)", "D(quoting=2**70)", "D(escapechar='ab')", "D(escapechar='\\r')",
 "D(lineterminator=1)", "D(lineterminator=None)", "D(delimiter=',', quotechar=',')", "D(delimiter=',', escapechar=',')", "D(quotechar='x', escapechar='x')",
 "D(bogus=1)", "D(quotechar='\\n')", "D(escapechar=' ', skipinitialspace=True)", "D(delimiter='\\r')", "D(escapechar=3)", "D(quotechar=3)", "D(1, 2)",
 "D(dialect=None, delimiter=';').delimiter", "D('nosuch')", "(lambda d: D(d) is d)(D(delimiter=';'))", "(lambda d: D(d, strict=True) is d)(D())",
 "(lambda d: setattr(d, 'delimiter', ';'))(D())", "type(D()).__name__, type(D()).__module__",
 "_csv.get_dialect('nosuch')", "_csv.register_dialect(3)", "_csv.register_dialect('x', delimiter='ab')",
 "(_csv.register_dialect('x', delimiter=';'), _csv.get_dialect('x').delimiter, 'x' in _csv.list_dialects(), _csv.unregister_dialect('x'), 'x' in _csv.list_dialects())",
 "(_csv.register_dialect('y', Like), attrs(_csv.get_dialect('y')), r(['a;b'], 'y'), _csv.unregister_dialect('y'))",
 "_csv.unregister_dialect('x')", "_csv.unregister_dialect()", "_csv.register_dialect()", "_csv.get_dialect(3)",
 "(_csv.field_size_limit(), _csv.field_size_limit(100), _csv.field_size_limit(), _csv.field_size_limit(new_limit=131072))",
 "_csv.field_size_limit('x')", "_csv.field_size_limit(1, 2)", "(_csv.QUOTE_MINIMAL, _csv.QUOTE_ALL, _csv.QUOTE_NONNUMERIC, _csv.QUOTE_NONE, _csv.QUOTE_STRINGS, _csv.QUOTE_NOTNULL)",
 "_csv.reader()", "_csv.reader(5)", "_csv.reader([], 'nosuch')", "_csv.reader([], delimiter=';').dialect.delimiter", "(lambda rd: (rd.line_num, next(rd), rd.line_num))(_csv.reader(['a,b']))",
 "_csv.writer()", "_csv.writer(5)", "_csv.reader(['a'], 'x', 'y')", "_csv.Reader()", "_csv.Writer()", "type(_csv.reader([])).__name__",
 "_csv.Error.__mro__", "_csv.Error.__module__",
]
