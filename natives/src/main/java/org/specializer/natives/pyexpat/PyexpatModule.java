package org.specializer.natives.pyexpat;

import org.specializer.api.Abstract;
import org.specializer.api.Codecs;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.ModuleErrors;

/**
 * The {@code pyexpat} module (CPython Modules/pyexpat.c), what {@code xml.parsers.expat} is:
 * {@code ParserCreate}, the {@code xmlparser} type ({@link PyXmlParser}) on a parser of our
 * own that behaves as expat 2.6.3 ({@link ExpatParser}), {@code ExpatError}, and the
 * {@code errors} and {@code model} submodules.
 */
public final class PyexpatModule {
    private PyexpatModule() {}

    static final PyType EXPAT_ERROR = ModuleErrors.newException("xml.parsers.expat.ExpatError",
            PyExc.Exception, null);

    private static final Params PARSER_CREATE = new Params("ParserCreate",
            new String[] {"encoding", "namespace_separator", "intern"}, 0, 3, 0);

    public static PyModule create() {
        PyModule m = new PyModule("pyexpat");
        m.put("__doc__", PyStr.of("Python wrapper for Expat parser."));
        m.put("EXPAT_VERSION", PyStr.of("expat_2.6.3"));
        m.put("version_info", PyTuple.of(PyInt.of(2), PyInt.of(6), PyInt.of(3)));
        m.put("native_encoding", PyStr.of("UTF-8"));
        m.put("ExpatError", EXPAT_ERROR);
        m.put("error", EXPAT_ERROR);
        m.put("XMLParserType", PyXmlParser.TYPE);
        m.put("XML_PARAM_ENTITY_PARSING_NEVER", PyInt.of(0));
        m.put("XML_PARAM_ENTITY_PARSING_UNLESS_STANDALONE", PyInt.of(1));
        m.put("XML_PARAM_ENTITY_PARSING_ALWAYS", PyInt.of(2));
        Object[][] features = {{"sizeof(XML_Char)", 1}, {"sizeof(XML_LChar)", 1},
            {"XML_DTD", 0}, {"XML_CONTEXT_BYTES", 1024}, {"XML_NS", 0},
            {"XML_BLAP_MAX_AMP", 100}, {"XML_BLAP_ACT_THRES", 8388608}, {"XML_GE", 0}};
        PyObject[] fs = new PyObject[features.length];
        for (int i = 0; i < features.length; i++) {
            fs[i] = PyTuple.of(PyStr.of((String) features[i][0]),
                    PyInt.of((Integer) features[i][1]));
        }
        m.put("features", new PyList(fs));
        PyModule errors = errorsModule();
        PyModule model = modelModule();
        m.put("errors", errors);
        m.put("model", model);
        PyObject modules = org.specializer.core.interp.Runtime.modules();
        Abstract.setItem(modules, PyStr.of("pyexpat.errors"), errors);
        Abstract.setItem(modules, PyStr.of("pyexpat.model"), model);
        m.defK("ParserCreate", (self, args, kw) -> {
            PyObject[] a = PARSER_CREATE.parse(args, kw);
            String encoding = optStr(a[0], "encoding");
            String sep = optStr(a[1], "namespace_separator");
            int nsSep = -1;
            if (sep != null) {
                if (sep.codePointCount(0, sep.length()) > 1) {
                    throw Py.valueError("namespace_separator must be at most one character, "
                            + "omitted, or None");
                }
                nsSep = sep.isEmpty() ? 0 : sep.codePointAt(0);
            }
            PyObject intern = a[2] == null ? new PyDict() : a[2] == Py.None ? null : a[2];
            if (intern != null && !(intern instanceof PyDict)) {
                throw Py.typeError("intern must be a dictionary");
            }
            return new PyXmlParser(encoding, nsSep, intern);
        });
        m.def1("ErrorString", (self, code) -> {
            long c = Abstract.asIndex(code);
            if (c <= 0 || c >= XmlError.MESSAGES.length) {
                return Py.None;
            }
            return PyStr.of(XmlError.MESSAGES[(int) c]);
        });
        return m;
    }

