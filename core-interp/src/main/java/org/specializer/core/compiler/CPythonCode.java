package org.specializer.core.compiler;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

import org.specializer.api.PyCode;
import org.specializer.spi.Opcode;

/**
 * A code object in CPython 3.13's formats, for the attributes that expose it
 * ({@code co_code}, {@code _co_code_adaptive}, {@code co_linetable},
 * {@code co_exceptiontable}) and so for {@code dis}.
 *
 * <h2>Instructions</h2>
 * Specializer's compiler emits CPython 3.13's instruction sequence and layout, but numbers the
 * opcodes densely and gives CALL_KW three cache units (3.14's family; 3.13's has none). The
 * translation decodes the instructions, gives each
 * CPython's number ({@link CPythonOpcodes}) and CPython's number of cache entries, lays them
 * out again with EXTENDED_ARG prefixes where an argument needs them, and recomputes relative
 * jump arguments from the jump targets, repeating until the layout is stable (an argument
 * growing past 255 adds a prefix and moves what follows), as CPython's assembler does.
 * {@code co_code} has every instruction in its base form with zeroed caches, as CPython's
 * does; the adaptive form keeps the specialized names, mapped to CPython's numbers where 3.13
 * has the specialization (3.14's CALL_KW children show as CALL_KW), RESUME_CHECK included
 * (each RESUME rewrites itself to it when it first runs, as CPython's).
 *
 * <h2>Locations and exception table</h2>
 * The location table is CPython's format ({@code Objects/locations.md}): one entry per run of
 * instructions with the same location, at most eight code units each, in the shortest form
 * that holds it (CPython's {@code write_location_info_entry}), from the code's line and
 * position tables; "no location" where an instruction has no line, and a module's leading
 * RESUME at CPython's location (line 0 to 1).
 * The exception table is CPython's varint format, with offsets in the translated layout.
 *
 * <p>The layout is computed the first time one of these is asked for and kept with the code
 * object ({@link PyCode#layoutCache}); specialization changes opcodes, never the layout.
 */
public final class CPythonCode {
    private final PyCode code;
    /** Per instruction: Specializer's unit index of its first unit (its first EXTENDED_ARG). */
    private final int[] specStart;
    /** Per instruction: the opcode, specialized or not, and its full argument. */
    private final Opcode[] ops;
    private final int[] args;
    /** Per instruction: for a jump, the index of the target instruction, else -1. */
    private final int[] target;
    /** Per instruction: the CPython unit index where it starts; one more entry for the end. */
    private final int[] cpStart;
    /** Per instruction: the argument in CPython's layout (jumps recomputed). */
    private final int[] cpArgs;
    /** Per Specializer unit index that starts an instruction: the instruction, else -1. */
    private final int[] instrAt;
    /** A location table that {@code code.replace(co_linetable=...)} gave, kept as given. */
    private byte[] givenLineTable;

    private CPythonCode(PyCode code) {
        this.code = code;
        char[] units = code.unitsWithoutMarkers();
        List<int[]> decoded = new ArrayList<>();
        List<Opcode> opList = new ArrayList<>();
        instrAt = new int[units.length + 1];
        java.util.Arrays.fill(instrAt, -1);
        int i = 0;
        while (i < units.length) {
            int start = i;
            int arg = 0;
            Opcode op;
            for (;;) {
                op = Opcode.byNumber(units[i] & 0xFF);
                Opcode deop = op.deoptParent();
                if (deop == Opcode.EXTENDED_ARG) {
                    arg = (arg | (units[i] >> 8)) << 8;
                    i++;
                    continue;
                }
                if (deop.hasArg()) {
                    arg |= units[i] >> 8;
                } else {
                    arg = 0;
                }
                i += 1 + deop.cacheUnits();
                break;
            }
            instrAt[start] = decoded.size();
            decoded.add(new int[] {start, arg, i});
            opList.add(op);
        }
        instrAt[units.length] = decoded.size();
        int n = decoded.size();
        specStart = new int[n];
        args = new int[n];
        ops = opList.toArray(new Opcode[0]);
        target = new int[n];
        for (int k = 0; k < n; k++) {
            int[] d = decoded.get(k);
            specStart[k] = d[0];
            args[k] = d[1];
            Opcode deop = ops[k].deoptParent();
            if (deop.jump() == Opcode.Jump.NONE) {
                target[k] = -1;
            } else {
                int after = d[2];
                int t = deop.jump() == Opcode.Jump.BACKWARD ? after - args[k] : after + args[k];
                target[k] = t >= 0 && t <= units.length ? instrAt[t] : -1;
            }
        }
        cpStart = new int[n + 1];
        cpArgs = args.clone();
        layOut();
    }

