package org.specializer.natives.md5;

import org.specializer.api.PyModule;
import org.specializer.api.PyType;
import org.specializer.natives.hashlib.HashTypes;
import org.specializer.natives.hashlib.PyHash;

/** The {@code _md5} module (CPython Modules/md5module.c): MD5 on the JDK's MessageDigest. */
public final class Md5Module {
    private Md5Module() {}

    private static final PyType MD5 = HashTypes.type("_md5", "md5", PyHash.Xof.NONE);

    public static PyModule create() {
        PyModule m = new PyModule("_md5");
        m.put("MD5Type", MD5);
        HashTypes.constructor(m, "md5", MD5, "md5");
        return m;
    }
}
