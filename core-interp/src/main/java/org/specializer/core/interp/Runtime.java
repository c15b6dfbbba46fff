package org.specializer.core.interp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.specializer.api.Abstract;
import org.specializer.api.PyException;
import org.specializer.api.Finalization;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyCell;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyFunction;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PySuper;
import org.specializer.api.PyType;
import org.specializer.core.builtins.Builtins;
import org.specializer.core.modules.BuiltinModules;

/**
 * The interpreter's global state and services: the builtins, {@code sys}, the module table,
 * source text for tracebacks, and running source in a namespace.
 */
public final class Runtime {
    private Runtime() {}

    private static PyModule builtinsModule;
    private static PyDict builtins;
    private static PyModule sys;
    private static PyDict modules;
    private static PyList path;
    private static final Map<String, String> SOURCES = new ConcurrentHashMap<>();
    private static final List<Runnable> EXIT_HOOKS = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** Create the builtins and sys modules and install the interpreter's hooks; idempotent. */
    public static synchronized void init() {
        if (builtinsModule != null) {
            return;
        }
        PyFunction.evaluator = Calls.INSTANCE;
        org.specializer.api.PyCode.views = org.specializer.core.compiler.CPythonCode.VIEWS;
        PyFrame.init();
        Breaker.init();
        PySuper.installZeroArgSuper(Runtime::zeroArgSuper);
        org.specializer.core.ast.SyntaxWarnings.install(WarningsModule::syntaxWarning);
        builtinsModule = Builtins.create();
        PyGenericAlias.builtins = builtinsModule;
        builtins = builtinsModule.dict;
        PyFunction.defaultBuiltins = builtins;
        Py.frameGlobals = () -> ThreadState.current == null ? null : ThreadState.current.globals;
        Py.frameBuiltins = () -> ThreadState.current == null ? null
                : ThreadState.current.builtins;
        builtins.setItem(Names.__build_class__, BuildClass.FUNCTION);
        CallInstructions.captureBuiltins(builtins);
        sys = BuiltinModules.factory("sys").get();
        PyObject m = sys.dict.getItem(PyStr.intern("modules"));
        if (m instanceof PyDict d) {
            modules = d;
        } else {
            modules = new PyDict();
            sys.put("modules", modules);
        }
        PyObject p = sys.dict.getItem(PyStr.intern("path"));
        if (p instanceof PyList l) {
            path = l;
        } else {
            path = new PyList();
            sys.put("path", path);
        }
        modules.setItem(PyStr.intern("sys"), sys);
        modules.setItem(PyStr.intern("builtins"), builtinsModule);
        // builtins.open is io.open when the native modules provide _io
        if (BuiltinModules.factory("_io") != null) {
            PyObject io = Imports.importAbsolute("_io");
            builtins.setItem(PyStr.intern("open"), io.getAttr(PyStr.intern("open")));
        }
        Hooks.install(sys);
        Errors.armReserve();
        BuiltinModules.startup();
        Imports.importFunction = builtins.getItem(Names.__import__);
        Py.importer = name -> Imports.importModuleLevel(name, null, null, 0) == null ? null
                : modules.getItem(PyStr.of(name));
        initPath();
        // zipimport, which reads the archive for importlib, needs memoryview as well
        if (stdlib != null && BuiltinModules.factory("_io") != null
                && BuiltinModules.factory("posix") != null
                && builtins.getItem(PyStr.intern("memoryview")) != null) {
            Imports.install(stdlib);
        }
        // The codec registry comes with _codecs, filled by Lib's encodings: imported on the
        // first use of an encoding api does not write itself, as CPython imports it at start.
        org.specializer.api.Codecs.setRegistryLoader(() -> {
            if (BuiltinModules.factory("_codecs") != null) {
                importModule("encodings");
            }
        });
        if (!org.specializer.core.PyFlags.noSite && Imports.installed()) {
            // as CPython's init_import_site (unless -S), once, before the program's folder is
            // put first on sys.path: site puts help, copyright, credits, license and its exit
            // and quit in builtins, adds the site-packages folders with their .pth files, and
            // runs sitecustomize and usercustomize. It costs hello world about 50 ms (os,
            // _collections_abc and site itself, run cold), which CPython's frozen modules
            // make 3 ms there.
            importModule("site");
        }
    }

