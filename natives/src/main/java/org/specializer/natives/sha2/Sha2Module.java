package org.specializer.natives.sha2;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.posix.BytesLike;

/**
 * The {@code _sha2} module (CPython Modules/sha2module.c): SHA-224, SHA-256, SHA-384 and
 * SHA-512 hash objects on the JVM's {@link MessageDigest}. What {@code random.seed} uses for
 * str and bytes seeds, and {@code hashlib}'s fallback for these algorithms.
 */
public final class Sha2Module {
    private Sha2Module() {}

    /** One algorithm: its Python name, the JVM's name, digest and block sizes. */
    private record Algorithm(String name, String jvmName, int digestSize, int blockSize,
            PyType type) {}

    private static final Algorithm SHA224 = algorithm("sha224", "SHA-224", 28, 64, "SHA224Type");
    private static final Algorithm SHA256 = algorithm("sha256", "SHA-256", 32, 64, "SHA256Type");
    private static final Algorithm SHA384 = algorithm("sha384", "SHA-384", 48, 128,
            "SHA384Type");
    private static final Algorithm SHA512 = algorithm("sha512", "SHA-512", 64, 128,
            "SHA512Type");

    private static Algorithm algorithm(String name, String jvmName, int digestSize,
            int blockSize, String typeName) {
        PyType t = PyType.builtin(typeName, Hash.class, PyType.OBJECT, 0, Sha2Module::define)
                .withModule("_sha2");
        return new Algorithm(name, jvmName, digestSize, blockSize, t);
    }

    public static PyModule create() {
        PyModule m = new PyModule("_sha2");
        for (Algorithm a : new Algorithm[] {SHA224, SHA256, SHA384, SHA512}) {
            Params p = new Params(a.name, new String[] {"string", "usedforsecurity"}, 0, 1, 0);
            m.defK(a.name, (self, args, kw) -> {
                PyObject data = p.parse(args, kw)[0];
                Hash h = new Hash(a, digest(a));
                if (data != null) {
                    h.update(data);
                }
                return h;
            });
            m.put(a.type.getName(), a.type);
        }
        return m;
    }

    private static MessageDigest digest(Algorithm a) {
        try {
            return MessageDigest.getInstance(a.jvmName);
        } catch (NoSuchAlgorithmException e) {
            throw Py.internal(a.jvmName + " is missing from this JVM");
        }
    }

    /** A hash object: the algorithm and its running digest. */
    static final class Hash extends PyObject {
        private final Algorithm algorithm;
        private final MessageDigest md;

        Hash(Algorithm algorithm, MessageDigest md) {
            super(algorithm.type);
            this.algorithm = algorithm;
            this.md = md;
        }

        void update(PyObject data) {
            if (data instanceof PyStr) {
                throw Py.typeError("Strings must be encoded before hashing");
            }
            if (!BytesLike.check(data)) {
                throw Py.typeError("object supporting the buffer API required");
            }
            md.update(BytesLike.bytes(data));
        }

        byte[] digest() {
            try {
                return ((MessageDigest) md.clone()).digest();
            } catch (CloneNotSupportedException e) {
                throw Py.internal("digest cannot be copied");
            }
        }

        Hash copy() {
            try {
                return new Hash(algorithm, (MessageDigest) md.clone());
            } catch (CloneNotSupportedException e) {
                throw Py.internal("digest cannot be copied");
            }
        }
    }

    private static Hash h(PyObject o) {
        return (Hash) o;
    }

    private static void define(PyType t) {
        t.method1("update", (self, data) -> {
            h(self).update(data);
            return Py.None;
        });
        t.method0("digest", self -> new PyBytes(h(self).digest()));
        t.method0("hexdigest", self -> {
            StringBuilder sb = new StringBuilder();
            for (byte b : h(self).digest()) {
                sb.append(Character.forDigit((b >> 4) & 0xf, 16))
                        .append(Character.forDigit(b & 0xf, 16));
            }
            return PyStr.of(sb.toString());
        });
        t.method0("copy", self -> h(self).copy());
        t.getset("name", self -> PyStr.of(h(self).algorithm.name), null);
        t.getset("digest_size", self -> PyInt.of(h(self).algorithm.digestSize), null);
        t.getset("block_size", self -> PyInt.of(h(self).algorithm.blockSize), null);
    }
}
