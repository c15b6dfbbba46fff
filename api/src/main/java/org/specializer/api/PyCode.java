package org.specializer.api;

/**
 * {@code code}: compiled bytecode and everything the interpreter needs to run it, laid out as
 * CPython 3.13's code objects.
 *
 * <h2>Instructions</h2>
 * {@link #instructions} holds 16-bit code units: the opcode in the low byte, the oparg in the
 * high byte ({@code EXTENDED_ARG} prefixes for larger opargs). Each adaptive instruction is
 * followed by its family's cache units; the first is the backoff counter. The array is live:
 * specialization rewrites opcodes and caches in place (cache first, opcode last).
 *
 * <h2>Fast locals ("localsplus")</h2>
 * A frame's locals, cells and free variables come first in one array, followed by the value
 * stack. {@link #localsplusNames} names each slot and {@link #localsplusKinds} says what it is
 * ({@link #KIND_LOCAL}, {@link #KIND_CELL}, {@link #KIND_FREE}, possibly {@link #KIND_ARG}).
 *
 * <h2>Exception table</h2>
 * {@link #exceptionTable} is a flat array of entries of five ints: start and end (code unit
 * indexes, end exclusive), handler target, stack depth, and whether to push the last
 * instruction offset ({@code lasti}). Entries are sorted by start and do not overlap.
 *
 * <h2>Line table</h2>
 * {@link #lineTable} gives, per code unit, its source line (0 for none).
 * {@link #positionTable()} completes it to CPython's positions: per code unit two ints, the end
 * line and the columns ({@code (col + 1) << 16 | (endCol + 1)}, 0 for an unknown column).
 */
public final class PyCode extends PyObject {
    public static final PyType TYPE = PyType.builtin("code", PyCode.class, PyType.OBJECT, 0,
            CodeMethods::define);

    // co_flags, as CPython
    public static final int CO_OPTIMIZED = 0x0001;
    public static final int CO_NEWLOCALS = 0x0002;
    public static final int CO_VARARGS = 0x0004;
    public static final int CO_VARKEYWORDS = 0x0008;
    public static final int CO_NESTED = 0x0010;
    public static final int CO_GENERATOR = 0x0020;
    public static final int CO_NOFREE = 0x0040;
    public static final int CO_COROUTINE = 0x0080;
    public static final int CO_ITERABLE_COROUTINE = 0x0100;
    public static final int CO_ASYNC_GENERATOR = 0x0200;

    // localsplus kinds, as CPython's CO_FAST_*
    public static final byte KIND_HIDDEN = 0x10;
    public static final byte KIND_LOCAL = 0x20;
    public static final byte KIND_CELL = 0x40;
    public static final byte KIND_FREE = (byte) 0x80;
    /** Not a CPython flag: marks the parameters among the locals. */
    public static final byte KIND_ARG = 0x01;

    /** Exception-table entry width in ints. */
    public static final int EXC_ENTRY = 5;

    private static int nextVersion = 1;

    public final char[] instructions;
    public final PyObject[] consts;
    public final PyStr[] names;
    public final PyStr[] localsplusNames;
    public final byte[] localsplusKinds;
    public final int argcount;
    public final int posonlyargcount;
    public final int kwonlyargcount;
    public final int flags;
    /** Maximum value-stack depth. */
    public final int stacksize;
    /** {@code co_nlocals}: the slots that are locals (arguments that are also cells included). */
    public final int nlocals;
    public final int ncells;
    public final int nfrees;
    /** {@code co_filename}; importlib may fix it after a move ({@code _imp._fix_co_filename}). */
    public String filename;
    public final String name;
    public final String qualname;
    public final int firstlineno;
    public final int[] lineTable;
    /**
     * Per code unit {@code [endLine, (col + 1) << 16 | (endCol + 1)]} (see the class doc), or
     * null when only lines are known.
     */
    private int[] positionTable;
    /** Makes {@link #positionTable} at its first use (a code object loaded from a .pyc). */
    private java.util.function.Supplier<int[]> positionSource;

    /**
     * The position table (see the class doc), or null when only lines are known. A code object
     * loaded from marshal data decodes it here, at the first traceback or {@code co_positions()}
     * that needs it: most code never does.
     */
    public int[] positionTable() {
        java.util.function.Supplier<int[]> src = positionSource;
        if (src != null) {
            positionTable = src.get();
            positionSource = null;
        }
        return positionTable;
    }

