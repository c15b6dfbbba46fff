package org.specializer.core.tier2;

import static org.specializer.core.tier2.Translator.ABSTRACT;
import static org.specializer.core.tier2.Translator.API;
import static org.specializer.core.tier2.Translator.ATTRS;
import static org.specializer.core.tier2.Translator.CORE;
import static org.specializer.core.tier2.Translator.T2;
import static org.specializer.core.tier2.Translator.FR;
import static org.specializer.core.tier2.Translator.NAMEOPS;
import static org.specializer.core.tier2.Translator.O;
import static org.specializer.core.tier2.Translator.OPS;
import static org.specializer.core.tier2.Translator.PYOBJECT;
import static org.specializer.core.tier2.Translator.STR;

import org.objectweb.asm.Label;
import org.objectweb.asm.Opcodes;
import org.specializer.api.PyStr;
import org.specializer.spi.Extension;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.core.interp.AttrSiteCache;
import org.specializer.core.interp.CoreMethod;
import org.specializer.core.interp.Declarations;

/**
 * The translation of the adaptive families' instructions. Each takes the site's current
 * opcode {@code op}: its family's base (or the generic form) translates to the generic
 * behaviour; a specialized child to its guards and fast path, with the generic behaviour as
 * the branch taken when a guard fails.
 */
final class Emit {
    private Emit() {}

    static final String ARR = Translator.ARR;

    /** Instructions that cannot raise: no need to record where an exception came from. */
    static boolean neverThrows(Opcode o) {
        switch (o) {
            case NOP: case RESUME: case LOAD_FAST: case LOAD_FAST_AND_CLEAR:
            case LOAD_FAST_LOAD_FAST: case LOAD_CONST: case STORE_FAST: case STORE_FAST_LOAD_FAST:
            case STORE_FAST_STORE_FAST: case POP_TOP: case END_FOR: case PUSH_NULL: case END_SEND:
            case RETURN_VALUE: case RETURN_CONST: case COPY: case SWAP: case JUMP_FORWARD:
            case JUMP_BACKWARD: case JUMP_BACKWARD_NO_INTERRUPT: case POP_JUMP_IF_NONE:
            case POP_JUMP_IF_NOT_NONE: case IS_OP: case LOAD_ASSERTION_ERROR: case MAKE_CELL:
            case STORE_DEREF: case PUSH_EXC_INFO: case POP_EXCEPT: case MAKE_FUNCTION:
            case COPY_FREE_VARS:
                return true;
            default:
                return false;
        }
    }

    /**
     * The families whose children compile to a guard and fast path here: a site of one of
     * them that specializes after compilation would compile better, so compiled code watches
     * such a site while it is still warming up ({@code Writer.check}).
     */
    static boolean compilesChildren(Family fam) {
        if (fam == null) {
            return false;
        }
        switch (fam) {
            case BINARY_OP: case BINARY_SUBSCR: case STORE_SUBSCR: case STORE_ATTR:
            case LOAD_ATTR: case LOAD_GLOBAL: case COMPARE_OP: case CONTAINS_OP: case FOR_ITER:
            case TO_BOOL: case UNPACK_SEQUENCE: case CALL: case CALL_KW: case LOAD_SUPER_ATTR:
            case SEND:
                return true;
            default:
                return false;
        }
    }

    static final String INSTR = "org/specializer/core/interp/";
    static final String TIER2_CALLS = INSTR + "Tier2Calls";
    static final String DICT = "L" + API + "PyDict;";
    static final String OBJ = "Ljava/lang/Object;";

    /**
     * The value core that core declares for the child {@code op} ({@code @Core}), when the
     * child may run at a site with this oparg; null when it has none (the site then compiles
     * to the generic form). {@code desc} is how this class calls it: a core declared with
     * another descriptor is a build mistake, reported rather than miscompiled.
     */
    static CoreMethod core(Opcode op, int oparg, String desc) {
        CoreMethod c = Declarations.core(op);
        if (c == null || !op.accepts(oparg)) {
            return null;
        }
        if (!c.descriptor().equals(desc)) {
            throw new IllegalStateException("the value core of " + op + " is declared as "
                    + c.owner() + "." + c.name() + c.descriptor() + "; tier 2 calls it as "
                    + desc);
        }
        return c;
    }

    /** Call a value core. */
    static void invoke(Translator.Writer w, CoreMethod c) {
        w.invoke(c.owner(), c.name(), c.descriptor());
    }

    /**
     * With a fast path's result on the operand stack (null when its guard failed), run
     * {@code generic} (which pushes the generic result) in its place when it is null.
     */
    static void orElse(Translator.Writer w, Runnable generic) {
        Label done = new Label();
        w.mv.visitInsn(Opcodes.DUP);
        w.mv.visitJumpInsn(Opcodes.IFNONNULL, done);
        w.mv.visitInsn(Opcodes.POP);
        w.guardFailed();
        generic.run();
        w.mv.visitLabel(done);
    }

