package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import org.specializer.api.PyDict;
import org.specializer.api.PyStr;
import org.specializer.core.interp.Runtime;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.testkit.InProcess;
import org.specializer.testkit.SiteState;

/**
 * LOAD_GLOBAL sites observed through {@code __probe__}: the child each name's whereabouts
 * give, the cache contents (entry index, keys versions), and what rebinding, adding,
 * deleting and shadowing names does to a hot site, with Python's results throughout
 * (expected output from CPython 3.13).
 */
class LoadGlobalObservedTest {

    private static InProcess.Result run(String source) {
        InProcess.Result r = InProcess.run(source, "snippet.py", InProcess.Mode.defaults());
        assertEquals(0, r.status(), r::describe);
        return r;
    }

    private static SiteState site(InProcess.Result r, String probe, String code) {
        return SiteState.find(r.probe(probe), code, Family.LOAD_GLOBAL);
    }

    private static SiteState site(InProcess.Result r, String probe, String code, int line) {
        return SiteState.find(r.probe(probe), code, line, Family.LOAD_GLOBAL);
    }

    private static PyDict dictOf(InProcess.Result r, String probe) {
        return (PyDict) r.probeCall(probe).subject();
    }

    /** The keys version of the dict handed to the probe, as it was at the probe. */
    private static int versionAt(InProcess.Result r, String probe) {
        return r.probeCall(probe).subjectKeysVersion();
    }

    @Test
    void loadGlobalModuleAndBuiltin_cacheEntryIndexAndKeysVersions_andKeepHittingWhenRebound() {
        InProcess.Result r = run("""
                x = 10
                total = 0
                i = 0
                def read():
                    return x
                def size(s):
                    return len(s)
                print(read(), read(), size("ab"), size("abc"))
                __probe__("warm", globals())
                for i in range(100):
                    x = i
                    total += read()
                print(total)
                __probe__("rebound", globals())
                """);
        assertEquals("10 10 2 3\n4950\n", r.stdout());
        PyDict globals = dictOf(r, "warm");
        SiteState read = site(r, "warm", "read");
        assertEquals(Opcode.LOAD_GLOBAL_MODULE, read.opcode());
        assertEquals(globals.entryIndex(PyStr.intern("x")), read.field("index"));
        assertEquals(versionAt(r, "warm"), read.field("module_keys_version"));

        SiteState size = site(r, "warm", "size");
        assertEquals(Opcode.LOAD_GLOBAL_BUILTIN, size.opcode());
        assertEquals(Runtime.builtins().entryIndex(PyStr.intern("len")), size.field("index"));
        assertEquals(versionAt(r, "warm"), size.field("module_keys_version"));
        assertEquals(r.probeCall("warm").builtinsKeysVersion(), size.field("builtin_keys_version"));

        SiteState rebound = site(r, "rebound", "read");
        assertEquals(Opcode.LOAD_GLOBAL_MODULE, rebound.opcode());
        assertEquals(read.field("module_keys_version"), rebound.field("module_keys_version"),
                "rebinding a value keeps the keys version");
        InProcess.Counts c = r.stats(Family.LOAD_GLOBAL);
        assertEquals(100, c.childHits("LOAD_GLOBAL_MODULE"));
        assertEquals(0, c.misses());
    }

    @Test
    void loadGlobalModule_missesWhenAGlobalIsAdded_andRespecializesOnThe53rdMiss() {
        InProcess.Result r = run("""
                x = 1
                def read():
                    return x
                read(); read()
                __probe__("module", globals())
                y = 2
                seen = [read() for i in range(52)]
                __probe__("52 misses")
                print(set(seen), read())
                __probe__("53 misses", globals())
                """);
        assertEquals("{1} 1\n", r.stdout());
        SiteState first = site(r, "module", "read");
        assertEquals(Opcode.LOAD_GLOBAL_MODULE, first.opcode());
        SiteState stale = site(r, "52 misses", "read");
        assertEquals(Opcode.LOAD_GLOBAL_MODULE, stale.opcode());
        assertEquals(first.field("module_keys_version"), stale.field("module_keys_version"));
        assertEquals(0, stale.field("counter"));
        SiteState renewed = site(r, "53 misses", "read");
        assertEquals(Opcode.LOAD_GLOBAL_MODULE, renewed.opcode());
        assertEquals(versionAt(r, "53 misses"), renewed.field("module_keys_version"));
        assertNotEquals(first.field("module_keys_version"), renewed.field("module_keys_version"));
        InProcess.Counts c = r.stats(Family.LOAD_GLOBAL);
        assertEquals(53, c.misses());
        assertEquals(1, c.deopts());
    }

    @Test
    void loadGlobalBuiltin_deoptsWhenAGlobalShadowsIt_andComesBackWhenTheShadowGoes() {
        InProcess.Result r = run("""
                def size(s):
                    return len(s)
                print(size("ab"), size("ab"))
                __probe__("builtin")
                len = lambda s: -1
                results = [size("abc") for i in range(52)]
                __probe__("52 shadowed")
                print(set(results), size("abc"))
                __probe__("53 shadowed")
                del len
                results = [size("abcd") for i in range(53)]
                print(set(results))
                __probe__("unshadowed")
                """);
        assertEquals("2 2\n{-1} -1\n{4}\n", r.stdout());
        assertEquals(Opcode.LOAD_GLOBAL_BUILTIN, site(r, "builtin", "size").opcode());
        assertEquals(Opcode.LOAD_GLOBAL_BUILTIN, site(r, "52 shadowed", "size").opcode(),
                "still the builtin child, but every execution missed: the results are -1");
        assertEquals(Opcode.LOAD_GLOBAL_MODULE, site(r, "53 shadowed", "size").opcode());
        assertEquals(Opcode.LOAD_GLOBAL_BUILTIN, site(r, "unshadowed", "size").opcode());
        assertEquals(2, r.stats(Family.LOAD_GLOBAL).deopts());
    }

