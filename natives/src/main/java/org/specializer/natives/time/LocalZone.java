package org.specializer.natives.time;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneOffsetTransitionRule;
import java.time.zone.ZoneOffsetTransitionRule.TimeDefinition;
import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesProvider;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.specializer.natives.posix.Posix;

/**
 * The local zone of an explicit {@code TZ}, read as the C library reads it: a TZif file of the
 * system's tz database (RFC 8536; {@code TZDIR} or /usr/share/zoneinfo, or an absolute path),
 * else a POSIX TZ string ({@code EST+05EDT,M3.2.0,M11.1.0}). Java's own tz database differs
 * from the system's in old history, and knows nothing of POSIX strings; with this, local time
 * is the system's, as CPython's is.
 *
 * <p>The zone is handed to java.time as {@link ZoneRules} built from the file or string (its
 * transitions, and the string's recurring rules for the years after them), under a zone id
 * of its own registered with a {@link ZoneRulesProvider}. The abbreviations and DST flags,
 * which ZoneRules cannot carry, are kept here ({@link #abbreviation}, {@link #isDst}).
 */
final class LocalZone {
    /** The id java.time knows the zone by. */
    final ZoneId id;
    /** Transition instants (UTC seconds), also those that change only the name or DST flag. */
    private final long[] transitions;
    /** The type in effect from each transition. */
    private final int[] types;
    private final int[] offsets;
    private final boolean[] dst;
    private final String[] names;
    /** The type before the first transition: the first standard-time one, as glibc. */
    private final int initialType;
    /** The rules after the last transition (a TZif file's footer), or null. */
    private final PosixTz footer;

    private LocalZone(ZoneId id, long[] transitions, int[] types, int[] offsets, boolean[] dst,
            String[] names, int initialType, PosixTz footer) {
        this.id = id;
        this.transitions = transitions;
        this.types = types;
        this.offsets = offsets;
        this.dst = dst;
        this.names = names;
        this.initialType = initialType;
        this.footer = footer;
    }

    private static final Map<String, LocalZone> LOADED = new ConcurrentHashMap<>();
    private static int registered;

    /**
     * The zone of a TZ value (without its leading colon), or null when it is neither a file
     * nor a POSIX string this reads: the caller falls back to java.time's zones.
     */
    static LocalZone of(String tz) {
        LocalZone z = LOADED.get(tz);
        if (z == null) {
            z = load(tz);
            if (z != null) {
                LOADED.put(tz, z);
            }
        }
        return z;
    }

    private static LocalZone load(String tz) {
        try {
            byte[] file = readTzFile(tz);
            if (file != null) {
                return fromTzif(ByteBuffer.wrap(file));
            }
            PosixTz p = PosixTz.parse(tz);
            return p == null ? null : fromPosix(p);
        } catch (RuntimeException | IOException e) {
            return null;  // malformed: java.time's reading of TZ instead
        }
    }

    private static byte[] readTzFile(String tz) throws IOException {
        if (tz.isEmpty()) {
            return null;
        }
        Path p;
        if (tz.startsWith("/")) {
            p = Path.of(tz);
        } else {
            byte[] dir = Posix.getenvBytes("TZDIR");
            p = Path.of(dir != null ? new String(dir, StandardCharsets.UTF_8)
                    : "/usr/share/zoneinfo", tz);
        }
        if (!Files.isRegularFile(p)) {
            return null;
        }
        byte[] b = Files.readAllBytes(p);
        return b.length >= 44 && b[0] == 'T' && b[1] == 'Z' && b[2] == 'i' && b[3] == 'f' ? b
                : null;
    }

    // ------------------------------------------------------------------ queries

    private int typeAt(long t) {
        int i = Arrays.binarySearch(transitions, t);
        if (i < 0) {
            i = -i - 2;  // the last transition before t
        }
        return i < 0 ? initialType : types[i];
    }

