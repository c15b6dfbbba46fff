package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyFloat;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;

/**
 * The real-valued distributions of {@code random.Random}, each the algorithm of CPython 3.13's
 * {@code random.py} with its generator calls in the same order. Parameters become doubles first,
 * which is what Python's mixed int/float arithmetic does to them. Elementary functions are
 * {@link Math}'s, which agree with the C library CPython uses far more often than
 * {@link StrictMath}'s (fdlibm) do, though not always to the last bit: a value of
 * {@code gauss()} can differ from CPython's in its last digit. All calls go through the private
 * helpers below, so that a correctly rounded implementation can be put in one place.
 */
final class RandomVariates {
    private RandomVariates() {}

    static final double TWOPI = 2.0 * Math.PI;
    static final double LOG4 = log(4.0);
    static final double SG_MAGICCONST = 1.0 + log(4.5);
    static final double NV_MAGICCONST = 4 * exp(-0.5) / sqrt(2.0);

    private static PyRandom r(PyObject self) {
        return (PyRandom) self;
    }

    private static PyArgs args(String name, int required, String... names) {
        return new PyArgs("Random." + name, names, names.length, required, true);
    }

    private static double d(PyObject[] v, int i, double dflt) {
        return v[i] == null ? dflt : Abstract.asDouble(v[i]);
    }

    private static final PyArgs UNIFORM = args("uniform", 2, "a", "b");
    private static final PyArgs TRIANGULAR = args("triangular", 0, "low", "high", "mode");
    private static final PyArgs GAUSS = args("gauss", 0, "mu", "sigma");
    private static final PyArgs NORMAL = args("normalvariate", 0, "mu", "sigma");
    private static final PyArgs LOGNORMAL = args("lognormvariate", 2, "mu", "sigma");
    private static final PyArgs EXPO = args("expovariate", 0, "lambd");
    private static final PyArgs VONMISES = args("vonmisesvariate", 2, "mu", "kappa");
    private static final PyArgs GAMMA = args("gammavariate", 0, "alpha", "beta");
    private static final PyArgs BETA = args("betavariate", 2, "alpha", "beta");
    private static final PyArgs PARETO = args("paretovariate", 1, "alpha");
    private static final PyArgs WEIBULL = args("weibullvariate", 2, "alpha", "beta");

    static void define(PyType t) {
        t.methodK("uniform", (self, a, kw) -> {
            PyObject[] v = a.length == 2 && kw.length == 0 ? a : UNIFORM.bind(a, kw);
            // a + (b - a) * random(), in Python arithmetic (exact for ints of any size)
            PyObject width = Abstract.sub(v[1], v[0]);
            return Abstract.add(v[0], Abstract.mul(width, new PyFloat(r(self).random())));
        });
        t.methodK("triangular", (self, a, kw) -> triangular(r(self), TRIANGULAR.bind(a, kw)));
        t.methodK("gauss", (self, a, kw) -> {
            PyObject[] v = GAUSS.bind(a, kw);
            return f(d(v, 0, 0.0) + gauss(r(self)) * d(v, 1, 1.0));
        });
        t.methodK("normalvariate", (self, a, kw) -> {
            PyObject[] v = NORMAL.bind(a, kw);
            return f(d(v, 0, 0.0) + normal(r(self)) * d(v, 1, 1.0));
        });
        t.methodK("lognormvariate", (self, a, kw) -> {
            PyObject[] v = LOGNORMAL.bind(a, kw);
            return f(exp(d(v, 0, 0.0) + normal(r(self)) * d(v, 1, 1.0)));
        });
        t.methodK("expovariate", (self, a, kw) -> {
            PyObject[] v = EXPO.bind(a, kw);
            double lambd = d(v, 0, 1.0);
            double x = -log(1.0 - r(self).random());
            if (lambd == 0.0) {
                throw Py.zeroDivisionError("float division by zero");
            }
            return f(x / lambd);
        });
        t.methodK("vonmisesvariate", (self, a, kw) -> {
            PyObject[] v = VONMISES.bind(a, kw);
            return f(vonmises(r(self), d(v, 0, 0.0), d(v, 1, 0.0)));
        });
        t.methodK("gammavariate", (self, a, kw) -> {
            PyObject[] v = GAMMA.bind(a, kw);
            return f(gamma(r(self), d(v, 0, 1.0), d(v, 1, 1.0)));
        });
        t.methodK("betavariate", (self, a, kw) -> {
            PyObject[] v = BETA.bind(a, kw);
            double y = gamma(r(self), d(v, 0, 0.0), 1.0);
            if (y == 0.0) {
                return f(0.0);
            }
            return f(y / (y + gamma(r(self), d(v, 1, 0.0), 1.0)));
        });
        t.methodK("paretovariate", (self, a, kw) -> {
            double alpha = d(PARETO.bind(a, kw), 0, 0.0);
            double u = 1.0 - r(self).random();
            return f(1.0 / pow(u, 1.0 / alpha));
        });
        t.methodK("weibullvariate", (self, a, kw) -> {
            PyObject[] v = WEIBULL.bind(a, kw);
            double u = 1.0 - r(self).random();
            return f(d(v, 0, 0.0) * pow(-log(u), 1.0 / d(v, 1, 0.0)));
        });
    }

