package org.specializer.api;

import java.util.List;

/** The methods and attributes of {@code type}. */
final class TypeMethods {
    private TypeMethods() {}

    private static final PyStr TYPE_PARAMS = PyStr.intern("__type_params__");

    static void define(PyType t) {
        t.constructor(TypeMethods::typeNew);
        t.methodK("__init__", (self, args, kw) -> Py.None);
        t.methodK("__call__", (self, args, kw) -> ((PyType) self).typeCall(args, kw));
        t.method0("__repr__", self -> new PyStr(self.toString()));
        t.method1("__getattribute__", (self, name) ->
                ((PyType) self).typeGetAttribute(checkName(name)));
        t.method2("__setattr__", (self, name, value) -> {
            ((PyType) self).typeSetAttr(checkName(name), value);
            return Py.None;
        });
        t.method1("__delattr__", (self, name) -> {
            ((PyType) self).typeDelAttr(checkName(name));
            return Py.None;
        });
        // the same str object at each read, as a heap type's ht_name (inspect's
        // classify_class_attrs finds where a class attribute lives by identity)
        t.getset("__name__", self -> PyStr.intern(((PyType) self).getName()), (self, v) -> {
            PyType c = heap((PyType) self, "__name__");
            if (!(v instanceof PyStr s)) {
                throw Py.typeError("can only assign string to " + c.getName()
                        + ".__name__, not '" + v.type.getName() + "'");
            }
            checkTypeName(s);
            c.setName(s.value);
        }, self -> cannotDelete((PyType) self, "__name__"));
        t.getset("__qualname__", self -> PyStr.intern(((PyType) self).getQualname()),
                (self, v) -> {
            PyType c = heap((PyType) self, "__qualname__");
            if (!(v instanceof PyStr s)) {
                throw Py.typeError("can only assign string to " + c.getName()
                        + ".__qualname__, not '" + v.type.getName() + "'");
            }
            c.setQualname(s.value);
        }, self -> cannotDelete((PyType) self, "__qualname__"));
        t.getset("__module__", self -> {
            PyType c = (PyType) self;
            if (c.isHeapType()) {
                PyObject m = c.getTypeDict().getItem(Names.__module__);
                return m != null ? m : Py.None;
            }
            return PyStr.of(c.getModuleName());
        }, (self, v) -> {
            PyType c = heap((PyType) self, "__module__");
            c.getTypeDict().setItem(Names.__module__, v);
            // the line number belonged to the class statement in the old module
            // (CPython 3.13's type_set_module)
            c.getTypeDict().delItem(PyStr.intern("__firstlineno__"));
            c.modified();
        }, self -> cannotDelete((PyType) self, "__module__"));
        t.getset("__doc__", self -> {
            PyType c = (PyType) self;
            PyObject d = c.getTypeDict().getItem(Names.__doc__);
            if (d == null) {
                return Py.None;
            }
            if (!c.isHeapType() && d instanceof PyDescriptor && !(d instanceof PyStr)) {
                // the class's own documentation, not that of its instances (function.__doc__);
                // compare CPython typeobject.c: type_get_doc
                return BuiltinDocs.typeDocFor(c);
            }
            return Descriptors.get(d, null, c);
        }, (self, v) -> {
            PyType c = heap((PyType) self, "__doc__");
            c.getTypeDict().setItem(Names.__doc__, v);
            c.modified();
        }, self -> cannotDelete((PyType) self, "__doc__"));
        t.getset("__text_signature__", self -> BuiltinDocs.typeTextSignature((PyType) self),
                null);
        t.getset("__dict__", self -> {
            BuiltinDocs.resolvePending();
            return new PyMappingProxy(((PyType) self).getTypeDict());
        }, null);
        t.getset("__bases__", self -> PyTuple.of(((PyType) self).getBases().clone()),
                (self, v) -> ((PyType) self).setBases(v),
                self -> ((PyType) self).setBases(null));
        t.getset("__base__", self -> {
            PyType b = ((PyType) self).getBase();
            return b == null ? Py.None : b;
        }, null);
        t.getset("__mro__", self -> {
            PyType[] mro = ((PyType) self).getMro();
            return mro == null ? Py.None : PyTuple.of(mro.clone());
        }, null);
        t.getset("__flags__", self -> PyInt.of(cpythonFlags((PyType) self)), null);
        // Whether instances have a dict, and weak references: 0 where they have none, as
        // CPython's offsets; otherwise its markers for a class's managed dict (-1) and weak
        // references (-32), and a nominal offset for a builtin's (code such as dataclasses'
        // tests these against 0)
        t.getset("__dictoffset__", self -> {
            PyType c = (PyType) self;
            if (c.isHeapType()) {
                return PyInt.of(c.instancesHaveDict() ? -1 : 0);
            }
            // a builtin whose instances have one has a __dict__ descriptor
            return PyInt.of(c.lookup(PyStr.intern("__dict__")) != null ? 16 : 0);
        }, null);
        t.getset("__weakrefoffset__", self -> {
            PyType c = (PyType) self;
            return PyInt.of(!c.isWeakrefable() ? 0 : c.isHeapType() ? -32 : 24);
        }, null);
        // The sizes CPython's instances have on a 64-bit build (a class adds 8 bytes per slot
        // to its base's; its dict and weak references are managed, outside them). Nominal
        // here, where the JVM lays objects out, but code reads them (test.support's size
        // checks, types' tests) and expects CPython's
        t.getset("__basicsize__", self -> PyInt.of(basicSize((PyType) self)), null);
        t.getset("__itemsize__", self -> PyInt.of(itemSize((PyType) self)), null);
        t.getset("__abstractmethods__", self -> {
            // type itself has none: its dict's entry is this descriptor (CPython:
            // type_abstractmethods)
            PyObject v = self == PyType.TYPE ? null
                    : ((PyType) self).getTypeDict().getItem(Names.__abstractmethods__);
            if (v == null) {
                throw Py.attributeError(self, Names.__abstractmethods__, "__abstractmethods__");
            }
            return v;
        }, (self, v) -> {
            PyType c = (PyType) self;
            boolean isAbstract = Abstract.isTrue(v);
            c.getTypeDict().setItem(Names.__abstractmethods__, v);
            c.setFlag(PyType.IS_ABSTRACT, isAbstract);
            c.modified();
        }, self -> {
            // compare CPython typeobject.c: type_set_abstractmethods with a NULL value
            PyType c = (PyType) self;
            PyDict d = c.getTypeDict();
            if (d.getItem(Names.__abstractmethods__) == null) {
                throw Py.attributeError(self, Names.__abstractmethods__, "__abstractmethods__");
            }
            d.delItem(Names.__abstractmethods__);
            c.setFlag(PyType.IS_ABSTRACT, false);
            c.modified();
        });
        // a class's own annotations, an empty dict made and kept for one that has none
        // (CPython 3.13's type_get_annotations and type_set_annotations)
        t.getset("__annotations__", self -> {
            PyType c = (PyType) self;
            if (!c.isHeapType()) {
                throw Py.attributeError(c, Names.__annotations__, "type object '"
                        + c.getName() + "' has no attribute '__annotations__'");
            }
            PyObject a = c.getTypeDict().getItem(Names.__annotations__);
            if (a != null) {
                return Descriptors.hasGet(a) ? Descriptors.get(a, null, c) : a;
            }
            PyDict made = new PyDict();
            c.getTypeDict().setItem(Names.__annotations__, made);
            c.modified();
            return made;
        }, (self, v) -> {
            PyType c = heap((PyType) self, "__annotations__");
            c.getTypeDict().setItem(Names.__annotations__, v);
            c.modified();
        }, self -> {
            PyType c = heap((PyType) self, "__annotations__");
            if (c.getTypeDict().getItem(Names.__annotations__) == null) {
                throw Py.attributeError(c, Names.__annotations__, "__annotations__");
            }
            c.getTypeDict().delItem(Names.__annotations__);
            c.modified();
        });
        t.getset("__type_params__", self -> {
            PyType c = (PyType) self;
            if (c == PyType.TYPE) {
                return PyTuple.EMPTY;
            }
            PyObject v = c.getTypeDict().getItem(TYPE_PARAMS);
            return v != null ? v : PyTuple.EMPTY;
        }, (self, v) -> {
            PyType c = heap((PyType) self, "__type_params__");
            c.getTypeDict().setItem(TYPE_PARAMS, v);  // any value, as CPython's
            c.modified();
        }, self -> cannotDelete((PyType) self, "__type_params__"));
        // X | Y of classes makes a types.UnionType
        t.method1("__or__", (self, o) -> PyUnionType.or(self, o));
        t.method1("__ror__", (self, o) -> PyUnionType.or(o, self));
        // what the MRO would be by C3 over the bases as they are now (CPython's
        // mro_implementation), which a metaclass's own mro() builds on
        t.method0("mro", self -> new PyList(TypeFactory.c3Mro((PyType) self)));
        t.method0("__subclasses__", self -> {
            List<PyType> subs = ((PyType) self).getSubclasses();
            return new PyList(subs.toArray(new PyObject[0]));
        });
        t.method1("__instancecheck__", (self, obj) ->
                Py.newBool(Abstract.objectIsInstance(obj, (PyType) self)));
        t.method1("__subclasscheck__", (self, sub) ->
                Py.newBool(Abstract.realIsSubclass(sub, self)));
        t.classMethodK("__prepare__", (cls, args, kw) -> new PyDict());
        t.method0("__dir__", self -> {
            PyDict names = new PyDict();
            ObjectMethods.addClassNames(names, (PyType) self);
            PyList out = new PyList();
            for (int i = names.nextEntry(0); i >= 0; i = names.nextEntry(i + 1)) {
                out.append(names.keyAt(i));
            }
            return out;
        });
        t.method0("__sizeof__", self -> PyInt.of(400));
    }

