package org.specializer.core.tier2;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.specializer.api.PyCode;
import org.specializer.api.PyStr;
import org.specializer.core.interp.CoreMethod;
import org.specializer.spi.Opcode;

/**
 * Tier 2's translator: one code object's instruction stream, as specialization has left it,
 * to one JVM class whose {@code run(Frame, int)} executes it.
 *
 * <h2>The shape of the generated code</h2>
 * <ul>
 *   <li>Every fast local and every value-stack slot is a JVM local of its own (the stack depth
 *       at each instruction is static, see {@link Flow}), so the Python stack costs nothing:
 *       no array stores, no bounds checks, no card marks, and HotSpot can keep values in
 *       registers and see through allocations.
 *   <li>Each instruction becomes straight-line code: a call to the same helper the eval loop
 *       uses, or a few JVM instructions. Jumps are JVM jumps, so the dispatch is gone.
 *   <li>Complex instructions whose helpers work on the frame's array ({@code (s, sp)} helpers:
 *       calls, unpacking, builds) get their operands spilled into the frame's stack area
 *       and their results read back, so they share one implementation with the loop.
 *   <li>JVM exception ranges (one per exception-table entry and gap) lead to one dispatch.
 *       It hands the exception and the failing
 *       instruction's index (kept in a local, {@code ip}) to {@code Tier2Ops.unwind}, which
 *       adds the traceback entry and finds the Python handler exactly as the loop does; a
 *       switch then restores the handler's stack picture and jumps to it.
 *   <li>{@code run(f, entry)}: entry 0 starts the code; any other entry is a loop head a frame
 *       that was running in the interpreter continues at (on-stack replacement), or the point
 *       after a yield where a generator resumes: its locals and stack are loaded from the
 *       frame's array. A yield stores them there and returns, as the loop's YIELD_VALUE does,
 *       so a generator frame can move between the loop and compiled code at any suspension.
 *   <li>Constants, names and cache contents are static final fields set from the class data
 *       ({@code MethodHandles.classData}), which HotSpot folds like literals.
 * </ul>
 *
 * <h2>Regions</h2>
 * Code whose method would be larger than HotSpot compiles ({@link #HUGE_METHOD_LIMIT}) is
 * split into regions of consecutive instructions, each a method of its own with
 * {@code run}'s signature, of about {@link #REGION_TARGET} bytes; {@code run} calls the region
 * that holds its entry. A region is entered at its start and at any jump target in it, with
 * its stack loaded from the frame's array as at an on-stack replacement, and loads only the
 * fast locals its own instructions name. A jump or fall-through to another region, and a
 * handler in another region, leave through an exit that writes those locals and the target's
 * stack back to the frame and returns {@code Tier2Ops.REGION_EXIT} with {@code f.ip} at the
 * target; {@code run} then calls the target's region. Tracebacks and generators work as in
 * one method, since each region's code is the same translation.
 *
 * <p>Such code is translated over its generic instructions, each specialized site back at
 * its family's base instruction, without checks (it has nothing to adapt to): HotSpot compiles
 * each region as a method of its own, and the guards, fast paths and fallbacks of specialized
 * sites about double the code it compiles. A decoder of 160 fields in one function ran its
 * 19,200 calls in 2.4 s with specialized regions and 1.6 s with generic ones, and a loop of
 * 300 swaps reached the same steady state sooner. (With {@code -Dspecializer.tier2.split}, the
 * test setting, code is split as it is, specialized sites and checks included.)
 *
 * <p>The translator reads each site's current opcode: a specialized child becomes its
 * guarded fast path, with the family's generic form inline as the fallback, so a guard that
 * fails now and then costs a branch. With an {@link Adaptation}, each failure path and each
 * site still warming up also calls a check that may give the compiled form up; the frame then
 * leaves through one deopt stub that writes its locals and stack back to the frame and lets
 * the interpreter run the rest.
 */
public final class Translator {
    private Translator() {}

    /** What {@link #translate} produces: the class file, its class data, the size of its
     *  methods' code, and the number of regions (methods) the code was split into (1: one). */
    public record Result(byte[] bytes, List<Object> classData, int codeSize, int regions) {}

    /** HotSpot will not JIT-compile a method with more bytecode than this. */
    public static final int HUGE_METHOD_LIMIT = 8000;

    /** Names that mean the code may look at its own frame's locals (builtins that do). */
    private static final java.util.Set<String> INTROSPECTIVE =
            java.util.Set.of("locals", "vars", "dir", "eval", "exec");

    // ---- JVM names
    static final String API = "org/specializer/api/";
    static final String CORE = "org/specializer/core/interp/";
    static final String O = "L" + API + "PyObject;";
    static final String PYOBJECT = API + "PyObject";
    static final String STR = "L" + API + "PyStr;";
    static final String FRAME = CORE + "Frame";
    static final String FR = "L" + FRAME + ";";
    static final String ARR = "[" + O;
    static final String PYEXC = API + "PyException";
    static final String EXC = "L" + PYEXC + ";";
    static final String ABSTRACT = API + "Abstract";
    static final String T2 = CORE + "Tier2Ops";
    static final String OPS = CORE + "Ops";
    static final String CALLS = CORE + "Calls";
    static final String NAMEOPS = CORE + "NameOps";
    static final String EXCEPTIONS = CORE + "Exceptions";
    static final String ATTRS = CORE + "Attributes";
    static final String IMPORTS = CORE + "Imports";
    static final String BREAKER = CORE + "Breaker";
    static final String GENERATORS = CORE + "Generators";
    static final String RARE_OPS = CORE + "RareOps";
    static final String BASE_CLASS = CORE + "CompiledCode";
    static final String RUN_DESC = "(" + FR + "I)" + O;

    // ---- JVM locals of the run method
    private static final int THIS = 0;
    private static final int F = 1;
    private static final int ENTRY = 2;
    private static final int S = 3;
    private static final int IP = 4;
    private static final int EXCV = 5;
    private static final int T0 = 6;
    private static final int FIRST = 7;

    /**
     * What specialization has left in a code object, copied: its instructions with their
     * inline caches, its reference table and its extension descriptors. The interpreter goes on
     * rewriting the live arrays while a translation runs on another thread; a snapshot taken
     * at an instruction boundary is the one consistent picture the translator reads.
     */
    public record Snapshot(char[] instructions, Object[] refs, Object[] extensions) {
        /** Copy {@code code}'s specialization state (between two instructions). */
        public static Snapshot of(PyCode code) {
            Object[] ext = code.extensions;
            return new Snapshot(code.instructions.clone(), code.refs.clone(),
                    ext == null ? null : ext.clone());
        }

        /**
         * These instructions with each specialized site back at its family's base instruction
         * (caches and references as they are): what tier 2 translates for code too large for
         * one JVM method (see "Regions" above).
         */
        Snapshot generic(Flow flow) {
            char[] instr = instructions.clone();
            for (int u = 0; u < flow.length; u++) {
                int p = flow.opUnit[u];
                if (p >= 0) {
                    Opcode parent = Opcode.byNumber(flow.op[p]).deoptParent();
                    instr[p] = (char) (instr[p] & 0xFF00 | parent.number());
                }
            }
            return new Snapshot(instr, refs, extensions);
        }

        /** The live arrays themselves (a translation in the interpreter's own thread). */
        public static Snapshot live(PyCode code) {
            return new Snapshot(code.instructions, code.refs, code.extensions);
        }
    }

    /**
     * That the compiled code is to watch its sites and give itself up when specialization
     * would decide differently now (see {@code CompiledCode}): each guard's failure path
     * calls {@code missed}, and each site that was still warming up calls {@code warming}.
     * {@code warmupBackoff}: the backoff exponent of a counter that has never yet triggered.
     */
    public record Adaptation(int warmupBackoff) {}

    /** Bits of a check's packed argument ({@code unit << DEPTH_BITS | depth}) for the depth. */
    public static final int DEPTH_BITS = 12;

    /**
     * Translate {@code code} without checks; {@code className} is the binary name (with
     * slashes) the class gets, in the package of the lookup that defines it.
     */
    public static Result translate(PyCode code, String className) throws Refusal {
        return translate(code, Snapshot.live(code), className, null);
    }

    /**
     * Translate {@code code} as {@code state} shows its specialization, with the checks
     * {@code adapt} asks for (null: none).
     */
    public static Result translate(PyCode code, Snapshot state, String className,
            Adaptation adapt) throws Refusal {
        Flow flow = Flow.analyze(code, state.instructions());
        refuseIntrospection(code, flow);
        if (adapt != null && (state.instructions().length >= 1 << (31 - DEPTH_BITS)
                || flow.maxDepth >= 1 << DEPTH_BITS)) {
            adapt = null;  // too large to pack a site into a check's argument
        }
        int forced = split;
        TooLarge big;
        Writer whole = new Translator.Writer(code, state, flow, className, adapt, null, null);
        try {
            Result one = whole.write();
            if (forced <= 0 || one.codeSize() <= forced) {
                return one;
            }
            big = new TooLarge(one.codeSize());
        } catch (TooLarge e) {
            big = e;
        }
        if (forced <= 0) {
            // over HotSpot's limit as one method: its generic instructions, split if need be
            state = state.generic(flow);
            flow = Flow.analyze(code, state.instructions());
            adapt = null;
            whole = new Translator.Writer(code, state, flow, className, null, null, null);
            try {
                return whole.write();
            } catch (TooLarge e) {
                big = e;
            }
        }
        // split into regions, more until each fits
        int target = forced > 0 ? forced : REGION_TARGET;
        int n = Math.max(2, (big.size + target - 1) / target);
        for (int attempt = 0; attempt < 4; attempt++, n *= 2) {
            int[] starts = regionStarts(flow, n);
            if (starts.length < 2) {
                break;
            }
            try {
                return new Translator.Writer(code, state, flow, className, adapt, starts,
                        whole.localsAt).write();
            } catch (TooLarge e) {
                big = e;
            }
        }
        throw new Refusal(big.size + " bytes of JVM code in one region, over HotSpot's "
                + "huge-method limit");
    }

    /**
     * What a region's method is planned to hold, in bytes of JVM code (a region may hold more
     * than the average, up to the limit). Small regions pay: on a function of 300 four-name
     * swaps in a loop, regions of about 1000 bytes ran 4 times faster in steady state than
     * regions of 4000, and reached it sooner (HotSpot's C2 took about 250 ms per 4000-byte
     * method and kept the tuples it could not prove local). {@code -Dspecializer.tier2.region}
     * sets it for an experiment.
     */
    static final int REGION_TARGET = Integer.getInteger("specializer.tier2.region", 1000);

    /**
     * For tests: split every code object whose method would be larger than this many bytes
     * into regions of about this size ({@code -Dspecializer.tier2.split}; 0, the default, splits
     * only what exceeds HotSpot's limit), so that a test suite run this way crosses regions
     * everywhere: jumps, loops, handlers and generators' resumptions.
     */
    private static volatile int split = Integer.getInteger("specializer.tier2.split", 0);

