package org.specializer.api;

import java.util.function.Supplier;

/** Methods of staticmethod, classmethod, bound methods, property, cells, slots and super. */
final class DescriptorMethods {
    private DescriptorMethods() {}

    /**
     * Finds {@code (__class__, first argument)} of the running Python frame for a zero-argument
     * {@code super()}; installed by the interpreter.
     */
    static Supplier<PyObject[]> zeroArgSuper;

    static void defineStaticMethod(PyType t) {
        t.constructor((cls, args, kw) -> {
            if (args.length != 1) {
                throw Py.typeError("staticmethod expected 1 argument, got " + args.length);
            }
            return new PyStaticMethod((PyType) cls, args[0]);
        });
        t.methodK("__init__", (self, args, kw) -> {
            wraps(self, ((PyStaticMethod) self).callable);
            return Py.None;
        });
        t.methodN("__get__", 1, 2, (self, a) -> ((PyStaticMethod) self).callable);
        t.getset("__func__", self -> ((PyStaticMethod) self).callable, null);
        t.getset("__wrapped__", self -> ((PyStaticMethod) self).callable, null);
        t.getset("__isabstractmethod__", self -> isAbstract(((PyStaticMethod) self).callable),
                null);
        t.method0("__repr__", self -> new PyStr("<staticmethod("
                + Abstract.repr(((PyStaticMethod) self).callable) + ")>"));
        t.getset("__dict__", PyObject::getDict, null);
        t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
    }

    static void defineClassMethod(PyType t) {
        t.constructor((cls, args, kw) -> {
            if (args.length != 1) {
                throw Py.typeError("classmethod expected 1 argument, got " + args.length);
            }
            return new PyClassMethod((PyType) cls, args[0]);
        });
        t.methodK("__init__", (self, args, kw) -> {
            wraps(self, ((PyClassMethod) self).callable);
            return Py.None;
        });
        t.methodN("__get__", 1, 2, (self, a) -> ((PyClassMethod) self).descrGet(
                a[0] == Py.None ? null : a[0], a.length > 1 && a[1] instanceof PyType tt ? tt
                        : null));
        t.getset("__func__", self -> ((PyClassMethod) self).callable, null);
        t.getset("__wrapped__", self -> ((PyClassMethod) self).callable, null);
        t.getset("__isabstractmethod__", self -> isAbstract(((PyClassMethod) self).callable),
                null);
        t.method0("__repr__", self -> new PyStr("<classmethod("
                + Abstract.repr(((PyClassMethod) self).callable) + ")>"));
        t.getset("__dict__", PyObject::getDict, null);
    }

    private static final PyStr[] WRAPPED = {Names.__module__, Names.__name__,
        Names.__qualname__, Names.__doc__, PyStr.intern("__annotations__")};

    /**
     * What {@code staticmethod(f)} and {@code classmethod(f)} take over from {@code f}, as
     * {@code functools.wraps} would: those of its {@code __module__}, {@code __name__},
     * {@code __qualname__}, {@code __doc__} and {@code __annotations__} it has. Compare CPython
     * funcobject.c: {@code functools_wraps}, called by {@code sm_init} and {@code cm_init}.
     */
    private static void wraps(PyObject wrapper, PyObject wrapped) {
        for (PyStr name : WRAPPED) {
            PyObject v = wrapped.lookupAttr(name);
            if (v != null) {
                wrapper.setAttr(name, v);
            }
        }
    }

    private static PyObject isAbstract(PyObject f) {
        PyObject v = f.lookupAttr(PyStr.intern("__isabstractmethod__"));
        return v != null && Abstract.isTrue(v) ? Py.True : Py.False;
    }

