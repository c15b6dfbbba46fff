package org.specializer.natives.codecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.specializer.natives.Python.raises;
import static org.specializer.natives.Python.repr;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Fixtures;

/**
 * The {@code _codecs} module and the codecs of {@code str.encode} and {@code bytes.decode}
 * against CPython 3.13's results: every case of {@code codec_cases.txt} (made by
 * {@code gen_codec_cases.py} beside it) gives the same repr or the same exception; the
 * registry's search functions and error handlers without Lib's {@code encodings}.
 */
class CodecsModuleTest {
    @Test
    void casesGiveCPythonsResults() {
        Fixtures.check(CodecsModuleTest.class, "codec_cases");
    }

    @Test
    void lookupWithoutEncodingsFindsNothingButWhatIsRegistered() {
        assertEquals("('nop', 3)", repr("""
                import _codecs
                def search(name):
                    if name == 'test_rot':
                        rot = lambda s, errors='strict': (s.translate(str.maketrans(
                            'abcdefghijklmnopqrstuvwxyz', 'nopqrstuvwxyzabcdefghijklm')), len(s))
                        return (rot, rot, None, None)
                _codecs.register(search)
                """, "_codecs.lookup('Test-Rot')[0]('abc')"));
        raises("TypeError: codec search functions must return 4-tuples", """
                import _codecs
                _codecs.register(lambda name: 1 if name == 'test_bad' else None)
                _codecs.lookup('test_bad')
                """);
        raises("TypeError: encoder must return a tuple (object, integer)", """
                import _codecs
                _codecs.register(lambda name: (lambda s, e: s, None, None, None)
                                 if name == 'test_notuple' else None)
                _codecs.encode('x', 'test_notuple')
                """);
    }

    @Test
    void unregisterEmptiesTheCache() {
        assertEquals("(True, False)", repr("""
                import _codecs
                hits = []
                def search(name):
                    if name == 'test_once':
                        hits.append(name)
                        return (None, None, None, None)
                _codecs.register(search)
                _codecs.lookup('test_once')
                _codecs.lookup('test-once')
                cached = len(hits) == 1
                _codecs.unregister(search)
                try:
                    _codecs.lookup('test_once')
                    found = True
                except LookupError:
                    found = False
                """, "(cached, found)"));
    }

    @Test
    void registeredErrorHandlerServesTheJavaCodecs() {
        assertEquals("b'a[233]b'", repr("""
                import _codecs
                _codecs.register_error('test.ord', lambda e: ('[%d]' % ord(e.object[e.start]),
                                                           e.end))
                """, "'a\\xe9b'.encode('ascii', 'test.ord')"));
    }
}
