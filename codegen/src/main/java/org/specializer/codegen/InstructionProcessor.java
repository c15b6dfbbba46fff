package org.specializer.codegen;

import com.sun.source.tree.CaseTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.tools.Diagnostic;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;

/**
 * Derives core's instruction tables at build time, so that each instruction is declared once.
 *
 * <p>The declarations it reads:
 * <ul>
 *   <li>the instruction set, spi's {@link Opcode} (name, number, family, cache layout, operand
 *       and stack effect), loaded from the processor path;
 *   <li>the eval loop, the method of core marked {@code @Dispatch}: its {@code case Op.X:}
 *       labels are the instructions the loop has bodies for;
 *   <li>the value cores, methods of core marked {@code @Core(CHILD...)}: the guard and action
 *       of a child with its operands as values, which tier 2 calls from compiled code.
 * </ul>
 *
 * <p>What it writes, in core's {@code org.specializer.core.interp}:
 * <ul>
 *   <li>{@code Op}: every opcode's number as a compile-time constant (the loop's
 *       {@code switch} needs constants; enum ordinals are not), each base instruction's size in
 *       code units ({@code X_SIZE}), and the pseudo-opcodes of the families' generic bodies
 *       ({@code G_FAMILY}), numbered right after the last opcode so the switch stays dense;
 *   <li>{@code Declarations}: the children the loop implements and each child's value core
 *       (owner class, method name and JVM descriptor, taken from the method itself).
 * </ul>
 *
 * <p>A loop case or {@code @Core} that names no opcode, a {@code @Core} on something other than
 * a static method of a specialized child, or two cores for one child stop the build with an
 * error at the declaration.
 */
public final class InstructionProcessor extends AbstractProcessor {

    static final String PACKAGE = "org.specializer.core.interp";
    static final String DISPATCH = PACKAGE + ".Dispatch";
    static final String CORE = PACKAGE + ".Core";