    private boolean usesFooter(long t) {
        return footer != null && (transitions.length == 0 || t >= transitions[transitions.length
                - 1]);
    }

    /** The abbreviation in effect at {@code t} (UTC seconds): {@code tm_zone}. */
    String abbreviation(long t) {
        if (usesFooter(t)) {
            return footer.isDst(t) ? footer.dstName : footer.stdName;
        }
        return names[typeAt(t)];
    }

    /** Whether DST is in effect at {@code t}: {@code tm_isdst}. */
    boolean isDst(long t) {
        if (usesFooter(t)) {
            return footer.isDst(t);
        }
        return dst[typeAt(t)];
    }

    // ------------------------------------------------------------------ TZif

    /** Compare RFC 8536: the version 2+ data block when there is one, then the footer. */
    private static LocalZone fromTzif(ByteBuffer b) {
        int version = b.get(4);
        int[] counts = header(b);
        if (version >= '2') {
            // skip the 32-bit block
            int skip = counts[3] * 5 + counts[4] * 6 + counts[5] + counts[2] * 8 + counts[1]
                    + counts[0];
            b.position(44 + skip);
            if (b.get() != 'T' || b.get() != 'Z' || b.get() != 'i' || b.get() != 'f') {
                return null;
            }
            b.position(b.position() - 4);
            version = b.get(b.position() + 4);
            counts = header(b);
        }
        boolean wide = version >= '2';
        int timecnt = counts[3];
        int typecnt = counts[4];
        long[] times = new long[timecnt];
        for (int i = 0; i < timecnt; i++) {
            times[i] = wide ? b.getLong() : b.getInt();
        }
        int[] idx = new int[timecnt];
        for (int i = 0; i < timecnt; i++) {
            idx[i] = b.get() & 0xFF;
        }
        int[] offsets = new int[typecnt];
        boolean[] dst = new boolean[typecnt];
        int[] nameAt = new int[typecnt];
        for (int i = 0; i < typecnt; i++) {
            offsets[i] = b.getInt();
            dst[i] = b.get() != 0;
            nameAt[i] = b.get() & 0xFF;
        }
        byte[] chars = new byte[counts[5]];
        b.get(chars);
        String[] names = new String[typecnt];
        for (int i = 0; i < typecnt; i++) {
            int end = nameAt[i];
            while (end < chars.length && chars[end] != 0) {
                end++;
            }
            names[i] = new String(chars, nameAt[i], end - nameAt[i],
                    StandardCharsets.ISO_8859_1);
        }
        b.position(b.position() + counts[2] * (wide ? 12 : 8) + counts[1] + counts[0]);
        PosixTz footer = null;
        if (wide && b.remaining() > 1 && b.get() == '\n') {
            int start = b.position();
            int end = start;
            while (end < b.limit() && b.get(end) != '\n') {
                end++;
            }
            String spec = new String(b.array(), start, end - start,
                    StandardCharsets.ISO_8859_1);
            footer = spec.isEmpty() ? null : PosixTz.parse(spec);
        }
        int initial = 0;
        while (initial < typecnt && dst[initial]) {
            initial++;
        }
        if (initial == typecnt) {
            initial = 0;
        }
        return build(times, idx, offsets, dst, names, initial, footer);
    }

    /** isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt of the header at the position. */
    private static int[] header(ByteBuffer b) {
        int at = b.position();
        int[] c = new int[6];
        for (int i = 0; i < 6; i++) {
            c[i] = b.getInt(at + 20 + 4 * i);
        }
        b.position(at + 44);
        return c;
    }

    private static LocalZone fromPosix(PosixTz p) {
        String[] names = p.dstName == null ? new String[] {p.stdName}
                : new String[] {p.stdName, p.dstName};
        int[] offsets = p.dstName == null ? new int[] {p.stdOffset}
                : new int[] {p.stdOffset, p.dstOffset};
        boolean[] dst = p.dstName == null ? new boolean[] {false} : new boolean[] {false, true};
        LocalZone z = build(new long[0], new int[0], offsets, dst, names, 0, p);
        p.own = z.id.getRules();
        return z;
    }

