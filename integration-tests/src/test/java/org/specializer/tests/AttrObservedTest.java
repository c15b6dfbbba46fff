package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.specializer.api.PyType;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.testkit.InProcess;
import org.specializer.testkit.SiteState;

/**
 * LOAD_ATTR, STORE_ATTR and LOAD_SUPER_ATTR sites observed through {@code __probe__}: the
 * child each owner shape gives, what the cache holds, and what mutating the class, the
 * instance or the module does to a hot site, with Python's results throughout (expected
 * output from CPython 3.13).
 */
class AttrObservedTest {

    private static InProcess.Result run(String source) {
        return run(source, InProcess.Mode.defaults());
    }

    private static InProcess.Result run(String source, InProcess.Mode mode) {
        InProcess.Result r = InProcess.run(source, "snippet.py", mode);
        assertEquals(0, r.status(), r::describe);
        return r;
    }

    private static SiteState site(InProcess.Result r, String probe, String code, Family f) {
        return SiteState.find(r.probe(probe), code, f);
    }

    @Test
    void instanceValue_cachesTheValueIndex_andBecomesWithHintWhenTheDictIsMaterialized() {
        InProcess.Result r = run("""
                class P:
                    def __init__(self):
                        self.x = 1
                        self.y = 2
                def read(p):
                    return p.y
                p = P()
                print(read(p), read(p))
                __probe__("warm")
                vars(p)
                r = [read(p) for i in range(52)]
                __probe__("52 misses")
                print(set(r), read(p))
                __probe__("53 misses")
                """);
        assertEquals("2 2\n{2} 2\n", r.stdout());
        SiteState warm = site(r, "warm", "read", Family.LOAD_ATTR);
        assertEquals(Opcode.LOAD_ATTR_INSTANCE_VALUE, warm.opcode());
        assertEquals(1, warm.field("keys_version"), "y is the second shared key");
        assertNotEquals(0, warm.field("version"));
        SiteState stale = site(r, "52 misses", "read", Family.LOAD_ATTR);
        assertEquals(Opcode.LOAD_ATTR_INSTANCE_VALUE, stale.opcode());
        assertEquals(0, stale.field("counter"));
        SiteState hint = site(r, "53 misses", "read", Family.LOAD_ATTR);
        assertEquals(Opcode.LOAD_ATTR_WITH_HINT, hint.opcode());
        assertEquals(1, hint.field("keys_version"), "y is the dict's second entry");
        InProcess.Counts c = r.stats(Family.LOAD_ATTR);
        assertEquals(53, c.misses());
        assertEquals(1, c.deopts());
    }

    @Test
    void methodWithValues_seesMethodsReplacedOnTheClassOrABase_andAnInstanceShadow() {
        InProcess.Result r = run("""
                class Base:
                    def m(self):
                        return "Base.m"
                class C(Base):
                    def __init__(self):
                        self.a = 0
                    def m(self):
                        return "C.m"
                def call(o):
                    return o.m()
                o = C()
                print(call(o), call(o))
                __probe__("warm")
                C.m = lambda self: "C.m2"
                print(call(o))
                del C.m
                print(call(o))
                Base.m = lambda self: "Base.m2"
                print(call(o))
                o.m = lambda: "instance"
                print([call(o) for i in range(52)][-1])
                __probe__("shadowed")
                """);
        assertEquals("C.m C.m\nC.m2\nBase.m\nBase.m2\ninstance\n", r.stdout());
        SiteState warm = site(r, "warm", "call", Family.LOAD_ATTR);
        assertEquals(Opcode.LOAD_ATTR_METHOD_WITH_VALUES, warm.opcode());
        assertNotEquals(0, warm.field("keys_version"), "the shared keys version");
        assertEquals(Opcode.LOAD_ATTR, site(r, "shadowed", "call", Family.LOAD_ATTR).opcode(),
                "m became a shared key: CPython 3.13 fails SHADOWED");
        InProcess.Counts c = r.stats(Family.LOAD_ATTR);
        assertTrue(c.failureKinds().getOrDefault("SHADOWED", 0L) >= 1, c::toString);
    }

