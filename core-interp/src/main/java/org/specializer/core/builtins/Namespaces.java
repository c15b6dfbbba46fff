package org.specializer.core.builtins;

import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.Buffers;
import org.specializer.api.PyBytes;
import org.specializer.api.PyCell;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.interp.Hooks;
import org.specializer.core.interp.Interp;
import org.specializer.core.modules.Params;

/**
 * The builtins that see or run code: {@code globals locals vars dir exec eval compile
 * __import__}, plus {@code open} (not supported: a clear error) and {@code breakpoint}
 * (through {@code sys.breakpointhook}, {@link Hooks#breakpoint}). Arguments are checked here with CPython's messages; the work is done by the
 * interpreter's services in {@link Interp}.
 */
final class Namespaces {
    private Namespaces() {}

    private static final PyStr SORT = PyStr.intern("sort");
    private static final PyStr KEYS = PyStr.intern("keys");

    static void define(PyModule m) {
        Defs.f0(m, "globals", self -> Interp.currentGlobals());
        Defs.f0(m, "locals", self -> Interp.currentLocals());
        Defs.fn(m, "vars", 0, 1, (self, a) -> a.length == 0 ? Interp.currentLocals() : vars(a[0]));
        Defs.fn(m, "dir", 0, 1, (self, a) -> dir(a.length == 0 ? null : a[0]));
        Defs.fk(m, "exec", (self, args, kw) -> {
            run("exec", args, kw);
            return Py.None;
        });
        Defs.fk(m, "eval", (self, args, kw) -> run("eval", args, kw));
        Defs.fk(m, "compile", Namespaces::compile);
        Defs.fk(m, "__import__", Namespaces::importModule);
        Defs.fk(m, "open", (self, args, kw) -> {
            throw Py.notImplementedError("open() is not supported: this interpreter has no file "
                    + "I/O yet");
        });
        Defs.fk(m, "breakpoint", (self, args, kw) -> Hooks.breakpoint(args, kw));
    }

    static PyObject vars(PyObject obj) {
        PyObject d = obj.lookupAttr(Names.__dict__);
        if (d == null) {
            throw Py.typeError("vars() argument must have __dict__ attribute");
        }
        return d;
    }

