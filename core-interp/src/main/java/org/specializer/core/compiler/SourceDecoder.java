package org.specializer.core.compiler;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.specializer.core.ast.SyntaxErrorException;

/**
 * Python source as bytes to text, as CPython 3.13's tokenizer decodes it (PEP 263 and PEP 3120):
 * UTF-8 unless a coding cookie ({@code # -*- coding: latin-1 -*-}) on the first line, or on the
 * second after a first line that is only a comment or blank, names another encoding; a UTF-8
 * byte order mark is dropped and allows no other cookie. Errors are SyntaxErrors with CPython's
 * messages. Compare CPython Parser/tokenizer/helpers.c: {@code check_coding_spec},
 * {@code get_normal_name}, {@code check_bom}, and Parser/pegen_errors.c for the messages.
 */
public final class SourceDecoder {
    private SourceDecoder() {}

    /** Compare CPython's regex in Lib/tokenize.py: {@code cookie_re}. */
    private static final Pattern COOKIE =
            Pattern.compile("^[ \\t\\f]*#.*?coding[:=][ \\t]*([-\\w.]+)");
    private static final Pattern BLANK_OR_COMMENT = Pattern.compile("^[ \\t\\f]*(?:[#\\r\\n]|$)");

    /** Python codec names (normalized: lower case, '-' for '_') Java knows by other names. */
    private static final Map<String, String> ALIASES = Map.ofEntries(
            Map.entry("latin-1", "ISO-8859-1"), Map.entry("latin1", "ISO-8859-1"),
            Map.entry("l1", "ISO-8859-1"), Map.entry("iso-latin-1", "ISO-8859-1"),
            Map.entry("cp1252", "windows-1252"), Map.entry("cp1251", "windows-1251"),
            Map.entry("cp1250", "windows-1250"), Map.entry("utf8", "UTF-8"),
            Map.entry("u8", "UTF-8"), Map.entry("ascii", "US-ASCII"),
            Map.entry("us-ascii", "US-ASCII"), Map.entry("euc-jp", "EUC-JP"),
            Map.entry("shift-jis", "Shift_JIS"), Map.entry("sjis", "Shift_JIS"),
            Map.entry("utf-8-sig", "UTF-8"));

    /** A script or module file's bytes (CPython's file tokenizer, for {@code python FILE}). */
    public static String decodeFile(byte[] src, String filename) {
        return decode(src, filename, true);
    }

    /** The bytes given to {@code compile}, {@code exec} or {@code eval}. */
    public static String decodeString(byte[] src, String filename) {
        return decode(src, filename, false);
    }

    private static String decode(byte[] src, String filename, boolean file) {
        int start = 0;
        boolean bom = src.length >= 3 && (src[0] & 0xFF) == 0xEF && (src[1] & 0xFF) == 0xBB
                && (src[2] & 0xFF) == 0xBF;
        if (bom) {
            start = 3;
        }
        String cookie = cookie(src, start);
        if (bom && cookie != null && !cookie.equals("utf-8")) {
            throw error("encoding problem: " + cookie + " with BOM", filename, file ? -1 : 0);
        }
        Charset cs = StandardCharsets.UTF_8;
        if (cookie != null && !cookie.equals("utf-8")) {
            cs = charset(cookie);
            if (cs == null) {
                throw error(file ? "encoding problem: " + cookie : "unknown encoding: " + cookie,
                        filename, file ? -1 : 0);
            }
        }
        CharsetDecoder dec = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(src, start, src.length - start);
        try {
            return dec.decode(in).toString();
        } catch (CharacterCodingException e) {
            throw undecodable(src, start, cs, cookie, filename, file);
        }
    }

    /** The normalized name of the coding cookie on line 1 or 2, or null. */
    static String cookie(byte[] src, int start) {
        int end1 = lineEnd(src, start);
        String line1 = new String(src, start, end1 - start, StandardCharsets.ISO_8859_1);
        Matcher m = COOKIE.matcher(line1);
        if (m.find()) {
            return normalName(m.group(1));
        }
        if (!BLANK_OR_COMMENT.matcher(line1).find() || end1 >= src.length) {
            return null;
        }
        int end2 = lineEnd(src, end1);
        m = COOKIE.matcher(new String(src, end1, end2 - end1, StandardCharsets.ISO_8859_1));
        return m.find() ? normalName(m.group(1)) : null;
    }

    /** The index after the line starting at {@code from} (its newline included). */
    private static int lineEnd(byte[] src, int from) {
        int i = from;
        while (i < src.length && src[i] != '\n' && src[i] != '\r') {
            i++;
        }
        if (i < src.length && src[i] == '\r' && i + 1 < src.length && src[i + 1] == '\n') {
            i++;
        }
        return Math.min(i + 1, src.length);
    }