    /** The code attributes in CPython's formats, for {@link PyCode#views}. */
    public static final PyCode.Views VIEWS = new PyCode.Views() {
        @Override
        public byte[] code(PyCode c, boolean adaptive) {
            return of(c).instructions(adaptive);
        }

        @Override
        public byte[] lineTable(PyCode c) {
            return of(c).lineTable();
        }

        @Override
        public byte[] exceptionTable(PyCode c) {
            return of(c).exceptionTable();
        }

        @Override
        public PyCode replace(PyCode c, org.specializer.api.PyObject[] args,
                org.specializer.api.PyStr[] kwnames) {
            return CodeReplace.replace(c, args, kwnames);
        }

        @Override
        public int cpythonUnit(PyCode c, int unit) {
            return of(c).cpythonUnit(unit);
        }

        @Override
        public boolean equal(PyCode a, PyCode b) {
            return equalCode(a, b);
        }

        @Override
        public long hash(PyCode c) {
            long h = 20221211L;
            h = h * 1000003L + c.name.hashCode();
            h = h * 1000003L + c.firstlineno;
            h = h * 1000003L + c.argcount;
            h = h * 1000003L + c.flags;
            h = h * 1000003L + java.util.Arrays.hashCode(of(c).instructions(false));
            return h == -1 ? -2 : h;
        }
    };

    // Compare CPython codeobject.c: code_richcompare
    private static boolean equalCode(PyCode a, PyCode b) {
        if (a == b) {
            return true;
        }
        if (!a.name.equals(b.name) || a.argcount != b.argcount
                || a.posonlyargcount != b.posonlyargcount || a.kwonlyargcount != b.kwonlyargcount
                || a.flags != b.flags || a.firstlineno != b.firstlineno
                || a.consts.length != b.consts.length || a.names.length != b.names.length
                || a.localsplusNames.length != b.localsplusNames.length) {
            return false;
        }
        if (!java.util.Arrays.equals(of(a).instructions(false), of(b).instructions(false))) {
            return false;
        }
        for (int i = 0; i < a.consts.length; i++) {
            org.specializer.api.PyObject x = a.consts[i];
            org.specializer.api.PyObject y = b.consts[i];
            boolean same = x instanceof PyCode cx && y instanceof PyCode cy ? equalCode(cx, cy)
                    : Constants.key(x).equals(Constants.key(y));
            if (!same) {
                return false;
            }
        }
        for (int i = 0; i < a.names.length; i++) {
            if (!a.names[i].value.equals(b.names[i].value)) {
                return false;
            }
        }
        for (int i = 0; i < a.localsplusNames.length; i++) {
            if (!a.localsplusNames[i].value.equals(b.localsplusNames[i].value)) {
                return false;
            }
        }
        return java.util.Arrays.equals(of(a).lineTable(), of(b).lineTable())
                && java.util.Arrays.equals(of(a).exceptionTable(), of(b).exceptionTable());
    }

    /** The layout of {@code code}, made once and kept with it. */
    public static CPythonCode of(PyCode code) {
        Object c = code.layoutCache;
        if (c instanceof CPythonCode l) {
            return l;
        }
        CPythonCode l = new CPythonCode(code);
        code.layoutCache = l;
        return l;
    }

    private static int cpNumber(Opcode op, boolean adaptive) {
        if (adaptive && op.isSpecialized()) {
            int n = CPythonOpcodes.number(op.name());
            if (n >= 0) {
                return n;
            }
        }
        Opcode base = op.deoptParent();
        int n = CPythonOpcodes.number(base.name());
        if (n < 0) {
            throw new IllegalStateException("no CPython 3.13 opcode for " + base.name());
        }
        return n;
    }

    private static int prefixes(int arg) {
        return (arg > 0xFFFFFF ? 1 : 0) + (arg > 0xFFFF ? 1 : 0) + (arg > 0xFF ? 1 : 0);
    }

    private int size(int k) {
        return prefixes(cpArgs[k]) + 1 + CPythonOpcodes.cacheEntries(cpNumber(ops[k], false));
    }

    // Compare CPython assemble.c: resolve_jump_offsets
    private void layOut() {
        int n = ops.length;
        boolean again;
        do {
            int total = 0;
            for (int k = 0; k < n; k++) {
                cpStart[k] = total;
                total += size(k);
            }
            cpStart[n] = total;
            again = false;
            for (int k = 0; k < n; k++) {
                if (target[k] < 0) {
                    continue;
                }
                int before = size(k);
                int after = cpStart[k] + before;
                int t = cpStart[target[k]];
                cpArgs[k] = ops[k].deoptParent().jump() == Opcode.Jump.BACKWARD ? after - t
                        : t - after;
                if (size(k) != before) {
                    again = true;
                }
            }
        } while (again);
    }

