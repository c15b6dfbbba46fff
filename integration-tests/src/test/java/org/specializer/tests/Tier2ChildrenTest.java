package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.specializer.testkit.InProcess;

/**
 * FOR_ITER's, TO_BOOL's and UNPACK_SEQUENCE's children in compiled code: tier 2 calls each
 * child's value core, and runs the generic instruction where its guard fails.
 *
 * <p>FOR_ITER's (list, tuple, range and generator iterators): the first program compiles
 * loops whose sites specialized to each child, then runs them over
 * other iterators (a dict's, a class with {@code __next__}, a generator expression), over a
 * list that grows or shrinks during the loop, a generator that is already running, one that
 * raises, one already exhausted, and ranges past a long; it prints what CPython 3.13 printed,
 * in the interpreter and with tier 2 compiling at once or after warming.
 *
 * <p>TO_BOOL's (bool, int, list, None, str, and a class without {@code __bool__} or
 * {@code __len__}): the second program compiles truth tests whose sites specialized to each
 * child, both as a jump and as a value ({@code not v}), then tests subclasses that define
 * {@code __bool__} or {@code __len__}, other containers, big ints, a class that gains and loses
 * {@code __bool__} and {@code __len__} after compilation, and a {@code __bool__} that raises.
 */
class Tier2ChildrenTest {
    private static final String PROGRAM = """
                def total(it):
                    t = 0
                    for x in it:
                        t += x
                    return t
                def gen(n):
                    for i in range(n):
                        yield i
                for i in range(60):
                    total([1, 2, 3]); total((1, 2)); total(range(4)); total(gen(3))
                print(total([1, 2, 3]), total((4, 5)), total(range(10)), total(gen(5)))
                print(total({7: 0, 8: 0}), total(iter([1, 2])), total(x for x in (1, 2, 3)))
                def growing():
                    xs = [1, 2, 3]
                    out = []
                    for x in xs:
                        out.append(x)
                        if x < 6:
                            xs.append(x + 3)
                    return out
                for i in range(60):
                    growing()
                print(growing())
                def shrinking():
                    xs = list(range(8))
                    out = []
                    for x in xs:
                        out.append(x)
                        del xs[0]
                    return out
                for i in range(60):
                    shrinking()
                print(shrinking())
                def reentrant():
                    def g():
                        yield 1
                        yield sum(1 for _ in me)
                    me = g()
                    out = []
                    try:
                        for v in me:
                            out.append(v)
                    except ValueError as e:
                        out.append(str(e))
                    return out
                for i in range(60):
                    reentrant()
                print(reentrant())
                def raising(n):
                    yield 1
                    raise KeyError(n)
                def consume(it):
                    out = []
                    try:
                        for v in it:
                            out.append(v)
                    except KeyError as e:
                        out.append("KeyError %s" % e)
                    return out
                for i in range(60):
                    consume(raising(i)); consume([i]); consume(range(i % 3))
                g = gen(2)
                print(consume(g), consume(g), consume(raising(9)))
                class It:
                    def __init__(self): self.n = 3
                    def __iter__(self): return self
                    def __next__(self):
                        self.n -= 1
                        if self.n < 0:
                            raise StopIteration
                        return self.n
                print(total(It()), consume(It()))
                async def co():
                    return 1
                try:
                    for v in co().__await__():
                        pass
                    print("await iter ok")
                except StopIteration:
                    print("stop")
                print(total(range(2**62, 2**62 + 3)) - 3 * 2**62, total(range(2**64, 2**64 + 2)))
                """;

    private static final String EXPECTED = """
                6 9 45 10
                15 3 6
                [1, 2, 3, 4, 5, 6, 7, 8]
                [0, 2, 4, 6]
                [1, 'generator already executing']
                [0, 1] [] [1, 'KeyError 9']
                3 [2, 1, 0]
                await iter ok
                3 36893488147419103233
                """;

