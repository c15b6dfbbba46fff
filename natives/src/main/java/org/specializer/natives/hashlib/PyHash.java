package org.specializer.natives.hashlib;

import org.specializer.api.Abstract;
import org.specializer.api.Hashing;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.BytesLike;

/**
 * A hash object of any of the hashing modules: {@code _hashlib.HASH}, {@code _md5.md5},
 * {@code _sha2.SHA256Type}, {@code _sha3.sha3_256}, {@code _blake2.blake2b} ... each a type of
 * its own over this one Java class, with the same methods: {@code update}, {@code digest},
 * {@code hexdigest}, {@code copy}, and {@code name}, {@code digest_size}, {@code block_size}.
 */
public final class PyHash extends PyObject {
    public Digest d;
    private PyDict dict;

    public PyHash(PyType type, Digest d) {
        super(type);
        this.d = d;
    }

    /** How an extendable-output type takes its length. */
    public enum Xof {
        /** Not an XOF: {@code digest()}. */
        NONE,
        /** {@code _hashlib.HASHXOF}: {@code digest(length)}, a Py_ssize_t by keyword too. */
        HASHLIB,
        /** {@code _sha3.shake_*}: {@code digest(length, /)}, an unsigned long. */
        SHA3
    }

    private static final Params XOF_LENGTH = new Params("digest", new String[] {"length"}, 0,
            1, 1);
    private static final Params XOF_HEX_LENGTH = new Params("hexdigest",
            new String[] {"length"}, 0, 1, 1);

    private static PyHash h(PyObject self) {
        return (PyHash) self;
    }

    /** Define the hash object methods on {@code t}. */
    public static void defineMethods(PyType t, Xof xof) {
        t.method1("update", (self, data) -> {
            BytesLike.Span s = hashable(data);
            h(self).d.update(s.buf, s.off, s.len);
            return Py.None;
        });
        t.method0("copy", self -> new PyHash(self.type, h(self).d.copy()));
        t.getset("name", self -> PyStr.of(h(self).d.name), null);
        t.getset("digest_size", self -> PyInt.of(h(self).d.digestSize()), null);
        t.getset("block_size", self -> PyInt.of(h(self).d.blockSize()), null);
        switch (xof) {
            case NONE:
                t.method0("digest", self -> new PyBytes(h(self).d.digest()));
                t.method0("hexdigest", self -> PyStr.of(hex(h(self).d.digest())));
                break;
            case HASHLIB:
                t.methodK("digest", (self, args, kw) -> new PyBytes(squeeze(self,
                        hashlibLength(XOF_LENGTH.parse(args, kw)[0]))));
                t.methodK("hexdigest", (self, args, kw) -> PyStr.of(hex(squeeze(self,
                        hashlibLength(XOF_HEX_LENGTH.parse(args, kw)[0])))));
                break;
            default:
                t.method1("digest", (self, n) -> new PyBytes(squeeze(self, sha3Length(n))));
                t.method1("hexdigest", (self, n) -> PyStr.of(hex(squeeze(self,
                        sha3Length(n)))));
        }
    }

    private static byte[] squeeze(PyObject self, int length) {
        return ((Keccak) h(self).d).squeeze(length);
    }

    /** A Py_ssize_t length; a negative one fails to allocate, as in CPython. */
    private static int hashlibLength(PyObject o) {
        long n = Params.asSsize(o);
        if (n < 0 || n > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError);
        }
        return (int) n;
    }

    /** An unsigned long length for {@code _sha3}'s shake digests. */
    private static int sha3Length(PyObject o) {
        PyObject i = Abstract.indexOrNull(o);
        if (i == null) {
            throw Py.typeError("an integer is required");
        }
        if (Abstract.richCompareBool(i, PyInt.ZERO, Abstract.LT)) {
            throw Py.valueError("value must be positive");
        }
        if (!(i instanceof PyInt pi)) {
            throw Py.overflowError("Python int too large to convert to C unsigned long");
        }
        if (pi.value >= (1L << 29)) {
            throw Py.valueError("length is too large");
        }
        return (int) pi.value;
    }

    /**
     * Data to hash: a bytes-like object, never a str. Compare CPython hashlib.h:
     * {@code GET_BUFFER_VIEW_OR_ERROUT}.
     */
    public static BytesLike.Span hashable(PyObject o) {
        if (o instanceof PyStr) {
            throw Py.typeError("Strings must be encoded before hashing");
        }
        BytesLike.Span s = BytesLike.spanOrNull(o);
        if (s == null) {
            throw Py.typeError("object supporting the buffer API required");
        }
        return s;
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    public static String hex(byte[] b) {
        char[] c = new char[2 * b.length];
        for (int i = 0; i < b.length; i++) {
            c[2 * i] = HEX[(b[i] >> 4) & 0xf];
            c[2 * i + 1] = HEX[b[i] & 0xf];
        }
        return new String(c);
    }

    /** {@code 0x...} as C's {@code %p} shows an object. */
    public static String address(PyObject o) {
        return "0x" + Long.toHexString(Hashing.identityHash(o) & 0xffffffffffffL);
    }

    @Override
    public PyDict getDict() {
        if (dict == null && type.instancesHaveDict()) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict v) {
        if (!type.instancesHaveDict()) {
            return false;
        }
        dict = v;
        return true;
    }
}
