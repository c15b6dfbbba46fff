package org.specializer.natives.pyexpat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.BytesLike;

/**
 * {@code pyexpat.xmlparser}: what {@code ParserCreate} returns. Compare CPython
 * Modules/pyexpat.c: the handler attributes (each set handler registered with the parser, as
 * {@code XML_Set*Handler}), {@code buffer_text} (character data gathered up to
 * {@code buffer_size} characters and handed over before any other handler runs and at the end
 * of each {@code Parse}), and the errors as {@code ExpatError}.
 */
final class PyXmlParser extends PyObject implements Callbacks {
    static final PyType TYPE = PyType.builtin("xmlparser", PyXmlParser.class, PyType.OBJECT, 0,
            PyXmlParser::define).withModule("pyexpat");

    static final String[] HANDLER_NAMES = {"StartElementHandler", "EndElementHandler",
        "ProcessingInstructionHandler", "CharacterDataHandler", "UnparsedEntityDeclHandler",
        "NotationDeclHandler", "StartNamespaceDeclHandler", "EndNamespaceDeclHandler",
        "CommentHandler", "StartCdataSectionHandler", "EndCdataSectionHandler",
        "DefaultHandler", "DefaultHandlerExpand", "NotStandaloneHandler",
        "ExternalEntityRefHandler", "StartDoctypeDeclHandler", "EndDoctypeDeclHandler",
        "EntityDeclHandler", "XmlDeclHandler", "ElementDeclHandler", "AttlistDeclHandler",
        "SkippedEntityHandler"};

    final ExpatParser parser;
    private final PyObject[] handlers = new PyObject[COUNT];
    /** Which of the two default handlers expat has (the one set last): DEFAULT or DEFAULT_EXPAND. */
    private int defaultSlot = -1;
    private boolean orderedAttributes;
    private boolean specifiedAttributes;
    private PyObject intern;
    private StringBuilder buffer;
    private int bufferSize = 8192;
    private final String encoding;
    private final int nsSep;

    PyXmlParser(String encoding, int nsSep, PyObject intern) {
        super(TYPE);
        this.encoding = encoding;
        this.nsSep = nsSep;
        this.intern = intern;
        this.parser = new ExpatParser(this, encoding, nsSep, PyexpatModule::encodingTable);
    }

    // ------------------------------------------------------------------ handlers

    @Override
    public boolean has(int h) {
        if (h == DEFAULT || h == DEFAULT_EXPAND) {
            return defaultSlot >= 0 && handlers[defaultSlot] != null;
        }
        return handlers[h] != null;
    }

    private static PyObject s(String v) {
        return v == null ? Py.None : PyStr.of(v);
    }

    private PyObject name(String v) {
        if (v == null) {
            return Py.None;
        }
        PyObject n = PyStr.of(v);
        if (intern instanceof PyDict d) {
            PyObject old = d.getItem(n);
            if (old != null) {
                return old;
            }
            d.setItem(n, n);
        }
        return n;
    }

    /** Hand over the gathered character data. Compare pyexpat.c: flush_character_buffer. */
    void flush() {
        if (buffer != null && buffer.length() > 0) {
            String data = buffer.toString();
            buffer.setLength(0);
            if (handlers[CHARACTER_DATA] != null) {
                call(CHARACTER_DATA, PyStr.of(data));
            }
        }
    }

    private PyObject call(int h, PyObject... args) {
        PyObject f = handlers[h];
        if (f == null) {
            return Py.None;
        }
        return f.call(args, Py.NO_KWNAMES);
    }

    /** A handler call: the buffered text first, as every pyexpat handler does. */
    private PyObject handle(int h, PyObject... args) {
        flush();
        return call(h, args);
    }

    @Override
    public void startElement(String name, List<String> attrs, int nSpecified) {
        int n = specifiedAttributes ? nSpecified * 2 : attrs.size();
        PyObject container;
        if (orderedAttributes) {
            PyObject[] items = new PyObject[n];
            for (int i = 0; i < n; i += 2) {
                items[i] = name(attrs.get(i));
                items[i + 1] = PyStr.of(attrs.get(i + 1));
            }
            container = new PyList(items);
        } else {
            PyDict d = new PyDict();
            for (int i = 0; i < n; i += 2) {
                d.setItem(name(attrs.get(i)), PyStr.of(attrs.get(i + 1)));
            }
            container = d;
        }
        handle(START_ELEMENT, name(name), container);
    }

