"""Regenerates the compiler test fixtures from CPython 3.13 (run by hand, never by the tests).

For every cases/NAME.py it writes cases/NAME.ast (the module's AST in the reader format of
AstReader.java) and cases/NAME.dis (the output of CPython 3.13's dis on that source).
For every errors/NAME.py it writes errors/NAME.ast and errors/NAME.err (the SyntaxError
message, line and offset that compile() reports).
For every run/NAME.py it writes run/NAME.out: what CPython prints running it.
For every offsets/NAME.py it writes offsets/NAME.dis: dis with show_offsets=True.

    PYENV_VERSION=3.13.0 python3 gen_fixtures.py
"""
import ast
import dis
import io
import json
import os
import sys

assert sys.version_info[:2] == (3, 13), sys.version

HERE = os.path.dirname(os.path.abspath(__file__))

# CPython node -> (our record name, our fields in record order); "@x" = constant literal x,
# "x?" = field x, written only when it is not an empty list (a trailing field AstReader then
# reads as empty)
NODES = {
    'Module': ('Module', ['body']),
    'Expression': ('Expression', ['body']),
    'Interactive': ('Interactive', ['body']),
    'FunctionDef': ('FunctionDef', ['name', 'args', 'body', 'decorator_list', 'returns', '@#f',
                                    'type_params?']),
    'AsyncFunctionDef': ('FunctionDef', ['name', 'args', 'body', 'decorator_list', 'returns', '@#t',
                                         'type_params?']),
    'ClassDef': ('ClassDef', ['name', 'bases', 'keywords', 'body', 'decorator_list', 'type_params?']),
    'TypeAlias': ('TypeAlias', ['name', 'type_params', 'value']),
    'TypeVar': ('TypeVar', ['name', 'bound', 'default_value']),
    'ParamSpec': ('ParamSpec', ['name', 'default_value']),
    'TypeVarTuple': ('TypeVarTuple', ['name', 'default_value']),
    'Return': ('Return', ['value']),
    'Delete': ('Delete', ['targets']),
    'Assign': ('Assign', ['targets', 'value']),
    'AugAssign': ('AugAssign', ['target', 'op', 'value']),
    'AnnAssign': ('AnnAssign', ['target', 'annotation', 'value', 'simple']),
    'For': ('For', ['target', 'iter', 'body', 'orelse', '@#f']),
    'AsyncFor': ('For', ['target', 'iter', 'body', 'orelse', '@#t']),
    'While': ('While', ['test', 'body', 'orelse']),
    'If': ('If', ['test', 'body', 'orelse']),
    'With': ('With', ['items', 'body', '@#f']),
    'AsyncWith': ('With', ['items', 'body', '@#t']),
    'Raise': ('Raise', ['exc', 'cause']),
    'Try': ('Try', ['body', 'handlers', 'orelse', 'finalbody', '@#f']),
    'TryStar': ('Try', ['body', 'handlers', 'orelse', 'finalbody', '@#t']),
    'Assert': ('Assert', ['test', 'msg']),
    'Import': ('Import', ['names']),
    'ImportFrom': ('ImportFrom', ['module', 'names', 'level']),
    'Global': ('Global', ['names']),
    'Nonlocal': ('Nonlocal', ['names']),
    'Expr': ('ExprStmt', ['value']),
    'Pass': ('Pass', []),
    'Break': ('Break', []),
    'Continue': ('Continue', []),
    'BoolOp': ('BoolOp', ['op', 'values']),
    'NamedExpr': ('NamedExpr', ['target', 'value']),
    'BinOp': ('BinOp', ['left', 'op', 'right']),
    'UnaryOp': ('UnaryOp', ['op', 'operand']),
    'Lambda': ('Lambda', ['args', 'body']),
    'IfExp': ('IfExp', ['test', 'body', 'orelse']),
    'Dict': ('Dict', ['keys', 'values']),
    'Set': ('SetExpr', ['elts']),
    'ListComp': ('ListComp', ['elt', 'generators']),
    'SetComp': ('SetComp', ['elt', 'generators']),
    'DictComp': ('DictComp', ['key', 'value', 'generators']),
    'GeneratorExp': ('GeneratorExp', ['elt', 'generators']),
    'Await': ('Await', ['value']),
    'Yield': ('Yield', ['value']),
    'YieldFrom': ('YieldFrom', ['value']),
    'Compare': ('Compare', ['left', 'ops', 'comparators']),
    'Call': ('Call', ['func', 'args', 'keywords']),
    'FormattedValue': ('FormattedValue', ['value', 'conversion', 'format_spec']),
    'JoinedStr': ('JoinedStr', ['values']),
    'Constant': ('Constant', ['value', 'kind']),
    'Attribute': ('Attribute', ['value', 'attr', 'ctx']),
    'Subscript': ('Subscript', ['value', 'slice', 'ctx']),
    'Starred': ('Starred', ['value', 'ctx']),
    'Name': ('Name', ['id', 'ctx']),
    'List': ('ListExpr', ['elts', 'ctx']),
    'Tuple': ('TupleExpr', ['elts', 'ctx']),
    'Slice': ('Slice', ['lower', 'upper', 'step']),
    'comprehension': ('Comprehension', ['target', 'iter', 'ifs', 'is_async']),
    'ExceptHandler': ('ExceptHandler', ['type', 'name', 'body']),
    'arguments': ('Arguments', ['posonlyargs', 'args', 'vararg', 'kwonlyargs', 'kw_defaults', 'kwarg', 'defaults']),
    'arg': ('Arg', ['arg', 'annotation']),
    'keyword': ('Keyword', ['arg', 'value']),
    'alias': ('Alias', ['name', 'asname']),
    'withitem': ('WithItem', ['context_expr', 'optional_vars']),
    'Match': ('Match', ['subject', 'cases']),
    'match_case': ('MatchCase', ['pattern', 'guard', 'body']),
    'MatchValue': ('MatchValue', ['value']),
    'MatchSingleton': ('MatchSingleton', ['value']),
    'MatchSequence': ('MatchSequence', ['patterns']),
    'MatchMapping': ('MatchMapping', ['keys', 'patterns', 'rest']),
    'MatchClass': ('MatchClass', ['cls', 'patterns', 'kwd_attrs', 'kwd_patterns']),
    'MatchStar': ('MatchStar', ['name']),
    'MatchAs': ('MatchAs', ['pattern', 'name']),
    'MatchOr': ('MatchOr', ['patterns']),
}
ENUMS = {
    'Load': 'LOAD', 'Store': 'STORE', 'Del': 'DEL', 'And': 'AND', 'Or': 'OR',
    'Add': 'ADD', 'Sub': 'SUB', 'Mult': 'MULT', 'MatMult': 'MATMULT', 'Div': 'DIV', 'Mod': 'MOD',
    'Pow': 'POW', 'LShift': 'LSHIFT', 'RShift': 'RSHIFT', 'BitOr': 'BITOR', 'BitXor': 'BITXOR',
    'BitAnd': 'BITAND', 'FloorDiv': 'FLOORDIV', 'Invert': 'INVERT', 'Not': 'NOT', 'UAdd': 'UADD',
    'USub': 'USUB', 'Eq': 'EQ', 'NotEq': 'NOTEQ', 'Lt': 'LT', 'LtE': 'LTE', 'Gt': 'GT', 'GtE': 'GTE',
    'Is': 'IS', 'IsNot': 'ISNOT', 'In': 'IN', 'NotIn': 'NOTIN',
}


