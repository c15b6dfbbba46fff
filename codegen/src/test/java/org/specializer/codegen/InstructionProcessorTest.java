package org.specializer.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;

/**
 * The processor on small stand-ins for core's sources: what it derives from a loop and value
 * cores, and the declarations it refuses.
 */
class InstructionProcessorTest {

    @TempDir
    Path dir;

    private static final String ANNOTATIONS = """
            package org.specializer.core.interp;
            @interface Dispatch {}
            """;
    private static final String CORE = """
            package org.specializer.core.interp;
            @interface Core {
                org.specializer.spi.Opcode[] value();
                String[] guards() default {};
            }
            """;
    private static final String SUPPORT = """
            package org.specializer.core.interp;
            record CoreMethod(String owner, String name, String descriptor) {}
            final class Stats {
                static final boolean ENABLED = false;
                static void hit(int op) {}
            }
            """;

    /** Compile core's stand-ins with {@code body} as class Eval; the errors, or none. */
    private List<String> compile(String body) throws IOException {
        Path src = Files.createDirectories(dir.resolve("src/org/specializer/core/interp"));
        Files.writeString(src.resolve("Dispatch.java"), ANNOTATIONS);
        Files.writeString(src.resolve("Core.java"), CORE);
        Files.writeString(src.resolve("CoreMethod.java"), SUPPORT);
        Files.writeString(src.resolve("Eval.java"), body);
        Path out = Files.createDirectories(dir.resolve("out"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null,
                null)) {
            List<Path> sources = new ArrayList<>();
            try (var walk = Files.walk(dir.resolve("src"))) {
                walk.filter(p -> p.toString().endsWith(".java")).forEach(sources::add);
            }
            JavaCompiler.CompilationTask task = javac.getTask(new StringWriter(), files,
                    diagnostics, List.of("-d", out.toString(), "-s", out.toString(),
                            "-classpath", System.getProperty("java.class.path"), "-proc:only"),
                    null, files.getJavaFileObjectsFromPaths(sources));
            task.setProcessors(List.of(new InstructionProcessor()));
            task.call();
        }
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                errors.add(d.getMessage(Locale.ROOT));
            }
        }
        return errors;
    }

    private String generated(String name) throws IOException {
        return Files.readString(dir.resolve("out/org/specializer/core/interp/" + name + ".java"));
    }

    @Test
    void derivesNumbersSizesImplementedChildrenAndGeneratedBodies() throws IOException {
        List<String> errors = compile("""
                package org.specializer.core.interp;
                import org.specializer.api.PyObject;
                import org.specializer.spi.Opcode;
                final class Eval {
                    @Dispatch
                    static void loop(int op) {
                        switch (op) {
                            case Op.NOP: case Op.BINARY_SUBSCR_DICT: break;
                            case Op.G_BINARY_SUBSCR: break;
                            default: break;
                        }
                    }
                    @Core(value = Opcode.BINARY_SUBSCR_LIST_SLICE, guards = {"a list", "a \\"slice\\""})
                    static PyObject slice(PyObject c, PyObject s) {
                        return null;
                    }
                }
                """);
        assertEquals(List.of(), errors);
        String op = generated("Op");
        assertTrue(op.contains("static final int BINARY_SUBSCR_LIST_SLICE = "
                + Opcode.BINARY_SUBSCR_LIST_SLICE.number() + ";"), op);
        assertTrue(op.contains("static final int LOAD_ATTR_SIZE = 10;"), op);
        assertTrue(op.contains("static final int G_BINARY_SUBSCR = "
                + (Opcode.count() + Family.BINARY_SUBSCR.ordinal()) + ";"), op);
        String decl = generated("Declarations");
        assertTrue(decl.contains("IMPLEMENTED[" + Opcode.BINARY_SUBSCR_DICT.number()
                + "] = true;"), decl);
        assertTrue(decl.contains("IMPLEMENTED[" + Opcode.BINARY_SUBSCR_LIST_SLICE.number()
                + "] = true;  // BINARY_SUBSCR_LIST_SLICE (generated body)"), decl);
        assertTrue(!decl.contains("IMPLEMENTED[" + Opcode.NOP.number() + "]"),
                "base instructions are not children");
        assertTrue(decl.contains("\"org/specializer/core/interp/Eval\", \"slice\", "
                + "\"(Lorg/specializer/api/PyObject;Lorg/specializer/api/PyObject;)"
                + "Lorg/specializer/api/PyObject;\""), decl);
        assertTrue(decl.contains("{\"BINARY_SUBSCR_LIST_SLICE/2\", \"a \\\"slice\\\"\"}"), decl);
        String bodies = generated("DeclaredBodies");
        assertTrue(bodies.contains("case Op.BINARY_SUBSCR_LIST_SLICE: {"), bodies);
        assertTrue(bodies.contains("org.specializer.core.interp.Eval.slice(s[sp - 2], s[sp - 1])"),
                bodies);
    }

    @Test
    void refusesALoopCaseThatNamesNoInstruction() throws IOException {
        List<String> errors = compile("""
                package org.specializer.core.interp;
                final class Eval {
                    @Dispatch
                    static void loop(int op) {
                        switch (op) {
                            case Op.NOT_AN_INSTRUCTION: break;
                            default: break;
                        }
                    }
                }
                """);
        assertTrue(errors.stream().anyMatch(e -> e.contains("Op.NOT_AN_INSTRUCTION")), errors
                ::toString);
    }

    @Test
    void refusesACoreThatDoesNotFitItsFamilysShape_whenItsBodyIsGenerated() throws IOException {
        List<String> errors = compile("""
                package org.specializer.core.interp;
                import org.specializer.api.PyObject;
                import org.specializer.spi.Opcode;
                final class Eval {
                    @Dispatch
                    static void loop(int op) {
                        switch (op) {
                            default: break;
                        }
                    }
                    @Core(Opcode.BINARY_SUBSCR_LIST_SLICE)
                    static PyObject slice(PyObject c, PyObject s, int extra) {
                        return null;
                    }
                    @Core({Opcode.BINARY_SUBSCR_DICT, Opcode.NOP})
                    static PyObject dict(PyObject c, PyObject s) {
                        return null;
                    }
                }
                """);
        assertTrue(errors.stream().anyMatch(e -> e.contains("BINARY_SUBSCR_LIST_SLICE has no case")
                && e.contains("(Lorg/specializer/api/PyObject;Lorg/specializer/api/PyObject;I)")),
                errors::toString);
        assertTrue(errors.stream().anyMatch(e -> e.contains("@Core names NOP")), errors::toString);
    }
}
