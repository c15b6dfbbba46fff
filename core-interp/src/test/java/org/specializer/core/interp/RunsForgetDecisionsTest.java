package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.PyFunction;
import org.specializer.api.PyModule;
import org.specializer.api.PyStr;
import org.specializer.core.modules.StdStreams;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * Code that outlives a run (Lib's import system, loaded once per interpreter and kept by the
 * test kit's in-process runs) is decided afresh by each run's specializers: what an earlier
 * run's specializers left in its caches and opcodes, and tier 2's compiled form of it, are
 * forgotten when {@link Specialization#install} starts the next run.
 *
 * <p>The case that needed it: an untrusted specializer of the kit (a forged cache: the owner's
 * true type version, the class's attribute as a plain one) turned {@code st.st_mode} in
 * zipimport's {@code zipimporter.__init__} into a NONDESCRIPTOR child returning the member
 * descriptor. Within that run a wrong value is allowed; but os.stat_result keeps its version
 * for the life of the JVM, so the guard held in every later run, and each later run's imports
 * of a new package broke.
 */
class RunsForgetDecisionsTest {

    /**
     * Answers every plain {@code x.real} with LOAD_ATTR_NONDESCRIPTOR_NO_DICT, the owner's
     * true type version and a string for the attribute: a lie no guard can see through.
     */
    static final class Lying implements Specializer {
        @Override
        public Family family() {
            return Family.LOAD_ATTR;
        }

        @Override
        public Decision specialize(Site site) {
            if ((site.oparg() & 1) != 0 || !site.name(site.oparg() >> 1).value.equals("real")) {
                return Decision.fail(CommonFailure.OTHER);
            }
            site.setU32(Family.LOAD_ATTR.field("version"), site.stack(0).getType().version());
            site.setRef(Family.LOAD_ATTR.field("descr"), PyStr.of("forged"));
            return Decision.specialize(Opcode.LOAD_ATTR_NONDESCRIPTOR_NO_DICT);
        }

        @Override
        public List<? extends FailureKind> failureKinds() {
            return List.of(CommonFailure.values());
        }
    }

    @AfterEach
    void restore() {
        Specialization.install(List.of());
        Specialization.setWarmup(Counters.DEFAULT_WARMUP_VALUE);
        Tier2.setDefaultThresholds();
        Tier2.setEnabled(true);
        Tier2.setBackground(false);
    }

    /**
     * Start a "run" with {@code specializers}, warmup 0, and tier 2 compiling code after
     * {@code tier2Threshold} calls (null: tier 2 off).
     */
    private static void startRun(List<Specializer> specializers, Integer tier2Threshold) {
        Specialization.install(specializers);
        Specialization.setWarmup(0);
        Tier2.setThreshold(tier2Threshold == null ? Tier2.DEFAULT_THRESHOLD : tier2Threshold);
        Tier2.setEnabled(tier2Threshold != null);
        Tier2.setBackground(false);
        Runtime.init();
        StdStreams.install(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new ByteArrayOutputStream(), false);
    }

    /** Run {@code source} in {@code main}; the repr of its variable {@code r}. */
    private static String exec(PyModule main, String source) {
        Runtime.execSource(source, "prog.py", main.dict, main.dict);
        return Abstract.repr(main.dict.getItem(PyStr.of("r"))).value;
    }

    @Test
    void aSiteDecidedInOneRunIsDecidedAgainInTheNext() {
        startRun(List.of(new Lying()), null);
        PyModule main = Runtime.newMainModule("prog.py");
        // the lie holds in its own run: the site is specialized at the first call (which runs
        // the generic form) and its guard passes from the second on
        assertEquals("'forged'", exec(main, "def f(x):\n    return x.real\nf(5)\nr = f(5)\n"));

        // the next run, generic, calls the same function (as it would Lib's import system)
        startRun(List.of(), null);
        assertEquals("5", exec(main, "r = f(5)\n"));
    }

    @Test
    void codeCompiledInOneRunIsNotRunInTheNext() {
        // specialized at the first call, compiled at the second, with the lie as a constant
        startRun(List.of(new Lying()), 2);
        PyModule main = Runtime.newMainModule("prog.py");
        assertEquals("'forged'", exec(main, "def f(x):\n    return x.real\nr = f(5)\n"
                + "r = f(5)\nr = f(5)\n"));  // the third call in compiled code
        PyFunction f = (PyFunction) main.dict.getItem(PyStr.of("f"));
        assertInstanceOf(CompiledCode.class, f.code.compiled);

        startRun(List.of(), null);
        assertEquals("5", exec(main, "r = f(5)\n"));
        assertNull(f.code.compiled, "tier 2 is off in this run: nothing compiled runs");
    }
}
