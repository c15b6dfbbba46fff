"""Generate the table-driven str/bytes/formatting tests from CPython 3.13's own answers.

Run with CPython 3.13 from the repository root:
    PYENV_VERSION=3.13.0 python3 api/tools/gen_str_tests.py

Each case is a Python expression of one of the shapes
    <literal>.<method>(<literal args>, <name>=<literal>)
    <literal> <op> <literal>          (op: + * % in == != < <= > >=)
    <literal>[<index or slice>]
    str(...), bytes(...), bytearray(...), memoryview(...), str.maketrans(...), bytes.fromhex(...),
    repr(x), ascii(x), format(x, s)
A bytearray value is built in Java as ba("..."), a memoryview of a whole bytes or bytearray as
mv(...); a memoryview result is rendered as <memory FORMAT SHAPE ITEMS>, without its address.
The generator evaluates it with CPython, and writes a JUnit test that performs the same call
through the Java object model and compares the rendered result (repr, or "!!Type: message").
The Java tests never run Python.
"""
import ast
import os
import sys
import warnings

assert sys.version_info[:2] == (3, 13), "generate with CPython 3.13"

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'src', 'test', 'java', 'org', 'specializer', 'api')

OPS = {ast.Add: '__add__', ast.Mult: '__mul__', ast.Mod: '__mod__'}
CMPS = {ast.Eq: '__eq__', ast.NotEq: '__ne__', ast.Lt: '__lt__', ast.LtE: '__le__',
        ast.Gt: '__gt__', ast.GtE: '__ge__'}


def jstr(s):
    """A Java string literal for any Python str (surrogates and astral characters included)."""
    out = ['"']
    for ch in s:
        cp = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == '\\':
            out.append('\\\\')
        elif ch == '\n':
            out.append('\\n')
        elif ch == '\r':
            out.append('\\r')
        elif ch == '\t':
            out.append('\\t')
        elif 0x20 <= cp < 0x7f:
            out.append(ch)
        elif cp < 0x10000:
            out.append('\\u%04x' % cp)
        else:
            cp -= 0x10000
            out.append('\\u%04x\\u%04x' % (0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff)))
    out.append('"')
    return ''.join(out)


def jval(v):
    """A Java expression building the Python value v."""
    if v is None:
        return 'NONE'
    if v is Ellipsis:
        return 'Py.Ellipsis'
    if v is True:
        return 'T'
    if v is False:
        return 'F'
    if isinstance(v, int):
        if -2**63 <= v < 2**63:
            return 'i(%dL)' % v
        return 'big("%d")' % v
    if isinstance(v, float):
        if v != v:
            return 'f(Double.NaN)'
        if v in (float('inf'), float('-inf')):
            return 'f(%sDouble.POSITIVE_INFINITY)' % ('-' if v < 0 else '')
        return 'f(%r)' % v
    if isinstance(v, str):
        return 's(%s)' % jstr(v)
    if isinstance(v, bytes):
        return 'b(%s)' % jstr(v.decode('latin-1'))
    if isinstance(v, bytearray):
        return 'ba(%s)' % jstr(v.decode('latin-1'))
    if isinstance(v, memoryview):
        if v.format != 'B' or v.nbytes != len(v.obj) or not v.c_contiguous:
            raise ValueError('only a memoryview of a whole bytes or bytearray: %r' % (v,))
        return 'mv(%s)' % jval(v.obj)
    if isinstance(v, tuple):
        return 'tup(%s)' % ', '.join(jval(x) for x in v)
    if isinstance(v, list):
        return 'list(%s)' % ', '.join(jval(x) for x in v)
    if isinstance(v, dict):
        return 'dict(%s)' % ', '.join('%s, %s' % (jval(k), jval(x)) for k, x in v.items())
    if isinstance(v, slice):
        return 'slice(%s, %s, %s)' % (jval(v.start), jval(v.stop), jval(v.step))
    if isinstance(v, range):
        return 'range(%d, %d)' % (v.start, v.stop)
    raise ValueError('no Java form for %r' % (v,))


def lit(node):
    if isinstance(node, ast.Slice):
        return slice(*(None if x is None else lit(x) for x in (node.lower, node.upper,
                                                                  node.step)))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == 'range':
        return range(*(lit(a) for a in node.args))
    # the cases are our own: constant expressions such as 10**20 are evaluated as written
    return eval(compile(ast.Expression(node), '<case>', 'eval'))


