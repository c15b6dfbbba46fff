package org.specializer.tests;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import org.specializer.api.Py;
import org.specializer.api.PyComplex;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.Extension;
import org.specializer.spi.Family;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;
import org.specializer.testkit.FamilyKit;
import org.specializer.testkit.Programs;
import org.specializer.testkit.Suite;

/**
 * Specializers that answer only with extension descriptors, one per family that has an
 * extension child but whose bundled specializer never extends (BINARY_OP's do, and its own
 * suite covers them), and the suite that checks them: the core's extension bodies must run a
 * descriptor's action only where its guard passed. The actions are real fast paths (they
 * cast, index and compare directly), so an action run past its guard shows.
 */
final class ExtensionSuites {
    private ExtensionSuites() {}

    static PyObject bool(boolean b) {
        return b ? Py.True : Py.False;
    }

    static final Decision NO = Decision.fail(CommonFailure.OTHER);

    /** An exact int whose value a double holds exactly. */
    static boolean smallInt(PyObject v) {
        return v.getClass() == PyInt.class && Math.abs(((PyInt) v).value) < (1L << 53);
    }

    /** An exact int in {@code [0, size)}. */
    static boolean inRange(PyObject i, int size) {
        return i.getClass() == PyInt.class && ((PyInt) i).value >= 0
                && ((PyInt) i).value < size;
    }

    static final Extension.Unary INT_TRUTH = new Extension.Unary() {
        public String name() {
            return "int_truth";
        }

        public boolean guard(PyObject v) {
            return v.getClass() == PyInt.class;
        }

        public PyObject action(PyObject v) {
            return bool(((PyInt) v).value != 0);
        }
    };

    static final class ToBool implements Specializer {
        public Family family() {
            return Family.TO_BOOL;
        }

        public Decision specialize(Site s) {
            return INT_TRUTH.guard(s.stack(0)) ? Decision.extend(INT_TRUTH) : NO;
        }
    }

    /** {@code z.real} or {@code z.imag} of a complex. */
    static final class ComplexPart implements Extension.Unary {
        final boolean real;

        ComplexPart(boolean real) {
            this.real = real;
        }

        public String name() {
            return real ? "complex_real" : "complex_imag";
        }

        public boolean guard(PyObject v) {
            return v.getClass() == PyComplex.class;
        }

        public PyObject action(PyObject v) {
            PyComplex z = (PyComplex) v;
            return new PyFloat(real ? z.real : z.imag);
        }
    }

    static final class LoadAttr implements Specializer {
        public Family family() {
            return Family.LOAD_ATTR;
        }

        public Decision specialize(Site s) {
            String name = s.name(s.oparg() >> 1).value;
            if (s.stack(0).getClass() != PyComplex.class
                    || !(name.equals("real") || name.equals("imag"))) {
                return NO;
            }
            return Decision.extend(new ComplexPart(name.equals("real")));
        }
    }

    /** An ASCII-or-not character of an exact str at an index in range. */
    static final Extension.Binary STR_INDEX = new Extension.Binary() {
        public String name() {
            return "str_index";
        }

        public boolean guard(PyObject s, PyObject i) {
            return s.getClass() == PyStr.class && inRange(i, ((PyStr) s).length());
        }

        public PyObject action(PyObject s, PyObject i) {
            return PyStr.ofCodePoint(((PyStr) s).codePointAt((int) ((PyInt) i).value));
        }
    };

    static final class BinarySubscr implements Specializer {
        public Family family() {
            return Family.BINARY_SUBSCR;
        }

        public Decision specialize(Site s) {
            return STR_INDEX.guard(s.stack(1), s.stack(0)) ? Decision.extend(STR_INDEX) : NO;
        }
    }

    /** An item of an exact list replaced at an index in range. */
    static final Extension.Store LIST_STORE = new Extension.Store() {
        public String name() {
            return "list_store";
        }

        public boolean guard(PyObject c, PyObject i, PyObject v) {
            return c.getClass() == PyList.class && inRange(i, ((PyList) c).size);
        }

        public void action(PyObject c, PyObject i, PyObject v) {
            ((PyList) c).items[(int) ((PyInt) i).value] = v;
        }
    };