    /** Split code whose method would exceed {@code bytes} into regions of about that size
     *  (0: only code over HotSpot's limit); see {@link #split}. */
    public static void setSplit(int bytes) {
        split = bytes;
    }

    /** A method over {@link #HUGE_METHOD_LIMIT}: its size, for planning regions. */
    static final class TooLarge extends Refusal {
        final int size;

        TooLarge(int size) {
            super(size + " bytes of JVM code, over HotSpot's huge-method limit");
            this.size = size;
        }
    }

    /**
     * Where each of about {@code n} regions of equal length in code units starts: the first at
     * 0, each other at the first reachable instruction at or after its share, which becomes a
     * jump target (a join point for the translator: nothing is folded across it). A region
     * never starts at a conditional jump, which the instruction before it would rather fold.
     */
    static int[] regionStarts(Flow fl, int n) {
        List<Integer> starts = new ArrayList<>(List.of(0));
        int u = 1;
        for (int k = 1; k < n; k++) {
            u = Math.max(u, (int) ((long) fl.length * k / n));
            while (u < fl.length && (fl.opUnit[u] < 0 || fl.depth[u] < 0
                    || foldable(Opcode.byNumber(fl.op[fl.opUnit[u]])))) {
                u++;
            }
            if (u >= fl.length) {
                break;
            }
            starts.add(u);
            fl.target[u] = true;
            u++;
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    private static boolean foldable(Opcode o) {
        return o == Opcode.POP_JUMP_IF_FALSE || o == Opcode.POP_JUMP_IF_TRUE;
    }

    /**
     * Refuse code that looks up {@code locals}, {@code vars}, {@code dir}, {@code eval} or
     * {@code exec} as a global or builtin (LOAD_GLOBAL, LOAD_NAME): those read the calling
     * frame's locals, which compiled code keeps in JVM locals. An attribute of that name
     * ({@code node.eval(env)}) is not such a lookup: refusing every code object that named one
     * kept a tree-walking interpreter's methods out of tier 2.
     */
    private static void refuseIntrospection(PyCode code, Flow flow) throws Refusal {
        for (int u = 0; u < flow.length; u++) {
            int p = flow.opUnit[u];
            if (p < 0) {
                continue;
            }
            Opcode o = Opcode.byNumber(flow.op[p]).deoptParent();
            int name = o == Opcode.LOAD_GLOBAL ? flow.arg[p] >> 1
                    : o == Opcode.LOAD_NAME || o == Opcode.LOAD_FROM_DICT_OR_GLOBALS
                    ? flow.arg[p] : -1;
            if (name >= 0 && name < code.names.length
                    && INTROSPECTIVE.contains(code.names[name].value)) {
                throw new Refusal("the code may read its frame (" + code.names[name].value + ")");
            }
        }
    }

    /** One translation's state. */
    static final class Writer {
        final PyCode code;
        /** The specialization state translated (not the live arrays: see {@link Snapshot}). */
        final Snapshot state;
        final Flow fl;
        final String className;
        final int nlp;
        final int base;
        final boolean writeThroughFirst;
        /** The code names {@code _getframe}, {@code currentframe} or {@code f_locals}: it may
         *  read or write its own frame's locals ({@link #spillsAt}). */
        final boolean namesFrames;
        /** Generator or coroutine code: returns mark the frame finished, resumptions check
         *  for an exception thrown in. */
        final boolean generator;
        final List<Object> data = new ArrayList<>();
        /** The labels of the method being written, by code unit. */
        Label[] labels;
        /**
         * Where each region starts, for code too large for one JVM method (null: one method,
         * {@code run}). Each region is a method of its own ({@code r0}, {@code r1}, ...) with
         * {@code run}'s signature; {@code run} calls the one that holds its entry. A jump out of
         * a region writes the locals and stack back to the frame and returns
         * {@code Tier2Ops.REGION_EXIT} with {@code f.ip} at the target, and {@code run} calls
         * the target's region with it as the entry.
         */
        final int[] regions;
        /** The code units of the method being written: from {@code regionStart} to before
         *  {@code regionEnd}. */
        int regionStart;
        int regionEnd;
        /** The method's exits to other regions, by target unit. */
        final java.util.TreeMap<Integer, Label> exits = new java.util.TreeMap<>();
        MethodVisitor mv;
        /** The instruction after the one being emitted was folded into it. */
        boolean consumedNext;

        /** The checks to emit; null for none. */
        final Adaptation adapt;
        /** The instruction being emitted: its first code unit (any EXTENDED_ARG) and depth. */
        int curStart;
        int curDepth;
        /** Each LOAD_ATTR and STORE_ATTR site's own caches, by twice its first code unit, plus
         *  one for the method form's (see {@code Emit}). */
        final java.util.Map<Integer, org.specializer.core.interp.AttrSiteCache> attrCaches =
                new java.util.HashMap<>();
        /** Where a check that gives the compiled form up goes; made at the first check. */
        Label deoptStub;

        Writer(PyCode code, Snapshot state, Flow fl, String className, Adaptation adapt,
                int[] regions, java.util.BitSet[] localsAt) {
            this.adapt = adapt;
            this.regions = regions;
            this.localsAt = localsAt != null ? localsAt : new java.util.BitSet[fl.length + 1];
            this.code = code;
            this.state = state;
            this.fl = fl;
            this.className = className;
            this.nlp = code.nlocalsplus();
            this.base = nlp;
            boolean sup = false;
            boolean frames = false;
            for (PyStr n : code.names) {
                sup |= n.value.equals("super");
                frames |= n.value.equals("_getframe") || n.value.equals("currentframe")
                        || n.value.equals("f_locals");
            }
            // zero-argument super() reads the first argument from the frame's array
            this.writeThroughFirst = sup;
            this.namesFrames = frames;
            this.generator = (code.flags & (PyCode.CO_GENERATOR | PyCode.CO_COROUTINE
                    | PyCode.CO_ASYNC_GENERATOR | PyCode.CO_ITERABLE_COROUTINE)) != 0;
            this.clearsDeadSlots = (code.flags & PyCode.CO_OPTIMIZED) == 0;
        }

        /**
         * The JVM local of fast local {@code i}. While the body of the whole code is written as
         * one method, each instruction's fast locals are noted ({@link #localsAt}): a region
         * then loads and writes back only the fast locals its instructions name, the others
         * staying in the frame's array meanwhile (a function with hundreds of locals would
         * otherwise copy them all at every crossing).
         */
        int local(int i) {
            if (regions == null && inBody) {
                java.util.BitSet b = localsAt[curStart];
                if (b == null) {
                    b = localsAt[curStart] = new java.util.BitSet();
                }
                b.set(i);
            }
            return FIRST + i;
        }

        /** Whether an instruction of the body is being written (see {@link #local}). */
        boolean inBody;
        /** Per instruction start, the fast locals its code names (null: none). */
        final java.util.BitSet[] localsAt;
        /** The fast locals of the region being written (all of them for one method). */
        java.util.BitSet regionLocals;
        /** The stack slots the region's code may use (all of them for one method). */
        int regionDepth;

        /**
         * The stack slots the code from {@code from} to before {@code to} uses: the depths at
         * its instructions, at their successors and at the handlers of the exception-table
         * entries over it (all entries in generator code), and one more.
         */
        private int depthUsed(int from, int to) {
            int m = 0;
            for (int u = from; u < to; u++) {
                int p = fl.opUnit[u];
                if (p < 0 || fl.depth[u] < 0) {
                    continue;
                }
                m = Math.max(m, fl.depth[u]);
                int n = fl.next(p);
                if (n < fl.length) {
                    m = Math.max(m, fl.depth[n]);
                }
                Opcode o = Opcode.byNumber(fl.op[p]).deoptParent();
                if (o.jump() != Opcode.Jump.NONE) {
                    int t = fl.jumpTarget(p) + (o == Opcode.FOR_ITER ? 2 : 0);
                    if (t >= 0 && t < fl.length) {
                        m = Math.max(m, fl.depth[t]);
                    }
                }
            }
            int[] t = code.exceptionTable;
            for (int h = 0; h + PyCode.EXC_ENTRY <= t.length; h += PyCode.EXC_ENTRY) {
                // (a generator's resumption with an exception thrown in may land at any)
                if (generator || t[h] < to && t[h + 1] > from) {
                    m = Math.max(m, t[h + 3] + (t[h + 4] != 0 ? 1 : 0) + 1);
                }
            }
            return Math.min(fl.maxDepth, m + 1);
        }

        int stack(int k) {
            return FIRST + nlp + k;
        }

        Label label(int unit) {
            if (regions != null && (unit < regionStart || unit >= regionEnd)) {
                return exits.computeIfAbsent(unit, k -> new Label());
            }
            Label l = labels[unit];
            if (l == null) {
                l = labels[unit] = new Label();
            }
            return l;
        }

        Result write() throws Refusal {
            // Class-file version 49, without stack map frames: HotSpot verifies it by type
            // inference, in the VM. Computing frames with ASM (COMPUTE_FRAMES, for the split
            // verifier of version 50 and later) was half the translator's time, and far more
            // while the JVM runs the translator cold, early in a run, when the program waits
            // for it: a parser's 32 first compilations took 100 ms with frames and 55 without
            // (defining the classes 11-18 ms and 18-26 ms); ../shared/bench's geometric mean
            // went from 0.76 to 0.72 of CPython's time, bench/ stayed at 0.93
            // (tools/compare-cpython.sh 2). The classes use nothing newer: static calls,
            // fields, class constants, MethodHandles.classData read in the initializer.
            ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
            cw.visit(Opcodes.V1_5, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, className, null,
                    BASE_CLASS, null);
            MethodVisitor init = cw.visitMethod(0, "<init>", "()V", null, null);
            init.visitCode();
            init.visitVarInsn(Opcodes.ALOAD, 0);
            init.visitMethodInsn(Opcodes.INVOKESPECIAL, BASE_CLASS, "<init>", "()V", false);
            init.visitInsn(Opcodes.RETURN);
            init.visitMaxs(0, 0);
            init.visitEnd();

            int size = 0;
            if (regions == null) {
                size = method(cw, "run", 0, 0, fl.length);
            } else {
                for (int k = 0; k < regions.length; k++) {
                    size += method(cw, "r" + k, Opcodes.ACC_PRIVATE, regions[k],
                            k + 1 < regions.length ? regions[k + 1] : fl.length);
                }
                regionDispatch(cw);
            }
            constantFields(cw);
            cw.visitEnd();
            byte[] bytes;
            try {
                bytes = cw.toByteArray();
            } catch (RuntimeException e) {  // ASM's MethodTooLargeException and kin
                throw new Refusal("class writer: " + e);
            }
            return new Result(bytes, List.copyOf(data), size,
                    regions == null ? 1 : regions.length);
        }

        /**
         * Write the method {@code name} that runs code units {@code from} to before {@code to}
         * (all of them, or one region); returns its size in bytes.
         */
        private int method(ClassWriter cw, String name, int access, int from, int to)
                throws Refusal {
            regionStart = from;
            regionEnd = to;
            regionLocals = new java.util.BitSet();
            regionDepth = regions == null ? fl.maxDepth : depthUsed(from, to);
            if (regions == null) {
                regionLocals.set(0, nlp);
            } else {
                for (int u = from; u < to; u++) {
                    if (localsAt[u] != null) {
                        regionLocals.or(localsAt[u]);
                    }
                }
            }
            labels = new Label[fl.length + 1];
            exits.clear();
            boundaries.clear();
            rangeHandlers.clear();
            rangeEntries.clear();
            deoptStub = null;
            consumedNext = false;
            mv = cw.visitMethod(access, name, RUN_DESC, null, null);
            mv.visitCode();
            Label bodyStart = new Label();
            Label bodyEnd = new Label();
            Label methodEnd = new Label();
            handlerRanges(bodyStart, bodyEnd);
            Label dispatch = new Label();
            prologue();
            entryStubs(dispatch);
            mv.visitLabel(bodyStart);
            body();
            if (to < fl.length) {
                mv.visitJumpInsn(Opcodes.GOTO, label(to));  // falls through into the next region
            }
            mv.visitLabel(bodyEnd);
            handlerCode(dispatch);
            deoptStub();
            exitStubs();
            mv.visitLabel(methodEnd);
            // the code's size is known before the maximum stack is computed
            int size = methodEnd.getOffset();
            if (size > HUGE_METHOD_LIMIT) {
                throw new TooLarge(size);
            }
            mv.visitMaxs(0, 0);
            mv.visitEnd();
            return size;
        }

        /**
         * A region's exits: each writes the stack its target expects into the frame's array
         * and goes to the shared tail, which writes the locals too and returns
         * {@code REGION_EXIT} with {@code f.ip} at the target (kept meanwhile in the entry's
         * local, which nothing reads after the prologue). Outside every exception range.
         */
        private void exitStubs() {
            if (exits.isEmpty()) {
                return;
            }
            Label tail = new Label();
            for (Map.Entry<Integer, Label> e : exits.entrySet()) {
                int t = e.getKey();
                int d = fl.depth[t];
                mv.visitLabel(e.getValue());
                spill(d, d);
                if (clearsDeadSlots) {
                    clearSpilled(d, regionDepth);  // what this region spilled above is dead
                }
                mv.visitVarInsn(Opcodes.ALOAD, F);
                push(base + d);
                mv.visitFieldInsn(Opcodes.PUTFIELD, FRAME, "sp", "I");
                push(t);
                mv.visitVarInsn(Opcodes.ISTORE, ENTRY);
                mv.visitJumpInsn(Opcodes.GOTO, tail);
            }
            mv.visitLabel(tail);
            spillLocals();
            mv.visitVarInsn(Opcodes.ALOAD, F);
            mv.visitVarInsn(Opcodes.ILOAD, ENTRY);
            mv.visitFieldInsn(Opcodes.PUTFIELD, FRAME, "ip", "I");
            mv.visitFieldInsn(Opcodes.GETSTATIC, T2, "REGION_EXIT", O);
            mv.visitInsn(Opcodes.ARETURN);
        }

        /**
         * {@code run(f, entry)} of code split into regions: call the region that holds the
         * entry; while it returns {@code REGION_EXIT}, call the one that holds {@code f.ip}.
         */
        private void regionDispatch(ClassWriter cw) {
            MethodVisitor m = cw.visitMethod(0, "run", RUN_DESC, null, null);
            m.visitCode();
            Label loop = new Label();
            Label called = new Label();
            Label result = new Label();
            m.visitLabel(loop);
            for (int k = regions.length - 1; k >= 0; k--) {
                Label below = new Label();
                if (k > 0) {
                    m.visitVarInsn(Opcodes.ILOAD, ENTRY);
                    push(m, regions[k]);
                    m.visitJumpInsn(Opcodes.IF_ICMPLT, below);
                }
                m.visitVarInsn(Opcodes.ALOAD, THIS);
                m.visitVarInsn(Opcodes.ALOAD, F);
                m.visitVarInsn(Opcodes.ILOAD, ENTRY);
                m.visitMethodInsn(Opcodes.INVOKESPECIAL, className, "r" + k, RUN_DESC, false);
                m.visitJumpInsn(Opcodes.GOTO, called);
                if (k > 0) {
                    m.visitLabel(below);
                }
            }
            m.visitLabel(called);
            m.visitInsn(Opcodes.DUP);
            m.visitFieldInsn(Opcodes.GETSTATIC, T2, "REGION_EXIT", O);
            m.visitJumpInsn(Opcodes.IF_ACMPNE, result);
            m.visitInsn(Opcodes.POP);
            m.visitVarInsn(Opcodes.ALOAD, F);
            m.visitFieldInsn(Opcodes.GETFIELD, FRAME, "ip", "I");
            m.visitVarInsn(Opcodes.ISTORE, ENTRY);
            m.visitJumpInsn(Opcodes.GOTO, loop);
            m.visitLabel(result);
            m.visitInsn(Opcodes.ARETURN);
            m.visitMaxs(0, 0);
            m.visitEnd();
        }

        // ------------------------------------------------------------ prologue and handler

        private void prologue() {
            mv.visitVarInsn(Opcodes.ALOAD, F);
            mv.visitInsn(Opcodes.ICONST_1);
            mv.visitFieldInsn(Opcodes.PUTFIELD, FRAME, "compiled", "Z");
            mv.visitVarInsn(Opcodes.ALOAD, F);
            mv.visitFieldInsn(Opcodes.GETFIELD, FRAME, "s", ARR);
            mv.visitVarInsn(Opcodes.ASTORE, S);
            for (int i = regionLocals.nextSetBit(0); i >= 0; i = regionLocals.nextSetBit(i + 1)) {
                mv.visitVarInsn(Opcodes.ALOAD, S);
                push(i);
                mv.visitInsn(Opcodes.AALOAD);
                mv.visitVarInsn(Opcodes.ASTORE, local(i));
            }
            for (int k = 0; k < regionDepth; k++) {
                mv.visitInsn(Opcodes.ACONST_NULL);
                mv.visitVarInsn(Opcodes.ASTORE, stack(k));
            }
            mv.visitInsn(Opcodes.ICONST_M1);
            mv.visitVarInsn(Opcodes.ISTORE, IP);
            mv.visitInsn(Opcodes.ACONST_NULL);
            mv.visitVarInsn(Opcodes.ASTORE, EXCV);
            mv.visitInsn(Opcodes.ACONST_NULL);
            mv.visitVarInsn(Opcodes.ASTORE, T0);
            // on-stack replacement and generator resumption: continue at a loop head or after
            // a yield with the stack from the frame
            // (a region is also entered at its start and at whatever other regions jump to)
            List<Integer> heads = new ArrayList<>();
            int maxHeadDepth = 0;
            for (int u = Math.max(1, regionStart); u < regionEnd; u++) {
                if ((fl.loopHead[u] || fl.resumePoint[u]
                        || regions != null && (fl.target[u] || u == regionStart))
                        && fl.depth[u] >= 0) {
                    heads.add(u);
                    maxHeadDepth = Math.max(maxHeadDepth, fl.depth[u]);
                }
            }
            entries = heads;
            if (heads.isEmpty()) {
                mv.visitJumpInsn(Opcodes.GOTO, label(0));
                return;
            }
            if (regionStart == 0) {
                mv.visitVarInsn(Opcodes.ILOAD, ENTRY);
                mv.visitJumpInsn(Opcodes.IFEQ, label(0));
            }
            for (int k = 0; k < maxHeadDepth; k++) {
                mv.visitVarInsn(Opcodes.ALOAD, S);
                push(base + k);
                mv.visitInsn(Opcodes.AALOAD);
                mv.visitVarInsn(Opcodes.ASTORE, stack(k));
            }
            if (clearsDeadSlots) {
                clearSpilled(0, maxHeadDepth);  // the JVM locals hold the stack now
            }
            int[] keys = new int[heads.size()];
            Label[] targets = new Label[heads.size()];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = heads.get(i);
                int u = heads.get(i);
                targets[i] = generator && (fl.loopHead[u] || fl.resumePoint[u]) ? new Label()
                        : label(u);
            }
            entryStubs = targets;
            Label bad = new Label();
            mv.visitVarInsn(Opcodes.ILOAD, ENTRY);
            mv.visitLookupSwitchInsn(bad, keys, targets);
            mv.visitLabel(bad);
            mv.visitVarInsn(Opcodes.ALOAD, F);
            mv.visitVarInsn(Opcodes.ILOAD, ENTRY);
            invoke(T2, "badEntry", "(" + FR + "I)Ljava/lang/IllegalStateException;");
            mv.visitInsn(Opcodes.ATHROW);
        }

        /** The entries other than 0, and (in generator code) their stubs' labels. */
        List<Integer> entries = List.of();
        Label[] entryStubs;

        /**
         * In generator code, each entry first takes the exception thrown in, if any, and goes
         * to the handler with it as if the resumption point had raised it (as the loop raises
         * it at f.ip). The stubs stay outside the handler's range and throw nothing: HotSpot's
         * C1 refuses a method whose handler is reached from code before the body.
         */
        private void entryStubs(Label dispatch) {
            if (!generator || entries.isEmpty()) {
                return;
            }
            for (int i = 0; i < entries.size(); i++) {
                if (entryStubs[i] == labels[entries.get(i)]) {
                    continue;  // a region's entry that is not a resumption: no stub
                }
                Label none = new Label();
                mv.visitLabel(entryStubs[i]);
                at(entries.get(i));
                mv.visitVarInsn(Opcodes.ALOAD, F);
                invoke(T2, "takePendingThrow", "(" + FR + ")" + EXC);
                mv.visitInsn(Opcodes.DUP);
                mv.visitJumpInsn(Opcodes.IFNULL, none);
                mv.visitVarInsn(Opcodes.ASTORE, EXCV);
                at(entries.get(i) - 1);  // thrown at the instruction that suspended, as Eval
                mv.visitJumpInsn(Opcodes.GOTO, dispatch);
                mv.visitLabel(none);
                mv.visitInsn(Opcodes.POP);
                mv.visitJumpInsn(Opcodes.GOTO, label(entries.get(i)));
            }
        }

        /**
         * The JVM handlers of the ranges, then their dispatch: {@code Tier2Ops.unwind} records the traceback
         * entry and finds the Python handler (or rethrows); a switch on the exception-table
         * entry it found pushes lasti and the exception at the entry's depth and jumps.
         */
        private void handlerCode(Label dispatch) {
            int[] t = code.exceptionTable;
            Map<List<Integer>, Label> landings = new LinkedHashMap<>();
            for (int i = 0; i < rangeHandlers.size(); i++) {
                int h = rangeEntries.get(i);
                mv.visitLabel(rangeHandlers.get(i));
                mv.visitVarInsn(Opcodes.ASTORE, EXCV);
                if (h < 0) {
                    spillLocals();  // the exception leaves the frame: its tb_frame's f_locals
                }
                unwind();
                mv.visitInsn(Opcodes.POP);  // the JVM range is the entry's range: it is entry h
                if (h < 0) {
                    // no entry covers the range: unwind has already rethrown
                    mv.visitVarInsn(Opcodes.ALOAD, EXCV);
                    mv.visitInsn(Opcodes.ATHROW);
                } else {
                    mv.visitJumpInsn(Opcodes.GOTO, landings.computeIfAbsent(
                            List.of(t[h + 2], t[h + 3], t[h + 4]), k -> new Label()));
                }
            }
            // a resumption with an exception thrown in: the entry by the resumption point
            mv.visitLabel(dispatch);
            unwind();
            int n = t.length / PyCode.EXC_ENTRY;
            int[] keys = new int[n];
            Label[] targets = new Label[n];
            for (int i = 0; i < n; i++) {
                int h = i * PyCode.EXC_ENTRY;
                keys[i] = h;
                targets[i] = landings.computeIfAbsent(List.of(t[h + 2], t[h + 3], t[h + 4]),
                        k -> new Label());
            }
            Label bad = new Label();
            mv.visitLookupSwitchInsn(bad, keys, targets);
            mv.visitLabel(bad);
            mv.visitVarInsn(Opcodes.ALOAD, EXCV);
            mv.visitInsn(Opcodes.ATHROW);
            for (Map.Entry<List<Integer>, Label> b : landings.entrySet()) {
                int target = b.getKey().get(0);
                int d = b.getKey().get(1);
                boolean lasti = b.getKey().get(2) != 0;
                mv.visitLabel(b.getValue());
                if (lasti) {
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    mv.visitVarInsn(Opcodes.ILOAD, IP);
                    mv.visitMethodInsn(Opcodes.INVOKESTATIC, EXCEPTIONS, "lasti",
                            "(" + FR + "I)L" + API + "PyInt;", false);
                    mv.visitVarInsn(Opcodes.ASTORE, stack(d));
                }
                mv.visitVarInsn(Opcodes.ALOAD, EXCV);
                mv.visitFieldInsn(Opcodes.GETFIELD, PYEXC, "value",
                        "L" + API + "PyBaseException;");
                mv.visitVarInsn(Opcodes.ASTORE, stack(d + (lasti ? 1 : 0)));
                mv.visitJumpInsn(Opcodes.GOTO, label(target));
            }
        }

        /**
         * Where checks go to give the compiled form up ({@code CompiledCode} has set the
         * frame's ip and sp): every local and stack slot into the frame's array, then the
         * interpreter runs the rest of the frame ({@code Tier2Ops.deopt}), whose result is this
         * method's. Outside every exception range: what the interpreter raises it has handled.
         */
        private void deoptStub() {
            if (deoptStub == null) {
                return;
            }
            mv.visitLabel(deoptStub);
            spillLocals();
            spill(regionDepth, regionDepth);
            mv.visitVarInsn(Opcodes.ALOAD, F);
            invoke(T2, "deopt", "(" + FR + ")" + O);
            mv.visitInsn(Opcodes.ARETURN);
        }

        /**
         * A check of the instruction being emitted ({@code method}: {@code missed} on a
         * guard's failure path, {@code warming} at a still-warming site's start), with an empty
         * JVM operand stack: when it says so, the frame leaves for the interpreter at the
         * instruction's start. Nothing without {@link #adapt}.
         */
        void check(String method) {
            if (adapt == null) {
                return;
            }
            if (deoptStub == null) {
                deoptStub = new Label();
            }
            mv.visitVarInsn(Opcodes.ALOAD, THIS);
            mv.visitVarInsn(Opcodes.ALOAD, F);
            push(curStart << DEPTH_BITS | curDepth);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BASE_CLASS, method, "(" + FR + "I)Z",
                    false);
            mv.visitJumpInsn(Opcodes.IFNE, deoptStub);
        }

        /**
         * A guard of the instruction being emitted failed (see {@link #check}). Not checked at
         * a site that has given a compiled form up once already ({@code PyCode#tier2Sites}):
         * {@code Tier2.invalidate} does not let the same site give another up (it is taken
         * for polymorphic and keeps its generic fallback), so counting its misses would only
         * cost time.
         */
        void guardFailed() {
            if (code.tier2Sites instanceof java.util.BitSet poly && poly.get(curStart)) {
                return;
            }
            check("missed");
        }

        /** {@code Tier2Ops.unwind(f, exc, ip)}: the entry's index pushed, or the exception rethrown. */
        private void unwind() {
            mv.visitVarInsn(Opcodes.ALOAD, F);
            mv.visitVarInsn(Opcodes.ALOAD, EXCV);
            mv.visitVarInsn(Opcodes.ILOAD, IP);
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, T2, "unwind", "(" + FR + EXC + "I)I",
                    false);
        }

