package org.specializer.natives.locale;

import java.nio.charset.StandardCharsets;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;
import org.specializer.natives.posix.Posix;

/**
 * The {@code _locale} module, as CPython's {@code Modules/_localemodule.c} with the C library
 * offering the locales a minimal Linux system has: {@code C}, {@code POSIX} and
 * {@code C.UTF-8} (also spelled {@code C.utf8}). As CPython at start-up, {@code LC_CTYPE} is the
 * user's (from {@code LC_ALL}, {@code LC_CTYPE} or {@code LANG}, C.UTF-8 when none is set) and
 * the other categories are {@code C}. Conventions ({@code localeconv}, {@code nl_langinfo}) are
 * the C locale's; the character set is UTF-8 under C.UTF-8, ASCII under C.
 */
public final class LocaleModule {
    private LocaleModule() {}

    static final int LC_CTYPE = 0;
    static final int LC_NUMERIC = 1;
    static final int LC_TIME = 2;
    static final int LC_COLLATE = 3;
    static final int LC_MONETARY = 4;
    static final int LC_MESSAGES = 5;
    static final int LC_ALL = 6;
    private static final String[] CATEGORY_NAMES = {"LC_CTYPE", "LC_NUMERIC", "LC_TIME",
        "LC_COLLATE", "LC_MONETARY", "LC_MESSAGES"};
    /** glibc's composite LC_ALL lists these too (always C here). */
    private static final String[] EXTRA_CATEGORIES = {"LC_PAPER", "LC_NAME", "LC_ADDRESS",
        "LC_TELEPHONE", "LC_MEASUREMENT", "LC_IDENTIFICATION"};

    /** The locale of each category, per process. */
    private static final String[] CURRENT = new String[6];

    static {
        java.util.Arrays.fill(CURRENT, "C");
        CURRENT[LC_CTYPE] = userLocale(LC_CTYPE);
    }

    private static final Object[][] LANGINFO = {
        {"CODESET", 14, null}, {"D_T_FMT", 131112, "%a %b %e %H:%M:%S %Y"},
        {"D_FMT", 131113, "%m/%d/%y"}, {"T_FMT", 131114, "%H:%M:%S"},
        {"T_FMT_AMPM", 131115, "%I:%M:%S %p"}, {"AM_STR", 131110, "AM"},
        {"PM_STR", 131111, "PM"}, {"DAY_1", 131079, "Sunday"}, {"DAY_2", 131080, "Monday"},
        {"DAY_3", 131081, "Tuesday"}, {"DAY_4", 131082, "Wednesday"},
        {"DAY_5", 131083, "Thursday"}, {"DAY_6", 131084, "Friday"},
        {"DAY_7", 131085, "Saturday"}, {"ABDAY_1", 131072, "Sun"}, {"ABDAY_2", 131073, "Mon"},
        {"ABDAY_3", 131074, "Tue"}, {"ABDAY_4", 131075, "Wed"}, {"ABDAY_5", 131076, "Thu"},
        {"ABDAY_6", 131077, "Fri"}, {"ABDAY_7", 131078, "Sat"}, {"MON_1", 131098, "January"},
        {"MON_2", 131099, "February"}, {"MON_3", 131100, "March"}, {"MON_4", 131101, "April"},
        {"MON_5", 131102, "May"}, {"MON_6", 131103, "June"}, {"MON_7", 131104, "July"},
        {"MON_8", 131105, "August"}, {"MON_9", 131106, "September"},
        {"MON_10", 131107, "October"}, {"MON_11", 131108, "November"},
        {"MON_12", 131109, "December"}, {"ABMON_1", 131086, "Jan"}, {"ABMON_2", 131087, "Feb"},
        {"ABMON_3", 131088, "Mar"}, {"ABMON_4", 131089, "Apr"}, {"ABMON_5", 131090, "May"},
        {"ABMON_6", 131091, "Jun"}, {"ABMON_7", 131092, "Jul"}, {"ABMON_8", 131093, "Aug"},
        {"ABMON_9", 131094, "Sep"}, {"ABMON_10", 131095, "Oct"}, {"ABMON_11", 131096, "Nov"},
        {"ABMON_12", 131097, "Dec"}, {"RADIXCHAR", 65536, "."}, {"THOUSEP", 65537, ""},
        {"YESEXPR", 327680, "^[yY]"}, {"NOEXPR", 327681, "^[nN]"}, {"CRNCYSTR", 262159, "-"},
        {"ERA", 131116, ""}, {"ERA_D_FMT", 131118, ""}, {"ERA_D_T_FMT", 131120, ""},
        {"ERA_T_FMT", 131121, ""}, {"ALT_DIGITS", 131119, ""},
        {"_DATE_FMT", 131180, "%a %b %e %H:%M:%S %Z %Y"},
    };

