package org.specializer.core.marshal;

import java.nio.charset.StandardCharsets;
import org.specializer.api.PyCode;
import org.specializer.spi.Opcode;

/**
 * The {@code .pyc} format as importlib reads and writes it: a 16-byte header (magic number,
 * flags, then the source's mtime and size or its hash), then the marshaled code object.
 *
 * <p>Specializer's magic number is its own: its instructions are not CPython's, so a pyc
 * written by CPython must never load here nor the other way round (they also have different
 * names: {@code sys.implementation.cache_tag} is {@code specializer-313}). The number is derived
 * from the instruction set (every opcode's name in order) and {@link #BYTECODE_REVISION}, so
 * that renumbering opcodes makes every old pyc stale by itself; bump the revision whenever the
 * compiler's output changes in another way, as CPython bumps its magic number.
 */
public final class Pyc {
    private Pyc() {}

    /** Bump when the compiler's output or the code layout changes (not opcode numbering). */
    static final int BYTECODE_REVISION = 3;  // 3: a cache unit after JUMP_BACKWARD, POP_JUMP_IF_*

    /** The 16-bit magic number; bytes 2 and 3 of the header are {@code \r\n} as CPython's. */
    public static final int MAGIC = computeMagic();

    /** Header flags: hash-based (bit 0), checked against the source (bit 1). */
    public static final int FLAG_HASH_BASED = 0b01;
    public static final int FLAG_CHECK_SOURCE = 0b10;

    private static int computeMagic() {
        int h = 0x811C9DC5;
        for (Opcode op : Opcode.values()) {
            for (byte b : op.name().getBytes(StandardCharsets.US_ASCII)) {
                h = (h ^ b) * 0x01000193;
            }
            h = (h ^ ';') * 0x01000193;
        }
        h = (h ^ BYTECODE_REVISION) * 0x01000193;
        // 20000..59999: far from CPython's magic numbers (3000s), and never 0x0A0D-shaped
        return 20000 + Integer.remainderUnsigned(h ^ (h >>> 16), 40000);
    }

    /** The four magic bytes that start every pyc. */
    public static byte[] magicBytes() {
        return new byte[] {(byte) MAGIC, (byte) (MAGIC >>> 8), '\r', '\n'};
    }

    /** A hash-based pyc of {@code code}, unchecked unless {@code checkSource}. */
    public static byte[] hashBased(PyCode code, byte[] source, boolean checkSource) {
        byte[] body = Marshal.dumps(code, Marshal.VERSION);
        byte[] out = new byte[16 + body.length];
        System.arraycopy(magicBytes(), 0, out, 0, 4);
        out[4] = (byte) (FLAG_HASH_BASED | (checkSource ? FLAG_CHECK_SOURCE : 0));
        long hash = sourceHash(MAGIC | ('\r' << 16) | ('\n' << 24), source);
        for (int i = 0; i < 8; i++) {
            out[8 + i] = (byte) (hash >>> (8 * i));
        }
        System.arraycopy(body, 0, out, 16, body.length);
        return out;
    }

    /**
     * {@code _imp.source_hash(key, source)}: a keyed 64-bit hash of source bytes. CPython uses
     * SipHash-1-3; any stable keyed hash serves, as only Specializer reads its pycs.
     */
    public static long sourceHash(long key, byte[] source) {
        long h = 0xCBF29CE484222325L ^ (key * 0x9E3779B97F4A7C15L);
        for (byte b : source) {
            h = (h ^ (b & 0xFF)) * 0x100000001B3L;
        }
        h ^= source.length;
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        return h;
    }
}
