package org.specializer.core.parser;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.specializer.core.ast.SyntaxErrorException;

/**
 * Reads the fixture files under {@code src/test/resources/parser/}, generated once with
 * CPython 3.13 (see the header line of each file). A case is a {@code src} line (the source,
 * escaped as Python's {@code unicode_escape} codec does) followed by one expectation line.
 */
final class Fixtures {
    private Fixtures() {}

    /** One source with its expected line: kind is "ast", "pos" or "err". */
    record Case(String source, String kind, String expected) {
        String name() {
            if (source.isBlank()) {
                return "<blank: " + source.length() + ">";
            }
            String s = source.length() > 60 ? source.substring(0, 60) + "..." : source;
            return s.replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r");
        }
    }

    static String resource(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/parser/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing fixture " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Case> cases(String name) {
        List<Case> out = new ArrayList<>();
        String src = null;
        for (String line : resource(name).split("\n")) {
            if (line.startsWith("#") || line.isEmpty()) {
                continue;
            }
            String kind = line.substring(0, 3);
            String rest = line.substring(4);
            if (kind.equals("src")) {
                src = unescape(rest);
            } else {
                out.add(new Case(src, kind, rest));
                src = null;
            }
        }
        return out;
    }

    /** Decodes Python's unicode_escape encoding. */
    static String unescape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char k = s.charAt(++i);
            switch (k) {
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 't': sb.append('\t'); break;
                case '\\': sb.append('\\'); break;
                case '\'': sb.append('\''); break;
                case 'x':
                    sb.append((char) Integer.parseInt(s.substring(i + 1, i + 3), 16));
                    i += 2;
                    break;
                case 'u':
                    sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                    break;
                case 'U':
                    sb.appendCodePoint(Integer.parseInt(s.substring(i + 1, i + 9), 16));
                    i += 8;
                    break;
                default:
                    throw new IllegalArgumentException("bad escape \\" + k);
            }
        }
        return sb.toString();
    }

    /** An error as the fixtures write it: kind, lineno, offset, end_lineno, end_offset, msg. */
    static String describe(SyntaxErrorException e) {
        return e.kind().pythonName + " " + e.line() + " " + e.column() + " " + e.endLine() + " "
                + e.endColumn() + " " + e.msg();
    }
}