    /** Compare CPython's {@code get_normal_name}: the utf-8 and latin-1 families by one name. */
    static String normalName(String name) {
        String n = name.toLowerCase(Locale.ROOT).replace('_', '-');
        if (n.equals("utf-8") || n.startsWith("utf-8-")) {
            return "utf-8";
        }
        for (String latin : new String[] {"latin-1", "iso-8859-1", "iso-latin-1"}) {
            if (n.equals(latin) || n.startsWith(latin + "-")) {
                return "iso-8859-1";
            }
        }
        return name;
    }

    private static Charset charset(String name) {
        String n = name.toLowerCase(Locale.ROOT).replace('_', '-');
        String alias = ALIASES.get(n);
        for (String candidate : new String[] {alias, name, n}) {
            if (candidate == null) {
                continue;
            }
            try {
                return Charset.forName(candidate);
            } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
                // try the next spelling
            }
        }
        return null;
    }

    private static SyntaxErrorException undecodable(byte[] src, int start, Charset cs,
            String cookie, String filename, boolean file) {
        if (cs != StandardCharsets.UTF_8) {
            if (file) {
                // CPython's file tokenizer: the declared codec failed, no place given
                return error("encoding problem: " + cookie, filename, -1);
            }
            String whole = codecError(src, start, cs);
            if (whole != null) {
                return error(whole, filename, 0);  // the codec's own error, over the whole text
            }
        }
        // the first line that does not decode, and its first bad byte
        int line = 1;
        int from = start;
        while (from < src.length) {
            int end = lineEnd(src, from);
            CharsetDecoder dec = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
            ByteBuffer in = ByteBuffer.wrap(src, from, end - from);
            CharBuffer out = CharBuffer.allocate(end - from + 1);
            if (dec.decode(in, out, true).isError()) {
                int bad = src[in.position()] & 0xFF;
                if (cookie == null && file) {
                    return error(String.format("Non-UTF-8 code starting with '\\x%02x' in file %s"
                            + " on line %d, but no encoding declared; see "
                            + "https://peps.python.org/pep-0263/ for details", bad, filename,
                            line), filename, -1);
                }
                // the line as the tokenizer shows it, undecodable bytes replaced
                String text = new String(src, from, end - from, cs).stripTrailing();
                return new SyntaxErrorException(SyntaxErrorException.Kind.SYNTAX_ERROR,
                        String.format("(unicode error) '%s' codec can't decode byte 0x%02x"
                        + " in position %d: invalid start byte", pythonName(cs), bad,
                        in.position() - from), filename, line, 1, line, -1, text);
            }
            from = end;
            line++;
        }
        return error("encoding problem: " + cs.name(), filename, 0);
    }

    /**
     * The message of the UnicodeDecodeError that CPython's codec for {@code cs} raises on the
     * whole text (positions from its first byte), for the single-byte codecs whose message is
     * known ('ascii', and 'charmap' for the code pages), else null.
     */
    private static String codecError(byte[] src, int start, Charset cs) {
        CharsetDecoder dec = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(src, start, src.length - start);
        CharBuffer out = CharBuffer.allocate(src.length - start + 1);
        if (!dec.decode(in, out, true).isError()) {
            return null;
        }
        int at = in.position();
        String n = cs.name().toUpperCase(Locale.ROOT);
        String format;
        if (n.equals("US-ASCII")) {
            format = "'ascii' codec can't decode byte 0x%02x in position %d: ordinal not in "
                    + "range(128)";
        } else if (n.startsWith("WINDOWS-") || n.startsWith("ISO-8859-") || n.startsWith("KOI8")
                || n.startsWith("IBM") || n.startsWith("X-IBM") || n.startsWith("X-MAC")) {
            format = "'charmap' codec can't decode byte 0x%02x in position %d: character maps "
                    + "to <undefined>";
        } else {
            return null;
        }
        return String.format(format, src[at] & 0xFF, at);
    }

    /**
     * The SyntaxError for a NUL character in a file's text (CPython's file tokenizer refuses
     * them), or null when there is none: its line is shown up to the NUL.
     */
    public static SyntaxErrorException nulError(String text, String filename) {
        int nul = text.indexOf('\0');
        if (nul < 0) {
            return null;
        }
        int lineStart = text.lastIndexOf('\n', nul) + 1;
        int line = 1;
        for (int i = 0; i < lineStart; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return new SyntaxErrorException(SyntaxErrorException.Kind.SYNTAX_ERROR,
                "source code cannot contain null bytes", filename, line, -1, line, -1,
                text.substring(lineStart, nul));
    }

    private static String pythonName(Charset cs) {
        return cs == StandardCharsets.UTF_8 ? "utf-8" : cs.name().toLowerCase(Locale.ROOT);
    }

    private static SyntaxErrorException error(String msg, String filename, int line) {
        return new SyntaxErrorException(SyntaxErrorException.Kind.SYNTAX_ERROR, msg, filename,
                line, 0, line, 0, null);
    }
}
