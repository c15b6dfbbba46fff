package org.specializer.natives.multibytecodec;

import java.nio.charset.Charset;

/**
 * A charset written here for a CPython codec the JDK lacks ({@link HzCharset},
 * {@link EucJis2004Charset}): a superset of ASCII, known to {@link MbCodec} only (it is not
 * registered with the JDK).
 */
abstract class WrittenCharset extends Charset {
    WrittenCharset(String name) {
        super(name, new String[0]);
    }

    @Override
    public final boolean contains(Charset cs) {
        return cs.name().equals("US-ASCII") || cs == this;
    }
}