    /** With a fast path's int outcome on the stack (-1: its guard failed), run {@code generic}
     *  (pushing a JVM boolean) in its place when it is negative. */
    static void orElseInt(Translator.Writer w, Runnable generic) {
        Label done = new Label();
        w.mv.visitInsn(Opcodes.DUP);
        w.mv.visitJumpInsn(Opcodes.IFGE, done);
        w.mv.visitInsn(Opcodes.POP);
        w.guardFailed();
        generic.run();
        w.mv.visitLabel(done);
    }

    /** The cache unit at {@code offset} (0 is the counter) of the instruction at {@code p}. */
    static int u16(Translator.Writer w, int p, int offset) {
        return w.state.instructions()[p + 1 + offset];
    }

    static int u32(Translator.Writer w, int p, int offset) {
        return u16(w, p, offset) | u16(w, p, offset + 1) << 16;
    }

    /** The object a REF cache field at {@code offset} names, or null when the slot is bad. */
    static Object ref(Translator.Writer w, int p, int offset) {
        int slot = u16(w, p, offset);
        Object[] refs = w.state.refs();
        return slot < refs.length ? refs[slot] : null;
    }

    // ------------------------------------------------------------------ extension children

    static final String EXTENSIONS = INSTR + "Extensions";
    static final String SPI_EXTENSION = "org/specializer/spi/Extension$";

    /**
     * An extension child's fast path: the site's descriptor as a constant of the class, its
     * guard and action (through {@code Extensions}' tier-2 entry points, which HotSpot inlines
     * with the descriptor's exact class known), the result stored or branched on as the family
     * does. Returns the label that ends the instruction: the caller emits the family's generic
     * form next, reached when the guard fails, and places the label after it. Null when the
     * site holds no descriptor of its family's shape (the caller emits the generic form only).
     */
    static Label extension(Translator.Writer w, Opcode op, int p, int d, int a) {
        Object[] all = w.state.extensions();
        Object e = all != null && p < all.length ? all[p] : null;
        Family fam = op.family();
        Class<? extends Extension> shape = fam.extensionShape();
        if (shape == null || !shape.isInstance(e)) {
            return null;
        }
        String type = "L" + SPI_EXTENSION + shape.getSimpleName() + ";";
        Label done = new Label();
        Label failed = new Label();
        w.constant(e, type);
        if (shape == Extension.Store.class) {
            w.load(w.stack(d - 2));
            w.load(w.stack(d - 1));
            w.load(w.stack(d - 3));
            w.push(op.number());
            w.invoke(EXTENSIONS, "store", "(" + type + O + O + O + "I)Z");
            w.mv.visitJumpInsn(Opcodes.IFNE, done);
            w.guardFailed();
            return done;
        }
        int result;
        if (shape == Extension.Unary.class) {
            result = d - 1;
            w.load(w.stack(d - 1));
            w.push(op.number());
            w.invoke(EXTENSIONS, "unaryOrNull", "(" + type + O + "I)" + O);
        } else if (shape == Extension.Binary.class) {
            result = d - 2;
            w.load(w.stack(d - 2));
            w.load(w.stack(d - 1));
            w.push(op.number());
            w.invoke(EXTENSIONS, "binaryOrNull", "(" + type + O + O + "I)" + O);
        } else {
            result = d - a - 2;
            w.load(w.stack(result));
            w.load(w.stack(result + 1));
            w.array(d, a);
            w.push(op.number());
            w.invoke(EXTENSIONS, "callOrNull", "(" + type + O + O + ARR + "I)" + O);
        }
        w.mv.visitInsn(Opcodes.DUP);
        w.mv.visitJumpInsn(Opcodes.IFNULL, failed);
        // the generic forms of TO_BOOL, CONTAINS_OP and COMPARE_OP-to-bool fold the jump after
        // them: so must this path
        boolean folds = fam == Family.TO_BOOL || fam == Family.CONTAINS_OP
                || fam == Family.COMPARE_OP && (a & 16) != 0;
        Opcode jump = folds ? w.foldJump(p) : null;
        if (jump != null) {
            w.invoke(Translator.T2, "isTrue", "(" + O + ")Z");
            w.branchOnBoolean(jump, p);
        } else {
            w.store(w.stack(result));
        }
        w.mv.visitJumpInsn(Opcodes.GOTO, done);
        w.mv.visitLabel(failed);
        w.mv.visitInsn(Opcodes.POP);
        w.guardFailed();
        return done;
    }

    // ------------------------------------------------------------------ BINARY_OP

    static void binaryOp(Translator.Writer w, Opcode op, int p, int d, int a) {
        Runnable generic = () -> {
            w.load(w.stack(d - 2));
            w.load(w.stack(d - 1));
            w.push(a);
            w.invoke(ABSTRACT, "binaryOp", "(" + O + O + "I)" + O);
        };
        CoreMethod core = core(op, a, "(" + O + O + ")" + O);
        if (core == null) {
            generic.run();
        } else {
            w.load(w.stack(d - 2));
            w.load(w.stack(d - 1));
            invoke(w, core);
            orElse(w, generic);
        }
        w.store(w.stack(d - 2));
    }