        // ------------------------------------------------------------ body

        /** Labels at the code units where exception-table ranges start or end. */
        private final java.util.TreeMap<Integer, Label> boundaries = new java.util.TreeMap<>();
        /** The JVM handler of each range: it stores the exception and goes to the dispatch. */
        private final List<Label> rangeHandlers = new ArrayList<>();
        /** The exception-table entry (its index in the table) each range is, or -1 for a gap. */
        private final List<Integer> rangeEntries = new ArrayList<>();

        /**
         * One JVM exception range per Python exception-table entry, whose handler goes straight
         * to the entry's target, and one per stretch of code no entry covers, whose handler
         * only records the traceback entry and rethrows. One range over the whole body with one
         * dispatch would do the same work, but then a Python handler's code lies in the range
         * of the JVM handler that leads to it: a cycle through an exception handler, which
         * HotSpot's C1 refuses to compile ("error while joining with exception handler").
         */
        private void handlerRanges(Label bodyStart, Label bodyEnd) {
            int[] t = code.exceptionTable;
            List<int[]> ranges = new ArrayList<>();
            int at = 0;
            for (int h = 0; h + PyCode.EXC_ENTRY <= t.length; h += PyCode.EXC_ENTRY) {
                if (t[h] > at) {
                    ranges.add(new int[] {at, t[h], -1});
                }
                ranges.add(new int[] {t[h], t[h + 1], h});
                at = Math.max(at, t[h + 1]);
            }
            ranges.add(new int[] {at, Integer.MAX_VALUE, -1});
            for (int[] r : ranges) {
                int lo = Math.max(r[0], regionStart);
                int hi = Math.min(r[1], regionEnd);
                if (lo >= hi) {
                    continue;  // in another region
                }
                Label from = lo == regionStart ? bodyStart
                        : boundaries.computeIfAbsent(lo, k -> new Label());
                Label to = hi == regionEnd ? bodyEnd
                        : boundaries.computeIfAbsent(hi, k -> new Label());
                Label h = new Label();
                rangeHandlers.add(h);
                rangeEntries.add(r[2]);
                mv.visitTryCatchBlock(from, to, h, PYEXC);
            }
        }

