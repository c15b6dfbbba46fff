package org.specializer.core.interp;

import java.util.List;

import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.spi.CacheField;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

/** The {@link Site} core shows a specializer: one instruction of a running frame. */
final class SiteImpl implements Site {
    private final Frame frame;
    private final char[] instr;
    private final int ip;
    private final int arg;
    private final PyObject[] s;
    private final int sp;
    private final Opcode opcode;

    SiteImpl(Frame frame, char[] instr, int ip, int arg, PyObject[] s, int sp, Opcode opcode) {
        this.frame = frame;
        this.instr = instr;
        this.ip = ip;
        this.arg = arg;
        this.s = s;
        this.sp = sp;
        this.opcode = opcode;
    }

    @Override
    public Opcode opcode() {
        return opcode;
    }

    @Override
    public int oparg() {
        return arg;
    }

    @Override
    public PyCode code() {
        return frame.code;
    }

    @Override
    public int index() {
        return ip;
    }

    @Override
    public PyObject stack(int depth) {
        return s[sp - 1 - depth];
    }

    @Override
    public PyObject local(int i) {
        return s[i];
    }

    @Override
    public PyDict globals() {
        return frame.globals;
    }

    @Override
    public PyDict builtins() {
        return frame.builtins;
    }

    private int nextIndex() {
        return ip + opcode.size();
    }

    @Override
    public Opcode nextOpcode() {
        int i = nextIndex();
        return i < instr.length ? Opcode.byNumber(instr[i] & 0xFF) : Opcode.NOP;
    }

    @Override
    public int nextOparg() {
        int i = nextIndex();
        return i < instr.length ? instr[i] >>> 8 : 0;
    }

    private void check(CacheField field, CacheField.Kind kind) {
        if (field.kind() != kind || !inLayout(field)) {
            throw new IllegalArgumentException(field + " is not a " + kind + " field of "
                    + opcode.family());
        }
    }

    /**
     * Whether the field is one of the family's layout: by identity first, as specializers pass
     * the family's own constants, so that the usual check neither compares names nor
     * bootstraps the record's generated equals.
     */
    private boolean inLayout(CacheField field) {
        List<CacheField> layout = opcode.family().cacheLayout();
        for (int i = 0, n = layout.size(); i < n; i++) {
            if (layout.get(i) == field) {
                return true;
            }
        }
        return layout.contains(field);
    }

    @Override
    public void setU16(CacheField field, int value) {
        check(field, CacheField.Kind.U16);
        instr[ip + 1 + field.offset()] = (char) value;
    }

    @Override
    public void setU32(CacheField field, int value) {
        check(field, CacheField.Kind.U32);
        instr[ip + 1 + field.offset()] = (char) value;
        instr[ip + 2 + field.offset()] = (char) (value >>> 16);
    }

    @Override
    public void setRef(CacheField field, Object value) {
        check(field, CacheField.Kind.REF);
        frame.code.refs[instr[ip + 1 + field.offset()]] = value;
    }
}