    // ------------------------------------------------------------------ subscripts

    static void binarySubscr(Translator.Writer w, Opcode op, int p, int d) {
        Runnable generic = () -> {
            w.load(w.stack(d - 2));
            w.load(w.stack(d - 1));
            w.invoke(ABSTRACT, "getItem", "(" + O + O + ")" + O);
        };
        CoreMethod core = core(op, 0, "(" + O + O + ")" + O);
        if (core == null) {
            generic.run();
        } else {
            w.load(w.stack(d - 2));
            w.load(w.stack(d - 1));
            invoke(w, core);
            orElse(w, generic);
        }
        w.store(w.stack(d - 2));
    }

    static void storeSubscr(Translator.Writer w, Opcode op, int p, int d) {
        CoreMethod core = core(op, 0, "(" + O + O + O + ")Z");
        Label done = new Label();
        if (core != null) {
            w.load(w.stack(d - 3));
            w.load(w.stack(d - 2));
            w.load(w.stack(d - 1));
            invoke(w, core);
            w.mv.visitJumpInsn(Opcodes.IFNE, done);
            w.guardFailed();
        }
        w.load(w.stack(d - 2));
        w.load(w.stack(d - 1));
        w.load(w.stack(d - 3));
        w.invoke(ABSTRACT, "setItem", "(" + O + O + O + ")V");
        w.mv.visitLabel(done);
    }

    // ------------------------------------------------------------------ UNPACK_SEQUENCE

    /**
     * UNPACK_SEQUENCE: the items' array from the child's value core where the site has one
     * (null when its guard failed, which runs the generic {@code Ops.unpackItems}), else from
     * the generic helper; then the items onto the stack, the first on top.
     */
    static void unpackSequence(Translator.Writer w, Opcode op, int p, int d, int a) {
        Runnable generic = () -> {
            w.load(w.stack(d - 1));
            w.push(a);
            w.invoke(OPS, "unpackItems", "(" + O + "I)" + ARR);
        };
        CoreMethod core = core(op, a, "(" + O + "I)" + ARR);
        if (core == null) {
            generic.run();
        } else {
            w.load(w.stack(d - 1));
            w.push(a);
            invoke(w, core);
            orElse(w, generic);
        }
        // the first item ends on top
        for (int i = 0; i < a; i++) {
            if (i < a - 1) {
                w.mv.visitInsn(Opcodes.DUP);
            }
            w.push(i);
            w.mv.visitInsn(Opcodes.AALOAD);
            w.store(w.stack(d - 1 + a - 1 - i));
        }
        if (a == 0) {
            w.mv.visitInsn(Opcodes.POP);
        }
    }

    // ------------------------------------------------------------------ attributes

