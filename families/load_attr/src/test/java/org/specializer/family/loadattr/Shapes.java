package org.specializer.family.loadattr;

import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Builtin;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

/**
 * Objects shaped as Python code would shape them, made without an interpreter: classes
 * through {@link TypeFactory} (as a {@code class} statement), functions over a hand-made code
 * object (never called), and builtins that record that they ran ("traps"), which a specializer
 * must never call.
 */
final class Shapes {
    private Shapes() {}

    /** Names of trap builtins that ran. */
    static final List<String> RAN = new ArrayList<>();

    static PyStr n(String s) {
        return PyStr.intern(s);
    }

    /** {@code class name(bases): ns...} with alternating names and values. */
    static PyType subclass(String name, PyType[] bases, Object... ns) {
        return clsWithMeta(PyType.TYPE, name, bases, ns);
    }

    /** {@code class name(metaclass=meta): ns...}. */
    static PyType clsWithMeta(PyType meta, String name, Object... ns) {
        return clsWithMeta(meta, name, new PyType[0], ns);
    }

    private static PyType clsWithMeta(PyType meta, String name, PyType[] bases, Object[] ns) {
        PyDict d = new PyDict();
        for (int i = 0; i < ns.length; i += 2) {
            d.setItem(n((String) ns[i]), (PyObject) ns[i + 1]);
        }
        return TypeFactory.newType(meta, name, bases, d, new PyStr[0], new PyObject[0]);
    }

    static PyType cls(String name, Object... ns) {
        return subclass(name, new PyType[0], ns);
    }

    /** A Python function with {@code argcount} positional parameters and the given code flags. */
    static PyFunction function(String name, int argcount, int flags) {
        byte[] kinds = new byte[argcount];
        PyStr[] names = new PyStr[argcount];
        for (int i = 0; i < argcount; i++) {
            kinds[i] = (byte) (PyCode.KIND_LOCAL | PyCode.KIND_ARG);
            names[i] = n("a" + i);
        }
        PyCode code = new PyCode(new char[0], new PyObject[0], new PyStr[0], names, kinds,
                argcount, 0, 0, flags, 1, "<test>", name, name, 1, new int[0], new int[0], 0);
        return new PyFunction(code, new PyDict(), new PyDict(), null);
    }

    /** A simple function {@code def name(a0, ..)}: optimized, no *args, **kwargs or kw-only. */
    static PyFunction function(String name, int argcount) {
        return function(name, argcount, PyCode.CO_OPTIMIZED | PyCode.CO_NEWLOCALS);
    }

    /** A builtin that records its call in {@link #RAN} and fails. */
    static PyBuiltinFunction trap(String name) {
        return new PyBuiltinFunction(Builtin.Impl.ofN(name, name, 0, 3, (self, args) -> {
            RAN.add(name);
            throw new AssertionError("the specializer ran " + name);
        }), null);
    }

    /** A site of {@code opcode} with the given oparg and stack (top last), names indexed 0... */
    static Site site(Opcode opcode, int oparg, PyStr[] names, PyObject... stack) {
        Site s = mock(Site.class);
        when(s.opcode()).thenReturn(opcode);
        when(s.oparg()).thenReturn(oparg);
        for (int i = 0; i < stack.length; i++) {
            when(s.stack(i)).thenReturn(stack[stack.length - 1 - i]);
        }
        when(s.name(anyInt())).thenAnswer(inv -> names[(Integer) inv.getArgument(0)]);
        return s;
    }
}