    @Override
    public void endElement(String name) {
        handle(END_ELEMENT, name(name));
    }

    @Override
    public void processingInstruction(String target, String data) {
        handle(PROCESSING_INSTRUCTION, name(target), PyStr.of(data));
    }

    @Override
    public void characterData(String data) {
        if (buffer == null) {
            call(CHARACTER_DATA, PyStr.of(data));
            return;
        }
        if (buffer.length() + data.length() > bufferSize) {
            flush();
            if (handlers[CHARACTER_DATA] == null) {
                return;
            }
        }
        if (data.length() > bufferSize) {
            call(CHARACTER_DATA, PyStr.of(data));
        } else {
            buffer.append(data);
        }
    }

    @Override
    public void unparsedEntityDecl(String name, String base, String systemId, String publicId,
            String notationName) {
        handle(UNPARSED_ENTITY_DECL, name(name), s(base), s(systemId), s(publicId),
                s(notationName));
    }

    @Override
    public void notationDecl(String name, String base, String systemId, String publicId) {
        handle(NOTATION_DECL, name(name), s(base), s(systemId), s(publicId));
    }

    @Override
    public void startNamespaceDecl(String prefix, String uri) {
        handle(START_NAMESPACE_DECL, name(prefix), name(uri));
    }

    @Override
    public void endNamespaceDecl(String prefix) {
        handle(END_NAMESPACE_DECL, name(prefix));
    }

    @Override
    public void comment(String data) {
        handle(COMMENT, PyStr.of(data));
    }

    @Override
    public void startCdataSection() {
        handle(START_CDATA_SECTION);
    }

    @Override
    public void endCdataSection() {
        handle(END_CDATA_SECTION);
    }

    @Override
    public void defaultText(String data) {
        if (defaultSlot >= 0) {
            handle(defaultSlot, PyStr.of(data));
        }
    }

    @Override
    public int notStandalone() {
        return intResult(handle(NOT_STANDALONE));
    }

    @Override
    public int externalEntityRef(String context, String base, String systemId,
            String publicId) {
        return intResult(handle(EXTERNAL_ENTITY_REF, s(context), s(base), s(systemId),
                s(publicId)));
    }

    private static int intResult(PyObject r) {
        if (r == Py.None) {
            return 0;
        }
        return (int) Abstract.asIndex(r);
    }

    @Override
    public void startDoctypeDecl(String name, String systemId, String publicId,
            boolean internalSubset) {
        handle(START_DOCTYPE_DECL, name(name), s(systemId), s(publicId),
                PyInt.of(internalSubset ? 1 : 0));
    }

    @Override
    public void endDoctypeDecl() {
        handle(END_DOCTYPE_DECL);
    }

    @Override
    public void entityDecl(String name, boolean isParameter, String value, String base,
            String systemId, String publicId, String notationName) {
        handle(ENTITY_DECL, name(name), PyInt.of(isParameter ? 1 : 0), s(value), s(base),
                s(systemId), s(publicId), s(notationName));
    }

    @Override
    public void xmlDecl(String version, String encoding, int standalone) {
        handle(XML_DECL, s(version), s(encoding), PyInt.of(standalone));
    }

    @Override
    public void elementDecl(String name, Model model) {
        handle(ELEMENT_DECL, name(name), model(model));
    }

    private PyObject model(Model m) {
        PyObject[] kids = new PyObject[m.children().size()];
        for (int i = 0; i < kids.length; i++) {
            kids[i] = model(m.children().get(i));
        }
        return PyTuple.of(PyInt.of(m.type()), PyInt.of(m.quant()), name(m.name()),
                new PyTuple(kids));
    }

    @Override
    public void attlistDecl(String elname, String attname, String type, String dflt,
            boolean required) {
        handle(ATTLIST_DECL, name(elname), name(attname), s(type), s(dflt),
                PyInt.of(required ? 1 : 0));
    }

    @Override
    public void skippedEntity(String name, boolean isParameter) {
        handle(SKIPPED_ENTITY, name(name), PyInt.of(isParameter ? 1 : 0));
    }

    // ------------------------------------------------------------------ parsing

