package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;
import org.specializer.spi.Opcode;

class OpTest {

    @Test
    void everyConstantIsItsOpcodesNumber() throws IllegalAccessException {
        int checked = 0;
        for (Field f : Op.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == int.class) {
                assertEquals(Opcode.valueOf(f.getName()).number(), f.getInt(null), f.getName());
                checked++;
            }
        }
        assertEquals(Opcode.count(), checked, "one constant per opcode");
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
