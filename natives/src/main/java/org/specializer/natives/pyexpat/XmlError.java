package org.specializer.natives.pyexpat;

/** A well-formedness error: expat's error code, and where (absolute character index). */
final class XmlError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    static final int NO_MEMORY = 1;
    static final int SYNTAX = 2;
    static final int NO_ELEMENTS = 3;
    static final int INVALID_TOKEN = 4;
    static final int UNCLOSED_TOKEN = 5;
    static final int PARTIAL_CHAR = 6;
    static final int TAG_MISMATCH = 7;
    static final int DUPLICATE_ATTRIBUTE = 8;
    static final int JUNK_AFTER_DOC_ELEMENT = 9;
    static final int PARAM_ENTITY_REF = 10;
    static final int UNDEFINED_ENTITY = 11;
    static final int RECURSIVE_ENTITY_REF = 12;
    static final int ASYNC_ENTITY = 13;
    static final int BAD_CHAR_REF = 14;
    static final int BINARY_ENTITY_REF = 15;
    static final int ATTRIBUTE_EXTERNAL_ENTITY_REF = 16;
    static final int MISPLACED_XML_PI = 17;
    static final int UNKNOWN_ENCODING = 18;
    static final int INCORRECT_ENCODING = 19;
    static final int UNCLOSED_CDATA_SECTION = 20;
    static final int EXTERNAL_ENTITY_HANDLING = 21;
    static final int NOT_STANDALONE = 22;
    static final int ENTITY_DECLARED_IN_PE = 24;
    static final int UNBOUND_PREFIX = 27;
    static final int UNDECLARING_PREFIX = 28;
    static final int XML_DECL = 30;
    static final int PUBLICID = 32;
    static final int FINISHED = 36;
    static final int RESERVED_PREFIX_XML = 38;
    static final int RESERVED_PREFIX_XMLNS = 39;
    static final int RESERVED_NAMESPACE_URI = 40;

    final int code;
    /** Absolute character index of the error, or -1: the current event's position. */
    final long pos;

    XmlError(int code, long pos) {
        super(null, null, false, false);
        this.code = code;
        this.pos = pos;
    }

    /** Expat's messages by code ({@code XML_ErrorString}); null past the last. */
    static final String[] MESSAGES = {
        null,
        "out of memory",
        "syntax error",
        "no element found",
        "not well-formed (invalid token)",
        "unclosed token",
        "partial character",
        "mismatched tag",
        "duplicate attribute",
        "junk after document element",
        "illegal parameter entity reference",
        "undefined entity",
        "recursive entity reference",
        "asynchronous entity",
        "reference to invalid character number",
        "reference to binary entity",
        "reference to external entity in attribute",
        "XML or text declaration not at start of entity",
        "unknown encoding",
        "encoding specified in XML declaration is incorrect",
        "unclosed CDATA section",
        "error in processing external entity reference",
        "document is not standalone",
        "unexpected parser state - please send a bug report",
        "entity declared in parameter entity",
        "requested feature requires XML_DTD support in Expat",
        "cannot change setting once parsing has begun",
        "unbound prefix",
        "must not undeclare prefix",
        "incomplete markup in parameter entity",
        "XML declaration not well-formed",
        "text declaration not well-formed",
        "illegal character(s) in public id",
        "parser suspended",
        "parser not suspended",
        "parsing aborted",
        "parsing finished",
        "cannot suspend in external parameter entity",
        "reserved prefix (xml) must not be undeclared or bound to another namespace name",
        "reserved prefix (xmlns) must not be declared or undeclared",
        "prefix must not be bound to one of the reserved namespace names",
        "invalid argument",
        "a successful prior call to function XML_GetBuffer is required",
        "limit on input amplification factor (from DTD and entities) breached",
    };

    /** The names of the codes, as {@code pyexpat.errors} has them. */
    static final String[] NAMES = {
        null, "XML_ERROR_NO_MEMORY", "XML_ERROR_SYNTAX", "XML_ERROR_NO_ELEMENTS",
        "XML_ERROR_INVALID_TOKEN", "XML_ERROR_UNCLOSED_TOKEN", "XML_ERROR_PARTIAL_CHAR",
        "XML_ERROR_TAG_MISMATCH", "XML_ERROR_DUPLICATE_ATTRIBUTE",
        "XML_ERROR_JUNK_AFTER_DOC_ELEMENT", "XML_ERROR_PARAM_ENTITY_REF",
        "XML_ERROR_UNDEFINED_ENTITY", "XML_ERROR_RECURSIVE_ENTITY_REF",
        "XML_ERROR_ASYNC_ENTITY", "XML_ERROR_BAD_CHAR_REF", "XML_ERROR_BINARY_ENTITY_REF",
        "XML_ERROR_ATTRIBUTE_EXTERNAL_ENTITY_REF", "XML_ERROR_MISPLACED_XML_PI",
        "XML_ERROR_UNKNOWN_ENCODING", "XML_ERROR_INCORRECT_ENCODING",
        "XML_ERROR_UNCLOSED_CDATA_SECTION", "XML_ERROR_EXTERNAL_ENTITY_HANDLING",
        "XML_ERROR_NOT_STANDALONE", "XML_ERROR_UNEXPECTED_STATE",
        "XML_ERROR_ENTITY_DECLARED_IN_PE", "XML_ERROR_FEATURE_REQUIRES_XML_DTD",
        "XML_ERROR_CANT_CHANGE_FEATURE_ONCE_PARSING", "XML_ERROR_UNBOUND_PREFIX",
        "XML_ERROR_UNDECLARING_PREFIX", "XML_ERROR_INCOMPLETE_PE", "XML_ERROR_XML_DECL",
        "XML_ERROR_TEXT_DECL", "XML_ERROR_PUBLICID", "XML_ERROR_SUSPENDED",
        "XML_ERROR_NOT_SUSPENDED", "XML_ERROR_ABORTED", "XML_ERROR_FINISHED",
        "XML_ERROR_SUSPEND_PE", "XML_ERROR_RESERVED_PREFIX_XML",
        "XML_ERROR_RESERVED_PREFIX_XMLNS", "XML_ERROR_RESERVED_NAMESPACE_URI",
        "XML_ERROR_INVALID_ARGUMENT", "XML_ERROR_NO_BUFFER",
        "XML_ERROR_AMPLIFICATION_LIMIT_BREACH",
    };
}
