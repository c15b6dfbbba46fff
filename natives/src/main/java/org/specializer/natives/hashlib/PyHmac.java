package org.specializer.natives.hashlib;

import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.BytesLike;

/**
 * {@code _hashlib.HMAC} (RFC 2104) over any {@link Digest}: the inner hash runs over the data,
 * the outer one, keyed, over the inner digest. What Lib's {@code hmac.HMAC} delegates to.
 */
final class PyHmac extends PyObject {
    static final PyType TYPE = PyType.builtin("HMAC", PyHmac.class, PyType.OBJECT, 0,
            PyHmac::define).withModule("_hashlib")
            .withDottedTpName();

    private static final Params UPDATE = new Params("update", new String[] {"msg"}, 0, 1, 1);

    private final Digest inner;
    private final Digest outer;

    private PyHmac(Digest inner, Digest outer) {
        super(TYPE);
        this.inner = inner;
        this.outer = outer;
    }

    /** An HMAC of {@code key} with fresh digest {@code d} (which this takes over). */
    static PyHmac create(Digest d, byte[] key) {
        int bs = d.blockSize();
        if (key.length > bs) {
            Digest k = d.copy();
            k.update(key, 0, key.length);
            key = k.digest();
        }
        byte[] ipad = new byte[bs];
        byte[] opad = new byte[bs];
        for (int i = 0; i < bs; i++) {
            int k = i < key.length ? key[i] : 0;
            ipad[i] = (byte) (k ^ 0x36);
            opad[i] = (byte) (k ^ 0x5c);
        }
        Digest outer = d.copy();
        outer.update(opad, 0, bs);
        d.update(ipad, 0, bs);
        return new PyHmac(d, outer);
    }

    /** A fork of this HMAC's state. */
    PyHmac copyState() {
        return new PyHmac(inner.copy(), outer.copy());
    }

    void update(byte[] b, int off, int len) {
        inner.update(b, off, len);
    }

    byte[] digest() {
        byte[] in = inner.digest();
        Digest o = outer.copy();
        o.update(in, 0, in.length);
        return o.digest();
    }

    private static PyHmac m(PyObject self) {
        return (PyHmac) self;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            throw Py.typeError("cannot create '_hashlib.HMAC' instances");
        });
        t.methodK("update", (self, args, kw) -> {
            BytesLike.Span s = PyHash.hashable(UPDATE.parse(args, kw)[0]);
            m(self).update(s.buf, s.off, s.len);
            return Py.None;
        });
        t.method0("digest", self -> new PyBytes(m(self).digest()));
        t.method0("hexdigest", self -> PyStr.of(PyHash.hex(m(self).digest())));
        t.method0("copy", self -> new PyHmac(m(self).inner.copy(), m(self).outer.copy()));
        t.getset("name", self -> PyStr.of("hmac-" + m(self).inner.name), null);
        t.getset("digest_size", self -> PyInt.of(m(self).inner.digestSize()), null);
        t.getset("block_size", self -> PyInt.of(m(self).inner.blockSize()), null);
        t.method0("__repr__", self -> PyStr.of("<" + m(self).inner.name + " HMAC object @ "
                + PyHash.address(self) + ">"));
    }
}
