package org.specializer.natives.sha2;

import org.specializer.api.PyModule;
import org.specializer.api.PyType;
import org.specializer.natives.hashlib.HashTypes;
import org.specializer.natives.hashlib.PyHash;

/**
 * The {@code _sha2} module (CPython Modules/sha2module.c): SHA-224, SHA-256, SHA-384 and
 * SHA-512 on the JDK's MessageDigest.
 */
public final class Sha2Module {
    private Sha2Module() {}

    private static final String[] BITS = {"224", "256", "384", "512"};
    private static final PyType[] TYPES = new PyType[BITS.length];

    static {
        for (int i = 0; i < BITS.length; i++) {
            TYPES[i] = HashTypes.type("_sha2", "SHA" + BITS[i] + "Type", PyHash.Xof.NONE);
        }
    }

    public static PyModule create() {
        PyModule m = new PyModule("_sha2");
        for (int i = 0; i < BITS.length; i++) {
            m.put("SHA" + BITS[i] + "Type", TYPES[i]);
            HashTypes.constructor(m, "sha" + BITS[i], TYPES[i], "sha" + BITS[i]);
        }
        return m;
    }
}
