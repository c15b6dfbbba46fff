package org.specializer.core.interp;

import java.util.Arrays;
import org.specializer.api.PyCode;
import org.specializer.api.PyObject;
import org.specializer.spi.Extension;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;

/**
 * The extension children's bodies: one per {@link Extension} shape, shared by the families that
 * take it. A site's descriptor lives in its code object's {@link PyCode#extensions} at the
 * site's index, written before the child's opcode (cache first, opcode last), so a site that
 * runs an extension child always finds its descriptor.
 *
 * <p>Each body returns the new stack pointer when the guard passed and the action ran, or -1
 * when the guard failed (nothing touched: the loop counts a miss and runs the generic body).
 * Compare CPython 3.14's {@code BINARY_OP_EXTEND}: {@code DEOPT_IF(!d->guard(left, right))},
 * then {@code res = d->action(left, right)}.
 */
final class Extensions {
    private Extensions() {}

    /** Code units of each extension child, caches included, indexed from TO_BOOL_EXTEND. */
    static final int[] SIZE = new int[Op.CALL_EXTEND - Op.TO_BOOL_EXTEND + 1];

    static {
        for (int op = Op.TO_BOOL_EXTEND; op <= Op.CALL_EXTEND; op++) {
            SIZE[op - Op.TO_BOOL_EXTEND] = Opcode.byNumber(op).size();
        }
    }

    /** The descriptor of the site at {@code ip}, or null. */
    static Extension at(PyCode code, int ip) {
        Object[] e = code.extensions;
        return e != null && ip < e.length ? (Extension) e[ip] : null;
    }

    /** Keep {@code ext} for the site at {@code ip}; before the opcode is written. */
    static void install(PyCode code, int ip, Extension ext) {
        Object[] e = code.extensions;
        if (e == null) {
            e = new Object[code.instructions.length];
            code.extensions = e;
        }
        e[ip] = ext;
    }

    /** Forget the site's descriptor (it was decided again, to something else). */
    static void remove(PyCode code, int ip) {
        Object[] e = code.extensions;
        if (e != null && ip < e.length) {
            e[ip] = null;
        }
    }

    /**
     * Does core take {@code ext} for a site of {@code fam}: the family has an extension child,
     * the descriptor has its shape and a name, and a LOAD_ATTR site is in its attribute form?
     */
    static boolean fits(Family fam, int oparg, Extension ext) {
        Class<? extends Extension> shape = fam.extensionShape();
        String name = ext.name();
        return shape != null && shape.isInstance(ext)
                && (fam != Family.LOAD_ATTR || (oparg & 1) == 0)
                && name != null && !name.isEmpty();
    }

    /** Run the extension child {@code op} of the site at {@code ip}. */
    static int run(Frame f, int op, PyObject[] s, int sp, int arg, int ip) {
        Extension ext = at(f.code, ip);
        int r;
        switch (op) {
            case Op.BINARY_OP_EXTEND: case Op.BINARY_SUBSCR_EXTEND: case Op.COMPARE_OP_EXTEND:
            case Op.CONTAINS_OP_EXTEND:
                r = binary(op, ext, s, sp);
                break;
            case Op.TO_BOOL_EXTEND: case Op.LOAD_ATTR_EXTEND:
                r = unary(op, ext, s, sp);
                break;
            case Op.STORE_SUBSCR_EXTEND:
                r = store(ext, s, sp);
                break;
            default:
                r = call(ext, s, sp, arg);
                break;
        }
        if (Stats.ENABLED && r >= 0) {
            Stats.hit(op);
            Stats.extensionHit(op, ext.name());
        }
        return r;
    }

    /** An action's result; null breaks the contract, and is a SystemError as in CPython. */
    static PyObject result(Extension ext, PyObject res) {
        if (res == null) {
            throw org.specializer.api.Py.error(org.specializer.api.PyExc.SystemError,
                    "extension " + ext.name() + " returned no result");
        }
        return res;
    }

