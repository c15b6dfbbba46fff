package org.specializer.core.interp;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import org.specializer.api.PyCode;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;

/**
 * JFR events for specialization decisions and deopts. They are committed only while a
 * recording that enables them runs ({@code shouldCommit()}), so an ordinary run pays a check.
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
        @Label("Code")
        String code;
        @Label("Offset")
        int offset;
    }

    static void specialized(PyCode code, int ip, Opcode child) {
        Specialize e = new Specialize();
        if (e.shouldCommit()) {
            e.family = child.family().name();
            e.instruction = child.name();
            e.code = code.qualname;
            e.offset = ip;
            e.commit();
        }
    }

    static void failed(PyCode code, int ip, Family family, FailureKind kind) {
        Failure e = new Failure();
        if (e.shouldCommit()) {
            e.family = family.name();
            e.kind = kind.name();
            e.code = code.qualname;
            e.offset = ip;
            e.commit();
        }
    }

    static void deopt(PyCode code, int ip, Opcode child) {
        Deopt e = new Deopt();
        if (e.shouldCommit()) {
            e.instruction = child.name();
            e.code = code.qualname;
            e.offset = ip;
            e.commit();
        }
    }
}