    private static String optStr(PyObject o, String what) {
        if (o == null || o == Py.None) {
            return null;
        }
        if (!(o instanceof PyStr s)) {
            throw Py.typeError("ParserCreate() argument '" + what + "' must be str or None, not "
                    + o.type.getName());
        }
        return s.value;
    }

    private static PyModule errorsModule() {
        PyModule e = new PyModule("pyexpat.errors");
        e.put("__doc__", PyStr.of("Constants used to describe error conditions."));
        PyDict codes = new PyDict();
        PyDict messages = new PyDict();
        for (int i = 1; i < XmlError.MESSAGES.length; i++) {
            PyStr msg = PyStr.of(XmlError.MESSAGES[i]);
            e.put(XmlError.NAMES[i], msg);
            codes.setItem(msg, PyInt.of(i));
            messages.setItem(PyInt.of(i), msg);
        }
        e.put("codes", codes);
        e.put("messages", messages);
        return e;
    }

    private static PyModule modelModule() {
        PyModule m = new PyModule("pyexpat.model");
        m.put("__doc__", PyStr.of("Constants used to interpret content model information."));
        Object[][] c = {{"XML_CQUANT_NONE", 0}, {"XML_CQUANT_OPT", 1}, {"XML_CQUANT_PLUS", 3},
            {"XML_CQUANT_REP", 2}, {"XML_CTYPE_ANY", 2}, {"XML_CTYPE_CHOICE", 5},
            {"XML_CTYPE_EMPTY", 1}, {"XML_CTYPE_MIXED", 3}, {"XML_CTYPE_NAME", 4},
            {"XML_CTYPE_SEQ", 6}};
        for (Object[] x : c) {
            m.put((String) x[0], PyInt.of((Integer) x[1]));
        }
        return m;
    }

    /**
     * {@code ExpatError("msg: line L, column C")} with {@code code}, {@code lineno} and
     * {@code offset}. Compare pyexpat.c: set_error.
     */
    static PyException expatError(int code, int line, int column) {
        String msg = XmlError.MESSAGES[code] + ": line " + line + ", column " + column;
        PyObject err = EXPAT_ERROR.call(new PyObject[] {PyStr.of(msg)}, Py.NO_KWNAMES);
        err.setAttr(PyStr.intern("code"), PyInt.of(code));
        err.setAttr(PyStr.intern("offset"), PyInt.of(column));
        err.setAttr(PyStr.intern("lineno"), PyInt.of(line));
        return new PyException((org.specializer.api.PyBaseException) err);
    }

    /**
     * The characters of a single-byte encoding Python's codecs know, byte by byte (-1 where
     * a byte is no character); LookupError for an unknown name, null for an encoding that
     * is not single-byte. Compare pyexpat.c: PyUnknownEncodingHandler.
     */
    static int[] encodingTable(String name) {
        byte[] all = new byte[256];
        for (int i = 0; i < 256; i++) {
            all[i] = (byte) i;
        }
        PyObject codecs;
        try {
            codecs = Py.importModule("codecs");
        } catch (PyException e) {
            // no codec registry yet: the encodings the api knows
            codecs = null;
        }
        String s;
        if (codecs != null) {
            PyObject r = codecs.getAttr(PyStr.intern("decode")).call(new PyObject[] {
                org.specializer.api.PyBytes.of(all), PyStr.of(name), PyStr.of("replace")},
                    Py.NO_KWNAMES);
            s = ((PyStr) r).value;
        } else {
            s = Codecs.decode(all, 0, 256, name, "replace");
        }
        if (s.codePointCount(0, s.length()) != 256) {
            throw Py.valueError("multi-byte encodings are not supported");
        }
        int[] table = new int[256];
        int i = 0;
        for (int k = 0; k < s.length(); k = s.offsetByCodePoints(k, 1)) {
            int c = s.codePointAt(k);
            table[i++] = c == 0xfffd ? -1 : c;
        }
        return table;
    }
}
