package org.specializer.core.compiler;

import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import org.specializer.core.ast.Ast;

/**
 * Reads the AST dumps written by {@code gen_fixtures.py}: {@code (Kind (line col endLine endCol)
 * field...)} for nodes (fields in record order), {@code [..]} for lists, {@code _} for null,
 * JSON strings, {@code #t}/{@code #f}, bare words for enum values, plain integers for int
 * fields, and constants {@code i123}, {@code f0x1.8p+1}, {@code b"hex"}, {@code True},
 * {@code False}, {@code None}, {@code Ellipsis}. A node's trailing list fields may be left out
 * (empty).
 */
final class AstReader {
    private final String s;
    private int pos;

    private AstReader(String s) {
        this.s = s;
    }

    static Ast.Mod read(String text) {
        AstReader r = new AstReader(text);
        Object o = r.parse(Ast.Mod.class);
        return (Ast.Mod) o;
    }

    private void skipWs() {
        while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
            pos++;
        }
    }

    private String word() {
        skipWs();
        int start = pos;
        while (pos < s.length() && !Character.isWhitespace(s.charAt(pos)) && "()[]".indexOf(s.charAt(pos)) < 0) {
            if (s.charAt(pos) == '"') {
                pos = endOfString(pos);
            } else {
                pos++;
            }
        }
        return s.substring(start, pos);
    }

    private int endOfString(int p) {
        p++;
        while (s.charAt(p) != '"') {
            if (s.charAt(p) == '\\') {
                p++;
            }
            p++;
        }
        return p + 1;
    }

    private void expect(char c) {
        skipWs();
        if (s.charAt(pos) != c) {
            throw new IllegalStateException("expected " + c + " at " + pos + ": " + s.substring(pos, Math.min(s.length(), pos + 40)));
        }
        pos++;
    }

    private Object parse(Type type) {
        skipWs();
        char c = s.charAt(pos);
        if (c == '(') {
            if (type == Ast.Loc.class) {
                pos++;
                int a = Integer.parseInt(word());
                int b = Integer.parseInt(word());
                int d = Integer.parseInt(word());
                int e = Integer.parseInt(word());
                expect(')');
                return new Ast.Loc(a, b, d, e);
            }
            return node();
        }
        if (c == '[') {
            pos++;
            Type elem = ((ParameterizedType) type).getActualTypeArguments()[0];
            List<Object> out = new ArrayList<>();
            while (true) {
                skipWs();
                if (s.charAt(pos) == ']') {
                    pos++;
                    return out;
                }
                out.add(parse(elem));
            }
        }
        String w = word();
        if (w.equals("_")) {
            return null;
        }
        if (type == boolean.class) {
            return w.equals("#t");
        }
        if (type == int.class) {
            return Integer.parseInt(w);
        }
        if (type == String.class) {
            return unquote(w);
        }
        if (type instanceof Class<?> k && k.isEnum()) {
            return enumValue(k, w);
        }
        return constant(w);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object enumValue(Class<?> k, String w) {
        return Enum.valueOf((Class) k, w);
    }

    private Object node() {
        expect('(');
        String kind = word();
        Class<?> cls;
        try {
            cls = Class.forName("org.specializer.core.ast.Ast$" + kind);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("unknown node " + kind);
        }
        RecordComponent[] comps = cls.getRecordComponents();
        Object[] args = new Object[comps.length];
        Class<?>[] types = new Class<?>[comps.length];
        for (int i = 0; i < comps.length; i++) {
            types[i] = comps[i].getType();
            skipWs();
            if (s.charAt(pos) == ')' && types[i] == List.class) {
                // a trailing list the dump leaves out when empty (type_params)
                args[i] = List.of();
                continue;
            }
            args[i] = parse(comps[i].getGenericType());
        }
        expect(')');
        try {
            Constructor<?> ctor = cls.getDeclaredConstructor(types);
            return ctor.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build " + kind, e);
        }
    }

    private static Object constant(String w) {
        switch (w) {
            case "None":
                return Ast.Singleton.NONE;
            case "Ellipsis":
                return Ast.Singleton.ELLIPSIS;
            case "True":
                return Boolean.TRUE;
            case "False":
                return Boolean.FALSE;
            default:
                break;
        }
        if (w.startsWith("i")) {
            BigInteger b = new BigInteger(w.substring(1));
            return b.bitLength() < 64 ? (Object) b.longValue() : b;
        }
        if (w.startsWith("f")) {
            String h = w.substring(1);
            return switch (h) {
                case "inf" -> Double.POSITIVE_INFINITY;
                case "-inf" -> Double.NEGATIVE_INFINITY;
                case "nan" -> Double.NaN;
                default -> Double.parseDouble(h);
            };
        }
        if (w.startsWith("b\"")) {
            return HexFormat.of().parseHex(w.substring(2, w.length() - 1));
        }
        if (w.startsWith("\"")) {
            return unquote(w);
        }
        throw new IllegalStateException("bad constant " + w);
    }

    private static String unquote(String w) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i < w.length() - 1; i++) {
            char c = w.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = w.charAt(++i);
            switch (e) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case 'r' -> sb.append('\r');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'u' -> {
                    sb.append((char) Integer.parseInt(w.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> sb.append(e);
            }
        }
        return sb.toString();
    }
}
