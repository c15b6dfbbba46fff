package org.specializer.core.compiler;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyCode;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.spi.Opcode;

/**
 * A disassembly in the format of CPython 3.13's {@code dis.dis(code)}: line numbers where a
 * line starts, {@code L1:} labels on jump targets and exception-table boundaries, opcode
 * names, opargs and their meaning, then the exception table, then the same for every nested
 * code object. Code object addresses differ from CPython's, and so do jump opargs over a
 * CALL_KW (three cache units here, 3.14's, none in 3.13); everything else should read the same.
 */
public final class Disassembler {
    private static final int OPNAME_WIDTH = 20;
    private static final int OPARG_WIDTH = 5;
    private static final String[] NB_OPS = {"+", "&", "//", "<<", "@", "*", "%", "|", "**", ">>", "-",
        "/", "^", "+=", "&=", "//=", "<<=", "@=", "*=", "%=", "|=", "**=", ">>=", "-=", "/=", "^="};
    private static final String[] INTRINSIC_1 = {"INTRINSIC_1_INVALID", "INTRINSIC_PRINT",
        "INTRINSIC_IMPORT_STAR", "INTRINSIC_STOPITERATION_ERROR", "INTRINSIC_ASYNC_GEN_WRAP",
        "INTRINSIC_UNARY_POSITIVE", "INTRINSIC_LIST_TO_TUPLE", "INTRINSIC_TYPEVAR", "INTRINSIC_PARAMSPEC",
        "INTRINSIC_TYPEVARTUPLE", "INTRINSIC_SUBSCRIPT_GENERIC", "INTRINSIC_TYPEALIAS"};
    private static final String[] INTRINSIC_2 = {"INTRINSIC_2_INVALID", "INTRINSIC_PREP_RERAISE_STAR",
        "INTRINSIC_TYPEVAR_WITH_BOUND", "INTRINSIC_TYPEVAR_WITH_CONSTRAINTS",
        "INTRINSIC_SET_FUNCTION_TYPE_PARAMS", "INTRINSIC_SET_TYPEPARAM_DEFAULT"};
    private static final String[] CMP_OP = {"<", "<=", "==", "!=", ">", ">="};
    private static final String[] FUNCTION_ATTR_FLAGS = {"defaults", "kwdefaults", "annotations", "closure"};
    private static final int NO_LINE = Integer.MIN_VALUE;

    private Disassembler() {}

    /** The disassembly of {@code code} and of every code object nested in it. */
    public static String dis(PyCode code) {
        return dis(code, false);
    }

    /**
     * The same, with each instruction's offset in bytes when {@code showOffsets}
     * ({@code dis.dis(code, show_offsets=True)}): the instructions sit where CPython 3.13's do,
     * except after a CALL_KW (three cache units here, 3.14's; none in 3.13).
     */
    public static String dis(PyCode code, boolean showOffsets) {
        StringBuilder sb = new StringBuilder();
        disRecursive(code, sb, showOffsets);
        return sb.toString();
    }

    /**
     * One code object as it is now, specialized instructions and inline caches included, in the
     * spirit of CPython's {@code dis.dis(code, adaptive=True, show_caches=True)}: each cache
     * unit is a CACHE line, the first unit of each field naming it and its value.
     */
    public static String disAdaptive(PyCode code) {
        StringBuilder sb = new StringBuilder();
        sb.append("Disassembly of ").append(codeRepr(code)).append(":\n");
        disassemble(code, sb, true, false);
        return sb.toString();
    }

    /** CPython's repr of a code object. */
    public static String codeRepr(PyCode code) {
        return "<code object " + code.name + " at 0x" + Integer.toHexString(System.identityHashCode(code))
                + ", file \"" + code.filename + "\", line " + code.firstlineno + ">";
    }

    private static void disRecursive(PyCode code, StringBuilder sb, boolean showOffsets) {
        disassemble(code, sb, false, showOffsets);
        for (PyObject c : code.consts) {
            if (c instanceof PyCode nested) {
                sb.append('\n');
                sb.append("Disassembly of ").append(codeRepr(nested)).append(":\n");
                disRecursive(nested, sb, showOffsets);
            }
        }
    }

    /** One decoded instruction. */
    private record Ins(int pos, Opcode op, int arg, boolean hasArg) {}

