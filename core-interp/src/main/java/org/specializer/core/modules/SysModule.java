package org.specializer.core.modules;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.IntFormat;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBytes;
import org.specializer.api.PyMemoryView;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyNone;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.interp.Interp;

/**
 * The {@code sys} module. There is one per process: {@link #create()} always answers the same
 * module, so that the import system, {@code print} and the launcher share {@code sys.stdout},
 * {@code sys.argv}, {@code sys.path} and {@code sys.modules}.
 *
 * <p>Entry points for the launcher and the import system: {@link #setArgv}, {@link #path()},
 * {@link #modules()}; for the exit path, {@link StdStreams#flushAll()}.
 */
public final class SysModule {
    private SysModule() {}

    public static final int MAJOR = 3;
    public static final int MINOR = 13;
    public static final int MICRO = 0;
    /** {@code sys.hexversion}: 3.13.0 final. */
    public static final int HEXVERSION = (MAJOR << 24) | (MINOR << 16) | (MICRO << 8) | 0xf0;

    static final PyStr STDIN = PyStr.intern("stdin");
    static final PyStr STDOUT = PyStr.intern("stdout");
    static final PyStr STDERR = PyStr.intern("stderr");

    private static final PyDict MODULES = new PyDict();
    private static final PyList PATH = new PyList();
    private static final PyList ARGV = PyList.of(PyStr.EMPTY);
    /** The launcher's own arguments, for {@code sys.orig_argv} (after the executable). */
    private static volatile String[] origArgs = new String[0];
    /** Written once, under the class lock; read without it on the print path. */
    private static volatile PyModule module;


    /** The {@code sys} module (the same object on every call). */
    public static synchronized PyModule create() {
        if (module == null) {
            PyModule m = new PyModule("sys");
            fill(m);
            module = m;
            MODULES.setItem(PyStr.intern("sys"), m);
            streamsReplaced();
        }
        return module;
    }

    /** {@code sys.modules}: the dict the import system reads and fills. */
    public static PyDict modules() {
        return MODULES;
    }

    /** {@code sys.path}: the list the launcher and the import system fill. */
    public static PyList path() {
        return PATH;
    }

    /** Set {@code sys.argv} (the script path first), in place. */
    public static void setArgv(List<String> argv) {
        PyObject[] items = new PyObject[argv.size()];
        for (int i = 0; i < items.length; i++) {
            items[i] = PyStr.of(argv.get(i));
        }
        ARGV.items = items;
        ARGV.size = items.length;
    }

    /**
     * The command line's arguments as the launcher received them: {@code sys.orig_argv} is
     * the executable and these, as CPython's is its own argv, apart from {@code sys.argv}.
     */
    public static void setOrigArgv(String[] args) {
        origArgs = args.clone();
    }

    private static PyModule sys() {
        PyModule m = module;
        return m != null ? m : create();
    }

    /** {@code sys.stdout} as it is now (null when deleted), for {@code print}. */
    public static PyObject stdout() {
        return sys().dict.getItem(STDOUT);
    }

    /** {@code sys.stderr} as it is now (null when deleted). */
    public static PyObject stderr() {
        return sys().dict.getItem(STDERR);
    }

    /** {@code sys.stdin} as it is now (null when deleted). */
    public static PyObject stdin() {
        return sys().dict.getItem(STDIN);
    }

    /** The int-to-str digit limit (0: none); kept by {@link IntFormat}. */
    public static int intMaxStrDigits() {
        return IntFormat.getMaxStrDigits();
    }

    /** The standard streams were (re)made: point sys at the new objects. */
    static void streamsReplaced() {
        PyModule m = module;
        if (m == null) {
            return;
        }
        m.put("stdin", StdStreams.stdin());
        m.put("stdout", StdStreams.stdout());
        m.put("stderr", StdStreams.stderr());
        m.put("__stdin__", StdStreams.stdin());
        m.put("__stdout__", StdStreams.stdout());
        m.put("__stderr__", StdStreams.stderr());
    }