    static void defineMethod(PyType t) {
        t.constructor((cls, args, kw) -> {
            if (kw.length != 0) {
                throw Py.typeError("method() takes no keyword arguments");
            }
            if (args.length != 2) {
                throw Py.typeError("method expected 2 arguments, got " + args.length);
            }
            if (!Abstract.isCallable(args[0])) {
                throw Py.typeError("first argument must be callable");
            }
            if (args[1] == Py.None) {
                throw Py.typeError("instance must not be None");
            }
            return new PyMethod(args[0], args[1]);
        });
        t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
        t.getset("__func__", self -> ((PyMethod) self).func, null);
        t.getset("__self__", self -> ((PyMethod) self).self, null);
        t.method0("__reduce__", self -> BuiltinFunctionMethods.reduceByGetattr(
                ((PyMethod) self).self, Abstract.str(((PyMethod) self).func.getAttr(
                        Names.__name__)).value));
        t.method0("__repr__", self -> {
            PyMethod m = (PyMethod) self;
            PyObject qn = m.func.lookupAttr(Names.__qualname__);
            if (qn == null) {
                qn = m.func.lookupAttr(Names.__name__);
            }
            return new PyStr("<bound method " + (qn == null ? "?" : Abstract.str(qn)) + " of "
                    + Abstract.repr(m.self) + ">");
        });
        t.method1("__eq__", (self, o) -> {
            if (!(o instanceof PyMethod other)) {
                return Py.NotImplemented;
            }
            PyMethod m = (PyMethod) self;
            return Py.newBool(m.self == other.self && Abstract.eq(m.func, other.func));
        });
        t.method0("__hash__", self -> PyInt.of(Hashing.identityHash(((PyMethod) self).self)
                ^ Abstract.hash(((PyMethod) self).func)));
        t.method1("__getattribute__", (self, name) -> {
            PyStr n = (PyStr) name;
            PyObject r = GenericAttributes.genericGetAttr(self, n);
            if (r != null) {
                return r;
            }
            return ((PyMethod) self).func.getAttr(n);
        });
        t.methodN("__get__", 1, 2, (self, a) -> self);
        t.getset("__doc__", self -> {
            PyObject d = ((PyMethod) self).func.lookupAttr(Names.__doc__);
            return d == null ? Py.None : d;
        }, null);
        t.getset("__name__", self -> ((PyMethod) self).func.getAttr(Names.__name__), null);
        t.getset("__qualname__", self -> ((PyMethod) self).func.getAttr(Names.__qualname__),
                null);
        t.getset("__module__", self -> ((PyMethod) self).func.getAttr(Names.__module__), null);
    }

