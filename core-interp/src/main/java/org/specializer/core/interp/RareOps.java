package org.specializer.core.interp;

import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * Instructions too rare to earn a case in {@link Eval}'s loop: those that run once per
 * definition or import (IMPORT_NAME, IMPORT_FROM, LOAD_BUILD_CLASS, SET_FUNCTION_ATTRIBUTE,
 * SETUP_ANNOTATIONS), the dict merges of calls with {@code **} (DICT_MERGE, DICT_UPDATE),
 * pattern matching (GET_LEN and the MATCH_* instructions) and {@code except*}
 * (CHECK_EG_MATCH). The loop's {@code default} hands any opcode it has no case for to
 * {@link #run}, so adding one here costs the loop nothing. Each takes the stack as the loop has
 * it and returns the new stack pointer; none jumps and none has cache units. Tier 2 calls
 * {@link #run} too, on its spilled stack.
 *
 * <p>Which objects are sequences and mappings for a pattern is a flag of their type
 * ({@link PyType#SEQUENCE}, {@link PyType#MAPPING}), as CPython's {@code Py_TPFLAGS_SEQUENCE}
 * and {@code Py_TPFLAGS_MAPPING}: never a look at the object's methods.
 */
final class RareOps {
    private RareOps() {}

    private static final PyStr GET = PyStr.intern("get");

    static int run(Frame f, int op, PyObject[] s, int sp, int arg, int ip) {
        switch (op) {
            case Op.IMPORT_NAME:  // level, fromlist -- res
                f.ip = ip;
                s[sp - 2] = Imports.importName(f, f.code.names[arg], s[sp - 2], s[sp - 1]);
                s[--sp] = null;
                return sp;
            case Op.IMPORT_FROM:  // from -- from, res
                s[sp] = Imports.importFrom(s[sp - 1], f.code.names[arg]);
                return sp + 1;
            case Op.LOAD_BUILD_CLASS:  // -- bc
                s[sp] = NameOps.loadBuildClass(f);
                return sp + 1;
            case Op.SET_FUNCTION_ATTRIBUTE:  // attr, func -- func
                Calls.setFunctionAttribute(s[sp - 1], s[sp - 2], arg);
                s[sp - 2] = s[sp - 1];
                s[--sp] = null;
                return sp;
            case Op.SETUP_ANNOTATIONS:
                NameOps.setupAnnotations(f);
                return sp;
            case Op.DICT_UPDATE:  // dict, unused[oparg-1], update -- dict, unused[oparg-1]
                Ops.dictUpdate(s[sp - 1 - arg], s[sp - 1]);
                s[--sp] = null;
                return sp;
            case Op.DICT_MERGE:  // callable, u, u, dict, unused[oparg-1], update -- ...
                Ops.dictMerge(s[sp - 4 - arg], s[sp - 1 - arg], s[sp - 1]);
                s[--sp] = null;
                return sp;
            case Op.CHECK_EG_MATCH:  // exc_value, match_type -- rest, match
                return Exceptions.checkEgMatch(s, sp);
            case Op.GET_LEN:  // obj -- obj, len
                s[sp] = PyInt.of(Abstract.len(s[sp - 1]));
                return sp + 1;
            case Op.MATCH_MAPPING:  // subject -- subject, res
                s[sp] = Py.newBool(s[sp - 1].type.hasFlag(PyType.MAPPING));
                return sp + 1;
            case Op.MATCH_SEQUENCE:  // subject -- subject, res
                s[sp] = Py.newBool(s[sp - 1].type.hasFlag(PyType.SEQUENCE));
                return sp + 1;
            case Op.MATCH_KEYS:  // subject, keys -- subject, keys, values_or_none
                s[sp] = matchKeys(s[sp - 2], (PyTuple) s[sp - 1]);
                return sp + 1;
            case Op.MATCH_CLASS: {  // subject, type, names -- attrs_or_none
                PyObject attrs = matchClass(s[sp - 3], s[sp - 2], arg, (PyTuple) s[sp - 1]);
                s[sp - 3] = attrs != null ? attrs : Py.None;
                s[sp - 2] = null;
                s[sp - 1] = null;
                return sp - 2;
            }
            default:
                throw Errors.badOpcode(f.code, ip, op);
        }
    }

    /**
     * The values of {@code keys} in {@code map}, as a tuple, or None when a key is missing.
     * Looks keys up with the mapping's {@code get} and a sentinel default, so that
     * {@code __missing__} never runs and nothing is added to a defaultdict.
     */
    // Compare CPython ceval.c: _PyEval_MatchKeys
    static PyObject matchKeys(PyObject map, PyTuple keys) {
        int n = keys.items.length;
        if (n == 0) {
            return PyTuple.EMPTY;
        }
        PyObject get = map.type == PyDict.TYPE ? null : map.getAttr(GET);
        PyDict seen = new PyDict();
        PyObject dummy = null;
        PyObject[] values = new PyObject[n];
        for (int i = 0; i < n; i++) {
            PyObject key = keys.items[i];
            if (seen.getItem(key) != null) {
                throw Py.valueError("mapping pattern checks duplicate key ("
                        + Abstract.repr(key).value + ")");
            }
            seen.setItem(key, key);
            PyObject value;
            if (get == null) {
                value = ((PyDict) map).getItem(key);
            } else {
                if (dummy == null) {
                    dummy = new PyObject(PyType.OBJECT) {};
                }
                value = Abstract.call(get, key, dummy);
                if (value == dummy) {
                    value = null;
                }
            }
            if (value == null) {
                return Py.None;
            }
            values[i] = value;
        }
        return new PyTuple(values);
    }

    /**
     * A class pattern: null when {@code subject} is not an instance of {@code type} or lacks
     * an attribute, else the tuple of the {@code nargs} positional attributes (named by
     * {@code __match_args__}, or the subject itself for the builtins that match themselves)
     * followed by the keyword ones.
     */
    // Compare CPython ceval.c: _PyEval_MatchClass
    static PyObject matchClass(PyObject subject, PyObject type, int nargs, PyTuple kwargs) {
        if (!(type instanceof PyType cls)) {
            throw Py.typeError("called match pattern must be a class");
        }
        if (!Abstract.isInstance(subject, cls)) {
            return null;
        }
        PyDict seen = new PyDict();
        PyList attrs = new PyList();
        if (nargs > 0) {
            boolean matchSelf = false;
            PyObject matchArgs = cls.lookupAttr(Names.__match_args__);
            if (matchArgs != null) {
                if (matchArgs.type != PyTuple.TYPE) {
                    throw Py.typeError(tpName(cls) + ".__match_args__ must be a tuple (got "
                            + matchArgs.type.getName() + ")");
                }
            } else {
                // MATCH_SELF counts only where no __match_args__ is defined: a subclass that
                // defines __match_args__ loses it.
                matchArgs = PyTuple.EMPTY;
                matchSelf = cls.hasFlag(PyType.MATCH_SELF);
            }
            PyObject[] names = ((PyTuple) matchArgs).items;
            int allowed = matchSelf ? 1 : names.length;
            if (allowed < nargs) {
                throw Py.typeError(tpName(cls) + "() accepts " + allowed
                        + " positional sub-pattern" + (allowed == 1 ? "" : "s") + " (" + nargs
                        + " given)");
            }
            if (matchSelf) {
                attrs.append(subject);
            } else {
                for (int i = 0; i < nargs; i++) {
                    PyObject name = names[i];
                    if (name.type != PyStr.TYPE) {
                        throw Py.typeError("__match_args__ elements must be strings (got "
                                + name.type.getName() + ")");
                    }
                    PyObject attr = classAttr(subject, cls, (PyStr) name, seen);
                    if (attr == null) {
                        return null;
                    }
                    attrs.append(attr);
                }
            }
        }
        for (PyObject name : kwargs.items) {
            PyObject attr = classAttr(subject, cls, (PyStr) name, seen);
            if (attr == null) {
                return null;
            }
            attrs.append(attr);
        }
        return new PyTuple(attrs.toArray());
    }

    /** One attribute of a class pattern's subject, null if it has none. */
    // Compare CPython ceval.c: match_class_attr
    private static PyObject classAttr(PyObject subject, PyType cls, PyStr name, PyDict seen) {
        if (seen.getItem(name) != null) {
            throw Py.typeError(tpName(cls) + "() got multiple sub-patterns for attribute "
                    + Abstract.repr(name).value);
        }
        seen.setItem(name, name);
        return subject.lookupAttr(name);
    }

    /** CPython's {@code tp_name}: a builtin type of another module is qualified by it. */
    private static String tpName(PyType t) {
        String module = t.getModuleName();
        return t.isHeapType() || module.equals("builtins") ? t.getName()
                : module + "." + t.getName();
    }
}
