package org.specializer.natives.hashlib;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.BytesLike;
import org.specializer.natives.ModuleErrors;

/**
 * The {@code _hashlib} module (CPython Modules/_hashopenssl.c), which Lib's hashlib and hmac
 * prefer: here on the JDK's {@link java.security.MessageDigest} for MD5, SHA-1, SHA-2 and
 * SHA-3, with SHAKE and BLAKE2 of our own ({@link Keccak}, {@link Blake2}). The algorithms are
 * those of CPython's table; OpenSSL's extras ({@code ripemd160}, {@code sm3},
 * {@code md5-sha1}) are not available, nor is {@code scrypt} (hashlib then leaves it out).
 */
public final class HashlibModule {
    private HashlibModule() {}

    static final PyType UNSUPPORTED = ModuleErrors.newException(
            "_hashlib.UnsupportedDigestmodError", PyExc.ValueError, null);

    static final PyType HASH = PyType.builtin("HASH", PyHash.class, PyType.OBJECT, 0,
            HashlibModule::defineHash).withModule("_hashlib")
            .withDottedTpName();
    static final PyType HASHXOF = PyType.builtin("HASHXOF", PyHash.class, HASH, 0,
            t -> {
                noInstances(t, "_hashlib.HASHXOF");
                PyHash.defineMethods(t, PyHash.Xof.HASHLIB);
            }).withModule("_hashlib")
            .withDottedTpName();

    private static final Params NEW = new Params("new",
            new String[] {"name", "string", "usedforsecurity"}, 0, 2, 1);
    private static final Params HMAC_DIGEST = new Params("hmac_digest",
            new String[] {"key", "msg", "digest"}, 0, 3, 3);
    private static final Params HMAC_NEW = new Params("hmac_new",
            new String[] {"key", "msg", "digestmod"}, 0, 3, 1);
    private static final Params PBKDF2 = new Params("pbkdf2_hmac",
            new String[] {"hash_name", "password", "salt", "iterations", "dklen"}, 0, 5, 4);

    /** The {@code openssl_*} constructors, by Python name: {@code _hashlib._constructors}. */
    private static final String[] CONSTRUCTORS = {"md5", "sha1", "sha224", "sha256", "sha384",
        "sha512", "sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256"};

    private static void noInstances(PyType t, String name) {
        t.constructor((cls, args, kw) -> {
            throw Py.typeError("cannot create '" + name + "' instances");
        });
    }

    private static void defineHash(PyType t) {
        noInstances(t, "_hashlib.HASH");
        PyHash.defineMethods(t, PyHash.Xof.NONE);
        t.method0("__repr__", self -> PyStr.of("<" + ((PyHash) self).d.name
                + " _hashlib.HASH object @ " + PyHash.address(self) + ">"));
    }

    public static PyModule create() {
        PyModule m = new PyModule("_hashlib");
        m.put("__doc__", PyStr.of("OpenSSL interface for hashlib module"));
        m.put("HASH", HASH);
        m.put("HASHXOF", HASHXOF);
        m.put("HMAC", PyHmac.TYPE);
        m.put("UnsupportedDigestmodError", UNSUPPORTED);
        PyList names = new PyList();
        for (String n : Algorithms.NAMES) {
            names.append(PyStr.of(n));
        }
        m.put("openssl_md_meth_names", PyFrozenSet.of(names));
        m.defK("new", (self, args, kw) -> {
            PyObject[] a = NEW.parse(args, kw);
            if (!(a[0] instanceof PyStr name)) {
                throw Py.typeError("name must be a string");
            }
            return fromName(name.value, a[1]);
        });
        PyDict constructors = new PyDict();
        for (String n : CONSTRUCTORS) {
            String fname = "openssl_" + n;
            Params p = new Params(fname, new String[] {"string", "usedforsecurity"}, 0, 1, 0);
            m.defK(fname, (self, args, kw) -> fromName(n, p.parse(args, kw)[0]));
            constructors.setItem(m.dict.getItem(PyStr.intern(fname)), PyStr.of(n));
        }
        m.put("_constructors", constructors);
        m.defK("hmac_digest", (self, args, kw) -> {
            PyObject[] a = HMAC_DIGEST.parse(args, kw);
            BytesLike.Span key = BytesLike.span(a[0]);
            BytesLike.Span msg = BytesLike.span(a[1]);
            PyHmac h = PyHmac.create(byDigestmod(m, a[2]), key.toArray());
            h.update(msg.buf, msg.off, msg.len);
            return new org.specializer.api.PyBytes(h.digest());
        });
        m.defK("hmac_new", (self, args, kw) -> {
            PyObject[] a = HMAC_NEW.parse(args, kw);
            BytesLike.Span key = BytesLike.span(a[0]);
            if (a[2] == null) {
                throw Py.typeError("Missing required parameter 'digestmod'.");
            }
            PyHmac h = PyHmac.create(byDigestmod(m, a[2]), key.toArray());
            if (a[1] != null && a[1] != Py.None) {
                BytesLike.Span msg = PyHash.hashable(a[1]);
                h.update(msg.buf, msg.off, msg.len);
            }
            return h;
        });
        m.defK("pbkdf2_hmac", (self, args, kw) -> pbkdf2(PBKDF2.parse(args, kw)));
        m.def2("compare_digest", (self, a, b) -> compareDigest(a, b) ? Py.True : Py.False);
        m.def0("get_fips_mode", self -> PyInt.ZERO);
        return m;
    }