    /** The zone, with its ZoneRules registered under an id of its own. */
    private static LocalZone build(long[] times, int[] idx, int[] offsets, boolean[] dst,
            String[] names, int initial, PosixTz footer) {
        ZoneOffset base = ZoneOffset.ofTotalSeconds(offsets[initial]);
        List<ZoneOffsetTransition> wall = new ArrayList<>();
        List<ZoneOffsetTransition> standard = new ArrayList<>();
        ZoneOffset before = base;
        ZoneOffset stdBefore = base;
        int lastStd = offsets[initial];
        for (int i = 0; i < times.length; i++) {
            int type = idx[i];
            ZoneOffset after = ZoneOffset.ofTotalSeconds(offsets[type]);
            if (!after.equals(before)) {
                wall.add(ZoneOffsetTransition.of(LocalDateTime.ofEpochSecond(times[i], 0, before),
                        before, after));
            }
            if (!dst[type]) {
                lastStd = offsets[type];
            }
            ZoneOffset stdAfter = ZoneOffset.ofTotalSeconds(lastStd);
            if (!stdAfter.equals(stdBefore)) {
                standard.add(ZoneOffsetTransition.of(LocalDateTime.ofEpochSecond(times[i], 0,
                        stdBefore), stdBefore, stdAfter));
            }
            before = after;
            stdBefore = stdAfter;
        }
        List<ZoneOffsetTransitionRule> last = new ArrayList<>();
        ZoneOffset baseStd = base;
        if (footer != null && footer.hasRules()) {
            // in their order within a year, which java.time assumes (DST over New Year's
            // starts after it ends)
            ZoneOffsetTransitionRule on = footer.rule(true);
            ZoneOffsetTransitionRule off = footer.rule(false);
            boolean onFirst = on.createTransition(2001).getInstant()
                    .isBefore(off.createTransition(2001).getInstant());
            last.add(onFirst ? on : off);
            last.add(onFirst ? off : on);
            if (wall.isEmpty()) {
                // A POSIX string alone. glibc computes the changes of a year before 1970 as
                // those of 1970 (tzset.c: compute_change), so that the time before 1970 is
                // what it is at the start of 1970: standard time, or DST where DST spans New
                // Year's. java.time applies the recurring rules after the last transition
                // only: give it those of 1970, and before them that time.
                List<ZoneOffsetTransition> first = sorted(
                        footer.rule(true).createTransition(1970),
                        footer.rule(false).createTransition(1970));
                base = first.get(0).getOffsetBefore();
                baseStd = ZoneOffset.ofTotalSeconds(footer.stdOffset);
                wall.addAll(first);
            }
        }
        ZoneRules rules = ZoneRules.of(baseStd, base, standard, wall, last);
        ZoneId id = register(rules);
        return new LocalZone(id, times, idx, offsets, dst, names, initial, footer);
    }

    private static List<ZoneOffsetTransition> sorted(ZoneOffsetTransition a,
            ZoneOffsetTransition b) {
        return a.getInstant().isBefore(b.getInstant()) ? List.of(a, b) : List.of(b, a);
    }

    private static synchronized ZoneId register(ZoneRules rules) {
        String id = "Specializer/TZ" + (++registered);
        ZoneRulesProvider.registerProvider(new Provider(id, rules));
        return ZoneId.of(id);
    }

    /** Serves one zone's rules to java.time. */
    private static final class Provider extends ZoneRulesProvider {
        private final String id;
        private final ZoneRules rules;

        Provider(String id, ZoneRules rules) {
            this.id = id;
            this.rules = rules;
        }

        @Override
        protected Set<String> provideZoneIds() {
            return Set.of(id);
        }

        @Override
        protected ZoneRules provideRules(String zoneId, boolean forCaching) {
            return rules;
        }

