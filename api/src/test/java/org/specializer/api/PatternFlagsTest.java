package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The type flags pattern matching reads: which types are sequences and mappings (CPython's
 * Py_TPFLAGS_SEQUENCE and Py_TPFLAGS_MAPPING) and which match themselves in a class pattern,
 * how classes inherit them, and how {@code __abc_tpflags__} and {@code ABCMeta.register} set
 * them.
 */
class PatternFlagsTest {
    private static PyType cls(String name, PyDict ns, PyType... bases) {
        return TypeFactory.newType(PyType.TYPE, name, bases, ns, Py.NO_KWNAMES, Py.NO_ARGS);
    }

    private static PyType cls(String name, PyType... bases) {
        return cls(name, new PyDict(), bases);
    }

    private static int collection(PyType t) {
        return t.getFlags() & PyType.COLLECTION_FLAGS;
    }

    @Test
    void builtinSequencesAndMappings() {
        for (PyType t : new PyType[] {PyList.TYPE, PyTuple.TYPE, PyRange.TYPE}) {
            assertEquals(PyType.SEQUENCE, collection(t), t.getName());
        }
        for (PyType t : new PyType[] {PyDict.TYPE, PyMappingProxy.TYPE}) {
            assertEquals(PyType.MAPPING, collection(t), t.getName());
        }
        for (PyType t : new PyType[] {PyStr.TYPE, PyBytes.TYPE, PySet.TYPE, PyFrozenSet.TYPE,
            PyInt.TYPE, PyType.OBJECT, PyDictKeys.TYPE}) {
            assertEquals(0, collection(t), t.getName());
        }
    }

    @Test
    void builtinsThatMatchThemselves() {
        for (PyType t : new PyType[] {PyBool.TYPE, PyBytes.TYPE, PyDict.TYPE, PyFloat.TYPE,
            PyFrozenSet.TYPE, PyInt.TYPE, PyList.TYPE, PySet.TYPE, PyStr.TYPE, PyTuple.TYPE}) {
            assertTrue(t.hasFlag(PyType.MATCH_SELF), t.getName());
        }
        assertFalse(PyRange.TYPE.hasFlag(PyType.MATCH_SELF));
        assertFalse(PyType.OBJECT.hasFlag(PyType.MATCH_SELF));
    }

    @Test
    void classesInheritTheFlags() {
        PyType myList = cls("MyList", PyList.TYPE);
        assertEquals(PyType.SEQUENCE, collection(myList));
        assertTrue(myList.hasFlag(PyType.MATCH_SELF));
        PyType myDict = cls("MyDict", cls("Plain"), PyDict.TYPE);
        assertEquals(PyType.MAPPING, collection(myDict));
        assertTrue(myDict.hasFlag(PyType.MATCH_SELF));
        PyType plain = cls("Plain");
        assertEquals(0, collection(plain));
        assertFalse(plain.hasFlag(PyType.MATCH_SELF));
    }

    @Test
    void theFirstCollectionFlagInTheMroWins() {
        PyDict ns = new PyDict();
        ns.setItem(Names.__abc_tpflags__, PyInt.of(PyType.MAPPING));
        PyType mappingAbc = abc("Mapping", ns);
        PyType both = cls("Both", mappingAbc, PyList.TYPE);
        assertEquals(PyType.MAPPING, collection(both));
        PyType other = cls("Other", PyList.TYPE, mappingAbc);
        assertEquals(PyType.SEQUENCE, collection(other));
    }

    /** A class made as {@code ABCMeta} makes one: {@code _abc._abc_init} after creation. */
    private static PyType abc(String name, PyDict ns) {
        PyType t = cls(name, ns);
        PyType.abcInit(t);
        return t;
    }

    @Test
    void abcTpflagsMeansNothingToAPlainClass() {
        PyDict ns = new PyDict();
        ns.setItem(Names.__abc_tpflags__, PyInt.of(PyType.SEQUENCE));
        PyType plain = cls("Plain", ns);
        assertEquals(0, collection(plain));
        assertEquals(PyInt.of(PyType.SEQUENCE), plain.getTypeDict().getItem(
                Names.__abc_tpflags__));
    }

    @Test
    void abcTpflagsMarksTheAbcAndIsRemoved() {
        PyDict ns = new PyDict();
        ns.setItem(Names.__abc_tpflags__, PyInt.of(1 << 5));
        PyType seq = abc("Seq", ns);
        assertEquals(PyType.SEQUENCE, collection(seq));
        assertNull(seq.getTypeDict().getItem(Names.__abc_tpflags__));
        assertEquals(PyType.SEQUENCE, collection(cls("SubSeq", seq)));

        PyDict other = new PyDict();
        other.setItem(Names.__abc_tpflags__, PyStr.of("no"));
        PyType ignored = abc("Ignored", other);
        assertEquals(0, collection(ignored));
        assertNull(ignored.getTypeDict().getItem(Names.__abc_tpflags__));

        PyDict bad = new PyDict();
        bad.setItem(Names.__abc_tpflags__, PyInt.of(PyType.COLLECTION_FLAGS));
        PyException e = assertThrows(PyException.class, () -> abc("Bad", bad));
        assertTrue(e.matches(PyExc.TypeError));
    }

    @Test
    void registerMarksTheClassAndItsSubclassesButNoBuiltin() {
        PyDict ns = new PyDict();
        ns.setItem(Names.__abc_tpflags__, PyInt.of(PyType.SEQUENCE));
        PyType sequenceAbc = abc("Sequence", ns);
        PyType target = cls("Target");
        PyType sub = cls("Sub", target);
        PyType.abcRegister(sequenceAbc, target);
        assertEquals(PyType.SEQUENCE, collection(target));
        assertEquals(PyType.SEQUENCE, collection(sub));
        assertEquals(PyType.SEQUENCE, collection(cls("Later", target)));

        PyDict mns = new PyDict();
        mns.setItem(Names.__abc_tpflags__, PyInt.of(PyType.MAPPING));
        PyType mappingAbc = abc("Mapping", mns);
        PyType.abcRegister(mappingAbc, target);
        assertEquals(PyType.MAPPING, collection(target), "the new flag replaces the old");
        PyType.abcRegister(mappingAbc, PyStr.TYPE);
        assertEquals(0, collection(PyStr.TYPE));
        PyType.abcRegister(cls("NotACollection"), sub);
        assertEquals(PyType.MAPPING, collection(sub));
    }
}
