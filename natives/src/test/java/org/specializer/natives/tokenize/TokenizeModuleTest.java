package org.specializer.natives.tokenize;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.specializer.natives.Python;

/**
 * {@code _tokenize.TokenizerIter} against CPython 3.13: {@code tokenize/cases.py} tokenizes a
 * hundred sources (every token kind, f-strings, line endings, blank and comment lines,
 * indentation, errors) the way {@code tokenize.generate_tokens} does; {@code cases.out} is what
 * CPython printed.
 */
class TokenizeModuleTest {
    private static String resource(String name) throws IOException {
        try (InputStream in = TokenizeModuleTest.class.getResourceAsStream("/tokenize/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void tokenStreamsMatchCPython() throws IOException {
        String got = Python.str(resource("cases.py"), "'\\n'.join(OUT) + '\\n'");
        assertEquals(resource("cases.out"), got);
    }

    @Test
    void sourcesComeFromReadline() {
        assertEquals("[(1, 'x', (1, 0), (1, 1), 'x = \"é\"\\n'), (55, '=', (1, 2), (1, 3), "
                + "'x = \"é\"\\n'), (3, '\"é\"', (1, 4), (1, 7), 'x = \"é\"\\n'), (4, '\\n', "
                + "(1, 7), (1, 8), 'x = \"é\"\\n'), (0, '', (2, 0), (2, 0), '')]",
                Python.repr("import _tokenize\n"
                        + "lines = iter([b'x = \"\\xc3\\xa9\"\\n'])\n"
                        + "def rl():\n"
                        + "    return next(lines)\n",
                        "list(_tokenize.TokenizerIter(rl, extra_tokens=True, encoding='utf-8'))"));
        Python.raises("TypeError: readline() returned a non-string object",
                "import _tokenize\nlist(_tokenize.TokenizerIter(lambda: 1, extra_tokens=True))\n");
        Python.raises("TypeError: tokenizeriter() missing required argument 'extra_tokens' "
                + "(pos 2)", "import _tokenize\n_tokenize.TokenizerIter(lambda: '')\n");
    }

    @Test
    void exactTypesWithoutExtraTokens() {
        assertEquals("[1, 22, 7, 2, 8, 4, 0]", Python.repr("import _tokenize\n"
                + "src = iter(['x = (1)  # c\\n'])\n",
                "[t[0] for t in _tokenize.TokenizerIter(lambda: next(src, ''), "
                        + "extra_tokens=False)]"));
    }
}