        @Override
        protected NavigableMap<String, ZoneRules> provideVersions(String zoneId) {
            return new TreeMap<>(Map.of("1", rules));
        }
    }

    // ------------------------------------------------------------------ POSIX TZ strings

    /**
     * A POSIX TZ string: {@code std offset [dst [offset] [,start[/time],end[/time]]]}, names
     * alphabetic or in angle brackets, offsets west of Greenwich ({@code EST+05}), rules
     * {@code Mm.w.d}, {@code Jn} or {@code n}, with glibc's defaults: no offset is UTC, a DST
     * offset an hour ahead, and without rules the US ones ({@code M3.2.0,M11.1.0}).
     * Compare glibc time/tzset.c: __tzset_parse_tz.
     */
    static final class PosixTz {
        String stdName;
        int stdOffset;
        String dstName;
        int dstOffset;
        /** Start and end of DST: kind ('M', 'J' or 'n'), and its numbers. */
        final int[] start = new int[5];
        final int[] end = new int[5];
        private boolean rules;
        private ZoneRules own;

        private String s;
        private int p;

        boolean hasRules() {
            return rules;
        }

        static PosixTz parse(String spec) {
            PosixTz z = new PosixTz();
            z.s = spec;
            z.stdName = z.name();
            if (z.stdName == null) {
                return null;
            }
            Integer off = z.offset();
            if (off == null) {
                z.stdOffset = 0;  // glibc: UTC under the name given
                return z.p == spec.length() ? z : null;
            }
            z.stdOffset = -off;
            if (z.p == spec.length()) {
                return z;
            }
            z.dstName = z.name();
            if (z.dstName == null) {
                return null;
            }
            off = z.p < spec.length() && spec.charAt(z.p) != ',' ? z.offset() : null;
            z.dstOffset = off == null ? z.stdOffset + 3600 : -off;
            if (z.p == spec.length()) {
                z.defaultRules();
                return z;
            }
            if (spec.charAt(z.p++) != ',' || !z.rule(z.start) || z.p >= spec.length()
                    || spec.charAt(z.p++) != ',' || !z.rule(z.end) || z.p != spec.length()) {
                return null;
            }
            z.rules = z.stdOffset != z.dstOffset;
            return z;
        }

        private void defaultRules() {
            int[][] r = {start, end};
            int[][] v = {{'M', 3, 2, 0, 7200}, {'M', 11, 1, 0, 7200}};
            for (int i = 0; i < 2; i++) {
                System.arraycopy(v[i], 0, r[i], 0, 5);
            }
            rules = stdOffset != dstOffset;
        }

        private String name() {
            int from = p;
            if (p < s.length() && s.charAt(p) == '<') {
                int close = s.indexOf('>', p);
                if (close < 0 || close - p - 1 < 3) {
                    return null;
                }
                p = close + 1;
                return s.substring(from + 1, close);
            }
            while (p < s.length() && Character.isLetter(s.charAt(p)) && s.charAt(p) < 128) {
                p++;
            }
            return p - from >= 3 ? s.substring(from, p) : null;
        }

        /** {@code [+-]hh[:mm[:ss]]} in seconds, or null when there is none. */
        private Integer offset() {
            int sign = 1;
            if (p < s.length() && (s.charAt(p) == '+' || s.charAt(p) == '-')) {
                sign = s.charAt(p) == '-' ? -1 : 1;
                p++;
            }
            Integer t = hms();
            return t == null ? null : sign * t;
        }

        private Integer hms() {
            int[] parts = new int[3];
            for (int k = 0; k < 3; k++) {
                int from = p;
                int v = 0;
                while (p < s.length() && Character.isDigit(s.charAt(p)) && p - from < 3) {
                    v = v * 10 + (s.charAt(p++) - '0');
                }
                if (p == from) {
                    if (k == 0) {
                        return null;
                    }
                    p--;  // the colon belongs to nothing: give it back
                    break;
                }
                parts[k] = v;
                if (k < 2 && p < s.length() && s.charAt(p) == ':') {
                    p++;
                } else {
                    break;
                }
            }
            return parts[0] * 3600 + parts[1] * 60 + parts[2];
        }

