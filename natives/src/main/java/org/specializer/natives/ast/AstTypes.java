package org.specializer.natives.ast;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyInstance;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;

/**
 * The node classes of the {@code _ast} module, made from {@link Asdl} as CPython's
 * {@code init_types} makes them ({@code Python/Python-ast.c}): {@code AST}, then for each ASDL
 * type a class with {@code AST} as its base, and for each constructor of a sum a subclass of
 * the sum's class. Every class is an ordinary Python class (instances keep their fields in
 * their {@code __dict__}) whose {@code __module__} is {@code 'ast'}, with
 * <ul>
 *   <li>{@code _fields} and {@code __match_args__}: the field names;
 *   <li>{@code _attributes}: the position attributes of a sum or product that has them
 *       ({@code lineno}, {@code col_offset}, {@code end_lineno}, {@code end_col_offset}),
 *       and None as the class value of the optional ones;
 *   <li>{@code _field_types} (also {@code __annotations__}): each field's type,
 *       {@code list[ast.expr]} for a sequence and {@code ast.expr | None} for an optional
 *       field, {@code str} for identifier and string, {@code int}, and {@code object} for
 *       constant;
 *   <li>None as the class value of each optional field, so that an omitted one reads None.
 * </ul>
 * The constructors of a simple sum ({@code Load}, {@code Add}, ...) each have one shared
 * instance, which trees made by the parser use.
 *
 * <p>One set of classes exists per process, made the first time {@code _ast} is imported.
 */
final class AstTypes {
    static final PyStr FIELDS = PyStr.intern("_fields");
    static final PyStr ATTRIBUTES = PyStr.intern("_attributes");
    static final PyStr MATCH_ARGS = PyStr.intern("__match_args__");
    static final PyStr FIELD_TYPES = PyStr.intern("_field_types");
    static final PyStr ANNOTATIONS = PyStr.intern("__annotations__");
    static final PyStr MODULE = PyStr.intern("__module__");
    static final PyStr DOC = PyStr.intern("__doc__");
    static final PyStr DICT = PyStr.intern("__dict__");
    static final PyStr[] POSITION_NAMES = {PyStr.intern("lineno"), PyStr.intern("col_offset"),
        PyStr.intern("end_lineno"), PyStr.intern("end_col_offset")};

    private static AstTypes instance;

    /** {@code ast.AST}. */
    final PyType ast;
    /** Every class by name, {@code AST} first, then in {@code Python.asdl}'s order. */
    final Map<String, PyType> classes = new LinkedHashMap<>();
    /** The shared instance of each constructor of a simple sum, by name. */
    final Map<String, PyObject> singletons = new HashMap<>();
    /** The ASDL types by name. */
    final Map<String, Asdl.Type> asdlTypes = new LinkedHashMap<>();
    /** Per node class: its fields, in order, with interned names. */
    private final Map<PyType, PyStr[]> fieldNames = new HashMap<>();

    private AstTypes() {
        List<Asdl.Type> types = Asdl.load();
        ast = makeAst();
        classes.put("AST", ast);
        for (Asdl.Type t : types) {
            asdlTypes.put(t.name(), t);
            PyType base = makeClass(t.name(), ast, t.isSum() ? List.of() : t.fields(), t.doc());
            classes.put(t.name(), base);
            setAttributes(base, t.attributes());
            if (!t.isSum()) {
                continue;
            }
            for (Asdl.Constructor c : t.constructors()) {
                PyType sub = makeClass(c.name(), base, c.fields(), c.doc());
                classes.put(c.name(), sub);
                if (t.isSimpleSum()) {
                    singletons.put(c.name(), new PyInstance(sub));
                }
            }
        }
        // _field_types refer to the classes, so they come once all exist (CPython's
        // add_ast_annotations)
        for (Asdl.Type t : types) {
            if (!t.isSum()) {
                setFieldTypes(classes.get(t.name()), t.fields());
            } else {
                for (Asdl.Constructor c : t.constructors()) {
                    setFieldTypes(classes.get(c.name()), c.fields());
                }
            }
        }
    }

    static synchronized AstTypes get() {
        if (instance == null) {
            instance = new AstTypes();
        }
        return instance;
    }

    /** The node class named {@code name} ({@code "BinOp"}, {@code "expr"}). */
    PyType cls(String name) {
        PyType t = classes.get(name);
        if (t == null) {
            throw new IllegalArgumentException("no AST class " + name);
        }
        return t;
    }

