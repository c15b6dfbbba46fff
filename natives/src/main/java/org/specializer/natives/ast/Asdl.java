package org.specializer.natives.ast;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The abstract syntax as CPython's {@code Parser/Python.asdl} writes it (the resource
 * {@code Python.asdl} next to this class), read into types, constructors and fields. It is
 * the one description the {@code _ast} module makes its classes from, as CPython's
 * {@code asdl_c.py} generates {@code Python-ast.c} from the same file.
 *
 * <p>The reader knows the subset of ASDL that file uses: {@code name = C(fields) | C | ...}
 * (a sum, "simple" when no constructor has fields), {@code name = (fields)} (a product), an
 * optional {@code attributes (fields)} after either, and {@code --} comments.
 */
final class Asdl {
    private Asdl() {}

    /** One field: its ASDL type, name, and whether it is a sequence ({@code *}) or optional ({@code ?}). */
    record Field(String type, String name, boolean seq, boolean opt) {
        /** As CPython writes it in docstrings: {@code expr? value}. */
        String repr() {
            return type + (seq ? "*" : opt ? "?" : "") + " " + name;
        }
    }

    /** A constructor of a sum type. */
    record Constructor(String name, List<Field> fields) {
        /** CPython's docstring of the constructor's class: {@code BinOp(expr left, ...)}, or the bare name. */
        String doc() {
            return fields.isEmpty() ? name : name + "(" + fieldList(fields) + ")";
        }
    }

    /**
     * A type: a sum ({@code constructors} non-null, {@code fields} null) or a product
     * ({@code fields} non-null); {@code attributes} may be empty.
     */
    record Type(String name, List<Constructor> constructors, List<Field> fields,
            List<Field> attributes) {
        boolean isSum() {
            return constructors != null;
        }

        /** A sum whose constructors have no fields ({@code operator}, {@code expr_context}): its values are singletons. */
        boolean isSimpleSum() {
            if (constructors == null) {
                return false;
            }
            for (Constructor c : constructors) {
                if (!c.fields.isEmpty()) {
                    return false;
                }
            }
            return true;
        }

        /** CPython's docstring of the type's class. */
        String doc() {
            if (constructors == null) {
                return name + "(" + fieldList(fields) + ")";
            }
            StringBuilder sb = new StringBuilder(name).append(" = ");
            // a simple sum on one line, the constructors of others one per line
            String sep = isSimpleSum() ? " | " : "\n" + " ".repeat(name.length() + 1) + "| ";
            for (int i = 0; i < constructors.size(); i++) {
                if (i > 0) {
                    sb.append(sep);
                }
                sb.append(constructors.get(i).doc());
            }
            return sb.toString();
        }
    }

    private static String fieldList(List<Field> fields) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(fields.get(i).repr());
        }
        return sb.toString();
    }

    /** The types of {@code Python.asdl}, in the file's order. */
    static List<Type> load() {
        try (InputStream in = Asdl.class.getResourceAsStream("Python.asdl")) {
            if (in == null) {
                throw new IllegalStateException("Python.asdl is missing from the natives module");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads the definitions of an ASDL module. */
    static List<Type> parse(String text) {
        StringBuilder clean = new StringBuilder();
        for (String line : text.split("\n")) {
            int c = line.indexOf("--");
            clean.append(c >= 0 ? line.substring(0, c) : line).append(' ');
        }
        Lexer lx = new Lexer(clean.toString());
        lx.expectWord("module");
        lx.word();
        lx.expect('{');
        List<Type> types = new ArrayList<>();
        while (!lx.peek('}')) {
            String name = lx.word();
            lx.expect('=');
            List<Constructor> cons = null;
            List<Field> fields = null;
            if (lx.peek('(')) {
                fields = fields(lx);
            } else {
                cons = new ArrayList<>();
                do {
                    String cname = lx.word();
                    cons.add(new Constructor(cname, lx.peek('(') ? fields(lx) : List.of()));
                } while (lx.accept('|'));
            }
            List<Field> attributes = List.of();
            if (lx.peekWord("attributes")) {
                lx.word();
                attributes = fields(lx);
            }
            types.add(new Type(name, cons, fields, attributes));
        }
        return types;
    }

    private static List<Field> fields(Lexer lx) {
        lx.expect('(');
        List<Field> out = new ArrayList<>();
        do {
            String type = lx.word();
            boolean seq = lx.accept('*');
            boolean opt = !seq && lx.accept('?');
            out.add(new Field(type, lx.word(), seq, opt));
        } while (lx.accept(','));
        lx.expect(')');
        return List.copyOf(out);
    }

    /** Words and one-character punctuation, whitespace skipped. */
    private static final class Lexer {
        private final String s;
        private int p;

        Lexer(String s) {
            this.s = s;
        }

        private void skip() {
            while (p < s.length() && Character.isWhitespace(s.charAt(p))) {
                p++;
            }
        }

        boolean peek(char c) {
            skip();
            return p < s.length() && s.charAt(p) == c;
        }

        boolean accept(char c) {
            if (peek(c)) {
                p++;
                return true;
            }
            return false;
        }

        void expect(char c) {
            if (!accept(c)) {
                throw new IllegalStateException("Python.asdl: expected '" + c + "' at " + p);
            }
        }

        String word() {
            skip();
            int start = p;
            while (p < s.length() && (Character.isLetterOrDigit(s.charAt(p)) || s.charAt(p) == '_')) {
                p++;
            }
            if (start == p) {
                throw new IllegalStateException("Python.asdl: expected a name at " + p);
            }
            return s.substring(start, p);
        }

        boolean peekWord(String w) {
            skip();
            return s.startsWith(w, p) && (p + w.length() == s.length()
                    || !Character.isLetterOrDigit(s.charAt(p + w.length())));
        }

        void expectWord(String w) {
            if (!word().equals(w)) {
                throw new IllegalStateException("Python.asdl: expected '" + w + "'");
            }
        }
    }
}
