package org.specializer.api;

/** Float arithmetic with Python's semantics (division and modulo rules, errors). */
public final class FloatOps {
    private FloatOps() {}

    /** {@code x <op> y} for two floats: the result, or null for operators floats lack. */
    public static PyObject binaryOp(double x, double y, int nb) {
        switch (nb) {
            case Abstract.NB_ADD:
                return new PyFloat(x + y);
            case Abstract.NB_SUBTRACT:
                return new PyFloat(x - y);
            case Abstract.NB_MULTIPLY:
                return new PyFloat(x * y);
            case Abstract.NB_TRUE_DIVIDE:
                return new PyFloat(div(x, y));
            case Abstract.NB_FLOOR_DIVIDE:
                return new PyFloat(floorDiv(x, y));
            case Abstract.NB_REMAINDER:
                return new PyFloat(mod(x, y));
            case Abstract.NB_POWER:
                return pow(x, y);
            default:
                return null;
        }
    }

    public static double div(double x, double y) {
        if (y == 0.0) {
            throw Py.zeroDivisionError("float division by zero");
        }
        return x / y;
    }

    public static double mod(double x, double y) {
        if (y == 0.0) {
            throw Py.zeroDivisionError("float modulo by zero");
        }
        double m = x % y;
        if (m != 0.0) {
            if ((y < 0) != (m < 0)) {
                m += y;
            }
        } else {
            m = Math.copySign(0.0, y);
        }
        return m;
    }

    public static double floorDiv(double x, double y) {
        if (y == 0.0) {
            throw Py.zeroDivisionError("float floor division by zero");
        }
        double m = x % y;
        double div = (x - m) / y;
        if (m != 0.0) {
            if ((y < 0) != (m < 0)) {
                div -= 1.0;
            }
        }
        double floordiv;
        if (div != 0.0) {
            floordiv = Math.floor(div);
            if (div - floordiv > 0.5) {
                floordiv += 1.0;
            }
        } else {
            floordiv = Math.copySign(0.0, x / y);
        }
        return floordiv;
    }

    /** {@code divmod(x, y)} for floats: {floordiv, mod}. */
    public static double[] divmod(double x, double y) {
        if (y == 0.0) {
            throw Py.zeroDivisionError("float divmod()");
        }
        return new double[] {floorDiv(x, y), mod(x, y)};
    }

    /** {@code x ** y} with CPython's special cases. */
    public static PyObject pow(double x, double y) {
        if (y == 0.0) {
            return new PyFloat(1.0);
        }
        if (Double.isNaN(x)) {
            return new PyFloat(x);
        }
        if (Double.isNaN(y)) {
            return new PyFloat(x == 1.0 ? 1.0 : y);
        }
        if (x == 0.0 && y < 0.0 && !Double.isInfinite(y)) {
            throw Py.zeroDivisionError("zero to a negative power");
        }
        if (x < 0.0 && !Double.isInfinite(x) && !Double.isInfinite(y) && y != Math.floor(y)) {
            // CPython returns a complex number here; complex is not supported yet.
            throw Py.valueError("negative number cannot be raised to a fractional power");
        }
        double r = Math.pow(x, y);
        if (Double.isInfinite(r) && !Double.isInfinite(x) && !Double.isInfinite(y)) {
            throw Py.overflowError("(34, 'Numerical result out of range')");
        }
        return new PyFloat(r);
    }
}
