package org.specializer.natives.time;

import java.time.LocalDate;
import java.time.temporal.IsoFields;

/**
 * glibc's {@code strftime} in the C locale: every conversion, with the GNU flags
 * ({@code -} no padding, {@code _} spaces, {@code 0} zeros, {@code ^} upper case, {@code #}
 * swapped case) and field widths. Unknown conversions are copied as they are, as glibc does.
 */
final class Strftime {
    private Strftime() {}

    private static final String[] DAYS = {"Sunday", "Monday", "Tuesday", "Wednesday",
        "Thursday", "Friday", "Saturday"};
    private static final String[] MONTHS = {"January", "February", "March", "April", "May",
        "June", "July", "August", "September", "October", "November", "December"};

    static String format(String fmt, Tm tm) {
        StringBuilder sb = new StringBuilder();
        int n = fmt.length();
        for (int i = 0; i < n; i++) {
            char c = fmt.charAt(i);
            if (c != '%' || i + 1 >= n) {
                sb.append(c);
                continue;
            }
            int start = i;
            char flag = 0;
            i++;
            while (i < n && "-_0^#".indexOf(fmt.charAt(i)) >= 0) {
                flag = fmt.charAt(i) == '^' || fmt.charAt(i) == '#' ? fmt.charAt(i)
                        : flag == '^' ? flag : fmt.charAt(i);
                i++;
            }
            int width = -1;
            while (i < n && Character.isDigit(fmt.charAt(i))) {
                width = (width < 0 ? 0 : width * 10) + (fmt.charAt(i) - '0');
                i++;
            }
            while (i < n && (fmt.charAt(i) == 'E' || fmt.charAt(i) == 'O')) {
                i++;
            }
            if (i >= n) {
                sb.append(fmt, start, n);
                break;
            }
            char d = fmt.charAt(i);
            String out = conversion(d, tm, flag);
            if (out == null) {
                sb.append(fmt, start, i + 1);
                continue;
            }
            sb.append(pad(out, d, flag, width));
        }
        return sb.toString();
    }

    /** Numeric conversions and their default padding. */
    private static boolean numeric(char d) {
        return "CdegGHIjmMSUVwWyYuskl".indexOf(d) >= 0;
    }

    private static String pad(String s, char d, char flag, int width) {
        if (flag == '^') {
            s = s.toUpperCase();
        } else if (flag == '#') {
            s = "aAbBhpZ".indexOf(d) >= 0 ? (d == 'p' ? s.toLowerCase() : s.toUpperCase()) : s;
        }
        boolean num = numeric(d);
        char padChar = d == 'e' || d == 'k' || d == 'l' ? ' ' : num ? '0' : ' ';
        if (flag == '_') {
            padChar = ' ';
        } else if (flag == '0') {
            padChar = '0';
        }
        if (flag == '-' && num) {
            // strip the default padding
            int k = 0;
            while (k < s.length() - 1 && (s.charAt(k) == '0' || s.charAt(k) == ' ')) {
                k++;
            }
            return s.substring(k);
        }
        if (num && (flag == '_' || flag == '0')) {
            String digits = s.stripLeading();
            int k = 0;
            while (k < digits.length() - 1 && digits.charAt(k) == '0') {
                k++;
            }
            String core = digits.substring(k);
            int w = Math.max(width, s.length());
            StringBuilder b = new StringBuilder();
            for (int j = core.length(); j < w; j++) {
                b.append(padChar);
            }
            return b.append(core).toString();
        }
        if (width > s.length()) {
            StringBuilder b = new StringBuilder();
            for (int j = s.length(); j < width; j++) {
                b.append(padChar);
            }
            return b.append(s).toString();
        }
        return s;
    }

    private static String two(int v) {
        return String.format("%02d", v);
    }

    private static LocalDate date(Tm tm) {
        try {
            return LocalDate.of(tm.year, tm.mon, Math.min(tm.mday,
                    LocalDate.of(tm.year, tm.mon, 1).lengthOfMonth()));
        } catch (java.time.DateTimeException e) {
            return LocalDate.of(1900, 1, 1);
        }
    }

    /** The text of conversion {@code d}, or null for an unknown one. */
    private static String conversion(char d, Tm tm, char flag) {
        int wday = tm.wdayC();
        switch (d) {
            case 'a':
                return DAYS[wday].substring(0, 3);
            case 'A':
                return DAYS[wday];
            case 'b':
            case 'h':
                return MONTHS[tm.mon - 1].substring(0, 3);
            case 'B':
                return MONTHS[tm.mon - 1];
            case 'c':
                return format("%a %b %e %H:%M:%S %Y", tm);
            case 'C':
                return Integer.toString(Math.floorDiv(tm.year, 100));  // glibc 2.30+: unpadded
            case 'd':
                return two(tm.mday);
            case 'D':
                return format("%m/%d/%y", tm);
            case 'e':
                return String.format("%2d", tm.mday);
            case 'F':
                return String.format("%d-%02d-%02d", tm.year, tm.mon, tm.mday);
            case 'g':
                return two(Math.floorMod(isoYear(tm), 100));
            case 'G':
                return Integer.toString(isoYear(tm));
            case 'H':
                return two(tm.hour);
            case 'I':
                return two((tm.hour + 11) % 12 + 1);
            case 'j':
                return String.format("%03d", tm.yday);
            case 'k':
                return String.format("%2d", tm.hour);
            case 'l':
                return String.format("%2d", (tm.hour + 11) % 12 + 1);
            case 'm':
                return two(tm.mon);
            case 'M':
                return two(tm.min);
            case 'n':
                return "\n";
            case 'p':
                return tm.hour < 12 ? "AM" : "PM";
            case 'P':
                return tm.hour < 12 ? "am" : "pm";
            case 'r':
                return format("%I:%M:%S %p", tm);
            case 'R':
                return format("%H:%M", tm);
            case 's':
                return Long.toString(epochSeconds(tm));
            case 'S':
                return two(tm.sec);
            case 't':
                return "\t";
            case 'T':
                return format("%H:%M:%S", tm);
            case 'u':
                return Integer.toString(wday == 0 ? 7 : wday);
            case 'U':
                return two((tm.yday - 1 + 7 - wday) / 7);
            case 'V':
                return two(date(tm).get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
            case 'w':
                return Integer.toString(wday);
            case 'W':
                return two((tm.yday - 1 + 7 - (wday + 6) % 7) / 7);
            case 'x':
                return format("%m/%d/%y", tm);
            case 'X':
                return format("%H:%M:%S", tm);
            case 'y':
                return two(Math.floorMod(tm.year, 100));
            case 'Y':
                return Integer.toString(tm.year);
            case 'z': {
                if (tm.gmtoff == null) {
                    return "+0000";
                }
                int off = tm.gmtoff;
                int a = Math.abs(off);
                return (off < 0 ? "-" : "+") + two(a / 3600) + two(a % 3600 / 60);
            }
            case 'Z':
                return tm.zone != null ? tm.zone : "";
            case '%':
                return "%";
            default:
                return null;
        }
    }

    private static int isoYear(Tm tm) {
        return date(tm).get(IsoFields.WEEK_BASED_YEAR);
    }

    private static long epochSeconds(Tm tm) {
        long days = date(tm).toEpochDay();
        long off = tm.gmtoff == null ? 0 : tm.gmtoff;
        return days * 86400 + tm.hour * 3600L + tm.min * 60L + tm.sec - off;
    }
}
