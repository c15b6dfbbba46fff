package org.specializer.natives;

import java.util.Arrays;

import org.specializer.api.Py;
import org.specializer.api.PyExc;

/**
 * The output of one compress or decompress call, grown in the block sizes of CPython's
 * {@code _BlocksOutputBuffer} (pycore_blocks_output_buffer.h): 32 KiB, 64 KiB, 256 KiB, 1 MiB,
 * ... up to 256 MiB, never past {@code maxLength}. zlib's deflate writes stored blocks as large
 * as the free output space allows, so handing zlib the same {@code avail_out} sequence as
 * CPython is what makes level-0 output byte-for-byte CPython's; bz2's decompressor stops when
 * its input runs out even with output pending, so how much one call returns depends on these
 * sizes too.
 */
public final class BlocksOutput {
    private static final int KB = 1024;
    private static final int MB = 1024 * KB;
    private static final int[] BLOCK_SIZE = {32 * KB, 64 * KB, 256 * KB, 1 * MB, 4 * MB,
        8 * MB, 16 * MB, 16 * MB, 32 * MB, 32 * MB, 32 * MB, 32 * MB, 64 * MB, 64 * MB,
        128 * MB, 128 * MB, 256 * MB};

    public byte[] buf;
    /** Bytes written. */
    public int pos;
    /** Bytes of the blocks allocated so far ({@code pos + avail_out}). */
    private long allocated;
    private int blocks;
    private final long maxLength;

    private BlocksOutput(long maxLength) {
        this.maxLength = maxLength;
    }

    /** {@code _BlocksOutputBuffer_InitAndGrow}: a first block of 32 KiB, less if maxLength is. */
    public static BlocksOutput initAndGrow(long maxLength) {
        BlocksOutput b = new BlocksOutput(maxLength);
        long size = maxLength >= 0 && maxLength < BLOCK_SIZE[0] ? maxLength : BLOCK_SIZE[0];
        b.add(size);
        return b;
    }

    /** {@code _BlocksOutputBuffer_InitWithSize}: a first block of {@code size}, no limit. */
    public static BlocksOutput initWithSize(long size) {
        BlocksOutput b = new BlocksOutput(-1);
        b.add(size);
        return b;
    }

    private void add(long size) {
        long total = allocated + size;
        if (total > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError, "Unable to allocate output buffer.");
        }
        if (buf == null) {
            buf = new byte[(int) size];
        } else if (total > buf.length) {
            buf = Arrays.copyOf(buf, (int) total);
        }
        allocated = total;
        blocks++;
    }

    /** Free space in the allocated blocks ({@code avail_out}). */
    public int avail() {
        return (int) (allocated - pos);
    }

    /** Bytes produced so far. */
    public int size() {
        return pos;
    }

    /** Whether the output reached {@code maxLength} (never when unlimited). */
    public boolean full() {
        return maxLength >= 0 && pos >= maxLength;
    }

    /** {@code _BlocksOutputBuffer_Grow}: the next block, once the current ones are full. */
    public void grow() {
        int i = Math.min(blocks, BLOCK_SIZE.length - 1);
        long size = BLOCK_SIZE[i];
        if (maxLength >= 0) {
            size = Math.min(size, maxLength - allocated);
        }
        add(size);
    }

    /** The bytes written, as an array of exactly that length. */
    public byte[] finish() {
        return buf.length == pos ? buf : Arrays.copyOf(buf, pos);
    }
}