    private static List<Ins> decode(char[] code) {
        List<Ins> out = new ArrayList<>();
        int ext = 0;
        int i = 0;
        while (i < code.length) {
            Opcode op = Opcode.byNumber(code[i] & 0xFF);
            Opcode deop = op.deoptParent();
            int raw = code[i] >> 8;
            if (deop.hasArg()) {
                int arg = raw | ext;
                ext = deop == Opcode.EXTENDED_ARG ? arg << 8 : 0;
                out.add(new Ins(i, op, arg, true));
            } else {
                ext = 0;
                out.add(new Ins(i, op, 0, false));
            }
            i += 1 + deop.cacheUnits();
        }
        return out;
    }

    /**
     * The CACHE lines of one instruction: an adaptive one's field by field, the unused unit of
     * JUMP_BACKWARD and POP_JUMP_IF_* plain.
     */
    private static void appendCaches(PyCode code, Ins in, int linenoWidth, int labelWidth,
            StringBuilder sb) {
        char[] units = code.instructions;
        String indent = (linenoWidth > 0 ? " ".repeat(linenoWidth) + " " : "")
                + " ".repeat(labelWidth) + "     ";
        if (in.op.family() == null) {
            for (int u = 0; u < in.op.cacheUnits(); u++) {
                sb.append(indent).append(padRight("CACHE", OPNAME_WIDTH)).append(' ')
                        .append(padLeft("0", OPARG_WIDTH)).append('\n');
            }
            return;
        }
        for (org.specializer.spi.CacheField f : in.op.family().cacheLayout()) {
            for (int u = 0; u < f.units(); u++) {
                int at = in.pos + 1 + f.offset() + u;
                String note = "";
                if (u == 0 && f.kind() != org.specializer.spi.CacheField.Kind.UNUSED) {
                    long value = f.kind() == org.specializer.spi.CacheField.Kind.U32
                            ? (units[at] | ((long) units[at + 1] << 16)) : units[at];
                    note = " (" + f.name() + ": " + value;
                    if (f.kind() == org.specializer.spi.CacheField.Kind.REF
                            && value < code.refs.length && code.refs[(int) value] != null) {
                        Object ref = code.refs[(int) value];
                        note += " -> " + (ref instanceof PyObject po
                                ? po.getType().getName() : ref.getClass().getSimpleName());
                    }
                    note += ")";
                }
                sb.append(indent).append(padRight("CACHE", OPNAME_WIDTH)).append(' ')
                        .append(padLeft("0", OPARG_WIDTH)).append(note).append('\n');
            }
        }
    }

    private static int jumpTarget(Ins in) {
        Opcode deop = in.op.deoptParent();
        int after = in.pos + 1 + deop.cacheUnits();
        return deop.jump() == Opcode.Jump.BACKWARD ? after - in.arg : after + in.arg;
    }

    /** The line of each code unit; NO_LINE for none. A module's leading line-0 units (its RESUME) are line 0. */
    private static int[] lines(PyCode code) {
        int[] lines = new int[code.instructions.length];
        boolean leading = code.name.equals("<module>");
        for (int i = 0; i < lines.length; i++) {
            int l = i < code.lineTable.length ? code.lineTable[i] : 0;
            if (l != 0) {
                leading = false;
                lines[i] = l;
            } else {
                lines[i] = leading ? 0 : NO_LINE;
            }
        }
        return lines;
    }