    private static final String TRUTH = """
                def truth(v):
                    if v:
                        return "T"
                    return "F"
                def as_value(v):
                    b = not v
                    return b
                class Plain:
                    pass
                class IntSub(int):
                    def __bool__(self):
                        return False
                class ListSub(list):
                    def __len__(self):
                        return 0
                class StrSub(str):
                    def __len__(self):
                        return 0
                class Bad:
                    def __bool__(self):
                        raise ValueError("no truth")
                values = [True, False, 0, 5, 2**70, [], [1], None, "", "x", Plain(), 0.0, 1.5]
                for i in range(60):
                    for v in values:
                        truth(v); as_value(v)
                print("".join(truth(v) for v in values), [as_value(v) for v in values])
                others = [IntSub(3), ListSub([1, 2]), StrSub("abc"), (), (1,), {}, {1: 2}, set(), 0j, b"", b"a", range(0), Plain]
                print("".join(truth(v) for v in others), [as_value(v) for v in others])
                def typed(kind, v):
                    if kind == 0:
                        x = v
                        if x:
                            return 1
                        return 0
                    return -1
                for i in range(60):
                    typed(0, Plain())
                Plain.__bool__ = lambda self: False
                print(typed(0, Plain()), truth(Plain()))
                del Plain.__bool__
                print(typed(0, Plain()), truth(Plain()))
                Plain.__len__ = lambda self: 0
                print(typed(0, Plain()), truth(Plain()))
                try:
                    truth(Bad())
                except ValueError as e:
                    print("ValueError:", e)
                def loop_on(xs):
                    n = 0
                    while xs:
                        xs.pop()
                        n += 1
                    return n
                for i in range(60):
                    loop_on([1, 2, 3])
                print(loop_on([1] * 7), loop_on(ListSub([1, 2])))
                def check(s):
                    return "empty" if not s else s
                for i in range(60):
                    check("ab"); check("")
                print(check(""), check("q"), check(StrSub("zz")), check(None), check(0))
                """;

    private static final String TRUTH_EXPECTED = """
                TFFTTFTFFTTFT [False, True, True, False, False, True, False, True, True, False, False, True, False]
                FFFFTFTFFFTFT [True, True, True, True, False, True, False, True, True, True, False, True, False]
                0 F
                1 T
                0 F
                ValueError: no truth
                7 0
                empty q empty empty empty
                """;

    private static final String UNPACK = """
                def pair(p):
                    a, b = p
                    return a - b
                def triple(t):
                    x, y, z = t
                    return x * 100 + y * 10 + z
                class TupleSub(tuple):
                    pass
                class ListSub(list):
                    def __iter__(self):
                        return iter([7, 8, 9])
                def gen3():
                    yield 1
                    yield 2
                    yield 3
                for i in range(60):
                    pair((5, 3)); triple((1, 2, 3)); triple([4, 5, 6])
                print(pair((9, 4)), triple((1, 2, 3)), triple([4, 5, 6]))
                print(pair([10, 1]), pair("ab" if False else (2, 2)), triple(TupleSub((3, 2, 1))), triple(ListSub([0, 0, 0])))
                print(triple(gen3()), triple("123" and (7, 7, 7)), triple(range(3)), pair({1: 0, 2: 0}))
                for bad in [(1, 2, 3, 4), [1], (1,), "ab", 5, None]:
                    try:
                        triple(bad)
                    except (ValueError, TypeError) as e:
                        print(type(e).__name__, e)
                    try:
                        pair(bad)
                    except (ValueError, TypeError) as e:
                        print(type(e).__name__, e)
                def swap_all(ps):
                    out = []
                    for a, b in ps:
                        out.append((b, a))
                    return out
                for i in range(60):
                    swap_all([(1, 2), (3, 4)])
                print(swap_all([(1, 2), [3, 4], "xy", TupleSub((5, 6))]))
                """;

    private static final String UNPACK_EXPECTED = """
                5 123 456
                9 0 321 789
                123 777 12 -1
                ValueError too many values to unpack (expected 3)
                ValueError too many values to unpack (expected 2)
                ValueError not enough values to unpack (expected 3, got 1)
                ValueError not enough values to unpack (expected 2, got 1)
                ValueError not enough values to unpack (expected 3, got 1)
                ValueError not enough values to unpack (expected 2, got 1)
                ValueError not enough values to unpack (expected 3, got 2)
                TypeError unsupported operand type(s) for -: 'str' and 'str'
                TypeError cannot unpack non-iterable int object
                TypeError cannot unpack non-iterable int object
                TypeError cannot unpack non-iterable NoneType object
                TypeError cannot unpack non-iterable NoneType object
                [(2, 1), (4, 3), ('y', 'x'), (6, 5)]
                """;

    private static void runInEveryMode(String program, String expected, String file) {
        for (InProcess.Mode mode : List.of(InProcess.Mode.defaults(), InProcess.Mode.tier2(1, 50),
                InProcess.Mode.tier2(0, 1))) {
            InProcess.Result r = InProcess.run(program, file, mode);
            assertEquals(0, r.status(), mode + ": " + r.stderr());
            assertEquals(expected, r.stdout(), mode.toString());
        }
    }

    @Test
    void compiledForIterChildrenBehaveAsTheGenericInstruction() {
        runInEveryMode(PROGRAM, EXPECTED, "for_iter.py");
    }

    @Test
    void compiledToBoolChildrenBehaveAsTheGenericInstruction() {
        runInEveryMode(TRUTH, TRUTH_EXPECTED, "to_bool.py");
    }

    @Test
    void compiledUnpackSequenceChildrenBehaveAsTheGenericInstruction() {
        runInEveryMode(UNPACK, UNPACK_EXPECTED, "unpack.py");
    }
}
