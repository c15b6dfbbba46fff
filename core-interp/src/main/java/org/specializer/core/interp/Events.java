package org.specializer.core.interp;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.FlightRecorder;
import jdk.jfr.Label;
import jdk.jfr.Name;
import org.specializer.api.PyCode;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;

/**
 * JFR events for specialization decisions, deopts and tier-2 compilations. They are committed only while a
 * recording that enables them runs ({@code shouldCommit()}), so an ordinary run pays a check.
 * Until Flight Recorder is started (at launch or later, by {@code jcmd}) no event object is
 * made at all: the first one loads and registers the event classes, which reads their
 * annotations through reflection and costs tens of milliseconds of start-up.
 */
final class Events {
    private Events() {}

    @Name("org.specializer.Specialize")
    @Label("Specialize")
    @Category({"Specializer"})
    @Description("An adaptive instruction was rewritten into a specialized child")
    static final class Specialize extends Event {
        @Label("Family")
        String family;
        @Label("Instruction")
        String instruction;
        @Label("Extension")
        @Description("The extension descriptor's name, for an extension child")
        String extension;
        @Label("Code")
        String code;
        @Label("Offset")
        int offset;
    }

    @Name("org.specializer.SpecializationFailure")
    @Label("Specialization Failure")
    @Category({"Specializer"})
    @Description("A specializer declined a site")
    static final class Failure extends Event {
        @Label("Family")
        String family;
        @Label("Kind")
        String kind;
        @Label("Code")
        String code;
        @Label("Offset")
        int offset;
    }

    @Name("org.specializer.Deopt")
    @Label("Deopt")
    @Category({"Specializer"})
    @Description("A specialized instruction spent its miss budget and is decided again")
    static final class Deopt extends Event {
        @Label("Instruction")
        String instruction;
        @Label("Extension")
        @Description("The extension descriptor's name, for an extension child")
        String extension;
        @Label("Code")
        String code;
        @Label("Offset")
        int offset;
    }

    @Name("org.specializer.Tier2Compile")
    @Label("Tier-2 Compile")
    @Category({"Specializer"})
    @Description("Tier 2 translated a code object to a JVM class, or refused it")
    static final class Tier2Compile extends Event {
        @Label("Code")
        String code;
        @Label("Compiled")
        boolean compiled;
        @Label("JVM Bytecode Size")
        int size;
        @Label("Refusal")
        String refusal;
    }

    @Name("org.specializer.Tier2Invalidate")
    @Label("Tier-2 Invalidate")
    @Category({"Specializer"})
    @Description("Compiled code was given up: a guard kept failing, or a site that was still "
            + "warming up when the code was compiled ran; the frame went on in the interpreter")
    static final class Tier2Invalidate extends Event {
        @Label("Code")
        String code;
        @Label("Offset")
        int offset;
        @Label("Reason")
        String reason;
    }

    static void tier2Invalidate(PyCode code, int ip, boolean miss) {
        if (!recorder()) {
            return;
        }
        Tier2Invalidate e = new Tier2Invalidate();
        if (e.shouldCommit()) {
            e.code = code.qualname;
            e.offset = ip;
            e.reason = miss ? "guard failures" : "site warmed up";
            e.commit();
        }
    }

    /** Whether Flight Recorder has been started in this JVM. */
    private static boolean recorder() {
        return FlightRecorder.isInitialized();
    }

    static void specialized(PyCode code, int ip, Opcode child, String extension) {
        if (!recorder()) {
            return;
        }
        Specialize e = new Specialize();
        if (e.shouldCommit()) {
            e.family = child.family().name();
            e.instruction = child.name();
            e.extension = extension;
            e.code = code.qualname;
            e.offset = ip;
            e.commit();
        }
    }

    static void failed(PyCode code, int ip, Family family, FailureKind kind) {
        if (!recorder()) {
            return;
        }
        Failure e = new Failure();
        if (e.shouldCommit()) {
            e.family = family.name();
            e.kind = kind.name();
            e.code = code.qualname;
            e.offset = ip;
            e.commit();
        }
    }

    static void deopt(PyCode code, int ip, Opcode child, String extension) {
        if (!recorder()) {
            return;
        }
        Deopt e = new Deopt();
        if (e.shouldCommit()) {
            e.instruction = child.name();
            e.extension = extension;
            e.code = code.qualname;
            e.offset = ip;
            e.commit();
        }
    }

    /**
     * Begin a tier-2 compile event (its duration is the translation and definition); null
     * without Flight Recorder.
     */
    static Tier2Compile tier2Begin() {
        if (!recorder()) {
            return null;
        }
        Tier2Compile e = new Tier2Compile();
        e.begin();
        return e;
    }

    static void tier2End(Tier2Compile e, PyCode code, int size, String refusal) {
        if (e != null && e.shouldCommit()) {
            e.code = code.qualname;
            e.compiled = refusal == null;
            e.size = size;
            e.refusal = refusal;
            e.commit();
        }
    }
}
