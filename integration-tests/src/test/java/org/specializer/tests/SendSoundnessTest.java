package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.lifecycle.BeforeProperty;
import org.junit.jupiter.api.Test;
import org.specializer.spi.Family;
import org.specializer.testkit.Untrusted;
import org.specializer.testkit.Suite;
import org.specializer.testkit.Programs;
import org.specializer.testkit.FamilyKit;
import org.specializer.spi.Opcode;
import org.specializer.testkit.InProcess;
import org.specializer.testkit.SiteState;

/**
 * SEND's soundness: {@code yield from} and {@code await} sites observed through
 * {@code __probe__} (generators and coroutines become SEND_GEN; values sent in, return values,
 * other iterators missing, a delegate that is already running, {@code throw()} through the
 * delegation), a jqwik property (generated delegates and sends print the same as generic),
 * and the launcher's {@code --stats=json} hits. Expected output from CPython 3.13.
 */
class SendSoundnessTest {
    private static final FamilyKit KIT = FamilyKit.forFamily(Family.SEND);

    private static InProcess.Result run(String source) {
        InProcess.Result r = InProcess.run(source, "snippet.py", InProcess.Mode.defaults());
        assertEquals(0, r.status(), r::describe);
        return r;
    }

    private static SiteState site(InProcess.Result r, String probe, String code) {
        return SiteState.find(r.probe(probe), code, Family.SEND);
    }

    @Test
    void yieldFromAGenerator_becomesSendGen_valuesAndReturnsFlowAsGeneric() {
        InProcess.Result r = run("""
                def inner(n):
                    total = 0
                    for i in range(n):
                        got = yield i
                        total += got or 0
                    return total
                def relay(src):
                    r = yield from src
                    return ("relayed", r)
                def drive(g, sends):
                    out = [next(g)]
                    try:
                        for s in sends:
                            out.append(g.send(s))
                    except StopIteration as e:
                        out.append(e.value)
                    return out
                print(drive(relay(inner(3)), [10, 20, 30]), drive(relay(inner(2)), [1, 2]))
                __probe__("gens")
                print(drive(relay(iter([7, 8])), [None, None]), drive(relay(inner(1)), [5]))
                __probe__("mixed")
                """);
        assertEquals("[0, 1, 2, ('relayed', 60)] [0, 1, ('relayed', 3)]\n"
                + "[7, 8, ('relayed', None)] [0, ('relayed', 5)]\n", r.stdout());
        assertEquals(Opcode.SEND_GEN, site(r, "gens", "relay").opcode());
        assertEquals(Opcode.SEND_GEN, site(r, "mixed", "relay").opcode());
        InProcess.Counts c = r.stats(Family.SEND);
        assertEquals(3, c.misses(), "the list iterator's two items and its end");
        assertEquals(2 + 3 + 2, c.childHits("SEND_GEN"));
    }

    @Test
    void sendGen_leavesRunningDelegatesJustStartedOnesAndThrowsToTheGenericPath() {
        InProcess.Result r = run("""
                def relay(src):
                    r = yield from src
                    return r
                def loop_back():
                    yield "start"
                    yield from me
                me = loop_back()
                print(next(me))
                try:
                    next(me)
                except ValueError as e:
                    print("ValueError:", e)
                def fresh():
                    yield 1
                def relay2(src):
                    yield from src
                g = fresh()
                r = relay2(g)
                print(next(r))
                try:
                    r.send(5)
                except StopIteration:
                    print("stop")
                def guarded():
                    try:
                        yield 1
                    except KeyError as e:
                        yield ("caught", str(e))
                    return "ret"
                for i in range(3):
                    g = relay(guarded())
                    print(next(g), g.throw(KeyError("k")))
                    try:
                        next(g)
                    except StopIteration as e:
                        print("stop", e.value)
                __probe__("end")
                """);
        assertEquals("start\nValueError: generator already executing\n1\nstop\n"
                + ("1 ('caught', \"'k'\")\nstop ret\n").repeat(3), r.stdout());
        assertEquals(Opcode.SEND_GEN, site(r, "end", "relay").opcode());
    }