    // ------------------------------------------------------------------ contents

    private static final PyType VERSION_INFO = StructSeq.uncreatableType("sys", "version_info",
            "major", "minor", "micro", "releaselevel", "serial");
    private static final PyType FLOAT_INFO = StructSeq.type("sys", "float_info",
            "max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig",
            "epsilon", "radix", "rounds");
    private static final PyType INT_INFO = StructSeq.type("sys", "int_info",
            "bits_per_digit", "sizeof_digit", "default_max_str_digits",
            "str_digits_check_threshold");
    private static final PyType HASH_INFO = StructSeq.type("sys", "hash_info",
            "width", "modulus", "inf", "nan", "imag", "algorithm", "hash_bits", "seed_bits",
            "cutoff");
    /** {@code sys.get_asyncgen_hooks()}'s type, named without a module as CPython's is. */
    private static final PyType ASYNCGEN_HOOKS = StructSeq.type(null, "asyncgen_hooks",
            "firstiter", "finalizer");
    private static final PyType FLAGS = StructSeq.uncreatableType("sys", "flags", 18,
            "debug", "inspect", "interactive", "optimize", "dont_write_bytecode",
            "no_user_site", "no_site", "ignore_environment", "verbose", "bytes_warning", "quiet",
            "hash_randomization", "isolated", "dev_mode", "utf8_mode", "warn_default_encoding",
            "safe_path", "int_max_str_digits", "gil");
    private static final PyType THREAD_INFO = StructSeq.type("sys", "thread_info",
            "name", "lock", "version");

    /** {@code sys.flags} from the command line's flags (see {@link org.specializer.core.PyFlags}). */
    private static PyObject flags(boolean dontWrite) {
        boolean isolated = org.specializer.core.PyFlags.isolated;
        boolean ignoreEnv = isolated || org.specializer.core.PyFlags.ignoreEnvironment;
        boolean dev = org.specializer.core.PyFlags.devMode();
        return StructSeq.make(FLAGS, new PyObject[] {i(org.specializer.core.PyFlags.debugLevel()),
                i(org.specializer.core.PyFlags.inspectFlag() ? 1 : 0),
                i(org.specializer.core.PyFlags.interactive ? 1 : 0),
                i(org.specializer.core.PyFlags.optimizeLevel()), i(dontWrite ? 1 : 0),
                i(isolated || org.specializer.core.PyFlags.noUserSite ? 1 : 0),
                i(org.specializer.core.PyFlags.noSite ? 1 : 0), i(ignoreEnv ? 1 : 0),
                i(org.specializer.core.PyFlags.verboseLevel()),
                i(org.specializer.core.PyFlags.bytesWarning),
                i(org.specializer.core.PyFlags.quiet ? 1 : 0),
                i(org.specializer.api.Hashing.SEED == 0 ? 0 : 1), i(isolated ? 1 : 0),
                Py.newBool(dev), i(Math.max(0, org.specializer.core.PyFlags.utf8Mode())),
                i(org.specializer.core.PyFlags.warnDefaultEncoding() ? 1 : 0),
                Py.newBool(org.specializer.core.PyFlags.safePath()),
                i(org.specializer.core.PyFlags.intMaxStrDigits())},
                new PyObject[] {i(1)});  // gil: a build with the interpreter lock
    }

    private static PyObject i(long v) {
        return PyInt.of(v);
    }

    private static PyObject s(String v) {
        return PyStr.of(v);
    }

