package org.specializer.natives.ast;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.interp.WarningsModule;

/**
 * {@code ast.AST.__init__} and {@code __reduce__}, which every node class inherits.
 *
 * <p>As in CPython 3.13, a field that is not given takes a default read from the class's
 * {@code _field_types}: none for an optional field ({@code T | None}: the class's None shows
 * through), an empty list for a sequence ({@code list[T]}), a shared {@code Load()} for an
 * {@code expr_context}; any other omitted field is left unset with a DeprecationWarning
 * ("... missing 1 required positional argument ..."), as is a keyword argument that is
 * neither a field nor an attribute. The warnings go through the {@code warnings} machinery,
 * so filters apply. Missing fields are warned about in the order of {@code _fields} (CPython
 * follows a set's order, which varies from run to run).
 */
final class AstNodeMethods {
    private AstNodeMethods() {}

    // Compare CPython Python-ast.c: ast_type_init
    static PyObject init(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyType t = self.type;
        PyObject fields = t.lookupAttr(AstTypes.FIELDS);
        List<PyObject> fieldList = new ArrayList<>();
        if (fields != null) {
            for (PyObject f : Abstract.toArray(fields)) {
                fieldList.add(f);
            }
        }
        LinkedHashSet<PyObject> remaining = new LinkedHashSet<>(fieldList);
        int npos = args.length - kwnames.length;
        int numfields = fieldList.size();
        if (npos > numfields) {
            throw Py.typeError(t.getName() + " constructor takes at most " + numfields
                    + " positional argument" + (numfields == 1 ? "" : "s"));
        }
        for (int i = 0; i < npos; i++) {
            PyObject name = fieldList.get(i);
            setAttr(self, name, args[i]);
            remaining.remove(name);
        }
        PyObject attributes = null;
        for (int k = 0; k < kwnames.length; k++) {
            PyStr key = kwnames[k];
            if (fieldList.contains(key)) {
                if (!remaining.remove(key)) {
                    throw Py.typeError(t.getName() + " got multiple values for argument '"
                            + key.value + "'");
                }
            } else {
                if (attributes == null) {
                    attributes = t.getAttr(AstTypes.ATTRIBUTES);
                }
                if (!Abstract.contains(attributes, key)) {
                    WarningsModule.warn(PyExc.DeprecationWarning, t.getName()
                            + ".__init__ got an unexpected keyword argument '" + key.value
                            + "'. Support for arbitrary keyword arguments is deprecated and "
                            + "will be removed in Python 3.15.", 1);
                }
            }
            setAttr(self, key, args[npos + k]);
        }
        if (remaining.isEmpty()) {
            return Py.None;
        }
        PyObject fieldTypes = t.lookupAttr(AstTypes.FIELD_TYPES);
        if (fieldTypes == null) {
            return Py.None;
        }
        if (!(fieldTypes instanceof PyDict types)) {
            throw Py.error(PyExc.SystemError, "bad argument to internal function");
        }
        AstTypes st = AstTypes.get();
        for (PyObject name : remaining) {
            PyObject ft = types.getItem(name);
            if (ft == null) {
                WarningsModule.warn(PyExc.DeprecationWarning, "Field " + Abstract.repr(name)
                        + " is missing from " + t.getName() + "._field_types. This will become "
                        + "an error in Python 3.15.", 1);
                continue;
            }
            if (isUnion(ft)) {
                continue;
            }
            if (isListType(ft)) {
                setAttr(self, name, new PyList());
            } else if (ft == st.cls("expr_context")) {
                setAttr(self, name, st.singletons.get("Load"));
            } else {
                WarningsModule.warn(PyExc.DeprecationWarning, t.getName()
                        + ".__init__ missing 1 required positional argument: "
                        + Abstract.repr(name) + ". This will become an error in Python 3.15.", 1);
            }
        }
        return Py.None;
    }

    /** {@code T | None} (a {@code types.UnionType}), or the tuple that stands for it. */
    private static boolean isUnion(PyObject ft) {
        return ft instanceof PyTuple || ft.type.getName().equals("UnionType");
    }

    /** {@code list[T]} (a {@code types.GenericAlias}), or {@code list} standing for it. */
    private static boolean isListType(PyObject ft) {
        return ft == PyList.TYPE || ft.type.getName().equals("GenericAlias");
    }

    private static void setAttr(PyObject self, PyObject name, PyObject value) {
        if (!(name instanceof PyStr s)) {
            throw Py.typeError("attribute name must be string, not '" + name.type.getName()
                    + "'");
        }
        self.setAttr(s, value);
    }

    /**
     * {@code (cls, args, dict)}, with {@code args} a None for each leading field the instance
     * has: unpickling calls the class with them (so that no field is reported missing), then
     * updates the instance's dict.
     */
    // Compare CPython Python-ast.c: ast_type_reduce
    static PyObject reduce(PyObject self) {
        PyObject dict = self.lookupAttr(AstTypes.DICT);
        if (dict == null) {
            return PyTuple.of(self.type, PyTuple.EMPTY);
        }
        List<PyObject> positional = new ArrayList<>();
        PyObject fields = self.type.lookupAttr(AstTypes.FIELDS);
        if (fields != null) {
            for (PyObject name : Abstract.toArray(fields)) {
                if (!Abstract.contains(dict, name)) {
                    break;
                }
                positional.add(Py.None);
            }
        }
        return PyTuple.of(self.type, PyTuple.of(positional.toArray(new PyObject[0])), dict);
    }
}
