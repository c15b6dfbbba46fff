package org.specializer.natives.unicodedata;

import org.specializer.api.Py;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.api.UnicodeData;

/**
 * The {@code unicodedata} module (CPython Modules/unicodedata.c) on CPython 3.13's own data
 * ({@link UnicodeDatabase}, Unicode 15.1): character properties, names, lookup by name, alias
 * and named sequence, decomposition and the normalization forms ({@link Normalization}).
 *
 * <p>{@code ucd_3_2_0} is a {@code UCD} object that reports {@code unidata_version} 3.2.0 but
 * answers from the same 15.1 data, except that its {@code lookup} knows no aliases or named
 * sequences, as CPython's; CPython gives the answers of Unicode 3.2 there (characters
 * assigned since are unassigned to it).
 */
public final class UnicodedataModule {
    private UnicodedataModule() {}

    static final PyType UCD = PyType.builtin("UCD", Ucd.class, PyType.OBJECT, 0,
            UnicodedataModule::defineUcd).withModule("unicodedata")
            .withDottedTpName();

    /** A version of the database: {@code unicodedata.ucd_3_2_0}. */
    static final class Ucd extends PyObject {
        final String version;

        Ucd(String version) {
            super(UCD);
            this.version = version;
        }
    }

    private interface Def {
        void def(String name, int min, int max, Fn f);
    }

    /** A function of the database: {@code ucd} null for the module's current version. */
    private interface Fn {
        PyObject call(Ucd ucd, PyObject[] a);
    }

    public static PyModule create() {
        PyModule m = new PyModule("unicodedata");
        m.put("__doc__", PyStr.of(DOC));
        m.put("unidata_version", PyStr.of("15.1.0"));
        m.put("UCD", UCD);
        m.put("ucd_3_2_0", new Ucd("3.2.0"));
        define((name, min, max, f) -> {
            if (max == 1) {
                m.def1(name, (self, x) -> f.call(null, new PyObject[] {x}));
            } else {
                m.defN(name, min, max, (self, a) -> f.call(null, a));
            }
        });
        return m;
    }

    private static void defineUcd(PyType t) {
        t.constructor((cls, args, kw) -> {
            throw Py.typeError("cannot create 'unicodedata.UCD' instances");
        });
        t.getset("unidata_version", self -> PyStr.of(((Ucd) self).version), null);
        define((name, min, max, f) -> {
            if (max == 1) {
                t.method1(name, (self, x) -> f.call((Ucd) self, new PyObject[] {x}));
            } else {
                t.methodN(name, min, max, (self, a) -> f.call((Ucd) self, a));
            }
        });
    }

    private static void define(Def d) {
        d.def("category", 1, 1, (u, a) -> PyStr.of(UnicodeDatabase.category(chr("category",
                a[0]))));
        d.def("bidirectional", 1, 1, (u, a) -> PyStr.of(UnicodeDatabase.bidirectional(
                chr("bidirectional", a[0]))));
        d.def("combining", 1, 1, (u, a) -> PyInt.of(UnicodeDatabase.combining(chr("combining",
                a[0]))));
        d.def("mirrored", 1, 1, (u, a) -> PyInt.of(UnicodeDatabase.mirrored(chr("mirrored",
                a[0]))));
        d.def("east_asian_width", 1, 1, (u, a) -> PyStr.of(UnicodeDatabase.eastAsianWidth(
                chr("east_asian_width", a[0]))));
        d.def("decomposition", 1, 1, (u, a) -> {
            String s = UnicodeDatabase.DECOMPOSITION.get(chr("decomposition", a[0]));
            return PyStr.of(s == null ? "" : s);
        });
        d.def("decimal", 1, 2, (u, a) -> {
            int v = UnicodeData.decimalValue(chr("decimal", a[0]));
            if (v < 0) {
                return dflt(a, "not a decimal");
            }
            return PyInt.of(v);
        });
        d.def("digit", 1, 2, (u, a) -> {
            double[] v = UnicodeDatabase.NUMERIC.get(chr("digit", a[0]));
            if (v == null || v[1] < 0) {
                return dflt(a, "not a digit");
            }
            return PyInt.of((int) v[1]);
        });
        d.def("numeric", 1, 2, (u, a) -> {
            double[] v = UnicodeDatabase.NUMERIC.get(chr("numeric", a[0]));
            if (v == null) {
                return dflt(a, "not a numeric character");
            }
            return new PyFloat(v[2]);
        });
        d.def("name", 1, 2, (u, a) -> {
            String n = UnicodeDatabase.name(chr("name", a[0]));
            if (n == null) {
                return dflt(a, "no such name");
            }
            return PyStr.of(n);
        });
        d.def("lookup", 1, 1, (u, a) -> lookup(u, a[0]));
        d.def("normalize", 2, 2, (u, a) -> normalize("normalize", a, false));
        d.def("is_normalized", 2, 2, (u, a) -> normalize("is_normalized", a, true));
    }