    private static StdlibArchive stdlib;

    /** {@link Finalization#createdAtExit()} when this run started. */
    private static long createdAtStart;

    /** Whether an internal fault that becomes a SystemError prints its Java stack trace. */
    public static void setDebug(boolean on) {
        Errors.debug = on;
    }

    /** A program starts running (a process may run several, one after another). */
    public static void beginRun() {
        createdAtStart = Finalization.createdAtExit();
        WarningsModule.newRun();
        finalizing = false;
        // each run starts with the configured limit, whatever an earlier run in this
        // process set with sys.set_int_max_str_digits
        org.specializer.api.IntFormat.setMaxStrDigits(
                org.specializer.core.PyFlags.intMaxStrDigits());
    }

    /** Runs the {@code atexit} functions (set when that module is first made), or null. */
    private static volatile Runnable atexitFunctions;

    /**
     * Set once the {@code atexit} functions have run, as CPython's runtime is finalizing from
     * there: {@code sys.is_finalizing()}, and no new thread starts.
     */
    private static volatile boolean finalizing;

    /** {@code sys.is_finalizing()}. */
    public static boolean isFinalizing() {
        return finalizing;
    }

    /**
     * What runs the interpreter's {@code atexit} functions at shutdown, whichever module
     * object registered them (CPython keeps them per interpreter: _PyAtExit_Call).
     */
    public static void setExitFunctions(Runnable run) {
        atexitFunctions = run;
    }

    /**
     * The end of a run, as CPython's {@code Py_FinalizeEx}: wait for non-daemon threads
     * ({@code threading._shutdown()}), run the {@code atexit} functions, then (finalizing) the
     * finalizers and weakref callbacks that are due, those of what only {@code __main__} kept
     * alive ({@link #finalizeMain}), then the exit hooks ({@link #addExitHook}). Errors
     * are reported, never raised.
     */
    public static void shutdown() {
        if (modules == null) {
            return;
        }
        PyObject m = modules.getItem(PyStr.of("threading"));
        PyObject f = m instanceof PyModule pm ? pm.dict.getItem(PyStr.intern("_shutdown"))
                : null;
        if (f != null) {
            try {
                Abstract.call(f);
            } catch (org.specializer.api.PyException e) {
                org.specializer.api.Unraisable.report(e.value, null, f);
            }
        }
        Runnable exitFunctions = atexitFunctions;
        if (exitFunctions != null) {
            exitFunctions.run();  // reports its own errors
        }
        finalizing = true;
        Breaker.runPending();
        finalizeMain();
        runExitHooks();
    }

    /**
     * What CPython's module teardown at exit ({@code finalize_modules}) shows a program: an
     * object with a finalizer that only the program's globals kept alive (a generator
     * suspended in a {@code try} or {@code with}, an instance of a class with {@code __del__})
     * is finalized. CPython removes the modules from {@code sys.modules} and collects: the
     * main module's globals are garbage then, in a cycle with its functions, and their
     * finalizers run with those globals intact. Here {@code __main__} is removed and the JVM's
     * collector run, only when such objects exist at all.
     */
    private static void finalizeMain() {
        if (Finalization.liveAtExit() == 0 || Finalization.createdAtExit() == createdAtStart) {
            return;
        }
        PyStr main = PyStr.intern("__main__");
        if (modules.getItem(main) == null) {
            return;
        }
        // as finalize_modules_delete_special: the last traceback keeps its frames' globals
        PyDict sysDict = sys().dict;
        for (String n : new String[] {"last_exc", "last_type", "last_value", "last_traceback"}) {
            if (sysDict.getItem(PyStr.intern(n)) != null) {
                sysDict.setItem(PyStr.intern(n), Py.None);
            }
        }
        modules.delItem(main);
        // the exact collection: one sentinel can come out of the reference handler before
        // the triggers of its own batch, and a finalizer missed here is never run
        Finalization.collect();
        Breaker.runPending();
    }