        /** Visit the boundary labels at or before code unit {@code u}, each with a NOP after it
         *  (so that no range is empty, which the class file format forbids). */
        private void boundariesUpTo(int u) {
            while (!boundaries.isEmpty() && boundaries.firstKey() <= u) {
                mv.visitLabel(boundaries.pollFirstEntry().getValue());
                mv.visitInsn(Opcodes.NOP);
            }
        }

        /** The instruction just emitted is a call. */
        private boolean afterCall;

        /** The line of the position the frame holds on the straight path to the instruction
         *  being emitted; NO_LINE where paths join, or none stored yet. */
        private int savedLine = NO_LINE;
        private static final int NO_LINE = Integer.MIN_VALUE;

        /**
         * The fast locals that may differ from the frame's array at the instruction being
         * emitted ({@link #dirtyFlow}). Before a call that may enter Python code
         * ({@link #spillsAt}) they go into the array, so that a callee reading its caller's
         * {@code f_locals} (a debugger, {@code traceback} capturing locals,
         * {@code sys._getframe(1).f_locals}) sees their values, as it does with the
         * interpreter; so do all of them before an exception leaves the frame (a traceback's
         * {@code tb_frame.f_locals}). Code that other code runs implicitly ({@code __add__}, a
         * property, a builtin's callback) is not reached by such a call: its
         * {@code sys._getframe(1).f_locals} may see older values.
         */
        private java.util.BitSet dirty = new java.util.BitSet();

        /** Every fast local the code writes (stores, deletes, cells made, comprehension
         *  variables cleared). */
        private java.util.BitSet written;

        private java.util.BitSet written() {
            if (written == null) {
                written = new java.util.BitSet();
                for (int u = 0; u < fl.length; u++) {
                    int q = fl.opUnit[u];
                    if (q >= 0 && fl.depth[u] >= 0) {
                        writes(Opcode.byNumber(fl.op[q]).deoptParent(), fl.arg[q], written);
                    }
                }
            }
            return written;
        }

        /** Add to {@code into} the fast locals instruction {@code o} (oparg {@code a}) writes. */
        private static void writes(Opcode o, int a, java.util.BitSet into) {
            switch (o) {
                case STORE_FAST: case DELETE_FAST: case LOAD_FAST_AND_CLEAR: case MAKE_CELL:
                    into.set(a);
                    break;
                case STORE_FAST_LOAD_FAST:
                    into.set(a >> 4);
                    break;
                case STORE_FAST_STORE_FAST:
                    into.set(a >> 4);
                    into.set(a & 15);
                    break;
                default:
                    break;
            }
        }

        /**
         * Whether the call at {@code p} spills the dirty locals: a call that may enter Python
         * code (a Python function or method, a class, any other callable, a call not
         * specialized), not one specialized to a builtin function or method
         * ({@code list.append}, {@code len}, a method descriptor...), whose spills cost the
         * boxed numbers HotSpot's escape analysis keeps in registers (go_like ran 12% slower).
         * Code that names {@code _getframe}, {@code currentframe} or {@code f_locals} spills
         * at every call, and around each subscript store (which may be a write through its own
         * frame's {@code f_locals}).
         */
        private boolean spillsAt(int p) {
            Opcode current = Opcode.byNumber(fl.op[p]);
            switch (current.deoptParent()) {
                case CALL: case CALL_KW: case CALL_FUNCTION_EX:
                    break;
                case STORE_SUBSCR:
                    // f_locals[name] = value in the code itself
                    return namesFrames;
                default:
                    return false;
            }
            if (namesFrames) {
                return true;
            }
            switch (current) {
                case CALL_TYPE_1: case CALL_STR_1: case CALL_TUPLE_1: case CALL_BUILTIN_CLASS:
                case CALL_BUILTIN_O: case CALL_BUILTIN_FAST: case CALL_BUILTIN_FAST_WITH_KEYWORDS:
                case CALL_LEN: case CALL_ISINSTANCE: case CALL_LIST_APPEND:
                case CALL_METHOD_DESCRIPTOR_O: case CALL_METHOD_DESCRIPTOR_FAST:
                case CALL_METHOD_DESCRIPTOR_NOARGS:
                case CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS:
                    return false;
                default:
                    return true;
            }
        }

