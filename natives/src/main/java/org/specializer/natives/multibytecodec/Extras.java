package org.specializer.natives.multibytecodec;

import java.util.Map;

/**
 * Sequences a CPython codec maps and the JDK's charset does not, decoded apart from the
 * charset's runs: EUC-KR's make-up sequences ({@link EucKrHangul}), cp932's user-defined
 * area and its single bytes 0x80, 0xA0 and 0xFD-0xFF ({@link #CP932}).
 */
interface Extras {
    /**
     * Where the next such sequence starts in {@code data[from:end]}, found by stepping over
     * whole characters of the encoding; -1 when there is none.
     */
    int next(byte[] data, int from, int end);

    /** How many bytes the sequence that starts at {@code at} takes. */
    int length(byte[] data, int at);

    /** The character of the whole sequence at {@code at}, or -1 when it is not one. */
    int decode(byte[] data, int at, int end);

    /** The extras of codec {@code name}, or null. */
    static Extras of(String name) {
        switch (name) {
            case "euc_kr":
                return EUC_KR;
            case "cp932":
                return CP932;
            default:
                return null;
        }
    }

    Extras EUC_KR = new Extras() {
        @Override
        public int next(byte[] data, int from, int end) {
            return EucKrHangul.next(data, from, end);
        }

        @Override
        public int length(byte[] data, int at) {
            return 8;
        }

        @Override
        public int decode(byte[] data, int at, int end) {
            return EucKrHangul.decode(data, at, end);
        }
    };

    /**
     * cp932 as CPython (and Windows) has it beyond the JDK's windows-31j: lead bytes F0-F9 with
     * a trail byte make the user-defined area, U+E000 onwards, 188 characters a lead byte;
     * 0x80 is U+0080, 0xA0 U+F8F0 and 0xFD-0xFF U+F8F1-U+F8F3.
     */
    Extras CP932 = new Extras() {
        @Override
        public int next(byte[] data, int from, int end) {
            int i = from;
            while (i < end) {
                int b = data[i] & 0xff;
                if (b == 0x80 || b == 0xa0 || b >= 0xfd || b >= 0xf0 && b <= 0xf9) {
                    return i;
                }
                i += b < 0x80 || b >= 0xa1 && b <= 0xdf ? 1 : 2;
            }
            return -1;
        }

        @Override
        public int length(byte[] data, int at) {
            int b = data[at] & 0xff;
            return b >= 0xf0 && b <= 0xf9 ? 2 : 1;
        }

        @Override
        public int decode(byte[] data, int at, int end) {
            int b = data[at] & 0xff;
            switch (b) {
                case 0x80:
                    return 0x80;
                case 0xa0:
                    return 0xf8f0;
                case 0xfd: case 0xfe: case 0xff:
                    return 0xf8f1 + (b - 0xfd);
                default:
                    break;
            }
            if (at + 1 >= end) {
                return -1;
            }
            int t = data[at + 1] & 0xff;
            if (t < 0x40 || t == 0x7f || t > 0xfc) {
                return -1;
            }
            return 0xe000 + (b - 0xf0) * 188 + (t - 0x40 - (t >= 0x80 ? 1 : 0));
        }
    };

    /** The bytes of each character {@link #CP932} adds, for its encoder. */
    static void cp932Encodings(Map<Character, byte[]> into) {
        into.put((char) 0x80, new byte[] {(byte) 0x80});
        into.put((char) 0xf8f0, new byte[] {(byte) 0xa0});
        for (int b = 0xfd; b <= 0xff; b++) {
            into.put((char) (0xf8f1 + (b - 0xfd)), new byte[] {(byte) b});
        }
        for (int lead = 0xf0; lead <= 0xf9; lead++) {
            for (int t = 0x40; t <= 0xfc; t++) {
                if (t != 0x7f) {
                    char c = (char) (0xe000 + (lead - 0xf0) * 188 + (t - 0x40 - (t >= 0x80 ? 1 : 0)));
                    into.put(c, new byte[] {(byte) lead, (byte) t});
                }
            }
        }
    }
}
