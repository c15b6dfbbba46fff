package org.specializer.api;

/**
 * The methods of {@code BaseException} and the attributes particular to some builtin
 * exception classes, with CPython's constructors, {@code str()} and {@code repr()}.
 */
public final class ExceptionMethods {
    private ExceptionMethods() {}

    // attrs indexes, per family of exception classes
    static final int STOP_VALUE = 0;
    static final int EXIT_CODE = 0;
    static final int IMPORT_NAME = 0;
    static final int IMPORT_PATH = 1;
    static final int IMPORT_MSG = 2;
    static final int IMPORT_NAME_FROM = 3;
    static final int ATTR_NAME = 0;
    static final int ATTR_OBJ = 1;
    static final int NAME_NAME = 0;
    public static final int SYNTAX_MSG = 0;
    public static final int SYNTAX_FILENAME = 1;
    public static final int SYNTAX_LINENO = 2;
    public static final int SYNTAX_OFFSET = 3;
    public static final int SYNTAX_TEXT = 4;
    public static final int SYNTAX_END_LINENO = 5;
    public static final int SYNTAX_END_OFFSET = 6;
    static final int SYNTAX_PRINT_FILE_AND_LINE = 7;
    static final int OS_ERRNO = 0;
    static final int OS_STRERROR = 1;
    static final int OS_FILENAME = 2;
    static final int OS_FILENAME2 = 3;
    /** BlockingIOError's {@code characters_written}: null (unset) in {@link PyBaseException#attrs}. */
    static final int OS_WRITTEN = 4;
    public static final int UNICODE_ENCODING = 0;
    public static final int UNICODE_OBJECT = 1;
    public static final int UNICODE_START = 2;
    public static final int UNICODE_END = 3;
    public static final int UNICODE_REASON = 4;

    private static PyBaseException ex(PyObject o) {
        return (PyBaseException) o;
    }

