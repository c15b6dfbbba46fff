package org.specializer.core.interp;

import org.specializer.api.PyCode;
import org.specializer.api.PyObject;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Specializer;

/**
 * The adaptive machinery around the eval loop (CPython 3.13's quickening, {@code _SPECIALIZE_X}
 * micro-ops and {@code DEOPT_IF}):
 *
 * <ul>
 *   <li>{@link #quicken}: before a code object first runs, arm each adaptive site's counter with
 *       the warmup value, or unreachable when its family is off.
 *   <li>{@link #tick}: each execution of a family's base instruction advances its counter; at
 *       zero the family's specializer decides, through a {@link SiteImpl}.
 *   <li>{@link #miss}: a specialized instruction whose guard failed advances the same counter;
 *       at zero the specializer decides again (it may pick another child, or fail, which puts
 *       the base instruction back with a longer backoff).
 * </ul>
 * A failed attempt leaves the counter restarted and then advanced once: CPython's
 * {@code _SPECIALIZE_X} re-dispatches the same instruction after the specializer returns
 * ({@code DISPATCH_SAME_OPARG}), and the base instruction it finds there does not trigger on
 * the restarted counter, so it advances it in that same execution. Attempts on a site that
 * always fails therefore come at executions 2, 5, 12, 27, 58, ... as in CPython 3.13.

 * The caller then runs the generic form for this execution. A success writes the cache (the
 * specializer, through the site), then the opcode, then the cooldown counter.
 */
final class Adaptive {
    private Adaptive() {}

    /**
     * Arm every adaptive site of {@code code}; once per code object and run, before it runs.
     * Code quickened under an earlier {@link Specialization#install} (code that outlives a
     * run, such as Lib's import system) first forgets what that run's specializers decided.
     */
    static void quicken(PyCode code) {
        if (code.adaptiveState != null) {
            forget(code);
        } else {
            Tracing.uninstrument(code);
        }
        char[] instr = code.instructions;
        boolean tracing = Tracing.on;
        int i = 0;
        while (i < instr.length) {
            Opcode op = Opcode.byNumber(instr[i] & 0xFF);
            Family fam = op.family();
            if (fam != null) {
                // nothing specializes in code instrumented for tracing
                boolean on = !tracing && Specialization.BY_FAMILY[fam.ordinal()] != null;
                instr[i + 1] = (char) (on ? Specialization.warmup : Counters.UNREACHABLE);
                if (!on && Stats.ENABLED) {
                    Stats.UNREACHABLE[fam.ordinal()]++;
                }
            }
            i += op.size();
        }
        if (tracing) {
            Tracing.instrument(code);
        }
        code.adaptiveState = Specialization.generation;
        Specialization.noteQuickened(code);
    }

    /**
     * Put {@code code} back as it was before it first ran: every specialized instruction its
     * base form, every adaptive site's cache empty but for its reference slot's index (fixed
     * by the compiler), the reference slots and extension descriptors cleared, the tier-2
     * form dropped. The decisions of another run's specializers (an untrusted one's, whose
     * caches may claim anything that its guards cannot disprove) then never reach this run;
     * a frame still suspended in the code (a generator) resumes in the base forms.
     */
    private static void forget(PyCode code) {
        Tracing.uninstrument(code);
        char[] instr = code.instructions;
        int i = 0;
        while (i < instr.length) {
            Opcode op = Opcode.byNumber(instr[i] & 0xFF);
            Opcode base = op.deoptParent();
            instr[i] = (char) ((instr[i] & 0xFF00) | base.number());
            Family fam = base.family();
            if (fam != null) {
                boolean[] ref = REF_UNITS[fam.ordinal()];
                for (int k = 0; k < ref.length; k++) {
                    if (!ref[k]) {
                        instr[i + 1 + k] = 0;
                    }
                }
            }
            i += base.size();
        }
        java.util.Arrays.fill(code.refs, null);
        code.extensions = null;
        Tier2.forget(code);
    }

    /** Per family, which of its cache units hold a reference slot's index (kept by forget). */
    private static final boolean[][] REF_UNITS = new boolean[Family.values().length][];

    static {
        for (Family fam : Family.values()) {
            boolean[] ref = new boolean[fam.cacheUnits()];
            for (org.specializer.spi.CacheField f : fam.cacheLayout()) {
                if (f.kind() == org.specializer.spi.CacheField.Kind.REF) {
                    ref[f.offset()] = true;
                }
            }
            REF_UNITS[fam.ordinal()] = ref;
        }
    }