class Dumper:
    def __init__(self, source):
        self.lines = source.split('\n')

    def col(self, line, col):
        """Converts a UTF-8 byte column into a code point column."""
        if line is None or line < 1 or line > len(self.lines) or col is None or col < 0:
            return col
        return len(self.lines[line - 1].encode('utf-8')[:col].decode('utf-8', 'replace'))

    def loc(self, node):
        if not hasattr(node, 'lineno'):
            return '(0 0 0 0)'
        l, c = node.lineno, node.col_offset
        el, ec = node.end_lineno, node.end_col_offset
        return '(%d %d %d %d)' % (l, self.col(l, c), el if el is not None else l,
                                  self.col(el, ec) if ec is not None else -1)

    def const(self, v):
        if v is None:
            return 'None'
        if v is Ellipsis:
            return 'Ellipsis'
        if v is True:
            return 'True'
        if v is False:
            return 'False'
        if isinstance(v, int):
            return 'i%d' % v
        if isinstance(v, float):
            return 'f' + v.hex()
        if isinstance(v, str):
            return json.dumps(v)
        if isinstance(v, bytes):
            return 'b"' + v.hex() + '"'
        raise ValueError('constant %r' % (v,))

    def value(self, node, field, v):
        if isinstance(v, ast.AST):
            if type(v).__name__ in ENUMS:
                return ENUMS[type(v).__name__]
            return self.node(v)
        if isinstance(v, list):
            return '[' + ' '.join('_' if x is None else self.value(node, field, x) for x in v) + ']'
        if field == 'value' and isinstance(node, (ast.Constant, ast.MatchSingleton)):
            return self.const(v)
        if v is None:
            return '_'
        if isinstance(v, bool):
            return '#t' if v else '#f'
        if isinstance(v, int):
            if field == 'simple' or field == 'is_async':
                return '#t' if v else '#f'
            return str(v)
        if isinstance(v, str):
            return json.dumps(v)
        raise ValueError('field %s=%r' % (field, v))

    def node(self, n):
        name = type(n).__name__
        ours, fields = NODES[name]
        parts = [ours, self.loc(n)]
        for f in fields:
            if f.startswith('@'):
                parts.append(f[1:])
            elif f.endswith('?'):
                v = getattr(n, f[:-1])
                if v:
                    parts.append(self.value(n, f[:-1], v))
            else:
                parts.append(self.value(n, f, getattr(n, f)))
        return '(' + ' '.join(parts) + ')'