    // The descriptor's guard is guard 1 of the extension child (op).

    private static int binary(int op, Extension ext, PyObject[] s, int sp) {
        if (!(ext instanceof Extension.Binary b)) {
            return -1;
        }
        PyObject l = s[sp - 2];
        PyObject r = s[sp - 1];
        if (Mutants.on(op, 1) && !b.guard(l, r)) {
            return -1;
        }
        s[sp - 2] = result(ext, b.action(l, r));
        s[sp - 1] = null;
        return sp - 1;
    }

    private static int unary(int op, Extension ext, PyObject[] s, int sp) {
        if (!(ext instanceof Extension.Unary u)) {
            return -1;
        }
        PyObject v = s[sp - 1];
        if (Mutants.on(op, 1) && !u.guard(v)) {
            return -1;
        }
        s[sp - 1] = result(ext, u.action(v));
        return sp;
    }

    private static int store(Extension ext, PyObject[] s, int sp) {
        if (!(ext instanceof Extension.Store st)) {
            return -1;
        }
        PyObject v = s[sp - 3];
        PyObject container = s[sp - 2];
        PyObject sub = s[sp - 1];
        if (Mutants.on(Op.STORE_SUBSCR_EXTEND, 1) && !st.guard(container, sub, v)) {
            return -1;
        }
        st.action(container, sub, v);
        return Ops.clear(s, sp, 3);
    }

    private static int call(Extension ext, PyObject[] s, int sp, int n) {
        if (!(ext instanceof Extension.Call c)) {
            return -1;
        }
        int base = sp - n - 2;
        PyObject callable = s[base];
        PyObject self = s[base + 1];
        if (Mutants.on(Op.CALL_EXTEND, 1) && !c.guard(callable, self, s, base + 2, n)) {
            return -1;
        }
        PyObject res = result(ext, c.action(callable, self, s, base + 2, n));
        Arrays.fill(s, base + 1, sp, null);
        s[base] = res;
        return base + 1;
    }

    // Tier 2's entry points: the compiled method passes the site's descriptor as a constant,
    // so that HotSpot, once it inlines these, sees its exact class and inlines guard and
    // action. Each gives null (false) when the guard failed: the compiled code then runs the
    // generic form. With statistics on they count the descriptor's hits and misses ({@code op}
    // is the extension child), which compiled code does for no other child.

    static PyObject unaryOrNull(Extension.Unary u, PyObject v, int op) {
        PyObject r = Mutants.off(op, 1) || u.guard(v) ? result(u, u.action(v)) : null;
        if (Stats.ENABLED) {
            count(op, u, r != null);
        }
        return r;
    }

    static PyObject binaryOrNull(Extension.Binary b, PyObject l, PyObject r, int op) {
        PyObject res = Mutants.off(op, 1) || b.guard(l, r) ? result(b, b.action(l, r)) : null;
        if (Stats.ENABLED) {
            count(op, b, res != null);
        }
        return res;
    }

    static boolean store(Extension.Store st, PyObject container, PyObject sub, PyObject v,
            int op) {
        boolean hit = Mutants.off(op, 1) || st.guard(container, sub, v);
        if (hit) {
            st.action(container, sub, v);
        }
        if (Stats.ENABLED) {
            count(op, st, hit);
        }
        return hit;
    }

    static PyObject callOrNull(Extension.Call c, PyObject callable, PyObject self,
            PyObject[] args, int op) {
        int n = args.length;
        PyObject r = Mutants.off(op, 1) || c.guard(callable, self, args, 0, n)
                ? result(c, c.action(callable, self, args, 0, n)) : null;
        if (Stats.ENABLED) {
            count(op, c, r != null);
        }
        return r;
    }

    private static void count(int op, Extension ext, boolean hit) {
        if (hit) {
            Stats.hit(op);
            Stats.extensionHit(op, ext.name());
        } else {
            Stats.miss(op);
            Stats.extensionMiss(op, ext.name());
        }
    }
}
