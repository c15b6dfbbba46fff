package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.specializer.spi.Opcode;

class BodiesTest {

    /** The list of children core may install is exactly the children the loop has cases for. */
    @Test
    void implementedChildrenAreExactlyTheLoopsCases() throws IOException {
        String source = Files.readString(Path.of(
                "src/main/java/org/specializer/core/interp/Eval.java"));
        Set<Opcode> cases = EnumSet.noneOf(Opcode.class);
        Matcher m = Pattern.compile("case Op\\.(?!G_)([A-Z0-9_]+):").matcher(source);
        while (m.find()) {
            Opcode op = Opcode.valueOf(m.group(1));
            if (op.isSpecialized()) {
                cases.add(op);
            }
        }
        assertEquals(cases, Bodies.implemented());
    }
}
