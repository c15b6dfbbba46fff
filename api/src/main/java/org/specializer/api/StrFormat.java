package org.specializer.api;

/**
 * {@code str.format(*args, **kwargs)} and {@code str.format_map(mapping)}: CPython's
 * {@code Objects/stringlib/unicode_format.h}.
 *
 * <pre>
 *   replacement field: "{" [field_name] ["!" conversion] [":" format_spec] "}"
 *   field_name:        (digits | identifier-ish | nothing) ("." attribute | "[" key "]")*
 * </pre>
 *
 * <p>An empty field name takes the next automatic number; numbering is automatic or manual for
 * the whole call ("cannot switch from ..."). A key inside brackets is an int when it is all
 * digits, else a str. The format spec may itself contain replacement fields, expanded first,
 * two levels deep at most ("Max string recursion exceeded"). Each value is formatted with
 * {@link Abstract#format}, i.e. its type's {@code __format__}.
 */
public final class StrFormat {
    private StrFormat() {}

    /** {@code fmt.format(*args, **kw)}: keyword values are the last {@code kwnames.length} args. */
    public static PyStr format(PyStr fmt, PyObject[] args, PyStr[] kwnames) {
        return new Run(args, args.length - kwnames.length, kwnames, null)
                .build(fmt.value, 2);
    }

    /** {@code fmt.format_map(mapping)}: names are looked up with {@code mapping[name]}. */
    public static PyStr formatMap(PyStr fmt, PyObject mapping) {
        return new Run(null, 0, null, mapping).build(fmt.value, 2);
    }

    /** The arguments of one call, and its field-numbering state. */
    private static final class Run {
        final PyObject[] args;
        final int npos;
        final PyStr[] kwnames;
        final PyObject mapping;
        /** 0 = not decided yet, 1 = automatic, 2 = manual. */
        int numbering;
        int nextAuto;

        Run(PyObject[] args, int npos, PyStr[] kwnames, PyObject mapping) {
            this.args = args;
            this.npos = npos;
            this.kwnames = kwnames;
            this.mapping = mapping;
        }

        /** Expand {@code s} (the whole format, or a format spec) at {@code depth}. */
        PyStr build(String s, int depth) {
            if (depth <= 0) {
                throw Py.valueError("Max string recursion exceeded");
            }
            StringBuilder out = new StringBuilder(s.length() + 16);
            FormatMarkup.Parser p = new FormatMarkup.Parser(s);
            while (p.next()) {
                out.append(p.literal);
                if (!p.fieldPresent) {
                    continue;
                }
                PyObject value = resolve(p.fieldName);
                if (p.conversion != 0) {
                    value = convert(value, p.conversion);
                }
                PyStr spec = p.specNeedsExpanding ? build(p.formatSpec, depth - 1)
                        : PyStr.of(p.formatSpec);
                out.append(Abstract.format(value, spec).value);
            }
            return PyStr.of(out.toString());
        }

        private static PyObject convert(PyObject v, int conversion) {
            switch (conversion) {
                case 'r':
                    return Abstract.repr(v);
                case 's':
                    return Abstract.str(v);
                case 'a':
                    return StrMethods.ascii(v);
                default:
                    if (conversion > 32 && conversion < 127) {
                        throw Py.valueError("Unknown conversion specifier "
                                + (char) conversion);
                    }
                    throw Py.valueError("Unknown conversion specifier \\x"
                            + Integer.toHexString(conversion));
            }
        }

        /** The object a field name designates: the argument, then attributes and items. */
        private PyObject resolve(String name) {
            FormatMarkup.FieldName f = new FormatMarkup.FieldName(name);
            PyObject obj;
            if (f.first.isEmpty()) {
                if (numbering == 2) {
                    throw Py.valueError("cannot switch from manual field specification to "
                            + "automatic field numbering");
                }
                numbering = 1;
                obj = positional(nextAuto++);
            } else if (f.firstIndex >= 0) {
                if (numbering == 1) {
                    throw Py.valueError("cannot switch from automatic field numbering to "
                            + "manual field specification");
                }
                numbering = 2;
                obj = positional(f.firstIndex);
            } else {
                obj = keyword(PyStr.of(f.first));
            }
            while (f.next()) {
                if (f.isAttribute) {
                    obj = Abstract.getAttr(obj, PyStr.intern(f.part));
                } else {
                    obj = Abstract.getItem(obj, f.partIndex >= 0 ? PyInt.of(f.partIndex)
                            : PyStr.of(f.part));
                }
            }
            return obj;
        }

        private PyObject positional(long index) {
            if (args == null) {
                throw Py.valueError("Format string contains positional fields");
            }
            if (index >= npos) {
                throw Py.indexError("Replacement index " + index
                        + " out of range for positional args tuple");
            }
            return args[(int) index];
        }

        private PyObject keyword(PyStr key) {
            if (mapping != null) {
                return Abstract.getItem(mapping, key);
            }
            for (int k = 0; k < kwnames.length; k++) {
                if (kwnames[k].value.equals(key.value)) {
                    return args[npos + k];
                }
            }
            throw Py.keyError(key);
        }
    }
}