    public void setPositionTable(int[] table) {
        positionTable = table;
        positionSource = null;
    }

    /** Set the position table to what {@code source} makes, when it is first asked for. */
    public void setPositionTable(java.util.function.Supplier<int[]> source) {
        positionTable = null;
        positionSource = source;
    }
    public final int[] exceptionTable;
    /**
     * For each cell slot (in {@code localsplus} order), the index of the argument it shadows, or
     * -1: an argument that is also a cell starts in its local slot and MAKE_CELL moves it.
     */
    public final int[] cell2arg;
    /** CPython's {@code co_version}: the version every function made from this code starts with. */
    public final int version;

    /**
     * The reference table for specialization caches: one slot per adaptive site that stores
     * objects ({@code refSlots} of them), filled by specializers. A cache unit holds the slot's
     * index; the slot holds the object.
     */
    public final Object[] refs;

    /**
     * The descriptors that extension children run, by instruction index (the site's reference
     * slot for them); null until a site of this code is extended. Owned by core.
     */
    public Object[] extensions;

    /** Interpreter-private state (quickening done, statistics...); owned by core. */
    public Object adaptiveState;

    /**
     * The interpreter's tier-2 state of this code: its compiled form once made (a JVM class
     * the core generated), or a marker that it cannot be compiled; null until then.
     */
    public Object compiled;

    /**
     * Core's cache of this code's layout in CPython's formats (for {@code co_code} and the
     * tables {@code dis} reads); null until one of them is asked for.
     */
    public Object layoutCache;

    /**
     * What core computes for the attributes that show a code object in CPython 3.13's formats;
     * core installs it when the interpreter starts.
     */
    public interface Views {
        /** {@code co_code} (base instructions) or {@code _co_code_adaptive}. */
        byte[] code(PyCode c, boolean adaptive);

        /** {@code co_linetable}. */
        byte[] lineTable(PyCode c);

        /** {@code co_exceptiontable}. */
        byte[] exceptionTable(PyCode c);

        /** {@code code.replace(**changes)}. */
        PyCode replace(PyCode c, PyObject[] args, PyStr[] kwnames);

        /**
         * The unit index in {@code co_code} of the instruction at Specializer's unit
         * {@code unit} (its opcode, after any {@code EXTENDED_ARG}).
         */
        int cpythonUnit(PyCode c, int unit);

        /**
         * Whether two code objects are equal as CPython's {@code code_richcompare} has it: the
         * same name, counts, flags, first line, instructions (unspecialized), constants (by
         * type and value, code objects by this equality), names and tables.
         */
        boolean equal(PyCode a, PyCode b);

        /** A hash consistent with {@link #equal}. */
        long hash(PyCode c);
    }

    /** The installed {@link Views}, or null outside an interpreter. */
    public static Views views;

    /**
     * CPython's {@code f_lasti}/{@code tb_lasti} for the instruction at unit {@code unit}: its
     * byte offset in {@code co_code}, which {@code co_positions()} is indexed by.
     */
    public int lasti(int unit) {
        Views v = views;
        return 2 * (v == null || unit < 0 ? unit : v.cpythonUnit(this, unit));
    }

    /**
     * How hot the code is for tier 2: calls and loop iterations in the interpreter. The core
     * compiles the code when it reaches the tier-2 threshold.
     */
    public int hotness;

    /** Standard-library code that reached the program's tier-2 threshold and was left to
     *  count on to the library's ({@code Tier2}). */
    public boolean tier2Deferred;

    /**
     * How many times tier 2 has thrown this code's compiled form away because its guards kept
     * failing or a site it compiled unspecialized has specialized since; the core stops at a
     * budget.
     */
    public int invalidations;

    /**
     * Core's memory, across compilations, of the sites whose failing guards have given a
     * compiled form up (tier 2 does not give one up twice for the same site); null until one.
     */
    public Object tier2Sites;

    /**
     * While the code is instrumented for {@code sys.settrace} or {@code sys.setprofile}: per
     * code unit, the opcode that an INSTRUMENTED_LINE marker there stands in for in the low
     * byte (0 at any other unit), and flags of the tracer's above it; null when the code has
     * no marker.
     */
    public char[] lineOriginals;

