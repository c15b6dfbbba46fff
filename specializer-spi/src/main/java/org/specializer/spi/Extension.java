package org.specializer.spi;

import org.specializer.api.PyObject;

/**
 * A specialization that a family module defines itself, without a body in core: a name, a
 * guard over the instruction's operands and an action that produces its result. A specializer
 * answers {@link Decision#extend(Extension)}; core rewrites the site into its family's
 * extension child ({@code BINARY_OP_EXTEND}, {@code CALL_EXTEND}, ...) and keeps the
 * descriptor in the site's reference slot. This generalizes CPython 3.14's
 * {@code BINARY_OP_EXTEND}, whose inline cache holds a pointer to a {@code (guard, action)}
 * pair, to every family whose operands have a fixed shape.
 *
 * <h2>How core runs it</h2>
 * <ul>
 *   <li>Tier 1 calls {@code guard}, then {@code action} when it passed. A failed guard runs the
 *       generic instruction and counts a miss against the site's counter, as for every child;
 *       enough misses decide the site again.
 *   <li>Tier 2 calls the descriptor as a constant of the compiled method, guard then action,
 *       with the generic instruction on the failing branch, so that HotSpot, seeing the exact
 *       class of a constant receiver, inlines both.
 *   <li>Statistics ({@code --stats}), {@code dis --adaptive} and the JFR events name the
 *       descriptor by {@link #name()}.
 * </ul>
 *
 * <h2>The contract</h2>
 * <ol>
 *   <li><b>Sound.</b> Whenever {@code guard} returns true for some operands, {@code action} on
 *       those operands gives exactly what the generic instruction gives: the same result (value
 *       and type), the same exception with the same message, the same effects.
 *   <li><b>No Python code</b>, in the guard at all, and in the action only where the guard
 *       proved the exact builtin behaviour: no {@code __eq__}, {@code __hash__},
 *       {@code __index__}, descriptors or other special methods of user classes. Test exact
 *       types ({@code o.getClass() == PyInt.class}, {@code o.type == PyInt.TYPE}), not
 *       {@code instanceof}, since a Python subclass of a builtin type is an instance of the
 *       same Java class and may override the method.
 *   <li><b>Pure guard.</b> The guard has no effects and does not throw; it may be called any
 *       number of times.
 *   <li><b>Nothing kept.</b> Neither keeps references to operands or to the arrays it is
 *       handed; neither writes those arrays.
 *   <li><b>Stateless, or state that only the site's decision reads.</b> A descriptor is shared by
 *       every site that a specializer gives it to, across threads of one interpreter (which run
 *       one at a time).
 * </ol>
 * The shape a family takes is fixed by its operands: {@link Unary} for TO_BOOL and the
 * attribute form of LOAD_ATTR, {@link Binary} for BINARY_OP, BINARY_SUBSCR, COMPARE_OP and
 * CONTAINS_OP, {@link Store} for STORE_SUBSCR and {@link Call} for CALL (see
 * {@link Family#extensionShape()}). A descriptor of another shape is refused as a failure.
 *
 * <p>What "the generic instruction gives" includes each family's conventions: COMPARE_OP's
 * result converted to bool when its operand asks ({@code oparg & 16}), CONTAINS_OP's result
 * inverted for {@code not in} ({@code oparg == 1}), TO_BOOL's result a {@code bool}. The
 * specializer sees the operand through {@link Site#oparg()} and picks a descriptor for it.
 */
public sealed interface Extension permits Extension.Unary, Extension.Binary, Extension.Store,
        Extension.Call {
    /** The name statistics, disassembly and events show, e.g. {@code float_int_add}. */
    String name();

    /** One operand in, one result out: TO_BOOL ({@code value -- bool}) and LOAD_ATTR's
     *  attribute form ({@code owner -- attr}). */
    non-sealed interface Unary extends Extension {
        boolean guard(PyObject value);

        PyObject action(PyObject value);
    }

    /** Two operands in, one result out: BINARY_OP ({@code lhs, rhs -- res}), BINARY_SUBSCR
     *  ({@code container, sub -- res}), COMPARE_OP and CONTAINS_OP ({@code left, right -- b}). */
    non-sealed interface Binary extends Extension {
        boolean guard(PyObject left, PyObject right);

        PyObject action(PyObject left, PyObject right);
    }

    /** STORE_SUBSCR: {@code container[sub] = value}, nothing pushed. */
    non-sealed interface Store extends Extension {
        boolean guard(PyObject container, PyObject sub, PyObject value);

        void action(PyObject container, PyObject sub, PyObject value);
    }

    /**
     * CALL with the site's fixed positional argument count ({@code callable, self_or_null,
     * args[n] -- res}). {@code self} is null when the stack holds NULL there; otherwise the call
     * is {@code callable(self, *args)}. The arguments are {@code args[from]} to
     * {@code args[from + n - 1]}: a view of core's value stack, to be read only during the
     * call.
     */
    non-sealed interface Call extends Extension {
        boolean guard(PyObject callable, PyObject self, PyObject[] args, int from, int n);

        PyObject action(PyObject callable, PyObject self, PyObject[] args, int from, int n);
    }
}
