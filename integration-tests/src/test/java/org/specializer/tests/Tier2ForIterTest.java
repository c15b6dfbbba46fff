package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.specializer.testkit.InProcess;

/**
 * FOR_ITER's children in compiled code: tier 2 calls each child's value core (list, tuple,
 * range and generator iterators), and runs the generic FOR_ITER where its guard fails. The
 * program below compiles loops whose sites specialized to each child, then runs them over
 * other iterators (a dict's, a class with {@code __next__}, a generator expression), over a
 * list that grows or shrinks during the loop, a generator that is already running, one that
 * raises, one already exhausted, and ranges past a long; it prints what CPython 3.13 printed,
 * in the interpreter and with tier 2 compiling at once or after warming.
 */
class Tier2ForIterTest {
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

    @Test
    void compiledForIterChildrenBehaveAsTheGenericInstruction() {
        for (InProcess.Mode mode : List.of(InProcess.Mode.defaults(), InProcess.Mode.tier2(1, 50),
                InProcess.Mode.tier2(0, 1))) {
            InProcess.Result r = InProcess.run(PROGRAM, "for_iter.py", mode);
            assertEquals(0, r.status(), mode + ": " + r.stderr());
            assertEquals(EXPECTED, r.stdout(), mode.toString());
        }
    }
}