def args_of(call):
    parts = [jval(lit(a)) for a in call.args]
    for k in call.keywords:
        if k.arg is None:  # **{literal dict}
            parts += ['kw(%s, %s)' % (jstr(n), jval(v)) for n, v in lit(k.value).items()]
        else:
            parts.append('kw("%s", %s)' % (k.arg, jval(lit(k.value))))
    return parts


TYPES = {'str': 'PyStr.TYPE', 'bytes': 'PyBytes.TYPE', 'bytearray': 'PyByteArray.TYPE',
         'memoryview': 'PyMemoryView.TYPE'}


def java_call(expr):
    """The Java expression (a String) that performs expr and renders its outcome."""
    node = ast.parse(expr, mode='eval').body
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        recv = node.func.value
        if isinstance(recv, ast.Name):
            target = TYPES[recv.id]
        else:
            target = jval(lit(recv))
        return 'call(%s)' % ', '.join([target, '"%s"' % node.func.attr] + args_of(node))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        name = node.func.id
        if name in TYPES:
            return 'construct(%s)' % ', '.join([TYPES[name]] + args_of(node))
        if name in ('repr', 'ascii', 'format', 'hash', 'len', 'list'):
            return 'builtin("%s", %s)' % (name, ', '.join(args_of(node)))
    if isinstance(node, ast.BinOp):
        return 'binop(%s, "%s", %s)' % (jval(lit(node.left)), OPS[type(node.op)],
                                        jval(lit(node.right)))
    if isinstance(node, ast.Compare):
        op = node.ops[0]
        left, right = lit(node.left), lit(node.comparators[0])
        if isinstance(op, ast.In):
            return 'contains(%s, %s)' % (jval(right), jval(left))
        return 'compare(%s, "%s", %s)' % (jval(left), CMPS[type(op)], jval(right))
    if isinstance(node, ast.Subscript):
        return 'getitem(%s, %s)' % (jval(lit(node.value)), jval(lit(node.slice)))
    raise ValueError('unsupported case shape: ' + expr)


def show(v):
    """repr, except for a memoryview, whose repr has its address."""
    if isinstance(v, memoryview):
        return '<memory %s %r %r>' % (v.format, v.shape, v.tolist())
    if isinstance(v, tuple) and any(isinstance(x, memoryview) for x in v):
        return '(' + ', '.join(show(x) for x in v) + (',)' if len(v) == 1 else ')')
    return repr(v)


def outcome(expr):
    try:
        v = eval(expr)
    except Exception as e:
        return '!!%s: %s' % (type(e).__name__, e)
    return show(v)


def write_test(class_name, doc, groups):
    lines = []
    lines.append('package org.specializer.api;')
    lines.append('')
    lines.append('import static org.specializer.api.StrTestSupport.*;')
    lines.append('')
    lines.append('import org.junit.jupiter.api.Test;')
    lines.append('')
    lines.append('/**')
    lines.append(' * %s' % doc)
    lines.append(' * Generated by api/tools/gen_str_tests.py from CPython 3.13; do not edit.')
    lines.append(' */')
    lines.append('@SuppressWarnings("checkstyle:all")')
    lines.append('class %s {' % class_name)
    for name, cases in groups:
        lines.append('')
        lines.append('    @Test')
        lines.append('    void %s() {' % name)
        for expr in cases:
            lines.append('        // %s' % expr.encode('ascii', 'backslashreplace').decode())
            lines.append('        expect(%s, %s);' % (jstr(outcome(expr)), java_call(expr)))
        lines.append('    }')
    lines.append('}')
    path = os.path.join(OUT, class_name + '.java')
    with open(path, 'w', encoding='utf-8') as fh:
        fh.write('\n'.join(lines) + '\n')
    print(path, sum(len(c) for _, c in groups), 'cases')


def load_cases(path):
    """A case file: '== groupName' lines start groups; other non-blank lines are cases."""
    groups = []
    with open(path, encoding='utf-8') as fh:
        for line in fh:
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            if line.startswith('== '):
                groups.append((line[3:].strip(), []))
            else:
                groups[-1][1].append(line)
    return groups


if __name__ == '__main__':
    warnings.simplefilter('ignore', SyntaxWarning)
    for name, doc in (
            ('StrMethodsCasesTest', 'str methods and operators against CPython 3.13.'),
            ('StrFormattingCasesTest', 'format(), str.format and % formatting against '
                                       'CPython 3.13.'),
            ('BytesCasesTest', 'bytes and codecs against CPython 3.13.'),
            ('ByteArrayCasesTest', 'bytearray, memoryview and bytes-like arguments against '
                                   'CPython 3.13.')):
        write_test(name, doc, load_cases(os.path.join(HERE, name + '.cases')))