    private static void fill(PyModule m) {
        PyTuple versionInfo = StructSeq.make(VERSION_INFO, i(MAJOR), i(MINOR), i(MICRO),
                s("final"), i(0));
        m.put("argv", ARGV);
        PyList origArgv = PyList.of(s(System.getProperty("specializer.executable", "")));
        for (String a : origArgs) {
            origArgv.append(s(a));
        }
        m.put("orig_argv", origArgv);
        m.put("path", PATH);
        m.put("modules", MODULES);
        m.put("meta_path", new PyList());
        m.put("path_hooks", new PyList());
        m.put("path_importer_cache", new PyDict());
        m.put("maxsize", i(Long.MAX_VALUE));
        m.put("maxunicode", i(0x10ffff));
        m.put("byteorder", s("little"));
        m.put("platform", s("linux"));
        // CPython's layout, "version (build) [compiler]", which platform._sys_version parses
        m.put("version", s(MAJOR + "." + MINOR + "." + MICRO + " (specializer) [Java "
                + Runtime.version() + "]"));
        m.put("version_info", versionInfo);
        // (name, tag, revision) of the source the interpreter was built from, as CPython's
        // built from a release tarball reports it: no version control information
        m.put("_git", PyTuple.of(s("Specializer"), s(""), s("")));
        m.put("hexversion", i(HEXVERSION));
        m.put("api_version", i(1013));
        m.put("copyright", s("Copyright (c) 2001 Python Software Foundation.\n"
                + "All Rights Reserved."));
        m.put("implementation", new PyNamespace()
                .put("name", s("specializer"))
                .put("cache_tag", s("specializer-313"))
                .put("version", versionInfo)
                .put("hexversion", i(HEXVERSION))
                .put("_multiarch", s(multiarch())));
        String exe = System.getProperty("specializer.executable", "");
        m.put("executable", s(exe));
        m.put("_base_executable", s(exe));
        m.put("prefix", s(""));
        m.put("base_prefix", s(""));
        m.put("exec_prefix", s(""));
        m.put("base_exec_prefix", s(""));
        m.put("platlibdir", s("lib"));
        String prefix = org.specializer.core.PyFlags.pycachePrefix();
        m.put("pycache_prefix", prefix == null ? Py.None : PyStr.of(prefix));
        // as CPython: source modules are cached in __pycache__ unless the environment says not
        boolean dontWrite = org.specializer.core.PyFlags.dontWriteBytecode();
        m.put("dont_write_bytecode", Py.newBool(dontWrite));
        m.put("float_repr_style", s("short"));
        PyList warnoptions = new PyList();
        for (String w : org.specializer.core.PyFlags.warnOptions()) {
            warnoptions.append(s(w));
        }
        m.put("warnoptions", warnoptions);
        PyDict xoptions = new PyDict();
        org.specializer.core.PyFlags.XOPTIONS.forEach((k, v) ->
                xoptions.setItem(s(k), v == null ? Py.True : s(v)));
        m.put("_xoptions", xoptions);
        m.put("abiflags", s(""));
        List<PyObject> names = new ArrayList<>();
        names.add(s("builtins"));
        for (String n : BuiltinModules.names()) {
            names.add(s(n));
        }
        names.sort((a, b) -> ((PyStr) a).value.compareTo(((PyStr) b).value));
        m.put("builtin_module_names", new PyTuple(names.toArray(new PyObject[0])));
        m.put("stdlib_module_names", stdlibModuleNames());
        m.put("flags", flags(dontWrite));
        m.put("float_info", StructSeq.make(FLOAT_INFO, new PyFloat(Double.MAX_VALUE), i(1024),
                i(308), new PyFloat(Double.MIN_NORMAL), i(-1021), i(-307), i(15), i(53),
                new PyFloat(Math.ulp(1.0)), i(2), i(1)));
        m.put("int_info", StructSeq.make(INT_INFO, i(30), i(4), i(4300), i(640)));
        m.put("hash_info", StructSeq.make(HASH_INFO, i(64), i((1L << 61) - 1), i(314159), i(0),
                i(1000003), s("siphash13"), i(64), i(128), i(0)));

        m.def0("getdefaultencoding", self -> s("utf-8"));
        m.def0("getfilesystemencoding", self -> s("utf-8"));
        m.def0("getfilesystemencodeerrors", self -> s("surrogateescape"));
        m.def0("getrecursionlimit", self -> i(Interp.getRecursionLimit()));
        m.def1("setrecursionlimit", (self, n) -> {
            long v = Abstract.asIndex(n);
            if (v < 1) {
                throw Py.valueError("recursion limit must be greater or equal than 1");
            }
            Interp.setRecursionLimit((int) Math.min(v, Integer.MAX_VALUE));
            return Py.None;
        });
        m.def0("get_coroutine_origin_tracking_depth",
                self -> i(Interp.coroutineOriginTrackingDepth));
        m.defK("set_coroutine_origin_tracking_depth", (self, args, kw) -> {
            PyObject d = args.length == 1 && kw.length == 0 ? args[0]
                    : args.length == 1 && kw[0].value.equals("depth") ? args[0] : null;
            if (d == null) {
                throw Py.typeError("set_coroutine_origin_tracking_depth() takes exactly one "
                        + "argument (depth)");
            }
            long v = Abstract.asIndex(d);
            if (v < 0) {
                throw Py.valueError("depth must be >= 0");
            }
            Interp.coroutineOriginTrackingDepth = (int) Math.min(v, Integer.MAX_VALUE);
            return Py.None;
        });
        m.def0("get_int_max_str_digits", self -> i(IntFormat.getMaxStrDigits()));
        m.defK("set_int_max_str_digits", SysModule::setIntMaxStrDigits);
        m.def0("exception", self -> Interp.currentException());
        m.defN("_getframe", 0, 1, (self, a) -> Interp.getFrame(a.length == 0 ? 0
                : Abstract.asInt(a[0])));
        m.def0("_current_frames", self -> Interp.currentFrames());
        m.def0("_current_exceptions", self -> Interp.currentExceptions());
        m.defN("_getframemodulename", 0, 1, (self, a) -> Interp.getFrameModuleName(
                a.length == 0 ? 0 : Abstract.asInt(a[0])));
        m.def0("exc_info", self -> excInfo());
        m.defN("exit", 0, 1, (self, a) -> {
            throw exit(a.length == 0 ? Py.None : a[0]);
        });
        m.def1("intern", (self, x) -> {
            if (!(x instanceof PyStr str)) {
                throw Py.typeError("intern() argument must be str, not " + x.type.getName());
            }
            if (x.getClass() != PyStr.class) {
                throw Py.typeError("can't intern " + x.type.getName());
            }
            return str.intern();
        });
        m.defN("getsizeof", 1, 2, (self, a) -> i(sizeOf(a[0])));
        m.def0("getswitchinterval", self -> new PyFloat(
                org.specializer.core.interp.Gil.switchInterval()));
        m.def1("setswitchinterval", (self, x) -> {
            double v = Abstract.asDouble(x);
            if (v <= 0) {
                throw Py.valueError("switch interval must be strictly positive");
            }
            org.specializer.core.interp.Gil.setSwitchInterval(v);
            return Py.None;
        });
        m.def0("is_finalizing",
                self -> Py.newBool(org.specializer.core.interp.Runtime.isFinalizing()));
        // JVM threads under one interpreter lock, as CPython's pthreads under the GIL
        m.put("thread_info", StructSeq.make(THREAD_INFO, s("pthread"), s("mutex+cond"),
                Py.None));
        m.def0("_is_gil_enabled", self -> Py.True);
        m.def2("call_tracing", (self, func, args) -> {
            if (!(args instanceof PyTuple t)) {
                throw Py.typeError("call_tracing() argument 2 must be tuple, not "
                        + (args == Py.None ? "None" : args.type.getName()));
            }
            return Abstract.call(func, t.items);
        });
        m.def1("getrefcount", (self, x) -> i(2));
        // per thread, as CPython's; threading.settrace sets new threads' own
        m.def1("settrace", (self, f) -> {
            Interp.setTrace(f == Py.None ? null : f);
            return Py.None;
        });
        m.def1("setprofile", (self, f) -> {
            Interp.setProfile(f == Py.None ? null : f);
            return Py.None;
        });
        m.def1("_settraceallthreads", (self, f) -> {
            Interp.setAllThreads(f == Py.None ? null : f, true);
            return Py.None;
        });
        m.def1("_setprofileallthreads", (self, f) -> {
            Interp.setAllThreads(f == Py.None ? null : f, false);
            return Py.None;
        });
        m.def0("gettrace", self -> Interp.trace());
        m.put("monitoring", org.specializer.core.interp.Monitoring.module());
        m.def0("getprofile", self -> Interp.profile());
        m.def0("_clear_type_cache", self -> Py.None);
        // Audit hooks: events are raised (os.walk, open, ...) but none is ever hooked yet.
        m.defK("audit", (self, args, kw) -> Py.None);
        m.def1("addaudithook", (self, hook) -> Py.None);
        // -X cpu_count / PYTHON_CPU_COUNT: -1 when neither sets it (os.cpu_count() is the
        // system's)
        m.def0("_get_cpu_count_config", self -> i(org.specializer.core.PyFlags.cpuCount()));
        m.defK("set_asyncgen_hooks", SysModule::setAsyncgenHooks);
        m.def0("get_asyncgen_hooks", self -> {
            PyObject firstiter = Interp.asyncGenFirstiter();
            PyObject finalizer = Interp.asyncGenFinalizer();
            return StructSeq.make(ASYNCGEN_HOOKS, firstiter == null ? Py.None : firstiter,
                    finalizer == null ? Py.None : finalizer);
        });
    }

