package org.specializer.spi;

import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * The view of one adaptive instruction that a {@link Specializer} inspects and fills: the
 * instruction, its operands on the value stack as they are at this execution, its namespaces,
 * and writers for its inline cache fields. Core builds it when a site's counter expires; the
 * specializer never sees core itself.
 *
 * <p>Writes go to the cache units only; core publishes the new opcode after the specializer
 * returns {@link Decision.Specialize} (cache first, opcode last).
 */
public interface Site {
    /** The instruction as it is now: the family's base, or a child that kept missing. */
    Opcode opcode();

    /** The full operand (EXTENDED_ARG prefixes applied). */
    int oparg();

    /** The code object holding the instruction. */
    PyCode code();

    /** The instruction's code-unit index in {@code code().instructions}. */
    int index();

    /** The operand {@code depth} slots below the top of the stack (0 is the top); null is NULL. */
    PyObject stack(int depth);

    /** {@code code().names[i]}. */
    default PyStr name(int i) {
        return code().names[i];
    }

    /** Fast local {@code i} (null when unbound). */
    PyObject local(int i);

    /** The globals of the running frame. */
    PyDict globals();

    /** The builtins of the running frame. */
    PyDict builtins();

    /** The instruction following this one's cache units. */
    Opcode nextOpcode();

    /** The operand of the instruction following this one's cache units. */
    int nextOparg();

    /** Write an unsigned 16-bit field. */
    void setU16(CacheField field, int value);

    /** Write an unsigned 32-bit field (two units, low half first). */
    void setU32(CacheField field, int value);

    /** Store an object in the site's reference-table slot (the field holds the slot index). */
    void setRef(CacheField field, Object value);
}