    private static PyStr checkName(PyObject name) {
        if (!(name instanceof PyStr s)) {
            throw Py.typeError("attribute name must be string, not '" + name.type.getName()
                    + "'");
        }
        return s;
    }

    /** Raise UTF-8's UnicodeEncodeError for a str holding a lone surrogate. */
    private static void encodable(PyStr s) {
        Codecs.requireUtf8(s);
    }

    /** Deleting a class's special attribute: refused, as CPython's
     *  check_set_special_type_attr refuses it, in the words for a builtin type or a class. */
    private static void cannotDelete(PyType c, String attr) {
        throw heap(c, attr).cannotDelete(attr);
    }

    private static PyType heap(PyType c, String attr) {
        if (!c.isHeapType()) {
            throw c.cannotSet(attr);
        }
        return c;
    }

    /** {@code type.__new__(meta, name, bases, dict, **kw)} and {@code type(x)}. */
    private static PyObject typeNew(PyObject metaObj, PyObject[] args, PyStr[] kw) {
        PyType meta = (PyType) metaObj;
        int npos = args.length - kw.length;
        if (meta == PyType.TYPE && npos == 1 && kw.length == 0) {
            return args[0].type;
        }
        if (npos != 3) {
            throw Py.typeError("type.__new__() takes exactly 3 arguments (" + npos + " given)");
        }
        if (!(args[0] instanceof PyStr name)) {
            throw Py.typeError("type.__new__() argument 1 must be str, not "
                    + args[0].type.getName());
        }
        checkTypeName(name);
        if (!(args[1] instanceof PyTuple bases)) {
            throw Py.typeError("type.__new__() argument 2 must be tuple, not "
                    + args[1].type.getName());
        }
        if (!(args[2] instanceof PyDict ns)) {
            throw Py.typeError("type.__new__() argument 3 must be dict, not "
                    + args[2].type.getName());
        }
        if (name.value.indexOf('\0') >= 0) {
            throw Py.valueError("type name must not contain null characters");
        }
        encodable(name);  // CPython keeps the name, and a str __doc__, as UTF-8
        if (ns.getItem(Names.__doc__) instanceof PyStr doc) {
            encodable(doc);
        }
        // Compare CPython type_new_get_bases: a base that only an __mro_entries__ would make
        // a class is refused before the metaclass is looked for
        for (PyObject b : bases.items) {
            if (!(b instanceof PyType) && b.lookupAttr(Names.__mro_entries__) != null) {
                throw Py.typeError("type() doesn't support MRO entry resolution; use "
                        + "types.new_class()");
            }
        }
        // Compare CPython type_new: the most derived metaclass makes the class, through its
        // own __new__ when it has one
        PyType winner = TypeFactory.calculateMetaclass(meta, bases.items);
        if (winner != meta) {
            PyObject wnew = winner.lookup(Names.__new__);
            if (wnew != PyType.TYPE.lookup(Names.__new__)) {
                PyObject f = wnew instanceof PyStaticMethod sm ? sm.callable : wnew;
                return Abstract.callPrepend(f, winner, args, kw);
            }
            meta = winner;
        }
        PyObject[] kwValues = new PyObject[kw.length];
        System.arraycopy(args, npos, kwValues, 0, kw.length);
        return TypeFactory.newType(meta, name.value, bases.items, ns, kw, kwValues);
    }

