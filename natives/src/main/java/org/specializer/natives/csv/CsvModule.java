package org.specializer.natives.csv;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.ModuleErrors;

/**
 * The {@code _csv} module (CPython Modules/_csv.c), under Lib's csv: {@code reader},
 * {@code writer}, the {@code Dialect} type and the dialect registry (which csv.py fills with
 * {@code excel}, {@code excel-tab} and {@code unix}), {@code field_size_limit}, the
 * {@code QUOTE_*} constants and {@code Error}.
 */
public final class CsvModule {
    private CsvModule() {}

    static final PyType ERROR = ModuleErrors.newException("_csv.Error", PyExc.Exception, null);

    /** CPython's field limit, {@code 128 * 1024} characters by default. */
    static long fieldLimit = 128 * 1024;

    private static PyDict dialects = new PyDict();

    private static final Params NAME = new Params("unregister_dialect", new String[] {"name"},
            0, 1, 1);
    private static final Params GET = new Params("get_dialect", new String[] {"name"}, 0, 1, 1);
    private static final Params LIMIT = new Params("field_size_limit",
            new String[] {"new_limit"}, 0, 1, 0);

    public static PyModule create() {
        PyModule m = new PyModule("_csv");
        m.put("__doc__", PyStr.of(DOC));
        m.put("Error", ERROR);
        m.put("Dialect", PyDialect.TYPE);
        m.put("Reader", CsvReader.TYPE);
        m.put("Writer", CsvWriter.TYPE);
        String[] quotes = {"QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
            "QUOTE_STRINGS", "QUOTE_NOTNULL"};
        for (int i = 0; i < quotes.length; i++) {
            m.put(quotes[i], PyInt.of(i));
        }
        m.put("_dialects", dialects);
        m.defK("reader", (self, args, kw) -> {
            PyObject[] a = unpack(args, kw);
            PyObject it = Abstract.iter(a[0]);
            return new CsvReader(it, PyDialect.call(a[1], args, kw));
        });
        m.defK("writer", (self, args, kw) -> {
            PyObject[] a = unpack(args, kw);
            PyObject write = a[0].lookupAttr(PyStr.intern("write"));
            if (write == null || !Abstract.isCallable(write)) {
                throw Py.typeError("argument 1 must have a \"write\" method");
            }
            return new CsvWriter(write, PyDialect.call(a[1], args, kw));
        });
        m.defK("register_dialect", (self, args, kw) -> {
            PyObject[] a = unpack(args, kw);
            if (!(a[0] instanceof PyStr)) {
                throw Py.typeError("dialect name must be a string");
            }
            dialects.setItem(a[0], PyDialect.call(a[1], args, kw));
            return Py.None;
        });
        m.defK("unregister_dialect", (self, args, kw) -> {
            PyObject name = NAME.parse(args, kw)[0];
            if (dialects.getItem(name) == null) {
                throw Py.error(ERROR, "unknown dialect");
            }
            Abstract.delItem(dialects, name);
            return Py.None;
        });
        m.defK("get_dialect", (self, args, kw) -> getDialect(GET.parse(args, kw)[0]));
        m.def0("list_dialects", self -> new PyList(Abstract.toArray(dialects)));
        m.defK("field_size_limit", (self, args, kw) -> {
            PyObject[] a = LIMIT.parse(args, kw);
            long old = fieldLimit;
            if (a[0] != null) {
                if (a[0].getClass() != PyInt.class
                        && a[0].getClass() != org.specializer.api.PyBigInt.class) {
                    throw Py.typeError("limit must be an integer");
                }
                PyObject v = a[0];
                if (!(v instanceof PyInt pi)) {
                    throw Py.overflowError("Python int too large to convert to C long");
                }
                fieldLimit = pi.value;
            }
            return PyInt.of(old);
        });
        return m;
    }

    /**
     * The positional arguments {@code (first, dialect=None)} of reader, writer and
     * register_dialect: {@code PyArg_UnpackTuple(args, "", 1, 2, ...)}.
     */
    private static PyObject[] unpack(PyObject[] args, PyStr[] kw) {
        int npos = args.length - kw.length;
        if (npos < 1) {
            throw Py.typeError(" expected at least 1 argument, got " + npos);
        }
        if (npos > 2) {
            throw Py.typeError(" expected at most 2 arguments, got " + npos);
        }
        return new PyObject[] {args[0], npos > 1 ? args[1] : null};
    }

    /** A registered dialect; {@code Error("unknown dialect")} when there is none by that name. */
    static PyObject getDialect(PyObject name) {
        PyObject d = dialects.getItem(name);
        if (d == null) {
            throw Py.error(ERROR, "unknown dialect");
        }
        return d;
    }

    private static final String DOC = """
            CSV parsing and writing.
            """;
}
