package org.specializer.natives.string;

import org.specializer.api.FormatMarkup;
import org.specializer.api.Py;
import org.specializer.api.PyBool;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * The {@code _string} module (CPython {@code Objects/unicodeobject.c}'s {@code _string}): the
 * parser of {@code str.format} strings that {@code string.Formatter} builds on, the same
 * {@link FormatMarkup} {@code str.format} itself uses.
 */
public final class StringModule {
    private StringModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_string");
        m.put("__doc__", PyStr.of("string helper module"));
        m.def1("formatter_parser", (self, s) -> new FormatterIterator(str(s)));
        m.def1("formatter_field_name_split", (self, s) -> fieldNameSplit(str(s)));
        return m;
    }

    private static String str(PyObject s) {
        if (!(s instanceof PyStr p)) {
            throw Py.typeError("expected str, got " + s.type.getName());
        }
        return p.value;
    }

    /** {@code (first, iterator of (is_attribute, name))}; first is an int when all digits. */
    // Compare CPython unicode_format.h: formatter_field_name_split
    private static PyObject fieldNameSplit(String s) {
        FormatMarkup.FieldName f = new FormatMarkup.FieldName(s);
        PyObject first = f.firstIndex >= 0 ? PyInt.of(f.firstIndex) : PyStr.of(f.first);
        return PyTuple.of(first, new FieldNameIterator(f));
    }

    /**
     * What {@code formatter_parser(s)} returns: tuples {@code (literal_text, field_name,
     * format_spec, conversion)}, the last three None when the step has no field.
     */
    static final class FormatterIterator extends PyObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("formatteriterator",
                FormatterIterator.class, PyType.OBJECT, 0, Params::defineIterator);

        private final FormatMarkup.Parser parser;

        FormatterIterator(String s) {
            super(TYPE);
            this.parser = new FormatMarkup.Parser(s);
        }

        // Compare CPython unicode_format.h: formatteriter_next
        @Override
        public PyObject nextOrNull() {
            FormatMarkup.Parser p = parser;
            if (!p.next()) {
                return null;
            }
            if (!p.fieldPresent) {
                return PyTuple.of(PyStr.of(p.literal), Py.None, Py.None, Py.None);
            }
            PyObject conversion = p.conversion == 0 ? Py.None : PyStr.ofCodePoint(p.conversion);
            return PyTuple.of(PyStr.of(p.literal), PyStr.of(p.fieldName),
                    PyStr.of(p.formatSpec), conversion);
        }
    }

    /** The lookups after a field name's first part: {@code (is_attribute, name or index)}. */
    static final class FieldNameIterator extends PyObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("fieldnameiterator",
                FieldNameIterator.class, PyType.OBJECT, 0, Params::defineIterator);

        private final FormatMarkup.FieldName name;

        FieldNameIterator(FormatMarkup.FieldName name) {
            super(TYPE);
            this.name = name;
        }

        @Override
        public PyObject nextOrNull() {
            if (!name.next()) {
                return null;
            }
            PyObject part = name.partIndex >= 0 ? PyInt.of(name.partIndex) : PyStr.of(name.part);
            return PyTuple.of(name.isAttribute ? PyBool.TRUE : PyBool.FALSE, part);
        }
    }
}