    /** {@code Parse(data, isfinal)}. Compare pyexpat.c: pyexpat_xmlparser_Parse_impl. */
    PyObject parse(PyObject data, boolean isFinal) {
        byte[] b;
        if (data instanceof PyStr str) {
            if (!parser.started()) {
                parser.setEncoding("utf-8");
            }
            b = str.value.getBytes(StandardCharsets.UTF_8);
        } else {
            b = BytesLike.span(data).toArray();
        }
        feed(b, isFinal);
        return PyInt.of(1);
    }

    private void feed(byte[] b, boolean isFinal) {
        try {
            parser.parse(b, 0, b.length, isFinal);
        } catch (XmlError e) {
            flushQuietly();
            throw PyexpatModule.expatError(e.code, line(), column());
        }
        flush();
    }

    private void flushQuietly() {
        if (buffer != null) {
            buffer.setLength(0);
        }
    }

    /** {@code ParseFile(file)}: read() in blocks of 2048 bytes until it returns nothing. */
    PyObject parseFile(PyObject file) {
        PyObject read = file.lookupAttr(PyStr.intern("read"));
        if (read == null) {
            throw Py.typeError("argument must have 'read' attribute");
        }
        for (;;) {
            PyObject r = read.call(new PyObject[] {PyInt.of(2048)}, Py.NO_KWNAMES);
            byte[] b;
            if (r instanceof PyBytes pb) {
                b = pb.value;
            } else if (r instanceof PyStr ps) {
                if (!parser.started()) {
                    parser.setEncoding("utf-8");
                }
                b = ps.value.getBytes(StandardCharsets.UTF_8);
            } else {
                throw Py.typeError("read() did not return a bytes object (type="
                        + r.type.getName() + ")");
            }
            if (b.length > 2048) {
                throw Py.valueError("read() returned too much data: 2048 bytes requested, "
                        + b.length + " returned");
            }
            feed(b, b.length == 0);
            if (b.length == 0) {
                return PyInt.of(1);
            }
        }
    }

    int line() {
        return parser.line(parser.eventPos);
    }

    int column() {
        return parser.column(parser.eventPos);
    }

    // ------------------------------------------------------------------ the type

    private static PyXmlParser p(PyObject self) {
        return (PyXmlParser) self;
    }