    private static double log(double x) {
        return Math.log(x);
    }

    private static double exp(double x) {
        return Math.exp(x);
    }

    private static double sin(double x) {
        return Math.sin(x);
    }

    private static double cos(double x) {
        return Math.cos(x);
    }

    private static double acos(double x) {
        return Math.acos(x);
    }

    private static double sqrt(double x) {
        return Math.sqrt(x);
    }

    private static PyFloat f(double v) {
        return new PyFloat(v);
    }

    /** Python's float {@code **} for the positive bases these algorithms use. */
    private static double pow(double x, double y) {
        return Math.pow(x, y);
    }

    private static PyObject triangular(PyRandom r, PyObject[] v) {
        double u = r.random();
        double low = d(v, 0, 0.0);
        double high = d(v, 1, 1.0);
        double c;
        if (v[2] == null || v[2] == Py.None) {
            c = 0.5;
        } else {
            if (high - low == 0.0) {
                return v[0] == null ? f(0.0) : v[0];
            }
            c = (Abstract.asDouble(v[2]) - low) / (high - low);
        }
        if (u > c) {
            u = 1.0 - u;
            c = 1.0 - c;
            double t = low;
            low = high;
            high = t;
        }
        return f(low + (high - low) * sqrt(u * c));
    }

    /** {@code gauss()}: Box-Muller, keeping the second deviate for the next call. */
    static double gauss(PyRandom r) {
        PyObject next = r.gaussNext;
        r.gaussNext = null;
        if (next != null) {
            return Abstract.asDouble(next);
        }
        double x2pi = r.random() * TWOPI;
        double g2rad = sqrt(-2.0 * log(1.0 - r.random()));
        r.gaussNext = f(sin(x2pi) * g2rad);
        return cos(x2pi) * g2rad;
    }

    /** {@code normalvariate()}: Kinderman and Monahan's ratio method. */
    static double normal(PyRandom r) {
        for (;;) {
            double u1 = r.random();
            double u2 = 1.0 - r.random();
            double z = NV_MAGICCONST * (u1 - 0.5) / u2;
            double zz = z * z / 4.0;
            if (zz <= -log(u2)) {
                return z;
            }
        }
    }

    private static double vonmises(PyRandom r, double mu, double kappa) {
        if (kappa <= 1e-6) {
            return TWOPI * r.random();
        }
        double s = 0.5 / kappa;
        double rr = s + sqrt(1.0 + s * s);
        double z;
        for (;;) {
            double u1 = r.random();
            z = cos(Math.PI * u1);
            double d = z / (rr + z);
            double u2 = r.random();
            if (u2 < 1.0 - d * d || u2 <= (1.0 - d) * exp(d)) {
                break;
            }
        }
        double q = 1.0 / rr;
        double f = (q + z) / (1.0 + q * z);
        double u3 = r.random();
        double theta = u3 > 0.5 ? mu + acos(f) : mu - acos(f);
        return floatMod(theta, TWOPI);
    }

    /** Python's float {@code %} for a positive divisor. */
    private static double floatMod(double x, double m) {
        double v = x % m;
        if (v != 0.0 && v < 0) {
            v += m;
        }
        return v == 0.0 ? 0.0 : v;
    }

    /** {@code gammavariate(alpha, beta)}: Cheng's method above 1, GS (Kennedy and Gentle) below. */
    static double gamma(PyRandom r, double alpha, double beta) {
        if (alpha <= 0.0 || beta <= 0.0) {
            throw Py.valueError("gammavariate: alpha and beta must be > 0.0");
        }
        if (alpha > 1.0) {
            double ainv = sqrt(2.0 * alpha - 1.0);
            double bbb = alpha - LOG4;
            double ccc = alpha + ainv;
            for (;;) {
                double u1 = r.random();
                if (!(1e-7 < u1 && u1 < 0.9999999)) {
                    continue;
                }
                double u2 = 1.0 - r.random();
                double v = log(u1 / (1.0 - u1)) / ainv;
                double x = alpha * exp(v);
                double z = u1 * u1 * u2;
                double rr = bbb + ccc * v - x;
                if (rr + SG_MAGICCONST - 4.5 * z >= 0.0 || rr >= log(z)) {
                    return x * beta;
                }
            }
        }
        if (alpha == 1.0) {
            return -log(1.0 - r.random()) * beta;
        }
        double x;
        for (;;) {
            double u = r.random();
            double b = (Math.E + alpha) / Math.E;
            double p = b * u;
            if (p <= 1.0) {
                x = pow(p, 1.0 / alpha);
            } else {
                x = -log((b - p) / alpha);
            }
            double u1 = r.random();
            if (p > 1.0) {
                if (u1 <= pow(x, alpha - 1.0)) {
                    break;
                }
            } else if (u1 <= exp(-x)) {
                break;
            }
        }
        return x * beta;
    }
}