    static final class StoreSubscr implements Specializer {
        public Family family() {
            return Family.STORE_SUBSCR;
        }

        public Decision specialize(Site s) {
            return LIST_STORE.guard(s.stack(1), s.stack(0), s.stack(2))
                    ? Decision.extend(LIST_STORE) : NO;
        }
    }

    /** An int against a float, compared as doubles (the int small enough to be exact). */
    static final class IntFloat implements Extension.Binary {
        final int oparg;

        IntFloat(int oparg) {
            this.oparg = oparg;
        }

        public String name() {
            return (oparg & 16) != 0 ? "int_float_compare_bool" : "int_float_compare";
        }

        public boolean guard(PyObject a, PyObject b) {
            return smallInt(a) && b.getClass() == PyFloat.class;
        }

        public PyObject action(PyObject a, PyObject b) {
            double x = ((PyInt) a).value;
            double y = ((PyFloat) b).value;
            boolean r;
            switch (oparg >> 5) {
                case 0: r = x < y; break;
                case 1: r = x <= y; break;
                case 2: r = x == y; break;
                case 3: r = x != y; break;
                case 4: r = x > y; break;
                default: r = x >= y; break;
            }
            return bool(r);
        }
    }

    static final class CompareOp implements Specializer {
        public Family family() {
            return Family.COMPARE_OP;
        }

        public Decision specialize(Site s) {
            IntFloat d = new IntFloat(s.oparg());
            return d.guard(s.stack(1), s.stack(0)) ? Decision.extend(d) : NO;
        }
    }

    /** A str in (or not in) an exact str. */
    static final class StrInStr implements Extension.Binary {
        final boolean invert;

        StrInStr(boolean invert) {
            this.invert = invert;
        }

        public String name() {
            return invert ? "str_not_in_str" : "str_in_str";
        }

        public boolean guard(PyObject item, PyObject text) {
            return item.getClass() == PyStr.class && text.getClass() == PyStr.class;
        }

        public PyObject action(PyObject item, PyObject text) {
            return bool(((PyStr) text).value.contains(((PyStr) item).value) != invert);
        }
    }

    static final class ContainsOp implements Specializer {
        public Family family() {
            return Family.CONTAINS_OP;
        }

        public Decision specialize(Site s) {
            StrInStr d = new StrInStr(s.oparg() == 1);
            return d.guard(s.stack(1), s.stack(0)) ? Decision.extend(d) : NO;
        }
    }

    /** The builtin {@code len}, as the interpreter made it (a program may rebind the name). */
    static final PyObject LEN = builtinLen();

    private static PyObject builtinLen() {
        org.specializer.core.interp.Runtime.init();
        return org.specializer.core.interp.Runtime.builtins().getItem(PyStr.of("len"));
    }

    /** {@code len(s)} for the builtin len, of an exact str. */
    static final class LenOfStr implements Extension.Call {
        final PyObject len;

        LenOfStr(PyObject len) {
            this.len = len;
        }

        public String name() {
            return "len_of_str";
        }

        public boolean guard(PyObject f, PyObject self, PyObject[] args, int from, int n) {
            return f == len && self == null && n == 1 && args[from].getClass() == PyStr.class;
        }

        public PyObject action(PyObject f, PyObject self, PyObject[] args, int from, int n) {
            return PyInt.of(((PyStr) args[from]).length());
        }
    }

    static final class Call implements Specializer {
        public Family family() {
            return Family.CALL;
        }

        public Decision specialize(Site s) {
            if (s.oparg() != 1) {
                return NO;
            }
            LenOfStr d = new LenOfStr(LEN);
            return d.guard(s.stack(2), s.stack(1), new PyObject[] {s.stack(0)}, 0, 1)
                    ? Decision.extend(d) : NO;
        }
    }