    /**
     * {@code type.__flags__}: CPython 3.13's {@code tp_flags} bits that say something about
     * this type here ({@code inspect.isabstract} and {@code copyreg} read them).
     */
    static long cpythonFlags(PyType t) {
        long f = 1L << 12 | 1L << 19;  // READY, VALID_VERSION_TAG
        if (t.isHeapType()) {
            f |= 1L << 9 | 1L << 14;  // HEAPTYPE, HAVE_GC
            if (t.instancesHaveDict() && t.getJavaClass() == PyObject.class) {
                f |= 1L << 4;  // MANAGED_DICT
            }
            if (t.hasFlag(PyType.INLINE_VALUES)) {
                f |= 1L << 2;
            }
            if (t.isWeakrefable() && t.getJavaClass() == PyObject.class) {
                f |= 1L << 3;  // MANAGED_WEAKREF
            }
            if (t.lookup(PyStr.intern("__del__")) != null) {
                f |= 1L;  // HAVE_FINALIZE
            }
        } else if (t.isCPythonHeapType()) {
            f |= 1L << 9 | 1L << 14;  // HEAPTYPE, HAVE_GC: from a spec
            if (!t.isMutable()) {
                f |= 1L << 8;  // IMMUTABLETYPE
            }
        } else {
            f |= 1L << 8;  // IMMUTABLETYPE
        }
        if (t.hasFlag(PyType.BASETYPE)) {
            f |= 1L << 10;
        }
        if (t.hasFlag(PyType.SEQUENCE)) {
            f |= 1L << 5;
        }
        if (t.hasFlag(PyType.MAPPING)) {
            f |= 1L << 6;
        }
        if (t.hasFlag(PyType.IS_ABSTRACT)) {
            f |= 1L << 20;
        }
        if (t.hasFlag(PyType.MATCH_SELF)) {
            f |= 1L << 22;
        }
        PyType[] subclassOf = {PyInt.TYPE, PyList.TYPE, PyTuple.TYPE, PyBytes.TYPE, PyStr.TYPE,
            PyDict.TYPE, PyExc.BaseException, PyType.TYPE};
        for (int i = 0; i < subclassOf.length; i++) {
            if (t.isSubtype(subclassOf[i])) {
                f |= 1L << (24 + i);
            }
        }
        return f;
    }

