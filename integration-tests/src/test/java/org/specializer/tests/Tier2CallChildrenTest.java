package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.specializer.api.PyCode;
import org.specializer.core.Interpreter;
import org.specializer.core.interp.Tier2;
import org.specializer.testkit.InProcess;

/**
 * CALL's, CALL_KW's, LOAD_SUPER_ATTR's, SEND_GEN's and BINARY_SUBSCR_GETITEM's children in
 * compiled code: tier 2 calls each child's value core ({@code Tier2Calls},
 * {@code LoadSuperAttrInstructions}, {@code SendInstructions},
 * {@code BinarySubscrInstructions}), and runs the generic instruction where its guard fails.
 *
 * <p>The program warms one function's call sites up to Python functions, bound methods,
 * keyword calls, {@code super()} calls, builtin functions and classes, method descriptors,
 * {@code len}, {@code isinstance}, {@code list.append}, a class's {@code __getitem__} and
 * {@code yield from} a generator, with up to five arguments, then breaks each guard after
 * compilation: a function's {@code __code__} and {@code __defaults__} replaced, other
 * callables and receivers at the same sites, methods and {@code __getitem__} reassigned on
 * the class, {@code len},
 * {@code isinstance} and {@code abs} shadowed in builtins and restored, {@code append} on a
 * list subclass and on another class, {@code yield from} a plain iterator, and {@code super}
 * shadowed by a module global. It prints what CPython 3.13 printed, in the interpreter and
 * with tier 2 compiling at once or after warming; and a function whose one specialized site
 * is a CALL_PY_EXACT_ARGS gives its compiled form up after the callee's {@code __code__}
 * changed, which only that child's guard, failing in compiled code, can make it do.
 */
class Tier2CallChildrenTest {
    private static final String PROGRAM = """
                import builtins
                class A:
                    def __init__(self, x):
                        self.x = x
                    def m(self, y):
                        return self.x + y
                    def kw(self, a, b=2, *, c=3):
                        return a + b + c
                    def __getitem__(self, i):
                        return i * 2
                class B(A):
                    def m(self, y):
                        return super().m(y) * 10
                    def kw(self, a, b=2, *, c=3):
                        return super().kw(a, b=b, c=c) + 1
                def f(a, b):
                    return a - b
                def five(a, b, c, d, e):
                    return a + b * c - d + e
                class W:
                    def four(self, a, b, c, d):
                        return (a, b, c, d)
                def g(a, b=5, *args, **kw):
                    return (a, b, args, sorted(kw.items()))
                def calls(a, b, fn, seq, s):
                    return (a.m(1), b.m(2), fn(7, 2), len(seq), isinstance(a, A), a[3], b[4],
                            type(seq).__name__, str(7), tuple(seq), g(1), g(1, 2, 3, z=4),
                            a.kw(1), b.kw(1, c=5), f(b=1, a=3), s.split(","), s.strip(), abs(-3),
                            max(3, 4), divmod(9, 7), "x".join(["a", "b"]), s.count("b"), int("7"),
                            sorted([3, 1, 2], key=lambda x: -x), five(1, 2, 3, 4, 5), W().four(1, 2, 3, 4),
                            pow(2, 10, 7), "abcabc".replace("a", "x", 1), "a-b-c".split("-", 1))
                def one(fn):
                    return fn(7, 2)
                def appender(xs, v):
                    xs.append(v)
                    return xs
                def gen(n):
                    for i in range(n):
                        yield i
                def deleg(it):
                    r = yield from it
                    return r
                for i in range(80):
                    calls(A(1), B(2), f, [1, 2], "a,b")
                    appender([], i)
                    one(f)
                    list(deleg(gen(3)))
                print(calls(A(1), B(2), f, [1, 2], "a,b"))
                # guards that fail after compilation
                def f2(a, b):
                    return a * b
                f.__code__ = f2.__code__
                five.__code__ = (lambda a, b, c, d, e: (a, e)).__code__
                W.four = lambda self, *args: args[::-1]
                for i in range(60):
                    one(f)
                print(one(f))
                print(calls(A(1), B(2), f, (5, 6, 7), " a,b "))
                f.__defaults__ = (1,)
                print(calls(A(1), B(2), lambda a, b=0: (a, b), "xyz", "b"))
                A.m = lambda self, y: ("patched", y)
                A.__getitem__ = lambda self, i: ("item", i)
                B.kw = lambda self, a, b=0, c=0: ("bkw", a, b, c)
                print(calls(A(1), B(2), max, {1: 2}, "c,c,c"))
                saved = (builtins.len, builtins.isinstance, builtins.abs)
                builtins.len = lambda x: ("len", x)
                builtins.isinstance = lambda x, t: "isinstance"
                builtins.abs = lambda x: "abs"
                print(calls(A(1), B(2), min, [9], "q"))
                builtins.len, builtins.isinstance, builtins.abs = saved
                print(calls(A(1), B(2), f, [1], "r"))
                class L(list):
                    def append(self, v):
                        super().append(("sub", v))
                print(appender(L(), 5), appender([], 6))
                class NotList:
                    def append(self, v):
                        return None
                print(appender(NotList(), 1).__class__.__name__)
                class It:
                    def __init__(self):
                        self.n = 0
                    def __iter__(self):
                        return self
                    def __next__(self):
                        self.n += 1
                        if self.n > 2:
                            raise StopIteration("done")
                        return self.n
                print(list(deleg(It())), list(deleg(gen(4))), list(deleg(iter([7, 8]))))
                def super_shadow():
                    class C(A):
                        def m(self, y):
                            return super().m(y)
                    return C(5).m(1)
                for i in range(80):
                    super_shadow()
                print(super_shadow())
                class FakeSuper:
                    def __init__(self, *args):
                        self.args = len(args)
                    def m(self, y):
                        return ("fake", self.args, y)
                super = FakeSuper
                print(super_shadow(), B(3).m(4))
                del super
                print(super_shadow(), B(3).m(4))
                """;

