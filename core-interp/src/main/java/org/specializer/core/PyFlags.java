package org.specializer.core;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command-line flags of CPython's interpreter that change what a program sees
 * ({@code -E}, {@code -I}, {@code -O}, {@code -s}, {@code -S}, {@code -B}, {@code -P}, {@code -u},
 * {@code -q}, {@code -b}, {@code -X}, {@code -W}), set by the launcher before the runtime
 * starts, read by {@code sys} ({@code sys.flags}, {@code sys._xoptions},
 * {@code sys.warnoptions}) and by the search path's set-up. Programs that start the
 * interpreter again with {@code sys.executable} (CPython's own test helpers do, with
 * {@code -I} or {@code -E}) rely on them.
 */
public final class PyFlags {
    private PyFlags() {}

    /** {@code -E}: ignore PYTHON* environment variables. */
    public static boolean ignoreEnvironment;
    /** {@code -I}: isolated (implies -E, -s and -P). */
    public static boolean isolated;
    /** {@code -s}: no user site directory. */
    public static boolean noUserSite;
    /** {@code -S}: no {@code site} at start-up. */
    public static boolean noSite;
    /** {@code -B}: no {@code .pyc} files written. */
    public static boolean dontWriteBytecode;
    /** {@code -P}: no script folder or current folder in front of {@code sys.path}. */
    public static boolean safePath;
    /** {@code -u}: unbuffered standard streams. */
    public static boolean unbuffered;
    /** {@code -q}: quiet. */
    public static boolean quiet;
    /** {@code -b} (1) or {@code -bb} (2). */
    public static int bytesWarning;
    /** {@code -O} (1) or {@code -OO} (2). */
    public static int optimize;
    /** {@code -v}: how many (imports tell what they do, {@code sys.flags.verbose}). */
    public static int verbose;
    /** {@code -i}: the prompt after the program ({@code sys.flags.interactive}). */
    public static boolean interactive;
    /** {@code -i} or {@code PYTHONINSPECT}: the prompt after the program. */
    public static boolean inspect;
    /** {@code -x}: a script's first line is skipped (a non-Unix #! line). */
    public static boolean skipFirstLine;
    /** {@code -d}: how many ({@code sys.flags.debug}; parser debugging, not done here). */
    public static int debug;
    /** {@code -X NAME[=VALUE]}, in order. */
    public static final Map<String, String> XOPTIONS = new LinkedHashMap<>();
    /** {@code -W ARG}, in order. */
    public static final List<String> WARNOPTIONS = new ArrayList<>();

    /**
     * {@code sys.warnoptions} as CPython 3.13's {@code config_init_warnoptions} builds it,
     * lowest precedence first (the warnings module gives later entries priority): the dev
     * mode's {@code default} ({@code -X dev} or {@code PYTHONDEVMODE}), the comma-separated
     * entries of {@code PYTHONWARNINGS}, the {@code -W} options, then the BytesWarning filter
     * of {@code -b} ({@code -bb}: an error).
     */
    public static List<String> warnOptions() {
        List<String> all = new ArrayList<>();
        if (devMode()) {
            all.add("default");
        }
        String e = env("PYTHONWARNINGS");
        if (e != null) {
            for (String w : e.split(",")) {
                if (!w.isEmpty()) {
                    all.add(w);
                }
            }
        }
        all.addAll(WARNOPTIONS);
        if (bytesWarning > 0) {
            all.add(bytesWarning > 1 ? "error::BytesWarning" : "default::BytesWarning");
        }
        return all;
    }

    /**
     * The int/str conversion limit a run starts with ({@code sys.flags.int_max_str_digits}):
     * {@code -X int_max_str_digits=N}, else {@code PYTHONINTMAXSTRDIGITS}, else CPython's
     * default 4300 (an invalid value stops the start: {@link #configError}).
     */
    public static int intMaxStrDigits() {
        int x = digitsLimit(XOPTIONS.get("int_max_str_digits"));
        if (x >= 0) {
            return x;
        }
        int e = digitsLimit(env("PYTHONINTMAXSTRDIGITS"));
        return e >= 0 ? e : org.specializer.api.IntFormat.DEFAULT_MAX_STR_DIGITS;
    }

    /**
     * The CPU count a run reports ({@code -X cpu_count=N}, else {@code PYTHON_CPU_COUNT};
     * "default" or neither: -1, the system's), as CPython's {@code config->cpu_count};
     * -2 for a value CPython refuses ({@link #configError}).
     */
    public static int cpuCount() {
        int n = -1;
        String env = env("PYTHON_CPU_COUNT");
        if (env != null && !env.isEmpty()) {
            n = cpuCountValue(env);
        }
        if (n != -2 && XOPTIONS.containsKey("cpu_count")) {
            String x = XOPTIONS.get("cpu_count");
            n = x == null ? -2 : cpuCountValue(x);
        }
        return n;
    }