    static void defineBaseException(PyType t) {
        t.constructor((cls, args, kw) -> {
            int n = args.length - kw.length;
            PyObject[] pos = new PyObject[n];
            System.arraycopy(args, 0, pos, 0, n);
            PyBaseException e = new PyBaseException((PyType) cls, PyTuple.of(pos));
            initAttributes(e);
            return e;
        });
        t.methodK("__init__", (self, args, kw) -> {
            PyBaseException e = ex(self);
            if (e.type.isSubtype(PyExc.OSError) && !osErrorUsesInit(e.type)) {
                return Py.None;  // OSError.__new__ took the arguments (CPython's oserror_init)
            }
            if (e.type.isSubtype(PyExc.ImportError)) {
                // CPython's ImportError_init clears what this call does not give
                for (int i = IMPORT_NAME; i <= IMPORT_NAME_FROM; i++) {
                    e.setAttrSlot(i, null);
                }
            }
            initKeywords(e, args, kw);
            int n = args.length - kw.length;
            PyObject[] pos = new PyObject[n];
            System.arraycopy(args, 0, pos, 0, n);
            e.args = PyTuple.of(pos);
            initAttributes(e);
            return Py.None;
        });
        t.method0("__str__", self -> {
            PyTuple a = ex(self).args;
            switch (a.items.length) {
                case 0: return PyStr.EMPTY;
                case 1: return Abstract.str(a.items[0]);
                default: return Abstract.str(a);
            }
        });
        t.method0("__repr__", self -> {
            PyTuple a = ex(self).args;
            String name = self.type.getName();
            if (a.items.length == 1) {
                return new PyStr(name + "(" + Abstract.repr(a.items[0]) + ")");
            }
            return new PyStr(name + Abstract.repr(a));
        });
        t.getset("args", self -> ex(self).args, (self, v) ->
                ex(self).args = PyTuple.of(Abstract.toArray(v)), self -> notDeleted("args"));
        t.getset("__traceback__", self -> {
            PyTraceback tb = ex(self).traceback;
            return tb == null ? Py.None : tb;
        }, (self, v) -> {
            if (v == Py.None) {
                ex(self).traceback = null;
            } else if (v instanceof PyTraceback tb) {
                ex(self).traceback = tb;
            } else {
                throw Py.typeError("__traceback__ must be a traceback or None");
            }
        }, self -> notDeleted("__traceback__"));
        t.getset("__cause__", self -> orNone(ex(self).cause), (self, v) -> {
            ex(self).cause = exceptionOrNull(v, "exception cause");
            ex(self).suppressContext = true;
        }, self -> notDeleted("__cause__"));
        t.getset("__context__", self -> orNone(ex(self).context), (self, v) ->
                ex(self).context = exceptionOrNull(v, "exception context"),
                self -> notDeleted("__context__"));
        t.getset("__suppress_context__", self -> Py.newBool(ex(self).suppressContext),
                (self, v) -> ex(self).suppressContext = Abstract.isTrue(v));
        t.method1("with_traceback", (self, tb) -> {
            ex(self).traceback = tb == Py.None ? null : (PyTraceback) tb;
            return self;
        });
        t.method1("add_note", (self, note) -> {
            if (!(note instanceof PyStr)) {
                throw Py.typeError("note must be a str, not '" + note.type.getName() + "'");
            }
            PyDict d = self.getDict();
            PyObject notes = d.getItem(Names.__notes__);
            if (notes == null) {
                notes = new PyList();
                d.setItem(Names.__notes__, notes);
            }
            if (!(notes instanceof PyList l)) {
                throw Py.typeError("Cannot add note: __notes__ is not a list");
            }
            l.append(note);
            return Py.None;
        });
        t.method0("__reduce__", self -> {
            // CPython's BaseException_reduce: the instance dict too, when it holds attributes
            PyDict d = reduceState(ex(self));
            return d == null ? PyTuple.of(self.type, ex(self).args)
                    : PyTuple.of(self.type, ex(self).args, d);
        });
        t.method1("__setstate__", (self, state) -> {
            if (state != Py.None) {
                if (!(state instanceof PyDict d)) {
                    throw Py.typeError("state is not a dictionary");
                }
                for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                    if (!(d.keyAt(i) instanceof PyStr name)) {
                        throw Py.typeError("attribute name must be string, not '"
                                + d.keyAt(i).type.getName() + "'");
                    }
                    GenericAttributes.setAttr(self, name, d.valueAt(i));
                }
            }
            return Py.None;
        });
        t.getset("__dict__", PyObject::getDict, (self, v) -> self.setDict((PyDict) v));
    }

    private static void notDeleted(String name) {
        throw Py.typeError(name + " may not be deleted");
    }

    /**
     * The instance dict an exception's {@code __reduce__} adds, or null when it holds nothing
     * (an attribute lookup makes an empty one here, where CPython makes none).
     */
    private static PyDict reduceState(PyBaseException e) {
        PyDict d = e.dictIfMade();
        return d == null || d.size() == 0 ? null : d;
    }

    /**
     * The state {@code __reduce__} adds for ImportError and AttributeError: the instance dict
     * with the given attribute slots that are set (CPython's ImportError_getstate and
     * AttributeError_getstate), or null for none.
     */
    private static PyDict stateWith(PyBaseException e, String[] names, int[] slots,
            boolean withArgs) {
        PyDict own = e.getDict();
        PyDict d = null;
        for (int i = 0; i < slots.length; i++) {
            PyObject v = e.attrs == null ? null : e.attrs[slots[i]];
            if (v != null) {
                if (d == null) {
                    d = own == null ? new PyDict() : own.copy();
                }
                d.setItem(PyStr.of(names[i]), v);
            }
        }
        if (withArgs) {
            if (d == null) {
                d = own == null ? new PyDict() : own.copy();
            }
            d.setItem(PyStr.intern("args"), e.args);
        }
        return d != null ? d : own == null || own.size() == 0 ? null : own;
    }

    private static PyTuple reduceWith(PyBaseException e, PyDict state) {
        return state == null ? PyTuple.of(e.type, e.args) : PyTuple.of(e.type, e.args, state);
    }

    private static PyObject orNone(PyObject o) {
        return o == null ? Py.None : o;
    }

    private static PyBaseException exceptionOrNull(PyObject v, String what) {
        if (v == Py.None) {
            return null;
        }
        if (v instanceof PyBaseException e) {
            return e;
        }
        throw Py.typeError(what + " must be None or derive from BaseException");
    }

    /** The getsets and special {@code __str__} of particular builtin exception classes. */
    static void defineFor(PyType t) {
        switch (t.getName()) {
            case "StopIteration":
                slot(t, "value", STOP_VALUE);
                break;
            case "SystemExit":
                slot(t, "code", EXIT_CODE);
                break;
            case "ImportError":
                slot(t, "name", IMPORT_NAME);
                slot(t, "path", IMPORT_PATH);
                slot(t, "msg", IMPORT_MSG);
                slot(t, "name_from", IMPORT_NAME_FROM);
                t.method0("__reduce__", self -> reduceWith(ex(self), stateWith(ex(self),
                        new String[] {"name", "path", "name_from"},
                        new int[] {IMPORT_NAME, IMPORT_PATH, IMPORT_NAME_FROM}, false)));
                t.method0("__str__", self -> {
                    PyObject msg = ex(self).attr(IMPORT_MSG);
                    if (msg != Py.None) {
                        return Abstract.str(msg);
                    }
                    return baseStr(ex(self));
                });
                break;
            case "AttributeError":
                slot(t, "name", ATTR_NAME);
                slot(t, "obj", ATTR_OBJ);
                t.method0("__reduce__", self -> reduceWith(ex(self), stateWith(ex(self),
                        new String[] {"name"}, new int[] {ATTR_NAME}, true)));
                break;
            case "NameError":
                slot(t, "name", NAME_NAME);
                break;
            case "KeyError":
                t.method0("__str__", self -> {
                    PyTuple a = ex(self).args;
                    if (a.items.length == 1) {
                        return Abstract.repr(a.items[0]);
                    }
                    return baseStr(ex(self));
                });
                break;
            case "SyntaxError":
                slot(t, "msg", SYNTAX_MSG);
                slot(t, "filename", SYNTAX_FILENAME);
                slot(t, "lineno", SYNTAX_LINENO);
                slot(t, "offset", SYNTAX_OFFSET);
                slot(t, "text", SYNTAX_TEXT);
                slot(t, "end_lineno", SYNTAX_END_LINENO);
                slot(t, "end_offset", SYNTAX_END_OFFSET);
                t.getset("print_file_and_line", self -> ex(self).attr(SYNTAX_PRINT_FILE_AND_LINE),
                        (self, v) -> ex(self).setAttrSlot(SYNTAX_PRINT_FILE_AND_LINE, v),
                        self -> ex(self).setAttrSlot(SYNTAX_PRINT_FILE_AND_LINE, null));
                t.method0("__str__", self -> syntaxErrorStr(ex(self)));
                break;
            case "OSError":
                defineOSError(t);
                break;
            case "BlockingIOError":
                defineBlockingIOError(t);
                break;
            case "UnicodeEncodeError":
            case "UnicodeDecodeError":
            case "UnicodeTranslateError":
                defineUnicodeError(t);
                break;
            default:
                break;
        }
    }

    private static PyStr baseStr(PyBaseException e) {
        PyTuple a = e.args;
        switch (a.items.length) {
            case 0: return PyStr.EMPTY;
            case 1: return Abstract.str(a.items[0]);
            default: return Abstract.str(a);
        }
    }

    private static void slot(PyType t, String name, int index) {
        t.getset(name, self -> ex(self).attr(index), (self, v) -> ex(self).setAttrSlot(index, v));
    }

    private static PyStr syntaxErrorStr(PyBaseException e) {
        PyObject msg = e.attr(SYNTAX_MSG);
        PyObject file = e.attr(SYNTAX_FILENAME);
        PyObject line = e.attr(SYNTAX_LINENO);
        String m = Abstract.str(msg).value;
        boolean haveFile = file instanceof PyStr;
        boolean haveLine = line instanceof PyInt;
        if (haveFile && haveLine) {
            String f = ((PyStr) file).value;
            int slash = f.lastIndexOf('/');
            return new PyStr(m + " (" + f.substring(slash + 1) + ", line " + line + ")");
        }
        if (haveFile) {
            String f = ((PyStr) file).value;
            int slash = f.lastIndexOf('/');
            return new PyStr(m + " (" + f.substring(slash + 1) + ")");
        }
        if (haveLine) {
            return new PyStr(m + " (line " + line + ")");
        }
        return new PyStr(m);
    }

    /** Derive the special attributes from {@code args}, as each class's {@code __init__} does. */
    public static void initAttributes(PyBaseException e) {
        PyObject[] a = e.args.items;
        PyType t = e.type;
        if (t.isSubtype(PyExc.StopIteration)) {
            e.setAttrSlot(STOP_VALUE, a.length > 0 ? a[0] : Py.None);
        } else if (t.isSubtype(PyExc.SystemExit)) {
            e.setAttrSlot(EXIT_CODE, a.length == 0 ? Py.None : a.length == 1 ? a[0] : e.args);
        } else if (t.isSubtype(PyExc.ImportError)) {
            if (a.length == 1) {
                e.setAttrSlot(IMPORT_MSG, a[0]);
            }
        } else if (t.isSubtype(PyExc.SyntaxError)) {
            if (a.length >= 1) {
                e.setAttrSlot(SYNTAX_MSG, a[0]);
            }
            if (a.length == 2) {
                PyObject[] info = Abstract.toArray(a[1]);
                if (info.length < 4) {
                    throw Py.typeError("function takes at least 4 arguments (" + info.length
                            + " given)");
                } else if (info.length > 6) {
                    throw Py.typeError("function takes at most 6 arguments (" + info.length
                            + " given)");
                } else if (info.length == 5) {
                    throw Py.typeError(
                            "end_offset must be provided when end_lineno is provided");
                }
                for (int i = 0; i < info.length; i++) {
                    e.setAttrSlot(SYNTAX_FILENAME + i, info[i]);
                }
            }
        } else if (t.isSubtype(PyExc.OSError)) {
            initOSError(e);
        } else if (t.isSubtype(PyExc.UnicodeError)) {
            initUnicodeError(e, false);
        }
    }

    // ------------------------------------------------------------------ UnicodeError

    /**
     * {@code encoding}, {@code object}, {@code start}, {@code end} and {@code reason} of
     * UnicodeEncodeError, UnicodeDecodeError and UnicodeTranslateError (which has no encoding),
     * and their messages, computed from the attributes as they are now. Compare CPython
     * exceptions.c: UnicodeEncodeError_init and UnicodeEncodeError_str.
     */
    private static void defineUnicodeError(PyType t) {
        slot(t, "encoding", UNICODE_ENCODING);
        slot(t, "object", UNICODE_OBJECT);
        slot(t, "start", UNICODE_START);
        slot(t, "end", UNICODE_END);
        slot(t, "reason", UNICODE_REASON);
        t.methodK("__init__", (self, args, kw) -> {
            PyBaseException e = ex(self);
            if (kw.length != 0) {
                throw Py.typeError(t.getName() + "() takes no keyword arguments");
            }
            e.args = PyTuple.of(args.clone());
            initUnicodeError(e, true);
            return Py.None;
        });
        t.method0("__str__", self -> unicodeErrorStr(ex(self)));
    }

    /**
     * Parse the constructor arguments into the attributes; {@code strict} (for
     * {@code __init__}) raises TypeError for arguments of the wrong count or types, otherwise
     * they are left unset, as a {@code __new__} without {@code __init__} leaves them.
     */
    private static void initUnicodeError(PyBaseException e, boolean strict) {
        PyObject[] a = e.args.items;
        PyType t = e.type;
        boolean translate = t.isSubtype(PyExc.UnicodeTranslateError);
        boolean decode = t.isSubtype(PyExc.UnicodeDecodeError);
        if (!translate && !decode && !t.isSubtype(PyExc.UnicodeEncodeError)) {
            return;
        }
        int n = translate ? 4 : 5;
        if (a.length != n) {
            if (strict) {
                throw Py.typeError("function takes exactly " + n + " arguments (" + a.length
                        + " given)");
            }
            return;
        }
        int k = translate ? 0 : 1;
        PyObject object = a[k];
        if (!translate && !(a[0] instanceof PyStr)) {
            if (strict) {
                throw Py.typeError("argument 1 must be str, not " + a[0].type.getName());
            }
            return;
        }
        if (decode) {
            if (!(object instanceof PyBytes)) {
                byte[] b = Buffers.toBytesOrNull(object);
                if (b == null) {
                    if (strict) {
                        throw Buffers.notBytesLike(object);
                    }
                    return;
                }
                object = new PyBytes(b);
            }
        } else if (!(object instanceof PyStr)) {
            if (strict) {
                throw Py.typeError("argument " + (k + 1) + " must be str, not "
                        + object.type.getName());
            }
            return;
        }
        if (!(a[n - 1] instanceof PyStr)) {
            if (strict) {
                throw Py.typeError("argument " + n + " must be str, not "
                        + a[n - 1].type.getName());
            }
            return;
        }
        e.setAttrSlot(UNICODE_ENCODING, translate ? Py.None : a[0]);
        e.setAttrSlot(UNICODE_OBJECT, object);
        e.setAttrSlot(UNICODE_START, PyInt.of(Abstract.asIndex(a[k + 1])));
        e.setAttrSlot(UNICODE_END, PyInt.of(Abstract.asIndex(a[k + 2])));
        e.setAttrSlot(UNICODE_REASON, a[n - 1]);
    }

    private static PyStr unicodeErrorStr(PyBaseException e) {
        PyObject object = e.attr(UNICODE_OBJECT);
        if (object == Py.None) {
            return PyStr.EMPTY;
        }
        String reason = Abstract.str(e.attr(UNICODE_REASON)).value;
        long start = Abstract.asIndex(e.attr(UNICODE_START));
        long end = Abstract.asIndex(e.attr(UNICODE_END));
        boolean decode = e.type.isSubtype(PyExc.UnicodeDecodeError);
        String prefix = e.type.isSubtype(PyExc.UnicodeTranslateError) ? "can't translate"
                : "'" + Abstract.str(e.attr(UNICODE_ENCODING)).value + "' codec can't "
                        + (decode ? "decode" : "encode");
        long len = decode ? ((PyBytes) object).value.length : ((PyStr) object).length();
        if (start >= 0 && start < len && end >= 0 && end <= len && end == start + 1) {
            StringBuilder sb = new StringBuilder(prefix);
            if (decode) {
                sb.append(" byte 0x").append(String.format("%02x",
                        ((PyBytes) object).value[(int) start] & 0xff));
            } else {
                sb.append(" character '");
                StrRepr.escape(sb, ((PyStr) object).codePointAt((int) start));
                sb.append('\'');
            }
            return new PyStr(sb.append(" in position ").append(start).append(": ")
                    .append(reason).toString());
        }
        return new PyStr(prefix + (decode ? " bytes" : " characters") + " in position " + start
                + "-" + (end - 1) + ": " + reason);
    }

    // ------------------------------------------------------------------ OSError

    /**
     * The errno values (Linux) whose OSError is a subclass: {@code OSError(2, 'x')} makes a
     * FileNotFoundError. Compare CPython exceptions.c: errnomap.
     */
    private static PyType osErrorSubclass(long errno) {
        switch ((int) errno) {
            case 11: case 114: case 115: return PyExc.BlockingIOError;
            case 10: return PyExc.ChildProcessError;
            case 32: case 108: return PyExc.BrokenPipeError;
            case 103: return PyExc.ConnectionAbortedError;
            case 111: return PyExc.ConnectionRefusedError;
            case 104: return PyExc.ConnectionResetError;
            case 17: return PyExc.FileExistsError;
            case 2: return PyExc.FileNotFoundError;
            case 21: return PyExc.IsADirectoryError;
            case 20: return PyExc.NotADirectoryError;
            case 4: return PyExc.InterruptedError;
            case 1: case 13: return PyExc.PermissionError;
            case 3: return PyExc.ProcessLookupError;
            case 110: return PyExc.TimeoutError;
            default: return null;
        }
    }

    private static void defineOSError(PyType t) {
        // Compare CPython exceptions.c: OSError_new (the errno picks the subclass)
        t.constructor((cls, args, kw) -> {
            int n = args.length - kw.length;
            if (kw.length != 0 && ((PyType) cls).lookup(Names.__init__)
                    == PyExc.OSError.lookup(Names.__init__)) {
                throw Py.typeError(((PyType) cls).getName() + "() takes no keyword arguments");
            }
            PyObject[] pos = new PyObject[n];
            System.arraycopy(args, 0, pos, 0, n);
            PyType type = (PyType) cls;
            if (type == PyExc.OSError && n >= 2 && n <= 5 && pos[0] instanceof PyInt errno) {
                PyType sub = osErrorSubclass(errno.value);
                if (sub != null) {
                    type = sub;
                }
            }
            PyBaseException e = new PyBaseException(type, PyTuple.of(pos));
            initAttributes(e);
            return e;
        });
        slot(t, "errno", OS_ERRNO);
        slot(t, "strerror", OS_STRERROR);
        slot(t, "filename", OS_FILENAME);
        slot(t, "filename2", OS_FILENAME2);
        t.method0("__str__", self -> {
            // Compare CPython exceptions.c: OSError_str
            PyBaseException e = ex(self);
            PyObject errno = e.attr(OS_ERRNO);
            PyObject strerror = e.attr(OS_STRERROR);
            PyObject filename = e.attr(OS_FILENAME);
            if (filename != Py.None) {
                String s = "[Errno " + Abstract.str(errno) + "] " + Abstract.str(strerror) + ": "
                        + Abstract.repr(filename);
                PyObject filename2 = e.attr(OS_FILENAME2);
                if (filename2 != Py.None) {
                    s += " -> " + Abstract.repr(filename2);
                }
                return new PyStr(s);
            }
            if (errno != Py.None && strerror != Py.None) {
                return new PyStr("[Errno " + Abstract.str(errno) + "] "
                        + Abstract.str(strerror));
            }
            return baseStr(e);
        });
        t.method0("__reduce__", self -> {
            PyBaseException e = ex(self);
            PyObject args = e.args;
            PyObject filename = e.attr(OS_FILENAME);
            if (e.args.items.length == 2 && filename != Py.None) {
                PyObject filename2 = e.attr(OS_FILENAME2);
                args = filename2 == Py.None
                        ? PyTuple.of(e.args.items[0], e.args.items[1], filename)
                        : PyTuple.of(e.args.items[0], e.args.items[1], filename, Py.None,
                                filename2);
            }
            PyDict d = reduceState(e);
            return d == null ? PyTuple.of(self.type, args) : PyTuple.of(self.type, args, d);
        });
    }

    /**
     * {@code BlockingIOError.characters_written}, only on that class and its subclasses (CPython
     * defines it on OSError, where reading it unset is an AttributeError as well).
     */
    static void defineBlockingIOError(PyType t) {
        t.getset("characters_written", self -> {
            PyObject[] a = ex(self).attrs;
            if (a == null || a[OS_WRITTEN] == null) {
                throw Py.attributeError(self, PyStr.intern("characters_written"),
                        "characters_written");
            }
            return a[OS_WRITTEN];
        }, (self, v) -> ex(self).setAttrSlot(OS_WRITTEN, PyInt.of(Abstract.asIndex(v))),
                self -> {
                    PyObject[] a = ex(self).attrs;
                    if (a == null || a[OS_WRITTEN] == null) {
                        throw Py.attributeError(self, PyStr.intern("characters_written"),
                                "characters_written");
                    }
                    a[OS_WRITTEN] = null;
                });
    }

    /**
     * Whether an OSError class takes its arguments in {@code __init__} rather than in
     * {@code __new__}: it has an {@code __init__} of its own and OSError's {@code __new__}.
     * Compare CPython exceptions.c: oserror_use_init.
     */
    private static boolean osErrorUsesInit(PyType t) {
        return t.lookup(Names.__init__) != PyExc.OSError.lookup(Names.__init__)
                && t.lookup(Names.__new__) == PyExc.OSError.lookup(Names.__new__);
    }

    /** Compare CPython exceptions.c: oserror_init. */
    private static void initOSError(PyBaseException e) {
        PyObject[] a = e.args.items;
        int n = a.length;
        if (n < 2 || n > 5) {
            return;
        }
        e.setAttrSlot(OS_ERRNO, a[0]);
        e.setAttrSlot(OS_STRERROR, a[1]);
        PyObject filename = n >= 3 ? a[2] : Py.None;
        PyObject filename2 = n >= 5 ? a[4] : Py.None;
        if (filename == Py.None) {
            return;
        }
        if (e.type == PyExc.BlockingIOError && filename instanceof PyInt written) {
            e.setAttrSlot(OS_WRITTEN, written);
            return;
        }
        e.setAttrSlot(OS_FILENAME, filename);
        if (filename2 != Py.None) {
            e.setAttrSlot(OS_FILENAME2, filename2);
        }
        e.args = PyTuple.of(a[0], a[1]);
    }

    /**
     * A new OSError for {@code errno}, of the subclass the errno maps to (FileNotFoundError for
     * ENOENT, ...), with {@code filename} and {@code filename2} (null for none): what CPython's
     * {@code PyErr_SetFromErrnoWithFilenameObjects} raises.
     */
    public static PyBaseException newOSError(int errno, String strerror, PyObject filename,
            PyObject filename2) {
        PyType type = osErrorSubclass(errno);
        PyObject[] args = filename == null ? new PyObject[] {PyInt.of(errno), PyStr.of(strerror)}
                : filename2 == null
                        ? new PyObject[] {PyInt.of(errno), PyStr.of(strerror), filename}
                        : new PyObject[] {PyInt.of(errno), PyStr.of(strerror), filename,
                            Py.None, filename2};
        PyBaseException e = new PyBaseException(type == null ? PyExc.OSError : type,
                PyTuple.of(args));
        initAttributes(e);
        return e;
    }

    /** Keyword arguments accepted by some constructors ({@code name=}, {@code path=}, {@code obj=}). */
    private static void initKeywords(PyBaseException e, PyObject[] args, PyStr[] kw) {
        if (kw.length == 0) {
            return;
        }
        PyType t = e.type;
        int n = args.length - kw.length;
        for (int i = 0; i < kw.length; i++) {
            String k = kw[i].value;
            PyObject v = args[n + i];
            if (t.isSubtype(PyExc.ImportError) && k.equals("name")) {
                e.setAttrSlot(IMPORT_NAME, v);
            } else if (t.isSubtype(PyExc.ImportError) && k.equals("path")) {
                e.setAttrSlot(IMPORT_PATH, v);
            } else if (t.isSubtype(PyExc.ImportError) && k.equals("name_from")) {
                e.setAttrSlot(IMPORT_NAME_FROM, v);
            } else if (t.isSubtype(PyExc.AttributeError) && k.equals("name")) {
                e.setAttrSlot(ATTR_NAME, v);
            } else if (t.isSubtype(PyExc.AttributeError) && k.equals("obj")) {
                e.setAttrSlot(ATTR_OBJ, v);
            } else if (t.isSubtype(PyExc.NameError) && k.equals("name")) {
                e.setAttrSlot(NAME_NAME, v);
            } else if (t.isSubtype(PyExc.ImportError) || t.isSubtype(PyExc.AttributeError)
                    || t.isSubtype(PyExc.NameError)) {
                // the class whose __init__ parses them names itself, as CPython's formats
                String parser = t.isSubtype(PyExc.ImportError) ? "ImportError"
                        : t.isSubtype(PyExc.AttributeError) ? "AttributeError" : "NameError";
                throw Py.typeError(parser + "() got an unexpected keyword argument '" + k
                        + "'");
            } else {
                throw Py.typeError(t.getName() + "() takes no keyword arguments");
            }
        }
    }

    /**
     * An AttributeError leaving an attribute lookup of {@code name} on {@code obj} (a
     * {@code __getattr__} or property that raised one of its own) gets that name and object,
     * unless it has either already, so that its traceback can suggest a name. Compare CPython's
     * {@code set_attribute_error_context}. Returns {@code e}.
     */
    public static PyException withAttributeContext(PyException e, PyObject obj, PyStr name) {
        PyBaseException v = e.value;
        if (v.type.isSubtype(PyExc.AttributeError)) {
            PyObject[] a = v.attrs;
            if (a == null || (a[ATTR_NAME] == null && a[ATTR_OBJ] == null)) {
                setAttributeErrorInfo(v, name, obj);
            }
        }
        return e;
    }

    /** Record the {@code name} and {@code obj} of an AttributeError. */
    public static void setAttributeErrorInfo(PyBaseException e, PyStr name, PyObject obj) {
        e.setAttrSlot(ATTR_NAME, name);
        e.setAttrSlot(ATTR_OBJ, obj);
    }

    /** Record the {@code name} of a NameError. */
    public static void setNameErrorName(PyBaseException e, PyStr name) {
        e.setAttrSlot(NAME_NAME, name);
    }

    /** The value of a StopIteration (None when it has none). */
    public static PyObject stopIterationValue(PyBaseException e) {
        return e.attr(STOP_VALUE);
    }

    /** {@code gen.throw(typ[, val[, tb]])}: the exception to raise. */
    static PyBaseException makeThrowable(PyObject[] a) {
        return makeThrowable(a[0], a.length > 1 ? a[1] : null, a.length > 2 ? a[2] : null);
    }

    /**
     * The exception {@code gen.throw(typ, val, tb)} raises ({@code val} and {@code tb} may be
     * null): a class is instantiated with {@code val}, an instance is taken as it is.
     * Compare CPython genobject.c: {@code _gen_throw} (from {@code throw_here}).
     */
    public static PyBaseException makeThrowable(PyObject typ, PyObject val, PyObject tb) {
        if (val == null) {
            val = Py.None;
        }
        if (tb != null && tb != Py.None && !(tb instanceof PyTraceback)) {
            throw Py.typeError("throw() third argument must be a traceback object");
        }
        PyBaseException e;
        if (typ instanceof PyType t && t.isSubtype(PyExc.BaseException)) {
            if (val instanceof PyBaseException ve && ve.type.isSubtype(t)) {
                e = ve;
            } else {
                PyObject[] args = val == Py.None ? new PyObject[0]
                        : val instanceof PyTuple tu ? tu.items : new PyObject[] {val};
                PyObject made = t.call(args, Py.NO_KWNAMES);
                if (!(made instanceof PyBaseException mb)) {
                    // Compare CPython errors.c: _PyErr_CreateException
                    throw Py.typeError("calling " + Abstract.repr(t).value
                            + " should have returned an instance of BaseException, not "
                            + made.type.getName());
                }
                e = mb;
            }
        } else if (typ instanceof PyBaseException be) {
            if (val != Py.None) {
                throw Py.typeError("instance exception may not have a separate value");
            }
            e = be;
        } else {
            throw Py.typeError("exceptions must be classes or instances deriving from "
                    + "BaseException, not " + typ.type.getName());
        }
        if (tb instanceof PyTraceback t) {
            e.traceback = t;
        }
        return e;
    }

    private static final ArgParser TRACEBACK_NEW = new ArgParser("traceback",
            new String[] {"tb_next", "tb_frame", "tb_lasti", "tb_lineno"}, 0, 4, 4);

    static void defineTraceback(PyType t) {
        // CPython's tb_new: TracebackType(tb_next, tb_frame, tb_lasti, tb_lineno)
        t.constructor((cls, args, kw) -> {
            PyObject[] a = TRACEBACK_NEW.parse(args, kw);
            if (a[0] != Py.None && !(a[0] instanceof PyTraceback)) {
                throw Py.typeError("expected traceback object or None, got '"
                        + a[0].type.getName() + "'");
            }
            Object frame = PyTraceback.frameOf.apply(a[1]);
            if (frame == null) {
                throw Py.typeError("traceback() argument 'tb_frame' must be frame, not "
                        + a[1].type.getName());
            }
            int lasti = Abstract.asInt(a[2]);
            int lineno = Abstract.asInt(a[3]);
            PyObject code = a[1].getAttr(PyStr.intern("f_code"));
            PyTraceback tb = new PyTraceback(a[0] == Py.None ? null : (PyTraceback) a[0],
                    code instanceof PyCode c ? c : null, lineno, -1, frame);
            tb.givenLasti = lasti;
            return tb;
        });
        // CPython's tb_dir: the four attributes, not the type's methods
        t.method0("__dir__", self -> new PyList(new PyObject[] {PyStr.intern("tb_frame"),
            PyStr.intern("tb_next"), PyStr.intern("tb_lasti"), PyStr.intern("tb_lineno")}));
        t.getset("tb_next", self -> {
            PyTraceback n = ((PyTraceback) self).next;
            return n == null ? Py.None : n;
        }, (self, v) -> {
            if (v != Py.None && !(v instanceof PyTraceback)) {
                throw Py.typeError("expected traceback object or None, got '"
                        + v.type.getName() + "'");
            }
            for (PyObject c = v; c instanceof PyTraceback ct; c = ct.next) {
                if (c == self) {
                    throw Py.valueError("traceback loop detected");
                }
            }
            ((PyTraceback) self).next = v == Py.None ? null : (PyTraceback) v;
        });
        t.getset("tb_lineno", self -> {
            int line = ((PyTraceback) self).lineno;
            return line < 0 ? Py.None : PyInt.of(line);  // an instruction without a line
        }, null);
        t.getset("tb_lasti", self -> {
            PyTraceback tb = (PyTraceback) self;
            if (tb.givenLasti >= 0) {
                return PyInt.of(tb.givenLasti);
            }
            return PyInt.of(tb.code == null ? 2L * tb.lasti : tb.code.lasti(tb.lasti));
        }, null);
        t.getset("tb_frame", self -> {
            Object f = ((PyTraceback) self).frame;
            return f == null ? Py.None : PyTraceback.frameView.apply(f);
        }, null);
    }
}