    /**
     * {@code sys.set_asyncgen_hooks([firstiter] [, finalizer])}: a hook not passed is left as
     * it is, None removes it. Compare CPython sysmodule.c: {@code sys_set_asyncgen_hooks}.
     */
    private static PyObject setAsyncgenHooks(PyObject self, PyObject[] args, PyStr[] kwnames) {
        if (args.length > 2) {
            throw Py.typeError("function takes at most 2 arguments (" + args.length
                    + " given)");
        }
        PyObject[] hooks = new PyObject[2];
        int npos = args.length - kwnames.length;
        System.arraycopy(args, 0, hooks, 0, npos);
        for (int k = 0; k < kwnames.length; k++) {
            String kw = kwnames[k].value;
            int i = kw.equals("firstiter") ? 0 : kw.equals("finalizer") ? 1 : -1;
            if (i < 0) {
                throw Py.typeError("this function got an unexpected keyword argument '" + kw
                        + "'");
            }
            if (hooks[i] != null) {
                throw Py.typeError("argument for function given by name ('" + kw
                        + "') and position (" + (i + 1) + ")");
            }
            hooks[i] = args[npos + k];
        }
        PyObject firstiter = hooks[0];
        PyObject finalizer = hooks[1];
        if (finalizer != null && finalizer != Py.None && !Abstract.isCallable(finalizer)) {
            throw Py.typeError("callable finalizer expected, got " + finalizer.type.getName());
        }
        if (firstiter != null && firstiter != Py.None && !Abstract.isCallable(firstiter)) {
            throw Py.typeError("callable firstiter expected, got " + firstiter.type.getName());
        }
        PyObject newFirstiter = firstiter == null ? Interp.asyncGenFirstiter()
                : firstiter == Py.None ? null : firstiter;
        PyObject newFinalizer = finalizer == null ? Interp.asyncGenFinalizer()
                : finalizer == Py.None ? null : finalizer;
        Interp.setAsyncGenHooks(newFirstiter, newFinalizer);
        return Py.None;
    }

