package org.specializer.natives.sysconfig;

import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * The {@code _sysconfig} module (CPython Modules/_sysconfig.c) and the
 * {@code _sysconfigdata_<abiflags>_linux_<multiarch>} module that Lib's {@code sysconfig}
 * imports on POSIX for the build-time variables.
 *
 * <p>On Linux CPython's {@code _sysconfig.config_vars()} holds only {@code Py_GIL_DISABLED};
 * the build-time variables come from the generated {@code _sysconfigdata} module. Ours is made
 * here: the names callers ask for ({@code EXT_SUFFIX}, {@code SOABI}, {@code MULTIARCH},
 * the install paths, {@code CC}, {@code TZPATH}, {@code Py_DEBUG}, ...) with values a CPython
 * 3.13 built for Linux with {@code --prefix=/usr/local} would have, except the ABI tags, which
 * name this implementation ({@code specializer-313-x86_64-linux-gnu}, after
 * {@code sys.implementation.cache_tag}): no C extension built for CPython can load here, and
 * an extension suffix of CPython's would let build tools think otherwise.
 */
public final class SysconfigModule {
    private SysconfigModule() {}

    /** The installation prefix the variables describe. */
    static final String PREFIX = "/usr/local";

    public static PyModule create() {
        PyModule m = new PyModule("_sysconfig");
        m.put("__doc__", PyStr.of("A helper for the sysconfig module."));
        m.def0("config_vars", self -> {
            PyDict d = new PyDict();
            d.setItem(PyStr.of("Py_GIL_DISABLED"), PyInt.of(0));
            return d;
        });
        return m;
    }

    /** {@code sys.implementation._multiarch}, as core's sys module computes it. */
    public static String multiarch() {
        return org.specializer.core.modules.SysModule.multiarch();
    }

    /** The module name sysconfig imports: {@code _sysconfigdata__linux_x86_64-linux-gnu}. */
    public static String dataModuleName() {
        return "_sysconfigdata__linux_" + multiarch();
    }

    /** The {@code _sysconfigdata_*} module: {@code build_time_vars}. */
    public static PyModule createData() {
        PyModule m = new PyModule(dataModuleName());
        m.put("build_time_vars", buildTimeVars());
        return m;
    }

    static PyDict buildTimeVars() {
        String multiarch = multiarch();
        String soabi = "specializer-313-" + multiarch;
        String cpu = multiarch.substring(0, multiarch.indexOf('-'));
        String libdir = PREFIX + "/lib";
        String libdest = libdir + "/python3.13";
        String include = PREFIX + "/include/python3.13";
        String ldflags = "";
        Object[] vars = {
            "ABIFLAGS", "",
            "AR", "ar",
            "ARFLAGS", "rcs",
            "BASECFLAGS", "-fno-strict-overflow -Wsign-compare",
            "BINDIR", PREFIX + "/bin",
            "BINLIBDEST", libdest,
            "BLDSHARED", "gcc -shared",
            "CC", "gcc",
            "CCSHARED", "-fPIC",
            "CFLAGS", "-fno-strict-overflow -Wsign-compare -DNDEBUG -g -O3 -Wall",
            "CFLAGSFORSHARED", "",
            "CONFIG_ARGS", "'--prefix=" + PREFIX + "'",
            "CONFINCLUDEDIR", PREFIX + "/include",
            "CONFINCLUDEPY", include,
            "CPPFLAGS", "-I. -I./Include",
            "CXX", "g++",
            "DESTLIB", libdest,
            "DESTSHARED", libdest + "/lib-dynload",
            "EXE", "",
            "EXT_SUFFIX", "." + soabi + ".so",
            "HAVE_DYNAMIC_LOADING", 0,
            "HAVE_FORK", 1,
            "HAVE_WORKING_TZSET", 1,
            "HOST_GNU_TYPE", cpu + "-pc-linux-gnu",
            "INCLUDEDIR", PREFIX + "/include",
            "INCLUDEPY", include,
            "LDCXXSHARED", "g++ -shared",
            "LDFLAGS", ldflags,
            "LDLIBRARY", "libpython3.13.a",
            "LDSHARED", "gcc -shared",
            "LDVERSION", "3.13",
            "LIBDEST", libdest,
            "LIBDIR", libdir,
            "LIBPL", libdest + "/config-3.13-" + multiarch,
            "LIBRARY", "libpython3.13.a",
            "LIBS", "-ldl",
            "LINKFORSHARED", "-Xlinker -export-dynamic",
            "MACHDEP", "linux",
            "MULTIARCH", multiarch,
            "OPT", "-DNDEBUG -g -O3 -Wall",
            "PLATLIBDIR", "lib",
            "PY_CFLAGS", "-fno-strict-overflow -Wsign-compare -DNDEBUG -g -O3 -Wall",
            "PY_CFLAGS_NODIST", "-std=c11",
            "PY_CORE_CFLAGS", "-fno-strict-overflow -Wsign-compare -DNDEBUG -g -O3 -Wall "
                    + "-std=c11 -fPIC -DPy_BUILD_CORE",
            "PY_ENABLE_SHARED", 0,
            "PY_LDFLAGS", ldflags,
            "PY_SUPPORT_TIER", 0,
            "Py_DEBUG", 0,
            "Py_ENABLE_SHARED", 0,
            "Py_GIL_DISABLED", 0,
            "Py_STATS", 0,
            "Py_TRACE_REFS", 0,
            "SHLIB_SUFFIX", ".so",
            "SIZEOF_DOUBLE", 8,
            "SIZEOF_FLOAT", 4,
            "SIZEOF_INT", 4,
            "SIZEOF_LONG", 8,
            "SIZEOF_LONG_DOUBLE", 16,
            "SIZEOF_LONG_LONG", 8,
            "SIZEOF_OFF_T", 8,
            "SIZEOF_PID_T", 4,
            "SIZEOF_PTHREAD_T", 8,
            "SIZEOF_SHORT", 2,
            "SIZEOF_SIZE_T", 8,
            "SIZEOF_TIME_T", 8,
            "SIZEOF_VOID_P", 8,
            "SIZEOF_WCHAR_T", 4,
            "SOABI", soabi,
            "SYSLIBS", "-lm",
            "TZPATH", "/usr/share/zoneinfo:/usr/lib/zoneinfo:/usr/share/lib/zoneinfo:"
                    + "/etc/zoneinfo",
            "VERSION", "3.13",
            "WITH_DOC_STRINGS", 1,
            "WITH_PYMALLOC", 0,
            "exec_prefix", PREFIX,
            "prefix", PREFIX,
            "srcdir", ".",
        };
        PyDict d = new PyDict();
        for (int i = 0; i < vars.length; i += 2) {
            Object v = vars[i + 1];
            PyObject pv = v instanceof Integer n ? PyInt.of(n) : PyStr.of((String) v);
            d.setItem(PyStr.of((String) vars[i]), pv);
        }
        return d;
    }
}