    private static void disassemble(PyCode code, StringBuilder sb, boolean caches,
            boolean showOffsets) {
        List<Ins> instrs = decode(code.unitsWithoutMarkers());
        // Compare CPython dis.py: disassemble (offset_width)
        int offsetWidth = showOffsets
                ? String.valueOf(Math.max(2 * code.instructions.length - 2, 9999)).length() : 0;
        int[] lines = lines(code);
        int[] exc = code.exceptionTable;
        TreeSet<Integer> labelOffsets = new TreeSet<>();
        for (Ins in : instrs) {
            if (in.op.deoptParent().jump() != Opcode.Jump.NONE) {
                labelOffsets.add(jumpTarget(in));
            }
        }
        for (int k = 0; k < exc.length; k += PyCode.EXC_ENTRY) {
            labelOffsets.add(exc[k]);
            labelOffsets.add(exc[k + 1]);
            labelOffsets.add(exc[k + 2]);
        }
        // label number of each labelled offset (1-based, in offset order)
        java.util.Map<Integer, Integer> sortedLabels = new java.util.HashMap<>();
        for (int off : labelOffsets) {
            sortedLabels.put(off, sortedLabels.size() + 1);
        }
        int labelWidth = 4 + String.valueOf(sortedLabels.size()).length();

        // line starts: where the line changes (including to and from "none")
        boolean[] starts = new boolean[lines.length];
        int maxLine = -1;
        boolean noneStart = false;
        int prev = Integer.MAX_VALUE;
        for (int i = 0; i < lines.length; i++) {
            if (i == 0 || lines[i] != prev) {
                starts[i] = true;
                if (lines[i] == NO_LINE) {
                    noneStart = true;
                } else if (lines[i] > 0) {
                    maxLine = Math.max(maxLine, lines[i]);
                }
            }
            prev = lines[i];
        }
        int linenoWidth = 0;
        if (maxLine != -1) {
            linenoWidth = Math.max(3, String.valueOf(maxLine).length());
            if (linenoWidth < 4 && noneStart) {
                linenoWidth = 4;
            }
        }
        for (Ins in : instrs) {
            boolean startsLine = starts[in.pos];
            if (linenoWidth > 0 && startsLine && in.pos > 0) {
                sb.append('\n');
            }
            List<String> fields = new ArrayList<>();
            if (linenoWidth > 0) {
                if (startsLine) {
                    String l = lines[in.pos] == NO_LINE ? "  --" : String.valueOf(lines[in.pos]);
                    fields.add(padLeft(l, linenoWidth));
                } else {
                    fields.add(" ".repeat(linenoWidth));
                }
            }
            Integer label = sortedLabels.get(in.pos);
            if (label != null) {
                fields.add(padLeft("L" + label + ":", labelWidth));
            } else {
                fields.add(" ".repeat(labelWidth));
            }
            if (offsetWidth > 0) {
                fields.add(padLeft(String.valueOf(2 * in.pos), offsetWidth) + "  ");
            }
            fields.add("   ");
            String opname = in.op.name();
            fields.add(padRight(opname, OPNAME_WIDTH));
            if (in.hasArg) {
                int excess = Math.max(0, opname.length() - OPNAME_WIDTH);
                fields.add(padLeft(String.valueOf(in.arg), OPARG_WIDTH - excess));
                String argrepr = argrepr(code, in, sortedLabels);
                if (!argrepr.isEmpty()) {
                    fields.add("(" + argrepr + ")");
                }
            }
            sb.append(String.join(" ", fields).stripTrailing()).append('\n');
            if (caches && in.op.cacheUnits() > 0) {
                appendCaches(code, in, linenoWidth, labelWidth, sb);
            }
        }
        if (exc.length > 0) {
            sb.append("ExceptionTable:\n");
            for (int k = 0; k < exc.length; k += PyCode.EXC_ENTRY) {
                sb.append("  L").append(sortedLabels.get(exc[k]))
                        .append(" to L").append(sortedLabels.get(exc[k + 1]))
                        .append(" -> L").append(sortedLabels.get(exc[k + 2]))
                        .append(" [").append(exc[k + 3]).append(']')
                        .append(exc[k + 4] != 0 ? " lasti" : "").append('\n');
            }
        }
    }

    private static String padLeft(String s, int width) {
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }

    private static String padRight(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }

    /** The repr of a constant; numbers, tuples and code objects are done here, the rest by the object model. */
    static String constRepr(PyObject o) {
        if (o instanceof PyCode c) {
            return codeRepr(c);
        }
        if (o == Py.True) {
            return "True";
        }
        if (o == Py.False) {
            return "False";
        }
        if (o.getClass() == PyInt.class) {
            return Long.toString(((PyInt) o).value);
        }
        if (o.getClass() == PyBigInt.class) {
            return ((PyBigInt) o).value.toString();
        }
        if (o.getClass() == PyFloat.class) {
            return floatRepr(((PyFloat) o).value);
        }
        if (o.getClass() == PyTuple.class) {
            PyObject[] items = ((PyTuple) o).items;
            StringBuilder sb = new StringBuilder("(");
            for (int i = 0; i < items.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(constRepr(items[i]));
            }
            return sb.append(items.length == 1 ? ",)" : ")").toString();
        }
        return Abstract.repr(o).value;
    }