    private static final String EXPECTED = """
                (2, 40, 5, 2, True, 6, 8, 'list', '7', (1, 2), (1, 5, (), []), (1, 2, (3,), [('z', 4)]), 6, 9, 2, ['a', 'b'], 'a,b', 3, 4, (1, 2), 'axb', 1, 7, [3, 2, 1], 8, (1, 2, 3, 4), 2, 'xbcabc', ['a', 'b-c'])
                14
                (2, 40, 14, 3, True, 6, 8, 'tuple', '7', (5, 6, 7), (1, 5, (), []), (1, 2, (3,), [('z', 4)]), 6, 9, 3, [' a', 'b '], 'a,b', 3, 4, (1, 2), 'axb', 1, 7, [3, 2, 1], (1, 5), (4, 3, 2, 1), 2, 'xbcabc', ['a', 'b-c'])
                (2, 40, (7, 2), 3, True, 6, 8, 'str', '7', ('x', 'y', 'z'), (1, 5, (), []), (1, 2, (3,), [('z', 4)]), 6, 9, 3, ['b'], 'b', 3, 4, (1, 2), 'axb', 1, 7, [3, 2, 1], (1, 5), (4, 3, 2, 1), 2, 'xbcabc', ['a', 'b-c'])
                (('patched', 1), ('patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2), 7, 1, True, ('item', 3), ('item', 4), 'dict', '7', (1,), (1, 5, (), []), (1, 2, (3,), [('z', 4)]), 6, ('bkw', 1, 0, 5), 3, ['c', 'c', 'c'], 'c,c,c', 3, 4, (1, 2), 'axb', 0, 7, [3, 2, 1], (1, 5), (4, 3, 2, 1), 2, 'xbcabc', ['a', 'b-c'])
                (('patched', 1), ('patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2), 2, ('len', [9]), 'isinstance', ('item', 3), ('item', 4), 'list', '7', (9,), (1, 5, (), []), (1, 2, (3,), [('z', 4)]), 6, ('bkw', 1, 0, 5), 3, ['q'], 'q', 'abs', 4, (1, 2), 'axb', 0, 7, [3, 2, 1], (1, 5), (4, 3, 2, 1), 2, 'xbcabc', ['a', 'b-c'])
                (('patched', 1), ('patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2, 'patched', 2), 14, 1, True, ('item', 3), ('item', 4), 'list', '7', (1,), (1, 5, (), []), (1, 2, (3,), [('z', 4)]), 6, ('bkw', 1, 0, 5), 3, ['r'], 'r', 3, 4, (1, 2), 'axb', 0, 7, [3, 2, 1], (1, 5), (4, 3, 2, 1), 2, 'xbcabc', ['a', 'b-c'])
                [('sub', 5)] [6]
                NotList
                [1, 2] [0, 1, 2, 3] [7, 8]
                ('patched', 1)
                ('fake', 0, 1) ('fake', 0, 4, 'fake', 0, 4, 'fake', 0, 4, 'fake', 0, 4, 'fake', 0, 4, 'fake', 0, 4, 'fake', 0, 4, 'fake', 0, 4, 'fake', 0, 4, 'fake', 0, 4)
                ('patched', 1) ('patched', 4, 'patched', 4, 'patched', 4, 'patched', 4, 'patched', 4, 'patched', 4, 'patched', 4, 'patched', 4, 'patched', 4, 'patched', 4)
                """;

    @Test
    void compiledCallChildrenBehaveAsTheGenericInstruction() {
        for (InProcess.Mode mode : List.of(InProcess.Mode.defaults(), InProcess.Mode.tier2(1, 50),
                InProcess.Mode.tier2(0, 1))) {
            InProcess.Result r = InProcess.run(PROGRAM, "call_children.py", mode);
            assertEquals(0, r.status(), mode + ": " + r.stderr());
            assertEquals(EXPECTED, r.stdout(), mode.toString());
        }
        // one(fn)'s only specialized site is its CALL_PY_EXACT_ARGS: its compiled form is
        // given up only if that child's guard ran, and failed, in compiled code
        int before = Tier2.invalidationCount();
        InProcess.Result r = InProcess.run(PROGRAM, "call_children.py",
                InProcess.Mode.tier2(1, 50));
        assertEquals(EXPECTED, r.stdout(), r.stderr());
        assertTrue(Tier2.invalidationCount() > before, "compiled forms given up");
        PyCode one = null;
        for (PyCode c : Interpreter.codeObjects()) {
            if (c.qualname.equals("one") && c.filename.equals("call_children.py")) {
                one = c;
            }
        }
        assertTrue(one != null && one.invalidations > 0,
                "one()'s compiled form gave itself up when f's version changed");
    }
}
