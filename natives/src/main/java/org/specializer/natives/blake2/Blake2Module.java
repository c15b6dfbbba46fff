package org.specializer.natives.blake2;

import java.math.BigInteger;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.BytesLike;
import org.specializer.natives.CInts;
import org.specializer.natives.hashlib.Blake2;
import org.specializer.natives.hashlib.PyHash;

/**
 * The {@code _blake2} module (CPython Modules/blake2module.c): the types {@code blake2b} and
 * {@code blake2s}, with keys, salts, personalization and the tree-hashing parameters, written
 * from RFC 7693 and the BLAKE2 paper ({@link Blake2}).
 */
public final class Blake2Module {
    private Blake2Module() {}

    private static final String[] NAMES = {"data", "digest_size", "key", "salt", "person",
        "fanout", "depth", "leaf_size", "node_offset", "node_depth", "inner_size", "last_node",
        "usedforsecurity"};

    static final PyType BLAKE2B = type("blake2b", true);
    static final PyType BLAKE2S = type("blake2s", false);

    private static PyType type(String name, boolean big) {
        int maxDigest = big ? 64 : 32;
        int maxKey = big ? 64 : 32;
        int saltSize = big ? 16 : 8;
        Params p = new Params(name, NAMES, 1, 1, 0);
        return PyType.builtin(name, PyHash.class, PyType.OBJECT, PyType.BASETYPE, t -> {
            t.constructor((cls, args, kw) -> {
                PyObject[] a = p.parse(args, kw);
                Blake2.Params bp = new Blake2.Params();
                bp.digestSize = a[1] == null ? maxDigest : CInts.cint(a[1]);
                bp.key = a[2] == null ? bp.key : BytesLike.span(a[2]).toArray();
                bp.salt = a[3] == null ? bp.salt : BytesLike.span(a[3]).toArray();
                bp.person = a[4] == null ? bp.person : BytesLike.span(a[4]).toArray();
                bp.fanout = a[5] == null ? 1 : CInts.cint(a[5]);
                bp.depth = a[6] == null ? 1 : CInts.cint(a[6]);
                BigInteger leaf = a[7] == null ? BigInteger.ZERO : unsigned(a[7],
                        "Python int too large to convert to C unsigned long");
                BigInteger offset = a[8] == null ? BigInteger.ZERO : unsigned(a[8],
                        "int too big to convert");
                bp.nodeDepth = a[9] == null ? 0 : CInts.cint(a[9]);
                bp.innerSize = a[10] == null ? 0 : CInts.cint(a[10]);
                bp.lastNode = a[11] != null && Abstract.isTrue(a[11]);
                if (bp.digestSize <= 0 || bp.digestSize > maxDigest) {
                    throw Py.valueError("digest_size must be between 1 and " + maxDigest
                            + " bytes");
                }
                if (bp.salt.length > saltSize) {
                    throw Py.valueError("maximum salt length is " + saltSize + " bytes");
                }
                if (bp.person.length > saltSize) {
                    throw Py.valueError("maximum person length is " + saltSize + " bytes");
                }
                if (bp.fanout < 0 || bp.fanout > 255) {
                    throw Py.valueError("fanout must be between 0 and 255");
                }
                if (bp.depth <= 0 || bp.depth > 255) {
                    throw Py.valueError("depth must be between 1 and 255");
                }
                if (leaf.bitLength() > 32) {
                    throw Py.overflowError("leaf_size is too large");
                }
                if (!big && offset.bitLength() > 48) {
                    throw Py.overflowError("node_offset is too large");
                }
                if (bp.nodeDepth < 0 || bp.nodeDepth > 255) {
                    throw Py.valueError("node_depth must be between 0 and 255");
                }
                if (bp.innerSize < 0 || bp.innerSize > maxDigest) {
                    throw Py.valueError("inner_size must be between 0 and is " + maxDigest);
                }
                if (bp.key.length > maxKey) {
                    throw Py.valueError("maximum key length is " + maxKey + " bytes");
                }
                bp.leafSize = leaf.longValue();
                bp.nodeOffset = offset.longValue();
                BytesLike.Span data = a[0] == null ? null : PyHash.hashable(a[0]);
                PyHash h = new PyHash((PyType) cls, big ? Blake2.b(bp) : Blake2.s(bp));
                if (data != null) {
                    h.d.update(data.buf, data.off, data.len);
                }
                return h;
            });
            PyHash.defineMethods(t, PyHash.Xof.NONE);
            t.define("SALT_SIZE", PyInt.of(saltSize));
            t.define("PERSON_SIZE", PyInt.of(saltSize));
            t.define("MAX_KEY_SIZE", PyInt.of(maxKey));
            t.define("MAX_DIGEST_SIZE", PyInt.of(maxDigest));
        }).withModule("_blake2")
            .withDottedTpName();
    }

    /** An unsigned C integer of at most 64 bits: "value must be positive" when negative. */
    private static BigInteger unsigned(PyObject o, String tooBig) {
        PyObject i = Abstract.index(o);
        BigInteger v = i instanceof PyInt pi ? BigInteger.valueOf(pi.value) : ((PyBigInt) i).value;
        if (v.signum() < 0) {
            throw Py.valueError("value must be positive");
        }
        if (v.bitLength() > 64) {
            throw Py.overflowError(tooBig);
        }
        return v;
    }

    public static PyModule create() {
        PyModule m = new PyModule("_blake2");
        m.put("blake2b", BLAKE2B);
        m.put("blake2s", BLAKE2S);
        m.put("BLAKE2B_SALT_SIZE", PyInt.of(16));
        m.put("BLAKE2B_PERSON_SIZE", PyInt.of(16));
        m.put("BLAKE2B_MAX_KEY_SIZE", PyInt.of(64));
        m.put("BLAKE2B_MAX_DIGEST_SIZE", PyInt.of(64));
        m.put("BLAKE2S_SALT_SIZE", PyInt.of(8));
        m.put("BLAKE2S_PERSON_SIZE", PyInt.of(8));
        m.put("BLAKE2S_MAX_KEY_SIZE", PyInt.of(32));
        m.put("BLAKE2S_MAX_DIGEST_SIZE", PyInt.of(32));
        return m;
    }
}
