package org.specializer.core.interp;

import java.util.Arrays;
import org.specializer.api.Abstract;
import org.specializer.api.Builtin;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyCell;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;

/**
 * {@code __build_class__(func, name, *bases, metaclass=..., **kwds)}: what a class statement
 * calls. Computes the metaclass, prepares the namespace, runs the class body in it, and calls
 * the metaclass (CPython's {@code builtin___build_class__}).
 */
final class BuildClass {
    private BuildClass() {}

    static final PyBuiltinFunction FUNCTION = new PyBuiltinFunction(
            Builtin.Impl.ofK("__build_class__", "__build_class__", BuildClass::build), null, false,
            "builtins");

    private static final PyStr METACLASS = PyStr.intern("metaclass");

    private static PyObject build(PyObject unused, PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        if (npos < 2) {
            throw Py.typeError("__build_class__: not enough arguments");
        }
        if (!(args[0] instanceof PyFunction body)) {
            throw Py.typeError("__build_class__: func must be a function");
        }
        if (!(args[1] instanceof PyStr name)) {
            throw Py.typeError("__build_class__: name is not a string");
        }
        PyObject[] origBases = Arrays.copyOfRange(args, 2, npos);
        PyObject[] bases = resolveMroEntries(origBases);
        PyObject meta = null;
        PyStr[] kwNames = new PyStr[kwnames.length];
        PyObject[] kwValues = new PyObject[kwnames.length];
        int nkw = 0;
        for (int i = 0; i < kwnames.length; i++) {
            if (kwnames[i].value.equals("metaclass")) {
                meta = args[npos + i];
            } else {
                kwNames[nkw] = kwnames[i];
                kwValues[nkw++] = args[npos + i];
            }
        }
        kwNames = Arrays.copyOf(kwNames, nkw);
        kwValues = Arrays.copyOf(kwValues, nkw);
        boolean isClass;
        if (meta == null) {
            meta = bases.length == 0 ? PyType.TYPE : bases[0].type;
            isClass = true;
        } else {
            isClass = meta instanceof PyType;
        }
        if (isClass) {
            meta = calculateMetaclass((PyType) meta, bases);
        }
        PyTuple basesTuple = PyTuple.of(bases);
        PyObject ns;
        PyObject prepare = meta.lookupAttr(Names.__prepare__);
        if (prepare == null) {
            ns = new PyDict();
        } else {
            PyObject[] pargs = new PyObject[2 + nkw];
            pargs[0] = name;
            pargs[1] = basesTuple;
            System.arraycopy(kwValues, 0, pargs, 2, nkw);
            ns = prepare.call(pargs, kwNames);
        }
        if (!isMapping(ns)) {
            throw Py.typeError(isClass ? ((PyType) meta).getName() + ".__prepare__() must return "
                    + "a mapping, not " + ns.type.getName()
                    : "<metaclass>.__prepare__() must return a mapping, not "
                    + ns.type.getName());
        }
        PyObject cell = Calls.runWithLocals(body, ns);
        if (bases != origBases) {
            Abstract.setItem(ns, PyStr.intern("__orig_bases__"), PyTuple.of(origBases));
        }
        PyObject[] margs = new PyObject[3 + nkw];
        margs[0] = name;
        margs[1] = basesTuple;
        margs[2] = ns;
        System.arraycopy(kwValues, 0, margs, 3, nkw);
        PyObject cls = meta.call(margs, kwNames);
        if (cls instanceof PyType && cell instanceof PyCell c) {
            if (c.ref != cls) {
                if (c.ref == null) {
                    throw Py.runtimeError("__class__ not set defining " + Abstract.repr(name)
                            + " as " + Abstract.repr(cls) + ". Was __classcell__ propagated "
                            + "to type.__new__?");
                }
                throw Py.typeError("__class__ set to " + Abstract.repr(c.ref) + " defining "
                        + Abstract.repr(name) + " as " + Abstract.repr(cls));
            }
        }
        return cls;
    }

    private static boolean isMapping(PyObject o) {
        return o instanceof PyDict || o.type.lookup(Names.__getitem__) != null;
    }

    /** PEP 560: bases that are not classes may substitute themselves via {@code __mro_entries__}. */
    private static PyObject[] resolveMroEntries(PyObject[] bases) {
        boolean any = false;
        for (PyObject b : bases) {
            if (!(b instanceof PyType) && b.lookupAttr(Names.__mro_entries__) != null) {
                any = true;
                break;
            }
        }
        if (!any) {
            return bases;
        }
        java.util.List<PyObject> out = new java.util.ArrayList<>();
        PyTuple orig = PyTuple.of(bases.clone());
        for (PyObject b : bases) {
            PyObject me = b instanceof PyType ? null : b.lookupAttr(Names.__mro_entries__);
            if (me == null) {
                out.add(b);
                continue;
            }
            PyObject r = Abstract.call1(me, orig);
            if (!(r instanceof PyTuple t)) {
                throw Py.typeError("__mro_entries__ must return a tuple");
            }
            out.addAll(Arrays.asList(t.items));
        }
        return out.toArray(new PyObject[0]);
    }

    /** CPython's {@code _PyType_CalculateMetaclass}: the most derived metaclass. */
    static PyType calculateMetaclass(PyType meta, PyObject[] bases) {
        return TypeFactory.calculateMetaclass(meta, bases);
    }
}