    private static int cpuCountValue(String v) {
        if (v.equals("default")) {
            return -1;
        }
        try {
            int n = Integer.parseInt(v);
            return n >= 1 ? n : -2;
        } catch (NumberFormatException e) {
            return -2;
        }
    }

    /**
     * An int/str digits limit as CPython takes it (an integer, 0 or at least 640), or -1 for
     * none or an invalid one ({@code -X int_max_str_digits} without a value is null).
     */
    private static int digitsLimit(String v) {
        if (v == null) {
            return -1;
        }
        try {
            int n = Integer.parseInt(v);
            return n == 0 || n >= org.specializer.api.IntFormat.MAX_STR_DIGITS_THRESHOLD ? n : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Whether environment variable {@code name} is set and not empty (and not ignored). */
    private static boolean envSet(String name) {
        String e = env(name);
        return e != null && !e.isEmpty();
    }

    /** {@code System.getenv(name)}, or null under {@code -E}/{@code -I}. */
    public static String env(String name) {
        return ignoreEnvironment || isolated ? null : System.getenv(name);
    }

    /**
     * The optimization level ({@code sys.flags.optimize}): the number of {@code -O} flags, or
     * {@code PYTHONOPTIMIZE} if higher (an integer, or 1 for any other non-empty value), as
     * CPython's {@code _Py_get_env_flag}. At 1, {@code assert} statements compile to nothing
     * and {@code __debug__} is False; at 2, docstrings are dropped too.
     */
    public static int optimizeLevel() {
        return Math.max(optimize, envFlag("PYTHONOPTIMIZE"));
    }

    /** The development mode ({@code sys.flags.dev_mode}): {@code -X dev} or PYTHONDEVMODE. */
    public static boolean devMode() {
        return XOPTIONS.containsKey("dev") || envSet("PYTHONDEVMODE");
    }

    /** {@code sys.flags.verbose}: the {@code -v} count, or {@code PYTHONVERBOSE} if higher. */
    public static int verboseLevel() {
        return Math.max(verbose, envFlag("PYTHONVERBOSE"));
    }

    /** {@code sys.flags.inspect}: {@code -i}, or {@code PYTHONINSPECT} set. */
    public static boolean inspectFlag() {
        return inspect || envSet("PYTHONINSPECT");
    }

    /** {@code sys.flags.debug}: the {@code -d} count, or {@code PYTHONDEBUG} if higher. */
    public static int debugLevel() {
        return Math.max(debug, envFlag("PYTHONDEBUG"));
    }

    /**
     * A flag from the environment as CPython's {@code _Py_get_env_flag} reads it: an integer,
     * 1 for any other non-empty value, 0 when unset or empty.
     */
    private static int envFlag(String name) {
        String e = env(name);
        if (e == null || e.isEmpty()) {
            return 0;
        }
        try {
            int level = Integer.parseInt(e.strip());
            return level < 0 ? 1 : level;
        } catch (NumberFormatException x) {
            return 1;
        }
    }

    /**
     * {@code sys.pycache_prefix}: {@code -X pycache_prefix=PATH}, else
     * {@code PYTHONPYCACHEPREFIX}; null for none (an empty value, or the option without one).
     */
    public static String pycachePrefix() {
        if (XOPTIONS.containsKey("pycache_prefix")) {
            String v = XOPTIONS.get("pycache_prefix");
            return v == null || v.isEmpty() ? null : v;
        }
        String e = env("PYTHONPYCACHEPREFIX");
        return e == null || e.isEmpty() ? null : e;
    }

    /**
     * {@code sys.flags.utf8_mode} (PEP 540): {@code -X utf8[=0|1]}, else {@code PYTHONUTF8},
     * else on where the locale of character types is "C" or "POSIX" (CPython's
     * {@code preconfig_init_utf8_mode}); -1 for a value it refuses (see {@link #configError}).
     */
    public static int utf8Mode() {
        if (XOPTIONS.containsKey("utf8")) {
            String v = XOPTIONS.get("utf8");
            return v == null || v.equals("1") ? 1 : v.equals("0") ? 0 : -1;
        }
        String e = env("PYTHONUTF8");
        if (e != null && !e.isEmpty()) {
            return e.equals("1") ? 1 : e.equals("0") ? 0 : -1;
        }
        String ctype = System.getenv("LC_ALL");
        if (ctype == null || ctype.isEmpty()) {
            ctype = System.getenv("LC_CTYPE");
        }
        if (ctype == null || ctype.isEmpty()) {
            ctype = System.getenv("LANG");
        }
        // no locale set at all is the "C" locale
        return ctype == null || ctype.isEmpty() || ctype.equals("C") || ctype.equals("POSIX")
                ? 1 : 0;
    }

    /**
     * The fatal start-up error (its text and the runtime state line) for a configuration this
     * build refuses, or null: a UTF-8 mode value other than 0 or 1; {@code -X gil=0} or
     * {@code PYTHON_GIL=0} (a build with the interpreter lock), as CPython 3.13's
     * {@code config_read_gil}, and gil values other than 0 and 1.
     */
    public static String configError() {
        if (!Boolean.getBoolean("specializer.hashRandomization")
                && org.specializer.api.Hashing.seedOf(env("PYTHONHASHSEED")) == -2) {
            return "config_init_hash_seed: PYTHONHASHSEED must be \"random\" or an integer "
                    + "in range [0; 4294967295]\nPython runtime state: preinitialized";
        }
        String digits = env("PYTHONINTMAXSTRDIGITS");
        if (digits != null && !digits.isEmpty() && digitsLimit(digits) < 0) {
            return "config_init_int_max_str_digits: PYTHONINTMAXSTRDIGITS: invalid limit; must "
                    + "be >= 640 or 0 for unlimited.\nPython runtime state: preinitialized";
        }
        if (XOPTIONS.containsKey("int_max_str_digits")
                && digitsLimit(XOPTIONS.get("int_max_str_digits")) < 0) {
            return "config_init_int_max_str_digits: -X int_max_str_digits: invalid limit; must "
                    + "be >= 640 or 0 for unlimited.\nPython runtime state: preinitialized";
        }
        if (cpuCount() == -2) {
            return "config_init_cpu_count: -X cpu_count=n option: n is missing or an invalid "
                    + "number, n must be greater than 0\nPython runtime state: preinitialized";
        }
        if (utf8Mode() < 0) {
            return XOPTIONS.containsKey("utf8")
                    ? "preconfig_init_utf8_mode: invalid -X utf8 option value\nPython runtime "
                        + "state: preinitializing"
                    : "preconfig_init_utf8_mode: invalid PYTHONUTF8 environment variable value"
                        + "\nPython runtime state: preinitializing";
        }
        String v = XOPTIONS.containsKey("gil") ? XOPTIONS.get("gil") : env("PYTHON_GIL");
        if (v == null) {
            return null;
        }
        if (v.equals("0")) {
            return "config_read_gil: Disabling the GIL is not supported by this build"
                    + "\nPython runtime state: preinitialized";
        }
        if (!v.equals("1")) {
            return "config_read_gil: PYTHON_GIL / -X gil must be \"0\" or \"1\""
                    + "\nPython runtime state: preinitialized";
        }
        return null;
    }

    /** Whether {@code sys.path[0]} is left out (-P, -I, or PYTHONSAFEPATH). */
    public static boolean safePath() {
        return safePath || isolated || envSet("PYTHONSAFEPATH");
    }

    /** Whether no bytecode is written (-B or PYTHONDONTWRITEBYTECODE). */
    public static boolean dontWriteBytecode() {
        return dontWriteBytecode || envSet("PYTHONDONTWRITEBYTECODE");
    }

    /**
     * The standard streams' encoding and error handler from {@code PYTHONIOENCODING}
     * ({@code encoding[:errors]}, either part may be empty): {@code {encoding, errors}} with
     * null for a part not given. Compare CPython initconfig.c: config_init_stdio_encoding.
     */
    public static String[] stdioEncoding() {
        String e = env("PYTHONIOENCODING");
        if (e == null || e.isEmpty()) {
            return new String[2];
        }
        int colon = e.indexOf(':');
        String enc = colon < 0 ? e : e.substring(0, colon);
        String errors = colon < 0 ? null : e.substring(colon + 1);
        return new String[] {enc.isEmpty() ? null : enc,
            errors == null || errors.isEmpty() ? null : errors};
    }

    /**
     * Whether text I/O opened without an encoding warns with EncodingWarning (PEP 597):
     * {@code -X warn_default_encoding} or {@code PYTHONWARNDEFAULTENCODING}.
     */
    public static boolean warnDefaultEncoding() {
        return XOPTIONS.containsKey("warn_default_encoding") || envSet("PYTHONWARNDEFAULTENCODING");
    }

    /**
     * Whether compiled code keeps lines only, without end lines and columns:
     * {@code -X no_debug_ranges} or {@code PYTHONNODEBUGRANGES}.
     */
    public static boolean noDebugRanges() {
        return XOPTIONS.containsKey("no_debug_ranges") || envSet("PYTHONNODEBUGRANGES");
    }

    /** Whether stdout and stderr write through, unbuffered (-u or PYTHONUNBUFFERED). */
    public static boolean unbufferedStdio() {
        return unbuffered || envSet("PYTHONUNBUFFERED");
    }
}