    @Test
    void property_andGetattributeAddedMidLoop_areSeenAtOnce() {
        InProcess.Result r = run("""
                class C:
                    @property
                    def v(self):
                        return "prop"
                    def __init__(self):
                        self.w = 0
                def read(o):
                    try:
                        return o.v
                    except AttributeError as e:
                        return "AttributeError"
                o = C()
                print(read(o), read(o))
                __probe__("property")
                C.v = "plain"
                print(read(o))
                C.v = property(lambda self: "prop2")
                print(read(o))
                C.__getattr__ = lambda self, name: "fallback"
                C.v = property(lambda self: self.missing)
                print(read(o))
                del C.__getattr__
                print(read(o))
                C.__getattribute__ = lambda self, name: "intercepted " + name
                print(read(o), [read(o) for i in range(60)][-1])
                __probe__("getattribute")
                """);
        assertEquals("prop prop\nplain\nprop2\nfallback\nAttributeError\n"
                + "intercepted v intercepted v\n", r.stdout());
        SiteState prop = site(r, "property", "read", Family.LOAD_ATTR);
        assertEquals(Opcode.LOAD_ATTR_PROPERTY, prop.opcode());
        assertNotEquals(0, prop.field("keys_version"), "the getter's function version");
        assertEquals(Opcode.LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN,
                site(r, "getattribute", "read", Family.LOAD_ATTR).opcode());
        InProcess.Counts c = r.stats(Family.LOAD_ATTR);
        assertTrue(c.childHits("LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN") > 0, c::toString);
    }

    @Test
    void module_keepsHittingWhenRebound_missesWhenKeysChange() {
        InProcess.Result r = run("""
                import math
                def pi():
                    return math.pi
                print(pi(), pi())
                __probe__("module")
                math.pi = 3
                print(pi())
                math.brand_new = 1
                print(pi())
                del math.pi
                try:
                    pi()
                except AttributeError as e:
                    print(e)
                math.pi = 3.141592653589793
                del math.brand_new
                print([pi() for i in range(60)][-1])
                __probe__("respecialized")
                """);
        assertEquals("3.141592653589793 3.141592653589793\n3\n3\n"
                + "module 'math' has no attribute 'pi'\n3.141592653589793\n", r.stdout());
        SiteState first = site(r, "module", "pi", Family.LOAD_ATTR);
        assertEquals(Opcode.LOAD_ATTR_MODULE, first.opcode());
        assertNotEquals(0, first.field("version"), "the module dict's keys version");
        SiteState again = site(r, "respecialized", "pi", Family.LOAD_ATTR);
        assertEquals(Opcode.LOAD_ATTR_MODULE, again.opcode());
        assertNotEquals(first.field("version"), again.field("version"));
        assertNotEquals(first.field("keys_version"), again.field("keys_version"),
                "pi was re-added at another entry");
        InProcess.Counts c = r.stats(Family.LOAD_ATTR);
        assertTrue(c.childHits("LOAD_ATTR_MODULE") >= 2, "a rebound value still hits: " + c);
    }

    @Test
    void slotsAndPlainClassAttributes_unsetSlotRaises_instanceShadowIsSeen() {
        InProcess.Result r = run("""
                class S:
                    __slots__ = ("a", "b")
                class T:
                    tag = "T.tag"
                    def __init__(self):
                        self.b = 1
                def load(o):
                    try:
                        return o.a
                    except AttributeError:
                        return "AttributeError"
                def store(o, v):
                    o.a = v
                def tag(o):
                    return o.tag
                s = S()
                store(s, 1)
                store(s, 2)
                print(load(s), load(s))
                t = T()
                print(tag(t), tag(t), tag(T))
                __probe__("slots")
                del s.a
                print(load(s))
                store(s, 3)
                print(load(s))
                t.tag = "instance tag"
                print(tag(t))
                del t.tag
                T.tag = "T.tag2"
                print(tag(t))
                """);
        assertEquals("2 2\nT.tag T.tag T.tag\nAttributeError\n3\ninstance tag\nT.tag2\n",
                r.stdout());
        SiteState load = site(r, "slots", "load", Family.LOAD_ATTR);
        assertEquals(Opcode.LOAD_ATTR_SLOT, load.opcode());
        assertEquals(0, load.field("keys_version"), "slot a is the first");
        SiteState store = site(r, "slots", "store", Family.STORE_ATTR);
        assertEquals(Opcode.STORE_ATTR_SLOT, store.opcode());
        assertEquals(Opcode.LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES,
                site(r, "slots", "tag", Family.LOAD_ATTR).opcode());
    }