    /**
     * Register work for the end of every run, after {@link #shutdown}'s steps and before the
     * standard streams are flushed: open files' buffers. Hooks run last registered first; each
     * is registered once per process.
     */
    public static void addExitHook(Runnable hook) {
        EXIT_HOOKS.add(hook);
    }

    private static void runExitHooks() {
        for (int i = EXIT_HOOKS.size() - 1; i >= 0; i--) {
            try {
                EXIT_HOOKS.get(i).run();
            } catch (RuntimeException e) {
                // a hook reports its own Python errors
            }
        }
    }

    /** The standard library archive, or null when there is none (plain import mode). */
    static StdlibArchive stdlib() {
        return stdlib;
    }

    /**
     * {@code sys.path} as CPython builds it, less what Specializer does not have: the script's
     * folder (set by {@link #setArgv}), the entries of {@code PYTHONPATH}, the standard library
     * archive.
     */
    private static void initPath() {
        java.util.List<PyObject> entries = new java.util.ArrayList<>();
        String pp = org.specializer.core.PyFlags.env("PYTHONPATH");
        if (pp != null && !pp.isEmpty()) {
            for (String e : pp.split(java.io.File.pathSeparator)) {
                if (!e.isEmpty()) {
                    entries.add(PyStr.of(e));
                }
            }
        }
        stdlib = StdlibArchive.open();
        if (stdlib != null) {
            String lib = stdlib.path().toString();
            entries.add(PyStr.of(lib));
            sys.dict.setItem(PyStr.intern("_stdlib_dir"), PyStr.of(lib));
        }
        path.items = entries.toArray(new PyObject[0]);
        path.size = path.items.length;
    }

    /**
     * Import module {@code name} (dotted names allowed) and return it, not its top package:
     * CPython's {@code PyImport_ImportModule}, for Java code that needs a module of Lib.
     */
    public static PyObject importModule(String name) {
        Imports.importModule(name, null, null, 0);
        PyObject m = modules.getItem(PyStr.of(name));
        if (m == null) {
            throw Py.keyError(PyStr.of(name + " not in sys.modules as expected"));
        }
        return m;
    }

    public static PyModule builtinsModule() {
        return builtinsModule;
    }

    public static PyDict builtins() {
        return builtins;
    }

    public static PyModule sys() {
        return sys;
    }

    /** {@code sys.modules}. */
    public static PyDict modules() {
        return modules;
    }

    /** {@code sys.path}. */
    public static PyList sysPath() {
        return path;
    }

    /** Set {@code sys.argv} (and {@code sys.path[0]}, the script's folder). */
    public static void setArgv(List<String> argv, String scriptDir) {
        setArgv(argv, scriptDir, false);
    }

    /**
     * Set {@code sys.argv} and {@code sys.path[0]}; with {@code always}, the path goes first
     * even under {@code -P} (a directory or archive run for its {@code __main__}).
     */
    public static void setArgv(List<String> argv, String scriptDir, boolean always) {
        PyObject[] items = new PyObject[argv.size()];
        for (int i = 0; i < items.length; i++) {
            items[i] = PyStr.of(argv.get(i));
        }
        PyObject a = sys.dict.getItem(PyStr.intern("argv"));
        if (a instanceof PyList l) {
            l.items = items;
            l.size = items.length;
        } else {
            sys.put("argv", new PyList(items));
        }
        boolean safe = org.specializer.core.PyFlags.safePath();
        // where a module may shadow one of the standard library (CPython's sys_path_0)
        PyModule.initialPath0 = safe ? null : scriptDir;
        // the program's folder goes in front of sys.path after start-up, site included, has
        // made it, as CPython's pymain_run_python puts it there (not under -P or -I, unless
        // a directory or archive is run for its __main__), in place of the one an earlier
        // program of this process put there
        if (path0 != null && path.size > 0 && path.items[0] == path0) {
            org.specializer.api.ListMethods.pop(path, 0);
        }
        path0 = null;
        if (!safe || always) {
            path0 = new PyStr(scriptDir);  // its own object, which the next run recognizes
            org.specializer.api.ListMethods.insert(path, 0, path0);
        }
    }

