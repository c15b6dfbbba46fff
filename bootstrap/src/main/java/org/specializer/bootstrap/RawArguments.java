package org.specializer.bootstrap;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line's arguments as CPython decodes them: the JVM decodes them with the
 * locale's charset and puts U+FFFD for what it cannot (every non-ASCII byte under the C
 * locale), where CPython, whose UTF-8 mode the C and POSIX locales turn on, decodes UTF-8 and
 * keeps undecodable bytes as surrogate escapes (U+DC80..U+DCFF). When an argument has U+FFFD,
 * the arguments are read again as bytes from {@code /proc/self/cmdline}, where they are the
 * last entries.
 */
final class RawArguments {
    private RawArguments() {}

    static String[] of(String[] args) {
        boolean replaced = false;
        for (String a : args) {
            replaced |= a.indexOf('\uFFFD') >= 0;
        }
        if (!replaced) {
            return args;
        }
        List<byte[]> all = new ArrayList<>();
        try {
            byte[] raw = Files.readAllBytes(Path.of("/proc/self/cmdline"));
            int from = 0;
            for (int i = 0; i < raw.length; i++) {
                if (raw[i] == 0) {
                    all.add(java.util.Arrays.copyOfRange(raw, from, i));
                    from = i + 1;
                }
            }
        } catch (IOException | RuntimeException e) {
            return args;  // no /proc: the JVM's decoding stands
        }
        if (all.size() < args.length) {
            return args;
        }
        boolean utf8 = utf8Mode(args);
        String[] out = new String[args.length];
        int base = all.size() - args.length;
        for (int i = 0; i < args.length; i++) {
            out[i] = decode(all.get(base + i), utf8);
        }
        return out;
    }

    /**
     * UTF-8 unless UTF-8 mode is turned off ({@code -X utf8=0}, or {@code PYTHONUTF8=0}
     * without {@code -E} or {@code -I}) and the locale's charset is not UTF-8; then ASCII.
     */
    private static boolean utf8Mode(String[] args) {
        String jnu = System.getProperty("sun.jnu.encoding", "");
        if (jnu.equalsIgnoreCase("UTF-8")) {
            return true;
        }
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("-Xutf8=0")
                    || args[i].equals("-X") && i + 1 < args.length && args[i + 1].equals("utf8=0")) {
                return false;
            }
        }
        return Main.ignoresEnvironment(args) || !"0".equals(System.getenv("PYTHONUTF8"));
    }

    /** {@code b} decoded (UTF-8 or ASCII) with each undecodable byte as U+DC00 + byte. */
    static String decode(byte[] b, boolean utf8) {
        CharsetDecoder dec = (utf8 ? StandardCharsets.UTF_8 : StandardCharsets.US_ASCII)
                .newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(b);
        CharBuffer out = CharBuffer.allocate(b.length * 2 + 1);
        for (;;) {
            CoderResult r = dec.decode(in, out, true);
            if (r.isUnderflow()) {
                break;
            }
            for (int k = 0; k < r.length(); k++) {
                out.put((char) (0xDC00 | (in.get() & 0xFF)));
            }
        }
        dec.flush(out);
        out.flip();
        return out.toString();
    }
}