        /** Per instruction start: the fast locals that may be dirty there ({@link #dirtyFlow}). */
        private java.util.BitSet[] dirtyIn;

        /** The locals of this region that may be dirty at instruction start {@code u}. */
        private java.util.BitSet dirtyAt(int u) {
            if (dirtyIn == null) {
                dirtyFlow();
            }
            java.util.BitSet b = dirtyIn[u] == null ? (java.util.BitSet) written().clone()
                    : (java.util.BitSet) dirtyIn[u].clone();
            b.and(regionLocals);
            return b;
        }

        /**
         * Which fast locals may differ from the frame's array at each instruction: a forward
         * data flow over the code's jumps, from none at the start (the locals were just read
         * from the array), adding what each instruction writes; a call spills them all (none
         * after it), and so does a suspension. An exception handler starts with every written
         * local. Entries from elsewhere (a region crossing, a resumption) read the locals from
         * the array again, so fewer are dirty there than this says: it errs toward spilling.
         */
        private void dirtyFlow() {
            java.util.BitSet all = written();
            dirtyIn = new java.util.BitSet[fl.length + 1];
            java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>();
            dirtyIn[0] = new java.util.BitSet();
            work.push(0);
            int[] t = code.exceptionTable;
            for (int h = 0; h + PyCode.EXC_ENTRY <= t.length; h += PyCode.EXC_ENTRY) {
                merge(t[h + 2], all, work);
            }
            while (!work.isEmpty()) {
                int u = work.pop();
                int p = fl.opUnit[u];
                if (p < 0 || fl.depth[u] < 0) {
                    continue;
                }
                Opcode o = Opcode.byNumber(fl.op[p]).deoptParent();
                java.util.BitSet out;
                if (spillsAt(p) || o == Opcode.YIELD_VALUE || o == Opcode.RETURN_GENERATOR) {
                    out = new java.util.BitSet();
                } else {
                    out = (java.util.BitSet) dirtyIn[u].clone();
                    writes(o, fl.arg[p], out);
                }
                if (fl.successor1[u] >= 0) {
                    merge(fl.successor1[u], out, work);
                }
                if (fl.successor2[u] >= 0) {
                    merge(fl.successor2[u], out, work);
                }
            }
        }

        /** {@code out} flows into instruction start {@code v}: queue it again if that adds. */
        private void merge(int v, java.util.BitSet out, java.util.ArrayDeque<Integer> work) {
            java.util.BitSet in = dirtyIn[v];
            if (in == null) {
                dirtyIn[v] = (java.util.BitSet) out.clone();
            } else {
                java.util.BitSet grown = (java.util.BitSet) out.clone();
                grown.andNot(in);
                if (grown.isEmpty()) {
                    return;
                }
                in.or(out);
            }
            work.push(v);
        }

        /** Write the dirty fast locals into the frame's array, before the call at {@code p}
         *  (which {@code Frame.spilledAt} notes: while it runs, the array is current). */
        private void spillDirty(int p) {
            if (writeThroughFirst) {
                dirty.clear(0);  // always written through
            }
            spillLocals(dirty);
            dirty.clear();
            mv.visitVarInsn(Opcodes.ALOAD, F);
            push(p);
            mv.visitFieldInsn(Opcodes.PUTFIELD, FRAME, "spilledAt", "I");
        }

        /**
         * After a call that spilled, in code that names {@code _getframe},
         * {@code currentframe} or {@code f_locals}: if the call wrote a fast local of this
         * frame through {@code f_locals} ({@code Frame.localsWritten}), read the region's
         * locals from the frame's array again (those the call did not spill were already
         * there). Other code does not look: a write into its frame from elsewhere (a
         * debugger's, while the frame runs compiled) is not seen by it.
         */
        private void reloadWritten() {
            Label go = new Label();
            mv.visitVarInsn(Opcodes.ALOAD, F);
            mv.visitFieldInsn(Opcodes.GETFIELD, FRAME, "localsWritten", "Z");
            mv.visitJumpInsn(Opcodes.IFEQ, go);
            mv.visitVarInsn(Opcodes.ALOAD, F);
            mv.visitInsn(Opcodes.ICONST_0);
            mv.visitFieldInsn(Opcodes.PUTFIELD, FRAME, "localsWritten", "Z");
            for (int i = regionLocals.nextSetBit(0); i >= 0; i = regionLocals.nextSetBit(i + 1)) {
                mv.visitVarInsn(Opcodes.ALOAD, S);
                push(i);
                mv.visitInsn(Opcodes.AALOAD);
                store(local(i));
            }
            mv.visitLabel(go);
        }

        /**
         * The frame's position, for frame objects that code instruction {@code p} runs may
         * read ({@code f_lineno} of a caller, as warnings, logging and tracebacks of the stack
         * read it): the interpreter saves every instruction's, as CPython saves
         * {@code instr_ptr}. Here it is saved at the first instruction of each line that can
         * run other code, and at every call, so that {@code f_lineno} is always right and
         * {@code f_lasti} is exact at calls (where a callee's {@code f_back} is), for a store
         * per line rather than per instruction.
         */
        private void savePosition(int p, Opcode o) {
            int line = code.lineAt(p);
            boolean call = o == Opcode.CALL || o == Opcode.CALL_KW || o == Opcode.CALL_FUNCTION_EX;
            if (line != savedLine || call) {
                mv.visitVarInsn(Opcodes.ALOAD, F);
                push(p);
                mv.visitFieldInsn(Opcodes.PUTFIELD, FRAME, "ip", "I");
                savedLine = line;
            }
        }

        private void body() throws Refusal {
            mv.visitInsn(Opcodes.NOP);  // the first range is never empty either
            for (int u = regionStart; u < regionEnd; u++) {
                int p = fl.opUnit[u];
                if (p < 0) {
                    continue;
                }
                boundariesUpTo(u);
                if (fl.depth[u] < 0) {
                    continue;  // unreachable
                }
                if (consumedNext) {
                    consumedNext = false;
                    if (fl.target[u]) {
                        throw new Refusal("a folded instruction is a jump target at " + u);
                    }
                    continue;
                }
                mv.visitLabel(label(u));
                if (fl.target[u] || fl.resumePoint[u] || u == regionStart) {
                    savedLine = NO_LINE;  // entered from elsewhere too
                }
                dirty = dirtyAt(u);
                curStart = u;
                curDepth = fl.depth[u];
                if (afterCall) {
                    // the callee may have set a trace or profile function (pdb.set_trace,
                    // cProfile's enable): then the frame goes on in the interpreter, traced
                    Label go = new Label();
                    mv.visitFieldInsn(Opcodes.GETSTATIC, CORE + "Tracing", "started", "Z");
                    mv.visitJumpInsn(Opcodes.IFEQ, go);
                    check("traced");
                    mv.visitLabel(go);
                }
                inBody = true;
                instruction(p, fl.depth[u]);
                inBody = false;
                Opcode o = Opcode.byNumber(fl.op[p]).deoptParent();
                if (spillsAt(p) && namesFrames) {
                    reloadWritten();
                }
                if (clearsDeadSlots && !consumedNext) {
                    clearPopped(o, fl.arg[p], fl.depth[u]);
                }
                afterCall = o == Opcode.CALL || o == Opcode.CALL_KW
                        || o == Opcode.CALL_FUNCTION_EX;
            }
            boundariesUpTo(Integer.MAX_VALUE);
        }

        /**
         * Whether the stack slots an instruction pops are cleared after it: in module and
         * class bodies, which run once, so HotSpot runs their method in its bytecode
         * interpreter, where a JVM local keeps what it last held alive (its frames' maps take
         * every reference local for live). There a value the program dropped (a generator
         * left unfinished, a file, an object with {@code __del__}) stayed reachable from a
         * dead slot until the module ended, and {@code gc.collect()} did not finalize it, as
         * it does in CPython. Function code is left as it is: its frames end soon, and HotSpot
         * compiles it with exact liveness.
         */
        private final boolean clearsDeadSlots;

        /** After a plain (non-jump) instruction at depth {@code d}: null the slots it popped. */
        private void clearPopped(Opcode o, int a, int d) {
            switch (o) {
                case RETURN_VALUE: case RETURN_CONST: case RAISE_VARARGS: case RERAISE:
                case RETURN_GENERATOR: case YIELD_VALUE:
                    return;
                default:
                    if (o.jump() != Opcode.Jump.NONE) {
                        return;
                    }
            }
            for (int k = Math.max(0, d + o.stackEffect(a, false)); k < d; k++) {
                mv.visitInsn(Opcodes.ACONST_NULL);
                store(stack(k));
            }
        }

        /** Whether a base instruction's counter has never triggered: the site is warming. */
        private boolean warming(int counter) {
            return counter != 0xFFFF && (counter & 15) == adapt.warmupBackoff();
        }

        /** Set the {@code ip} local: the instruction exceptions are attributed to. */
        private void at(int p) {
            push(p);
            mv.visitVarInsn(Opcodes.ISTORE, IP);
        }

