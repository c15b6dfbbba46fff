package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.specializer.core.interp.Tier2;
import org.specializer.testkit.InProcess;

/**
 * Code too large for one JVM method compiles all the same, split into regions, each a method
 * of its own ({@code Translator}). The program below makes, with {@code exec}, a function of
 * a few hundred statements in a loop whose body crosses many regions: {@code continue} and
 * {@code break} from one region to the loop's head or end in others, {@code try} statements
 * whose handlers lie in other regions, a {@code for ... else}, and an exception that leaves
 * the function from the middle (its traceback line); and a generator as large, resumed with
 * {@code send} and {@code throw} in different regions. It prints what CPython 3.13 printed,
 * with tier 2 compiling at once, after warming (moving the running loop over), and splitting
 * small code too.
 */
class Tier2RegionsTest {
    private static final String PROGRAM = """
            lines = ["def big(n, fail=-1):", "    a, b, c, d = 1, 2, 3, 4", "    total = 0",
                     "    log = []", "    for i in range(n):"]
            for k in range(240):
                lines.append("        a, b, c, d = b, c, d, a")
                if k % 20 == 0:
                    lines += [f"        if (i + {k}) % 7 == 0:",
                              "            try:",
                              f"                total += {k} // (i % 3)",
                              "            except ZeroDivisionError:",
                              f"                total -= {k}",
                              "                continue"]
                if k % 50 == 49:
                    lines.append(f"        if i == n - 1 and {k} > 150: break")
                if k == 170:
                    lines.append("        if i == fail: raise KeyError(i)")
            lines += ["        total += a * i", "    else:", "        log.append('no break')",
                      "    return total, a, b, c, d, log"]
            glines = ["def gen(n):", "    x = 0", "    try:"]
            for k in range(300):
                glines.append(f"        x = x + {k} * n")
                if k % 30 == 0:
                    glines.append("        got = yield x")
                    glines.append("        if got: x += got")
            glines += ["    except KeyError as e:", "        yield ('caught', e.args[0], x)", "    return x"]
            ns = {}
            exec("\\n".join(lines) + "\\n" + "\\n".join(glines) + "\\n", ns)
            big, gen = ns["big"], ns["gen"]
            for n in (3, 60, 61, 100):
                print(n, big(n))
            try:
                big(80, fail=77)
            except KeyError as e:
                tb = e.__traceback__
                while tb.tb_next:
                    tb = tb.tb_next
                print("KeyError", e, tb.tb_frame.f_code.co_name, tb.tb_lineno)
            for n in range(1, 60):
                r = list(gen(n))
            print(r[:3], r[-1], sum(r))
            g = gen(7)
            print(next(g), g.send(5), next(g), g.throw(KeyError("k")))
            print(list(g))
            """;

    private static final String EXPECTED = """
            3 (292, 2, 3, 4, 1, [])
            60 (7411, 1, 2, 3, 4, [])
            61 (7490, 2, 3, 4, 1, ['no break'])
            100 (15392, 3, 4, 1, 2, ['no break'])
            KeyError 77 big 234
            [0, 27435, 107970] 2158515 7606575
            0 3260 12815 ('caught', 'k', 12815)
            []
            """;

    @Test
    void codeTooLargeForOneMethodCompilesInRegions() {
        for (InProcess.Mode mode : List.of(InProcess.Mode.tier2(1, 50),
                InProcess.Mode.tier2(0, 0), InProcess.Mode.tier2(1, 50).splitInto(300))) {
            int split = Tier2.splitCount();
            InProcess.Result r = InProcess.run(PROGRAM, "regions.py", mode);
            assertEquals(0, r.status(), mode + ": " + r.stderr());
            assertEquals(EXPECTED, r.stdout(), mode.toString());
            assertTrue(Tier2.splitCount() >= split + 2, mode + ": both functions split, "
                    + (Tier2.splitCount() - split) + " compilations were");
        }
    }
}