        /** {@code Mm.w.d}, {@code Jn} or {@code n}, then an optional {@code /time}. */
        private boolean rule(int[] r) {
            if (p >= s.length()) {
                return false;
            }
            char c = s.charAt(p);
            if (c == 'M') {
                p++;
                r[0] = 'M';
                for (int k = 1; k <= 3; k++) {
                    Integer v = number();
                    if (v == null || k < 3 && (p >= s.length() || s.charAt(p++) != '.')) {
                        return false;
                    }
                    r[k] = v;
                }
                if (r[1] < 1 || r[1] > 12 || r[2] < 1 || r[2] > 5 || r[3] > 6) {
                    return false;
                }
            } else {
                r[0] = c == 'J' ? 'J' : 'n';
                if (c == 'J') {
                    p++;
                }
                Integer v = number();
                if (v == null || (c == 'J' ? v < 1 || v > 365 : v > 365)) {
                    return false;
                }
                r[1] = v;
            }
            r[4] = 7200;
            if (p < s.length() && s.charAt(p) == '/') {
                p++;
                Integer t = offset();
                if (t == null) {
                    return false;
                }
                r[4] = t;
            }
            return true;
        }

        private Integer number() {
            int from = p;
            int v = 0;
            while (p < s.length() && Character.isDigit(s.charAt(p))) {
                v = v * 10 + (s.charAt(p++) - '0');
            }
            return p == from ? null : v;
        }

        /** The java.time rule of the start ({@code toDst}) or end of DST. */
        ZoneOffsetTransitionRule rule(boolean toDst) {
            int[] r = toDst ? start : end;
            ZoneOffset std = ZoneOffset.ofTotalSeconds(stdOffset);
            ZoneOffset from = toDst ? std : ZoneOffset.ofTotalSeconds(dstOffset);
            ZoneOffset to = toDst ? ZoneOffset.ofTotalSeconds(dstOffset) : std;
            int days = Math.floorDiv(r[4], 86400);
            int secs = Math.floorMod(r[4], 86400);
            boolean endOfDay = days == 1 && secs == 0;
            if (endOfDay) {
                days = 0;
            }
            Month month;
            int indicator;
            DayOfWeek dow = null;
            if (r[0] == 'M') {
                month = Month.of(r[1]);
                dow = DayOfWeek.of(r[3] == 0 ? 7 : r[3]);
                indicator = r[2] == 5 ? -1 : 1 + (r[2] - 1) * 7;
                if (days != 0 && (indicator > 0 || days < 0)) {
                    // past midnight or before it: the same week's rule for a later or earlier day
                    dow = dow.plus(days);
                    indicator += days;
                    if (indicator == 0 || indicator < -28 || indicator > 31) {
                        indicator -= days;
                        dow = dow.minus(days);
                    }
                }
            } else {
                // Jn: day n of a year without Feb 29; n: day n from 0 (taken as such too)
                int n = r[0] == 'J' ? r[1] : Math.min(r[1] + 1, 365);
                LocalDateTime d = LocalDateTime.of(2001, 1, 1, 0, 0).plusDays(n - 1 + days);
                month = d.getMonth();
                indicator = d.getDayOfMonth();
            }
            return ZoneOffsetTransitionRule.of(month, indicator, dow,
                    LocalTime.ofSecondOfDay(secs), endOfDay, TimeDefinition.WALL, std, from, to);
        }

        /** Whether DST is in effect at {@code t} (UTC seconds) by the rules. */
        boolean isDst(long t) {
            if (!rules) {
                return false;
            }
            if (own == null) {
                own = fromPosix(this).id.getRules();
            }
            return own.getOffset(Instant.ofEpochSecond(t)).getTotalSeconds() == dstOffset;
        }
    }
}
