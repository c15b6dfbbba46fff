package org.specializer.spi;

/**
 * One field of an instruction's inline cache: its name (CPython's, from
 * {@code opcode._cache_format} and the C structs), where it starts among the cache units
 * (unit 0 is the counter), how many 16-bit units it takes, and how to read it.
 */
public record CacheField(String name, int offset, int units, Kind kind) {
    /** How a field's units are interpreted. */
    public enum Kind {
        /** The backoff counter (always at offset 0). */
        COUNTER,
        /** One unsigned 16-bit value. */
        U16,
        /** An unsigned 32-bit value over two units, low half first. */
        U32,
        /** The index of a slot in the code object's reference table. */
        REF,
        /** Units reserved for CPython layout parity, unused here. */
        UNUSED
    }
}
