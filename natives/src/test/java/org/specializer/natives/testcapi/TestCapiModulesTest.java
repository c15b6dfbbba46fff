package org.specializer.natives.testcapi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Python;

/**
 * {@code _testlimitedcapi}, {@code _testinternalcapi} and {@code _testsinglephase}: the
 * sequence protocol as C code reaches it (negative indexes counted from the end, still-negative
 * ones out of range for a built-in sequence but handed as they are to a class's
 * {@code __getitem__}), attribute tests that swallow errors, whether an instance keeps its
 * attributes inline, the locale codec, and the single-phase test module's functions. Expected
 * values are CPython 3.13's.
 */
class TestCapiModulesTest {
    private static final String SETUP = """
            import _testlimitedcapi as L, _testinternalcapi as I
            def err(f, *a):
                try:
                    return f(*a)
                except Exception as e:
                    return type(e).__name__
            def msg(f, *a):
                try:
                    return f(*a)
                except Exception as e:
                    return type(e).__name__ + ': ' + str(e)
            class Seq:
                def __len__(self):
                    return 3
                def __getitem__(self, i):
                    return ("item", i)
            class Boom:
                @property
                def attr(self):
                    raise ValueError
            class P:
                pass
            """;

    @Test
    void sequenceFunctions_countNegativeIndexesFromTheEnd() {
        assertEquals("[42, 42, 'IndexError', 'IndexError', ('item', 2), ('item', -1)]",
                Python.repr(SETUP, "[L.sequence_getitem(b'*', 0), L.sequence_getitem(b'*', -1), "
                        + "err(L.sequence_getitem, b'*', -2), err(L.sequence_getitem, b'*', 1), "
                        + "L.sequence_getitem(Seq(), -1), L.sequence_getitem(Seq(), -4)]"));
        assertEquals("(bytearray(b'az'), 'IndexError', bytearray(b'z'), 'TypeError')",
                Python.repr(SETUP + "b = bytearray(b'xz')\nL.sequence_setitem(b, -2, 97)\n"
                        + "r1 = bytes(b)\nr2 = err(L.sequence_setitem, b, -3, 1)\n"
                        + "L.sequence_delitem(b, 0)\n",
                        "(bytearray(r1), r2, b, err(L.sequence_setitem, (1,), 0, 1))"));
    }

    @Test
    void hasattrString_swallowsErrors_andInlineValuesFollowTheInstance() {
        assertEquals("(1, 0, 0)", Python.repr(SETUP + "p = P()\np.x = 1\n",
                "(L.object_hasattrstring(p, b'x'), L.object_hasattrstring(p, b'y'), "
                        + "L.object_hasattrstring(Boom(), b'attr'))"));
        assertEquals("(True, False, False)", Python.repr(SETUP + "p = P()\np.x = 1\n"
                + "before = I.has_inline_values(p)\ndel p.__dict__\n",
                "(before, I.has_inline_values(p), I.has_inline_values(1))"));
    }

    @Test
    void recursionDepth_countsThePythonFramesBelowTheCaller() {
        assertEquals("1", Python.repr(SETUP + "def f():\n    return I.get_recursion_depth()\n"
                + "def g():\n    return f()\n", "g() - f()"));
    }

    @Test
    void localeCodec_isUtf8_withStrictAndSurrogateescapeOnly() {
        assertEquals("[b'a\\xc3\\xa9\\xf4\\x8f\\xbf\\xbf', "
                + "'RuntimeError: encode error: pos=2, reason=encoding error', b'a\\xff', "
                + "'ValueError: unsupported error handler']",
                Python.repr(SETUP, "[I.EncodeLocaleEx('a\\xe9\\U0010ffff', 0, 'strict'), "
                        + "msg(I.EncodeLocaleEx, 'ab\\udc80', 0, 'strict'), "
                        + "I.EncodeLocaleEx('a\\udcff', 0, 'surrogateescape'), "
                        + "msg(I.EncodeLocaleEx, '\\ud800', 0, 'surrogatepass')]"));
        assertEquals("['aé', 'RuntimeError: decode error: pos=2, reason=decoding error', "
                + "'a\\udcff', 'ValueError: unsupported error handler']",
                Python.repr(SETUP, "[I.DecodeLocaleEx(b'a\\xc3\\xa9'), "
                        + "msg(I.DecodeLocaleEx, b'ab\\xff', 0, 'strict'), "
                        + "I.DecodeLocaleEx(b'a\\xff', 0, 'surrogateescape'), "
                        + "msg(I.DecodeLocaleEx, b'', 0, 'backslashreplace')]"));
    }

    @Test
    void singlePhaseModule_hasItsFunctionsAndCountsItsInitializations() {
        assertEquals("(3, True, 1969, 'something different', True, 'OverflowError', 0, 0.0)",
                Python.repr("""
                        import _testsinglephase as S
                        def err(f, *a):
                            try:
                                return f(*a)
                            except Exception as e:
                                return type(e).__name__
                        made = S.initialized_count() >= 1
                        S._clear_globals()
                        """, "(S.sum(1, 2), S.look_up_self() is S, S.int_const, S.str_const, "
                        + "made and issubclass(S.error, Exception), err(S.sum, 2**70, 1), "
                        + "S.initialized_count(), S.state_initialized())"));
    }
}
