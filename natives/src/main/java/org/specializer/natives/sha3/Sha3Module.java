package org.specializer.natives.sha3;

import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.hashlib.HashTypes;
import org.specializer.natives.hashlib.Keccak;
import org.specializer.natives.hashlib.PyHash;

/**
 * The {@code _sha3} module (CPython Modules/sha3module.c): the types {@code sha3_224} to
 * {@code sha3_512} (on the JDK's SHA-3) and {@code shake_128}, {@code shake_256} (our own
 * Keccak sponge), each its own constructor. Their arguments are named after
 * {@code sha3_224} in messages, as CPython's one Argument Clinic function names them all.
 */
public final class Sha3Module {
    private Sha3Module() {}

    private static final String[] NAMES = {"sha3_224", "sha3_256", "sha3_384", "sha3_512",
        "shake_128", "shake_256"};
    private static final Params NEW = new Params("sha3_224",
            new String[] {"data", "usedforsecurity"}, 1, 1, 0);

    private static PyType type(String name) {
        boolean shake = name.startsWith("shake");
        int bits = Integer.parseInt(name.substring(name.indexOf('_') + 1));
        return PyType.builtin(name, PyHash.class, PyType.OBJECT, PyType.BASETYPE, t -> {
            t.constructor((cls, args, kw) -> {
                PyObject[] a = NEW.parse(args, kw);
                return HashTypes.make((PyType) cls, name, a[0]);
            });
            PyHash.defineMethods(t, shake ? PyHash.Xof.SHA3 : PyHash.Xof.NONE);
            Keccak k = shake ? Keccak.shake(bits) : Keccak.sha3(bits);
            t.getset("_capacity_bits", self -> PyInt.of(k.capacityBits()), null);
            t.getset("_rate_bits", self -> PyInt.of(k.rateBits()), null);
            t.getset("_suffix", self -> new PyBytes(new byte[] {(byte) k.suffix()}), null);
        }).withModule("_sha3")
            .withDottedTpName();
    }

    public static PyModule create() {
        PyModule m = new PyModule("_sha3");
        for (String n : NAMES) {
            m.put(n, type(n));
        }
        m.put("implementation", PyStr.of("Java"));
        return m;
    }
}
