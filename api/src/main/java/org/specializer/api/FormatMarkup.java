package org.specializer.api;

/**
 * The grammar of {@code str.format} strings, apart from what formatting does with it:
 * CPython's {@code MarkupIterator}, {@code field_name_split} and {@code FieldNameIterator}
 * ({@code Objects/stringlib/unicode_format.h}). {@link StrFormat} formats with it, and the
 * {@code _string} module hands it to {@code string.Formatter}.
 *
 * <pre>
 *   replacement field: "{" [field_name] ["!" conversion] [":" format_spec] "}"
 *   field_name:        first ("." attribute | "[" key "]")*
 * </pre>
 */
public final class FormatMarkup {
    private FormatMarkup() {}

    /**
     * Walks a format string: each {@link #next()} reads literal text up to a replacement field
     * (or an escaped brace, which ends the literal and is part of it), then the field, if any.
     */
    public static final class Parser {
        private final String s;
        private int pos;

        /** The literal text of the last step (possibly empty). */
        public String literal;
        /** Whether the last step ended in a replacement field. */
        public boolean fieldPresent;
        /** The field's name, spec and conversion (0 when none): valid when {@link #fieldPresent}. */
        public String fieldName;
        public String formatSpec;
        public int conversion;
        /** The spec contains a '{': it holds nested fields to expand. */
        public boolean specNeedsExpanding;

        public Parser(String s) {
            this.s = s;
        }

        /** Reads the next step; false at the end of the string. */
        // Compare CPython unicode_format.h: MarkupIterator_next
        public boolean next() {
            literal = null;
            fieldPresent = false;
            fieldName = null;
            formatSpec = "";
            conversion = 0;
            specNeedsExpanding = false;
            int n = s.length();
            if (pos >= n) {
                return false;
            }
            int start = pos;
            char c = 0;
            boolean markupFollows = false;
            while (pos < n) {
                c = s.charAt(pos++);
                if (c == '{' || c == '}') {
                    markupFollows = true;
                    break;
                }
            }
            boolean atEnd = pos >= n;
            int len = pos - start;
            if (c == '}' && markupFollows && (atEnd || s.charAt(pos) != '}')) {
                throw Py.valueError("Single '}' encountered in format string");
            }
            if (atEnd && c == '{' && markupFollows) {
                throw Py.valueError("Single '{' encountered in format string");
            }
            if (!atEnd && markupFollows) {
                if (s.charAt(pos) == c) {
                    // an escaped brace: it ends this literal, which keeps one of the two
                    pos++;
                    markupFollows = false;
                } else {
                    len--;
                }
            }
            literal = s.substring(start, start + len);
            if (!markupFollows) {
                return true;
            }
            fieldPresent = true;
            parseField();
            return true;
        }

        // Compare CPython unicode_format.h: parse_field
        private void parseField() {
            int n = s.length();
            int nameStart = pos;
            char c = 0;
            scan:
            while (pos < n) {
                c = s.charAt(pos++);
                switch (c) {
                    case '{':
                        throw Py.valueError("unexpected '{' in field name");
                    case '[':
                        while (pos < n && s.charAt(pos) != ']') {
                            pos++;
                        }
                        c = 0;
                        continue;
                    case '}':
                    case ':':
                    case '!':
                        break scan;
                    default:
                        c = 0;
                        continue;
                }
            }
            fieldName = s.substring(nameStart, c == 0 ? pos : pos - 1);
            if (c == '!' || c == ':') {
                if (c == '!') {
                    if (pos >= n) {
                        throw Py.valueError("end of string while looking for conversion "
                                + "specifier");
                    }
                    conversion = s.codePointAt(pos);
                    pos += Character.charCount(conversion);
                    if (pos < n) {
                        char d = s.charAt(pos++);
                        if (d == '}') {
                            return;
                        }
                        if (d != ':') {
                            throw Py.valueError("expected ':' after conversion specifier");
                        }
                    }
                }
                int specStart = pos;
                int count = 1;
                while (pos < n) {
                    char d = s.charAt(pos++);
                    if (d == '{') {
                        specNeedsExpanding = true;
                        count++;
                    } else if (d == '}' && --count == 0) {
                        formatSpec = s.substring(specStart, pos - 1);
                        return;
                    }
                }
                throw Py.valueError("unmatched '{' in format spec");
            } else if (c != '}') {
                throw Py.valueError("expected '}' before end of string");
            }
        }
    }

    /**
     * A field name split into its first part and the attribute and item lookups after it
     * (CPython's {@code field_name_split} and {@code FieldNameIterator}).
     */
    public static final class FieldName {
        private final String s;
        private int pos;
        /** The part before the first '.' or '['. */
        public final String first;
        /** {@link #first} as an index when it is all decimal digits, else -1. */
        public final long firstIndex;

        /** The last part {@link #next()} read: an attribute name or an item key. */
        public String part;
        public boolean isAttribute;
        /** {@link #part} as an index when it is an all-digit item key, else -1. */
        public long partIndex;

        // Compare CPython unicode_format.h: field_name_split
        public FieldName(String name) {
            this.s = name;
            int i = 0;
            while (i < name.length() && name.charAt(i) != '.' && name.charAt(i) != '[') {
                i++;
            }
            first = name.substring(0, i);
            firstIndex = decimal(first);
            pos = i;
        }

        /** Reads the next lookup; false at the end of the name. */
        // Compare CPython unicode_format.h: FieldNameIterator_next
        public boolean next() {
            int n = s.length();
            if (pos >= n) {
                return false;
            }
            char c = s.charAt(pos++);
            int start = pos;
            if (c == '.') {
                isAttribute = true;
                while (pos < n && s.charAt(pos) != '.' && s.charAt(pos) != '[') {
                    pos++;
                }
                part = s.substring(start, pos);
                partIndex = -1;
            } else if (c == '[') {
                isAttribute = false;
                while (pos < n && s.charAt(pos) != ']') {
                    pos++;
                }
                if (pos >= n) {
                    throw Py.valueError("Missing ']' in format string");
                }
                part = s.substring(start, pos);
                pos++;
                partIndex = decimal(part);
            } else {
                throw Py.valueError("Only '.' or '[' may follow ']' in format field specifier");
            }
            if (part.isEmpty()) {
                throw Py.valueError("Empty attribute in format string");
            }
            return true;
        }
    }

    /** A non-negative int when {@code s} is all decimal digits, else -1 (CPython's get_integer). */
    static long decimal(String s) {
        if (s.isEmpty()) {
            return -1;
        }
        long v = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            int d = UnicodeData.decimalValue(cp);
            if (d < 0) {
                return -1;
            }
            if (v > (Long.MAX_VALUE - d) / 10) {
                throw Py.valueError("Too many decimal digits in format string");
            }
            v = v * 10 + d;
        }
        return v;
    }
}