    /** {@code dir()}: the sorted names of the current scope; {@code dir(obj)}: of its __dir__. */
    static PyObject dir(PyObject obj) {
        PyList names;
        if (obj == null) {
            PyObject locals = Interp.currentLocals();
            // PyMapping_Keys: an exact dict's keys, else what its keys() returns
            PyObject keys = locals.getClass() == PyDict.class ? locals
                    : Abstract.call0(locals.getAttr(KEYS));
            names = new PyList(Abstract.toArray(keys));
        } else {
            PyObject m = obj.type.lookup(Names.__dir__);
            if (m == null) {
                throw Py.typeError("object does not provide __dir__");
            }
            PyObject r = Abstract.callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES);
            names = new PyList(Abstract.toArray(r));
        }
        PyObject sort = PyList.TYPE.lookup(SORT);
        if (sort == null) {
            throw Py.notImplementedError("dir(): list.sort is not available");
        }
        Abstract.callMethodDescriptor(sort, names, Py.NO_ARGS, Py.NO_KWNAMES);
        return names;
    }

    private static final String[] EXEC_PARAMS = {"source", "globals", "locals"};

    /** {@code exec}/{@code eval}: check and default the namespaces, then run. */
    static PyObject run(String fname, PyObject[] args, PyStr[] kwnames) {
        // eval(source, /, globals=None, locals=None), exec(... , *, closure=None), with
        // CPython 3.13's argument clinic messages
        int npos = args.length - kwnames.length;
        boolean exec = fname.equals("exec");
        int max = exec ? 4 : 3;
        if (args.length > max) {
            throw Py.typeError(fname + "() takes at most " + max + " arguments (" + args.length
                    + " given)");
        }
        if (npos > 3) {
            throw Py.typeError(fname + "() takes at most 3 positional arguments (" + npos
                    + " given)");
        }
        if (npos < 1) {
            throw Py.typeError(fname + "() takes at least 1 positional argument (" + npos
                    + " given)");
        }
        PyObject[] named = {npos > 1 ? args[1] : Py.None, npos > 2 ? args[2] : Py.None,
            Py.None};
        for (int i = 0; i < kwnames.length; i++) {
            int at = switch (kwnames[i].value) {
                case "globals" -> 0;
                case "locals" -> 1;
                case "closure" -> exec ? 2 : -1;
                default -> -1;
            };
            if (at < 0) {
                throw Defs.unexpectedKeyword(fname, kwnames[i]);
            }
            if (at + 1 < npos) {
                throw Py.typeError("argument for " + fname + "() given by name ('"
                        + kwnames[i].value + "') and position (" + (at + 2) + ")");
            }
            named[at] = args[npos + i];
        }
        PyObject closure = named[2];
        PyObject source = args[0];
        PyObject globals = named[0];
        PyObject locals = named[1];
        if (globals != Py.None && !(globals instanceof PyDict)) {
            throw Py.typeError(fname.equals("exec")
                    ? "exec() globals must be a dict, not " + globals.type.getName()
                    : "globals must be a real dict; try eval(expr, {}, mapping)");
        }
        if (locals != Py.None && locals.type.lookup(Names.__getitem__) == null) {
            throw Py.typeError(fname.equals("exec")
                    ? "locals must be a mapping or None, not " + locals.type.getName()
                    : "locals must be a mapping");
        }
        PyDict g;
        PyObject l;
        if (globals == Py.None) {
            g = Interp.currentGlobals();
            l = locals == Py.None ? Interp.currentLocals() : locals;
        } else {
            g = (PyDict) globals;
            l = locals == Py.None ? g : locals;
        }
        PyObject src;
        if (source instanceof PyCode code) {
            PyCell[] cells = closureCells(fname, code, closure);
            if (cells != null) {
                return Interp.execWithClosure(code, g, l, cells);
            }
            src = source;
        } else {
            if (closure != Py.None) {
                throw Py.typeError("closure can only be used when source is a code object");
            }
            String text = sourceText(source, fname + "() arg 1 must be a string, bytes or code "
                    + "object", "<string>");
            if (fname.equals("eval")) {
                int i = 0;
                while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
                    i++;
                }
                text = text.substring(i);
            }
            src = PyStr.of(text);
        }
        return Interp.execOrEval(src, g, l, fname);
    }

    /**
     * The cells {@code exec(code, closure=...)} gives the code's free variables, or null for a
     * code object without any. Compare CPython bltinmodule.c: builtin_exec_impl.
     */
    private static PyCell[] closureCells(String fname, PyCode code, PyObject closure) {
        int nfree = code.nfrees;
        if (fname.equals("eval")) {
            if (nfree > 0) {
                throw Py.typeError("code object passed to eval() may not contain free "
                        + "variables");
            }
            return null;
        }
        if (nfree == 0) {
            if (closure != Py.None) {
                throw Py.typeError("cannot use a closure with this code object");
            }
            return null;
        }
        PyCell[] cells = new PyCell[nfree];
        boolean ok = closure.getClass() == PyTuple.class
                && ((PyTuple) closure).items.length == nfree;
        for (int i = 0; ok && i < nfree; i++) {
            ok = ((PyTuple) closure).items[i] instanceof PyCell;
            cells[i] = ok ? (PyCell) ((PyTuple) closure).items[i] : null;
        }
        if (!ok) {
            throw Py.typeError("code object requires a closure of exactly length " + nfree);
        }
        return cells;
    }

    /** Source as text: a str as it is, bytes decoded as PEP 263 says (coding cookie, BOM). */
    private static String sourceText(PyObject source, String message, String filename) {
        if (source instanceof PyStr s) {
            return s.value;
        }
        byte[] b = source instanceof PyBytes bytes ? bytes.value : Buffers.toBytesOrNull(source);
        if (b != null) {
            try {
                return org.specializer.core.compiler.SourceDecoder.decodeString(b, filename);
            } catch (org.specializer.core.ast.SyntaxErrorException e) {
                throw new org.specializer.api.PyException(Interp.syntaxError(e));
            }
        }
        throw Py.typeError(message);
    }

    private static final Params COMPILE_PARAMS = new Params("compile", new String[] {
        "source", "filename", "mode", "flags", "dont_inherit", "optimize", "_feature_version"},
        0, 6, 3);

    /**
     * {@code compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1, *,
     * _feature_version=-1)}, its arguments checked in CPython's order
     * ({@code builtin_compile_impl}). {@code optimize}: -1 for the interpreter's level
     * ({@code -O}), 1 without asserts and with {@code __debug__} False, 2 also without
     * docstrings; {@code _feature_version}, with {@code PyCF_ONLY_AST}, makes syntax newer than
     * that minor version of Python 3 an error ({@link
     * org.specializer.core.parser.FeatureVersion}).
     */
    static PyObject compile(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = COMPILE_PARAMS.parse(args, kwnames);
        String filename = org.specializer.core.modules.Params.filename(a[1]);
        if (!(a[2] instanceof PyStr mode)) {
            throw Py.typeError("compile() argument 'mode' must be str, not "
                    + a[2].type.getName());
        }
        int flags = a[3] == null ? 0 : Abstract.asInt(a[3]);
        boolean dontInherit = a[4] != null && Abstract.isTrue(a[4]);
        int optimize = a[5] == null ? -1 : Abstract.asInt(a[5]);
        int featureVersion = a[6] == null ? -1 : Abstract.asInt(a[6]);
        if ((flags & ~(PYCF_ACCEPTED)) != 0) {
            throw Py.valueError("compile(): unrecognised flags");
        }
        if (optimize < -1 || optimize > 2) {
            throw Py.valueError("compile(): invalid optimize value");
        }
        String md = mode.value;
        boolean onlyAst = (flags & PYCF_ONLY_AST) != 0;
        if (md.equals("func_type")) {
            if (!onlyAst) {
                throw Py.valueError("compile() mode 'func_type' requires flag PyCF_ONLY_AST");
            }
        } else if (!md.equals("exec") && !md.equals("eval") && !md.equals("single")) {
            throw Py.valueError(onlyAst
                    ? "compile() mode must be 'exec', 'eval', 'single' or 'func_type'"
                    : "compile() mode must be 'exec', 'eval' or 'single'");
        }
        PyObject source = a[0];
        if (!Interp.isAst(source)) {
            String text = sourceText(source, "compile() arg 1 must be a string, bytes or AST "
                    + "object", filename);
            if (text.indexOf('\0') >= 0) {
                throw Py.error(PyExc.SyntaxError, "source code string cannot contain null bytes");
            }
            source = PyStr.of(text);
        }
        return Interp.compile(source, filename, md, flags, dontInherit, optimize,
                featureVersion);
    }

    private static final int PYCF_ONLY_AST = 0x400;
    /** CPython's PyCF_MASK | PyCF_MASK_OBSOLETE | PyCF_COMPILE_MASK. */
    private static final int PYCF_ACCEPTED = 0x1fe0000 | 0x10 | 0x0400 | 0x2000 | 0x1000
            | 0x0200 | 0x4000 | 0x8400;

    private static final String[] IMPORT_PARAMS = {"name", "globals", "locals", "fromlist",
        "level"};

    /** {@code __import__(name, globals=None, locals=None, fromlist=(), level=0)}. */
    static PyObject importModule(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = Defs.bind("__import__", IMPORT_PARAMS, 1, args, kwnames);
        if (!(a[0] instanceof PyStr name)) {
            throw Py.typeError("__import__() argument 1 must be str, not "
                    + a[0].type.getName());
        }
        int level = a[4] == null ? 0 : Abstract.asInt(a[4]);
        if (level < 0) {
            throw Py.valueError("level must be >= 0");
        }
        if (name.value.isEmpty() && level == 0) {
            throw Py.valueError("Empty module name");
        }
        PyDict globals = a[1] instanceof PyDict d ? d : null;
        PyObject fromlist = a[3] == null ? PyTuple.EMPTY : a[3];
        return Interp.importModule(name.value, globals, fromlist, level);
    }

    /** {@code exit(code=None)} and {@code quit(code=None)}, as the site module adds them. */
    static void defineExit(PyModule m) {
        for (String n : new String[] {"exit", "quit"}) {
            Defs.fn(m, n, 0, 1, (self, a) -> {
                PyObject code = a.length == 0 ? Py.None : a[0];
                throw code == Py.None ? Py.error(PyExc.SystemExit)
                        : new PyException(PyExc.create(PyExc.SystemExit,
                                code));
            });
        }
    }
}
