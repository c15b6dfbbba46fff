package org.specializer.core.compiler;

import java.util.ArrayList;
import java.util.List;

import org.specializer.core.ast.Ast;

/**
 * Rewrites {@code 'fmt' % (a, b)} into an f-string when every conversion is a plain
 * {@code %s}, {@code %r} or {@code %a} (with optional {@code -}, width and precision of at most
 * two digits), as CPython 3.13's AST optimizer does. Anything else is left to run time.
 */
final class PercentFormat {
    private static final int MAXDIGITS = 3;
    private static final Ast.Loc NO_LOC = new Ast.Loc(-1, -1, -1, -1);

    private PercentFormat() {}

    /** The equivalent JoinedStr, or null to keep the {@code %} operation. */
    static Ast.Expr optimize(Ast.BinOp node, String fmt, List<Ast.Expr> elts) {
        List<Ast.Expr> seq = new ArrayList<>();
        int[] pos = {0};
        int cnt = 0;
        while (true) {
            Ast.Expr lit = literal(fmt, pos);
            if (lit != null) {
                seq.add(lit);
            }
            if (pos[0] >= fmt.length()) {
                break;
            }
            if (cnt >= elts.size()) {
                return null;  // more conversions than items
            }
            pos[0]++;  // the '%'
            Ast.Expr fv = conversion(fmt, pos, elts.get(cnt));
            cnt++;
            if (fv == null) {
                return null;
            }
            seq.add(fv);
        }
        if (cnt < elts.size()) {
            return null;  // more items than conversions
        }
        return new Ast.JoinedStr(node.loc(), seq);
    }

    private static Ast.Expr literal(String fmt, int[] ppos) {
        int start = ppos[0];
        int pos = start;
        boolean hasPercents = false;
        int size = fmt.length();
        while (pos < size) {
            if (fmt.charAt(pos) != '%') {
                pos++;
            } else if (pos + 1 < size && fmt.charAt(pos + 1) == '%') {
                hasPercents = true;
                pos += 2;
            } else {
                break;
            }
        }
        ppos[0] = pos;
        if (pos == start) {
            return null;
        }
        String s = fmt.substring(start, pos);
        if (hasPercents) {
            s = s.replace("%%", "%");
        }
        return new Ast.Constant(NO_LOC, Constants.str(s), null);
    }

    private static Ast.Expr conversion(String fmt, int[] ppos, Ast.Expr arg) {
        int pos = ppos[0];
        int len = fmt.length();
        boolean ljust = false;
        int width = -1;
        int prec = -1;
        if (pos >= len) {
            return null;
        }
        char ch = fmt.charAt(pos++);
        while (ch == '-' || ch == '+' || ch == ' ' || ch == '#' || ch == '0') {
            if (ch == '-') {
                ljust = true;
            }
            if (pos >= len) {
                return null;
            }
            ch = fmt.charAt(pos++);
        }
        if (ch >= '0' && ch <= '9') {
            width = 0;
            int digits = 0;
            while (ch >= '0' && ch <= '9') {
                width = width * 10 + (ch - '0');
                if (pos >= len) {
                    return null;
                }
                ch = fmt.charAt(pos++);
                if (++digits >= MAXDIGITS) {
                    return null;
                }
            }
        }
        if (ch == '.') {
            if (pos >= len) {
                return null;
            }
            ch = fmt.charAt(pos++);
            prec = 0;
            int digits = 0;
            while (ch >= '0' && ch <= '9') {
                prec = prec * 10 + (ch - '0');
                if (pos >= len) {
                    return null;
                }
                ch = fmt.charAt(pos++);
                if (++digits >= MAXDIGITS) {
                    return null;
                }
            }
        }
        ppos[0] = pos;
        if (ch != 's' && ch != 'r' && ch != 'a') {
            return null;
        }
        StringBuilder spec = new StringBuilder();
        if (!ljust && width > 0) {
            spec.append('>');
        }
        if (width >= 0) {
            spec.append(width);
        }
        if (prec >= 0) {
            spec.append('.').append(prec);
        }
        Ast.Expr formatSpec = null;
        if (spec.length() > 0) {
            formatSpec = new Ast.Constant(NO_LOC, Constants.str(spec.toString()), null);
        }
        return new Ast.FormattedValue(arg.loc(), arg, ch, formatSpec);
    }
}
