package org.specializer.natives.unicodedata;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Locale;
import java.util.zip.GZIPInputStream;

/**
 * CPython 3.13's Unicode character database (Unicode 15.1), loaded on first use from
 * {@code unicodedata.dat}, which {@code natives/tools/gen_unicodedata.py} generates from
 * CPython itself: the answers do not depend on the JVM's Unicode version (13.0 in JDK 17, 16.0
 * in JDK 25). Layout of the (gzipped, big-endian) file:
 * <pre>
 *   "PYUC" int version
 *   int blockShift, int nIndex, short[nIndex] blocks, int nData, short[nData] records,
 *   int nRecords, int[nRecords]   (category | bidi &lt;&lt; 5 | combining &lt;&lt; 10
 *                                   | east_asian_width &lt;&lt; 18 | mirrored &lt;&lt; 21)
 *   3 x (int n, n x UTF)          category, bidirectional and east_asian_width names
 *   int n, n x (int cp, byte decimal, byte digit, double numeric)
 *   int n, n x (int cp, UTF decomposition)
 *   int n, n x (int cp, UTF name)            all names but CJK unified ideographs and Hangul
 *   int n, n x (int first, int last)         CJK unified ideograph ranges
 *   int n, n x (UTF alias, int cp)
 *   int n, n x (UTF name, int len, int[len]) named sequences
 *   int n, n x (int first, int second, int composite)   canonical compositions
 * </pre>
 * ("UTF" is {@code DataInput.readUTF}'s format.)
 */
public final class UnicodeDatabase {
    private UnicodeDatabase() {}

    static final int SHIFT;
    static final short[] INDEX;
    static final short[] DATA;
    static final int[] RECORDS;
    static final String[] CATEGORIES;
    static final String[] BIDI;
    static final String[] EAW;
    static final HashMap<Integer, double[]> NUMERIC = new HashMap<>();
    static final HashMap<Integer, String> DECOMPOSITION = new HashMap<>();
    static final HashMap<Integer, String> NAMES = new HashMap<>();
    static final int[] CJK;
    static final HashMap<String, Integer> ALIASES = new HashMap<>();
    static final HashMap<String, int[]> SEQUENCES = new HashMap<>();
    static final HashMap<Long, Integer> COMPOSE = new HashMap<>();

    static {
        try (InputStream raw = UnicodeDatabase.class.getResourceAsStream("unicodedata.dat")) {
            if (raw == null) {
                throw new IllegalStateException("unicodedata.dat missing from the natives module");
            }
            DataInputStream in = new DataInputStream(new GZIPInputStream(raw, 1 << 16));
            if (in.readInt() != 0x50595543 || in.readInt() != 1) {
                throw new IllegalStateException("unicodedata.dat: bad header");
            }
            SHIFT = in.readInt();
            INDEX = shorts(in);
            DATA = shorts(in);
            RECORDS = new int[in.readInt()];
            for (int i = 0; i < RECORDS.length; i++) {
                RECORDS[i] = in.readInt();
            }
            CATEGORIES = strings(in);
            BIDI = strings(in);
            EAW = strings(in);
            for (int n = in.readInt(); n > 0; n--) {
                int cp = in.readInt();
                NUMERIC.put(cp, new double[] {in.readByte(), in.readByte(), in.readDouble()});
            }
            for (int n = in.readInt(); n > 0; n--) {
                int cp = in.readInt();
                DECOMPOSITION.put(cp, in.readUTF());
            }
            for (int n = in.readInt(); n > 0; n--) {
                int cp = in.readInt();
                NAMES.put(cp, in.readUTF());
            }
            CJK = new int[2 * in.readInt()];
            for (int i = 0; i < CJK.length; i++) {
                CJK[i] = in.readInt();
            }
            for (int n = in.readInt(); n > 0; n--) {
                String name = in.readUTF();
                ALIASES.put(name, in.readInt());
            }
            for (int n = in.readInt(); n > 0; n--) {
                String name = in.readUTF();
                int[] seq = new int[in.readInt()];
                for (int i = 0; i < seq.length; i++) {
                    seq[i] = in.readInt();
                }
                SEQUENCES.put(name, seq);
            }
            for (int n = in.readInt(); n > 0; n--) {
                int a = in.readInt();
                int b = in.readInt();
                COMPOSE.put(pair(a, b), in.readInt());
            }
        } catch (IOException e) {
            throw new IllegalStateException("unicodedata.dat unreadable", e);
        }
    }

    private static short[] shorts(DataInputStream in) throws IOException {
        short[] a = new short[in.readInt()];
        for (int i = 0; i < a.length; i++) {
            a[i] = in.readShort();
        }
        return a;
    }

    private static String[] strings(DataInputStream in) throws IOException {
        String[] a = new String[in.readInt()];
        for (int i = 0; i < a.length; i++) {
            a[i] = in.readUTF();
        }
        return a;
    }

    static long pair(int a, int b) {
        return ((long) a << 32) | b;
    }