    /** The entry {@link #setArgv} put in front of {@code sys.path}, or null. */
    private static PyStr path0;

    /** Remember source text so that tracebacks can show lines. */
    static void rememberSource(String filename, String source) {
        SOURCES.put(filename, source);
    }

    /** Line {@code lineno} (1-based) of a file, or null. */
    static String sourceLine(String filename, int lineno) {
        if (filename.equals("<stdin>")) {
            return null;  // read once and gone: CPython prints no line for it either
        }
        String src = SOURCES.get(filename);
        if (src == null) {
            src = readSource(filename);
            if (src == null) {
                return null;
            }
            SOURCES.put(filename, src);
        }
        int line = 1;
        int start = 0;
        while (line < lineno) {
            int nl = src.indexOf('\n', start);
            if (nl < 0) {
                return null;
            }
            start = nl + 1;
            line++;
        }
        int end = src.indexOf('\n', start);
        String l = end < 0 ? src.substring(start) : src.substring(start, end);
        return l.endsWith("\r") ? l.substring(0, l.length() - 1) : l;
    }

    /** The text of a source file, or of a module inside the standard library archive. */
    private static String readSource(String filename) {
        StdlibArchive lib = stdlib;
        if (lib != null) {
            String prefix = lib.path() + "/";
            if (filename.startsWith(prefix)) {
                byte[] b = lib.read(filename.substring(prefix.length()));
                return b == null ? null : new String(b, StandardCharsets.UTF_8);
            }
        }
        try {
            // decoded as the compiler decoded it (a coding cookie, a BOM)
            return org.specializer.core.compiler.SourceDecoder.decodeFile(
                    java.nio.file.Files.readAllBytes(java.nio.file.Path.of(filename)), filename);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Compile and run {@code source} with the given namespaces; the module's result. */
    public static PyObject execSource(String source, String filename, PyDict globals,
            PyObject locals) {
        rememberSource(filename, source);
        PyCode code;
        try {
            code = CompilerBridge.compile(source, filename, "exec");
        } catch (org.specializer.core.ast.SyntaxErrorException e) {
            throw new org.specializer.api.PyException(CompilerBridge.syntaxError(e));
        }
        return execCode(code, globals, locals);
    }

    /**
     * Run a module-level code object. Globals without {@code __builtins__} get the running
     * frame's builtins, as CPython's exec inserts PyEval_GetBuiltins() (an imported module's
     * {@code __builtins__} is the builtins' dict; only {@code __main__}'s is the module).
     */
    static PyObject execCode(PyCode code, PyDict globals, PyObject locals) {
        if (globals.getItem(Names.__builtins__) == null) {
            globals.setItem(Names.__builtins__, Py.currentBuiltins());
        }
        Frame f = new Frame(code, globals, builtinsOf(globals), locals, null);
        return Eval.run(f);
    }

    /**
     * Code with free variables run with these cells, through a function made for the run, as
     * CPython's PyEval_EvalCodeEx does for {@code exec(code, closure=...)}.
     */
    static PyObject execWithClosure(PyCode code, PyDict globals, PyObject locals,
            PyCell[] cells) {
        if (globals.getItem(Names.__builtins__) == null) {
            globals.setItem(Names.__builtins__, Py.currentBuiltins());
        }
        PyDict b = builtinsOf(globals);
        PyFunction func = new PyFunction(code, globals, b, PyStr.of(code.qualname));
        func.closure = cells;
        return Eval.run(new Frame(code, globals, b, locals, func));
    }

    /** The builtins namespace a globals dict refers to. */
    static PyDict builtinsOf(PyDict globals) {
        PyObject b = globals.getItem(Names.__builtins__);
        if (b instanceof PyModule m) {
            return m.dict;
        }
        if (b instanceof PyDict d) {
            return d;
        }
        return builtins;
    }

    /** A fresh {@code __main__} module, registered in {@code sys.modules}. */
    public static PyModule newMainModule(String file) {
        PyDict g = new PyDict();
        PyModule main = new PyModule("__main__", g);
        // the names, in CPython's order (add_main_module, then the script's own)
        g.setItem(Names.__package__, Py.None);
        g.setItem(Names.__loader__, mainLoader(file));
        g.setItem(Names.__spec__, Py.None);
        g.setItem(PyStr.intern("__annotations__"), new PyDict());
        g.setItem(Names.__builtins__, builtinsModule);
        if (file != null) {
            g.setItem(Names.__file__, PyStr.of(file));
            g.setItem(PyStr.intern("__cached__"), Py.None);
        }
        modules.setItem(Names.__main__, main);
        return main;
    }

    /**
     * {@code __main__.__loader__}: a SourceFileLoader for a script's source file, else
     * BuiltinImporter ({@code -c}, standard input, the prompt), as CPython's
     * {@code add_main_module} and {@code set_main_loader} set it; None without Lib.
     */
    private static PyObject mainLoader(String file) {
        try {
            if (file != null && !file.startsWith("<") && file.endsWith(".py")) {
                PyObject external = modules.getItem(PyStr.intern("_frozen_importlib_external"));
                if (external != null) {
                    return Abstract.call(Abstract.getAttr(external, "SourceFileLoader"),
                            Names.__main__, PyStr.of(file));
                }
            }
            PyObject bootstrap = modules.getItem(PyStr.intern("_frozen_importlib"));
            return bootstrap == null ? Py.None : Abstract.getAttr(bootstrap, "BuiltinImporter");
        } catch (PyException e) {
            return Py.None;
        }
    }

    /**
     * An expression statement's value at the interactive prompt (the PRINT intrinsic): handed to
     * whatever {@code sys.displayhook} is now. Compare CPython intrinsics.c: {@code print_expr}.
     */
    static void displayHook(PyObject v) {
        PyObject hook = sys.dict.getItem(PyStr.intern("displayhook"));
        if (hook == null) {
            throw Py.runtimeError("lost sys.displayhook");
        }
        Abstract.call1(hook, v);
    }

    /**
     * The default {@code sys.displayhook} (also {@code sys.__displayhook__}): None shows nothing;
     * anything else is written to {@code sys.stdout} as its repr and kept in {@code builtins._}.
     * Compare CPython sysmodule.c: {@code sys_displayhook}.
     */
    static PyObject defaultDisplayHook(PyObject v) {
        if (v == Py.None) {
            return Py.None;
        }
        PyStr underscore = PyStr.intern("_");
        builtins.setItem(underscore, Py.None);
        PyObject stdout = sys.dict.getItem(PyStr.intern("stdout"));
        if (stdout == null || stdout == Py.None) {
            throw Py.runtimeError("lost sys.stdout");
        }
        Abstract.callMethod(stdout, Names.write, PyStr.of(Abstract.repr(v).value + "\n"));
        builtins.setItem(underscore, v);
        return Py.None;
    }

    /** Zero-argument {@code super()}: {@code __class__} and the first argument of the caller. */
    private static PyObject[] zeroArgSuper() {
        Frame f = ThreadState.current;
        if (f == null) {
            throw Py.runtimeError("super(): no current frame");
        }
        PyCode co = f.code;
        if (co.argcount == 0 && !co.hasFlag(PyCode.CO_VARARGS)) {
            throw Py.runtimeError("super(): no arguments");
        }
        PyObject first = f.s[0];
        if (first instanceof PyCell c && (co.localsplusKinds[0] & PyCode.KIND_CELL) != 0) {
            first = c.ref;
        }
        if (first == null) {
            throw Py.runtimeError("super(): arg[0] deleted");
        }
        for (int i = 0; i < co.localsplusNames.length; i++) {
            if ((co.localsplusKinds[i] & PyCode.KIND_FREE) != 0
                    && co.localsplusNames[i].value.equals("__class__")) {
                PyObject cls = ((PyCell) f.s[i]).ref;
                if (cls == null) {
                    throw Py.runtimeError("super(): empty __class__ cell");
                }
                if (!(cls instanceof PyType)) {
                    throw Py.runtimeError("super(): __class__ is not a type ("
                            + cls.type.getName() + ")");
                }
                return new PyObject[] {cls, first};
            }
        }
        throw Py.runtimeError("super(): __class__ cell not found");
    }

    // ------------------------------------------------------------------ Interp services

    static PyDict currentGlobals() {
        Frame f = ThreadState.current;
        if (f == null) {
            throw Py.error(PyExc.SystemError, "globals(): no current frame");
        }
        return f.globals;
    }

    static PyObject callerModule() {
        Frame f = ThreadState.current;
        if (f == null) {
            return Py.None;
        }
        if (f.func != null) {
            return f.func.module;
        }
        PyObject name = f.globals.getItem(Names.__name__);
        return name != null ? name : Py.None;
    }

    /**
     * Whether a module or class body is inside one of its comprehensions (PEP 709 inlines
     * them, their variables hidden fast locals of the body's frame): then {@code locals()}
     * and {@code f_locals} show those variables that have values and not the body's
     * namespace, as CPython 3.13's {@code _PyFrame_HasHiddenLocals} makes them.
     */
    static boolean hasHiddenLocals(Frame f) {
        PyCode co = f.code;
        for (int i = 0; i < co.localsplusNames.length; i++) {
            if ((co.localsplusKinds[i] & PyCode.KIND_HIDDEN) != 0 && f.s[i] != null) {
                return true;
            }
        }
        return false;
    }

    static PyObject currentLocals() {
        Frame f = ThreadState.current;
        if (f == null) {
            throw Py.error(PyExc.SystemError, "locals(): no current frame");
        }
        // a mapping for module and class bodies; optimized code (a function's, also when exec
        // runs it with a locals mapping) has its fast locals, as CPython's
        if (f.locals != null && (f.code.flags & PyCode.CO_OPTIMIZED) == 0
                && !hasHiddenLocals(f)) {
            return f.locals;
        }
        if (f.compiled && f.spilledAt != f.ip) {
            // tier 2 refuses code that names locals, vars, dir, eval or exec; this frame's code
            // reached one of them under another name (a functools.partial of exec, say), by
            // a call after which its locals are in the frame's array (Frame.spilledAt), or
            // else by one specialized to a builtin, which leaves them in the JVM
            throw Py.runtimeError("the current frame's locals are not available: "
                    + f.code.qualname + " was compiled by tier 2 and calls locals(), vars(), "
                    + "dir(), eval() or exec() under another name (run with --no-tier2)");
        }
        return FrameLocalsProxy.snapshot(f);
    }

    static int getRecursionLimit() {
        return ThreadState.recursionLimit;
    }

    static void setRecursionLimit(int limit) {
        if (limit < 1) {
            throw Py.valueError("recursion limit must be greater or equal than 1");
        }
        if (limit <= ThreadState.depth) {
            throw Py.recursionError("cannot set the recursion limit to " + limit
                    + " at the recursion depth " + ThreadState.depth + ": the limit is too low");
        }
        ThreadState.recursionLimit = limit;
    }

    static PyObject execOrEval(PyObject source, PyDict globals, PyObject locals, String mode) {
        PyCode code;
        if (source instanceof PyCode c) {
            code = c;
        } else if (source instanceof PyStr s) {
            String text = mode.equals("eval") ? s.value.strip() : s.value;
            code = CompilerBridge.compileForExec(text, mode);
        } else {
            throw Py.typeError(mode + "() arg 1 must be a string, bytes or code object");
        }
        if (globals == null) {
            globals = currentGlobals();
            if (locals == null) {
                locals = currentLocals();
            }
        } else if (locals == null) {
            locals = globals;
        }
        PyObject r = execCode(code, globals, locals);
        return mode.equals("eval") ? r : Py.None;
    }

    static PyObject compile(PyStr source, String filename, String mode) {
        return CompilerBridge.compileBuiltin(source, filename, mode, 0, true, -1);
    }
}
