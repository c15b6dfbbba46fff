package org.specializer.natives.hashlib;

import org.specializer.api.Py;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.BytesLike;

/**
 * The hash object types of the modules that Lib's hashlib falls back on ({@code _md5},
 * {@code _sha1}, {@code _sha2}): a type that cannot be called, and a module function
 * {@code name(string=b'', *, usedforsecurity=True)} that makes its objects.
 */
public final class HashTypes {
    private HashTypes() {}

    /** A hash object type {@code module.typeName}, not callable. */
    public static PyType type(String module, String typeName, PyHash.Xof xof) {
        return PyType.builtin(typeName, PyHash.class, PyType.OBJECT, 0, t -> {
            t.constructor((cls, args, kw) -> {
                throw Py.typeError("cannot create '" + module + "." + typeName + "' instances");
            });
            PyHash.defineMethods(t, xof);
        }).withModule(module)
            .withDottedTpName();
    }

    /** Add {@code m.fname(string=b'', *, usedforsecurity=True)} making {@code algorithm} objects of {@code type}. */
    public static void constructor(PyModule m, String fname, PyType type, String algorithm) {
        Params p = new Params(fname, new String[] {"string", "usedforsecurity"}, 0, 1, 0);
        m.defK(fname, (self, args, kw) -> make(type, algorithm, p.parse(args, kw)[0]));
    }

    /** A new hash object of {@code type} over {@code data} (null: none). */
    public static PyObject make(PyType type, String algorithm, PyObject data) {
        BytesLike.Span s = data == null ? null : PyHash.hashable(data);
        Digest d = Algorithms.create(algorithm);
        if (s != null) {
            d.update(s.buf, s.off, s.len);
        }
        return new PyHash(type, d);
    }
}