    static void storeAttr(Translator.Writer w, Opcode op, int p, int d, int a) {
        int version = u32(w, p, 1);
        int index = u16(w, p, 3);
        Label done = new Label();
        boolean hint = op == Opcode.STORE_ATTR_WITH_HINT;
        CoreMethod core = core(op, a, hint ? "(" + O + O + "II" + O + ")Z" : "(" + O + O + "II)Z");
        if (core != null && version != 0) {
            w.load(w.stack(d - 2));
            w.load(w.stack(d - 1));
            w.push(version);
            w.push(index);
            if (hint) {
                w.name(a);
            }
            invoke(w, core);
            w.mv.visitJumpInsn(Opcodes.IFNE, done);
            w.guardFailed();
        }
        if (cachedSite(w, op, Family.STORE_ATTR, Opcode.STORE_ATTR)) {
            w.constant(siteCache(w, w.code.names[a], false), SITE_CACHE);
            w.load(w.stack(d - 1));
            w.load(w.stack(d - 2));
            w.invoke(SITE_CACHE_CLASS, "store", "(" + SITE_CACHE + O + O + ")V");
        } else {
            w.load(w.stack(d - 1));
            w.name(a);
            w.load(w.stack(d - 2));
            w.mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, PYOBJECT, "setAttr",
                    "(" + STR + O + ")V", false);
        }
        w.mv.visitLabel(done);
    }

    static void loadAttr(Translator.Writer w, Opcode op, int p, int d, int a) {
        int version = u32(w, p, 1);
        int keysVersion = u32(w, p, 3);
        int index = u16(w, p, 3);
        Object cached = ref(w, p, 5);
        boolean method = (a & 1) != 0;
        int owner = w.stack(d - 1);
        boolean cachedSite = cachedSite(w, op, Family.LOAD_ATTR, Opcode.LOAD_ATTR);
        if (method) {
            // the METHOD_* children: a guard, then the cached method as a constant
            boolean keys = op == Opcode.LOAD_ATTR_METHOD_WITH_VALUES;
            CoreMethod guard = op.operand() != Opcode.Operand.METHOD_FORM ? null
                    : core(op, a, keys ? "(" + O + "II)Z" : "(" + O + "I)Z");
            if (guard != null && version != 0 && cached instanceof org.specializer.api.PyObject) {
                Label generic = new Label();
                Label done = new Label();
                w.load(owner);
                w.push(version);
                if (keys) {
                    w.push(keysVersion);
                }
                invoke(w, guard);
                w.mv.visitJumpInsn(Opcodes.IFEQ, generic);
                w.load(owner);
                w.store(w.stack(d));
                w.constant(cached, O);
                w.store(owner);
                w.mv.visitJumpInsn(Opcodes.GOTO, done);
                w.mv.visitLabel(generic);
                w.guardFailed();
                genericMethod(w, d, a, cachedSite);
                w.mv.visitLabel(done);
                return;
            }
            CoreMethod core = attrCore(op, a);
            if (core == null) {
                genericMethod(w, d, a, cachedSite);
                return;
            }
            // an attribute child in method form: [attr, NULL]
            attrFast(w, op, core, d, a, version, index, keysVersion, cached);
            orElse(w, () -> siteGetAttr(w, owner, a, cachedSite));
            w.store(owner);
            w.mv.visitInsn(Opcodes.ACONST_NULL);
            w.store(w.stack(d));
            return;
        }
        Runnable generic = () -> siteGetAttr(w, owner, a, cachedSite);
        CoreMethod core = attrCore(op, a);
        if (core == null) {
            switch (op) {
                case LOAD_ATTR_PROPERTY:
                    core = core(op, a, "(" + O + "II" + OBJ + ")" + O);
                    break;
                case LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN:
                    core = core(op, a, "(" + O + "II" + OBJ + O + ")" + O);
                    break;
                case LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES:
                    core = core(op, a, "(" + O + "II)Z");
                    break;
                case LOAD_ATTR_NONDESCRIPTOR_NO_DICT:
                    core = core(op, a, "(" + O + "I)Z");
                    break;
                default: break;
            }
        }
        if (core == null || (version == 0 && op != Opcode.LOAD_ATTR_MODULE)) {
            generic.run();
        } else if (op == Opcode.LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES
                || op == Opcode.LOAD_ATTR_NONDESCRIPTOR_NO_DICT) {
            if (!(cached instanceof org.specializer.api.PyObject)) {
                generic.run();
            } else {
                Label slow = new Label();
                Label done = new Label();
                w.load(owner);
                w.push(version);
                if (op == Opcode.LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES) {
                    w.push(keysVersion);
                }
                invoke(w, core);
                w.mv.visitJumpInsn(Opcodes.IFEQ, slow);
                w.constant(cached, O);
                w.mv.visitJumpInsn(Opcodes.GOTO, done);
                w.mv.visitLabel(slow);
                w.guardFailed();
                generic.run();
                w.mv.visitLabel(done);
            }
        } else if (op == Opcode.LOAD_ATTR_PROPERTY
                || op == Opcode.LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN) {
            w.load(owner);
            w.push(version);
            w.push(keysVersion);
            w.constant(cached == null ? org.specializer.api.Py.None : cached, "Ljava/lang/Object;");
            if (op == Opcode.LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN) {
                w.name(a >> 1);
            }
            invoke(w, core);
            orElse(w, generic);
        } else {
            attrFast(w, op, core, d, a, version, index, keysVersion, cached);
            orElse(w, generic);
        }
        w.store(owner);
    }

    /** The value core of a child that reads an attribute (either form), or null. */
    private static CoreMethod attrCore(Opcode op, int a) {
        switch (op) {
            case LOAD_ATTR_INSTANCE_VALUE: case LOAD_ATTR_MODULE: case LOAD_ATTR_SLOT:
                return core(op, a, "(" + O + "II)" + O);
            case LOAD_ATTR_WITH_HINT:
                return core(op, a, "(" + O + "II" + O + ")" + O);
            case LOAD_ATTR_CLASS:
                return core(op, a, "(" + O + "I" + OBJ + ")" + O);
            default:
                return null;
        }
    }

    /** Push the attribute core's result (or null) for the owner at {@code d - 1}. */
    private static void attrFast(Translator.Writer w, Opcode op, CoreMethod core, int d, int a,
            int version, int index, int keysVersion, Object cached) {
        w.load(w.stack(d - 1));
        w.push(version);
        switch (op) {
            case LOAD_ATTR_WITH_HINT:
                w.push(index);
                w.name(a >> 1);
                invoke(w, core);
                break;
            case LOAD_ATTR_CLASS:
                w.constant(cached == null ? org.specializer.api.Py.None : cached,
                        "Ljava/lang/Object;");
                if (!(cached instanceof org.specializer.api.PyObject)) {
                    // the guard's type check fails at run time, as the loop's would
                    w.mv.visitInsn(Opcodes.POP);
                    w.mv.visitInsn(Opcodes.ACONST_NULL);
                }
                invoke(w, core);
                break;
            default:
                w.push(index);
                invoke(w, core);
                break;
        }
    }

    private static final String SITE_CACHE_CLASS = Translator.CORE + "AttrSiteCache";
    private static final String SITE_CACHE = "L" + SITE_CACHE_CLASS + ";";

    /** The site's own {@link AttrSiteCache} for its method lookups, or for its attribute reads
     *  or stores (the method form's fallback included). */
    private static AttrSiteCache siteCache(Translator.Writer w, PyStr name, boolean methods) {
        return w.attrCaches.computeIfAbsent(2 * w.curStart + (methods ? 1 : 0),
                u -> new AttrSiteCache(name));
    }

    /**
     * Whether the generic form of the LOAD_ATTR or STORE_ATTR ({@code family}, whose base
     * instruction is {@code base}) being emitted goes through a site cache: where it is
     * expected to run, at a generic site, at a site that has given a compiled form up for its
     * misses (several classes reach it), and in a form that gives itself up no more. A
     * specialized site's fallback is cold code otherwise, as its guard's failures make the form
     * be compiled again. Not with the family switched off ({@code --no-specialize},
     * {@code --disable=load_attr}): the caches are specialization too, and an experiment
     * without it must not have them.
     */
    private static boolean cachedSite(Translator.Writer w, Opcode op, Family family,
            Opcode base) {
        if (!org.specializer.core.interp.Specialization.isEnabled(family)) {
            return false;
        }
        return op == base || w.adapt == null
                || w.code.tier2Sites instanceof java.util.BitSet poly && poly.get(w.curStart);
    }

    /** Push {@code owner.name} (the generic attribute form), through the site's cache if
     *  {@code cached}. */
    private static void siteGetAttr(Translator.Writer w, int owner, int a, boolean cached) {
        if (!cached) {
            w.load(owner);
            w.name(a >> 1);
            w.mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, PYOBJECT, "getAttr",
                    "(" + STR + ")" + O, false);
            return;
        }
        w.constant(siteCache(w, w.code.names[a >> 1], false), SITE_CACHE);
        w.load(owner);
        w.invoke(SITE_CACHE_CLASS, "load", "(" + SITE_CACHE + O + ")" + O);
    }

    /** The generic method form: {@code [method, owner]} or {@code [owner.name, NULL]}. */
    private static void genericMethod(Translator.Writer w, int d, int a, boolean cached) {
        Label attr = new Label();
        Label done = new Label();
        int owner = w.stack(d - 1);
        if (cached) {
            w.constant(siteCache(w, w.code.names[a >> 1], true), SITE_CACHE);
            w.load(owner);
            w.invoke(SITE_CACHE_CLASS, "method", "(" + SITE_CACHE + O + ")" + O);
        } else {
            w.load(owner);
            w.name(a >> 1);
            w.invoke(ATTRS, "methodOrNull", "(" + O + STR + ")" + O);
        }
        w.mv.visitInsn(Opcodes.DUP);
        w.mv.visitJumpInsn(Opcodes.IFNULL, attr);
        w.load(owner);
        w.store(w.stack(d));
        w.store(owner);
        w.mv.visitJumpInsn(Opcodes.GOTO, done);
        w.mv.visitLabel(attr);
        w.mv.visitInsn(Opcodes.POP);
        siteGetAttr(w, owner, a, cached);
        w.store(owner);
        w.mv.visitInsn(Opcodes.ACONST_NULL);
        w.store(w.stack(d));
        w.mv.visitLabel(done);
    }

    // ------------------------------------------------------------------ LOAD_GLOBAL

    static void loadGlobal(Translator.Writer w, Opcode op, int p, int d, int a) {
        Runnable generic = () -> {
            w.mv.visitVarInsn(Opcodes.ALOAD, 1);
            w.name(a >> 1);
            w.invoke(NAMEOPS, "loadGlobal", "(" + FR + STR + ")" + O);
        };
        int gkv = u16(w, p, 1);
        int bkv = u16(w, p, 2);
        int index = u16(w, p, 3);
        CoreMethod core = op == Opcode.LOAD_GLOBAL_MODULE ? core(op, a, "(" + DICT + "II)" + O)
                : op == Opcode.LOAD_GLOBAL_BUILTIN ? core(op, a, "(" + DICT + DICT + "III)" + O)
                : null;
        if (op == Opcode.LOAD_GLOBAL_MODULE && core != null && gkv != 0) {
            w.mv.visitVarInsn(Opcodes.ALOAD, 1);
            w.mv.visitFieldInsn(Opcodes.GETFIELD, Translator.FRAME, "globals", DICT);
            w.push(gkv);
            w.push(index);
            invoke(w, core);
            orElse(w, generic);
        } else if (op == Opcode.LOAD_GLOBAL_BUILTIN && core != null && gkv != 0 && bkv != 0) {
            w.mv.visitVarInsn(Opcodes.ALOAD, 1);
            w.mv.visitFieldInsn(Opcodes.GETFIELD, Translator.FRAME, "globals", DICT);
            w.mv.visitVarInsn(Opcodes.ALOAD, 1);
            w.mv.visitFieldInsn(Opcodes.GETFIELD, Translator.FRAME, "builtins", DICT);
            w.push(gkv);
            w.push(bkv);
            w.push(index);
            invoke(w, core);
            orElse(w, generic);
        } else {
            generic.run();
        }
        w.store(w.stack(d));
        if ((a & 1) != 0) {
            w.mv.visitInsn(Opcodes.ACONST_NULL);
            w.store(w.stack(d + 1));
        }
    }

    // ------------------------------------------------------------------ compare, contains

    static void compareOp(Translator.Writer w, Opcode op, int p, int d, int a) {
        CoreMethod core = core(op, a, "(" + O + O + "I)I");
        boolean toBool = (a & 16) != 0;
        Opcode jump = toBool ? w.foldJump(p) : null;
        if (core == null) {
            w.load(w.stack(d - 2));
            w.load(w.stack(d - 1));
            w.push(a);
            if (jump != null) {
                w.invoke(T2, "compareTrue", "(" + O + O + "I)Z");
                w.branchOnBoolean(jump, p);
            } else {
                w.invoke(OPS, "compare", "(" + O + O + "I)" + O);
                w.store(w.stack(d - 2));
            }
            return;
        }
        w.load(w.stack(d - 2));
        w.load(w.stack(d - 1));
        w.push(a);
        invoke(w, core);
        if (jump != null) {
            orElseInt(w, () -> {
                w.load(w.stack(d - 2));
                w.load(w.stack(d - 1));
                w.push(a);
                w.invoke(T2, "compareTrue", "(" + O + O + "I)Z");
            });
            w.branchOnBoolean(jump, p);
            return;
        }
        // a bool whether or not the oparg asks for one: the children's operands compare to bools
        Label slow = new Label();
        Label done = new Label();
        w.mv.visitInsn(Opcodes.DUP);
        w.mv.visitJumpInsn(Opcodes.IFLT, slow);
        w.invoke(T2, "bool", "(Z)" + O);
        w.mv.visitJumpInsn(Opcodes.GOTO, done);
        w.mv.visitLabel(slow);
        w.mv.visitInsn(Opcodes.POP);
        w.guardFailed();
        w.load(w.stack(d - 2));
        w.load(w.stack(d - 1));
        w.push(a);
        w.invoke(OPS, "compare", "(" + O + O + "I)" + O);
        w.mv.visitLabel(done);
        w.store(w.stack(d - 2));
    }

    static void containsOp(Translator.Writer w, Opcode op, int p, int d, int a) {
        Opcode jump = w.foldJump(p);
        CoreMethod core = core(op, a, "(" + O + O + ")I");
        Runnable generic = () -> {
            w.load(w.stack(d - 1));
            w.load(w.stack(d - 2));
            w.invoke(ABSTRACT, "contains", "(" + O + O + ")Z");
        };
        if (core == null) {
            generic.run();
        } else {
            w.load(w.stack(d - 2));
            w.load(w.stack(d - 1));
            invoke(w, core);
            orElseInt(w, generic);
        }
        if (a != 0) {
            w.mv.visitInsn(Opcodes.ICONST_1);
            w.mv.visitInsn(Opcodes.IXOR);
        }
        if (jump != null) {
            w.branchOnBoolean(jump, p);
        } else {
            w.storeBool(w.stack(d - 2));
        }
    }

    // ------------------------------------------------------------------ TO_BOOL

    /**
     * TO_BOOL: the value's truth as a JVM boolean on the operand stack, from the child's value
     * core (1, 0, or -1 when its guard failed, which runs the generic truth test) or, at a
     * site without one, from the generic test.
     */
    static void toBool(Translator.Writer w, Opcode op, int p, int d) {
        Runnable generic = () -> {
            w.load(w.stack(d - 1));
            w.invoke(T2, "isTrue", "(" + O + ")Z");
        };
        boolean versioned = op == Opcode.TO_BOOL_ALWAYS_TRUE;
        CoreMethod core = core(op, 0, versioned ? "(" + O + "I)I" : "(" + O + ")I");
        int version = versioned ? u32(w, p, 1) : 0;
        if (core == null || versioned && version == 0) {
            generic.run();
            return;
        }
        w.load(w.stack(d - 1));
        if (versioned) {
            w.push(version);
        }
        invoke(w, core);
        orElseInt(w, generic);
    }

    // ------------------------------------------------------------------ FOR_ITER

    /**
     * FOR_ITER: the child's value core where the site has one (the next item, null when
     * exhausted, {@code ForIterInstructions.MISS} when its guard failed, which runs the generic
     * form), else {@code Abstract.next}; then the item is stored, or the loop left when null.
     */
    static void forIter(Translator.Writer w, Opcode op, int p, int d, int a) {
        Runnable generic = () -> {
            w.load(w.stack(d - 1));
            w.invoke(ABSTRACT, "next", "(" + O + ")" + O);   // the iterator's nextOrNull
        };
        CoreMethod core = core(op, a, "(" + O + ")" + O);
        if (core == null) {
            generic.run();
        } else {
            Label done = new Label();
            w.load(w.stack(d - 1));
            invoke(w, core);
            w.mv.visitInsn(Opcodes.DUP);
            w.mv.visitFieldInsn(Opcodes.GETSTATIC, CORE + "ForIterInstructions", "MISS", O);
            w.mv.visitJumpInsn(Opcodes.IF_ACMPNE, done);
            w.mv.visitInsn(Opcodes.POP);
            w.guardFailed();
            generic.run();
            w.mv.visitLabel(done);
        }
        w.mv.visitInsn(Opcodes.DUP);
        w.store(w.stack(d));
        w.mv.visitJumpInsn(Opcodes.IFNULL, w.label(w.fl.jumpTarget(p) + 2));
    }

    // ------------------------------------------------------------------ CALL

    /** How tier 2 calls the value core of a CALL child ({@code Tier2Calls}). */
    static final String CALL_CORE = "(" + O + O + "II" + O + O + O + ARR + ")" + O;

    /** How tier 2 calls the value core of a CALL_KW child. */
    static final String CALL_KW_CORE = "(" + O + O + "I" + ARR + O + ")" + O;

    /**
     * CALL n: the child's value core where the site has one (callable, self_or_null, the
     * cache's version, n, the first three arguments and an array of the rest, if any), else,
     * or when its guard fails, {@code Tier2Calls.callN} on the values (no spill); a builtin
     * that the translation can name is called directly in front of both ({@link #directCall}).
     */
    static void call(Translator.Writer w, Opcode op, int p, int d, int n) {
        int base = d - n - 2;
        Runnable generic = () -> {
            if (n <= 3) {
                StringBuilder desc = new StringBuilder("(" + O + O);
                for (int i = 0; i < n + 2; i++) {
                    w.load(w.stack(base + i));
                }
                for (int i = 0; i < n; i++) {
                    desc.append(O);
                }
                w.invoke(TIER2_CALLS, "call" + n, desc + ")" + O);
            } else {
                w.array(d, n + 2);
                w.invoke(TIER2_CALLS, "callN", "(" + ARR + ")" + O);
            }
        };
        Label slow = new Label();
        Label done = new Label();
        boolean direct = directCall(w, calleeGuess(w, p, base), base, d, n, slow);
        if (direct) {
            w.mv.visitJumpInsn(Opcodes.GOTO, done);
            w.mv.visitLabel(slow);
        }
        CoreMethod core = core(op, n, CALL_CORE);
        if (core != null) {
            w.load(w.stack(base));
            w.load(w.stack(base + 1));
            w.push(u32(w, p, 1));
            w.push(n);
            for (int i = 0; i < 3; i++) {
                if (i < n) {
                    w.load(w.stack(base + 2 + i));
                } else {
                    w.mv.visitInsn(Opcodes.ACONST_NULL);
                }
            }
            if (n > 3) {
                w.array(d, n - 3);
            } else {
                w.mv.visitInsn(Opcodes.ACONST_NULL);
            }
            invoke(w, core);
            orElse(w, generic);
        } else {
            generic.run();
        }
        if (direct) {
            w.mv.visitLabel(done);
        }
        w.store(w.stack(base));
    }

    /**
     * CALL_KW n: the child's value core where the site has one (as CALL's, and the tuple of
     * keyword names), else or when its guard fails CALL_KW on the values' stack picture.
     */
    static void callKw(Translator.Writer w, Opcode op, int p, int d, int n) {
        int base = d - n - 3;
        Runnable generic = () -> {
            w.array(d, n + 3);
            w.invoke(TIER2_CALLS, "callKwN", "(" + ARR + ")" + O);
        };
        CoreMethod core = core(op, n, CALL_KW_CORE);
        if (core != null) {
            w.load(w.stack(base));
            w.load(w.stack(base + 1));
            w.push(u32(w, p, 1));
            w.array(d - 1, n);
            w.load(w.stack(d - 1));
            invoke(w, core);
            orElse(w, generic);
        } else {
            generic.run();
        }
        w.store(w.stack(base));
    }

    static final String BUILTIN = API + "Builtin$";
    static final String DESCR = API + "PyMethodDescr";

    /**
     * The builtin that the CALL at {@code p} (its callable in stack slot {@code base}) will
     * most likely call, when the translation can name one: the slot was filled, in the same
     * straight run of code, by a LOAD_ATTR method child (its cached descriptor: {@code d.get},
     * {@code s.strip}, {@code xs.append}) or by LOAD_GLOBAL_BUILTIN (the builtin now at its
     * cached index: {@code len}, {@code isinstance}). Only a guess: the compiled code checks
     * it by identity before it relies on it.
     */
    static org.specializer.api.PyObject calleeGuess(Translator.Writer w, int p, int base) {
        Flow fl = w.fl;
        int u = fl.start[p];
        for (;;) {
            if (fl.target[u]) {
                return null;  // reached by a jump too: the slot may hold anything
            }
            int q = u - 1;
            while (q >= 0 && fl.opUnit[q] < 0) {
                q--;
            }
            if (q < 0 || fl.depth[q] < 0) {
                return null;
            }
            int at = fl.opUnit[q];
            Opcode o = Opcode.byNumber(fl.op[at]);
            int dq = fl.depth[q];
            if (dq == base + 1 && (fl.arg[at] & 1) != 0
                    && (o == Opcode.LOAD_ATTR_METHOD_WITH_VALUES
                            || o == Opcode.LOAD_ATTR_METHOD_NO_DICT
                            || o == Opcode.LOAD_ATTR_METHOD_LAZY_DICT)) {
                return ref(w, at, 5) instanceof org.specializer.api.PyObject m ? m : null;
            }
            if (dq == base && o == Opcode.LOAD_GLOBAL_BUILTIN) {
                org.specializer.api.PyDict b = org.specializer.core.interp.Runtime.builtins();
                try {
                    return b == null ? null : b.valueAt(u16(w, at, 3));
                } catch (RuntimeException raced) {  // the dict changed under a background compile
                    return null;
                }
            }
            if (dq < base + 2 || o == Opcode.SWAP) {
                return null;  // the slot was filled by something else
            }
            u = q;
        }
    }

    /**
     * For a CALL of {@code n} arguments whose callable is {@code guess}, a builtin or method
     * descriptor of a shape the call fits: if the callable is that very object, call its
     * implementation directly, the arguments in JVM locals, leaving the result on the operand
     * stack; otherwise jump to {@code slow} (the operand stack empty there). Through the
     * implementation held as a constant, HotSpot inlines the builtin into the compiled code.
     * Does exactly what {@code Tier2Calls.callN} does for that callable. Emits nothing and
     * answers false when the guess does not fit.
     */
    private static boolean directCall(Translator.Writer w, org.specializer.api.PyObject guess,
            int base, int d, int n, Label slow) {
        org.specializer.api.Builtin.Impl impl;
        boolean method;
        if (guess != null && guess.getClass() == org.specializer.api.PyMethodDescr.class
                && !((org.specializer.api.PyMethodDescr) guess).isClassMethod) {
            impl = ((org.specializer.api.PyMethodDescr) guess).impl;
            method = true;
        } else if (guess != null && guess.getClass() == org.specializer.api.PyBuiltinFunction.class
                && !((org.specializer.api.PyBuiltinFunction) guess).isConstructor) {
            impl = ((org.specializer.api.PyBuiltinFunction) guess).impl;
            method = false;
        } else {
            return false;
        }
        String iface;
        String desc;
        switch (impl.kind) {
            case F0: case F1: case F2: case F3:
                if (impl.kind.ordinal() - org.specializer.api.Builtin.Kind.F0.ordinal() != n) {
                    return false;  // the generic call raises the arity error
                }
                iface = impl.kind.name();
                desc = "(" + O + O.repeat(n) + ")" + O;
                break;
            case FN:
                if (n < impl.minArgs || n > impl.maxArgs) {
                    return false;
                }
                iface = "FN";
                desc = "(" + O + ARR + ")" + O;
                break;
            case FK:
                iface = "FK";
                desc = "(" + O + ARR + "[L" + API + "PyStr;)" + O;
                break;
            default:
                return false;
        }
        w.load(w.stack(base));
        w.constant(guess, O);
        w.mv.visitJumpInsn(Opcodes.IF_ACMPNE, slow);
        w.load(w.stack(base + 1));
        w.mv.visitJumpInsn(method ? Opcodes.IFNULL : Opcodes.IFNONNULL, slow);
        Object f = switch (impl.kind) {
            case F0 -> impl.f0;
            case F1 -> impl.f1;
            case F2 -> impl.f2;
            case F3 -> impl.f3;
            case FN -> impl.fn;
            default -> impl.fk;
        };
        w.constant(f, "L" + BUILTIN + iface + ";");
        if (method) {
            w.constant(guess, "L" + DESCR + ";");
            w.load(w.stack(base + 1));
            w.mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, DESCR, "checkSelf", "(" + O + ")" + O,
                    false);
        } else {
            org.specializer.api.PyObject self = ((org.specializer.api.PyBuiltinFunction) guess).self;
            if (self == null) {
                w.mv.visitInsn(Opcodes.ACONST_NULL);
            } else {
                w.constant(self, O);
            }
        }
        if (impl.kind == org.specializer.api.Builtin.Kind.FN
                || impl.kind == org.specializer.api.Builtin.Kind.FK) {
            w.array(d, n);
            if (impl.kind == org.specializer.api.Builtin.Kind.FK) {
                w.mv.visitFieldInsn(Opcodes.GETSTATIC, API + "Py", "NO_KWNAMES",
                        "[L" + API + "PyStr;");
            }
        } else {
            for (int i = 0; i < n; i++) {
                w.load(w.stack(base + 2 + i));
            }
        }
        w.mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, BUILTIN + iface, "call", desc, true);
        org.specializer.core.interp.Tier2.countDirectCall();
        return true;
    }
}