def dump(source, mode='exec'):
    tree = ast.parse(source, mode=mode)
    return Dumper(source).node(tree) + '\n'


def mode_of(filename):
    """cases named *_eval.py and *_single.py are compiled in those modes."""
    base = filename[:-3]
    return 'eval' if base.endswith('_eval') else 'single' if base.endswith('_single') else 'exec'


def disassemble(source, filename):
    code = compile(source, filename, mode_of(filename))
    out = io.StringIO()
    dis.dis(code, file=out)
    return out.getvalue()


def disassemble_with_offsets(source, filename):
    code = compile(source, filename, mode_of(filename))
    out = io.StringIO()
    dis.dis(code, file=out, show_offsets=True)
    return out.getvalue()


def write_offsets():
    """For every offsets/NAME.py, offsets/NAME.dis: dis with show_offsets=True."""
    offsets = os.path.join(HERE, 'offsets')
    for fn in sorted(os.listdir(offsets)):
        if fn.endswith('.py'):
            with open(os.path.join(offsets, fn), encoding='utf-8') as f:
                src = f.read()
            with open(os.path.join(offsets, fn[:-3] + '.dis'), 'w', encoding='utf-8') as f:
                f.write(disassemble_with_offsets(src, fn))


def meta(code, out):
    """One line per code object (depth first, as dis prints them): the fields dis does not show."""
    out.append(' | '.join([
        code.co_qualname, str(code.co_argcount), str(code.co_posonlyargcount),
        str(code.co_kwonlyargcount), str(code.co_stacksize), str(code.co_flags),
        str(code.co_firstlineno), ' '.join(code.co_varnames), ' '.join(code.co_cellvars),
        ' '.join(code.co_freevars), ' '.join(code.co_names), str(len(code.co_consts))]))
    for c in code.co_consts:
        if hasattr(c, 'co_code'):
            meta(c, out)


def write_meta(source, filename, path):
    out = []
    meta(compile(source, filename, mode_of(filename)), out)
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')


def main():
    cases = os.path.join(HERE, 'cases')
    for fn in sorted(os.listdir(cases)):
        if not fn.endswith('.py'):
            continue
        base = fn[:-3]
        with open(os.path.join(cases, fn), encoding='utf-8') as f:
            src = f.read()
        with open(os.path.join(cases, base + '.ast'), 'w', encoding='utf-8') as f:
            f.write(dump(src, mode_of(fn)))
        with open(os.path.join(cases, base + '.dis'), 'w', encoding='utf-8') as f:
            f.write(disassemble(src, fn))
        write_meta(src, fn, os.path.join(cases, base + '.meta'))
    errors = os.path.join(HERE, 'errors')
    if os.path.isdir(errors):
        for fn in sorted(os.listdir(errors)):
            if not fn.endswith('.py'):
                continue
            base = fn[:-3]
            with open(os.path.join(errors, fn), encoding='utf-8') as f:
                src = f.read()
            with open(os.path.join(errors, base + '.ast'), 'w', encoding='utf-8') as f:
                f.write(dump(src))
            try:
                compile(src, fn, 'exec')
                raise SystemExit('%s compiled without error' % fn)
            except SyntaxError as e:
                with open(os.path.join(errors, base + '.err'), 'w', encoding='utf-8') as f:
                    f.write('%s\n%s\n%s\n' % (e.msg, e.lineno, e.offset))


def run_programs():
    import subprocess
    run = os.path.join(HERE, 'run')
    if not os.path.isdir(run):
        return
    for fn in sorted(os.listdir(run)):
        if not fn.endswith('.py'):
            continue
        res = subprocess.run([sys.executable, fn], cwd=run, capture_output=True, text=True,
                             env=dict(os.environ, PYTHONHASHSEED='0'))
        if res.returncode != 0:
            raise SystemExit('%s failed: %s' % (fn, res.stderr))
        with open(os.path.join(run, fn[:-3] + '.out'), 'w', encoding='utf-8') as f:
            f.write(res.stdout)


if __name__ == '__main__':
    main()
    write_offsets()
    run_programs()