    /** A base instruction's counter: advance it, or at zero let the specializer decide. */
    static void tick(Frame f, char[] instr, int ip, int arg, PyObject[] s, int sp) {
        int c = instr[ip + 1];
        if (c < 16) {
            specialize(f, instr, ip, arg, s, sp);
        } else if (c != Counters.UNREACHABLE) {
            instr[ip + 1] = (char) (c - 16);
            if (Stats.ENABLED) {
                Stats.DEFERRED[Opcode.byNumber(instr[ip] & 0xFF).family().ordinal()]++;
            }
        }
    }

    /** A specialized instruction's guard failed: count, and at zero decide again. */
    static void miss(Frame f, char[] instr, int ip, int arg, PyObject[] s, int sp) {
        int op = instr[ip] & 0xFF;
        if (Stats.ENABLED) {
            Stats.miss(op);
            if (Opcode.byNumber(op).isExtension()) {
                Stats.extensionMiss(op, extensionName(f.code, ip));
            }
        }
        int c = instr[ip + 1];
        if (c < 16) {
            Opcode child = Opcode.byNumber(op);
            if (Stats.ENABLED) {
                Stats.DEOPTS[child.family().ordinal()]++;
                if (child.isExtension()) {
                    Stats.extensionDeopt(op, extensionName(f.code, ip));
                }
            }
            Events.deopt(f.code, ip, child,
                    child.isExtension() ? extensionName(f.code, ip) : null);
            specialize(f, instr, ip, arg, s, sp);
        } else {
            instr[ip + 1] = (char) (c - 16);
        }
    }

    private static String extensionName(PyCode code, int ip) {
        org.specializer.spi.Extension e = Extensions.at(code, ip);
        return e == null ? "?" : e.name();
    }

    /** Ask the family's specializer about this site and apply its decision. */
    private static void specialize(Frame f, char[] instr, int ip, int arg, PyObject[] s,
            int sp) {
        Opcode current = Opcode.byNumber(instr[ip] & 0xFF);
        Family fam = current.family();
        Opcode base = fam.base();
        Specializer spec = Specialization.BY_FAMILY[fam.ordinal()];
        if (spec == null) {
            instr[ip] = (char) ((instr[ip] & 0xFF00) | base.number());
            instr[ip + 1] = (char) Counters.UNREACHABLE;
            return;
        }
        if (Stats.ENABLED) {
            Stats.ATTEMPTS[fam.ordinal()]++;
        }
        Decision d;
        try {
            d = spec.specialize(new SiteImpl(f, instr, ip, arg, s, sp, current));
        } catch (RuntimeException e) {
            // A specializer must not throw; treat it as a failure rather than crash the program.
            d = Decision.fail(Bodies.Refusal.SPECIALIZER_THREW);
        }
        if (d instanceof Decision.Specialize sp1) {
            if (sp1.child().family() != fam) {
                d = Decision.fail(Bodies.Refusal.WRONG_FAMILY);
            } else if (sp1.child().isExtension()) {
                d = Decision.fail(Bodies.Refusal.EXTENSION_WITHOUT_DESCRIPTOR);
            } else if (!Bodies.has(sp1.child())) {
                d = Decision.fail(Bodies.Refusal.CHILD_WITHOUT_BODY);
            } else if (!sp1.child().accepts(arg)) {
                d = Decision.fail(Bodies.Refusal.WRONG_OPERAND);
            }
        } else if (d instanceof Decision.Extend ex
                && !Extensions.fits(fam, arg, ex.extension())) {
            d = Decision.fail(Bodies.Refusal.EXTENSION_REFUSED);
        }
        if (d instanceof Decision.Specialize || d instanceof Decision.Extend) {
            Opcode child;
            String extension = null;
            if (d instanceof Decision.Extend ex) {
                child = Opcode.extensionOf(fam);
                extension = ex.extension().name();
                Extensions.install(f.code, ip, ex.extension());   // the descriptor first
            } else {
                child = ((Decision.Specialize) d).child();
                Extensions.remove(f.code, ip);
            }
            instr[ip] = (char) ((instr[ip] & 0xFF00) | child.number());   // opcode after cache
            instr[ip + 1] = (char) Specialization.cooldown;
            if (Stats.ENABLED) {
                Stats.SUCCESSES[fam.ordinal()]++;
            }
            Events.specialized(f.code, ip, child, extension);
        } else {
            Extensions.remove(f.code, ip);
            FailureKind kind = d instanceof Decision.Fail fail ? fail.kind()
                    : CommonFailure.OTHER;
            instr[ip] = (char) ((instr[ip] & 0xFF00) | base.number());
            instr[ip + 1] = (char) Counters.afterFailure(instr[ip + 1]);
            if (Stats.ENABLED) {
                Stats.failure(fam, kind);
                Stats.DEFERRED[fam.ordinal()]++;  // the re-dispatched base's advance
            }
            Events.failed(f.code, ip, fam, kind);
        }
    }
}
