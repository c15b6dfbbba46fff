package org.specializer.core;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command-line flags of CPython's interpreter that change what a program sees
 * ({@code -E}, {@code -I}, {@code -s}, {@code -S}, {@code -B}, {@code -P}, {@code -u},
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
    /** {@code -X NAME[=VALUE]}, in order. */
    public static final Map<String, String> XOPTIONS = new LinkedHashMap<>();
    /** {@code -W ARG}, in order. */
    public static final List<String> WARNOPTIONS = new ArrayList<>();

    /** {@code System.getenv(name)}, or null under {@code -E}/{@code -I}. */
    public static String env(String name) {
        return ignoreEnvironment || isolated ? null : System.getenv(name);
    }

    /** Whether {@code sys.path[0]} is left out (-P, -I, or PYTHONSAFEPATH). */
    public static boolean safePath() {
        String e = env("PYTHONSAFEPATH");
        return safePath || isolated || (e != null && !e.isEmpty());
    }

    /** Whether no bytecode is written (-B or PYTHONDONTWRITEBYTECODE). */
    public static boolean dontWriteBytecode() {
        String e = env("PYTHONDONTWRITEBYTECODE");
        return dontWriteBytecode || (e != null && !e.isEmpty());
    }

    /** Whether stdout and stderr write through, unbuffered (-u or PYTHONUNBUFFERED). */
    public static boolean unbufferedStdio() {
        String e = env("PYTHONUNBUFFERED");
        return unbuffered || (e != null && !e.isEmpty());
    }
}
