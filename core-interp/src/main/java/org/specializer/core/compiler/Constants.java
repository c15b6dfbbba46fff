package org.specializer.core.compiler;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBool;
import org.specializer.api.PyBytes;
import org.specializer.api.PyCode;
import org.specializer.api.PyComplex;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.ast.Ast;

/**
 * Constants: turning the AST's plain Java values into Python objects, and the keys under
 * which a code object's constants are de-duplicated (CPython's {@code _PyCode_ConstantKey}:
 * equal values of the same type share a slot, but {@code 1}, {@code 1.0}, {@code 1+0j} and
 * {@code True} do not, nor do {@code 0.0} and {@code -0.0}, or {@code 0j} and {@code -0j}).
 */
final class Constants {
    private Constants() {}

    /** The Python object for an {@link Ast.Constant}'s value (already-folded values pass through). */
    static PyObject toPy(Object v) {
        if (v instanceof PyObject p) {
            return p;
        }
        if (v instanceof Long l) {
            return Py.newInt(l);
        }
        if (v instanceof Integer i) {
            return Py.newInt((long) i);
        }
        if (v instanceof BigInteger b) {
            return Py.newInt(b);
        }
        if (v instanceof Double d) {
            return new PyFloat(d);
        }
        if (v instanceof Ast.Imaginary im) {
            return new PyComplex(0.0, im.value());
        }
        if (v instanceof String s) {
            return str(s);
        }
        if (v instanceof byte[] b) {
            return PyBytes.of(b);
        }
        if (v instanceof Boolean b) {
            return b ? Py.True : Py.False;
        }
        if (v == Ast.Singleton.NONE) {
            return Py.None;
        }
        if (v == Ast.Singleton.ELLIPSIS) {
            return Py.Ellipsis;
        }
        throw new IllegalArgumentException("not a constant: " + v);
    }

    /** A str constant: interned when it consists of name characters only, as CPython does. */
    static PyStr str(String s) {
        return allNameChars(s) ? PyStr.intern(s) : new PyStr(s);
    }

    private static boolean allNameChars(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_')) {
                return false;
            }
        }
        return true;
    }

    static PyObject valueOf(Ast.Constant c) {
        return toPy(c.value());
    }

    static boolean isStr(Ast.Expr e) {
        return e instanceof Ast.Constant c
                && (c.value() instanceof String || c.value() instanceof PyStr s && s.getClass() == PyStr.class);
    }

    static String strValue(Ast.Constant c) {
        return c.value() instanceof String s ? s : ((PyStr) c.value()).value;
    }

    /** The de-duplication key of a constant. */
    static Object key(PyObject o) {
        Class<?> c = o.getClass();
        if (c == PyStr.class) {
            return new Key(PyStr.class, ((PyStr) o).value);
        }
        if (c == PyInt.class) {
            return new Key(PyInt.class, ((PyInt) o).value);
        }
        if (c == PyBool.class) {
            return o;
        }
        if (c == PyBigInt.class) {
            return new Key(PyInt.class, ((PyBigInt) o).value);
        }
        if (c == PyFloat.class) {
            return new Key(PyFloat.class, Double.doubleToRawLongBits(((PyFloat) o).value));
        }
        if (c == PyComplex.class) {
            PyComplex z = (PyComplex) o;
            return new Key(PyComplex.class, List.of(Double.doubleToRawLongBits(z.real),
                    Double.doubleToRawLongBits(z.imag)));
        }
        if (c == PyBytes.class) {
            return new Key(PyBytes.class, new BytesKey(((PyBytes) o).value));
        }
        if (c == PyTuple.class) {
            PyObject[] items = ((PyTuple) o).items;
            List<Object> keys = new ArrayList<>(items.length);
            for (PyObject item : items) {
                keys.add(key(item));
            }
            return new Key(PyTuple.class, keys);
        }
        if (c == PyCode.class) {
            return new IdentityKey(o);
        }
        Object frozen = FrozenSets.key(o);
        if (frozen != null) {
            return frozen;
        }
        return new IdentityKey(o);
    }

    /**
     * A constant's type and value. equals and hashCode are written out: a record's generated
     * ones are bootstrapped through {@code ObjectMethods} at their first call, which the AOT
     * cache does not keep, and every compilation, hello world's included, calls them.
     */
    record Key(Class<?> type, Object value) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Key k && type == k.type && value.equals(k.value);
        }

        @Override
        public int hashCode() {
            return 31 * type.hashCode() + value.hashCode();
        }
    }

    record BytesKey(byte[] bytes) {
        @Override
        public boolean equals(Object other) {
            return other instanceof BytesKey b && Arrays.equals(bytes, b.bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }
    }

    /** A key that is equal only to itself: code objects and anything without value semantics. */
    static final class IdentityKey {
        final Object o;

        IdentityKey(Object o) {
            this.o = o;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof IdentityKey k && k.o == o;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(o);
        }
    }
}
