package org.specializer.natives.struct;

import java.util.HashMap;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.ModuleErrors;

/**
 * The {@code _struct} module (CPython Modules/_struct.c), which Lib's {@code struct} re-exports:
 * conversion between Python values and C structs in bytes. The module-level functions compile
 * their format through a cache of {@link PyStruct}s keyed by the format, cleared when it reaches
 * CPython's {@code MAXCACHE} entries.
 */
public final class StructModule {
    private StructModule() {}

    static final PyType ERROR = ModuleErrors.newException("struct.error", PyExc.Exception, null);

    /** CPython's {@code MAXCACHE}. */
    private static final int MAXCACHE = 100;
    private static final HashMap<String, PyStruct> STR_CACHE = new HashMap<>();
    private static final HashMap<String, PyStruct> BYTES_CACHE = new HashMap<>();

    private static final Params UNPACK_FROM = new Params("unpack_from",
            new String[] {"format", "buffer", "offset"}, 1, 3, 2);

    public static PyModule create() {
        PyModule m = new PyModule("_struct");
        m.put("__doc__", PyStr.of(DOC));
        m.put("error", ERROR);
        m.put("Struct", PyStruct.TYPE);
        m.def0("_clearcache", self -> {
            STR_CACHE.clear();
            BYTES_CACHE.clear();
            return Py.None;
        });
        m.def1("calcsize", (self, f) -> PyInt.of(cached(f).size));
        m.defN("pack", 0, Integer.MAX_VALUE, (self, a) -> {
            if (a.length == 0) {
                throw Py.typeError("missing format argument");
            }
            return StructMethods.pack(cached(a[0]), a, 1);
        });
        m.defN("pack_into", 0, Integer.MAX_VALUE, (self, a) -> {
            if (a.length == 0) {
                throw Py.typeError("missing format argument");
            }
            return StructMethods.packInto(cached(a[0]), a, 1);
        });
        m.def2("unpack", (self, f, b) -> StructMethods.unpack(cached(f), b));
        m.defK("unpack_from", (self, args, kw) -> {
            PyObject[] a = UNPACK_FROM.parse(args, kw);
            return StructMethods.unpackFrom(cached(a[0]), a[1], a[2]);
        });
        m.def2("iter_unpack", (self, f, b) -> StructMethods.iterUnpack(cached(f), b));
        return m;
    }

    /**
     * The compiled struct for a format. Compare CPython _struct.c: {@code cache_struct_converter}
     * (a dict lookup first, so an unhashable format fails as such).
     */
    static PyStruct cached(PyObject format) {
        HashMap<String, PyStruct> cache;
        String key;
        if (format.getClass() == PyStr.class) {
            cache = STR_CACHE;
            key = ((PyStr) format).value;
        } else if (format.getClass() == PyBytes.class) {
            cache = BYTES_CACHE;
            key = ((PyBytes) format).latin1();
        } else {
            Abstract.hash(format);
            return compile(format);
        }
        PyStruct s = cache.get(key);
        if (s == null) {
            s = compile(format);
            if (STR_CACHE.size() + BYTES_CACHE.size() >= MAXCACHE) {
                STR_CACHE.clear();
                BYTES_CACHE.clear();
            }
            cache.put(key, s);
        }
        return s;
    }

    private static PyStruct compile(PyObject format) {
        PyStruct s = new PyStruct(PyStruct.TYPE);
        s.init(format);
        return s;
    }

    /** The bytes of a bytes or bytearray argument ({@code s} and {@code p}), or null. */
    static byte[] bytesOrByteArray(PyObject v) {
        if (v instanceof PyBytes b) {
            return b.value;
        }
        return v instanceof org.specializer.api.PyByteArray ba ? ba.toByteArray() : null;
    }

    private static final String DOC = """
            Functions to convert between Python values and C structs.
            Python bytes objects are used to hold the data representing the C struct
            and also as format strings (explained below) to describe the layout of data
            in the C struct.

            The optional first format char indicates byte order, size and alignment:
              @: native order, size & alignment (default)
              =: native order, std. size & alignment
              <: little-endian, std. size & alignment
              >: big-endian, std. size & alignment
              !: same as >

            The remaining chars indicate types of args and must match exactly;
            these can be preceded by a decimal repeat count:
              x: pad byte (no data); c:char; b:signed byte; B:unsigned byte;
              ?: _Bool (requires C99; if not available, char is used instead)
              h:short; H:unsigned short; i:int; I:unsigned int;
              l:long; L:unsigned long; f:float; d:double; e:half-float.
            Special cases (preceding decimal count indicates length):
              s:string (array of char); p: pascal string (with count byte).
            Special cases (only available in native format):
              n:ssize_t; N:size_t;
              P:an integer type that is wide enough to hold a pointer.
            Special case (not in native mode unless 'long long' in platform C):
              q:long long; Q:unsigned long long
            Whitespace between formats is ignored.

            The variable struct.error is an exception raised on errors.
            """;
}
