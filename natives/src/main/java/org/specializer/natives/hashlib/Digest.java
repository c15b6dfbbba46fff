package org.specializer.natives.hashlib;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * A running hash computation: what a hash object of {@code _hashlib}, {@code _md5},
 * {@code _sha1}, {@code _sha2}, {@code _sha3} or {@code _blake2} holds. {@link #digest} does
 * not disturb the computation (more data may follow), and {@link #copy} forks it.
 */
public abstract class Digest {
    /** Python's name of the algorithm ({@code "sha256"}). */
    public final String name;

    protected Digest(String name) {
        this.name = name;
    }

    public abstract void update(byte[] b, int off, int len);

    /** The digest of the data so far. For an extendable-output function, {@link #digestSize} bytes. */
    public abstract byte[] digest();

    public abstract Digest copy();

    /** Bytes of {@link #digest}; 0 for an extendable-output function. */
    public abstract int digestSize();

    /** Bytes of the algorithm's internal block. */
    public abstract int blockSize();

    /** Whether this is an extendable-output function ({@code shake_*}): see {@link Keccak#squeeze}. */
    public boolean isXof() {
        return false;
    }

    /** A digest of the JDK's {@link MessageDigest}; copies are clones. */
    public static final class Jdk extends Digest {
        private final MessageDigest md;
        private final int blockSize;

        Jdk(String name, MessageDigest md, int blockSize) {
            super(name);
            this.md = md;
            this.blockSize = blockSize;
        }

        /** A fresh digest of the JDK algorithm {@code jdkName}. */
        public static Jdk of(String name, String jdkName, int blockSize) {
            try {
                return new Jdk(name, MessageDigest.getInstance(jdkName), blockSize);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("the JDK lacks " + jdkName, e);
            }
        }

        @Override
        public void update(byte[] b, int off, int len) {
            md.update(b, off, len);
        }

        @Override
        public byte[] digest() {
            return clone(md).digest();
        }

        @Override
        public Digest copy() {
            return new Jdk(name, clone(md), blockSize);
        }

        private static MessageDigest clone(MessageDigest md) {
            try {
                return (MessageDigest) md.clone();
            } catch (CloneNotSupportedException e) {
                throw new IllegalStateException(md.getAlgorithm() + " cannot be copied", e);
            }
        }

        @Override
        public int digestSize() {
            return md.getDigestLength();
        }

        @Override
        public int blockSize() {
            return blockSize;
        }
    }
}