    // ------------------------------------------------------------------ functions

    /** {@code sys.exit(status)}: SystemExit with the status as its argument (None: none). */
    static PyException exit(PyObject status) {
        if (status == Py.None) {
            return Py.error(PyExc.SystemExit);
        }
        if (status instanceof PyTuple t && status.getClass() == PyTuple.class) {
            return new PyException(PyExc.create(PyExc.SystemExit, t.items));
        }
        return new PyException(PyExc.create(PyExc.SystemExit, status));
    }

    private static PyObject excInfo() {
        PyObject e = Interp.currentException();
        if (e == Py.None || e == null) {
            return PyTuple.of(Py.None, Py.None, Py.None);
        }
        PyObject tb = e.lookupAttr(PyStr.intern("__traceback__"));
        return PyTuple.of(e.type, e, tb == null ? Py.None : tb);
    }

    private static PyObject setIntMaxStrDigits(PyObject self, PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        if (args.length != 1 || kwnames.length == 1
                && !kwnames[0].value.equals("maxdigits")) {
            if (kwnames.length == 1 && args.length == 1) {
                throw Py.typeError("set_int_max_str_digits() got an unexpected keyword argument '"
                        + kwnames[0] + "'");
            }
            throw Py.typeError("set_int_max_str_digits() takes exactly one argument ("
                    + npos + " given)");
        }
        long v = Abstract.asIndex(args[0]);
        IntFormat.setMaxStrDigits((int) Math.max(Integer.MIN_VALUE, Math.min(v,
                Integer.MAX_VALUE)));
        return Py.None;
    }