    /** The CPython unit index of Specializer unit {@code unit}, which starts an instruction. */
    private int cpUnit(int unit) {
        int k = unit >= 0 && unit < instrAt.length ? instrAt[unit] : -1;
        return k < 0 ? cpStart[ops.length] : cpStart[k];
    }

    /**
     * The CPython unit index of the opcode of the instruction that Specializer unit
     * {@code unit} belongs to (after its {@code EXTENDED_ARG} prefixes); the end for a unit past
     * the last instruction.
     */
    public int cpythonUnit(int unit) {
        int k = java.util.Arrays.binarySearch(specStart, unit);
        if (k < 0) {
            k = -k - 2;
        }
        if (k < 0 || unit >= code.instructions.length) {
            return cpStart[ops.length];
        }
        return cpStart[k] + prefixes(cpArgs[k]);
    }

    // ------------------------------------------------------------------ co_code

    /**
     * {@code co_code} ({@code adaptive} false: base instructions) or {@code _co_code_adaptive}
     * (the specialized forms as they are now), with zeroed caches.
     */
    public byte[] instructions(boolean adaptive) {
        int n = ops.length;
        byte[] out = new byte[cpStart[n] * 2];
        for (int k = 0; k < n; k++) {
            int pos = cpStart[k] * 2;
            int arg = cpArgs[k];
            Opcode op = adaptive ? currentOp(k) : ops[k];
            for (int shift = 8 * prefixes(arg); shift > 0; shift -= 8) {
                out[pos++] = (byte) CPythonOpcodes.EXTENDED_ARG;
                out[pos++] = (byte) (arg >>> shift);
            }
            out[pos++] = (byte) cpNumber(op, adaptive);
            out[pos] = (byte) (op.deoptParent().hasArg() ? arg : 0);
        }
        return out;
    }

    /** The instruction's opcode as specialization has left it now. */
    private Opcode currentOp(int k) {
        int i = specStart[k];
        while (Opcode.byNumber(code.opcodeAt(i)) == Opcode.EXTENDED_ARG) {
            i++;
        }
        return Opcode.byNumber(code.opcodeAt(i));
    }

    // ------------------------------------------------------------------ co_exceptiontable

