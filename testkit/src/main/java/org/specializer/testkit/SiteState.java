package org.specializer.testkit;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.PyCode;
import org.specializer.spi.CacheField;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;

/**
 * One adaptive instruction as it was at some moment: which member of its family it had
 * become and what its cache units held. Read from the code object's instruction array with
 * the SPI's instruction table, as {@code dis(adaptive=True, show_caches=True)} reads it.
 *
 * @param code the code object's qualified name ({@code f}, {@code C.m}, {@code <module>})
 * @param line the source line of the instruction
 * @param index the instruction's code-unit index
 * @param opcode the instruction now (the family's base, or a child)
 * @param cache the cache units after the instruction, counter first
 */
public record SiteState(String code, int line, int index, Opcode opcode, int[] cache) {

    public Family family() {
        return opcode.family();
    }

    /** A named cache field's value (16 or 32 bits, low half first). */
    public int field(String name) {
        CacheField f = family().field(name);
        int v = cache[f.offset()];
        if (f.units() == 2) {
            v |= cache[f.offset() + 1] << 16;
        }
        return v;
    }

    @Override
    public String toString() {
        return code + ":" + line + "@" + index + " " + opcode.name();
    }

    /** Every adaptive site of {@code codes}, in code order. */
    public static List<SiteState> all(List<PyCode> codes) {
        List<SiteState> out = new ArrayList<>();
        for (PyCode c : codes) {
            char[] instr = c.instructions;
            int i = 0;
            while (i < instr.length) {
                Opcode op = Opcode.byNumber(c.opcodeAt(i));  // a tracing marker's own
                if (op.family() != null) {
                    int[] cache = new int[op.cacheUnits()];
                    for (int k = 0; k < cache.length; k++) {
                        cache[k] = instr[i + 1 + k];
                    }
                    out.add(new SiteState(c.qualname, c.lineAt(i), i, op, cache));
                }
                i += op.size();
            }
        }
        return out;
    }

    /** The one site of family {@code f} in code object {@code code}. */
    public static SiteState find(List<SiteState> sites, String code, Family f) {
        return only(sites, code, -1, f);
    }

    /** The one site of family {@code f} on {@code line} of code object {@code code}. */
    public static SiteState find(List<SiteState> sites, String code, int line, Family f) {
        return only(sites, code, line, f);
    }

    private static SiteState only(List<SiteState> sites, String code, int line, Family f) {
        List<SiteState> match = new ArrayList<>();
        for (SiteState s : sites) {
            if (s.code.equals(code) && (line < 0 || s.line == line) && s.family() == f) {
                match.add(s);
            }
        }
        if (match.size() != 1) {
            throw new AssertionError("expected one " + f + " site in " + code
                    + (line < 0 ? "" : " line " + line) + ", found " + match + " among " + sites);
        }
        return match.get(0);
    }
}