    /** Python's repr of a float: the shortest digits that read back to the same value. */
    static String floatRepr(double x) {
        if (Double.isNaN(x)) {
            return "nan";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        if (x == 0) {
            return (1 / x < 0) ? "-0.0" : "0.0";
        }
        BigDecimal exact = new BigDecimal(x);
        BigDecimal shortest = exact;
        for (int p = 1; p <= 17; p++) {
            BigDecimal r = exact.round(new MathContext(p, RoundingMode.HALF_EVEN));
            if (r.doubleValue() == x) {
                shortest = r;
                break;
            }
        }
        String digits = shortest.unscaledValue().abs().toString();
        int nd = digits.length();
        while (nd > 1 && digits.charAt(nd - 1) == '0') {
            nd--;
        }
        digits = digits.substring(0, nd);
        // decimal point position: value = 0.digits * 10^decpt
        int decpt = shortest.precision() - shortest.scale();
        StringBuilder sb = new StringBuilder();
        if (x < 0) {
            sb.append('-');
        }
        if (decpt > -4 && decpt <= 16) {
            if (decpt <= 0) {
                sb.append("0.").append("0".repeat(-decpt)).append(digits);
            } else if (decpt >= digits.length()) {
                sb.append(digits).append("0".repeat(decpt - digits.length())).append(".0");
            } else {
                sb.append(digits, 0, decpt).append('.').append(digits.substring(decpt));
            }
        } else {
            sb.append(digits.charAt(0));
            if (digits.length() > 1) {
                sb.append('.').append(digits.substring(1));
            }
            int exp = decpt - 1;
            sb.append('e').append(exp < 0 ? '-' : '+');
            String e = Integer.toString(Math.abs(exp));
            if (e.length() < 2) {
                sb.append('0');
            }
            sb.append(e);
        }
        return sb.toString();
    }

    private static String local(PyCode code, int i) {
        return i < code.localsplusNames.length ? code.localsplusNames[i].value : "<" + i + ">";
    }

    private static String name(PyCode code, int i) {
        return i < code.names.length ? code.names[i].value : "<" + i + ">";
    }

    private static String argrepr(PyCode code, Ins in, java.util.Map<Integer, Integer> labels) {
        if (in.op.isExtension()) {   // the descriptor it runs, by name
            Object[] ext = code.extensions;
            if (ext != null && in.pos < ext.length
                    && ext[in.pos] instanceof org.specializer.spi.Extension e) {
                return e.name();
            }
        }
        Opcode deop = in.op.deoptParent();
        int arg = in.arg;
        switch (deop) {
            case LOAD_CONST:
            case RETURN_CONST:
                return arg < code.consts.length ? constRepr(code.consts[arg]) : "";
            case LOAD_GLOBAL:
                return name(code, arg >> 1) + ((arg & 1) != 0 ? " + NULL" : "");
            case LOAD_ATTR:
                return name(code, arg >> 1) + ((arg & 1) != 0 ? " + NULL|self" : "");
            case LOAD_SUPER_ATTR:
                return name(code, arg >> 2) + ((arg & 1) != 0 ? " + NULL|self" : "");
            case DELETE_ATTR: case DELETE_GLOBAL: case DELETE_NAME: case IMPORT_FROM: case IMPORT_NAME:
            case LOAD_FROM_DICT_OR_GLOBALS: case LOAD_NAME: case STORE_ATTR: case STORE_GLOBAL:
            case STORE_NAME:
                return name(code, arg);
            case LOAD_FAST_LOAD_FAST: case STORE_FAST_LOAD_FAST: case STORE_FAST_STORE_FAST:
                return local(code, arg >> 4) + ", " + local(code, arg & 15);
            case DELETE_FAST: case LOAD_FAST: case LOAD_FAST_AND_CLEAR: case LOAD_FAST_CHECK: case STORE_FAST:
            case DELETE_DEREF: case LOAD_DEREF: case LOAD_FROM_DICT_OR_DEREF: case MAKE_CELL: case STORE_DEREF:
                return local(code, arg);
            case COMPARE_OP: {
                String r = (arg >> 5) < CMP_OP.length ? CMP_OP[arg >> 5] : "?";
                return (arg & 16) != 0 ? "bool(" + r + ")" : r;
            }
            case CONVERT_VALUE:
                return arg >= 1 && arg <= 3 ? new String[] {"", "str", "repr", "ascii"}[arg] : "";
            case SET_FUNCTION_ATTRIBUTE: {
                List<String> parts = new ArrayList<>();
                for (int i = 0; i < FUNCTION_ATTR_FLAGS.length; i++) {
                    if ((arg & (1 << i)) != 0) {
                        parts.add(FUNCTION_ATTR_FLAGS[i]);
                    }
                }
                return String.join(", ", parts);
            }
            case BINARY_OP:
                return arg < NB_OPS.length ? NB_OPS[arg] : "";
            case CALL_INTRINSIC_1:
                return arg < INTRINSIC_1.length ? INTRINSIC_1[arg] : "";
            case CALL_INTRINSIC_2:
                return arg < INTRINSIC_2.length ? INTRINSIC_2[arg] : "";
            default:
                if (deop.jump() != Opcode.Jump.NONE) {
                    return "to L" + labels.get(jumpTarget(in));
                }
                return "";
        }
    }
}
