package org.specializer.api;

import java.util.Set;

/**
 * {@code getset_descriptor}: a computed attribute of a builtin type ({@code function.__name__},
 * {@code object.__class__}). A data descriptor: it always wins over the instance dictionary.
 *
 * <p>CPython declares some attributes of its builtin types as members (a {@code PyMemberDef}:
 * a field of the C struct) rather than getsets ({@code function.__globals__},
 * {@code slice.start}, {@code BaseException.__suppress_context__}); their descriptors are
 * {@code member_descriptor}s, {@code types.MemberDescriptorType}. Here they are computed like
 * the others, and only their Python type, chosen from {@link #CPYTHON_MEMBERS}, tells them
 * apart, for {@code inspect.ismemberdescriptor} and their repr.
 */
public final class PyGetSetDescr extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.builtin("getset_descriptor", PyGetSetDescr.class,
            PyType.OBJECT, 0, BuiltinFunctionMethods::defineGetSet);

    @FunctionalInterface
    public interface Getter {
        PyObject get(PyObject obj);
    }

    @FunctionalInterface
    public interface Setter {
        void set(PyObject obj, PyObject value);
    }

    @FunctionalInterface
    public interface Deleter {
        void delete(PyObject obj);
    }

    /** The attributes that CPython 3.13 defines as members, as {@code type.attribute}. */
    private static final Set<String> CPYTHON_MEMBERS = Set.of(
            "AttributeError.name", "AttributeError.obj", "BaseException.__suppress_context__",
            "BaseExceptionGroup.message", "BaseExceptionGroup.exceptions",
            "BZ2Decompressor.eof", "BZ2Decompressor.needs_input", "BZ2Decompressor.unused_data",
            "GenericAlias.__origin__", "GenericAlias.__args__", "GenericAlias.__unpacked__",
            "ImportError.msg", "ImportError.name", "ImportError.path", "ImportError.name_from",
            "NameError.name", "OSError.errno", "OSError.strerror", "OSError.filename",
            "OSError.filename2", "OSError.winerror", "OSError.characters_written",
            "SimpleNamespace.__dict__", "StopIteration.value",
            "SyntaxError.msg", "SyntaxError.filename", "SyntaxError.lineno",
            "SyntaxError.offset", "SyntaxError.text", "SyntaxError.end_lineno",
            "SyntaxError.end_offset", "SyntaxError.print_file_and_line", "SystemExit.code",
            "UnicodeDecodeError.encoding", "UnicodeDecodeError.object",
            "UnicodeDecodeError.start", "UnicodeDecodeError.end", "UnicodeDecodeError.reason",
            "UnicodeEncodeError.encoding", "UnicodeEncodeError.object",
            "UnicodeEncodeError.start", "UnicodeEncodeError.end", "UnicodeEncodeError.reason",
            "UnicodeTranslateError.encoding", "UnicodeTranslateError.object",
            "UnicodeTranslateError.start", "UnicodeTranslateError.end",
            "UnicodeTranslateError.reason", "UnionType.__args__", "async_generator.ag_running",
            "builtin_function_or_method.__module__", "classmethod.__func__",
            "classmethod.__wrapped__", "staticmethod.__func__", "staticmethod.__wrapped__",
            "classmethod_descriptor.__objclass__", "classmethod_descriptor.__name__",
            "method_descriptor.__objclass__", "method_descriptor.__name__",
            "wrapper_descriptor.__objclass__", "wrapper_descriptor.__name__",
            "getset_descriptor.__objclass__", "getset_descriptor.__name__",
            "member_descriptor.__objclass__", "member_descriptor.__name__",
            "method-wrapper.__self__",
            "code.co_argcount", "code.co_posonlyargcount", "code.co_kwonlyargcount",
            "code.co_stacksize", "code.co_flags", "code.co_nlocals", "code.co_consts",
            "code.co_names", "code.co_filename", "code.co_name", "code.co_qualname",
            "code.co_firstlineno", "code.co_linetable", "code.co_exceptiontable",
            "complex.real", "complex.imag", "coroutine.cr_origin", "frame.f_trace_lines",
            "function.__closure__", "function.__doc__", "function.__globals__",
            "function.__module__", "function.__builtins__", "method.__func__", "method.__self__",
            "module.__dict__", "property.fget", "property.fset", "property.fdel",
            "property.__doc__", "range.start", "range.stop", "range.step", "slice.start",
            "slice.stop", "slice.step", "super.__thisclass__", "super.__self__",
            "super.__self_class__", "traceback.tb_frame", "traceback.tb_lasti",
            "type.__basicsize__", "type.__itemsize__", "type.__flags__",
            "type.__weakrefoffset__", "type.__base__", "type.__dictoffset__");

    public final PyType owner;
    public final String name;
    private final Getter getter;
    private final Setter setter;
    private final Deleter deleter;

    public PyGetSetDescr(PyType owner, String name, Getter getter, Setter setter, Deleter deleter) {
        this(owner, name, getter, setter, deleter,
                CPYTHON_MEMBERS.contains(owner.getName() + "." + name));
    }

    /** {@code member}: a {@code member_descriptor}, as CPython's {@code PyMemberDef} fields. */
    PyGetSetDescr(PyType owner, String name, Getter getter, Setter setter, Deleter deleter,
            boolean member) {
        super(member ? PyMemberDescr.TYPE : TYPE);
        this.owner = owner;
        this.name = name;
        this.getter = getter;
        this.setter = setter;
        this.deleter = deleter;
    }

    @Override
    public PyObject descrGet(PyObject obj, PyType type) {
        if (obj == null) {
            return this;
        }
        check(obj);
        return getter.get(obj);
    }

    @Override
    public boolean isDataDescriptor() {
        return true;
    }

    @Override
    public void descrSet(PyObject obj, PyObject value) {
        check(obj);
        if (setter == null) {
            throw notWritable(obj);
        }
        setter.set(obj, value);
    }

    @Override
    public void descrDelete(PyObject obj) {
        check(obj);
        if (deleter == null) {
            if (setter == null) {
                throw notWritable(obj);
            }
            throw Py.typeError("cannot delete attribute '" + name + "'");
        }
        deleter.delete(obj);
    }

    /** A read-only member says so as CPython's {@code PyMember_SetOne}; a getset names itself. */
    private PyException notWritable(PyObject obj) {
        if (type == PyMemberDescr.TYPE) {
            return Py.attributeError(obj, PyStr.intern(name), "readonly attribute");
        }
        return Py.attributeError(obj, PyStr.intern(name), "attribute '" + name + "' of '"
                + owner.getTpName() + "' objects is not writable");
    }

    private void check(PyObject obj) {
        if (!obj.type.isSubtype(owner)) {
            throw Py.typeError("descriptor '" + name + "' for '" + owner.getTpName()
                    + "' objects doesn't apply to a '" + obj.type.getTpName() + "' object");
        }
    }
}