    private static PyObject fromName(String name, PyObject data) {
        BytesLike.Span s = data == null ? null : PyHash.hashable(data);
        Digest d = byName(name);
        if (s != null) {
            d.update(s.buf, s.off, s.len);
        }
        return new PyHash(d.isXof() ? HASHXOF : HASH, d);
    }

    /** Compare CPython _hashopenssl.c: {@code py_digest_by_name} (OpenSSL's message when unknown). */
    private static Digest byName(String name) {
        Digest d = Algorithms.create(name);
        if (d == null) {
            throw Py.error(UNSUPPORTED, "[digital envelope routines] unsupported");
        }
        return d;
    }

    /**
     * A digest for HMAC from a name or an {@code openssl_*} constructor. Compare CPython
     * _hashopenssl.c: {@code py_digest_by_digestmod}.
     */
    private static Digest byDigestmod(PyModule m, PyObject digestmod) {
        PyObject name = digestmod instanceof PyStr ? digestmod
                : ((PyDict) m.dict.getItem(PyStr.intern("_constructors"))).getItem(digestmod);
        if (name == null) {
            throw Py.error(UNSUPPORTED, "Unsupported digestmod " + Abstract.repr(digestmod).value);
        }
        Digest d = byName(((PyStr) name).value);
        if (d.isXof()) {
            throw Py.valueError("no reason supplied");
        }
        return d;
    }

    /** Compare CPython _hashopenssl.c: {@code pbkdf2_hmac_impl} (PKCS #5, RFC 8018). */
    private static PyObject pbkdf2(PyObject[] a) {
        if (!(a[0] instanceof PyStr hashName)) {
            throw Py.typeError("pbkdf2_hmac() argument 'hash_name' must be str, not "
                    + a[0].type.getTpName());
        }
        byte[] password = BytesLike.span(a[1]).toArray();
        byte[] salt = BytesLike.span(a[2]).toArray();
        PyObject it = Abstract.index(a[3]);
        Digest d = byName(hashName.value);
        if (Abstract.richCompareBool(it, PyInt.ONE, Abstract.LT)) {
            throw Py.valueError("iteration value must be greater than 0.");
        }
        if (!(it instanceof PyInt pi) || pi.value > Integer.MAX_VALUE) {
            throw Py.overflowError("iteration value is too great.");
        }
        long iterations = pi.value;
        long dklen;
        if (a[4] == null || a[4] == Py.None) {
            dklen = d.digestSize();
        } else {
            PyObject k = Abstract.index(a[4]);
            if (!(k instanceof PyInt pk)) {
                throw Py.overflowError("Python int too large to convert to C long");
            }
            dklen = pk.value;
        }
        if (dklen < 1) {
            throw Py.valueError("key length must be greater than 0.");
        }
        if (dklen > Integer.MAX_VALUE) {
            throw Py.overflowError("key length is too great.");
        }
        PyHmac prf = PyHmac.create(d, password);
        int hlen = d.digestSize();
        byte[] out = new byte[(int) dklen];
        byte[] block = new byte[4];
        for (int i = 1, pos = 0; pos < out.length; i++) {
            PyHmac u = prf.copyState();
            u.update(salt, 0, salt.length);
            block[0] = (byte) (i >>> 24);
            block[1] = (byte) (i >>> 16);
            block[2] = (byte) (i >>> 8);
            block[3] = (byte) i;
            u.update(block, 0, 4);
            byte[] ui = u.digest();
            byte[] t = ui.clone();
            for (long j = 1; j < iterations; j++) {
                PyHmac uj = prf.copyState();
                uj.update(ui, 0, ui.length);
                ui = uj.digest();
                for (int k = 0; k < hlen; k++) {
                    t[k] ^= ui[k];
                }
            }
            int n = Math.min(hlen, out.length - pos);
            System.arraycopy(t, 0, out, pos, n);
            pos += n;
        }
        return new org.specializer.api.PyBytes(out);
    }

    /**
     * Equality in time independent of where the inputs differ: two ASCII str, or two
     * bytes-like objects. Compare CPython _operator.c: {@code _operator__compare_digest_impl}.
     */
    static boolean compareDigest(PyObject a, PyObject b) {
        byte[] x;
        byte[] y;
        if (a instanceof PyStr sa && b instanceof PyStr sb) {
            if (!sa.isAscii() || !sb.isAscii()) {
                throw Py.typeError("comparing strings with non-ASCII characters is not "
                        + "supported");
            }
            x = sa.value.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
            y = sb.value.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        } else {
            if (!BytesLike.check(a) && !BytesLike.check(b)) {
                throw Py.typeError("unsupported operand types(s) or combination of types: '"
                        + a.type.getTpName() + "' and '" + b.type.getTpName() + "'");
            }
            x = BytesLike.span(a).toArray();
            y = BytesLike.span(b).toArray();
        }
        return java.security.MessageDigest.isEqual(x, y);
    }
}