    /**
     * A type's name is a C string in CPython: encodable in UTF-8 (a lone surrogate is a
     * UnicodeEncodeError) and without NUL. Compare typeobject.c: type_new_set_name and
     * type_set_name.
     */
    static void checkTypeName(PyStr name) {
        encodable(name);
        String v = name.value;
        if (v.indexOf('\0') >= 0) {
            throw Py.valueError("type name must not contain null characters");
        }
    }

    /** {@code tp_basicsize}: CPython's for the builtins, a class its base's plus its slots. */
    static long basicSize(PyType t) {
        if (t.isHeapType()) {
            PyType base = t.getBase();
            int inherited = base == null ? 0 : base.getSlotNames().length;
            return basicSize(base == null ? PyType.OBJECT : base)
                    + 8L * Math.max(0, t.getSlotNames().length - inherited);
        }
        switch (t.getName()) {
            case "object": return 16;
            case "int": case "bool": case "float": case "tuple": case "frozenset": return 24;
            case "bytes": return 33;
            case "list": case "complex": return 40;
            case "str": return 64;
            case "dict": return 48;
            case "set": return 200;
            case "type": return 920;
            default: {
                PyType base = t.getBase();
                return base == null ? 16 : basicSize(base);
            }
        }
    }

    /** {@code tp_itemsize}: nonzero for the variable-sized builtins and their subclasses. */
    static long itemSize(PyType t) {
        for (PyType c = t; c != null; c = c.getBase()) {
            if (!c.isHeapType()) {
                switch (c.getName()) {
                    case "int": case "bool": return 4;
                    case "bytes": return 1;
                    case "tuple": return 8;
                    case "type": return 40;
                    default: return 0;
                }
            }
        }
        return 0;
    }
}