    private boolean written;

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(DISPATCH, CORE);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        if (written || round.processingOver()) {
            return false;
        }
        TypeElement dispatch = processingEnv.getElementUtils().getTypeElement(DISPATCH);
        TypeElement core = processingEnv.getElementUtils().getTypeElement(CORE);
        if (dispatch == null || core == null) {
            return false;  // not core's sources
        }
        Set<? extends Element> loops = round.getElementsAnnotatedWith(dispatch);
        if (loops.size() != 1) {
            error(null, "exactly one method may be the eval loop (@Dispatch); found "
                    + loops.size());
            return false;
        }
        Element loop = loops.iterator().next();
        Set<Opcode> cases = loopCases(loop);
        Map<Opcode, List<String>> guards = new LinkedHashMap<>();
        Map<Opcode, Element> where = new LinkedHashMap<>();
        Map<Opcode, String[]> cores = cores(round.getElementsAnnotatedWith(core), core, guards,
                where);
        // children with a value core but no case of their own: their loop body is generated
        Map<Opcode, String[]> generated = new LinkedHashMap<>();
        for (Map.Entry<Opcode, String[]> c : cores.entrySet()) {
            Opcode op = c.getKey();
            if (cases.contains(op)) {
                continue;
            }
            String shape = SHAPES.get(op.family());
            if (shape == null || !shape.equals(c.getValue()[2])) {
                error(where.get(op), op + " has no case in the eval loop, so its body is "
                        + "generated from its value core, which must then be a static " + shape
                        + " (" + op.family() + "'s shape); it is " + c.getValue()[2]);
                continue;
            }
            generated.put(op, c.getValue());
        }
        written = true;
        try {
            writeOp();
            writeDeclarations(cases, cores, generated, guards);
            writeDeclaredBodies(generated);
        } catch (IOException e) {
            error(null, "cannot write the instruction tables: " + e.getMessage());
        }
        return true;
    }

    // ------------------------------------------------------------------ reading

    /** The opcodes named by the {@code case Op.X:} labels of the loop method. */
    private Set<Opcode> loopCases(Element loop) {
        Trees trees = Trees.instance(processingEnv);
        MethodTree tree = (MethodTree) trees.getTree(loop);
        Set<Opcode> found = EnumSet.noneOf(Opcode.class);
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitCase(CaseTree c, Void p) {
                for (ExpressionTree label : c.getExpressions()) {
                    if (label instanceof MemberSelectTree sel
                            && sel.getExpression() instanceof IdentifierTree id
                            && id.getName().contentEquals("Op")) {
                        String name = sel.getIdentifier().toString();
                        if (name.startsWith("G_")) {
                            continue;
                        }
                        Opcode op = opcode(name);
                        if (op == null) {
                            error(loop, "the eval loop has a case for Op." + name
                                    + ", which is not an instruction of spi's Opcode");
                        } else {
                            found.add(op);
                        }
                    }
                }
                return super.visitCase(c, p);
            }
        }.scan(tree, null);
        return found;
    }

    /** Each child's value core: {owner, name, descriptor}; its declared guards in guards. */
    private Map<Opcode, String[]> cores(Set<? extends Element> marked, TypeElement core,
            Map<Opcode, List<String>> guards, Map<Opcode, Element> where) {
        Map<Opcode, String[]> cores = new LinkedHashMap<>();
        for (Element e : marked) {
            if (e.getKind() != ElementKind.METHOD
                    || !e.getModifiers().contains(javax.lang.model.element.Modifier.STATIC)) {
                error(e, "@Core marks a static method: a child's guard and action");
                continue;
            }
            ExecutableElement m = (ExecutableElement) e;
            TypeElement owner = (TypeElement) m.getEnclosingElement();
            String[] target = {
                processingEnv.getElementUtils().getBinaryName(owner).toString().replace('.', '/'),
                m.getSimpleName().toString(),
                descriptor(m)
            };
            for (AnnotationMirror a : m.getAnnotationMirrors()) {
                if (!a.getAnnotationType().asElement().equals(core)) {
                    continue;
                }
                List<Opcode> children = new ArrayList<>();
                List<String> described = new ArrayList<>();
                for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> v
                        : a.getElementValues().entrySet()) {
                    if (v.getKey().getSimpleName().contentEquals("guards")) {
                        for (Object g : (List<?>) v.getValue().getValue()) {
                            described.add((String) ((AnnotationValue) g).getValue());
                        }
                        continue;
                    }
                    for (String name : enumNames(v.getValue())) {
                        Opcode op = opcode(name);
                        if (op == null || !op.isSpecialized()) {
                            error(m, "@Core names " + name + ", which is not a specialized child");
                        } else if (cores.put(op, target) != null) {
                            error(m, "a second @Core for " + name);
                        } else {
                            children.add(op);
                            where.put(op, m);
                        }
                    }
                }
                if (!described.isEmpty()) {
                    for (Opcode op : children) {
                        guards.put(op, described);
                    }
                }
            }
        }
        return cores;
    }

    private static List<String> enumNames(AnnotationValue value) {
        List<String> names = new ArrayList<>();
        Object v = value.getValue();
        if (v instanceof List<?> list) {
            for (Object item : list) {
                names.addAll(enumNames((AnnotationValue) item));
            }
        } else if (v instanceof VariableElement constant) {
            names.add(constant.getSimpleName().toString());
        }
        return names;
    }

    private static Opcode opcode(String name) {
        try {
            return Opcode.valueOf(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private String descriptor(ExecutableElement m) {
        StringBuilder d = new StringBuilder("(");
        for (VariableElement p : m.getParameters()) {
            d.append(descriptor(p.asType()));
        }
        return d.append(')').append(descriptor(m.getReturnType())).toString();
    }

    private String descriptor(TypeMirror t) {
        TypeMirror erased = processingEnv.getTypeUtils().erasure(t);
        switch (erased.getKind()) {
            case BOOLEAN: return "Z";
            case BYTE: return "B";
            case CHAR: return "C";
            case SHORT: return "S";
            case INT: return "I";
            case LONG: return "J";
            case FLOAT: return "F";
            case DOUBLE: return "D";
            case VOID: return "V";
            case ARRAY:
                return "[" + descriptor(((javax.lang.model.type.ArrayType) erased)
                        .getComponentType());
            case DECLARED: {
                TypeElement te = (TypeElement) processingEnv.getTypeUtils().asElement(erased);
                return "L" + processingEnv.getElementUtils().getBinaryName(te).toString()
                        .replace('.', '/') + ";";
            }
            default:
                throw new IllegalStateException("no descriptor for " + t
                        + (erased.getKind() == TypeKind.ERROR ? " (unresolved)" : ""));
        }
    }

    // ------------------------------------------------------------------ writing

    private void writeOp() throws IOException {
        StringBuilder b = new StringBuilder();
        header(b, "Opcode numbers as compile-time constants for the eval loop's {@code switch}"
                + " (enum ordinals\n * are not constant expressions), each base instruction's size"
                + " in code units, and the\n * pseudo-opcodes of the families' generic bodies.");
        b.append("final class Op {\n    private Op() {}\n\n");
        for (Opcode o : Opcode.values()) {
            b.append("    static final int ").append(o.name()).append(" = ").append(o.number())
                    .append(";\n");
        }
        b.append("\n    // Sizes in code units, caches included, of the instructions that have"
                + " caches.\n");
        for (Opcode o : Opcode.values()) {
            if (!o.isSpecialized() && o.size() > 1) {
                b.append("    static final int ").append(o.name()).append("_SIZE = ")
                        .append(o.size()).append(";\n");
            }
        }
        b.append("\n    // Pseudo-opcodes, never in bytecode: the generic body of each family's"
                + " base instruction,\n    // entered by the base after its counter tick and by"
                + " a child whose guard failed.\n    // Numbered after the last opcode, so the"
                + " loop's switch is one dense table.\n");
        b.append("    static final int FIRST_GENERIC = ").append(Opcode.count()).append(";\n");
        for (Family f : Family.values()) {
            b.append("    static final int G_").append(f.name()).append(" = ")
                    .append(Opcode.count() + f.ordinal()).append(";\n");
        }
        b.append("    static final int END = ").append(Opcode.count() + Family.values().length)
                .append(";\n}\n");
        write("Op", b);
    }

    private void writeDeclarations(Set<Opcode> cases, Map<Opcode, String[]> cores,
            Map<Opcode, String[]> generated, Map<Opcode, List<String>> guards)
            throws IOException {
        StringBuilder b = new StringBuilder();
        header(b, "What core declares about its specialized children, derived"
                + " from the declarations\n * themselves: the children the eval loop has a case"
                + " for, and the value core (guard and\n * action over operand values) that tier 2"
                + " calls for a child.");
        b.append("public final class Declarations {\n    private Declarations() {}\n\n");
        b.append("    private static final boolean[] IMPLEMENTED = new boolean[")
                .append(Opcode.count()).append("];\n");
        b.append("    private static final CoreMethod[] CORES = new CoreMethod[").append(Opcode.count())
                .append("];\n\n    static {\n");
        for (Opcode o : Opcode.values()) {
            if (o.isSpecialized() && (cases.contains(o) || generated.containsKey(o))) {
                b.append("        IMPLEMENTED[").append(o.number()).append("] = true;  // ")
                        .append(o.name()).append(generated.containsKey(o) ? " (generated body)"
                                : "").append('\n');
            }
        }
        for (Map.Entry<Opcode, String[]> c : cores.entrySet()) {
            String[] t = c.getValue();
            b.append("        CORES[").append(c.getKey().number()).append("] = new CoreMethod(\"")
                    .append(t[0]).append("\", \"").append(t[1]).append("\", \"").append(t[2])
                    .append("\");  // ").append(c.getKey().name()).append('\n');
        }
        b.append("    }\n\n");
        b.append("    /** The guards that value cores declare: {CHILD/n, what it checks}. */\n");
        b.append("    static final String[][] GUARDS = {\n");
        for (Map.Entry<Opcode, List<String>> g : guards.entrySet()) {
            int n = 1;
            for (String text : g.getValue()) {
                b.append("        {\"").append(g.getKey().name()).append('/').append(n++)
                        .append("\", \"").append(escape(text)).append("\"},\n");
            }
        }
        b.append("    };\n\n");
        b.append("    /** Does the eval loop have a body for the specialized child {@code op}? */\n"
                + "    public static boolean implemented(org.specializer.spi.Opcode op) {\n"
                + "        return IMPLEMENTED[op.number()];\n    }\n\n");
        b.append("    /** The value core of the child {@code op}, or null when it has none. */\n"
                + "    public static CoreMethod core(org.specializer.spi.Opcode op) {\n"
                + "        return CORES[op.number()];\n    }\n}\n");
        write("Declarations", b);
    }

    /**
     * The value-core descriptor a child needs for its loop body to be generated, by family:
     * the families whose children take their operands from the stack alone.
     */
    static final Map<Family, String> SHAPES = new java.util.EnumMap<>(Family.class);

    static {
        String o = "Lorg/specializer/api/PyObject;";
        SHAPES.put(Family.BINARY_OP, "(" + o + o + ")" + o);
        SHAPES.put(Family.BINARY_SUBSCR, "(" + o + o + ")" + o);
        SHAPES.put(Family.STORE_SUBSCR, "(" + o + o + o + ")Z");
        SHAPES.put(Family.COMPARE_OP, "(" + o + o + "I)I");
        SHAPES.put(Family.CONTAINS_OP, "(" + o + o + ")I");
    }

    /**
     * {@code DeclaredBodies}: the loop bodies of children declared by a value core alone, one
     * case each, shaped by the family (the eval loop's {@code default} branch sends them here).
     */
    private void writeDeclaredBodies(Map<Opcode, String[]> generated) throws IOException {
        StringBuilder b = new StringBuilder();
        header(b, "The eval loop's bodies of the children that core declares by their value core"
                + " alone ({@code @Core})\n * and that have no case of their own in the loop:"
                + " each runs its core over the stack as\n * its family's shape says.");
        b.append("final class DeclaredBodies {\n    private DeclaredBodies() {}\n\n");
        b.append("    /** Code units of each generated child, caches included (0: not one). */\n");
        b.append("    static final int[] SIZE = new int[").append(Opcode.count()).append("];\n\n");
        b.append("    static {\n");
        for (Opcode o : generated.keySet()) {
            b.append("        SIZE[").append(o.number()).append("] = ").append(o.size())
                    .append(";  // ").append(o.name()).append('\n');
        }
        b.append("    }\n\n");
        b.append("    /** Run child {@code op}: the new stack pointer, or -1 when a guard failed. */\n");
        b.append("    static int run(int op, org.specializer.api.PyObject[] s, int sp, int arg) {\n");
        b.append("        switch (op) {\n");
        for (Map.Entry<Opcode, String[]> g : generated.entrySet()) {
            Opcode o = g.getKey();
            String call = g.getValue()[0].replace('/', '.') + "." + g.getValue()[1];
            b.append("            case Op.").append(o.name()).append(": {\n");
            switch (o.family()) {
                case BINARY_OP: case BINARY_SUBSCR:
                    b.append("                org.specializer.api.PyObject v = ").append(call)
                            .append("(s[sp - 2], s[sp - 1]);\n"
                            + "                if (v == null) {\n                    return -1;\n"
                            + "                }\n                s[sp - 2] = v;\n"
                            + "                s[--sp] = null;\n                break;\n");
                    break;
                case STORE_SUBSCR:
                    b.append("                if (!").append(call)
                            .append("(s[sp - 3], s[sp - 2], s[sp - 1])) {\n"
                            + "                    return -1;\n                }\n"
                            + "                s[--sp] = null;\n                s[--sp] = null;\n"
                            + "                s[--sp] = null;\n                break;\n");
                    break;
                case COMPARE_OP:
                    b.append("                int v = ").append(call)
                            .append("(s[sp - 2], s[sp - 1], arg);\n"
                            + "                if (v < 0) {\n                    return -1;\n"
                            + "                }\n                s[sp - 2] = v != 0 ?"
                            + " org.specializer.api.Py.True : org.specializer.api.Py.False;\n"
                            + "                s[--sp] = null;\n                break;\n");
                    break;
                default:  // CONTAINS_OP: item, container; oparg 1 inverts
                    b.append("                int v = ").append(call)
                            .append("(s[sp - 2], s[sp - 1]);\n"
                            + "                if (v < 0) {\n                    return -1;\n"
                            + "                }\n                s[sp - 2] = (v != 0) != (arg != 0) ?"
                            + " org.specializer.api.Py.True : org.specializer.api.Py.False;\n"
                            + "                s[--sp] = null;\n                break;\n");
                    break;
            }
            b.append("            }\n");
        }
        b.append("            default:\n                throw new IllegalStateException(\"no generated"
                + " body for opcode \" + op);\n        }\n");
        b.append("        if (Stats.ENABLED) {\n            Stats.hit(op);\n        }\n");
        b.append("        return sp;\n    }\n}\n");
        write("DeclaredBodies", b);
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    private static void header(StringBuilder b, String doc) {
        b.append("package ").append(PACKAGE).append(";\n\n");
        b.append("/**\n * ").append(doc).append("\n *\n * <p>Generated at build time by ")
                .append(InstructionProcessor.class.getName())
                .append(" (module codegen); edit the\n * declarations, not this file.\n */\n");
    }

    private void write(String name, CharSequence text) throws IOException {
        try (Writer w = processingEnv.getFiler().createSourceFile(PACKAGE + "." + name)
                .openWriter()) {
            w.append(text);
        }
    }

    private void error(Element at, String message) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, message, at);
    }
}
