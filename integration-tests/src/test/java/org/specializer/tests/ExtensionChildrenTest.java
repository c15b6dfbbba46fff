package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every family's extension child, driven by a plugin compiled at test time whose specializers
 * answer only with descriptors: TO_BOOL (an int's truth, its jump folded), LOAD_ATTR
 * ({@code complex.real}/{@code .imag}, one descriptor per site), BINARY_SUBSCR (str by int),
 * STORE_SUBSCR (list by int), COMPARE_OP (int with float, with and without the conversion to
 * bool), CONTAINS_OP (str in str, {@code in} and {@code not in}), CALL (the builtin
 * {@code len} of a str, with the builtin rebound mid-run). The program then feeds each site
 * operands its guard refuses. Its output must be CPython 3.13's in the interpreter and with tier 2
 * compiling the functions while their sites are extended, and every descriptor must both hit and
 * miss (compiled code counts its extension children's hits and misses too).
 */
class ExtensionChildrenTest {
    static final String MODULE = "org.example.extall";

    private static Path root;
    private static Path pluginDir;

    private static final String MODULE_INFO = """
            module org.example.extall {
                requires org.specializer.spi;
                provides org.specializer.spi.Specializer with
                    org.example.extall.All.ToBool, org.example.extall.All.LoadAttr,
                    org.example.extall.All.BinarySubscr, org.example.extall.All.StoreSubscr,
                    org.example.extall.All.CompareOp, org.example.extall.All.ContainsOp,
                    org.example.extall.All.Call;
            }
            """;

    private static final String ALL = """
            package org.example.extall;

            import org.specializer.api.Abstract;
            import org.specializer.api.Py;
            import org.specializer.api.PyComplex;
            import org.specializer.api.PyFloat;
            import org.specializer.api.PyInt;
            import org.specializer.api.PyList;
            import org.specializer.api.PyObject;
            import org.specializer.api.PyStr;
            import org.specializer.spi.CommonFailure;
            import org.specializer.spi.Decision;
            import org.specializer.spi.Extension;
            import org.specializer.spi.Family;
            import org.specializer.spi.Site;
            import org.specializer.spi.Specializer;

            public final class All {
                private All() {}

                static PyObject bool(boolean b) {
                    return b ? Py.True : Py.False;
                }

                static final Decision NO = Decision.fail(CommonFailure.OTHER);

                public static final class ToBool implements Specializer {
                    static final Extension.Unary INT_TRUTH = new Extension.Unary() {
                        public String name() { return "int_truth"; }
                        public boolean guard(PyObject v) { return v.getClass() == PyInt.class; }
                        public PyObject action(PyObject v) { return bool(((PyInt) v).value != 0); }
                    };
                    public Family family() { return Family.TO_BOOL; }
                    public Decision specialize(Site s) {
                        return INT_TRUTH.guard(s.stack(0)) ? Decision.extend(INT_TRUTH) : NO;
                    }
                }

                /** One descriptor per site: it knows which part the site's name asks for. */
                static final class ComplexPart implements Extension.Unary {
                    final boolean real;
                    ComplexPart(boolean real) { this.real = real; }
                    public String name() { return real ? "complex_real" : "complex_imag"; }
                    public boolean guard(PyObject v) { return v.getClass() == PyComplex.class; }
                    public PyObject action(PyObject v) {
                        PyComplex z = (PyComplex) v;
                        return new PyFloat(real ? z.real : z.imag);
                    }
                }

                public static final class LoadAttr implements Specializer {
                    public Family family() { return Family.LOAD_ATTR; }
                    public Decision specialize(Site s) {
                        String name = s.name(s.oparg() >> 1).value;
                        if (s.stack(0).getClass() != PyComplex.class
                                || !(name.equals("real") || name.equals("imag"))) {
                            return NO;
                        }
                        // the method form (oparg & 1) is core's to refuse: ask anyway
                        return Decision.extend(new ComplexPart(name.equals("real")));
                    }
                }

                public static final class BinarySubscr implements Specializer {
                    static final Extension.Binary STR_INDEX = new Extension.Binary() {
                        public String name() { return "str_index"; }
                        public boolean guard(PyObject s, PyObject i) {
                            return s.getClass() == PyStr.class && i.getClass() == PyInt.class;
                        }
                        public PyObject action(PyObject s, PyObject i) {
                            return Abstract.getItem(s, i);
                        }
                    };
                    public Family family() { return Family.BINARY_SUBSCR; }
                    public Decision specialize(Site s) {
                        return STR_INDEX.guard(s.stack(1), s.stack(0))
                                ? Decision.extend(STR_INDEX) : NO;
                    }
                }

                public static final class StoreSubscr implements Specializer {
                    static final Extension.Store LIST_STORE = new Extension.Store() {
                        public String name() { return "list_store"; }
                        public boolean guard(PyObject c, PyObject i, PyObject v) {
                            return c.getClass() == PyList.class && i.getClass() == PyInt.class;
                        }
                        public void action(PyObject c, PyObject i, PyObject v) {
                            Abstract.setItem(c, i, v);
                        }
                    };
                    public Family family() { return Family.STORE_SUBSCR; }
                    public Decision specialize(Site s) {
                        return LIST_STORE.guard(s.stack(1), s.stack(0), s.stack(2))
                                ? Decision.extend(LIST_STORE) : NO;
                    }
                }

                /** int against float: the comparison and, when the site asks, its truth. */
                static final class IntFloat implements Extension.Binary {
                    final int oparg;
                    IntFloat(int oparg) { this.oparg = oparg; }
                    public String name() {
                        return (oparg & 16) != 0 ? "int_float_compare_bool" : "int_float_compare";
                    }
                    public boolean guard(PyObject a, PyObject b) {
                        return a.getClass() == PyInt.class && b.getClass() == PyFloat.class;
                    }
                    public PyObject action(PyObject a, PyObject b) {
                        PyObject r = Abstract.richCompare(a, b, oparg >> 5);
                        return (oparg & 16) != 0 ? bool(Abstract.isTrue(r)) : r;
                    }
                }

                public static final class CompareOp implements Specializer {
                    public Family family() { return Family.COMPARE_OP; }
                    public Decision specialize(Site s) {
                        IntFloat d = new IntFloat(s.oparg());
                        return d.guard(s.stack(1), s.stack(0)) ? Decision.extend(d) : NO;
                    }
                }

                static final class StrInStr implements Extension.Binary {
                    final boolean invert;
                    StrInStr(boolean invert) { this.invert = invert; }
                    public String name() { return invert ? "str_not_in_str" : "str_in_str"; }
                    public boolean guard(PyObject item, PyObject text) {
                        return item.getClass() == PyStr.class && text.getClass() == PyStr.class;
                    }
                    public PyObject action(PyObject item, PyObject text) {
                        return bool(Abstract.contains(text, item) != invert);
                    }
                }

                public static final class ContainsOp implements Specializer {
                    public Family family() { return Family.CONTAINS_OP; }
                    public Decision specialize(Site s) {
                        StrInStr d = new StrInStr(s.oparg() == 1);
                        return d.guard(s.stack(1), s.stack(0)) ? Decision.extend(d) : NO;
                    }
                }

                /** {@code len(s)} for the builtin len this site met, on an exact str. */
                static final class LenOfStr implements Extension.Call {
                    final PyObject len;
                    LenOfStr(PyObject len) { this.len = len; }
                    public String name() { return "len_of_str"; }
                    public boolean guard(PyObject f, PyObject self, PyObject[] args, int from,
                            int n) {
                        return f == len && self == null && n == 1
                                && args[from].getClass() == PyStr.class;
                    }
                    public PyObject action(PyObject f, PyObject self, PyObject[] args, int from,
                            int n) {
                        return PyInt.of(Abstract.len(args[from]));
                    }
                }

                public static final class Call implements Specializer {
                    public Family family() { return Family.CALL; }
                    public Decision specialize(Site s) {
                        if (s.oparg() != 1) {
                            return NO;
                        }
                        PyObject f = s.stack(2);
                        PyObject builtin = s.builtins().getItem(PyStr.of("len"));
                        LenOfStr d = new LenOfStr(builtin);
                        return f == builtin && d.guard(f, s.stack(1), new PyObject[] {s.stack(0)},
                                0, 1) ? Decision.extend(d) : NO;
                    }
                }
            }
            """;

    @BeforeAll
    static void build() throws IOException {
        root = Files.createTempDirectory("spec-ext-children");
        pluginDir = root.resolve("plugins");
        PluginJar.build(pluginDir, MODULE, "0.1",
                Map.of("module-info.java", MODULE_INFO, "org/example/extall/All.java", ALL));
    }

    @AfterAll
    static void cleanUp() throws IOException {
        PluginJar.deleteTree(root);
    }

    private static Path resource(String name) {
        try {
            return Path.of(ExtensionChildrenTest.class.getResource("/extension/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    /** Every descriptor, by family: each must hit and miss. */
    private static final Map<String, List<String>> DESCRIPTORS = Map.of(
            "to_bool", List.of("int_truth"),
            "load_attr", List.of("complex_real", "complex_imag"),
            "binary_subscr", List.of("str_index"),
            "store_subscr", List.of("list_store"),
            "compare_op", List.of("int_float_compare", "int_float_compare_bool"),
            "contains_op", List.of("str_in_str", "str_not_in_str"),
            "call", List.of("len_of_str"));

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--no-tier2", "--tier2-threshold=2"})
    void everyShape_givesCpythonsOutput_hittingAndMissing(String tier) throws IOException {
        Path program = resource("every_shape.py");
        String expected = Files.readString(resource("every_shape.out"), StandardCharsets.UTF_8);
        List<String> options = new ArrayList<>(List.of("--plugins", pluginDir.toString(),
                "--warmup=0", tier));
        Launcher.StatsRun run = Launcher.runWithJsonStats(options, program);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertEquals(expected, run.result().stdout(), tier);
        boolean tier2 = !tier.equals("--no-tier2");
        for (Map.Entry<String, List<String>> e : DESCRIPTORS.entrySet()) {
            Map<String, Object> ext = Json.object(run.stats(), "families", e.getKey(),
                    "extensions");
            for (String name : e.getValue()) {
                Map<String, Object> d = Json.object(ext, name);
                String what = e.getKey() + "/" + name + " " + d + " (" + tier + ")";
                assertTrue(Json.number(d, "hits") > 0, what);
                assertTrue(Json.number(d, "misses") > 0, what);
            }
        }
        if (tier2) {
            assertTrue(Json.number(Json.object(run.stats(), "tier2"), "compiled") > 0,
                    "tier 2 compiled nothing");
        }
    }
}