        private void instruction(int p, int d) throws Refusal {
            Opcode current = Opcode.byNumber(fl.op[p]);
            Opcode o = current.deoptParent();
            int a = fl.arg[p];
            if (adapt != null && o == current && Emit.compilesChildren(o.family())
                    && warming(state.instructions()[p + 1])) {
                check("warming");  // specialized since, this site would compile better
            }
            if (!Emit.neverThrows(o)) {
                at(p);
                savePosition(p, o);
            }
            if (spillsAt(p)) {
                spillDirty(p);
            }
            // an extension child: its fast path first, then the generic form for a failed guard
            Label extended = current.isExtension() ? Emit.extension(this, current, p, d, a) : null;
            Opcode op = extended != null ? o : current;
            switch (o) {
                case NOP: case RESUME: case POP_TOP: case END_FOR:
                    break;
                case LOAD_FAST_CHECK:
                    checkBound(a);
                    load(local(a));
                    store(stack(d));
                    break;
                case LOAD_FAST:
                    load(local(a));
                    store(stack(d));
                    break;
                case LOAD_FAST_AND_CLEAR:
                    load(local(a));
                    store(stack(d));
                    mv.visitInsn(Opcodes.ACONST_NULL);
                    storeLocal(a);
                    break;
                case LOAD_FAST_LOAD_FAST:
                    load(local(a >> 4));
                    store(stack(d));
                    load(local(a & 15));
                    store(stack(d + 1));
                    break;
                case LOAD_CONST:
                    constant(code.consts[a], O);
                    store(stack(d));
                    break;
                case STORE_FAST:
                    load(stack(d - 1));
                    storeLocal(a);
                    break;
                case STORE_FAST_LOAD_FAST:
                    load(stack(d - 1));
                    storeLocal(a >> 4);
                    load(local(a & 15));
                    store(stack(d - 1));
                    break;
                case STORE_FAST_STORE_FAST:
                    load(stack(d - 1));
                    storeLocal(a >> 4);
                    load(stack(d - 2));
                    storeLocal(a & 15);
                    break;
                case PUSH_NULL:
                    mv.visitInsn(Opcodes.ACONST_NULL);
                    store(stack(d));
                    break;
                case END_SEND:
                    load(stack(d - 1));
                    store(stack(d - 2));
                    break;
                case UNARY_NEGATIVE:
                    unary(d, ABSTRACT, "neg", O);
                    break;
                case UNARY_NOT:
                    unary(d, ABSTRACT, "not", "L" + API + "PyBool;");
                    break;
                case UNARY_INVERT:
                    unary(d, ABSTRACT, "invert", O);
                    break;
                case TO_BOOL:
                    toBool(op, p, d);
                    break;
                case BINARY_OP:
                    Emit.binaryOp(this, op, p, d, a);
                    break;
                case BINARY_SUBSCR:
                    Emit.binarySubscr(this, op, p, d);
                    break;
                case BINARY_SLICE:
                    load(stack(d - 3));
                    load(stack(d - 2));
                    load(stack(d - 1));
                    invoke(T2, "binarySlice", "(" + O + O + O + ")" + O);
                    store(stack(d - 3));
                    break;
                case STORE_SLICE:
                    load(stack(d - 4));
                    load(stack(d - 3));
                    load(stack(d - 2));
                    load(stack(d - 1));
                    invoke(T2, "storeSlice", "(" + O + O + O + O + ")V");
                    break;
                case STORE_SUBSCR:
                    Emit.storeSubscr(this, op, p, d);
                    break;
                case DELETE_SUBSCR:
                    load(stack(d - 2));
                    load(stack(d - 1));
                    invoke(ABSTRACT, "delItem", "(" + O + O + ")V");
                    break;
                case CALL_INTRINSIC_1:
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    push(a);
                    load(stack(d - 1));
                    invoke(OPS, "intrinsic1", "(" + FR + "I" + O + ")" + O);
                    store(stack(d - 1));
                    break;
                case CALL_INTRINSIC_2:
                    push(a);
                    load(stack(d - 2));
                    load(stack(d - 1));
                    invoke(OPS, "intrinsic2", "(I" + O + O + ")" + O);
                    store(stack(d - 2));
                    break;
                case RAISE_VARARGS:
                    spill(d, a);
                    mv.visitVarInsn(Opcodes.ALOAD, S);
                    push(base + d);
                    push(a);
                    invoke(EXCEPTIONS, "raiseVarargs", "(" + ARR + "II)" + EXC);
                    mv.visitInsn(Opcodes.ATHROW);
                    break;
                case RETURN_VALUE:
                    finished(p);
                    load(stack(d - 1));
                    mv.visitInsn(Opcodes.ARETURN);
                    break;
                case RETURN_CONST:
                    finished(p);
                    constant(code.consts[a], O);
                    mv.visitInsn(Opcodes.ARETURN);
                    break;
                case RETURN_GENERATOR:
                    suspend(p, d, d);
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    invoke(GENERATORS, "create", "(" + FR + ")" + O);
                    mv.visitInsn(Opcodes.ARETURN);
                    break;
                case YIELD_VALUE:
                    suspend(p, d, d - 1);
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    mv.visitInsn(Opcodes.ICONST_1);
                    mv.visitFieldInsn(Opcodes.PUTFIELD, FRAME, "yielded", "Z");
                    load(stack(d - 1));
                    mv.visitInsn(Opcodes.ARETURN);
                    break;
                case SEND: {
                    // SEND_GEN's core and the generic form alike run on the spilled operands
                    spill(d, 2);
                    Runnable generic = () -> {
                        mv.visitVarInsn(Opcodes.ALOAD, S);
                        push(base + d);
                        invoke(GENERATORS, "send", "(" + ARR + "I)I");
                    };
                    CoreMethod core = Emit.core(op, a, "(" + ARR + "I)I");
                    if (core == null) {
                        generic.run();
                    } else {
                        mv.visitVarInsn(Opcodes.ALOAD, S);
                        push(base + d);
                        Emit.invoke(this, core);
                        Emit.orElseInt(this, generic);
                    }
                    reload(d - 1, 1);
                    mv.visitJumpInsn(Opcodes.IFNE, label(fl.jumpTarget(p)));
                    break;
                }
                case CLEANUP_THROW:
                    spillCall(d, 3, GENERATORS, "cleanupThrow", -1, 2);
                    break;
                case GET_YIELD_FROM_ITER:
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    mv.visitFieldInsn(Opcodes.GETFIELD, FRAME, "code", "L" + API + "PyCode;");
                    load(stack(d - 1));
                    invoke(GENERATORS, "yieldFromIter", "(L" + API + "PyCode;" + O + ")" + O);
                    store(stack(d - 1));
                    break;
                case GET_AWAITABLE: case GET_AITER: case GET_ANEXT: case BEFORE_ASYNC_WITH:
                case END_ASYNC_FOR: {
                    int in = o == Opcode.END_ASYNC_FOR ? 2 : 1;
                    spill(d, in);
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    push(o.number());
                    mv.visitVarInsn(Opcodes.ALOAD, S);
                    push(base + d);
                    push(a);
                    invoke(GENERATORS, "asyncOp", "(" + FR + "I" + ARR + "II)I");
                    mv.visitInsn(Opcodes.POP);
                    reload(d - in, in + o.stackEffect(a, false));
                    break;
                }
                case GET_LEN: case MATCH_MAPPING: case MATCH_SEQUENCE: case MATCH_KEYS:
                case MATCH_CLASS: {
                    // pattern matching: the interpreter's own code, on the spilled operands
                    int in = o == Opcode.MATCH_CLASS ? 3 : o == Opcode.MATCH_KEYS ? 2 : 1;
                    spill(d, in);
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    push(o.number());
                    mv.visitVarInsn(Opcodes.ALOAD, S);
                    push(base + d);
                    push(a);
                    push(p);
                    invoke(RARE_OPS, "run", "(" + FR + "I" + ARR + "III)I");
                    mv.visitInsn(Opcodes.POP);
                    reload(d - in, in + o.stackEffect(a, false));
                    break;
                }
                case POP_EXCEPT:
                    load(stack(d - 1));
                    invoke(EXCEPTIONS, "popExcept", "(" + O + ")V");
                    break;
                case RERAISE:
                    if (a != 0) {
                        mv.visitVarInsn(Opcodes.ALOAD, F);
                        load(stack(d - 1 - a));
                        load(stack(d - 1));
                        invoke(EXCEPTIONS, "reraise", "(" + FR + O + O + ")" + EXC);
                        mv.visitInsn(Opcodes.ATHROW);
                        break;
                    }
                    load(stack(d - 1));
                    invoke(EXCEPTIONS, "reraise", "(" + O + ")" + EXC);
                    mv.visitInsn(Opcodes.ATHROW);
                    break;
                case LOAD_ASSERTION_ERROR:
                    mv.visitFieldInsn(Opcodes.GETSTATIC, API + "PyExc", "AssertionError",
                            "L" + API + "PyType;");
                    store(stack(d));
                    break;
                case LOAD_BUILD_CLASS:
                    withFrame(NAMEOPS, "loadBuildClass", -1, stack(d));
                    break;
                case STORE_NAME:
                    withFrame(NAMEOPS, "storeName", a, -1, stack(d - 1));
                    break;
                case DELETE_NAME:
                    withFrame(NAMEOPS, "deleteName", a, -1);
                    break;
                case UNPACK_SEQUENCE:
                    Emit.unpackSequence(this, op, p, d, a);
                    break;
                case UNPACK_EX:
                    spillCall(d, 1, OPS, "unpackEx", a, (a & 0xFF) + (a >> 8) + 1);
                    break;
                case STORE_ATTR:
                    Emit.storeAttr(this, op, p, d, a);
                    break;
                case DELETE_ATTR:
                    load(stack(d - 1));
                    name(a);
                    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, PYOBJECT, "delAttr",
                            "(" + STR + ")V", false);
                    break;
                case STORE_GLOBAL:
                    withFrame(T2, "storeGlobal", a, -1, stack(d - 1));
                    break;
                case DELETE_GLOBAL:
                    withFrame(NAMEOPS, "deleteGlobal", a, -1);
                    break;
                case LOAD_LOCALS:
                    withFrame(NAMEOPS, "loadLocals", -1, stack(d));
                    break;
                case LOAD_NAME:
                    withFrame(NAMEOPS, "loadName", a, stack(d));
                    break;
                case LOAD_FROM_DICT_OR_GLOBALS:
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    load(stack(d - 1));
                    name(a);
                    invoke(NAMEOPS, "loadFromDictOrGlobals", "(" + FR + O + STR + ")" + O);
                    store(stack(d - 1));
                    break;
                case LOAD_GLOBAL:
                    Emit.loadGlobal(this, op, p, d, a);
                    break;
                case DELETE_FAST:
                    checkBound(a);
                    mv.visitInsn(Opcodes.ACONST_NULL);
                    storeLocal(a);
                    break;
                case MAKE_CELL:
                    mv.visitTypeInsn(Opcodes.NEW, API + "PyCell");
                    mv.visitInsn(Opcodes.DUP);
                    load(local(a));
                    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, API + "PyCell", "<init>",
                            "(" + O + ")V", false);
                    mv.visitInsn(Opcodes.DUP);
                    store(local(a));
                    // the frame's array keeps the cell too (super(), locals of callers)
                    mv.visitVarInsn(Opcodes.ALOAD, S);
                    mv.visitInsn(Opcodes.SWAP);
                    push(a);
                    mv.visitInsn(Opcodes.SWAP);
                    mv.visitInsn(Opcodes.AASTORE);
                    break;
                case DELETE_DEREF:
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    push(a);
                    invoke(NAMEOPS, "deleteDeref", "(" + FR + "I)V");
                    break;
                case LOAD_FROM_DICT_OR_DEREF:
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    load(stack(d - 1));
                    push(a);
                    invoke(NAMEOPS, "loadFromDictOrDeref", "(" + FR + O + "I)" + O);
                    store(stack(d - 1));
                    break;
                case LOAD_DEREF: {
                    Label ok = new Label();
                    load(local(a));
                    mv.visitTypeInsn(Opcodes.CHECKCAST, API + "PyCell");
                    mv.visitFieldInsn(Opcodes.GETFIELD, API + "PyCell", "ref", O);
                    mv.visitInsn(Opcodes.DUP);
                    store(stack(d));
                    mv.visitJumpInsn(Opcodes.IFNONNULL, ok);
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    push(a);
                    invoke(T2, "unboundFree", "(" + FR + "I)" + EXC);
                    mv.visitInsn(Opcodes.ATHROW);
                    mv.visitLabel(ok);
                    break;
                }
                case STORE_DEREF:
                    load(local(a));
                    mv.visitTypeInsn(Opcodes.CHECKCAST, API + "PyCell");
                    load(stack(d - 1));
                    mv.visitFieldInsn(Opcodes.PUTFIELD, API + "PyCell", "ref", O);
                    break;
                case COPY_FREE_VARS:
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    push(a);
                    invoke(NAMEOPS, "copyFreeVars", "(" + FR + "I)V");
                    for (int i = nlp - a; i < nlp; i++) {
                        mv.visitVarInsn(Opcodes.ALOAD, S);
                        push(i);
                        mv.visitInsn(Opcodes.AALOAD);
                        store(local(i));
                    }
                    break;
                case BUILD_TUPLE:
                    array(d, a);
                    invoke(API + "PyTuple", "of", "(" + ARR + ")L" + API + "PyTuple;");
                    store(stack(d - a));
                    break;
                case BUILD_LIST:
                    mv.visitTypeInsn(Opcodes.NEW, API + "PyList");
                    mv.visitInsn(Opcodes.DUP);
                    array(d, a);
                    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, API + "PyList", "<init>",
                            "(" + ARR + ")V", false);
                    store(stack(d - a));
                    break;
                case BUILD_STRING:
                    spillCall(d, a, OPS, "buildString", a, 1);
                    break;
                case BUILD_SET:
                    spillCall(d, a, OPS, "buildSet", a, 1);
                    break;
                case BUILD_MAP:
                    spillCall(d, 2 * a, OPS, "buildMap", a, 1);
                    break;
                case BUILD_CONST_KEY_MAP:
                    spillCall(d, a + 1, OPS, "buildConstKeyMap", a, 1);
                    break;
                case BUILD_SLICE:
                    spillCall(d, a, OPS, "buildSlice", a, 1);
                    break;
                case LIST_EXTEND:
                    load(stack(d - 1 - a));
                    load(stack(d - 1));
                    invoke(OPS, "listExtend", "(" + O + O + ")V");
                    break;
                case SET_UPDATE:
                    load(stack(d - 1 - a));
                    load(stack(d - 1));
                    invoke(OPS, "setUpdate", "(" + O + O + ")V");
                    break;
                case DICT_UPDATE:
                    load(stack(d - 1 - a));
                    load(stack(d - 1));
                    invoke(OPS, "dictUpdate", "(" + O + O + ")V");
                    break;
                case DICT_MERGE:
                    load(stack(d - 4 - a));
                    load(stack(d - 1 - a));
                    load(stack(d - 1));
                    invoke(OPS, "dictMerge", "(" + O + O + O + ")V");
                    break;
                case MAP_ADD:
                    load(stack(d - 2 - a));
                    load(stack(d - 2));
                    load(stack(d - 1));
                    invoke(OPS, "mapAdd", "(" + O + O + O + ")V");
                    break;
                case SETUP_ANNOTATIONS:
                    withFrame(NAMEOPS, "setupAnnotations", -1, -1);
                    break;
                case LOAD_SUPER_ATTR: {
                    // a child's core and the generic form alike run on the spilled operands
                    spill(d, 3);
                    Runnable generic = () -> {
                        mv.visitVarInsn(Opcodes.ALOAD, F);
                        mv.visitVarInsn(Opcodes.ALOAD, S);
                        push(base + d);
                        push(a);
                        invoke(ATTRS, "loadSuperAttr", "(" + FR + ARR + "II)I");
                    };
                    CoreMethod core = Emit.core(op, a, "(" + ARR + "IL" + API + "PyCode;I)I");
                    if (core == null) {
                        generic.run();
                    } else {
                        mv.visitVarInsn(Opcodes.ALOAD, S);
                        push(base + d);
                        mv.visitVarInsn(Opcodes.ALOAD, F);
                        mv.visitFieldInsn(Opcodes.GETFIELD, FRAME, "code", "L" + API + "PyCode;");
                        push(a);
                        Emit.invoke(this, core);
                        Emit.orElseInt(this, generic);
                    }
                    mv.visitInsn(Opcodes.POP);
                    reload(d - 3, 1 + (a & 1));
                    break;
                }
                case LOAD_ATTR:
                    Emit.loadAttr(this, op, p, d, a);
                    break;
                case COMPARE_OP:
                    Emit.compareOp(this, op, p, d, a);
                    break;
                case IS_OP:
                    isOp(p, d, a);
                    break;
                case CONTAINS_OP:
                    Emit.containsOp(this, op, p, d, a);
                    break;
                case CHECK_EXC_MATCH:
                    load(stack(d - 2));
                    load(stack(d - 1));
                    invoke(EXCEPTIONS, "checkExcMatch", "(" + O + O + ")" + O);
                    store(stack(d - 1));
                    break;
                case CHECK_EG_MATCH:
                    spillCall(d, 2, EXCEPTIONS, "checkEgMatch", -1, 2);
                    break;
                case IMPORT_NAME:
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    name(a);
                    load(stack(d - 2));
                    load(stack(d - 1));
                    invoke(IMPORTS, "importName", "(" + FR + STR + O + O + ")" + O);
                    store(stack(d - 2));
                    break;
                case IMPORT_FROM:
                    load(stack(d - 1));
                    name(a);
                    invoke(IMPORTS, "importFrom", "(" + O + STR + ")" + O);
                    store(stack(d));
                    break;
                case JUMP_BACKWARD: {
                    // the eval breaker's safe point at a back edge, as the interpreter's
                    Label go = new Label();
                    invoke(BREAKER, "requested", "()Z");
                    mv.visitJumpInsn(Opcodes.IFEQ, go);
                    at(p);
                    invoke(BREAKER, "handle", "()V");
                    check("traced");   // a trace function was set: on in the interpreter
                    mv.visitLabel(go);
                    mv.visitJumpInsn(Opcodes.GOTO, label(fl.jumpTarget(p)));
                    break;
                }
                case JUMP_FORWARD: case JUMP_BACKWARD_NO_INTERRUPT:
                    mv.visitJumpInsn(Opcodes.GOTO, label(fl.jumpTarget(p)));
                    break;
                case POP_JUMP_IF_FALSE: case POP_JUMP_IF_TRUE:
                    load(stack(d - 1));
                    invoke(T2, "isTrue", "(" + O + ")Z");
                    mv.visitJumpInsn(o == Opcode.POP_JUMP_IF_TRUE ? Opcodes.IFNE : Opcodes.IFEQ,
                            label(fl.jumpTarget(p)));
                    break;
                case POP_JUMP_IF_NONE: case POP_JUMP_IF_NOT_NONE:
                    load(stack(d - 1));
                    none();
                    mv.visitJumpInsn(o == Opcode.POP_JUMP_IF_NONE ? Opcodes.IF_ACMPEQ
                            : Opcodes.IF_ACMPNE, label(fl.jumpTarget(p)));
                    break;
                case GET_ITER:
                    unary(d, ABSTRACT, "iter", O);
                    break;
                case FOR_ITER:
                    Emit.forIter(this, op, p, d, a);
                    break;
                case BEFORE_WITH:
                    spillCall(d, 1, EXCEPTIONS, "beforeWith", -1, 2);
                    break;
                case WITH_EXCEPT_START:
                    load(stack(d - 4));
                    load(stack(d - 1));
                    invoke(EXCEPTIONS, "withExceptStart", "(" + O + O + ")" + O);
                    store(stack(d));
                    break;
                case PUSH_EXC_INFO:
                    load(stack(d - 1));
                    store(stack(d));
                    load(stack(d));
                    invoke(EXCEPTIONS, "pushExcInfo", "(" + O + ")" + O);
                    store(stack(d - 1));
                    break;
                case CALL:
                    Emit.call(this, op, p, d, a);
                    break;
                case CALL_KW:
                    Emit.callKw(this, op, p, d, a);
                    break;
                case CALL_FUNCTION_EX:
                    spillCall(d, (a & 1) != 0 ? 4 : 3, CALLS, "callFunctionEx", a, 1);
                    break;
                case MAKE_FUNCTION:
                    mv.visitVarInsn(Opcodes.ALOAD, F);
                    load(stack(d - 1));
                    invoke(CALLS, "makeFunction", "(" + FR + O + ")" + O);
                    store(stack(d - 1));
                    break;
                case SET_FUNCTION_ATTRIBUTE:
                    load(stack(d - 1));
                    load(stack(d - 2));
                    push(a);
                    invoke(CALLS, "setFunctionAttribute", "(" + O + O + "I)V");
                    load(stack(d - 1));
                    store(stack(d - 2));
                    break;
                case CONVERT_VALUE:
                    load(stack(d - 1));
                    push(a);
                    invoke(OPS, "convertValue", "(" + O + "I)" + O);
                    store(stack(d - 1));
                    break;
                case FORMAT_SIMPLE:
                    load(stack(d - 1));
                    mv.visitFieldInsn(Opcodes.GETSTATIC, API + "PyStr", "EMPTY", STR);
                    invoke(ABSTRACT, "format", "(" + O + STR + ")" + STR);
                    store(stack(d - 1));
                    break;
                case FORMAT_WITH_SPEC:
                    load(stack(d - 2));
                    load(stack(d - 1));
                    mv.visitTypeInsn(Opcodes.CHECKCAST, API + "PyStr");
                    invoke(ABSTRACT, "format", "(" + O + STR + ")" + STR);
                    store(stack(d - 2));
                    break;
                case COPY:
                    load(stack(d - a));
                    store(stack(d));
                    break;
                case SWAP:
                    load(stack(d - 1));
                    load(stack(d - a));
                    store(stack(d - 1));
                    store(stack(d - a));
                    break;
                case LIST_APPEND:
                    load(stack(d - 1 - a));
                    mv.visitTypeInsn(Opcodes.CHECKCAST, API + "PyList");
                    load(stack(d - 1));
                    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, API + "PyList", "append",
                            "(" + O + ")V", false);
                    break;
                case SET_ADD:
                    load(stack(d - 1 - a));
                    load(stack(d - 1));
                    invoke(OPS, "setAdd", "(" + O + O + ")V");
                    break;
                default:
                    throw new Refusal(o + " is not translated");
            }
            if (extended != null) {
                mv.visitLabel(extended);
            }
        }

        // ------------------------------------------------------------ pieces

        /** Raise UnboundLocalError, as the loop does, when fast local {@code a} is unset. */
        private void checkBound(int a) {
            Label ok = new Label();
            load(local(a));
            mv.visitJumpInsn(Opcodes.IFNONNULL, ok);
            mv.visitVarInsn(Opcodes.ALOAD, F);
            push(a);
            invoke(T2, "unboundLocal", "(" + FR + "I)" + EXC);
            mv.visitInsn(Opcodes.ATHROW);
            mv.visitLabel(ok);
        }

        /**
         * {@code owner.method(f[, names[nameIndex]][, inputs...])}, its result stored into the
         * JVM local {@code result} (-1: a void method).
         */
        private void withFrame(String owner, String method, int nameIndex, int result,
                int... inputs) {
            StringBuilder desc = new StringBuilder("(" + FR);
            mv.visitVarInsn(Opcodes.ALOAD, F);
            if (nameIndex >= 0) {
                name(nameIndex);
                desc.append(STR);
            }
            for (int slot : inputs) {
                load(slot);
                desc.append(O);
            }
            desc.append(result >= 0 ? ")" + O : ")V");
            invoke(owner, method, desc.toString());
            if (result >= 0) {
                store(result);
            }
        }

        /** A return at {@code p}: a frame object kept shows its line; in generator code, the
         *  frame did not yield, it finished. */
        private void finished(int p) {
            mv.visitVarInsn(Opcodes.ALOAD, F);
            push(p);
            mv.visitFieldInsn(Opcodes.PUTFIELD, FRAME, "ip", "I");
            if (generator) {
                mv.visitVarInsn(Opcodes.ALOAD, F);
                mv.visitInsn(Opcodes.ICONST_0);
                mv.visitFieldInsn(Opcodes.PUTFIELD, FRAME, "yielded", "Z");
            }
        }

        /**
         * Leave the frame resumable after instruction {@code p}: every local and the
         * {@code keep} lowest stack slots go into the frame's array, with its ip and sp set as
         * the loop's YIELD_VALUE and RETURN_GENERATOR set them.
         */
        private void suspend(int p, int d, int keep) {
            spillLocals();
            spill(keep, keep);
            mv.visitVarInsn(Opcodes.ALOAD, F);
            push(fl.next(p));
            mv.visitFieldInsn(Opcodes.PUTFIELD, FRAME, "ip", "I");
            mv.visitVarInsn(Opcodes.ALOAD, F);
            push(base + keep);
            mv.visitFieldInsn(Opcodes.PUTFIELD, FRAME, "sp", "I");
        }

        private void unary(int d, String owner, String name, String ret) {
            load(stack(d - 1));
            invoke(owner, name, "(" + O + ")" + ret);
            store(stack(d - 1));
        }

        /**
         * If the instruction after {@code p} is a POP_JUMP_IF_FALSE/TRUE that nothing else
         * jumps to, fold it: the caller branches on a JVM boolean itself. Returns its opcode
         * (and marks it consumed), else null.
         */
        Opcode foldJump(int p) {
            int n = fl.next(p);
            if (n >= fl.length || fl.opUnit[n] != n || fl.target[n]) {
                return null;
            }
            Opcode next = Opcode.byNumber(fl.op[n]);
            if (next != Opcode.POP_JUMP_IF_FALSE && next != Opcode.POP_JUMP_IF_TRUE) {
                return null;
            }
            consumedNext = true;
            return next;
        }

        /** The jump target of the folded instruction after {@code p}. */
        Label foldedTarget(int p) {
            return label(fl.jumpTarget(fl.next(p)));
        }

        /**
         * Branch on the JVM boolean on the operand stack for a folded POP_JUMP_IF_FALSE
         * ({@code jumpIfFalse}) or _TRUE.
         */
        void branchOnBoolean(Opcode jump, int p) {
            mv.visitJumpInsn(jump == Opcode.POP_JUMP_IF_TRUE ? Opcodes.IFNE : Opcodes.IFEQ,
                    foldedTarget(p));
        }

        /** Store a JVM boolean from the operand stack as True or False into a stack slot. */
        void storeBool(int slot) {
            invoke(T2, "bool", "(Z)" + O);
            store(slot);
        }

        private void toBool(Opcode op, int p, int d) {
            Opcode jump = foldJump(p);
            Emit.toBool(this, op, p, d);
            if (jump != null) {
                branchOnBoolean(jump, p);
            } else {
                storeBool(stack(d - 1));
            }
        }

        private void isOp(int p, int d, int a) {
            Opcode jump = foldJump(p);
            load(stack(d - 2));
            load(stack(d - 1));
            if (jump != null) {
                boolean jumpWhenSame = (jump == Opcode.POP_JUMP_IF_TRUE) == (a == 0);
                mv.visitJumpInsn(jumpWhenSame ? Opcodes.IF_ACMPEQ : Opcodes.IF_ACMPNE,
                        foldedTarget(p));
                return;
            }
            push(a);
            invoke(T2, "is", "(" + O + O + "I)" + O);
            store(stack(d - 2));
        }

        /** A new {@code PyObject[]} of the top {@code n} stack slots (bottom first). */
        void array(int d, int n) {
            push(n);
            mv.visitTypeInsn(Opcodes.ANEWARRAY, PYOBJECT);
            for (int i = 0; i < n; i++) {
                mv.visitInsn(Opcodes.DUP);
                push(i);
                load(stack(d - n + i));
                mv.visitInsn(Opcodes.AASTORE);
            }
        }

        /** Copy every fast local (of the region) into the frame's array (where the loop has
         *  them). */
        void spillLocals() {
            spillLocals(regionLocals);
        }

        /** Copy the fast locals {@code which} into the frame's array. */
        private void spillLocals(java.util.BitSet which) {
            for (int i = which.nextSetBit(0); i >= 0; i = which.nextSetBit(i + 1)) {
                mv.visitVarInsn(Opcodes.ALOAD, S);
                push(i);
                load(local(i));
                mv.visitInsn(Opcodes.AASTORE);
            }
        }

        /** Copy the top {@code n} stack slots into the frame's array (where the loop has them). */
        void spill(int d, int n) {
            for (int k = d - n; k < d; k++) {
                mv.visitVarInsn(Opcodes.ALOAD, S);
                push(base + k);
                load(stack(k));
                mv.visitInsn(Opcodes.AASTORE);
            }
        }

        /** Read {@code m} stack slots from {@code from} up back from the frame's array. */
        void reload(int from, int m) {
            for (int k = from; k < from + m; k++) {
                mv.visitVarInsn(Opcodes.ALOAD, S);
                push(base + k);
                mv.visitInsn(Opcodes.AALOAD);
                store(stack(k));
            }
            if (clearsDeadSlots) {
                clearSpilled(from, from + m);  // the JVM locals hold them now
            }
        }

        /**
         * Null the frame's array entries of stack slots {@code [from, to)} (see
         * {@link #clearsDeadSlots}): a copy left there would keep its value alive after the
         * JVM local that holds it now, or after the slot is dead.
         */
        void clearSpilled(int from, int to) {
            for (int k = from; k < to; k++) {
                mv.visitVarInsn(Opcodes.ALOAD, S);
                push(base + k);
                mv.visitInsn(Opcodes.ACONST_NULL);
                mv.visitInsn(Opcodes.AASTORE);
            }
        }

        /**
         * Run an {@code (s, sp[, arg]) -> sp} helper of the loop on the top {@code in} slots
         * ({@code arg} -1: the helper takes none), then read back its {@code out} results.
         */
        void spillCall(int d, int in, String owner, String name, int a, int out) {
            spill(d, in);
            mv.visitVarInsn(Opcodes.ALOAD, S);
            push(base + d);
            if (a >= 0) {
                push(a);
                invoke(owner, name, "(" + ARR + "II)I");
            } else {
                invoke(owner, name, "(" + ARR + "I)I");
            }
            mv.visitInsn(Opcodes.POP);
            reload(d - in, out);
        }

        void load(int slot) {
            mv.visitVarInsn(Opcodes.ALOAD, slot);
        }

        void store(int slot) {
            mv.visitVarInsn(Opcodes.ASTORE, slot);
        }

        /** Store the operand-stack top into fast local {@code i}. */
        void storeLocal(int i) {
            if (i == 0 && writeThroughFirst) {
                mv.visitInsn(Opcodes.DUP);
                mv.visitVarInsn(Opcodes.ALOAD, S);
                mv.visitInsn(Opcodes.SWAP);
                push(0);
                mv.visitInsn(Opcodes.SWAP);
                mv.visitInsn(Opcodes.AASTORE);
            }
            store(local(i));
        }

        void invoke(String owner, String name, String desc) {
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, name, desc, false);
        }

        void none() {
            mv.visitFieldInsn(Opcodes.GETSTATIC, API + "Py", "None", "L" + API + "PyNone;");
        }

        void name(int i) {
            constant(code.names[i], STR);
        }

        void push(int v) {
            push(mv, v);
        }

        static void push(MethodVisitor mv, int v) {
            if (v >= -1 && v <= 5) {
                mv.visitInsn(Opcodes.ICONST_0 + v);
            } else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
                mv.visitIntInsn(Opcodes.BIPUSH, v);
            } else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
                mv.visitIntInsn(Opcodes.SIPUSH, v);
            } else {
                mv.visitLdcInsn(v);
            }
        }

        /** The static final field of each constant (by the object and the type it is used as). */
        private final Map<List<Object>, String> constantFields = new LinkedHashMap<>();
        private final List<String> constantDescs = new ArrayList<>();

        /**
         * Push {@code value} (an object the code holds) as a constant of type {@code desc}: a
         * static final field of the class, set from the class data in its initializer, which
         * HotSpot folds like a literal.
         */
        void constant(Object value, String desc) {
            List<Object> key = List.of(new Identity(value), desc);
            String field = constantFields.get(key);
            if (field == null) {
                field = "k" + data.size();
                data.add(value);
                constantDescs.add(desc);
                constantFields.put(key, field);
            }
            mv.visitFieldInsn(Opcodes.GETSTATIC, className, field, desc);
        }

        /** The constants' fields and the initializer that reads them from the class data. */
        void constantFields(ClassWriter cw) {
            MethodVisitor ci = cw.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
            ci.visitCode();
            // the one instance, handed to Tier2 (no method handle is made for a constructor)
            ci.visitTypeInsn(Opcodes.NEW, className);
            ci.visitInsn(Opcodes.DUP);
            ci.visitMethodInsn(Opcodes.INVOKESPECIAL, className, "<init>", "()V", false);
            ci.visitMethodInsn(Opcodes.INVOKESTATIC, CORE + "Tier2", "initialized",
                    "(L" + BASE_CLASS + ";)V", false);
            if (data.isEmpty()) {
                ci.visitInsn(Opcodes.RETURN);
                ci.visitMaxs(0, 0);
                ci.visitEnd();
                return;
            }
            ci.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles", "lookup",
                    "()Ljava/lang/invoke/MethodHandles$Lookup;", false);
            ci.visitLdcInsn("_");
            ci.visitLdcInsn(org.objectweb.asm.Type.getType(List.class));
            ci.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles",
                    "classData", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
                            + "Ljava/lang/Class;)Ljava/lang/Object;", false);
            ci.visitTypeInsn(Opcodes.CHECKCAST, "java/util/List");
            for (int i = 0; i < data.size(); i++) {
                String desc = constantDescs.get(i);
                cw.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL,
                        "k" + i, desc, null, null).visitEnd();
                ci.visitInsn(Opcodes.DUP);
                push(ci, i);
                ci.visitMethodInsn(Opcodes.INVOKEINTERFACE, "java/util/List", "get",
                        "(I)Ljava/lang/Object;", true);
                ci.visitTypeInsn(Opcodes.CHECKCAST, desc.substring(1, desc.length() - 1));
                ci.visitFieldInsn(Opcodes.PUTSTATIC, className, "k" + i, desc);
            }
            ci.visitInsn(Opcodes.POP);
            ci.visitInsn(Opcodes.RETURN);
            ci.visitMaxs(0, 0);
            ci.visitEnd();
        }
    }

    /** An object compared by identity (as a map key). */
    private record Identity(Object o) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Identity i && i.o == o;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(o);
        }
    }
}