    public static PyModule create() {
        PyModule m = new PyModule("_locale");
        PyDict ns = new PyDict();
        ns.setItem(PyStr.intern("__module__"), PyStr.intern("locale"));
        PyType error = TypeFactory.newType(PyType.TYPE, "Error",
                new PyObject[] {PyExc.Exception}, ns, Py.NO_KWNAMES, Py.NO_ARGS);
        m.put("Error", error);
        m.put("LC_CTYPE", PyInt.of(LC_CTYPE));
        m.put("LC_TIME", PyInt.of(LC_TIME));
        m.put("LC_COLLATE", PyInt.of(LC_COLLATE));
        m.put("LC_MONETARY", PyInt.of(LC_MONETARY));
        m.put("LC_MESSAGES", PyInt.of(LC_MESSAGES));
        m.put("LC_NUMERIC", PyInt.of(LC_NUMERIC));
        m.put("LC_ALL", PyInt.of(LC_ALL));
        m.put("CHAR_MAX", PyInt.of(127));
        for (Object[] li : LANGINFO) {
            m.put((String) li[0], PyInt.of((Integer) li[1]));
        }
        m.defN("setlocale", 1, 2, (self, a) -> setlocale(error, Abstract.asInt(a[0]),
                a.length > 1 ? a[1] : Py.None));
        m.def0("localeconv", self -> localeconv());
        m.def1("nl_langinfo", (self, key) -> {
            long k = Abstract.asIndex(key);
            for (Object[] li : LANGINFO) {
                if ((Integer) li[1] == k) {
                    return PyStr.of(li[2] == null ? codeset() : (String) li[2]);
                }
            }
            throw Py.valueError("unsupported langinfo constant");
        });
        m.def0("getencoding", self -> PyStr.of(codeset()));
        m.def2("strcoll", (self, a, b) -> {
            String x = wide(a, "strcoll", 1);
            String y = wide(b, "strcoll", 2);
            return PyInt.of(Integer.signum(PyStr.compareCodePoints(x, y)));
        });
        m.def1("strxfrm", (self, s) -> PyStr.of(wide(s, "strxfrm", 1)));
        m.def1("gettext", (self, msg) -> msg);
        m.def2("dgettext", (self, domain, msg) -> msg);
        m.def3("dcgettext", (self, domain, msg, category) -> msg);
        m.def1("textdomain", (self, domain) -> domain == Py.None ? PyStr.of("messages")
                : domain);
        m.def2("bindtextdomain", (self, domain, dir) -> dir == Py.None
                ? PyStr.of("/usr/share/locale") : dir);
        m.def2("bind_textdomain_codeset", (self, domain, codeset) -> codeset);
        return m;
    }

    /** A str argument as the C library's wide string: no NUL in it (PyUnicode_AsWideCharString). */
    private static String wide(PyObject o, String fn, int pos) {
        String v = str(o, fn, pos);
        if (v.indexOf('\0') >= 0) {
            throw Py.valueError("embedded null character");
        }
        return v;
    }

    private static String str(PyObject o, String fn, int pos) {
        if (!(o instanceof PyStr s)) {
            throw Py.typeError(fn + "() argument " + pos + " must be str, not "
                    + o.type.getName());
        }
        return s.value;
    }

    /** {@code nl_langinfo(CODESET)} for the current LC_CTYPE. */
    public static synchronized String codeset() {
        String ctype = CURRENT[LC_CTYPE];
        return ctype.equals("C") || ctype.equals("POSIX") ? "ANSI_X3.4-1968" : "UTF-8";
    }

    /** The locale the environment asks for in {@code category} (setlocale's ""). */
    private static String userLocale(int category) {
        for (String var : new String[] {"LC_ALL", category < 6 ? CATEGORY_NAMES[category]
                : "LC_ALL", "LANG"}) {
            byte[] v = Posix.getenvBytes(var);
            if (v != null && v.length > 0) {
                return new String(v, StandardCharsets.UTF_8);
            }
        }
        return "C.UTF-8";
    }

    /** Is {@code name} a locale this system has? */
    private static boolean available(String name) {
        switch (name) {
            case "C":
            case "POSIX":
            case "C.UTF-8":
            case "C.utf8":
            case "C.utf-8":
            case "C.UTF8":
                return true;
            default:
                return false;
        }
    }