    /**
     * {@code sys.getsizeof}: CPython's sizes for the common builtin types on a 64-bit build, so
     * that programs that print them see plausible numbers; {@code __sizeof__} (plus a GC header
     * for class instances) otherwise.
     */
    static long sizeOf(PyObject o) {
        Class<?> c = o.getClass();
        if (o instanceof PyInt pi) {
            long a = pi.value;
            int bits = 64 - Long.numberOfLeadingZeros(a < 0 ? ~a + 1 : a);
            return 24 + 4L * Math.max(1, (bits + 29) / 30);
        }
        if (o instanceof PyBigInt pb) {
            return 24 + 4L * Math.max(1, (pb.value.abs().bitLength() + 29) / 30);
        }
        if (c == PyFloat.class) {
            return 24;
        }
        if (c == PyStr.class) {
            PyStr s = (PyStr) o;
            String v = s.value;
            if (s.isAscii()) {
                return 41 + v.length();
            }
            int max = 0;
            for (int k = 0; k < v.length(); ) {
                int cp = v.codePointAt(k);
                max = Math.max(max, cp);
                k += Character.charCount(cp);
            }
            int n = s.length();
            if (max < 0x100) {
                // Latin-1 literals also carry their UTF-8 form in CPython
                int utf8 = v.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
                return 58 + n + utf8;
            }
            return max < 0x10000 ? 58 + 2L * n : 60 + 4L * n;
        }
        if (c == PyBytes.class) {
            return 33 + ((PyBytes) o).value.length;
        }
        if (c == PyList.class) {
            return 56 + 8L * ((PyList) o).items.length;
        }
        if (c == PyTuple.class) {
            return 40 + 8L * ((PyTuple) o).items.length;
        }
        if (c == PyDict.class) {
            int n = ((PyDict) o).size();
            return n == 0 ? 64 : 64 + 160L * Math.max(1, Integer.highestOneBit(n * 3 / 2) / 4);
        }
        if (c == PyNone.class) {
            return 16;
        }
        PyObject m = o.type.lookup(PyStr.intern("__sizeof__"));
        long base = m == null ? 16
                : Abstract.asIndex(Abstract.callMethodDescriptor(m, o, Py.NO_ARGS,
                        Py.NO_KWNAMES));
        // a GC header for class instances and the builtin containers CPython tracks
        return o.type.isHeapType() || o instanceof PyMemoryView ? base + 16 : base;
    }

