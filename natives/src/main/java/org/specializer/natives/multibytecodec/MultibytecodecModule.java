package org.specializer.natives.multibytecodec;

import java.nio.charset.Charset;
import java.util.Map;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * {@code _multibytecodec} and the CJK codec modules that Lib's {@code encodings} import
 * ({@code _codecs_jp}, {@code _codecs_kr}, {@code _codecs_cn}, {@code _codecs_tw},
 * {@code _codecs_hk}, {@code _codecs_iso2022}). Each module's {@code getcodec(name)} gives a
 * {@link MbCodec} for the encoding on the JDK's charset; the JDK has no HZ and no
 * EUC-JIS-2004, which {@link HzCharset} and {@link EucJis2004Charset} implement, and the
 * ISO-2022 codecs (iso2022_jp, _jp_1, _jp_2, _jp_3, _jp_2004, _jp_ext, iso2022_kr) are
 * {@link Iso2022Codec}, CPython's state machine on the JDK's tables of the character sets. A
 * name a module does not know raises LookupError, as CPython's getcodec does.
 */
public final class MultibytecodecModule {
    private MultibytecodecModule() {}

    /** HZ is written here ({@link HzCharset}): the JDK has none. */
    private static final String HZ = "HZ";
    /** The ISO-2022 codecs are written here as CPython's ({@link Iso2022Codec}). */
    private static final String ISO2022 = "ISO-2022";
    /** So is EUC-JIS-2004 ({@link EucJis2004Charset}), on the JDK's Shift_JIS-2004. */
    private static final String EUC_JIS_2004 = "EUC-JIS-2004";

    /** CPython's codec names and the JDK charsets of each module. */
    private static final Map<String, Map<String, String>> CODECS = Map.of(
            "_codecs_jp", Map.of("shift_jis", "Shift_JIS", "cp932", "windows-31j",
                    "euc_jp", "EUC-JP", "shift_jisx0213", "x-SJIS_0213",
                    "shift_jis_2004", "x-SJIS_0213", "euc_jis_2004", EUC_JIS_2004,
                    "euc_jisx0213", EUC_JIS_2004),
            "_codecs_kr", Map.of("euc_kr", "EUC-KR", "cp949", "x-windows-949",
                    "johab", "x-Johab"),
            "_codecs_cn", Map.of("gb2312", "GB2312", "gbk", "GBK", "gb18030", "GB18030",
                    "hz", HZ),
            "_codecs_tw", Map.of("big5", "Big5", "cp950", "x-windows-950"),
            "_codecs_hk", Map.of("big5hkscs", "Big5-HKSCS"),
            "_codecs_iso2022", Map.of("iso2022_jp", ISO2022, "iso2022_jp_1", ISO2022,
                    "iso2022_jp_2", ISO2022, "iso2022_jp_3", ISO2022,
                    "iso2022_jp_2004", ISO2022, "iso2022_jp_ext", ISO2022,
                    "iso2022_kr", ISO2022));

    /** The module names, for the registry of native modules. */
    public static Iterable<String> codecModules() {
        return CODECS.keySet();
    }

    public static PyModule create() {
        PyModule m = new PyModule("_multibytecodec");
        m.put("MultibyteIncrementalEncoder", MbCoders.INCREMENTAL_ENCODER);
        m.put("MultibyteIncrementalDecoder", MbCoders.INCREMENTAL_DECODER);
        m.put("MultibyteStreamReader", MbCoders.STREAM_READER);
        m.put("MultibyteStreamWriter", MbCoders.STREAM_WRITER);
        m.def1("__create_codec", (self, o) -> {
            throw Py.typeError("argument type invalid");
        });
        return m;
    }

    /** The module {@code name} (one of {@link #codecModules}). */
    public static PyModule codecModule(String name) {
        Map<String, String> codecs = CODECS.get(name);
        PyModule m = new PyModule(name);
        m.def1("getcodec", (self, n) -> getcodec(codecs, n));
        return m;
    }

    private static PyObject getcodec(Map<String, String> codecs, PyObject n) {
        if (!(n instanceof PyStr s)) {
            throw Py.typeError("encoding name must be a string.");
        }
        String java = codecs.get(s.value);
        if (java == HZ) {
            return new MbCodec(s.value, new HzCharset());
        }
        if (java == ISO2022) {
            return new MbCodec(Iso2022Codec.of(s.value));
        }
        if (java == EUC_JIS_2004) {
            return new MbCodec(s.value, new EucJis2004Charset());
        }
        if (java == null || !Charset.isSupported(java)) {
            throw Py.error(PyExc.LookupError, "no such codec is supported.");
        }
        return new MbCodec(s.value, Charset.forName(java));
    }
}