    static void defineProperty(PyType t) {
        t.constructor((cls, args, kw) -> new PyProperty((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            PyObject[] a = PROPERTY_ARGS.parse(args, kw);
            // Compare CPython descrobject.c: property_init_impl
            PyProperty p = (PyProperty) self;
            p.fget = a[0] != null ? a[0] : Py.None;
            p.fset = a[1] != null ? a[1] : Py.None;
            p.fdel = a[2] != null ? a[2] : Py.None;
            p.name = null;
            p.getterDoc = false;
            PyObject doc = a[3] != null && a[3] != Py.None ? a[3] : null;
            if (doc == null && p.fget != Py.None) {
                doc = p.fget.lookupAttr(Names.__doc__);
                if (doc == Py.None) {
                    doc = null;
                }
                p.getterDoc = doc != null;
            }
            if (p.type == PyProperty.TYPE) {
                p.doc = doc != null ? doc : Py.None;
                return Py.None;
            }
            // a subclass's instance keeps __doc__ in its dict (or a slot), since the class's
            // own __doc__ would shadow property's descriptor
            p.doc = Py.None;
            try {
                self.setAttr(Names.__doc__, doc != null ? doc : Py.None);
            } catch (PyException e) {
                if (p.getterDoc || !e.value.type.isSubtype(PyExc.AttributeError)) {
                    throw e;
                }
                // dropped silently, as CPython through 3.11 (and since, for compatibility)
            }
            return Py.None;
        });
        t.getset("fget", self -> ((PyProperty) self).fget, null);
        t.getset("fset", self -> ((PyProperty) self).fset, null);
        t.getset("fdel", self -> ((PyProperty) self).fdel, null);
        t.getset("__doc__", self -> ((PyProperty) self).doc, (self, v) ->
                ((PyProperty) self).doc = v);
        t.getset("__isabstractmethod__", self -> {
            PyProperty p = (PyProperty) self;
            for (PyObject f : new PyObject[] {p.fget, p.fset, p.fdel}) {
                if (f != Py.None && isAbstract(f) == Py.True) {
                    return Py.True;
                }
            }
            return Py.False;
        }, null);
        t.method1("getter", (self, f) -> copyProperty((PyProperty) self, f, null, null));
        t.method1("setter", (self, f) -> copyProperty((PyProperty) self, null, f, null));
        t.method1("deleter", (self, f) -> copyProperty((PyProperty) self, null, null, f));
        t.methodN("__get__", 1, 2, (self, a) -> ((PyProperty) self).descrGet(
                a[0] == Py.None ? null : a[0], null));
        t.method2("__set__", (self, obj, v) -> {
            ((PyProperty) self).descrSet(obj, v);
            return Py.None;
        });
        t.method1("__delete__", (self, obj) -> {
            ((PyProperty) self).descrDelete(obj);
            return Py.None;
        });
        t.methodN("__set_name__", 0, Integer.MAX_VALUE, (self, a) -> {
            if (a.length != 2) {
                throw Py.typeError("__set_name__() takes 2 positional arguments but " + a.length
                        + " were given");
            }
            ((PyProperty) self).name = a[1];
            return Py.None;
        });
        t.getset("__name__", self -> {
            PyProperty p = (PyProperty) self;
            if (p.name != null) {
                return p.name;
            }
            PyObject n = p.fget != Py.None ? p.fget.lookupAttr(Names.__name__) : null;
            if (n == null) {
                throw Py.noAttribute(self, Names.__name__);
            }
            return n;
        }, (self, v) -> ((PyProperty) self).name = v);
    }

    private static final ArgParser PROPERTY_ARGS = new ArgParser("property",
            new String[] {"fget", "fset", "fdel", "doc"}, 0, 4, 0);

    /**
     * {@code p.getter(f)} and the like: {@code type(p)(fget, fset, fdel, doc)} with one
     * function replaced, the doc left for the new getter to give when it came from the old
     * one. Compare CPython descrobject.c: property_copy.
     */
    private static PyObject copyProperty(PyProperty p, PyObject get, PyObject set,
            PyObject del) {
        get = get == null || get == Py.None ? p.fget : get;
        set = set == null || set == Py.None ? p.fset : set;
        del = del == null || del == Py.None ? p.fdel : del;
        PyObject doc = p.getterDoc && get != Py.None ? Py.None : p.doc;
        PyObject n = p.type.call(new PyObject[] {get, set, del, doc}, Py.NO_KWNAMES);
        if (n instanceof PyProperty np) {
            np.name = p.name;
        }
        return n;
    }

    static void defineCell(PyType t) {
        t.constructor((cls, args, kw) -> {
            if (kw.length != 0) {
                throw Py.typeError("cell() takes no keyword arguments");
            }
            if (args.length > 1) {
                throw Py.typeError("cell expected at most 1 argument, got " + args.length);
            }
            return new PyCell(args.length == 0 ? null : args[0]);
        });
        t.getset("cell_contents", self -> {
            PyObject v = ((PyCell) self).ref;
            if (v == null) {
                throw Py.valueError("Cell is empty");
            }
            return v;
        }, (self, v) -> ((PyCell) self).ref = v, self -> ((PyCell) self).ref = null);
        // by contents, an empty cell before any other (CPython cellobject.c: cell_richcompare)
        String[] names = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
        for (int op = 0; op < names.length; op++) {
            final int o = op;
            t.method1(names[op], (self, w) -> {
                if (!(w instanceof PyCell other)) {
                    return Py.NotImplemented;
                }
                PyObject a = ((PyCell) self).ref;
                PyObject b = other.ref;
                if (a != null && b != null) {
                    return Abstract.richCompare(a, b, o);
                }
                int x = b == null ? 1 : 0;
                int y = a == null ? 1 : 0;
                return Py.newBool(switch (o) {
                    case Abstract.LT -> x < y;
                    case Abstract.LE -> x <= y;
                    case Abstract.EQ -> x == y;
                    case Abstract.NE -> x != y;
                    case Abstract.GT -> x > y;
                    default -> x >= y;
                });
            });
        }
        t.define("__hash__", Py.None);
        t.method0("__repr__", self -> {
            PyObject v = ((PyCell) self).ref;
            String addr = String.format("%012x", Hashing.identityHash(self) & 0xffffffffffffL);
            if (v == null) {
                return new PyStr("<cell at 0x" + addr + ": empty>");
            }
            return new PyStr("<cell at 0x" + addr + ": " + v.type.getName() + " object at 0x"
                    + String.format("%012x", Hashing.identityHash(v) & 0xffffffffffffL) + ">");
        });
    }

    /**
     * {@code member_descriptor}: a {@code __slots__} entry ({@link PyMemberDescr}) or an
     * attribute CPython declares as a member of a builtin type ({@link PyGetSetDescr}).
     */
    static void defineMember(PyType t) {
        t.methodN("__get__", 1, 2, (self, a) -> ((PyDescriptor) self).descrGet(
                a[0] == Py.None ? null : a[0], null));
        t.method2("__set__", (self, obj, v) -> {
            ((PyDescriptor) self).descrSet(obj, v);
            return Py.None;
        });
        t.method1("__delete__", (self, obj) -> {
            ((PyDescriptor) self).descrDelete(obj);
            return Py.None;
        });
        t.getset("__name__", self -> PyStr.of(memberName(self)), null);
        t.getset("__qualname__", self -> PyStr.of(memberOwner(self).getName() + "."
                + memberName(self)), null);
        t.getset("__objclass__", DescriptorMethods::memberOwner, null);
        t.getset("__doc__", self -> self instanceof PyGetSetDescr g
                ? BuiltinDocs.attributeDoc(g.owner, g.name) : Py.None, null);
        t.method0("__repr__", self -> new PyStr("<member '" + memberName(self) + "' of '"
                + memberOwner(self).getTpName() + "' objects>"));
    }

    private static String memberName(PyObject d) {
        return d instanceof PyMemberDescr m ? m.name.value : ((PyGetSetDescr) d).name;
    }

    private static PyType memberOwner(PyObject d) {
        return d instanceof PyMemberDescr m ? m.owner : ((PyGetSetDescr) d).owner;
    }

    static void defineSuper(PyType t) {
        t.constructor((cls, args, kw) -> {
            PyType thisType;
            PyObject obj;
            if (kw.length != 0) {
                throw Py.typeError("super() takes no keyword arguments");
            }
            if (args.length > 2) {
                throw Py.typeError("super() expected at most 2 arguments, got " + args.length);
            }
            if (args.length == 0) {
                PyObject[] found = zeroArgSuper == null ? null : zeroArgSuper.get();
                if (found == null) {
                    throw Py.runtimeError("super(): no arguments");
                }
                thisType = (PyType) found[0];
                obj = found[1];
            } else {
                if (!(args[0] instanceof PyType tt)) {
                    throw Py.typeError("super() argument 1 must be a type, not "
                            + args[0].type.getName());
                }
                thisType = tt;
                obj = args.length > 1 && args[1] != Py.None ? args[1] : null;
            }
            return new PySuper((PyType) cls, thisType, obj);
        });
        t.methodK("__init__", (self, args, kw) -> Py.None);
        t.getset("__thisclass__", self -> ((PySuper) self).thisType, null);
        t.getset("__self__", self -> {
            PyObject o = ((PySuper) self).obj;
            return o == null ? Py.None : o;
        }, null);
        t.getset("__self_class__", self -> {
            PyType o = ((PySuper) self).objType;
            return o == null ? Py.None : o;
        }, null);
        t.method0("__repr__", self -> {
            PySuper s = (PySuper) self;
            if (s.objType != null) {
                return new PyStr("<super: <class '" + s.thisType.getName() + "'>, <"
                        + s.objType.getName() + " object>>");
            }
            return new PyStr("<super: <class '" + s.thisType.getName() + "'>, NULL>");
        });
        t.methodN("__get__", 1, 2, (self, a) -> {
            PySuper s = (PySuper) self;
            if (a[0] == Py.None || s.obj != null) {
                return self;
            }
            if (s.type != PySuper.TYPE) {
                // a subclass makes its own kind (CPython typeobject.c: super_descr_get)
                return Abstract.call(s.type, s.thisType, a[0]);
            }
            return new PySuper(s.thisType, a[0]);
        });
    }
}
