package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;
import org.specializer.testkit.InProcess;

/**
 * In-process runs share code that outlives a run: Lib's import system (frozen importlib and
 * zipimport, loaded once per interpreter) and whatever a program leaves reachable. A run whose
 * specializer's caches lie (the kit's forged decisions may) must not hand those caches to the
 * runs after it. The case this guards: with uncaught exceptions printed by Lib's
 * {@code traceback}, forged runs of the attribute property imported through importlib, and
 * {@code st.st_mode} in zipimport read as its member descriptor in every later run.
 */
class InProcessIsolationTest {

    /**
     * A forged LOAD_ATTR decision on {@code st_mode} and {@code __dict__} of instances: the
     * owner's true type version, the class's attribute (a descriptor) as a plain one.
     */
    static Specializer lying() {
        Specializer real = InProcess.FAMILIES.get(Family.LOAD_ATTR);
        return new Specializer() {
            @Override
            public Family family() {
                return Family.LOAD_ATTR;
            }

            @Override
            public Decision specialize(Site site) {
                PyObject owner = site.stack(0);
                String name = site.name(site.oparg() >> 1).value;
                if ((site.oparg() & 1) == 0 && !(owner instanceof PyType)
                        && (name.equals("st_mode") || name.equals("__dict__"))) {
                    site.setU32(Family.LOAD_ATTR.field("version"), owner.getType().version());
                    site.setRef(Family.LOAD_ATTR.field("descr"),
                            owner.getType().lookup(PyStr.of(name)));
                    return Decision.specialize(Opcode.LOAD_ATTR_NONDESCRIPTOR_NO_DICT);
                }
                return real == null ? Decision.fail(CommonFailure.OTHER) : real.specialize(site);
            }

            @Override
            public List<? extends FailureKind> failureKinds() {
                return List.of(CommonFailure.values());
            }
        };
    }

    static final InProcess.Mode LYING = InProcess.Mode.of("lying about st_mode", List.of(lying()),
            0, 52, null);

    @Test
    void aFunctionKeptFromALyingRunReadsTheTruthInTheNext() {
        InProcess.Result lied = InProcess.run("""
                import posix, sys
                def mode(st):
                    return st.st_mode
                sys._kept_by_isolation_test = mode
                mode(posix.stat('.'))
                print(isinstance(mode(posix.stat('.')), int))
                """, "lying.py", LYING, 10_000, false);
        // the lie held in its own run (posix is built in: no import ran through importlib)
        assertEquals("False\n", lied.stdout(), lied.describe());
        InProcess.Result next = InProcess.run("""
                import posix, sys
                mode = sys.__dict__.pop('_kept_by_isolation_test')
                print(isinstance(mode(posix.stat('.')), int))
                """, "next.py", InProcess.Mode.NO_SPECIALIZE);
        assertEquals("True\n", next.stdout(), next.describe());
    }

    @Test
    void importsAfterALyingRunThatPrintedAnUncaughtException() {
        InProcess.Result lied = InProcess.run("def f():\n    1/0\nf()\n", "lying.py", LYING,
                10_000, false);
        assertEquals(1, lied.status(), lied.describe());
        InProcess.Result next = InProcess.run("""
                import os, json, csv, xml.dom
                print(type(os.stat('.').st_mode).__name__, json.dumps([1]))
                """, "next.py", InProcess.Mode.NO_SPECIALIZE);
        assertEquals("int [1]\n", next.stdout(), next.describe());
    }

    /**
     * The codec registry outlives a run: the search function a run's {@code encodings} (or
     * its own code) registers must not serve the next run, whose {@code codecs} module is
     * another (its {@code CodecInfo} would not be the class that run's {@code encodings}
     * checks for, and names came out as module names).
     */
    @Test
    void aCodecSearchFunctionOfOneRunIsGoneInTheNext() {
        InProcess.Result first = InProcess.run("""
                import codecs
                def search(name):
                    if name == "isolation_test_codec":
                        return codecs.lookup("latin-1")
                codecs.register(search)
                print(codecs.lookup("isolation_test_codec").name, codecs.lookup("koi8_r").name)
                """, "first.py", InProcess.Mode.defaults(), 10_000, false);
        assertEquals("iso8859-1 koi8-r\n", first.stdout(), first.describe());
        InProcess.Result next = InProcess.run("""
                import codecs
                try:
                    codecs.lookup("isolation_test_codec")
                except LookupError as e:
                    print("LookupError:", e)
                print(codecs.lookup("koi8_r").name, codecs.lookup("cp1252")._is_text_encoding)
                """, "next.py", InProcess.Mode.defaults(), 10_000, false);
        assertEquals("LookupError: unknown encoding: isolation_test_codec\nkoi8-r True\n",
                next.stdout(), next.describe());
    }
}