    @Test
    void awaitingCoroutines_becomesSendGen() {
        InProcess.Result r = run("""
                class Suspend:
                    def __await__(self):
                        got = yield "suspended"
                        return got
                async def leaf(x):
                    got = await Suspend()
                    return (x, got)
                async def middle(n):
                    out = []
                    for i in range(n):
                        out.append(await leaf(i))
                    return out
                def run(coro, feed):
                    out = []
                    try:
                        out.append(coro.send(None))
                        for v in feed:
                            out.append(coro.send(v))
                    except StopIteration as e:
                        out.append(("result", e.value))
                    return out
                for rnd in range(3):
                    print(run(middle(3), ["a", "b", "c", "d"]))
                __probe__("end")
                """);
        assertEquals(("['suspended', 'suspended', 'suspended', ('result', [(0, 'a'), (1, 'b'), "
                + "(2, 'c')])]\n").repeat(3), r.stdout());
        assertEquals(Opcode.SEND_GEN, site(r, "end", "middle").opcode());
        assertEquals(Opcode.SEND_GEN, site(r, "end", "leaf").opcode());
        assertEquals(0, r.stats(Family.SEND).misses());
    }

    @Test
    void corpusProgram_hitsInTheLaunchersJsonStats() throws Exception {
        Path p = CorpusTest.corpusDir().resolve("send_yield_from.py");
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of(), p);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertTrue(run.count("send", "hits") > 0);
        assertTrue(run.count("send", "successes") > 0);
    }

    // ---- the property

    private static final String PRELUDE = """
            def inner(n, fail):
                total = 0
                for i in range(n):
                    got = yield ("in", i)
                    if got == "boom":
                        raise KeyError("boom")
                    total += 1 if got is None else 2
                if fail:
                    raise ValueError("inner failed")
                return total
            class Cnt:
                def __init__(self, n):
                    self.n = n
                def __iter__(self):
                    return self
                def __next__(self):
                    if self.n == 0:
                        raise StopIteration("cnt")
                    self.n -= 1
                    return self.n
            def make(kind, n):
                if kind == "gen":
                    return inner(n, False)
                if kind == "failing":
                    return inner(n, True)
                if kind == "nested":
                    return relay(inner(n, False))
                if kind == "list":
                    return list(range(n))
                if kind == "cnt":
                    return Cnt(n)
                return iter("xyz"[:n])
            def relay(src):
                r = yield from src
                return ("relayed", r)
            def drive(kind, n, feed):
                g = relay(make(kind, n))
                out = []
                try:
                    out.append(next(g))
                    for v in feed:
                        out.append(g.send(v))
                except StopIteration as e:
                    out.append(("stop", e.value))
                except Exception as e:
                    out.append(type(e).__name__ + ": " + str(e))
                return out
            def rep(kind, n, feed, times):
                for _ in range(times):
                    r = drive(kind, n, feed)
                print(kind, n, feed, r)
            """;

    @BeforeProperty
    void resetCounts() {
        KIT.reset();
    }

    @AfterProperty
    void theSitesDidSpecialize() {
        KIT.assertExercised();
    }

    /** The property's programs and kit, for the guard-mutant runner too. */
    static Suite suite() {
        return new Suite("send", KIT, Programs.of(PRELUDE, steps(), 1, 10), 60);
    }

    @Property(tries = 60)
    void delegationPrintsWhatGenericDelegationPrints(@ForAll("programs") Programs.Program program,
            @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        return Programs.of(PRELUDE, steps(), 1, 10);
    }

    @Provide
    Arbitrary<Opcode> children() {
        return Arbitraries.of(Untrusted.children(Family.SEND));
    }

    static Arbitrary<String> steps() {
        Arbitrary<String> kind = Arbitraries.frequency(Tuple.of(5, "gen"), Tuple.of(1, "failing"),
                Tuple.of(2, "nested"), Tuple.of(1, "list"), Tuple.of(1, "cnt"),
                Tuple.of(1, "str"));
        Arbitrary<Integer> n = Arbitraries.of(0, 1, 2, 3, 5);
        Arbitrary<String> feed = Arbitraries.of("None", "1", "'boom'", "'x'").list()
                .ofMaxSize(6).map(l -> "[" + String.join(", ", l) + "]");
        Arbitrary<Integer> times = Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(3, 3),
                Tuple.of(1, 30));
        return Combinators.combine(kind, n, feed, times)
                .as((k, c, f, t) -> "rep('" + k + "', " + c + ", " + f + ", " + t + ")")
                ;
    }
}
