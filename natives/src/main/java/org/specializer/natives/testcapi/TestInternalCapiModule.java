package org.specializer.natives.testcapi;

import org.specializer.api.Codecs;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyInstance;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * {@code _testinternalcapi}: of CPython's internal test module, what its pure-Python regression
 * tests ask that this interpreter has too: {@code has_inline_values} (attributes kept in the
 * instance's values array, indexed by the class's shared keys, not in a dict) and
 * {@code get_recursion_depth} (the Python frames entered, the caller's included, as
 * {@code test.support.infinite_recursion} uses it), and the switches {@code test.support} reads:
 * {@code get_config()['code_debug_ranges']} (code objects carry column positions),
 * {@code get_immortalize_deferred()} (false: no object is immortal here) and
 * {@code suppress_immortalization(flag)} (nothing to suppress), and {@code EncodeLocaleEx} and
 * {@code DecodeLocaleEx}, the locale codec that start-up and {@code os.fsencode} use below
 * Python (UTF-8 here, outside UTF-8 mode as CPython is by default in a UTF-8 locale: the strict
 * and surrogateescape handlers only, and a RuntimeError naming the position of an error, as
 * CPython's). The rest of CPython's module inspects its C internals and is not here (an
 * AttributeError names what is missing).
 */
public final class TestInternalCapiModule {
    private TestInternalCapiModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_testinternalcapi");
        m.def1("has_inline_values", (self, o) ->
                o instanceof PyInstance i && i.values != null ? Py.True : Py.False);
        // CPython: py_recursion_limit - py_recursion_remaining (the caller counted)
        m.def0("get_recursion_depth", self -> org.specializer.api.PyInt.of(
                org.specializer.core.interp.ThreadState.depth()));
        m.def0("get_config", self -> {
            org.specializer.api.PyDict config = new org.specializer.api.PyDict();
            config.setItem(PyStr.of("code_debug_ranges"), Py.True);
            return config;
        });
        m.def0("get_immortalize_deferred", self -> Py.False);
        m.def1("suppress_immortalization", (self, flag) -> Py.None);
        m.defN("EncodeLocaleEx", 1, 3, (self, a) -> {
            PyStr text = arg(a[0], PyStr.class, "str", "EncodeLocaleEx", 1);
            String errors = localeErrors(a);
            try {
                return new PyBytes(Codecs.encodeUtf8(text, errors));
            } catch (PyException e) {
                throw codecError(e, PyExc.UnicodeEncodeError, "encode error: pos=%s, reason=encoding error");
            }
        });
        m.defN("DecodeLocaleEx", 1, 3, (self, a) -> {
            byte[] data = arg(a[0], PyBytes.class, "bytes", "DecodeLocaleEx", 1).value;
            String errors = localeErrors(a);
            try {
                return PyStr.of(Codecs.decodeUtf8(data, 0, data.length, errors, true).text());
            } catch (PyException e) {
                throw codecError(e, PyExc.UnicodeDecodeError, "decode error: pos=%s, reason=decoding error");
            }
        });
        return m;
    }

    /** The error handler of the locale codec: what _Py_EncodeLocaleEx and its decoder take. */
    private static String localeErrors(PyObject[] a) {
        if (a.length < 3 || a[2] == Py.None) {
            return "strict";
        }
        String errors = arg(a[2], PyStr.class, "str", "LocaleEx", 3).value;
        return switch (errors) {
            case "strict", "surrogateescape" -> errors;
            default -> throw Py.valueError("unsupported error handler");
        };
    }

    private static <T extends PyObject> T arg(PyObject o, Class<T> kind, String name,
            String fname, int i) {
        if (!kind.isInstance(o)) {
            throw Py.typeError(fname + "() argument " + i + " must be " + name + ", not "
                    + o.type.getName());
        }
        return kind.cast(o);
    }

    /** A codec's UnicodeError as the C function reports it, at the error's start. */
    private static PyException codecError(PyException e, PyType kind, String format) {
        if (!e.matches(kind)) {
            return e;
        }
        return Py.runtimeError(String.format(format, e.value.getAttr(PyStr.of("start"))));
    }
}
