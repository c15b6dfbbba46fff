package org.specializer.natives.pyexpat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A streaming XML parser that behaves as expat 2.6 (what CPython 3.13's pyexpat wraps): the
 * same callbacks in the same order, with the same pieces of character data, the same
 * positions ({@link #eventPos}: the start of the markup that caused the event), the same
 * errors at the same places, and markup without a handler of its own passed to the default
 * handler as expat passes it.
 *
 * <p>It is written here rather than on the JDK's StAX or SAX parsers because those cannot
 * reproduce expat's observable behaviour: they coalesce or split character data differently,
 * report no positions for most events, stop at the first error with their own messages and
 * positions, hide the raw markup a default handler receives, and do not parse incrementally
 * chunk by chunk as {@code Parse(data, isfinal)} requires.
 *
 * <p>The structure follows expat's: a tokenizer per context (prolog, content, CDATA section;
 * {@code xmltok_impl.c}) that says a token is complete, partial (wait for more input, or an
 * error at the end) or invalid (an error at the offending character); and processors that
 * give tokens their meaning ({@code xmlparse.c}: {@code doProlog}, {@code doContent},
 * {@code epilogProcessor}). The document type declaration is parsed for what expat keeps of
 * it without reading external entities: general entities, attribute defaults and types,
 * notations and element content models; a parameter entity reference ends the processing of
 * later declarations unless the document is standalone, as in expat.
 *
 * <p>Characters come from {@link Input}. Internal general entities are parsed from their
 * replacement text with positions frozen at the reference, as expat reports them.
 */
final class ExpatParser {
    static final String XML_NS = "http://www.w3.org/XML/1998/namespace";
    static final String XMLNS_NS = "http://www.w3.org/2000/xmlns/";

    private final Callbacks cb;
    private final Function<String, int[]> unknownEncoding;
    final Input in = new Input();
    /** The encoding the parser was created with (overrides the document's), or null. */
    private String forcedEncoding;
    /** The namespace separator, -1 without namespace processing, 0 for an empty one. */
    private final int nsSep;
    boolean namespacePrefixes;
    boolean reparseDeferral = true;
    String base;

    private enum State { START, PROLOG, CONTENT, EPILOG, DONE }

    private State state = State.START;
    /** Absolute index of the next character to process. */
    private long pos;
    /** Where the current event's markup starts and ends (absolute character indices). */
    long eventPos;
    long eventEnd;
    /** Set when an error stopped the parser. */
    XmlError error;
    private boolean finished;
    private int partialBefore;

    // line and column of a position, computed forward from the last one asked for
    private long lcPos;
    private int lcLine = 1;
    private int lcCol;
    private boolean lcAfterCr;

    // the document type declaration
    private final Map<String, Entity> generalEntities = new HashMap<>();
    private final Map<String, Entity> paramEntities = new HashMap<>();
    private final Map<String, List<AttDef>> attDefs = new HashMap<>();
    private boolean standalone;
    private boolean hasParamEntityRefs;
    private boolean keepProcessing = true;
    private boolean defaultExpand = true;

    // elements and namespaces
    private final ArrayDeque<OpenElement> stack = new ArrayDeque<>();
    private final Map<String, ArrayDeque<String>> bindings = new HashMap<>();

    /** An entity of the DTD. */
    static final class Entity {
        final String name;
        int[] text;
        String textString;
        String systemId;
        String publicId;
        String base;
        String notation;
        boolean open;

        Entity(String name) {
            this.name = name;
        }
    }

    /** An attribute declared by ATTLIST. */
    record AttDef(String name, boolean cdata, String dflt) {}

    /** An element being parsed: its raw name, reported name, and namespace bindings made. */
    record OpenElement(String raw, String reported, List<String> boundPrefixes, int entityDepth) {}

    ExpatParser(Callbacks cb, String encoding, int nsSep, Function<String, int[]> unknownEncoding) {
        this.cb = cb;
        this.forcedEncoding = encoding;
        this.nsSep = nsSep;
        this.unknownEncoding = unknownEncoding;
    }

    /** {@code XML_SetEncoding}: parse as this encoding (before parsing starts). */
    void setEncoding(String encoding) {
        if (state == State.START && in.available() == 0) {
            forcedEncoding = encoding;
        }
    }

    boolean started() {
        return state != State.START || in.available() > 0;
    }

    // ------------------------------------------------------------------ positions

    private void advanceTo(long target) {
        if (target < lcPos) {
            lcPos = in.base;
            lcLine = 1;
            lcCol = 0;
            lcAfterCr = false;
            // positions before the retained text are not kept: count from its start
            if (target < lcPos) {
                return;
            }
            recount(target);
            return;
        }
        recount(target);
    }

    private void recount(long target) {
        long stop = Math.min(target, in.base + in.n);
        for (long i = Math.max(lcPos, in.base); i < stop; i++) {
            int c = in.cp[(int) (i - in.base)];
            if (c == '\n') {
                if (!lcAfterCr) {
                    lcLine++;
                }
                lcCol = 0;
                lcAfterCr = false;
            } else if (c == '\r') {
                lcLine++;
                lcCol = 0;
                lcAfterCr = true;
            } else {
                lcCol++;
                lcAfterCr = false;
            }
        }
        lcPos = stop;
    }

    int line(long at) {
        advanceTo(at);
        return lcLine;
    }

    int column(long at) {
        advanceTo(at);
        return lcCol;
    }

    long byteIndex(long at) {
        long i = at - in.base;
        if (i < 0) {
            return in.off[0];
        }
        if (i > in.n) {
            i = in.n;
        }
        return in.off[(int) i];
    }

    // ------------------------------------------------------------------ driving

    /** {@code XML_Parse}: feed bytes; process what can be. */
    void parse(byte[] data, int off, int len, boolean isFinal) {
        if (error != null) {
            throw error;
        }
        if (finished) {
            throw error = new XmlError(XmlError.FINISHED, pos);
        }
        in.feed(data, off, len);
        if (isFinal) {
            finished = true;
        }
        try {
            run(isFinal);
        } catch (XmlError e) {
            error = e;
            long p = e.pos >= 0 ? e.pos : eventPos;
            eventPos = p;
            throw e;
        }
    }

    private void run(boolean isFinal) {
        if (state == State.START || (external && !encodingKnown)) {
            if (!detectEncoding(isFinal)) {
                return;
            }
            encodingKnown = true;
            if (state == State.START) {
                state = State.PROLOG;
            }
        }
        in.decode();
        syncSrc();
        int have = (int) (in.base + in.n - pos);
        if (reparseDeferral && !isFinal && partialBefore > 0 && have < 2 * partialBefore) {
            return;
        }
        long before = pos;
        for (;;) {
            boolean progressed;
            switch (state) {
                case PROLOG:
                    progressed = inSubset ? subsetStep(isFinal) : prologStep(isFinal);
                    break;
                case CONTENT:
                    progressed = inCdata ? cdataToken(isFinal) : contentToken(isFinal);
                    break;
                case EPILOG:
                    progressed = epilogStep(isFinal);
                    break;
                default:
                    progressed = false;
                    break;
            }
            if (!progressed) {
                break;
            }
        }
        partialBefore = pos == before ? have : 0;
        eventPos = pos;
        if (isFinal) {
            if (in.hasUndecoded()) {
                throw new XmlError(state == State.PROLOG ? XmlError.UNCLOSED_TOKEN
                        : XmlError.PARTIAL_CHAR, pos);
            }
            if (state == State.PROLOG || state == State.START) {
                throw new XmlError(XmlError.NO_ELEMENTS, pos);
            }
            if (state == State.CONTENT && !(external && stack.isEmpty())) {
                throw new XmlError(XmlError.NO_ELEMENTS, pos);
            }
            state = State.DONE;
        }
        in.discardBefore(Math.min(pos, lcPos));
    }

    private boolean encodingKnown;

    /** Choose the encoding from the first bytes; false while too few have come. */
    private boolean detectEncoding(boolean isFinal) {
        int b0 = in.peekByte(0);
        int b1 = in.peekByte(1);
        if (forcedEncoding != null) {
            setEncodingByName(forcedEncoding, true);
            if (in.enc == Input.Enc.UTF8 && b0 == 0xef && b1 == 0xbb && in.peekByte(2) == 0xbf) {
                in.enc = Input.Enc.UTF8;
            }
            return true;
        }
        if (b0 < 0 || (b1 < 0 && !isFinal)) {
            if (isFinal || b0 >= 0) {
                in.enc = Input.Enc.UTF8;
                return true;
            }
            return false;
        }
        if (b0 == 0xfe && b1 == 0xff) {
            in.enc = Input.Enc.UTF16BE;
        } else if (b0 == 0xff && b1 == 0xfe) {
            in.enc = Input.Enc.UTF16LE;
        } else if (b0 == 0x3c && b1 == 0x00) {
            in.enc = Input.Enc.UTF16LE;
        } else if (b0 == 0x00) {
            in.enc = Input.Enc.UTF16BE;
        } else if (b1 == 0x00) {
            in.enc = Input.Enc.UTF16LE;
        } else {
            in.enc = Input.Enc.UTF8;
            declaredMaySwitch = true;
        }
        return true;
    }

    /** Whether an encoding declaration may still change how bytes are read (8-bit documents). */
    private boolean declaredMaySwitch;

    /** Decode as encoding {@code name}: false when it is not one this parser can read. */
    private boolean setEncodingByName(String name, boolean forced) {
        String n = name.toUpperCase(java.util.Locale.ROOT);
        switch (n) {
            case "UTF-8":
                in.enc = Input.Enc.UTF8;
                return true;
            case "ISO-8859-1":
                in.enc = Input.Enc.LATIN1;
                return true;
            case "US-ASCII":
                in.enc = Input.Enc.ASCII;
                return true;
            case "UTF-16":
            case "UTF-16LE":
            case "UTF-16BE":
                if (forced) {
                    int b0 = in.peekByte(0);
                    in.enc = n.equals("UTF-16BE") || (n.equals("UTF-16") && b0 == 0xfe)
                            ? Input.Enc.UTF16BE : Input.Enc.UTF16LE;
                }
                return true;
            default:
                int[] table = unknownEncoding.apply(name);
                if (table == null || !usableTable(table)) {
                    return false;
                }
                in.table = table;
                in.enc = Input.Enc.TABLE;
                return true;
        }
    }

    /**
     * Whether expat takes an unknown encoding's byte table (XmlInitUnknownEncoding): the
     * characters that XML's syntax uses (markup, names' ASCII letters, white space) must be
     * their own bytes, and nothing may map past the Basic Multilingual Plane. cp864, which puts
     * the Arabic percent sign at byte 0x25, is refused as "unknown encoding".
     */
    private static boolean usableTable(int[] table) {
        for (int i = 0; i < 256; i++) {
            int c = table[i];
            if ((i < 0x80 && syntaxAscii(i) && c != i)
                    || (c >= 0 && c < 0x80 && syntaxAscii(c) && c != i) || c > 0xffff) {
                return false;
            }
        }
        return true;
    }

    /** An ASCII character of expat's byte types other than BT_OTHER and BT_NONXML. */
    private static boolean syntaxAscii(int c) {
        if (c < 0x20) {
            return c == '\t' || c == '\n' || c == '\r';
        }
        return c < 0x7f && "$@\\^`{}~".indexOf(c) < 0;
    }

    // ------------------------------------------------------------------ character access

    private static final int EOF = -1;

    // what the tokenizers read: the input, or an entity's replacement text
    private int[] tcp;
    private int tn;
    private long tbase;

    private void syncSrc() {
        tcp = in.cp;
        tn = in.n;
        tbase = in.base;
    }

    /** The character at absolute index {@code i}, or EOF past what has been decoded. */
    private int at(long i) {
        long r = i - tbase;
        return r < tn ? tcp[(int) r] : EOF;
    }

    private String text(long from, long to) {
        StringBuilder sb = new StringBuilder();
        for (long i = from; i < to; i++) {
            int c = at(i);
            if (c >= 0) {
                sb.appendCodePoint(c);
            }
        }
        return sb.toString();
    }

    /** The partial-token signal: more input is needed to finish the token at hand. */
    private static final class NeedMore extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NeedMore() {
            super(null, null, false, false);
        }
    }

    private static final NeedMore NEED_MORE = new NeedMore();

    static boolean isS(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    static boolean isNameStart(int c) {
        if (c < 0x80) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':';
        }
        if (c == 0xd7 || c == 0xf7) {
            return false;
        }
        return Character.isLetter(c) || Character.getType(c) == Character.LETTER_NUMBER;
    }

    static boolean isNameChar(int c) {
        if (c < 0x80) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '_' || c == ':' || c == '.' || c == '-';
        }
        if (c == 0xb7) {
            return true;
        }
        if (isNameStart(c)) {
            return true;
        }
        int t = Character.getType(c);
        return t == Character.DECIMAL_DIGIT_NUMBER || t == Character.NON_SPACING_MARK
                || t == Character.COMBINING_SPACING_MARK || t == Character.ENCLOSING_MARK
                || t == Character.MODIFIER_LETTER;
    }

    /** Characters XML allows in content. */
    static boolean isXmlChar(int c) {
        if (c < 0x20) {
            return c == '\t' || c == '\n' || c == '\r';
        }
        return c != Input.BAD && !(c >= 0xd800 && c < 0xe000) && c != 0xfffe && c != 0xffff;
    }

    /** The end of a name starting at {@code i} (which must be a name start). */
    private long scanName(long i, boolean fin) {
        int c;
        while ((c = at(i)) != EOF && isNameChar(c)) {
            i++;
        }
        if (c == EOF && !fin) {
            throw NEED_MORE;
        }
        return i;
    }

    /** A character that must be there: partial at the end, else an invalid token there. */
    private int need(long i, boolean fin) {
        int c = at(i);
        if (c == EOF) {
            if (fin) {
                throw new XmlError(XmlError.UNCLOSED_TOKEN, -2);
            }
            throw NEED_MORE;
        }
        return c;
    }

    private static XmlError invalid(long at) {
        return new XmlError(XmlError.INVALID_TOKEN, at);
    }

    /** Run a token recognizer: its end, or -1 for "wait"; an unclosed token is an error at start. */
    private long token(long start, boolean fin, java.util.function.LongUnaryOperator scan) {
        try {
            return scan.applyAsLong(start);
        } catch (NeedMore e) {
            if (fin) {
                if (in.hasUndecoded()) {
                    throw new XmlError(XmlError.PARTIAL_CHAR, start);
                }
                throw new XmlError(XmlError.UNCLOSED_TOKEN, start);
            }
            return -1;
        } catch (XmlError e) {
            if (e.pos == -2) {
                throw new XmlError(e.code, start);
            }
            throw e;
        }
    }

    // ------------------------------------------------------------------ markup recognizers

    /** {@code <!--...-->} from {@code i} (at '<'): its end. */
    private long scanComment(long i, boolean fin) {
        // "<!--" checked by the caller
        long j = i + 4;
        for (;;) {
            int c = need(j, fin);
            if (!isXmlChar(c)) {
                throw invalid(j);
            }
            if (c == '-') {
                if (need(j + 1, fin) == '-') {
                    if (need(j + 2, fin) != '>') {
                        throw invalid(j + 2);
                    }
                    return j + 3;
                }
            }
            j++;
        }
    }

    /** {@code <?target data?>} from '<': its end; target and data in {@code piParts}. */
    private String[] piParts;

    private long scanPi(long i, boolean fin, boolean atDocStart) {
        long j = i + 2;
        int c = need(j, fin);
        if (!isNameStart(c)) {
            throw invalid(j);
        }
        long nameEnd = scanName(j, fin);
        String target = text(j, nameEnd);
        if (target.equalsIgnoreCase("xml")) {
            if (!target.equals("xml")) {
                throw invalid(nameEnd);
            }
            int d = need(nameEnd, fin);
            if (isS(d) || d == '?') {
                // an XML declaration: only at the very start
                long end = scanPiEnd(nameEnd, fin);
                if (!atDocStart) {
                    throw new XmlError(XmlError.MISPLACED_XML_PI, i);
                }
                piParts = new String[] {target, null};
                return end;
            }
        }
        c = need(nameEnd, fin);
        if (c == '?') {
            if (need(nameEnd + 1, fin) != '>') {
                throw invalid(nameEnd + 1);
            }
            piParts = new String[] {target, ""};
            return nameEnd + 2;
        }
        if (!isS(c)) {
            throw invalid(nameEnd);
        }
        long dataStart = nameEnd;
        while (isS(need(dataStart, fin))) {
            dataStart++;
        }
        long end = scanPiEnd(dataStart, fin);
        piParts = new String[] {target, normalizeNewlines(text(dataStart, end - 2))};
        return end;
    }

    private long scanPiEnd(long j, boolean fin) {
        for (;;) {
            int c = need(j, fin);
            if (!isXmlChar(c)) {
                throw invalid(j);
            }
            if (c == '?' && need(j + 1, fin) == '>') {
                return j + 2;
            }
            j++;
        }
    }

    static String normalizeNewlines(String s) {
        if (s.indexOf('\r') < 0) {
            return s;
        }
        return s.replace("\r\n", "\n").replace('\r', '\n');
    }

    /** A quoted literal from its opening quote: the index after the closing one. */
    private long scanLiteral(long i, boolean fin) {
        int q = at(i);
        long j = i + 1;
        for (;;) {
            int c = need(j, fin);
            if (c == q) {
                return j + 1;
            }
            if (!isXmlChar(c)) {
                throw invalid(j);
            }
            j++;
        }
    }

    // ------------------------------------------------------------------ XML declaration

    /** Parse the XML declaration between {@code from} and {@code to}; report it. */
    private void xmlDecl(long from, long to) {
        long j = from + 5;
        long end = to - 2;
        String version = null;
        String encoding = null;
        int sa = -1;
        int which = 0;
        for (;;) {
            long ws = j;
            while (j < end && isS(at(j))) {
                j++;
            }
            if (j >= end) {
                break;
            }
            if (j == ws) {
                throw new XmlError(XmlError.XML_DECL, j);
            }
            long nameStart = j;
            while (j < end && isNameChar(at(j))) {
                j++;
            }
            String name = text(nameStart, j);
            while (j < end && isS(at(j))) {
                j++;
            }
            if (j >= end || at(j) != '=') {
                throw new XmlError(XmlError.XML_DECL, nameStart);
            }
            j++;
            while (j < end && isS(at(j))) {
                j++;
            }
            int q = j < end ? at(j) : EOF;
            if (q != '"' && q != '\'') {
                throw new XmlError(XmlError.XML_DECL, nameStart);
            }
            long vs = j + 1;
            long ve = vs;
            while (ve < end && at(ve) != q) {
                ve++;
            }
            if (ve >= end) {
                throw new XmlError(XmlError.XML_DECL, nameStart);
            }
            String value = text(vs, ve);
            j = ve + 1;
            if (name.equals("version") && which == 0) {
                version = value;
                which = 1;
            } else if (name.equals("encoding") && which == 1) {
                encoding = value;
                which = 2;
            } else if (name.equals("standalone") && which >= 1 && which < 3) {
                if (value.equals("yes")) {
                    sa = 1;
                } else if (value.equals("no")) {
                    sa = 0;
                } else {
                    throw new XmlError(XmlError.XML_DECL, nameStart);
                }
                which = 3;
            } else {
                throw new XmlError(XmlError.XML_DECL, nameStart);
            }
        }
        if (version == null) {
            throw new XmlError(XmlError.XML_DECL, from + 5);
        }
        if (sa == 1) {
            standalone = true;
        }
        setEvent(from, to);
        if (cb.has(Callbacks.XML_DECL)) {
            cb.xmlDecl(version, encoding, sa);
        } else {
            reportDefault(from, to);
        }
        if (encoding != null && forcedEncoding == null) {
            switchEncoding(encoding);
        }
    }

    private void switchEncoding(String encoding) {
        String n = encoding.toUpperCase(java.util.Locale.ROOT);
        boolean sixteen = in.enc == Input.Enc.UTF16LE || in.enc == Input.Enc.UTF16BE;
        if (sixteen) {
            if (!n.startsWith("UTF-16")) {
                throw new XmlError(XmlError.INCORRECT_ENCODING, eventPos);
            }
            return;
        }
        if (n.startsWith("UTF-16")) {
            throw new XmlError(XmlError.INCORRECT_ENCODING, eventPos);
        }
        if (!declaredMaySwitch || n.equals("UTF-8")) {
            return;
        }
        Input.Enc old = in.enc;
        if (!setEncodingByName(encoding, false)) {
            throw new XmlError(XmlError.UNKNOWN_ENCODING, eventPos);
        }
        if (in.enc != old) {
            in.redecodeFrom(pos);
            in.decode();
            syncSrc();
        }
    }

    // ------------------------------------------------------------------ events

    private void setEvent(long from, long to) {
        if (entityDepth == 0) {
            eventPos = from;
            eventEnd = to;
        }
    }

    private void reportDefault(long from, long to) {
        if (cb.has(Callbacks.DEFAULT) || cb.has(Callbacks.DEFAULT_EXPAND)) {
            cb.defaultText(text(from, to));
        }
    }

    private boolean hasDefault() {
        return cb.has(Callbacks.DEFAULT) || cb.has(Callbacks.DEFAULT_EXPAND);
    }

    // ------------------------------------------------------------------ prolog

    private boolean atDocStart() {
        return pos == in.base + (in.n > 0 && in.base == 0 && in.cp[0] == 0xfeff ? 1 : 0)
                && pos <= 1;
    }

    /** One token of the prolog; false when waiting for input. */
    private boolean prologStep(boolean fin) {
        if (pos == 0 && at(0) == 0xfeff) {
            pos = 1;
        }
        int c = at(pos);
        if (c == EOF) {
            return false;
        }
        long start = pos;
        if (isS(c)) {
            long end = scanS(start, fin);
            if (end < 0) {
                return false;
            }
            setEvent(start, end);
            reportDefault(start, end);
            pos = end;
            return true;
        }
        if (c != '<') {
            // some other token of the prolog, out of place: a syntax error at it
            if (dtdToken(start, fin) < 0) {
                return false;
            }
            throw new XmlError(XmlError.SYNTAX, start);
        }
        int d = at(start + 1);
        if (d == EOF) {
            if (fin) {
                throw new XmlError(XmlError.UNCLOSED_TOKEN, start);
            }
            return false;
        }
        if (d == '?') {
            boolean docStart = atDocStart();
            long end = token(start, fin, s -> scanPi(s, fin, docStart));
            if (end < 0) {
                return false;
            }
            if (piParts[1] == null) {
                pos = end;
                xmlDecl(start, end);
                return true;
            }
            pos = end;
            processingInstruction(start, end);
            return true;
        }
        if (d == '!') {
            long end = token(start, fin, s -> {
                int e = need(s + 2, fin);
                if (e == '-') {
                    if (need(s + 3, fin) != '-') {
                        throw invalid(s + 3);
                    }
                    return scanComment(s, fin);
                }
                return -2;
            });
            if (end == -1) {
                return false;
            }
            if (end >= 0) {
                pos = end;
                comment(start, end);
                return true;
            }
            return doctype(fin);
        }
        if (isNameStart(d)) {
            if (useForeignDTD) {
                setEvent(start, start);
                readExternalSubset(null, null, start);
            }
            state = State.CONTENT;
            return true;
        }
        throw invalid(start + 1);
    }

    /** Whitespace from {@code i}: its end, or -1 to wait (it may go on). */
    private long scanS(long i, boolean fin) {
        long j = i;
        while (isS(at(j))) {
            j++;
        }
        if (at(j) == EOF && !fin) {
            return j > i && at(j - 1) != '\r' ? j : -1;
        }
        return j;
    }

    private void comment(long start, long end) {
        setEvent(start, end);
        if (cb.has(Callbacks.COMMENT)) {
            cb.comment(normalizeNewlines(text(start + 4, end - 3)));
        } else {
            reportDefault(start, end);
        }
    }

    private void processingInstruction(long start, long end) {
        setEvent(start, end);
        if (cb.has(Callbacks.PROCESSING_INSTRUCTION)) {
            cb.processingInstruction(piParts[0], piParts[1]);
        } else {
            reportDefault(start, end);
        }
    }

    // ------------------------------------------------------------------ DTD tokens

    static final int T_S = 1;
    static final int T_NAME = 2;
    static final int T_LITERAL = 3;
    static final int T_OPEN_BRACKET = 4;
    static final int T_CLOSE_BRACKET = 5;
    static final int T_DECL_CLOSE = 6;
    static final int T_DECL_OPEN = 7;
    static final int T_PE_REF = 8;
    static final int T_PERCENT = 9;
    static final int T_OPEN_PAREN = 10;
    static final int T_CLOSE_PAREN = 11;
    static final int T_OR = 12;
    static final int T_COMMA = 13;
    static final int T_POUND_NAME = 14;
    static final int T_COMMENT = 15;
    static final int T_PI = 16;
    static final int T_QUANT = 17;

    /** The DTD token at {@code i}: type, with its end in {@link #tokEnd}; -1 to wait. */
    private long tokEnd;

    private int dtdToken(long i, boolean fin) {
        int c = at(i);
        if (c == EOF) {
            if (fin) {
                throw new XmlError(XmlError.NO_ELEMENTS, i);
            }
            return -1;
        }
        int[] type = new int[1];
        long end = token(i, fin, s -> {
            int x = at(s);
            if (isS(x)) {
                long e = s;
                while (isS(need(e, fin))) {
                    e++;
                }
                type[0] = T_S;
                return e;
            }
            switch (x) {
                case '"':
                case '\'':
                    type[0] = T_LITERAL;
                    return scanLiteral(s, fin);
                case '[':
                    type[0] = T_OPEN_BRACKET;
                    return s + 1;
                case ']':
                    type[0] = T_CLOSE_BRACKET;
                    return s + 1;
                case '>':
                    type[0] = T_DECL_CLOSE;
                    return s + 1;
                case '(':
                    type[0] = T_OPEN_PAREN;
                    return s + 1;
                case ')': {
                    type[0] = T_CLOSE_PAREN;
                    int q = need(s + 1, fin);
                    return q == '*' || q == '?' || q == '+' ? s + 2 : s + 1;
                }
                case '|':
                    type[0] = T_OR;
                    return s + 1;
                case ',':
                    type[0] = T_COMMA;
                    return s + 1;
                case '%': {
                    int q = need(s + 1, fin);
                    if (isS(q)) {
                        type[0] = T_PERCENT;
                        return s + 1;
                    }
                    if (!isNameStart(q)) {
                        throw invalid(s + 1);
                    }
                    long e = scanName(s + 1, fin);
                    if (need(e, fin) != ';') {
                        throw invalid(e);
                    }
                    type[0] = T_PE_REF;
                    return e + 1;
                }
                case '#': {
                    int q = need(s + 1, fin);
                    if (!isNameStart(q)) {
                        throw invalid(s + 1);
                    }
                    type[0] = T_POUND_NAME;
                    return scanName(s + 1, fin);
                }
                case '<': {
                    int q = need(s + 1, fin);
                    if (q == '?') {
                        type[0] = T_PI;
                        return scanPi(s, fin, false);
                    }
                    if (q != '!') {
                        throw invalid(s + 1);
                    }
                    int r = need(s + 2, fin);
                    if (r == '-') {
                        if (need(s + 3, fin) != '-') {
                            throw invalid(s + 3);
                        }
                        type[0] = T_COMMENT;
                        return scanComment(s, fin);
                    }
                    if (!isNameStart(r)) {
                        throw invalid(s + 2);
                    }
                    type[0] = T_DECL_OPEN;
                    long e = scanName(s + 2, fin);
                    int after = need(e, fin);
                    if (!isS(after) && after != '%') {
                        throw invalid(e);
                    }
                    return e;
                }
                default:
                    if (isNameChar(x)) {
                        long e = scanName(s, fin);
                        int q = at(e);
                        if (q == '*' || q == '?' || q == '+') {
                            type[0] = T_QUANT;
                            return e + 1;
                        }
                        if (q != EOF && !isS(q) && ">()|,[]%;".indexOf(q) < 0) {
                            throw invalid(e);
                        }
                        type[0] = T_NAME;
                        return e;
                    }
                    throw invalid(s);
            }
        });
        if (end < 0) {
            return -1;
        }
        tokEnd = end;
        return type[0];
    }

    /** The tokens of one declaration, collected until its '>' has come. */
    record Tok(int type, long start, long end) {}

    /**
     * Read tokens from {@code pos} up to the first {@code T_DECL_CLOSE} at nesting level 0 (or,
     * for the DOCTYPE, up to '[' or its '>'): null to wait for more input.
     */
    private List<Tok> collect(long from, boolean fin, boolean doctype) {
        List<Tok> toks = new ArrayList<>();
        long i = from;
        for (;;) {
            int t = dtdToken(i, fin);
            if (t < 0) {
                return null;
            }
            toks.add(new Tok(t, i, tokEnd));
            i = tokEnd;
            if (t == T_DECL_CLOSE || (doctype && t == T_OPEN_BRACKET)) {
                return toks;
            }
            if (toks.size() > 1 && (t == T_DECL_OPEN || t == T_COMMENT || t == T_PI)) {
                throw new XmlError(XmlError.SYNTAX, toks.get(toks.size() - 1).start());
            }
        }
    }

    private String tokText(Tok t) {
        return text(t.start(), t.end());
    }

    /** The value of a literal token, without its quotes. */
    private String literal(Tok t) {
        return text(t.start() + 1, t.end() - 1);
    }

    /** Report tokens to the default handler unless {@code consumed}. */
    private void dflt(Tok t, boolean consumed) {
        if (!consumed) {
            setEvent(t.start(), t.end());
            reportDefault(t.start(), t.end());
        }
    }

    private boolean inSubset;
    private String doctypeName;
    private String doctypeSys;
    private String doctypePub;
    private boolean doctypeReported;

    /** {@code <!DOCTYPE ...} at {@code pos} (and its internal subset, piece by piece). */
    private boolean doctype(boolean fin) {
        long start = pos;
        if (!inSubset) {
            int t0 = dtdToken(start, fin);
            if (t0 < 0) {
                return false;
            }
            if (t0 != T_DECL_OPEN || !text(start + 2, tokEnd).equals("DOCTYPE")) {
                throw new XmlError(XmlError.SYNTAX, start);
            }
            if (doctypeSeen) {
                throw new XmlError(XmlError.SYNTAX, start);
            }
            List<Tok> toks = collect(start, fin, true);
            if (toks == null) {
                return false;
            }
            doctypeSeen = true;
            boolean h = cb.has(Callbacks.START_DOCTYPE_DECL);
            // '<!DOCTYPE' S name (S (SYSTEM S lit | PUBLIC S lit S lit))? S? ('[' | '>')
            int k = 0;
            dflt(toks.get(k++), h);
            Tok t = toks.get(k);
            if (t.type() != T_S) {
                throw new XmlError(XmlError.SYNTAX, t.start());
            }
            dflt(toks.get(k++), h);
            t = toks.get(k);
            if (t.type() != T_NAME) {
                throw new XmlError(XmlError.SYNTAX, t.start());
            }
            doctypeName = tokText(t);
            dflt(toks.get(k++), h);
            doctypeSys = null;
            doctypePub = null;
            if (toks.get(k).type() == T_S) {
                dflt(toks.get(k++), h);
            }
            t = toks.get(k);
            if (t.type() == T_NAME) {
                String kw = tokText(t);
                if (!kw.equals("SYSTEM") && !kw.equals("PUBLIC")) {
                    throw new XmlError(XmlError.SYNTAX, t.start());
                }
                dflt(t, h);
                k++;
                k = expectS(toks, k, h);
                if (kw.equals("PUBLIC")) {
                    t = toks.get(k);
                    if (t.type() != T_LITERAL) {
                        throw new XmlError(XmlError.SYNTAX, t.start());
                    }
                    doctypePub = checkPubid(t);
                    dflt(t, h);
                    k++;
                    k = expectS(toks, k, h);
                }
                t = toks.get(k);
                if (t.type() != T_LITERAL) {
                    throw new XmlError(XmlError.SYNTAX, t.start());
                }
                doctypeSys = literal(t);
                dflt(t, h);
                hasParamEntityRefs = true;
                if (!standalone && paramEntityParsing == 0
                        && cb.has(Callbacks.NOT_STANDALONE)) {
                    setEvent(t.start(), t.end());
                    if (cb.notStandalone() == 0) {
                        throw new XmlError(XmlError.NOT_STANDALONE, t.start());
                    }
                }
                k++;
                if (toks.get(k).type() == T_S) {
                    dflt(toks.get(k++), h);
                }
            }
            t = toks.get(k);
            if (t.type() == T_OPEN_BRACKET) {
                setEvent(t.start(), t.end());
                if (h) {
                    cb.startDoctypeDecl(doctypeName, doctypeSys, doctypePub, true);
                }
                doctypeReported = true;
                dflt(t, h);
                inSubset = true;
                pos = t.end();
                return true;
            }
            if (t.type() != T_DECL_CLOSE || k != toks.size() - 1) {
                throw new XmlError(XmlError.SYNTAX, t.start());
            }
            pos = t.end();
            endDoctype(t, false);
            return true;
        }
        return false;
    }

    private boolean doctypeSeen;

    /** {@code XML_SetParamEntityParsing}: 0 never, 1 unless standalone, 2 always. */
    int paramEntityParsing;
    /** {@code XML_UseForeignDTD}. */
    boolean useForeignDTD;

    /**
     * The external DTD subset: handed to the external entity handler (context None) when
     * parameter entities are parsed. Compare expat xmlparse.c: doProlog,
     * XML_ROLE_DOCTYPE_CLOSE and XML_ROLE_INSTANCE_START.
     */
    private void readExternalSubset(String systemId, String publicId, long at) {
        hasParamEntityRefs = systemId != null || hasParamEntityRefs;
        boolean parse = paramEntityParsing == 2 || (paramEntityParsing == 1 && !standalone);
        if (parse && cb.has(Callbacks.EXTERNAL_ENTITY_REF)) {
            if (cb.externalEntityRef(null, base, systemId, publicId) == 0) {
                throw new XmlError(XmlError.EXTERNAL_ENTITY_HANDLING, at);
            }
        }
        useForeignDTD = false;
    }

    private int expectS(List<Tok> toks, int k, boolean consumed) {
        Tok t = toks.get(k);
        if (t.type() != T_S) {
            throw new XmlError(XmlError.SYNTAX, t.start());
        }
        dflt(t, consumed);
        return k + 1;
    }

    private String checkPubid(Tok t) {
        String s = literal(t);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || " \r\n-'()+,./:=?;!*#@$_%".indexOf(c) >= 0;
            if (!ok) {
                throw new XmlError(XmlError.PUBLICID, t.start());
            }
        }
        return s.trim().replaceAll("[ \r\n]+", " ");
    }

    private void endDoctype(Tok close, boolean hadSubset) {
        setEvent(close.start(), close.end());
        boolean consumed = false;
        if (!doctypeReported && cb.has(Callbacks.START_DOCTYPE_DECL)) {
            cb.startDoctypeDecl(doctypeName, doctypeSys, doctypePub, false);
            consumed = true;
        }
        doctypeReported = true;
        if (doctypeSys != null || useForeignDTD) {
            readExternalSubset(doctypeSys, doctypePub, close.start());
        }
        if (cb.has(Callbacks.END_DOCTYPE_DECL)) {
            setEvent(close.start(), close.end());
            cb.endDoctypeDecl();
            consumed = true;
        }
        dflt(close, consumed);
    }

    /** One piece of the internal subset at {@code pos}. */
    private boolean subsetStep(boolean fin) {
        long start = pos;
        int t = dtdToken(start, fin);
        if (t < 0) {
            return false;
        }
        Tok tok = new Tok(t, start, tokEnd);
        switch (t) {
            case T_S:
                pos = tokEnd;
                dflt(tok, false);
                return true;
            case T_COMMENT:
                pos = tokEnd;
                comment(start, tokEnd);
                return true;
            case T_PI:
                pos = tokEnd;
                processingInstruction(start, tokEnd);
                return true;
            case T_PE_REF: {
                pos = tokEnd;
                hasParamEntityRefs = true;
                keepProcessing = standalone;
                setEvent(start, tokEnd);
                if (!standalone && cb.has(Callbacks.NOT_STANDALONE)) {
                    if (cb.notStandalone() == 0) {
                        throw new XmlError(XmlError.NOT_STANDALONE, start);
                    }
                }
                dflt(tok, false);
                return true;
            }
            case T_CLOSE_BRACKET: {
                // ']' S? '>'
                long j = tokEnd;
                while (isS(at(j))) {
                    j++;
                }
                int c = at(j);
                if (c == EOF) {
                    if (fin) {
                        throw new XmlError(XmlError.NO_ELEMENTS, j);
                    }
                    return false;
                }
                if (c != '>') {
                    throw new XmlError(XmlError.SYNTAX, j);
                }
                boolean h = cb.has(Callbacks.START_DOCTYPE_DECL);
                dflt(tok, h);
                if (j > tokEnd) {
                    dflt(new Tok(T_S, tokEnd, j), h);
                }
                inSubset = false;
                pos = j + 1;
                endDoctype(new Tok(T_DECL_CLOSE, j, j + 1), true);
                return true;
            }
            case T_DECL_OPEN: {
                List<Tok> toks = collect(start, fin, false);
                if (toks == null) {
                    return false;
                }
                pos = toks.get(toks.size() - 1).end();
                String kw = text(start + 2, tok.end());
                switch (kw) {
                    case "ENTITY":
                        Declarations.entity(this, toks);
                        break;
                    case "ATTLIST":
                        Declarations.attlist(this, toks);
                        break;
                    case "ELEMENT":
                        Declarations.element(this, toks);
                        break;
                    case "NOTATION":
                        Declarations.notation(this, toks);
                        break;
                    default:
                        throw new XmlError(XmlError.SYNTAX, start);
                }
                return true;
            }
            default:
                throw new XmlError(XmlError.SYNTAX, start);
        }
    }

    // package access for Declarations
    Callbacks callbacks() {
        return cb;
    }

    boolean keepProcessing() {
        return keepProcessing;
    }

    String tokenText(long from, long to) {
        return text(from, to);
    }

    void event(long from, long to) {
        setEvent(from, to);
    }

    void toDefault(long from, long to) {
        setEvent(from, to);
        reportDefault(from, to);
    }

    int charAt(long i) {
        return at(i);
    }

    Map<String, Entity> generalEntities() {
        return generalEntities;
    }

    Map<String, Entity> paramEntities() {
        return paramEntities;
    }

    Map<String, List<AttDef>> attDefs() {
        return attDefs;
    }

    // ------------------------------------------------------------------ content

    private int entityDepth;

    private boolean contentToken(boolean fin) {
        long start = pos;
        int c = at(start);
        if (c == EOF) {
            return false;
        }
        switch (c) {
            case '<': {
                int d = at(start + 1);
                if (d == EOF) {
                    if (fin) {
                        throw new XmlError(XmlError.UNCLOSED_TOKEN, start);
                    }
                    return false;
                }
                if (d == '/') {
                    return endTag(start, fin);
                }
                if (d == '?') {
                    boolean textDecl = external && start == 0 && entityDepth == 0;
                    long end = token(start, fin, s -> scanPi(s, fin, textDecl));
                    if (end < 0) {
                        return false;
                    }
                    pos = end;
                    if (piParts[1] == null) {
                        setEvent(start, end);
                        reportDefault(start, end);
                        return true;
                    }
                    processingInstruction(start, end);
                    return true;
                }
                if (d == '!') {
                    return bang(start, fin);
                }
                if (isNameStart(d)) {
                    return startTag(start, fin);
                }
                throw invalid(start + 1);
            }
            case '&':
                return reference(start, fin);
            case '\r': {
                int d = at(start + 1);
                if (d == EOF && !fin) {
                    return false;
                }
                long end = d == '\n' ? start + 2 : start + 1;
                pos = end;
                characters(start, end, "\n");
                return true;
            }
            case '\n':
                pos = start + 1;
                characters(start, start + 1, "\n");
                return true;
            case ']': {
                int d = at(start + 1);
                if (d == EOF && !fin) {
                    return false;
                }
                if (d == ']') {
                    int e = at(start + 2);
                    if (e == EOF && !fin) {
                        return false;
                    }
                    if (e == '>') {
                        throw invalid(start + 2);
                    }
                }
                return dataRun(start, fin);
            }
            default:
                if (!isXmlChar(c)) {
                    throw invalid(start);
                }
                return dataRun(start, fin);
        }
    }

    private boolean dataRun(long start, boolean fin) {
        long j = start;
        for (;;) {
            int c = at(j);
            if (c == EOF) {
                break;
            }
            if (c == '<' || c == '&' || c == '\r' || c == '\n' || !isXmlChar(c)) {
                break;
            }
            if (c == ']') {
                int d = at(j + 1);
                if (d == EOF) {
                    if (j > start || fin) {
                        if (fin) {
                            j++;
                            continue;
                        }
                        break;
                    }
                }
                if (d == ']') {
                    int e = at(j + 2);
                    if (e == EOF && !fin) {
                        break;
                    }
                    if (e == '>') {
                        throw invalid(j + 2);
                    }
                }
            }
            j++;
        }
        if (j == start) {
            if (at(j) == EOF) {
                return false;
            }
            throw invalid(j);
        }
        pos = j;
        characters(start, j, text(start, j));
        return true;
    }

    private void characters(long from, long to, String data) {
        setEvent(from, to);
        if (cb.has(Callbacks.CHARACTER_DATA)) {
            if (entityDepth == 0 && mustConvert()) {
                // expat converts such input through a buffer of 1024 UTF-8 bytes and hands
                // each buffer full to the handler
                int i = 0;
                while (i < data.length()) {
                    int bytes = 0;
                    int j = i;
                    while (j < data.length()) {
                        int c = data.codePointAt(j);
                        int n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
                        if (bytes + n > 1024) {
                            break;
                        }
                        bytes += n;
                        j += Character.charCount(c);
                    }
                    cb.characterData(data.substring(i, j));
                    i = j;
                }
            } else {
                cb.characterData(data);
            }
        } else {
            reportDefault(from, to);
        }
    }

    /** Is the input in an encoding expat converts (all but UTF-8 and its subset ASCII)? */
    private boolean mustConvert() {
        return in.enc != Input.Enc.UTF8 && in.enc != Input.Enc.ASCII;
    }

    private boolean bang(long start, boolean fin) {
        int[] kind = new int[1];
        long end = token(start, fin, s -> {
            int c = need(s + 2, fin);
            if (c == '-') {
                if (need(s + 3, fin) != '-') {
                    throw invalid(s + 3);
                }
                kind[0] = 1;
                return scanComment(s, fin);
            }
            if (c == '[') {
                String cd = "CDATA[";
                for (int i = 0; i < cd.length(); i++) {
                    if (need(s + 3 + i, fin) != cd.charAt(i)) {
                        throw invalid(s + 3 + i);
                    }
                }
                kind[0] = 2;
                return s + 9;
            }
            throw invalid(s + 2);
        });
        if (end < 0) {
            return false;
        }
        pos = end;
        if (kind[0] == 1) {
            comment(start, end);
            return true;
        }
        setEvent(start, end);
        if (cb.has(Callbacks.START_CDATA_SECTION)) {
            cb.startCdataSection();
        } else {
            reportDefault(start, end);
        }
        inCdata = true;
        return true;
    }

    private boolean inCdata;

    /** One token of a CDATA section's content. */
    private boolean cdataToken(boolean fin) {
        long start = pos;
        int c = at(start);
        if (c == EOF) {
            if (fin) {
                throw new XmlError(XmlError.UNCLOSED_CDATA_SECTION, start);
            }
            return false;
        }
        if (c == ']') {
            int d = at(start + 1);
            int e = at(start + 2);
            if ((d == EOF || (d == ']' && e == EOF)) && !fin) {
                return false;
            }
            if (d == ']' && e == '>') {
                pos = start + 3;
                inCdata = false;
                setEvent(start, pos);
                if (cb.has(Callbacks.END_CDATA_SECTION)) {
                    cb.endCdataSection();
                } else {
                    reportDefault(start, pos);
                }
                return true;
            }
        }
        if (c == '\r') {
            int d = at(start + 1);
            if (d == EOF && !fin) {
                return false;
            }
            pos = d == '\n' ? start + 2 : start + 1;
            characters(start, pos, "\n");
            return true;
        }
        if (c == '\n') {
            pos = start + 1;
            characters(start, pos, "\n");
            return true;
        }
        long j = start;
        for (;;) {
            int x = at(j);
            if (x == EOF || x == '\r' || x == '\n') {
                break;
            }
            if (!isXmlChar(x)) {
                if (j == start) {
                    throw invalid(j);
                }
                break;
            }
            if (x == ']' && j > start) {
                break;
            }
            j++;
        }
        pos = j;
        characters(start, j, text(start, j));
        return true;
    }

    // ------------------------------------------------------------------ tags

    private boolean endTag(long start, boolean fin) {
        long end = token(start, fin, s -> {
            int c = need(s + 2, fin);
            if (!isNameStart(c)) {
                throw invalid(s + 2);
            }
            long e = scanName(s + 2, fin);
            while (isS(need(e, fin))) {
                e++;
            }
            if (need(e, fin) != '>') {
                throw invalid(e);
            }
            return e + 1;
        });
        if (end < 0) {
            return false;
        }
        long nameEnd = start + 2;
        while (isNameChar(at(nameEnd))) {
            nameEnd++;
        }
        String raw = text(start + 2, nameEnd);
        OpenElement top = stack.peek();
        if (top == null || !top.raw().equals(raw)) {
            throw new XmlError(XmlError.TAG_MISMATCH, start + 2);
        }
        if (top.entityDepth() != entityDepth) {
            throw new XmlError(XmlError.ASYNC_ENTITY, start);
        }
        pos = end;
        stack.pop();
        setEvent(start, end);
        if (cb.has(Callbacks.END_ELEMENT)) {
            cb.endElement(top.reported());
        } else {
            reportDefault(start, end);
        }
        endBindings(top);
        if (stack.isEmpty() && entityDepth == 0 && !external) {
            state = State.EPILOG;
        }
        return true;
    }

    private void endBindings(OpenElement e) {
        List<String> bound = e.boundPrefixes();
        for (int i = bound.size() - 1; i >= 0; i--) {
            String p = bound.get(i);
            bindings.get(p == null ? "" : p).pop();
            if (cb.has(Callbacks.END_NAMESPACE_DECL)) {
                cb.endNamespaceDecl(p);
            }
        }
    }

    /** An attribute as written: name, where, and its value (references expanded). */
    private record Att(String name, long at, String value) {}

    private boolean startTag(long start, boolean fin) {
        List<long[]> spans = new ArrayList<>();
        boolean[] empty = new boolean[1];
        long end = token(start, fin, s -> {
            spans.clear();
            long e = scanName(s + 1, fin);
            for (;;) {
                int c = need(e, fin);
                if (c == '>') {
                    empty[0] = false;
                    return e + 1;
                }
                if (c == '/') {
                    if (need(e + 1, fin) != '>') {
                        throw invalid(e + 1);
                    }
                    empty[0] = true;
                    return e + 2;
                }
                if (!isS(c)) {
                    throw invalid(e);
                }
                while (isS(need(e, fin))) {
                    e++;
                }
                c = need(e, fin);
                if (c == '>' || c == '/') {
                    continue;
                }
                if (!isNameStart(c)) {
                    throw invalid(e);
                }
                long ns = e;
                e = scanName(e, fin);
                long ne = e;
                while (isS(need(e, fin))) {
                    e++;
                }
                if (need(e, fin) != '=') {
                    throw invalid(e);
                }
                e++;
                while (isS(need(e, fin))) {
                    e++;
                }
                int q = need(e, fin);
                if (q != '"' && q != '\'') {
                    throw invalid(e);
                }
                long vs = e + 1;
                e = vs;
                for (;;) {
                    int v = need(e, fin);
                    if (v == q) {
                        break;
                    }
                    if (v == '<' || !isXmlChar(v)) {
                        throw invalid(e);
                    }
                    if (v == '&') {
                        e = scanRef(e, fin) - 1;
                    }
                    e++;
                }
                spans.add(new long[] {ns, ne, vs, e});
                e++;
                int after = need(e, fin);
                if (!isS(after) && after != '>' && after != '/') {
                    throw invalid(e);
                }
            }
        });
        if (end < 0) {
            return false;
        }
        pos = end;
        long nameEnd = start + 1;
        while (isNameChar(at(nameEnd))) {
            nameEnd++;
        }
        String raw = text(start + 1, nameEnd);
        setEvent(start, end);
        List<Att> atts = new ArrayList<>();
        List<AttDef> defs = attDefs.get(raw);
        for (long[] sp : spans) {
            String name = text(sp[0], sp[1]);
            for (Att a : atts) {
                if (a.name().equals(name)) {
                    throw new XmlError(XmlError.DUPLICATE_ATTRIBUTE, sp[0]);
                }
            }
            boolean cdata = true;
            if (defs != null) {
                for (AttDef d : defs) {
                    if (d.name().equals(name)) {
                        cdata = d.cdata();
                    }
                }
            }
            String value = attributeValue(sp[2], sp[3], cdata);
            atts.add(new Att(name, sp[0], value));
        }
        int nSpecified = atts.size();
        if (defs != null) {
            for (AttDef d : defs) {
                if (d.dflt() == null) {
                    continue;
                }
                boolean given = false;
                for (Att a : atts) {
                    if (a.name().equals(d.name())) {
                        given = true;
                    }
                }
                if (!given) {
                    atts.add(new Att(d.name(), start, d.dflt()));
                }
            }
        }
        String reported = raw;
        List<String> bound = new ArrayList<>();
        if (nsSep >= 0) {
            reported = namespaces(raw, atts, bound, start);
            nSpecified = Math.min(nSpecified, countSpecified(atts, nSpecified));
        }
        OpenElement el = new OpenElement(raw, reported, bound, entityDepth);
        boolean hasStart = cb.has(Callbacks.START_ELEMENT);
        boolean hasEnd = cb.has(Callbacks.END_ELEMENT);
        if (hasStart) {
            List<String> flat = new ArrayList<>();
            for (Att a : atts) {
                if (a.name() != null) {
                    flat.add(a.name());
                    flat.add(a.value());
                }
            }
            cb.startElement(reported, flat, nSpecified);
        } else if (hasDefault() && !(empty[0] && hasEnd)) {
            reportDefault(start, end);
        }
        if (empty[0]) {
            if (hasEnd) {
                if (hasStart) {
                    setEvent(end, end);
                }
                cb.endElement(reported);
            }
            endBindings(el);
            if (stack.isEmpty() && entityDepth == 0 && !external) {
                state = State.EPILOG;
            }
        } else {
            stack.push(el);
        }
        return true;
    }

    private int countSpecified(List<Att> atts, int nSpecified) {
        int n = 0;
        for (int i = 0; i < nSpecified && i < atts.size(); i++) {
            if (atts.get(i).name() != null) {
                n++;
            }
        }
        return n;
    }

    /**
     * Namespace processing of a start tag: bind the xmlns attributes (reporting them), drop
     * them, and expand element and attribute names. Compare expat xmlparse.c: storeAtts.
     */
    private String namespaces(String raw, List<Att> atts, List<String> bound, long tagStart) {
        try {
            for (int i = 0; i < atts.size(); i++) {
                Att a = atts.get(i);
                String n = a.name();
                String prefix;
                if (n.equals("xmlns")) {
                    prefix = null;
                } else if (n.startsWith("xmlns:")) {
                    prefix = n.substring(6);
                } else {
                    continue;
                }
                String uri = a.value();
                if ("xmlns".equals(prefix)) {
                    throw new XmlError(XmlError.RESERVED_PREFIX_XMLNS, tagStart);
                }
                if ("xml".equals(prefix)) {
                    if (!uri.equals(XML_NS)) {
                        throw new XmlError(XmlError.RESERVED_PREFIX_XML, tagStart);
                    }
                } else if (uri.equals(XML_NS) || uri.equals(XMLNS_NS)) {
                    throw new XmlError(XmlError.RESERVED_NAMESPACE_URI, tagStart);
                }
                if (prefix != null && uri.isEmpty()) {
                    throw new XmlError(XmlError.UNDECLARING_PREFIX, tagStart);
                }
                bindings.computeIfAbsent(prefix == null ? "" : prefix, k -> new ArrayDeque<>())
                        .push(uri);
                bound.add(prefix);
                if (cb.has(Callbacks.START_NAMESPACE_DECL)) {
                    cb.startNamespaceDecl(prefix, uri.isEmpty() ? null : uri);
                }
                atts.set(i, new Att(null, a.at(), a.value()));
            }
            for (int i = 0; i < atts.size(); i++) {
                Att a = atts.get(i);
                if (a.name() == null) {
                    continue;
                }
                int colon = a.name().indexOf(':');
                if (colon > 0) {
                    atts.set(i, new Att(expand(a.name(), colon, tagStart), a.at(), a.value()));
                }
            }
            for (int i = 0; i < atts.size(); i++) {
                for (int j = 0; j < i; j++) {
                    if (atts.get(i).name() != null
                            && atts.get(i).name().equals(atts.get(j).name())) {
                        throw new XmlError(XmlError.DUPLICATE_ATTRIBUTE, tagStart);
                    }
                }
            }
            int colon = raw.indexOf(':');
            if (colon > 0) {
                return expand(raw, colon, tagStart);
            }
            ArrayDeque<String> d = bindings.get("");
            if (d != null && !d.isEmpty() && !d.peek().isEmpty()) {
                return d.peek() + sepString() + raw;
            }
            return raw;
        } catch (XmlError e) {
            for (int i = bound.size() - 1; i >= 0; i--) {
                String p = bound.get(i);
                bindings.get(p == null ? "" : p).pop();
                if (cb.has(Callbacks.END_NAMESPACE_DECL)) {
                    cb.endNamespaceDecl(p);
                }
            }
            throw e;
        }
    }

    private String sepString() {
        return nsSep == 0 ? "" : new String(Character.toChars(nsSep));
    }

    private String expand(String name, int colon, long tagStart) {
        String prefix = name.substring(0, colon);
        String local = name.substring(colon + 1);
        String uri;
        if (prefix.equals("xml")) {
            uri = XML_NS;
        } else if (prefix.equals("xmlns")) {
            uri = XMLNS_NS;
        } else {
            ArrayDeque<String> d = bindings.get(prefix);
            if (d == null || d.isEmpty()) {
                throw new XmlError(XmlError.UNBOUND_PREFIX, tagStart);
            }
            uri = d.peek();
        }
        String s = uri + sepString() + local;
        if (namespacePrefixes && nsSep > 0) {
            s += sepString() + prefix;
        }
        return s;
    }

    /** A reference from '&' at {@code i}: the index after its ';'. */
    private long scanRef(long i, boolean fin) {
        int c = need(i + 1, fin);
        if (c == '#') {
            long j = i + 2;
            int d = need(j, fin);
            boolean hex = d == 'x';
            if (hex) {
                j++;
                d = need(j, fin);
            }
            long first = j;
            while (hex ? isHex(d) : (d >= '0' && d <= '9')) {
                j++;
                d = need(j, fin);
            }
            if (j == first || d != ';') {
                throw invalid(j);
            }
            return j + 1;
        }
        if (!isNameStart(c)) {
            throw invalid(i + 1);
        }
        long e = scanName(i + 1, fin);
        if (need(e, fin) != ';') {
            throw invalid(e);
        }
        return e + 1;
    }

    private static boolean isHex(int c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    /** The character of a character reference's text ("#65;", "#x41;"), or -1 when invalid. */
    static int charRef(String body) {
        try {
            int v = body.startsWith("#x") ? Integer.parseInt(body.substring(2), 16)
                    : Integer.parseInt(body.substring(1));
            return isXmlChar(v) && v <= 0x10ffff && v != Input.BAD ? v : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    static int predefined(String name) {
        switch (name) {
            case "lt":
                return '<';
            case "gt":
                return '>';
            case "amp":
                return '&';
            case "quot":
                return '"';
            case "apos":
                return '\'';
            default:
                return -1;
        }
    }

    /** A reference in content at {@code start}. Compare expat xmlparse.c: doContent. */
    private boolean reference(long start, boolean fin) {
        long end = token(start, fin, s -> scanRef(s, fin));
        if (end < 0) {
            return false;
        }
        pos = end;
        String body = text(start + 1, end - 1);
        setEvent(start, end);
        if (body.startsWith("#")) {
            int v = charRef(body);
            if (v < 0) {
                throw new XmlError(XmlError.BAD_CHAR_REF, start);
            }
            if (cb.has(Callbacks.CHARACTER_DATA)) {
                cb.characterData(new String(Character.toChars(v)));
            } else {
                reportDefault(start, end);
            }
            return true;
        }
        int p = predefined(body);
        if (p >= 0) {
            if (cb.has(Callbacks.CHARACTER_DATA)) {
                cb.characterData(String.valueOf((char) p));
            } else {
                reportDefault(start, end);
            }
            return true;
        }
        entityReference(body, start, end);
        return true;
    }

    private void entityReference(String name, long start, long end) {
        Entity e = generalEntities.get(name);
        if (!hasParamEntityRefs || standalone) {
            if (e == null) {
                throw new XmlError(XmlError.UNDEFINED_ENTITY, start);
            }
        } else if (e == null) {
            if (cb.has(Callbacks.SKIPPED_ENTITY)) {
                cb.skippedEntity(name, false);
            } else {
                reportDefault(start, end);
            }
            return;
        }
        if (e.open) {
            throw new XmlError(XmlError.RECURSIVE_ENTITY_REF, start);
        }
        if (e.notation != null) {
            throw new XmlError(XmlError.BINARY_ENTITY_REF, start);
        }
        if (e.text != null) {
            if (defaultExpand) {
                expandInContent(e, start);
            } else {
                reportDefault(start, end);
            }
            return;
        }
        if (cb.has(Callbacks.EXTERNAL_ENTITY_REF)) {
            e.open = true;
            String context;
            try {
                context = context();
            } finally {
                e.open = false;
            }
            e.open = true;
            int r;
            try {
                r = cb.externalEntityRef(context, e.base, e.systemId, e.publicId);
            } finally {
                e.open = false;
            }
            if (r == 0) {
                throw new XmlError(XmlError.EXTERNAL_ENTITY_HANDLING, start);
            }
        } else {
            reportDefault(start, end);
        }
    }

    /** The context string of an external entity parser: open entities, then bindings. */
    String context() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, ArrayDeque<String>> b : new java.util.TreeMap<>(bindings)
                .entrySet()) {
            if (b.getValue().isEmpty()) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append('\f');
            }
            sb.append(b.getKey()).append('=').append(b.getValue().peek());
        }
        for (Entity e : generalEntities.values()) {
            if (e.open) {
                if (sb.length() > 0) {
                    sb.append('\f');
                }
                sb.append(e.name);
            }
        }
        return sb.length() == 0 ? null : sb.toString();
    }

    /** Parse an internal entity's replacement text as content, events at the reference. */
    private void expandInContent(Entity e, long refPos) {
        e.open = true;
        long savedPos = pos;
        State savedState = state;
        int depth = stack.size();
        entityDepth++;
        try {
            new EntityText(e.text).run();
        } finally {
            entityDepth--;
            e.open = false;
        }
        if (stack.size() != depth) {
            throw new XmlError(XmlError.ASYNC_ENTITY, refPos);
        }
        pos = savedPos;
        state = savedState == State.EPILOG ? State.EPILOG : State.CONTENT;
    }

    /**
     * Content parsing over an entity's replacement text: the parser's input is swapped for
     * the text for the duration (the text is complete: no partial tokens).
     */
    private final class EntityText {
        private final int[] text;

        EntityText(int[] text) {
            this.text = text;
        }

        void run() {
            swapIn(text);
            long outerPos = pos;
            long ev = eventPos;
            long evEnd = eventEnd;
            boolean outerCdata = inCdata;
            inCdata = false;
            try {
                pos = 0;
                while (pos < text.length) {
                    boolean progressed = inCdata ? cdataToken(true) : contentToken(true);
                    if (!progressed) {
                        break;
                    }
                }
            } catch (XmlError err) {
                throw new XmlError(err.code, ev);
            } finally {
                restoreIn();
                pos = outerPos;
                eventPos = ev;
                eventEnd = evEnd;
                inCdata = outerCdata;
            }
        }
    }

    private void swapIn(int[] text) {
        Object[] frame = {tcp, tn, tbase};
        tcp = text;
        tn = text.length;
        tbase = 0;
        frames.push(frame);
    }

    private final ArrayDeque<Object[]> frames = new ArrayDeque<>();

    private void restoreIn() {
        Object[] f = frames.pop();
        tcp = (int[]) f[0];
        tn = (Integer) f[1];
        tbase = (Long) f[2];
    }

    /**
     * An attribute value between {@code from} and {@code to}: references expanded, white
     * space normalized (and, for a declared non-CDATA attribute, collapsed).
     */
    private String attributeValue(long from, long to, boolean cdata) {
        StringBuilder sb = new StringBuilder();
        appendAttributeText(sb, from, to, true);
        String v = sb.toString();
        if (!cdata) {
            v = v.trim().replaceAll(" +", " ");
        }
        return v;
    }

    private void appendAttributeText(StringBuilder sb, long from, long to, boolean inMain) {
        for (long i = from; i < to; i++) {
            int c = at(i);
            if (c == '&') {
                long e = i + 1;
                while (at(e) != ';') {
                    e++;
                }
                String body = text(i + 1, e);
                if (body.startsWith("#")) {
                    int v = charRef(body);
                    if (v < 0) {
                        throw new XmlError(XmlError.BAD_CHAR_REF, inMain ? i : -1);
                    }
                    sb.appendCodePoint(v);
                } else {
                    int p = predefined(body);
                    if (p >= 0) {
                        sb.append((char) p);
                    } else {
                        Entity ent = generalEntities.get(body);
                        if (ent == null) {
                            if (!hasParamEntityRefs || standalone) {
                                throw new XmlError(XmlError.UNDEFINED_ENTITY, inMain ? i : -1);
                            }
                        } else if (ent.open) {
                            throw new XmlError(XmlError.RECURSIVE_ENTITY_REF, inMain ? i : -1);
                        } else if (ent.notation != null) {
                            throw new XmlError(XmlError.BINARY_ENTITY_REF, inMain ? i : -1);
                        } else if (ent.text == null) {
                            throw new XmlError(XmlError.ATTRIBUTE_EXTERNAL_ENTITY_REF,
                                    inMain ? i : -1);
                        } else {
                            ent.open = true;
                            swapIn(ent.text);
                            try {
                                for (int k = 0; k < ent.text.length; k++) {
                                    if (ent.text[k] == '<') {
                                        throw new XmlError(XmlError.INVALID_TOKEN, -1);
                                    }
                                }
                                appendAttributeText(sb, 0, ent.text.length, false);
                            } finally {
                                restoreIn();
                                ent.open = false;
                            }
                        }
                    }
                }
                i = e;
            } else if (c == '\r') {
                sb.append(' ');
                if (at(i + 1) == '\n') {
                    i++;
                }
            } else if (c == '\t' || c == '\n') {
                sb.append(' ');
            } else {
                sb.appendCodePoint(c);
            }
        }
    }

    // ------------------------------------------------------------------ epilog

    private boolean epilogStep(boolean fin) {
        long start = pos;
        int c = at(start);
        if (c == EOF) {
            return false;
        }
        if (isS(c)) {
            long end = scanS(start, fin);
            if (end < 0) {
                return false;
            }
            setEvent(start, end);
            reportDefault(start, end);
            pos = end;
            return true;
        }
        if (c == '<') {
            int d = at(start + 1);
            if (d == EOF) {
                if (fin) {
                    throw new XmlError(XmlError.UNCLOSED_TOKEN, start);
                }
                return false;
            }
            if (d == '?') {
                long end;
                try {
                    end = token(start, fin, s -> scanPi(s, fin, false));
                } catch (XmlError e) {
                    if (e.code == XmlError.MISPLACED_XML_PI) {
                        throw new XmlError(XmlError.JUNK_AFTER_DOC_ELEMENT, start);
                    }
                    throw e;
                }
                if (end < 0) {
                    return false;
                }
                pos = end;
                processingInstruction(start, end);
                return true;
            }
            if (d == '!') {
                long end = token(start, fin, s -> {
                    if (need(s + 2, fin) != '-') {
                        return -2;
                    }
                    if (need(s + 3, fin) != '-') {
                        throw invalid(s + 3);
                    }
                    return scanComment(s, fin);
                });
                if (end == -1) {
                    return false;
                }
                if (end >= 0) {
                    pos = end;
                    comment(start, end);
                    return true;
                }
            }
        }
        if (c != '<' && dtdToken(start, fin) < 0) {
            return false;
        }
        throw new XmlError(XmlError.JUNK_AFTER_DOC_ELEMENT, start);
    }

    void setDefaultExpand(boolean expand) {
        defaultExpand = expand;
    }

    boolean defaultExpand() {
        return defaultExpand;
    }

    /** An external parsed entity: content from the start, which may end anywhere. */
    private boolean external;

    void externalEntity() {
        external = true;
        state = State.CONTENT;
        declaredMaySwitch = false;
    }
}
