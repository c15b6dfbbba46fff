"""A parser: tokenizer, recursive-descent parser to node objects, and an evaluator.

Generates arithmetic programs (assignments and expressions over variables, with + - * / %,
comparisons, parentheses and calls to a few functions), tokenizes them character by character,
parses them into a tree of node classes, and evaluates the trees in an environment dict.
"""
import sys
import time


class Num:
    __slots__ = ('value',)

    def __init__(self, value):
        self.value = value

    def eval(self, env):
        return self.value


class Var:
    __slots__ = ('name',)

    def __init__(self, name):
        self.name = name

    def eval(self, env):
        return env[self.name]


class BinOp:
    __slots__ = ('op', 'left', 'right')

    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right

    def eval(self, env):
        a = self.left.eval(env)
        b = self.right.eval(env)
        op = self.op
        if op == '+':
            return a + b
        if op == '-':
            return a - b
        if op == '*':
            return a * b
        if op == '/':
            return a // b if b else 0
        if op == '%':
            return a % b if b else 0
        if op == '<':
            return 1 if a < b else 0
        return 1 if a == b else 0


class Call:
    __slots__ = ('name', 'args')

    def __init__(self, name, args):
        self.name = name
        self.args = args

    def eval(self, env):
        values = [a.eval(env) for a in self.args]
        return FUNCTIONS[self.name](*values)


class Assign:
    __slots__ = ('name', 'expr')

    def __init__(self, name, expr):
        self.name = name
        self.expr = expr

    def eval(self, env):
        v = self.expr.eval(env)
        env[self.name] = v
        return v


FUNCTIONS = {
    'max': max,
    'min': min,
    'abs': abs,
    'clamp': lambda v, lo, hi: lo if v < lo else hi if v > hi else v,
}


def tokenize(text):
    tokens = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif c.isdigit():
            j = i + 1
            while j < n and text[j].isdigit():
                j += 1
            tokens.append(('num', int(text[i:j])))
            i = j
        elif c.isalpha() or c == '_':
            j = i + 1
            while j < n and (text[j].isalnum() or text[j] == '_'):
                j += 1
            tokens.append(('name', text[i:j]))
            i = j
        elif c == '=' and i + 1 < n and text[i + 1] == '=':
            tokens.append(('op', '=='))
            i += 2
        elif c in '+-*/%<()=,;':
            tokens.append(('op', c))
            i += 1
        else:
            raise SyntaxError("unexpected %r at %d" % (c, i))
    tokens.append(('end', None))
    return tokens


class Parser:
    PRECEDENCE = {'<': 1, '==': 1, '+': 2, '-': 2, '*': 3, '/': 3, '%': 3}

    def __init__(self, tokens):
        self.tokens = tokens
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos]

    def take(self, kind, value=None):
        tok = self.tokens[self.pos]
        if tok[0] != kind or (value is not None and tok[1] != value):
            raise SyntaxError("expected %s %r, got %r" % (kind, value, tok))
        self.pos += 1
        return tok[1]

    def program(self):
        statements = []
        while self.peek()[0] != 'end':
            statements.append(self.statement())
            if self.peek() == ('op', ';'):
                self.pos += 1
        return statements

    def statement(self):
        tok = self.peek()
        nxt = self.tokens[self.pos + 1]
        if tok[0] == 'name' and nxt == ('op', '='):
            self.pos += 2
            return Assign(tok[1], self.expression(0))
        return self.expression(0)

    def expression(self, min_prec):
        left = self.atom()
        while True:
            tok = self.peek()
            prec = self.PRECEDENCE.get(tok[1]) if tok[0] == 'op' else None
            if prec is None or prec <= min_prec:
                return left
            self.pos += 1
            left = BinOp(tok[1], left, self.expression(prec))

    def atom(self):
        kind, value = self.peek()
        if kind == 'num':
            self.pos += 1
            return Num(value)
        if kind == 'name':
            self.pos += 1
            if self.peek() == ('op', '('):
                self.pos += 1
                args = [self.expression(0)]
                while self.peek() == ('op', ','):
                    self.pos += 1
                    args.append(self.expression(0))
                self.take('op', ')')
                return Call(value, args)
            return Var(value)
        if (kind, value) == ('op', '('):
            self.pos += 1
            e = self.expression(0)
            self.take('op', ')')
            return e
        if (kind, value) == ('op', '-'):
            self.pos += 1
            return BinOp('-', Num(0), self.atom())
        raise SyntaxError("unexpected %r" % ((kind, value),))


def generate(seed, count):
    names = ['a', 'b', 'c', 'total', 'n_1', 'width']
    ops = ['+', '-', '*', '/', '%', '<', '==']
    lines = []

    def rand(k):
        nonlocal seed
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        return seed % k

    def expr(depth):
        r = rand(10)
        if depth > 3 or r < 3:
            return str(rand(100)) if r % 2 else names[rand(len(names))]
        if r < 5:
            return "(%s)" % expr(depth + 1)
        if r < 6:
            f = ['max', 'min', 'abs', 'clamp'][rand(4)]
            argc = 3 if f == 'clamp' else 1 if f == 'abs' else 2
            return "%s(%s)" % (f, ", ".join(expr(depth + 1) for _ in range(argc)))
        return "%s %s %s" % (expr(depth + 1), ops[rand(len(ops))], expr(depth + 1))

    for _ in range(count):
        lines.append("%s = %s" % (names[rand(len(names))], expr(0)))
    return "; ".join(lines)


def bench(rounds):
    checksum = 0
    nodes = 0
    for r in range(rounds):
        source = generate(r + 1, 40)
        tree = Parser(tokenize(source)).program()
        nodes += len(tree)
        env = {name: 1 for name in ['a', 'b', 'c', 'total', 'n_1', 'width']}
        for _ in range(5):
            for statement in tree:
                checksum = (checksum + statement.eval(env)) % 1000000007
    return nodes, checksum


if __name__ == '__main__':
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    t0 = time.perf_counter()
    nodes, checksum = bench(n)
    elapsed = time.perf_counter() - t0
    print("expr_parser rounds=%d statements=%d checksum=%d" % (n, nodes, checksum))
    print("time: %.6f" % elapsed)