    /** Compare _localemodule.c: _locale_setlocale_impl. */
    private static synchronized PyObject setlocale(PyType error, int category, PyObject loc) {
        if (category < 0 || category > LC_ALL) {
            throw new PyException((org.specializer.api.PyBaseException) error.call(
                    new PyObject[] {PyStr.of("invalid locale category")}, Py.NO_KWNAMES));
        }
        if (loc == Py.None) {
            return PyStr.of(query(category));
        }
        if (!(loc instanceof PyStr ls)) {
            throw Py.typeError("setlocale() argument 2 must be str or None, not "
                    + loc.type.getName());
        }
        String name = ls.value;
        int from = category == LC_ALL ? 0 : category;
        int to = category == LC_ALL ? 5 : category;
        String[] chosen = new String[6];
        if (category == LC_ALL && name.indexOf('=') >= 0) {
            // the composite name a query of LC_ALL gives when the categories differ
            if (!composite(name, chosen)) {
                throw unsupported(error);
            }
        } else {
            for (int c = from; c <= to; c++) {
                String want = name.isEmpty() ? userLocale(c) : name;
                if (!available(want)) {
                    throw unsupported(error);
                }
                chosen[c] = want;
            }
        }
        for (int c = from; c <= to; c++) {
            CURRENT[c] = chosen[c];
        }
        return PyStr.of(query(category));
    }

    private static PyException unsupported(PyType error) {
        return new PyException((org.specializer.api.PyBaseException) error.call(
                new PyObject[] {PyStr.of("unsupported locale setting")}, Py.NO_KWNAMES));
    }

    /**
     * Parse glibc's composite LC_ALL name ({@code LC_CTYPE=C.UTF-8;LC_NUMERIC=C;...}) into
     * {@code chosen}: false unless every category is named once, with a locale this system
     * has (the categories Python has no constant for must be ones it has too).
     */
    private static boolean composite(String name, String[] chosen) {
        for (String part : name.split(";", -1)) {
            int eq = part.indexOf('=');
            if (eq <= 0) {
                return false;
            }
            String cat = part.substring(0, eq);
            String value = part.substring(eq + 1);
            if (!available(value)) {
                return false;
            }
            int c = java.util.Arrays.asList(CATEGORY_NAMES).indexOf(cat);
            if (c >= 0 && c < 6) {
                if (chosen[c] != null) {
                    return false;
                }
                chosen[c] = value;
            } else if (!java.util.Arrays.asList(EXTRA_CATEGORIES).contains(cat)) {
                return false;
            }
        }
        for (String c : chosen) {
            if (c == null) {
                return false;
            }
        }
        return true;
    }

    /** The name glibc reports: one name, or the composite LC_ALL when categories differ. */
    private static String query(int category) {
        if (category != LC_ALL) {
            return CURRENT[category];
        }
        boolean same = true;
        for (int c = 1; c < 6; c++) {
            same &= CURRENT[c].equals(CURRENT[0]);
        }
        if (same) {
            return CURRENT[0];
        }
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 6; c++) {
            sb.append(c == 0 ? "" : ";").append(CATEGORY_NAMES[c]).append('=')
                    .append(CURRENT[c]);
        }
        // glibc orders them CTYPE, NUMERIC, TIME, COLLATE, MONETARY, MESSAGES, then the rest
        for (String extra : EXTRA_CATEGORIES) {
            sb.append(';').append(extra).append("=C");
        }
        return sb.toString();
    }

    private static PyObject localeconv() {
        PyDict d = new PyDict();
        String[] empty = {"int_curr_symbol", "currency_symbol", "mon_decimal_point",
            "mon_thousands_sep"};
        for (String k : empty) {
            d.setItem(PyStr.of(k), PyStr.EMPTY);
        }
        d.setItem(PyStr.of("mon_grouping"), new PyList());
        d.setItem(PyStr.of("positive_sign"), PyStr.EMPTY);
        d.setItem(PyStr.of("negative_sign"), PyStr.EMPTY);
        for (String k : new String[] {"int_frac_digits", "frac_digits", "p_cs_precedes",
            "p_sep_by_space", "n_cs_precedes", "n_sep_by_space", "p_sign_posn",
            "n_sign_posn"}) {
            d.setItem(PyStr.of(k), PyInt.of(127));
        }
        d.setItem(PyStr.of("decimal_point"), PyStr.of("."));
        d.setItem(PyStr.of("thousands_sep"), PyStr.EMPTY);
        d.setItem(PyStr.of("grouping"), new PyList());
        return d;
    }
}