    static int record(int cp) {
        return RECORDS[DATA[(INDEX[cp >>> SHIFT] << SHIFT) | (cp & ((1 << SHIFT) - 1))]];
    }

    static String category(int cp) {
        return CATEGORIES[record(cp) & 0x1f];
    }

    static String bidirectional(int cp) {
        return BIDI[(record(cp) >> 5) & 0x1f];
    }

    static int combining(int cp) {
        return (record(cp) >> 10) & 0xff;
    }

    static String eastAsianWidth(int cp) {
        return EAW[(record(cp) >> 18) & 0x7];
    }

    static int mirrored(int cp) {
        return (record(cp) >> 21) & 1;
    }

    // ------------------------------------------------------------------ names

    // Hangul syllables (Unicode chapter 3.12)
    static final int S_BASE = 0xAC00;
    static final int L_BASE = 0x1100;
    static final int V_BASE = 0x1161;
    static final int T_BASE = 0x11A7;
    static final int L_COUNT = 19;
    static final int V_COUNT = 21;
    static final int T_COUNT = 28;
    static final int N_COUNT = V_COUNT * T_COUNT;
    static final int S_COUNT = L_COUNT * N_COUNT;
    private static final String[] JAMO_L = {"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S",
        "SS", "", "J", "JJ", "C", "K", "T", "P", "H"};
    private static final String[] JAMO_V = {"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O",
        "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"};
    private static final String[] JAMO_T = {"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG",
        "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T",
        "P", "H"};

    static boolean isUnifiedIdeograph(int cp) {
        for (int i = 0; i < CJK.length; i += 2) {
            if (cp >= CJK[i] && cp <= CJK[i + 1]) {
                return true;
            }
        }
        return false;
    }

    /** The character's name, or null. */
    static String name(int cp) {
        if (cp >= S_BASE && cp < S_BASE + S_COUNT) {
            int s = cp - S_BASE;
            return "HANGUL SYLLABLE " + JAMO_L[s / N_COUNT] + JAMO_V[(s % N_COUNT) / T_COUNT]
                    + JAMO_T[s % T_COUNT];
        }
        if (isUnifiedIdeograph(cp)) {
            return "CJK UNIFIED IDEOGRAPH-" + Integer.toHexString(cp).toUpperCase(Locale.ROOT);
        }
        return NAMES.get(cp);
    }

    private static HashMap<String, Integer> byName;

    /**
     * The code point a {@code \\N{name}} escape in source names (aliases included), or -1;
     * for the parser, which has no database of its own.
     */
    public static int lookupForEscape(String name) {
        return lookup(name, true);
    }

    /**
     * The code point named {@code name} (an alias too when {@code aliases}), or -1; a named
     * sequence is not looked up here. Explicit names match whatever their case, as CPython's
     * {@code _getcode}; the algorithmic ones (Hangul, CJK) only in upper case.
     */
    static int lookup(String name, boolean aliases) {
        if (name.startsWith("HANGUL SYLLABLE ")) {
            return hangul(name);
        }
        if (name.startsWith("CJK UNIFIED IDEOGRAPH-")) {
            String hex = name.substring(22);
            if (hex.length() != 4 && hex.length() != 5) {
                return -1;
            }
            int v = 0;
            for (int i = 0; i < hex.length(); i++) {
                char c = hex.charAt(i);
                int d = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
                if (d < 0) {
                    return -1;
                }
                v = v * 16 + d;
            }
            return isUnifiedIdeograph(v) ? v : -1;
        }
        if (byName == null) {
            HashMap<String, Integer> m = new HashMap<>(NAMES.size() * 2);
            NAMES.forEach((cp, n) -> m.put(n, cp));
            byName = m;
        }
        String upper = name.toUpperCase(Locale.ROOT);
        Integer cp = byName.get(upper);
        if (cp == null && aliases) {
            cp = ALIASES.get(upper);
        }
        return cp == null ? -1 : cp;
    }

    /** Compare CPython unicodedata.c: the Hangul branch of {@code _getcode}. */
    private static int hangul(String name) {
        int pos = 16;
        int[] l = syllable(name, pos, JAMO_L);
        pos += l[0];
        int[] v = syllable(name, pos, JAMO_V);
        pos += v[0];
        int[] t = syllable(name, pos, JAMO_T);
        pos += t[0];
        if (l[1] != -1 && v[1] != -1 && t[1] != -1 && pos == name.length()) {
            return S_BASE + (l[1] * V_COUNT + v[1]) * T_COUNT + t[1];
        }
        return -1;
    }

    /** The longest jamo name at {@code pos}: {length, index}, index -1 when none. */
    private static int[] syllable(String s, int pos, String[] names) {
        int len = -1;
        int index = -1;
        for (int i = 0; i < names.length; i++) {
            String n = names[i];
            if (n.length() <= len) {
                continue;
            }
            if (s.startsWith(n, pos)) {
                len = n.length();
                index = i;
            }
        }
        return new int[] {Math.max(len, 0), index};
    }
}
