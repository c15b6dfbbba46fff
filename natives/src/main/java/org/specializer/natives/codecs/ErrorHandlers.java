package org.specializer.natives.codecs;

import java.io.ByteArrayOutputStream;
import org.specializer.api.Abstract;
import org.specializer.api.Builtin;
import org.specializer.api.CodecErrors;
import org.specializer.api.ExceptionMethods;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyBytes;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * The builtin error handlers as Python functions ({@code codecs.lookup_error('replace')}), for
 * codecs written in Python: each takes the UnicodeEncodeError, UnicodeDecodeError or
 * UnicodeTranslateError and returns the replacement and the position to resume at. The codecs
 * written in Java apply the same handlers without calling these ({@link CodecErrors}). Compare
 * CPython Python/codecs.c: PyCodec_StrictErrors and the others.
 */
final class ErrorHandlers {
    private ErrorHandlers() {}

    /** The handlers, as functions named as CPython's. */
    static PyObject[] builtins() {
        return new PyObject[] {
            function("strict_errors", ErrorHandlers::strict),
            function("ignore_errors", ErrorHandlers::ignore),
            function("replace_errors", ErrorHandlers::replace),
            function("xmlcharrefreplace_errors", ErrorHandlers::xmlcharrefreplace),
            function("backslashreplace_errors", ErrorHandlers::backslashreplace),
            function("namereplace_errors", ErrorHandlers::namereplace),
            function("surrogatepass", ErrorHandlers::surrogatepass),
            function("surrogateescape", ErrorHandlers::surrogateescape),
        };
    }

    private static PyObject function(String name, Builtin.F1 f) {
        return new PyBuiltinFunction(Builtin.Impl.of1(name, name, f), null, false, "_codecs");
    }

    private static PyObject strict(PyObject self, PyObject exc) {
        if (!(exc instanceof PyBaseException e)) {
            throw Py.typeError("codec must pass exception instance");
        }
        throw new PyException(e);
    }

    /** The exception's type among the three, or a TypeError for any other. */
    private static PyType kind(PyObject exc) {
        for (PyType t : new PyType[] {PyExc.UnicodeEncodeError, PyExc.UnicodeDecodeError,
            PyExc.UnicodeTranslateError}) {
            if (exc instanceof PyBaseException && exc.type.isSubtype(t)) {
                return t;
            }
        }
        throw wrongType(exc);
    }

    private static PyException wrongType(PyObject exc) {
        return Py.typeError("don't know how to handle " + exc.type.getName()
                + " in error callback");
    }

    private static PyBaseException ex(PyObject o) {
        return (PyBaseException) o;
    }

    private static int start(PyObject exc) {
        return clamp(ex(exc), ExceptionMethods.UNICODE_START);
    }

    private static int end(PyObject exc) {
        return clamp(ex(exc), ExceptionMethods.UNICODE_END);
    }

    /**
     * {@code start} or {@code end}, clamped to the object as CPython's getters do, which first
     * check that the object is bytes (decoding) or str.
     */
    private static int clamp(PyBaseException e, int slot) {
        long len = e.type.isSubtype(PyExc.UnicodeDecodeError) ? bytes(e).length : str(e).length();
        long v = Abstract.asIndex(e.attr(slot));
        if (slot == ExceptionMethods.UNICODE_START) {
            return (int) Math.max(0, Math.min(v, Math.max(0, len - 1)));
        }
        return (int) Math.max(1, Math.min(v, len));
    }

    private static PyStr str(PyObject exc) {
        PyObject o = ex(exc).attr(ExceptionMethods.UNICODE_OBJECT);
        if (!(o instanceof PyStr s)) {
            throw Py.typeError("object attribute must be unicode");
        }
        return s;
    }

    private static byte[] bytes(PyObject exc) {
        PyObject o = ex(exc).attr(ExceptionMethods.UNICODE_OBJECT);
        if (!(o instanceof PyBytes b)) {
            throw Py.typeError("object attribute must be bytes");
        }
        return b.value;
    }

    private static PyObject result(PyObject replacement, int end) {
        return PyTuple.of(replacement, PyInt.of(end));
    }

    private static PyObject ignore(PyObject self, PyObject exc) {
        kind(exc);
        return result(PyStr.EMPTY, end(exc));
    }