    @Test
    void superAttrAndMethod_followTheParentsAsTheyChange() {
        InProcess.Result r = run("""
                class A:
                    def f(self):
                        return "A.f"
                    x = "A.x"
                class B(A):
                    def f(self):
                        return "B>" + super().f()
                    def g(self):
                        return super().x
                b = B()
                print(b.f(), b.f(), b.g(), b.g())
                __probe__("super")
                A.f = lambda self: "A.f2"
                A.x = "A.x2"
                print(b.f(), b.g())
                """);
        assertEquals("B>A.f B>A.f A.x A.x\nB>A.f2 A.x2\n", r.stdout());
        assertEquals(Opcode.LOAD_SUPER_ATTR_METHOD,
                site(r, "super", "B.f", Family.LOAD_SUPER_ATTR).opcode());
        assertEquals(Opcode.LOAD_SUPER_ATTR_ATTR,
                site(r, "super", "B.g", Family.LOAD_SUPER_ATTR).opcode());
        assertEquals(2, r.stats(Family.LOAD_SUPER_ATTR).hits());
    }

    @Test
    void withHint_readsAndWritesTheEntryAtTheHint_andMissesWhenTheKeyIsGone() {
        InProcess.Result r = run("""
                class W:
                    pass
                w = W()
                for i in range(31):
                    setattr(w, "f%d" % i, i)
                def read(o):
                    return o.f30
                def write(o, v):
                    o.f30 = v
                print(read(w), read(w))
                write(w, 1)
                write(w, 2)
                write(w, 3)
                __probe__("hint")
                print(read(w))
                del w.f30
                try:
                    read(w)
                except AttributeError as e:
                    print(e)
                write(w, 5)
                print(read(w), list(vars(w))[-1])
                """);
        assertEquals("30 30\n3\n'W' object has no attribute 'f30'\n5 f30\n", r.stdout());
        SiteState read = site(r, "hint", "read", Family.LOAD_ATTR);
        assertEquals(Opcode.LOAD_ATTR_WITH_HINT, read.opcode());
        assertEquals(30, read.field("keys_version"), "f30 is the dict's 31st entry");
        SiteState write = site(r, "hint", "write", Family.STORE_ATTR);
        assertEquals(Opcode.STORE_ATTR_WITH_HINT, write.opcode());
        assertEquals(30, write.field("index"));
        assertEquals(1, r.stats(Family.STORE_ATTR).childHits("STORE_ATTR_WITH_HINT"));
    }

    @Test
    void aClassOutOfVersionTags_staysCorrectAndStopsSpecializing() {
        InProcess.Result r = run("""
                class Churn:
                    def __init__(self):
                        self.v = 1
                def read(o):
                    return o.v
                o = Churn()
                total = 0
                for i in range(1100):
                    Churn.counter = i
                    total += read(o)
                print(total)
                __probe__("exhausted", Churn)
                """, new InProcess.Mode("load_attr, --warmup=0 --cooldown=0",
                        Set.of(Family.LOAD_ATTR), 0, 0));
        assertEquals("1100\n", r.stdout());
        PyType churn = (PyType) r.probeCall("exhausted").subject();
        assertEquals(PyType.MAX_VERSIONS_PER_CLASS, churn.versionsUsed());
        assertEquals(0, churn.version(), "no tag is handed out any more");
        InProcess.Counts c = r.stats(Family.LOAD_ATTR);
        assertTrue(c.failureKinds().getOrDefault("OUT_OF_VERSIONS", 0L) > 0, c::toString);
        assertEquals(Opcode.LOAD_ATTR, site(r, "exhausted", "read", Family.LOAD_ATTR).opcode());
    }
}
