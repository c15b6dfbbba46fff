package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * HotSpot does not JIT-compile methods larger than 8000 bytes of bytecode
 * ({@code -XX:-DontCompileHugeMethods} is off by default). The eval loop must stay well below.
 */
class EvalSizeTest {
    /** Bytes of bytecode the eval loop may use: room below the hard limit for growth. */
    static final int BUDGET = 7000;

    @Test
    void evalLoopStaysUnderTheHugeMethodLimit() throws URISyntaxException {
        int size = bytecodeSize("loop");
        assertTrue(size > 1000, "parsed a plausible size: " + size);
        assertTrue(size <= BUDGET, "the eval loop is " + size + " bytes; budget " + BUDGET);
    }

    /** The code length of a method of {@link Eval}, from javap's listing. */
    static int bytecodeSize(String method) throws URISyntaxException {
        Path classes = Path.of(Eval.class.getProtectionDomain().getCodeSource().getLocation()
                .toURI());
        ToolProvider javap = ToolProvider.findFirst("javap").orElseThrow(
                () -> new AssertionError("javap is not available in this JDK"));
        StringWriter out = new StringWriter();
        int rc = javap.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "-c", "-p",
                "-cp", classes.toString(), Eval.class.getName());
        assertTrue(rc == 0, "javap failed");
        String listing = out.toString();
        int start = listing.indexOf(" " + method + "(");
        assertTrue(start >= 0, "method " + method + " not found");
        int end = listing.indexOf("Exception table", start);
        int next = listing.indexOf("\n\n", start);
        if (end < 0 || (next >= 0 && next < end)) {
            end = next;
        }
        Matcher m = Pattern.compile("\\n\\s+(\\d+): ").matcher(listing.substring(start, end));
        int last = 0;
        while (m.find()) {
            last = Integer.parseInt(m.group(1));
        }
        return last + 1;
    }
}