    /**
     * {@code sys.implementation._multiarch}: the Debian multiarch tuple of the JVM's
     * architecture, as CPython built for Linux has it (sysconfig names its data module after it).
     */
    public static String multiarch() {
        String arch = System.getProperty("os.arch", "amd64");
        switch (arch) {
            case "amd64":
            case "x86_64":
                return "x86_64-linux-gnu";
            case "aarch64":
                return "aarch64-linux-gnu";
            case "x86":
            case "i386":
                return "i386-linux-gnu";
            case "ppc64le":
                return "powerpc64le-linux-gnu";
            default:
                return arch + "-linux-gnu";
        }
    }

    /** CPython 3.13's {@code sys.stdlib_module_names} (Linux build), which traceback consults. */
    private static final String STDLIB_MODULE_NAMES =
            "__future__ _abc _aix_support _android_support _ast _asyncio _bisect _blake2 "
            + "_bz2 _codecs _codecs_cn _codecs_hk _codecs_iso2022 _codecs_jp _codecs_kr "
            + "_codecs_tw _collections _collections_abc _colorize _compat_pickle _compression "
            + "_contextvars _csv _ctypes _curses _curses_panel _datetime _dbm _decimal "
            + "_elementtree _frozen_importlib _frozen_importlib_external _functools _gdbm "
            + "_hashlib _heapq _imp _interpchannels _interpqueues _interpreters _io "
            + "_ios_support _json _locale _lsprof _lzma _markupbase _md5 _multibytecodec "
            + "_multiprocessing _opcode _opcode_metadata _operator _osx_support _overlapped "
            + "_pickle _posixshmem _posixsubprocess _py_abc _pydatetime _pydecimal _pyio "
            + "_pylong _pyrepl _queue _random _scproxy _sha1 _sha2 _sha3 _signal _sitebuiltins "
            + "_socket _sqlite3 _sre _ssl _stat _statistics _string _strptime _struct "
            + "_suggestions _symtable _sysconfig _thread _threading_local _tkinter _tokenize "
            + "_tracemalloc _typing _uuid _warnings _weakref _weakrefset _winapi _wmi "
            + "_zoneinfo abc antigravity argparse array ast asyncio atexit base64 bdb binascii "
            + "bisect builtins bz2 cProfile calendar cmath cmd code codecs codeop collections "
            + "colorsys compileall concurrent configparser contextlib contextvars copy copyreg "
            + "csv ctypes curses dataclasses datetime dbm decimal difflib dis doctest email "
            + "encodings ensurepip enum errno faulthandler fcntl filecmp fileinput fnmatch "
            + "fractions ftplib functools gc genericpath getopt getpass gettext glob graphlib "
            + "grp gzip hashlib heapq hmac html http idlelib imaplib importlib inspect io "
            + "ipaddress itertools json keyword linecache locale logging lzma mailbox marshal "
            + "math mimetypes mmap modulefinder msvcrt multiprocessing netrc nt ntpath "
            + "nturl2path numbers opcode operator optparse os pathlib pdb pickle pickletools "
            + "pkgutil platform plistlib poplib posix posixpath pprint profile pstats pty pwd "
            + "py_compile pyclbr pydoc pydoc_data pyexpat queue quopri random re readline "
            + "reprlib resource rlcompleter runpy sched secrets select selectors shelve shlex "
            + "shutil signal site smtplib socket socketserver sqlite3 sre_compile "
            + "sre_constants sre_parse ssl stat statistics string stringprep struct subprocess "
            + "symtable sys sysconfig syslog tabnanny tarfile tempfile termios textwrap this "
            + "threading time timeit tkinter token tokenize tomllib trace traceback "
            + "tracemalloc tty turtle turtledemo types typing unicodedata unittest urllib uuid "
            + "venv warnings wave weakref webbrowser winreg winsound wsgiref xml xmlrpc zipapp "
            + "zipfile zipimport zlib zoneinfo ";

    private static PyObject stdlibModuleNames() {
        List<PyObject> items = new ArrayList<>();
        for (String n : STDLIB_MODULE_NAMES.trim().split(" ")) {
            items.add(s(n));
        }
        return org.specializer.api.PyFrozenSet.of(new PyTuple(items.toArray(new PyObject[0])));
    }

}
