package org.specializer.natives.symtable;

import java.util.Map;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.ast.SyntaxErrorException;
import org.specializer.core.compiler.SourceDecoder;
import org.specializer.core.compiler.Symbols;
import org.specializer.core.interp.Interp;
import org.specializer.core.modules.Params;

/**
 * The {@code _symtable} module (CPython {@code Modules/symtablemodule.c} and
 * {@code Python/symtable.c}'s entry type): {@code symtable(source, filename, compile_type)}
 * returns the module's {@code symtable entry}, whose attributes Lib's {@code symtable} reads,
 * from the compiler's own symbol table ({@link Symbols}); and the flag constants.
 */
public final class SymtableModule {
    private SymtableModule() {}

    private static final Params SYMTABLE = new Params("symtable",
            new String[] {"source", "filename", "startstr"}, 3, 3, 3);

    public static PyModule create() {
        PyModule m = new PyModule("_symtable");
        m.defK("symtable", (self, args, kw) -> symtable(SYMTABLE.parse(args, kw)));
        // Compare CPython symtablemodule.c: symtable_init_constants
        int[] values = {16, 1, 8, 2, 4, 32, 64, 128, 134, 256, 12, 15, 4, 1, 3, 2, 5,
            Symbols.TYPE_FUNCTION, Symbols.TYPE_CLASS, Symbols.TYPE_MODULE,
            Symbols.TYPE_ANNOTATION, Symbols.TYPE_TYPE_ALIAS, Symbols.TYPE_TYPE_PARAMETERS,
            Symbols.TYPE_TYPE_VARIABLE};
        String[] names = {"USE", "DEF_GLOBAL", "DEF_NONLOCAL", "DEF_LOCAL", "DEF_PARAM",
            "DEF_FREE", "DEF_FREE_CLASS", "DEF_IMPORT", "DEF_BOUND", "DEF_ANNOT", "SCOPE_OFF",
            "SCOPE_MASK", "FREE", "LOCAL", "GLOBAL_IMPLICIT", "GLOBAL_EXPLICIT", "CELL",
            "TYPE_FUNCTION", "TYPE_CLASS", "TYPE_MODULE", "TYPE_ANNOTATION", "TYPE_TYPE_ALIAS",
            "TYPE_TYPE_PARAMETERS", "TYPE_TYPE_VARIABLE"};
        for (int i = 0; i < names.length; i++) {
            m.put(names[i], PyInt.of(values[i]));
        }
        return m;
    }

    private static PyObject symtable(PyObject[] a) {
        // the file name converted first, as CPython's argument clinic converts it
        String filename = Params.filename(a[1]);
        String source;
        if (a[0] instanceof PyStr s) {
            source = s.value;
        } else if (a[0] instanceof PyBytes b) {
            // as compile() decodes bytes: a coding cookie or BOM (PEP 263), else UTF-8
            try {
                source = SourceDecoder.decodeString(b.value, filename);
            } catch (SyntaxErrorException e) {
                throw new PyException(Interp.syntaxError(e));
            }
        } else {
            throw Py.typeError("symtable() argument 'source' must be str, bytes or "
                    + "bytearray, not " + a[0].type.getName());
        }
        if (!(a[2] instanceof PyStr mode)) {
            throw Py.typeError("symtable() argument 3 must be str, not "
                    + a[2].type.getName());
        }
        if (!mode.value.equals("exec") && !mode.value.equals("eval")
                && !mode.value.equals("single")) {
            throw Py.valueError("symtable() arg 3 must be 'exec' or 'eval' or 'single'");
        }
        try {
            return new Entry(Symbols.build(source, filename, mode.value));
        } catch (SyntaxErrorException e) {
            throw new PyException(Interp.syntaxError(e));
        }
    }

    /** A {@code symtable entry}: one block of the table. */
    static final class Entry extends PyObject {
        static final PyType TYPE = PyType.builtin("symtable entry", Entry.class, PyType.OBJECT,
                0, t -> {
                    t.getset("id", self -> PyInt.of(e(self).id()), null);
                    t.getset("name", self -> PyStr.of(e(self).name()), null);
                    t.getset("type", self -> PyInt.of(e(self).type()), null);
                    t.getset("lineno", self -> PyInt.of(e(self).lineno()), null);
                    t.getset("nested", self -> PyInt.of(e(self).nested() ? 1 : 0), null);
                    t.getset("symbols", self -> ((Entry) self).symbols, null);
                    t.getset("varnames", self -> ((Entry) self).varnames, null);
                    t.getset("children", self -> ((Entry) self).children, null);
                    t.method0("__repr__", self -> PyStr.of("<symtable entry " + e(self).name()
                            + "(" + e(self).id() + "), line " + e(self).lineno() + ">"));
                });

        private final Symbols.Entry entry;
        private final PyDict symbols = new PyDict();
        private final PyList varnames = new PyList();
        private final PyList children = new PyList();

        Entry(Symbols.Entry entry) {
            super(TYPE);
            this.entry = entry;
            for (Map.Entry<String, Integer> s : entry.symbols().entrySet()) {
                symbols.setItem(PyStr.of(s.getKey()), PyInt.of(s.getValue()));
            }
            for (String v : entry.varnames()) {
                varnames.append(PyStr.of(v));
            }
            for (Symbols.Entry c : entry.children()) {
                children.append(new Entry(c));
            }
        }

        private static Symbols.Entry e(PyObject self) {
            return ((Entry) self).entry;
        }
    }
}
