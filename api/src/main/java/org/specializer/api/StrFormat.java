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
            int n = s.length();
            StringBuilder out = new StringBuilder(n + 16);
            int i = 0;
            while (i < n) {
                // literal text up to the next brace
                int lit = i;
                while (i < n && s.charAt(i) != '{' && s.charAt(i) != '}') {
                    i++;
                }
                out.append(s, lit, i);
                if (i == n) {
                    break;
                }
                char c = s.charAt(i++);
                boolean atEnd = i >= n;
                if (c == '}') {
                    if (atEnd || s.charAt(i) != '}') {
                        throw Py.valueError("Single '}' encountered in format string");
                    }
                    out.append('}');
                    i++;
                    continue;
                }
                if (atEnd) {
                    throw Py.valueError("Single '{' encountered in format string");
                }
                if (s.charAt(i) == '{') {
                    out.append('{');
                    i++;
                    continue;
                }
                i = field(s, i, depth, out);
            }
            return PyStr.of(out.toString());
        }

        /** Parse and format the field starting after its '{'; the position after its '}'. */
        private int field(String s, int i, int depth, StringBuilder out) {
            int n = s.length();
            int nameStart = i;
            char c = 0;
            scan:
            while (i < n) {
                c = s.charAt(i++);
                switch (c) {
                    case '{':
                        throw Py.valueError("unexpected '{' in field name");
                    case '[':
                        while (i < n && s.charAt(i) != ']') {
                            i++;
                        }
                        c = 0;
                        continue;
                    case '}':
                    case ':':
                    case '!':
                        break scan;
                    default:
                        c = 0;
                        continue;
                }
            }
            if (c == 0) {
                throw Py.valueError("expected '}' before end of string");
            }
            String name = s.substring(nameStart, i - 1);
            int conversion = 0;
            String spec = "";
            boolean expand = false;
            if (c == '!' || c == ':') {
                boolean specFollows = true;
                if (c == '!') {
                    if (i >= n) {
                        throw Py.valueError("end of string while looking for conversion "
                                + "specifier");
                    }
                    conversion = s.codePointAt(i);
                    i += Character.charCount(conversion);
                    if (i < n) {
                        char d = s.charAt(i++);
                        if (d == '}') {
                            specFollows = false;
                        } else if (d != ':') {
                            throw Py.valueError("expected ':' after conversion specifier");
                        }
                    }
                }
                if (specFollows) {
                    int specStart = i;
                    int count = 1;
                    while (true) {
                        if (i >= n) {
                            throw Py.valueError("unmatched '{' in format spec");
                        }
                        char d = s.charAt(i++);
                        if (d == '{') {
                            expand = true;
                            count++;
                        } else if (d == '}' && --count == 0) {
                            break;
                        }
                    }
                    spec = s.substring(specStart, i - 1);
                }
            }
            PyObject value = resolve(name);
            if (conversion != 0) {
                value = convert(value, conversion);
            }
            PyStr specStr = expand ? build(spec, depth - 1) : PyStr.of(spec);
            out.append(Abstract.format(value, specStr).value);
            return i;
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
            int n = name.length();
            int i = 0;
            while (i < n && name.charAt(i) != '.' && name.charAt(i) != '[') {
                i++;
            }
            String first = name.substring(0, i);
            long index = decimal(first);
            PyObject obj;
            if (first.isEmpty()) {
                if (numbering == 2) {
                    throw Py.valueError("cannot switch from manual field specification to "
                            + "automatic field numbering");
                }
                numbering = 1;
                obj = positional(nextAuto++);
            } else if (index >= 0) {
                if (numbering == 1) {
                    throw Py.valueError("cannot switch from automatic field numbering to "
                            + "manual field specification");
                }
                numbering = 2;
                obj = positional(index);
            } else {
                obj = keyword(PyStr.of(first));
            }
            while (i < n) {
                char c = name.charAt(i++);
                int start = i;
                if (c == '.') {
                    while (i < n && name.charAt(i) != '.' && name.charAt(i) != '[') {
                        i++;
                    }
                    if (i == start) {
                        throw Py.valueError("Empty attribute in format string");
                    }
                    obj = Abstract.getAttr(obj, PyStr.intern(name.substring(start, i)));
                } else if (c == '[') {
                    while (i < n && name.charAt(i) != ']') {
                        i++;
                    }
                    if (i == n) {
                        throw Py.valueError("Missing ']' in format string");
                    }
                    String key = name.substring(start, i);
                    i++;
                    if (key.isEmpty()) {
                        throw Py.valueError("Empty attribute in format string");
                    }
                    long k = decimal(key);
                    obj = Abstract.getItem(obj, k >= 0 ? PyInt.of(k) : PyStr.of(key));
                    if (i < n && name.charAt(i) != '.' && name.charAt(i) != '[') {
                        throw Py.valueError("Only '.' or '[' may follow ']' in format field "
                                + "specifier");
                    }
                } else {
                    throw Py.valueError("Only '.' or '[' may follow ']' in format field "
                            + "specifier");
                }
            }
            return obj;
        }

        /** A non-negative int when {@code s} is all decimal digits, else -1. */
        private static long decimal(String s) {
            if (s.isEmpty()) {
                return -1;
            }
            long v = 0;
            for (int i = 0; i < s.length(); ) {
                int cp = s.codePointAt(i);
                i += Character.charCount(cp);
                int d = UnicodeData.decimalValue(cp);
                if (d < 0) {
                    return -1;
                }
                if (v > (Long.MAX_VALUE - d) / 10) {
                    throw Py.valueError("Too many decimal digits in format string");
                }
                v = v * 10 + d;
            }
            return v;
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