    /** The interned field names of a node class made here. */
    PyStr[] fields(PyType cls) {
        return fieldNames.get(cls);
    }

    // ------------------------------------------------------------------ making the classes

    private static PyDict namespace(PyTuple fields, String doc) {
        PyDict ns = new PyDict();
        ns.setItem(FIELDS, fields);
        ns.setItem(MATCH_ARGS, fields);
        ns.setItem(MODULE, PyStr.of("ast"));
        ns.setItem(DOC, doc == null ? Py.None : PyStr.of(doc));
        return ns;
    }

    /** {@code ast.AST}, whose {@code __init__} and {@code __reduce__} every node class inherits. */
    private static PyType makeAst() {
        PyDict ns = namespace(PyTuple.EMPTY, null);
        ns.setItem(ATTRIBUTES, PyTuple.EMPTY);
        PyType t = TypeFactory.newType(PyType.TYPE, "AST", new PyObject[] {PyType.OBJECT}, ns,
                new PyStr[0], new PyObject[0]);
        // PyType_GenericNew: any arguments (ast's deprecated Num and Str call
        // Constant.__new__(cls, *args)), left to __init__
        PyObject objectNew = PyType.OBJECT.lookup(PyStr.intern("__new__"));
        t.constructor((cls, args, kw) -> {
            if (!(cls instanceof PyType c) || !c.isSubtype(t)) {
                throw Py.typeError("AST.__new__(X): X is not a subtype of AST");
            }
            return Abstract.call(objectNew, cls);
        });
        t.methodK("__init__", AstNodeMethods::init);
        t.method0("__reduce__", AstNodeMethods::reduce);
        t.modified();
        return t;
    }

    private PyType makeClass(String name, PyType base, List<Asdl.Field> fields, String doc) {
        PyStr[] names = new PyStr[fields.size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = PyStr.intern(fields.get(i).name());
        }
        PyDict ns = namespace(PyTuple.of((PyObject[]) names.clone()), doc);
        for (int i = 0; i < names.length; i++) {
            if (fields.get(i).opt()) {
                ns.setItem(names[i], Py.None);
            }
        }
        PyType t = TypeFactory.newType(PyType.TYPE, name, new PyObject[] {base}, ns,
                new PyStr[0], new PyObject[0]);
        fieldNames.put(t, names);
        return t;
    }

    /** {@code _attributes}, and None for the optional ones (CPython's {@code add_attributes}). */
    private static void setAttributes(PyType t, List<Asdl.Field> attributes) {
        PyObject[] names = new PyObject[attributes.size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = PyStr.intern(attributes.get(i).name());
        }
        t.setAttr(ATTRIBUTES, PyTuple.of(names));
        for (int i = 0; i < names.length; i++) {
            if (attributes.get(i).opt()) {
                t.setAttr((PyStr) names[i], Py.None);
            }
        }
    }

    private void setFieldTypes(PyType t, List<Asdl.Field> fields) {
        PyDict d = new PyDict();
        for (Asdl.Field f : fields) {
            d.setItem(PyStr.intern(f.name()), fieldType(f));
        }
        t.setAttr(FIELD_TYPES, d);
        t.setAttr(ANNOTATIONS, d);
    }

    /**
     * {@code list[T]}, {@code T | None} or {@code T} for a field. While the interpreter lacks
     * {@code types.GenericAlias} or {@code types.UnionType}, the plain {@code list} and a
     * {@code (T, None)} tuple stand for them; {@link AstNodeMethods#init} reads both forms.
     */
    private PyObject fieldType(Asdl.Field f) {
        PyObject base = switch (f.type()) {
            case "identifier", "string" -> PyStr.TYPE;
            case "int" -> org.specializer.api.PyInt.TYPE;
            case "constant" -> PyType.OBJECT;
            default -> cls(f.type());
        };
        if (f.seq()) {
            try {
                return Abstract.getItem(PyList.TYPE, base);
            } catch (PyException e) {
                return PyList.TYPE;
            }
        }
        if (f.opt()) {
            try {
                return Abstract.binaryOp(base, Py.None, Abstract.NB_OR);
            } catch (PyException e) {
                return PyTuple.of(base, Py.None);
            }
        }
        return base;
    }

    /** The node classes in {@code _ast}'s order, for the module's namespace. */
    List<Map.Entry<String, PyType>> all() {
        return new ArrayList<>(classes.entrySet());
    }
}
