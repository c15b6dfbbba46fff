package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;

class OpTest {

    @Test
    void everyConstantIsItsOpcodesNumber() throws IllegalAccessException {
        int checked = 0;
        int generic = 0;
        for (Field f : Op.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == int.class) {
                if (f.getName().startsWith("G_")) {
                    Family fam = Family.valueOf(f.getName().substring(2));
                    assertEquals(256 + fam.ordinal(), f.getInt(null), f.getName());
                    generic++;
                } else {
                    assertEquals(Opcode.valueOf(f.getName()).number(), f.getInt(null),
                            f.getName());
                    checked++;
                }
            }
        }
        assertEquals(Opcode.count(), checked, "one constant per opcode");
        assertEquals(Family.values().length, generic, "one generic body per family");
    }

    @Test
    void instructionSizesInTheLoopMatchTheTable() throws IllegalAccessException {
        for (Field f : Eval.class.getDeclaredFields()) {
            if (f.getName().endsWith("_SIZE")) {
                String op = f.getName().substring(0, f.getName().length() - "_SIZE".length());
                assertEquals(Opcode.valueOf(op).size(), f.getInt(null), f.getName());
            }
        }
    }
}