    @Test
    void loadGlobalBuiltin_keepsHittingWhenTheBuiltinIsReplacedInTheBuiltinsModule() {
        InProcess.Result r = run("""
                import builtins
                original = builtins.len
                def size(s):
                    return len(s)
                print(size("ab"), size("ab"))
                __probe__("builtin")
                try:
                    builtins.len = lambda s: "replaced"
                    print({size("abc") for i in range(100)})
                    __probe__("replaced")
                finally:
                    builtins.len = original
                print(size("abc"))
                """);
        assertEquals("2 2\n{'replaced'}\n3\n", r.stdout());
        SiteState before = site(r, "builtin", "size");
        SiteState replaced = site(r, "replaced", "size");
        assertEquals(Opcode.LOAD_GLOBAL_BUILTIN, replaced.opcode());
        assertEquals(before.field("builtin_keys_version"), replaced.field("builtin_keys_version"));
        InProcess.Counts c = r.stats(Family.LOAD_GLOBAL);
        assertEquals(101, c.childHits("LOAD_GLOBAL_BUILTIN"));
        assertEquals(0, c.misses());
    }

    @Test
    void loadGlobalModule_aDeletedGlobalRaisesNameError_thenTheSiteFailsOutOfRange() {
        InProcess.Result r = run("""
                x = "here"
                def read():
                    try:
                        return x
                    except NameError as e:
                        return str(e)
                print(read(), read())
                __probe__("module")
                del x
                seen = [read() for i in range(53)]
                print(set(seen), len(seen))
                __probe__("deleted")
                """);
        assertEquals("here here\n{\"name 'x' is not defined\"} 53\n", r.stdout());
        assertEquals(Opcode.LOAD_GLOBAL_MODULE, site(r, "module", "read", 4).opcode());
        assertEquals(Opcode.LOAD_GLOBAL, site(r, "deleted", "read", 4).opcode());
        assertEquals(Long.valueOf(1),
                r.stats(Family.LOAD_GLOBAL).failureKinds().get("OUT_OF_RANGE"));
    }

    @Test
    void sharedCode_aCacheFilledForOneGlobalsDictNeverServesAnother() {
        InProcess.Result r = run("""
                code = compile("def read():\\n    return value\\n", "<shared>", "exec")
                g1 = {"value": "one"}
                g2 = {"value": "two"}
                exec(code, g1)
                exec(code, g2)
                r1, r2 = g1["read"], g2["read"]
                print(r1.__code__ is r2.__code__, r1(), r1())
                __probe__("filled for g1", g1)
                print(r2(), r1())
                __probe__("after g2", g2)
                """);
        assertEquals("True one one\ntwo one\n", r.stdout());
        SiteState filled = site(r, "filled for g1", "read");
        assertEquals(Opcode.LOAD_GLOBAL_MODULE, filled.opcode());
        assertEquals(versionAt(r, "filled for g1"), filled.field("module_keys_version"));
        SiteState after = site(r, "after g2", "read");
        assertEquals(Opcode.LOAD_GLOBAL_MODULE, after.opcode());
        assertEquals(filled.field("module_keys_version"), after.field("module_keys_version"),
                "still g1's version");
        assertNotEquals(versionAt(r, "after g2"), after.field("module_keys_version"));
        InProcess.Counts c = r.stats(Family.LOAD_GLOBAL);
        assertEquals(1, c.misses(), "g2's call missed");
        assertEquals(1, c.childHits("LOAD_GLOBAL_MODULE"), "g1's second call hit");
    }

    @Test
    void anEntryIndexBeyond16Bits_staysGeneric_failingOutOfRange() {
        InProcess.Result r = run("""
                for i in range(66000):
                    globals()[f"g{i}"] = i
                late = "late"
                def read():
                    return late
                print(read(), read())
                __probe__("late")
                """);
        assertEquals("late late\n", r.stdout());
        assertEquals(Opcode.LOAD_GLOBAL, site(r, "late", "read").opcode());
        assertEquals(Long.valueOf(1),
                r.stats(Family.LOAD_GLOBAL).failureKinds().get("OUT_OF_RANGE"));
    }

    @Test
    void globalsOfADictSubclass_failNonDict() {
        InProcess.Result r = run("""
                class Namespace(dict):
                    pass
                g = Namespace(x=5)
                exec("def read():\\n    return x\\n", g)
                print([g["read"]() for i in range(5)])
                __probe__("subclass")
                """);
        assertEquals("[5, 5, 5, 5, 5]\n", r.stdout());
        assertEquals(Opcode.LOAD_GLOBAL, site(r, "subclass", "read").opcode());
        assertEquals(Long.valueOf(2), r.stats(Family.LOAD_GLOBAL).failureKinds().get("NON_DICT"),
                "attempts at the second and the fifth call, as CPython 3.13's backoff");
    }
}