    /** {@code co_exceptiontable}: CPython's varint encoding of the handler ranges. */
    // Compare CPython assemble.c: assemble_emit_exception_table_entry
    public byte[] exceptionTable() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int[] t = code.exceptionTable;
        for (int e = 0; e < t.length; e += PyCode.EXC_ENTRY) {
            int start = cpUnit(t[e]);
            int end = cpUnit(t[e + 1]);
            int handler = cpUnit(t[e + 2]);
            int depthLasti = (t[e + 3] << 1) | t[e + 4];
            exceptionItem(out, start, 0x80);
            exceptionItem(out, end - start, 0);
            exceptionItem(out, handler, 0);
            exceptionItem(out, depthLasti, 0);
        }
        return out.toByteArray();
    }

    private static void exceptionItem(ByteArrayOutputStream out, int value, int msb) {
        for (int shift = 24; shift > 0; shift -= 6) {
            if (value >= 1 << shift) {
                out.write(((value >> shift) & 0x3f) | 0x40 | msb);
                msb = 0;
            }
        }
        out.write((value & 0x3f) | msb);
    }

    // ------------------------------------------------------------------ co_linetable

    private static final int NONE = 15;
    private static final int LONG = 14;
    private static final int NO_COLUMNS = 13;
    private static final int ONE_LINE0 = 10;

    /** {@code co_linetable}: CPython 3.13's location table for the translated layout. */
    // Compare CPython assemble.c: assemble_location_info
    public byte[] lineTable() {
        if (givenLineTable != null) {
            return givenLineTable;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int n = ops.length;
        int[] prevLine = {code.firstlineno};
        boolean leading = code.name.equals("<module>");
        int[] run = null;
        int runSize = 0;
        for (int k = 0; k <= n; k++) {
            int[] loc = null;
            if (k < n) {
                loc = locationOf(k);
                if (loc[0] > 0) {
                    leading = false;
                } else if (leading) {
                    // a module's RESUME: CPython's location (0, 1, 0, 0)
                    loc = new int[] {0, 1, 0, 0};
                }
            }
            if (k == n || !java.util.Arrays.equals(loc, run)) {
                if (runSize > 0) {
                    emitLocation(out, run, runSize, prevLine);
                }
                run = loc;
                runSize = 0;
            }
            if (k < n) {
                runSize += cpStart[k + 1] - cpStart[k];
            }
        }
        return out.toByteArray();
    }

    /**
     * Specializer's line and position tables ({@link PyCode#lineTable},
     * {@link PyCode#positionTable()}) for this layout from CPython's location table
     * {@code table} read from {@code firstlineno}: each instruction takes the location of its
     * first CPython code unit; instructions past the table's end have none.
     */
    int[][] tablesFrom(byte[] table, int firstlineno) {
        int size = code.lineTable.length;
        int[] lines = new int[size];
        int[] positions = new int[2 * size];
        java.util.List<int[]> locs = org.specializer.api.CodeMethods.locations(table,
                firstlineno);
        int e = 0;
        for (int k = 0; k < ops.length; k++) {
            int addr = 2 * cpStart[k];
            while (e < locs.size() && locs.get(e)[1] <= addr) {
                e++;
            }
            if (e == locs.size()) {
                break;
            }
            int[] loc = locs.get(e);
            if (loc[0] > addr || loc[2] <= 0) {
                continue;  // no location
            }
            int end = k + 1 < ops.length ? specStart[k + 1] : size;
            int cols = loc[4] < 0 || loc[5] < 0 ? 0 : (loc[4] + 1) << 16 | (loc[5] + 1);
            for (int u = specStart[k]; u < Math.min(end, size); u++) {
                lines[u] = loc[2];
                positions[2 * u] = loc[3] < 0 ? loc[2] : loc[3];
                positions[2 * u + 1] = cols;
            }
        }
        return new int[][] {lines, positions};
    }

    /** Makes {@code table} {@code code}'s {@code co_linetable}, as given. */
    static void keepLineTable(PyCode code, byte[] table) {
        of(code).givenLineTable = table;
    }

    /** The instruction's {line, endLine, col, endCol}; -1 where unknown, line -1 for none. */
    private int[] locationOf(int k) {
        int unit = specStart[k];
        int line = unit < code.lineTable.length ? code.lineTable[unit] : 0;
        if (line <= 0) {
            return new int[] {line == 0 ? 0 : -1, -1, -1, -1};
        }
        int[] pt = code.positionTable();
        if (pt == null || 2 * unit + 1 >= pt.length || pt[2 * unit + 1] == 0) {
            return new int[] {line, pt == null ? line : pt[2 * unit], -1, -1};
        }
        int cols = pt[2 * unit + 1];
        return new int[] {line, pt[2 * unit], (cols >>> 16) - 1, (cols & 0xFFFF) - 1};
    }

    /** Entries for {@code size} units at {@code loc}; {@code prev[0]} is the previous line. */
    private static void emitLocation(ByteArrayOutputStream out, int[] loc, int size, int[] prev) {
        if (loc[0] == 0 && loc[1] == -1) {
            loc = new int[] {-1, -1, -1, -1};
        }
        while (size > 0) {
            int len = Math.min(size, 8);
            size -= len;
            writeEntry(out, loc, len, prev);
        }
    }

    // Compare CPython assemble.c: write_location_info_entry
    private static void writeEntry(ByteArrayOutputStream out, int[] loc, int len, int[] prev) {
        int line = loc[0];
        int endLine = loc[1];
        int col = loc[2];
        int endCol = loc[3];
        if (line < 0) {
            out.write(0x80 | (NONE << 3) | (len - 1));
            return;
        }
        int delta = line - prev[0];
        if (col < 0 || endCol < 0) {
            if (endLine == line || endLine == -1) {
                out.write(0x80 | (NO_COLUMNS << 3) | (len - 1));
                signedVarint(out, delta);
                prev[0] = line;
                return;
            }
        } else if (endLine == line) {
            if (delta == 0 && col < 80 && endCol - col < 16 && endCol >= col) {
                out.write(0x80 | ((col >> 3) << 3) | (len - 1));
                out.write(((col & 7) << 4) | (endCol - col));
                return;
            }
            if (delta >= 0 && delta < 3 && col < 128 && endCol < 128) {
                out.write(0x80 | ((ONE_LINE0 + delta) << 3) | (len - 1));
                out.write(col);
                out.write(endCol);
                prev[0] = line;
                return;
            }
        }
        out.write(0x80 | (LONG << 3) | (len - 1));
        signedVarint(out, delta);
        varint(out, endLine - line);
        varint(out, col + 1);
        varint(out, endCol + 1);
        prev[0] = line;
    }

    private static void varint(ByteArrayOutputStream out, int v) {
        while (v >= 64) {
            out.write(0x40 | (v & 0x3f));
            v >>>= 6;
        }
        out.write(v);
    }

    private static void signedVarint(ByteArrayOutputStream out, int v) {
        varint(out, v < 0 ? ((-v) << 1) | 1 : v << 1);
    }
}