    private static final Params PARSE = new Params("Parse", new String[] {"data", "isfinal"},
            2, 2, 1);
    private static final Params EXTERNAL = new Params("ExternalEntityParserCreate",
            new String[] {"context", "encoding"}, 2, 2, 1);

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            throw Py.typeError("cannot create 'pyexpat.xmlparser' instances");
        });
        t.methodK("Parse", (self, args, kw) -> {
            PyObject[] a = PARSE.parse(args, kw);
            return p(self).parse(a[0], a[1] != null && Abstract.isTrue(a[1]));
        });
        t.method1("ParseFile", (self, file) -> p(self).parseFile(file));
        t.method1("SetBase", (self, base) -> {
            if (!(base instanceof PyStr s)) {
                throw Py.typeError("SetBase() argument must be str, not " + base.type.getName());
            }
            p(self).parser.base = s.value;
            return Py.None;
        });
        t.method0("GetBase", self -> s(p(self).parser.base));
        t.method0("GetInputContext", self -> Py.None);
        t.methodK("ExternalEntityParserCreate", (self, args, kw) -> {
            PyObject[] a = EXTERNAL.parse(args, kw);
            return p(self).externalEntityParser(a[1] == null || a[1] == Py.None ? null
                    : ((PyStr) a[1]).value);
        });
        t.method1("SetParamEntityParsing", (self, flag) -> {
            int f = (int) Abstract.asIndex(flag);
            ExpatParser x = p(self).parser;
            if (x.started() || f < 0 || f > 2) {
                return PyInt.of(0);
            }
            x.paramEntityParsing = f;
            return PyInt.of(1);
        });
        t.methodN("UseForeignDTD", 0, 1, (self, a) -> {
            ExpatParser x = p(self).parser;
            if (x.started()) {
                throw PyexpatModule.expatError(26, p(self).line(), p(self).column());
            }
            x.useForeignDTD = a.length == 0 || Abstract.isTrue(a[0]);
            return Py.None;
        });
        t.method0("GetReparseDeferralEnabled", self ->
                Py.newBool(p(self).parser.reparseDeferral));
        t.method1("SetReparseDeferralEnabled", (self, enabled) -> {
            p(self).parser.reparseDeferral = Abstract.isTrue(enabled);
            return Py.None;
        });
        for (int i = 0; i < HANDLER_NAMES.length; i++) {
            final int h = i;
            t.getset(HANDLER_NAMES[i], self -> {
                PyObject f = p(self).handlers[h];
                return f == null ? Py.None : f;
            }, (self, v) -> p(self).setHandler(h, v));
        }
        t.getset("buffer_text", self -> Py.newBool(p(self).buffer != null), (self, v) -> {
            PyXmlParser x = p(self);
            boolean on = Abstract.isTrue(v);
            if (on && x.buffer == null) {
                x.buffer = new StringBuilder();
            } else if (!on && x.buffer != null) {
                x.flush();
                x.buffer = null;
            }
        });
        t.getset("buffer_size", self -> PyInt.of(p(self).bufferSize), (self, v) -> {
            if (v instanceof org.specializer.api.PyBigInt) {
                throw Py.overflowError("Python int too large to convert to C long");
            }
            if (!(v instanceof PyInt)) {
                throw Py.typeError("buffer_size must be an integer");
            }
            long n = ((PyInt) v).value;
            if (n <= 0) {
                throw Py.valueError("buffer_size must be greater than zero");
            }
            if (n > Integer.MAX_VALUE) {
                throw Py.valueError("buffer_size must not be greater than " + Integer.MAX_VALUE);
            }
            PyXmlParser x = p(self);
            x.flush();
            x.bufferSize = (int) n;
        });
        t.getset("buffer_used", self -> PyInt.of(p(self).buffer == null ? 0
                : p(self).buffer.length()), null);
        t.getset("ordered_attributes", self -> Py.newBool(p(self).orderedAttributes),
                (self, v) -> p(self).orderedAttributes = Abstract.isTrue(v));
        t.getset("specified_attributes", self -> Py.newBool(p(self).specifiedAttributes),
                (self, v) -> p(self).specifiedAttributes = Abstract.isTrue(v));
        t.getset("namespace_prefixes", self -> Py.newBool(p(self).parser.namespacePrefixes),
                (self, v) -> p(self).parser.namespacePrefixes = Abstract.isTrue(v));
        t.getset("intern", self -> p(self).intern == null ? Py.None : p(self).intern, null);
        t.getset("ErrorCode", self -> PyInt.of(p(self).parser.error == null ? 0
                : p(self).parser.error.code), null);
        t.getset("ErrorLineNumber", self -> PyInt.of(p(self).line()), null);
        t.getset("ErrorColumnNumber", self -> PyInt.of(p(self).column()), null);
        t.getset("ErrorByteIndex", self -> PyInt.of(p(self).byteIndex()), null);
        t.getset("CurrentLineNumber", self -> PyInt.of(p(self).line()), null);
        t.getset("CurrentColumnNumber", self -> PyInt.of(p(self).column()), null);
        t.getset("CurrentByteIndex", self -> PyInt.of(p(self).byteIndex()), null);
    }

    long byteIndex() {
        return parser.byteIndex(parser.eventPos);
    }

    private void setHandler(int h, PyObject v) {
        flush();
        handlers[h] = v == Py.None ? null : v;
        if (h == DEFAULT || h == DEFAULT_EXPAND) {
            defaultSlot = h;
            parser.setDefaultExpand(h == DEFAULT_EXPAND || handlers[h] == null);
        }
    }

    /** {@code ExternalEntityParserCreate}: a parser for an external entity's content. */
    private PyObject externalEntityParser(String enc) {
        PyXmlParser x = new PyXmlParser(enc != null ? enc : null, nsSep, intern);
        System.arraycopy(handlers, 0, x.handlers, 0, COUNT);
        x.defaultSlot = defaultSlot;
        x.orderedAttributes = orderedAttributes;
        x.specifiedAttributes = specifiedAttributes;
        x.bufferSize = bufferSize;
        if (buffer != null) {
            x.buffer = new StringBuilder();
        }
        x.parser.base = parser.base;
        x.parser.namespacePrefixes = parser.namespacePrefixes;
        x.parser.externalEntity();
        x.parser.setDefaultExpand(parser.defaultExpand());
        return x;
    }
}