    /** The opcode of code unit {@code i}: a tracing marker's own instruction's, not its. */
    public int opcodeAt(int i) {
        char[] orig = lineOriginals;
        return orig != null && (orig[i] & 0xFF) != 0 ? orig[i] & 0xFF : instructions[i] & 0xFF;
    }

    /** The code units with every tracing marker replaced by its instruction's opcode. */
    public char[] unitsWithoutMarkers() {
        char[] units = instructions.clone();
        char[] orig = lineOriginals;
        if (orig != null) {
            for (int i = 0; i < units.length; i++) {
                if ((orig[i] & 0xFF) != 0) {
                    units[i] = (char) ((units[i] & 0xFF00) | (orig[i] & 0xFF));
                }
            }
        }
        return units;
    }

    public PyCode(char[] instructions, PyObject[] consts, PyStr[] names, PyStr[] localsplusNames,
            byte[] localsplusKinds, int argcount, int posonlyargcount, int kwonlyargcount,
            int flags, int stacksize, String filename, String name, String qualname,
            int firstlineno, int[] lineTable, int[] exceptionTable, int refSlots) {
        super(TYPE);
        this.instructions = instructions;
        this.consts = consts;
        this.names = names;
        this.localsplusNames = localsplusNames;
        this.localsplusKinds = localsplusKinds;
        this.argcount = argcount;
        this.posonlyargcount = posonlyargcount;
        this.kwonlyargcount = kwonlyargcount;
        this.flags = flags;
        this.stacksize = stacksize;
        this.filename = filename;
        this.name = name;
        this.qualname = qualname;
        this.firstlineno = firstlineno;
        this.lineTable = lineTable;
        this.exceptionTable = exceptionTable;
        this.refs = new Object[refSlots];
        int locals = 0;
        int cells = 0;
        int frees = 0;
        for (byte k : localsplusKinds) {
            if ((k & KIND_FREE) != 0) {
                frees++;
            } else if ((k & KIND_CELL) != 0) {
                cells++;
            }
            // as CPython's co_nlocals: an argument that is also a cell counts as a local too
            if ((k & KIND_LOCAL) != 0) {
                locals++;
            }
        }
        this.nlocals = locals;
        this.ncells = cells;
        this.nfrees = frees;
        int[] c2a = new int[localsplusKinds.length];
        int nargs = argcount + kwonlyargcount + ((flags & CO_VARARGS) != 0 ? 1 : 0)
                + ((flags & CO_VARKEYWORDS) != 0 ? 1 : 0);
        for (int i = 0; i < c2a.length; i++) {
            c2a[i] = -1;
            if ((localsplusKinds[i] & KIND_CELL) != 0 && i < nargs) {
                c2a[i] = i;
            }
        }
        this.cell2arg = c2a;
        synchronized (PyCode.class) {
            this.version = nextVersion == 0 ? 0 : nextVersion++;
        }
    }

    /** Total slots before the value stack. */
    public int nlocalsplus() {
        return localsplusNames.length;
    }

    /** Frame array size: fast locals plus the value stack. */
    public int frameSize() {
        return localsplusNames.length + stacksize;
    }

    public boolean hasFlag(int f) {
        return (flags & f) != 0;
    }

    /** Total number of parameters, counting {@code *args} and {@code **kwargs}. */
    public int totalArgs() {
        return argcount + kwonlyargcount + ((flags & CO_VARARGS) != 0 ? 1 : 0)
                + ((flags & CO_VARKEYWORDS) != 0 ? 1 : 0);
    }

    /** The source line of the instruction at code unit {@code ip}, or -1 when unknown. */
    public int lineAt(int ip) {
        if (ip < 0 || ip >= lineTable.length) {
            return -1;
        }
        int l = lineTable[ip];
        return l == 0 ? -1 : l;
    }

    /**
     * The exception-table entry covering code unit {@code ip}: its index into
     * {@link #exceptionTable}, or -1.
     */
    public int findHandler(int ip) {
        int[] t = exceptionTable;
        int lo = 0;
        int hi = t.length / EXC_ENTRY - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int base = mid * EXC_ENTRY;
            if (ip < t[base]) {
                hi = mid - 1;
            } else if (ip >= t[base + 1]) {
                lo = mid + 1;
            } else {
                return base;
            }
        }
        return -1;
    }
}
