package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** How {@code __doc__} and {@code __text_signature__} come from an internal doc, as CPython's. */
class BuiltinDocsDerivationTest {
    private static String sig(String name, String doc) {
        PyObject s = BuiltinDocs.signatureFromInternal(name, doc);
        return s == Py.None ? null : ((PyStr) s).value;
    }

    private static String doc(String name, String doc) {
        PyObject s = BuiltinDocs.docFromInternal(name, doc);
        return s == Py.None ? null : ((PyStr) s).value;
    }

    @Test
    void signatureIsTheParenthesizedFirstLine() {
        String d = "len($module, obj, /)\n--\n\nCount.";
        assertEquals("($module, obj, /)", sig("len", d));
        assertEquals("Count.", doc("len", d));
    }

    @Test
    void dottedNamesMatchTheirLastComponent() {
        String d = "SimpleNamespace(mapping_or_iterable=(), /, **kwargs)\n--\n\nNames.";
        assertEquals("(mapping_or_iterable=(), /, **kwargs)", sig("types.SimpleNamespace", d));
        assertEquals("Names.", doc("types.SimpleNamespace", d));
    }

    @Test
    void aSignatureSpansLinesUntilTheMarker() {
        String d = "f(a,\n  b)\n--\n\nText.";
        assertEquals("(a,\n  b)", sig("f", d));
        assertEquals("Text.", doc("f", d));
    }

    @Test
    void noSignatureWithoutTheMarkerOrUnderAnotherName() {
        String usage = "iter(iterable) -> iterator\niter(callable, sentinel)\n\nText.";
        assertEquals(null, sig("iter", usage));
        assertEquals(usage, doc("iter", usage));
        assertEquals(null, sig("next", "len(obj, /)\n--\n\nText."));
        assertEquals("len(obj, /)\n--\n\nText.", doc("next", "len(obj, /)\n--\n\nText."));
    }

    @Test
    void anEmptyTextIsNoneAndSoIsNoDoc() {
        assertEquals(null, doc("f", "f()\n--\n\n"));
        assertEquals("()", sig("f", "f()\n--\n\n"));
        assertSame(Py.None, BuiltinDocs.docFromInternal("f", null));
    }

    @Test
    void entriesMayShareTheirTextAmongSeveralKeys() {
        Map<String, String> m = BuiltinDocs.parse("@a.f b.f\nf()\n--\n\nOne.\n\n@c\nTwo.\n");
        assertEquals("f()\n--\n\nOne.", m.get("a.f"));
        assertEquals("f()\n--\n\nOne.", m.get("b.f"));
        assertEquals("Two.", m.get("c"));
        assertEquals(3, m.size());
    }

    @Test
    void theResourceDocumentsTheBuiltins() {
        assertEquals("($module, obj, /)", sig("len", BuiltinDocs.internalDoc("builtins.len")));
        assertEquals("($self, value, /)", sig("__add__", BuiltinDocs.internalDoc("*.__add__")));
    }
}