    private static PyObject dflt(PyObject[] a, String msg) {
        if (a.length > 1) {
            return a[1];
        }
        throw Py.valueError(msg);
    }

    /** The one code point of a str of length 1; TypeError otherwise. */
    private static int chr(String fname, PyObject o) {
        if (o instanceof PyStr s && s.length() == 1) {
            return s.codePointAt(0);
        }
        throw Py.typeError(fname + "() argument must be a unicode character, not "
                + o.type.getTpName());
    }

    /** Compare CPython unicodedata.c: {@code unicodedata_UCD_lookup_impl}. */
    private static PyObject lookup(Ucd ucd, PyObject arg) {
        String name;
        if (arg instanceof PyStr s) {
            name = s.value;
        } else {
            org.specializer.natives.BytesLike.Span b = org.specializer.natives.BytesLike.span(arg);
            name = new String(b.buf, b.off, b.len, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        if (name.length() > 256) {
            throw Py.error(org.specializer.api.PyExc.KeyError, "name too long");
        }
        boolean current = ucd == null;
        int cp = UnicodeDatabase.lookup(name, current);
        if (cp >= 0) {
            return PyStr.ofCodePoint(cp);
        }
        if (current) {
            int[] seq = UnicodeDatabase.SEQUENCES.get(name.toUpperCase(java.util.Locale.ROOT));
            if (seq != null) {
                return PyStr.of(new String(seq, 0, seq.length));
            }
        }
        throw Py.keyError(PyStr.of("undefined character name '" + name + "'"));
    }

    /** {@code normalize(form, unistr)}, or {@code is_normalized} when {@code test}. */
    private static PyObject normalize(String fname, PyObject[] a, boolean test) {
        if (!(a[0] instanceof PyStr form)) {
            throw Py.typeError(fname + "() argument 1 must be str, not " + a[0].type.getTpName());
        }
        if (!(a[1] instanceof PyStr s)) {
            throw Py.typeError(fname + "() argument 2 must be str, not " + a[1].type.getTpName());
        }
        boolean compose;
        boolean compat;
        switch (form.value) {
            case "NFC":
                compose = true;
                compat = false;
                break;
            case "NFKC":
                compose = true;
                compat = true;
                break;
            case "NFD":
                compose = false;
                compat = false;
                break;
            case "NFKD":
                compose = false;
                compat = true;
                break;
            default:
                throw Py.valueError("invalid normalization form");
        }
        int[] cps = s.codePoints();
        if (Normalization.trivially(cps, compat)) {
            return test ? Py.True : (s.getClass() == PyStr.class ? s : PyStr.of(s.value));
        }
        int[] r = Normalization.normalize(cps, compose, compat);
        boolean same = java.util.Arrays.equals(r, cps);
        if (test) {
            return same ? Py.True : Py.False;
        }
        if (same) {
            return s.getClass() == PyStr.class ? s : PyStr.of(s.value);
        }
        return PyStr.of(new String(r, 0, r.length));
    }

    private static final String DOC = """
            This module provides access to the Unicode Character Database which
            defines character properties for all Unicode characters. The data in
            this database is based on the UnicodeData.txt file version
            15.1.0 which is publicly available from ftp://ftp.unicode.org/.

            The module uses the same names and symbols as defined by the
            UnicodeData File Format 15.1.0.""";
}