    static final FamilyKit KIT = FamilyKit.forSpecializers(List.of(new ToBool(),
            new LoadAttr(), new BinarySubscr(), new StoreSubscr(), new CompareOp(),
            new ContainsOp(), new Call()));

    private static final String PRELUDE = """
            class Z:
                real = "Z.real"
                imag = property(lambda self: "Z.imag")
            def truth(v):
                return "T" if v else "F"
            def real(z):
                return z.real
            def imag(z):
                return z.imag
            def index(s, i):
                return s[i]
            def store(c, i, v):
                c[i] = v
                return c
            def less(a, b):
                return a < b
            def branch(a, b):
                if a <= b:
                    return "le"
                return "gt"
            def within(x, t):
                return x in t
            def without(x, t):
                return x not in t
            def size(x):
                return len(x)
            def attempt(f, args):
                try:
                    return repr(f(*args))
                except Exception as e:
                    return type(e).__name__
            def rep(f, first, then, n):
                print(f.__name__, " ".join(attempt(f, first) for _ in range(n)),
                      attempt(f, then), attempt(f, first))
            """;

    /** Argument tuples, by function: each descriptor's own case, or (if not own) others. */
    private static Arbitrary<String> args(String f, boolean own) {
        List<String> mine = switch (f) {
            case "truth" -> List.of("(0,)", "(5,)", "(-1,)");
            case "real", "imag" -> List.of("(1+2j,)", "(3j,)", "(-0.5-1j,)");
            case "index" -> List.of("('abc', 1)", "('abc', 0)", "('\\u00e9t\\u00e9', 2)");
            case "store" -> List.of("([1, 2, 3], 1, 'x')", "([0], 0, None)");
            case "less", "branch" -> List.of("(1, 2.5)", "(3, 1.5)", "(2, 2.0)");
            case "within", "without" -> List.of("('a', 'abc')", "('x', 'abc')", "('', '')");
            default -> List.of("('abc',)", "('',)");
        };
        List<String> other = switch (f) {
            case "truth" -> List.of("(2**70,)", "(True,)", "('',)", "(0.0,)", "(None,)",
                    "([],)");
            case "real", "imag" -> List.of("(5,)", "(2.5,)", "(Z(),)", "(True,)");
            case "index" -> List.of("('abc', 5)", "('abc', -1)", "([1, 2], 0)", "({1: 2}, 1)",
                    "('abc', True)", "('abc', 2**70)");
            case "store" -> List.of("([1], 5, 0)", "({}, 1, 2)", "([1, 2], -1, 9)",
                    "([1, 2], True, 'b')", "(bytearray(b'ab'), 0, 65)");
            case "less", "branch" -> List.of("(3, float('nan'))", "(2**70, 1.5)", "(1, 2)",
                    "(1.5, 1)", "(2**60 + 1, 2.0**60)", "(True, 0.5)");
            case "within", "without" -> List.of("('x', ['x'])", "(1, {1})", "('a', ('a',))",
                    "('ab', 'xaby')");
            default -> List.of("([1, 2],)", "(b'xy',)", "({},)");
        };
        return own ? Arbitraries.of(mine) : Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.of(mine)), Tuple.of(3, Arbitraries.of(other)));
    }

    static Arbitrary<String> steps() {
        // the site made hot with its descriptor's own case, then met with another
        Arbitrary<String> rep = Arbitraries.of("truth", "real", "imag", "index", "store",
                "less", "branch", "within", "without", "size")
                .flatMap(f -> Combinators.combine(args(f, true), args(f, false),
                        Programs.repeats()).as((a, b, n) -> "rep(" + f + ", " + a + ", " + b
                                + ", " + n + ")"));
        Arbitrary<String> len = Arbitraries.of("set_builtin('len', lambda x: 'fake len')",
                "set_builtin('len', abs)", "_restore_builtins()");
        return Arbitraries.frequencyOf(Tuple.of(6, rep), Tuple.of(1, len));
    }

    static Suite suite() {
        return new Suite("extension children", KIT, Programs.of(PRELUDE, steps(), 1, 14), 60);
    }
}
