package org.specializer.natives.hashlib;

import java.util.Locale;

/** The hash algorithms by Python name, as {@code _hashlib}'s table ({@code py_hashes}) has them. */
public final class Algorithms {
    private Algorithms() {}

    /** Every name {@code _hashlib.new} accepts, as {@code openssl_md_meth_names} lists them. */
    static final String[] NAMES = {"md5", "sha1", "sha224", "sha256", "sha384", "sha512",
        "sha512_224", "sha512_256", "sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128",
        "shake_256", "blake2b", "blake2s"};

    /** The Python name for {@code name} or one of its aliases ({@code "SHA256"}), or null. */
    static String canonical(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        switch (n) {
            case "blake2b512":
                return "blake2b";
            case "blake2s256":
                return "blake2s";
            default:
                for (String s : NAMES) {
                    if (s.equals(n)) {
                        return s;
                    }
                }
                return null;
        }
    }

    /** A fresh digest of the algorithm with Python name {@code name}, or null when unknown. */
    public static Digest create(String name) {
        String n = canonical(name);
        if (n == null) {
            return null;
        }
        switch (n) {
            case "md5":
                return Digest.Jdk.of(n, "MD5", 64);
            case "sha1":
                return Digest.Jdk.of(n, "SHA-1", 64);
            case "sha224":
                return Digest.Jdk.of(n, "SHA-224", 64);
            case "sha256":
                return Digest.Jdk.of(n, "SHA-256", 64);
            case "sha384":
                return Digest.Jdk.of(n, "SHA-384", 128);
            case "sha512":
                return Digest.Jdk.of(n, "SHA-512", 128);
            case "sha512_224":
                return Digest.Jdk.of(n, "SHA-512/224", 128);
            case "sha512_256":
                return Digest.Jdk.of(n, "SHA-512/256", 128);
            case "sha3_224":
            case "sha3_256":
            case "sha3_384":
            case "sha3_512": {
                int bits = Integer.parseInt(n.substring(5));
                return Digest.Jdk.of(n, "SHA3-" + bits, 200 - bits / 4);
            }
            case "shake_128":
                return Keccak.shake(128);
            case "shake_256":
                return Keccak.shake(256);
            case "blake2b": {
                Blake2.Params p = new Blake2.Params();
                p.digestSize = 64;
                return Blake2.b(p);
            }
            default: {
                Blake2.Params p = new Blake2.Params();
                p.digestSize = 32;
                return Blake2.s(p);
            }
        }
    }
}
