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
 "r(['a,b,c', '1,2,3'])", "r(['a,\"b,c\",d'])", "r(['\"a\"\"b\",c'])", "r(['\"multi', 'line\",x'])", "r(['a,b\\r\\n', 'c\\n'])", "r(['', 'a'])",
 "r(['a,,b,'])", "r([',', ''])", "r(['\"\"'])", "r(['a, b,  c'], skipinitialspace=True)", "r(['a\\\\,b,c'], escapechar='\\\\')", "r(['\"a\\\\\"b\",c'], escapechar='\\\\')",
 "r(['a;b'], delimiter=';')", "r([\"'a;b';c\"], delimiter=';', quotechar=\"'\")", "r(['\"a\"b,c'])", "r(['\"a\"b,c'], strict=True)", "r(['\"abc'])", "r(['\"abc'], strict=True)",
 "r(['a\\rb'])", "r(['a\\nb'])", "r(['a,b\\n\\r'])", "r([b'a,b'])", "r([1])", "r(['1,2.5,a,\"3\"'], quoting=_csv.QUOTE_NONNUMERIC)", "r(['1,x'], quoting=_csv.QUOTE_NONNUMERIC)",
 "r(['a,,\"\",1'], quoting=_csv.QUOTE_NOTNULL)", "r(['a,,\"\",1'], quoting=_csv.QUOTE_STRINGS)", "r(['\"a,b\",c'], quoting=_csv.QUOTE_NONE)", "r(['a\\\\', 'b'], escapechar='\\\\')",
 "r(['\"a\\\\', 'b\"'], escapechar='\\\\')", "r(['\"a\",\"b\"'], doublequote=False)", "r(['\"a\"\"b\"'], doublequote=False)", "r(['x' * 20], )",
 "(_csv.field_size_limit(5), r(['abcdef'])) ", "_csv.field_size_limit(131072)", "r(['a,b\\x00c'])", "r(['\\u00e9,\\U0001f600'])", "r(iter(['a', 'b']))",
 "(lambda rd: (next(rd), rd.line_num, next(rd), rd.line_num))(_csv.reader(['\"a', 'b\"', 'c']))",
 "w([['a', 'b'], [1, 2.5, None, True]])", "w([['a,b', 'c\"d', 'e\\nf', '']])", "w([['']])", "w([[]])", "w([[None]])", "w([['a', None]], quoting=_csv.QUOTE_NOTNULL)",
 "w([[None]], quoting=_csv.QUOTE_NOTNULL)", "w([['', 1, None, 2.5]], quoting=_csv.QUOTE_STRINGS)", "w([['a', 1, 2.5, None, True]], quoting=_csv.QUOTE_NONNUMERIC)",
 "w([['a', 'b']], quoting=_csv.QUOTE_ALL)", "w([['a,b']], quoting=_csv.QUOTE_NONE)", "w([['a,b', 'c\"']], quoting=_csv.QUOTE_NONE, escapechar='\\\\')",
 "w([['']], quoting=_csv.QUOTE_NONE)", "w([['a\"b']], doublequote=False)", "w([['a\"b']], doublequote=False, escapechar='\\\\')", "w([['a\\\\b']], escapechar='\\\\')",
 "w([['a', 'b']], lineterminator='\\n', delimiter='\\t')", "w([['x;y']], lineterminator=';')", "w([5])", "w([['\\u00e9', '\\U0001f600']])", "w(['abc'])",
 "(lambda o: (_csv.writer(o).writerows([['a'], ['b', 'c']]), o.lines))(Out())", "(lambda o: _csv.writer(o).writerow(['a', 'b']))(Out())",
 "(lambda o: (_csv.writer(o, D(delimiter='|')).writerow(['a', 'b']), o.lines))(Out())", "(lambda o: _csv.writer(o).dialect.delimiter)(Out())",
 "w([[' a', 'b ']])", "w([['a b']], delimiter=' ')", "w([['a\\rb']])", "w([[1.0, 1e100, -0.0]])",
]