    private static PyObject replace(PyObject self, PyObject exc) {
        PyType k = kind(exc);
        int start = start(exc);
        int end = end(exc);
        if (k == PyExc.UnicodeDecodeError) {
            return result(PyStr.of("\ufffd"), end);
        }
        String c = k == PyExc.UnicodeEncodeError ? "?" : "\ufffd";
        return result(PyStr.of(c.repeat(Math.max(0, end - start))), end);
    }

    private static PyObject xmlcharrefreplace(PyObject self, PyObject exc) {
        if (kind(exc) != PyExc.UnicodeEncodeError) {
            throw wrongType(exc);
        }
        PyStr s = str(exc);
        StringBuilder sb = new StringBuilder();
        for (int i = start(exc); i < end(exc); i++) {
            sb.append("&#").append(s.codePointAt(i)).append(';');
        }
        return result(PyStr.of(sb.toString()), end(exc));
    }

    private static PyObject backslashreplace(PyObject self, PyObject exc) {
        PyType k = kind(exc);
        int start = start(exc);
        int end = end(exc);
        StringBuilder sb = new StringBuilder();
        if (k == PyExc.UnicodeDecodeError) {
            byte[] b = bytes(exc);
            for (int i = start; i < end; i++) {
                sb.append(String.format("\\x%02x", b[i] & 0xff));
            }
        } else {
            PyStr s = str(exc);
            for (int i = start; i < end; i++) {
                escape(sb, s.codePointAt(i));
            }
        }
        return result(PyStr.of(sb.toString()), end);
    }

    private static void escape(StringBuilder sb, int cp) {
        sb.append(cp < 0x100 ? String.format("\\x%02x", cp) : cp < 0x10000
                ? String.format("\\u%04x", cp) : String.format("\\U%08x", cp));
    }

    private static PyObject namereplace(PyObject self, PyObject exc) {
        if (kind(exc) != PyExc.UnicodeEncodeError) {
            throw wrongType(exc);
        }
        PyStr s = str(exc);
        StringBuilder sb = new StringBuilder();
        for (int i = start(exc); i < end(exc); i++) {
            int cp = s.codePointAt(i);
            String name = CodecErrors.unicodeName(cp);
            if (name != null) {
                sb.append("\\N{").append(name).append('}');
            } else {
                escape(sb, cp);
            }
        }
        return result(PyStr.of(sb.toString()), end(exc));
    }

    private static PyObject surrogateescape(PyObject self, PyObject exc) {
        PyType k = kind(exc);
        int start = start(exc);
        int end = end(exc);
        if (k == PyExc.UnicodeDecodeError) {
            byte[] b = bytes(exc);
            StringBuilder sb = new StringBuilder();
            for (int i = start; i < end && i < start + 4 && (b[i] & 0xff) >= 128; i++) {
                sb.append((char) (0xdc00 + (b[i] & 0xff)));
            }
            if (sb.length() == 0) {
                throw new PyException(ex(exc));
            }
            return result(PyStr.of(sb.toString()), start + sb.length());
        }
        if (k == PyExc.UnicodeEncodeError) {
            PyStr s = str(exc);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (int i = start; i < end; i++) {
                int c = s.codePointAt(i);
                if (c < 0xdc80 || c > 0xdcff) {
                    throw new PyException(ex(exc));
                }
                out.write(c - 0xdc00);
            }
            return result(new PyBytes(out.toByteArray()), end);
        }
        throw wrongType(exc);
    }

    private static PyObject surrogatepass(PyObject self, PyObject exc) {
        PyType k = kind(exc);
        String encoding = Abstract.str(ex(exc).attr(ExceptionMethods.UNICODE_ENCODING)).value;
        int start = start(exc);
        int end = end(exc);
        if (k == PyExc.UnicodeEncodeError) {
            PyStr s = str(exc);
            int[] cps = s.codePoints();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try {
                CodecErrors.encode(out, encoding, s, cps, start, end, "", "surrogatepass",
                        CodecErrors.ASCII_SINK);
            } catch (PyException e) {
                throw new PyException(ex(exc));
            }
            return result(new PyBytes(out.toByteArray()), end);
        }
        if (k == PyExc.UnicodeDecodeError) {
            byte[] b = bytes(exc);
            StringBuilder sb = new StringBuilder();
            int resume;
            try {
                resume = CodecErrors.decode(sb, encoding, b, 0, b.length, start, end, "",
                        "surrogatepass");
            } catch (PyException e) {
                throw new PyException(ex(exc));
            }
            return result(PyStr.of(sb.toString()), resume);
        }
        throw wrongType(exc);
    }
}
