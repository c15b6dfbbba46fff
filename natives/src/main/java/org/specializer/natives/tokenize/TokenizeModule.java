package org.specializer.natives.tokenize;

import org.specializer.api.PyModule;

/**
 * The {@code _tokenize} module (CPython {@code Python/Python-tokenize.c}): the C tokenizer's
 * iterator that Lib's {@code tokenize} module is built on, here the parser's own tokenizer in
 * its tokenize mode ({@link TokenizerIter}).
 */
public final class TokenizeModule {
    private TokenizeModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_tokenize");
        m.put("TokenizerIter", TokenizerIter.TYPE);
        return m;
    }
}
