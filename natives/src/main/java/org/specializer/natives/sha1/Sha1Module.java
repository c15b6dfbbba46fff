package org.specializer.natives.sha1;

import org.specializer.api.PyModule;
import org.specializer.api.PyType;
import org.specializer.natives.hashlib.HashTypes;
import org.specializer.natives.hashlib.PyHash;

/** The {@code _sha1} module (CPython Modules/sha1module.c): SHA-1 on the JDK's MessageDigest. */
public final class Sha1Module {
    private Sha1Module() {}

    private static final PyType SHA1 = HashTypes.type("_sha1", "sha1", PyHash.Xof.NONE);

    public static PyModule create() {
        PyModule m = new PyModule("_sha1");
        m.put("SHA1Type", SHA1);
        HashTypes.constructor(m, "sha1", SHA1, "sha1");
        return m;
    }
}
