package org.specializer.api;

/**
 * The abstract object protocols (CPython's {@code abstract.c} and {@code object.c}): the
 * operations the interpreter and the builtins perform on values of any type.
 *
 * <p>Each operation tries a few exact builtin types inline, then dispatches through the type's
 * special method found by {@link PyType#lookup}. Builtin types put Java implementations of
 * their special methods in their dictionaries (as CPython's slot wrappers), so one mechanism
 * serves builtin types, their subclasses and Python classes alike. Binary operators follow
 * CPython's rules: the reflected method of a right operand whose type is a proper subclass that
 * overrides it goes first, and {@code NotImplemented} passes the turn.
 */
public final class Abstract {
    private Abstract() {}

    // Rich comparison opcodes, as CPython's Py_LT ... Py_GE.
    public static final int LT = 0;
    public static final int LE = 1;
    public static final int EQ = 2;
    public static final int NE = 3;
    public static final int GT = 4;
    public static final int GE = 5;

    private static final PyStr[] CMP_NAMES = {Names.__lt__, Names.__le__, Names.__eq__,
        Names.__ne__, Names.__gt__, Names.__ge__};
    private static final int[] CMP_SWAPPED = {GT, GE, EQ, NE, LT, LE};
    private static final String[] CMP_SYMBOLS = {"<", "<=", "==", "!=", ">", ">="};

    // ------------------------------------------------------------------ calls

    /** {@code f()}. */
    public static PyObject call0(PyObject f) {
        return f.call(Py.NO_ARGS, Py.NO_KWNAMES);
    }

    /** {@code f(a)}. */
    public static PyObject call1(PyObject f, PyObject a) {
        return f.call(new PyObject[] {a}, Py.NO_KWNAMES);
    }

    /** {@code f(*args)}. */
    public static PyObject call(PyObject f, PyObject... args) {
        return f.call(args, Py.NO_KWNAMES);
    }

    /** {@code f(first, *args, **kw)}: args with {@code first} in front. */
    public static PyObject callPrepend(PyObject f, PyObject first, PyObject[] args,
            PyStr[] kwnames) {
        if (f instanceof PyFunction fn) {
            return fn.callWithSelf(first, args, kwnames);
        }
        if (f instanceof PyMethodDescr md) {
            return md.callWithSelf(first, args, kwnames);
        }
        PyObject[] all = new PyObject[args.length + 1];
        all[0] = first;
        System.arraycopy(args, 0, all, 1, args.length);
        return f.call(all, kwnames);
    }

    /**
     * Call an attribute found on a type with {@code self}: a function or method descriptor is
     * called with {@code self} in front; anything else is bound through its {@code __get__}
     * first (CPython's {@code vectorcall_method} / {@code call_unbound}).
     */
    public static PyObject callMethodDescriptor(PyObject descr, PyObject self, PyObject[] args,
            PyStr[] kwnames) {
        if (descr instanceof PyFunction fn) {
            return fn.callWithSelf(self, args, kwnames);
        }
        if (descr instanceof PyMethodDescr md) {
            return md.callWithSelf(self, args, kwnames);
        }
        PyObject bound = Descriptors.get(descr, self, self.type);
        return bound.call(args, kwnames);
    }

    /** {@code obj.name(*args)}, looking the method up on the object. */
    public static PyObject callMethod(PyObject obj, PyStr name, PyObject... args) {
        return obj.getAttr(name).call(args, Py.NO_KWNAMES);
    }

    /** Call the special method {@code name} of {@code type(obj)}; null when the type lacks it. */
    public static PyObject callSpecial(PyObject obj, PyStr name, PyObject... args) {
        PyObject m = obj.type.lookup(name);
        if (m == null) {
            return null;
        }
        return callMethodDescriptor(m, obj, args, Py.NO_KWNAMES);
    }

    /** {@code callable(obj)}. */
    public static boolean isCallable(PyObject obj) {
        if (obj instanceof PyFunction || obj instanceof PyBuiltinFunction
                || obj instanceof PyType || obj instanceof PyMethod
                || obj instanceof PyMethodDescr) {
            return true;
        }
        return obj.type.lookup(Names.__call__) != null;
    }

    // ------------------------------------------------------------------ attributes

    public static PyObject getAttr(PyObject obj, PyStr name) {
        return obj.getAttr(name);
    }

    public static PyObject getAttr(PyObject obj, String name) {
        return obj.getAttr(PyStr.intern(name));
    }

    // ------------------------------------------------------------------ str and repr

    /** {@code repr(obj)}. */
    public static PyStr repr(PyObject obj) {
        Class<?> c = obj.getClass();
        if (c == PyInt.class) {
            return new PyStr(Long.toString(((PyInt) obj).value));
        }
        if (c == PyStr.class) {
            return StrMethods.repr((PyStr) obj);
        }
        PyObject m = obj.type.lookup(Names.__repr__);
        PyObject r;
        CRecursion.enter(" while getting the repr of an object");
        try {
            r = callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES);
        } finally {
            CRecursion.leave();
        }
        if (!(r instanceof PyStr s)) {
            throw Py.typeError("__repr__ returned non-string (type " + r.type.getTpName() + ")");
        }
        return s;
    }

    /** {@code str(obj)}. */
    public static PyStr str(PyObject obj) {
        Class<?> c = obj.getClass();
        if (c == PyStr.class) {
            return (PyStr) obj;
        }
        if (c == PyInt.class) {
            return new PyStr(Long.toString(((PyInt) obj).value));
        }
        PyObject m = obj.type.lookup(Names.__str__);
        PyObject r;
        CRecursion.enter(" while getting the str of an object");
        try {
            r = callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES);
        } finally {
            CRecursion.leave();
        }
        if (!(r instanceof PyStr s)) {
            throw Py.typeError("__str__ returned non-string (type " + r.type.getTpName() + ")");
        }
        return s;
    }

    /** {@code format(obj, spec)}. */
    public static PyStr format(PyObject obj, PyStr spec) {
        if (spec.value.isEmpty()) {
            Class<?> c = obj.getClass();
            if (c == PyStr.class) {
                return (PyStr) obj;
            }
            if (c == PyInt.class) {
                return new PyStr(Long.toString(((PyInt) obj).value));
            }
        }
        PyObject m = obj.type.lookup(Names.__format__);
        PyObject r = callMethodDescriptor(m, obj, new PyObject[] {spec}, Py.NO_KWNAMES);
        if (!(r instanceof PyStr s)) {
            throw Py.typeError("__format__ must return a str, not " + r.type.getTpName());
        }
        return s;
    }

    // ------------------------------------------------------------------ hash and truth

    /** The built-in {@code __hash__} descriptors that {@link #hash} computes without a call. */
    private static final class InheritedHash {
        static final PyObject OBJECT = PyType.OBJECT.lookup(Names.__hash__);
        static final PyObject TUPLE = PyTuple.TYPE.lookup(Names.__hash__);
        static final PyObject STR = PyStr.TYPE.lookup(Names.__hash__);
    }

    /** {@code hash(obj)}. */
    public static long hash(PyObject obj) {
        Class<?> c = obj.getClass();
        if (c == PyStr.class) {
            return ((PyStr) obj).pyHash();
        }
        if (c == PyInt.class) {
            return Hashing.hashLong(((PyInt) obj).value);
        }
        if (c == PyTuple.class) {
            return TupleMethods.hash((PyTuple) obj);
        }
        PyObject m = obj.type.lookup(Names.__hash__);
        if (m == null || m == Py.None) {
            throw Py.typeError("unhashable type: '" + obj.type.getTpName() + "'");
        }
        // an inherited built-in __hash__ (a namedtuple, an instance of a class without
        // __hash__, a str subclass): its value directly, as CPython's inherited tp_hash slot
        if (m == InheritedHash.OBJECT) {
            long h = Hashing.identityHash(obj);
            return h == -1 ? -2 : h;
        }
        if (m == InheritedHash.TUPLE && obj instanceof PyTuple t) {
            return TupleMethods.hash(t);
        }
        if (m == InheritedHash.STR && obj instanceof PyStr s) {
            return s.pyHash();
        }
        PyObject r = callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES);
        if (r.getClass() == PyInt.class) {
            long v = ((PyInt) r).value;
            return v == -1 ? -2 : v;
        }
        if (r instanceof PyInt i) {
            return i.value == -1 ? -2 : i.value;
        }
        if (r instanceof PyBigInt b) {
            return Hashing.hashBig(b.value);
        }
        throw Py.typeError("__hash__ method should return an integer");
    }

    /** {@code bool(obj)}. */
    public static boolean isTrue(PyObject obj) {
        if (obj == Py.True) {
            return true;
        }
        if (obj == Py.False || obj == Py.None) {
            return false;
        }
        Class<?> c = obj.getClass();
        if (c == PyInt.class) {
            return ((PyInt) obj).value != 0;
        }
        if (c == PyStr.class) {
            return !((PyStr) obj).value.isEmpty();
        }
        if (c == PyList.class) {
            return ((PyList) obj).size != 0;
        }
        if (c == PyTuple.class) {
            return ((PyTuple) obj).items.length != 0;
        }
        if (c == PyFloat.class) {
            return ((PyFloat) obj).value != 0.0;
        }
        if (c == PyDict.class) {
            return ((PyDict) obj).size() != 0;
        }
        if (c == PySet.class) {
            return ((PySet) obj).size() != 0;
        }
        return isTrueSlow(obj);
    }

    private static boolean isTrueSlow(PyObject obj) {
        PyType t = obj.type;
        PyObject m = t.lookup(Names.__bool__);
        if (m != null) {
            PyObject r = callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES);
            if (r instanceof PyBool) {
                return r == Py.True;
            }
            throw Py.typeError("__bool__ should return bool, returned " + r.type.getTpName());
        }
        m = t.lookup(Names.__len__);
        if (m != null) {
            return lenResult(callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES)) != 0;
        }
        return true;
    }

    /** {@code not obj}. */
    public static PyBool not(PyObject obj) {
        return isTrue(obj) ? Py.False : Py.True;
    }

    // ------------------------------------------------------------------ comparison

    /** {@code a op b} for a rich comparison opcode. */
    public static PyObject richCompare(PyObject a, PyObject b, int op) {
        Class<?> ca = a.getClass();
        if (ca == b.getClass()) {
            if (ca == PyInt.class) {
                return Py.newBool(compareLongs(((PyInt) a).value, ((PyInt) b).value, op));
            }
            if (ca == PyFloat.class) {
                return Py.newBool(compareDoubles(((PyFloat) a).value, ((PyFloat) b).value, op));
            }
            if (ca == PyStr.class) {
                return Py.newBool(compareStrs((PyStr) a, (PyStr) b, op));
            }
        }
        CRecursion.enter(" in comparison");
        try {
            if (ca == PyTuple.class && ca == b.getClass()) {
                // what tuple's own __lt__ (and the others) does: two exact tuples have nothing
                // to look up, their class being immutable and neither a subclass of the other
                return Sequences.compareArrays(((PyTuple) a).items, ((PyTuple) b).items, op);
            }
            return richCompareSlow(a, b, op);
        } finally {
            CRecursion.leave();
        }
    }

    public static boolean compareLongs(long x, long y, int op) {
        switch (op) {
            case LT: return x < y;
            case LE: return x <= y;
            case EQ: return x == y;
            case NE: return x != y;
            case GT: return x > y;
            default: return x >= y;
        }
    }

    public static boolean compareDoubles(double x, double y, int op) {
        switch (op) {
            case LT: return x < y;
            case LE: return x <= y;
            case EQ: return x == y;
            case NE: return x != y;
            case GT: return x > y;
            default: return x >= y;
        }
    }

    public static boolean compareStrs(PyStr a, PyStr b, int op) {
        if (op == EQ) {
            return a == b || a.value.equals(b.value);
        }
        if (op == NE) {
            return a != b && !a.value.equals(b.value);
        }
        int c = PyStr.compare(a, b);
        switch (op) {
            case LT: return c < 0;
            case LE: return c <= 0;
            case GT: return c > 0;
            default: return c >= 0;
        }
    }

    private static PyObject richCompareSlow(PyObject a, PyObject b, int op) {
        PyType ta = a.type;
        PyType tb = b.type;
        PyStr name = CMP_NAMES[op];
        PyStr swapped = CMP_NAMES[CMP_SWAPPED[op]];
        boolean checkedReverse = false;
        if (ta != tb && tb.isSubtype(ta)) {
            // the subclass's reflected method first, even one it inherits: CPython's
            // do_richcompare asks only that the right operand's type be a strict subtype
            // (unlike binary operators, which ask that it override the method)
            PyObject m = tb.lookup(swapped);
            if (m != null) {
                checkedReverse = true;
                PyObject r = callCompare(m, b, a);
                if (r != Py.NotImplemented) {
                    return r;
                }
            }
        }
        PyObject m = ta.lookup(name);
        if (m != null) {
            PyObject r = callCompare(m, a, b);
            if (r != Py.NotImplemented) {
                return r;
            }
        }
        if (!checkedReverse) {
            m = tb.lookup(swapped);
            if (m != null) {
                PyObject r = callCompare(m, b, a);
                if (r != Py.NotImplemented) {
                    return r;
                }
            }
        }
        switch (op) {
            case EQ:
                return Py.newBool(a == b);
            case NE:
                return Py.newBool(a != b);
            default:
                throw Py.typeError("'" + CMP_SYMBOLS[op] + "' not supported between instances of '"
                        + ta.getTpName() + "' and '" + tb.getTpName() + "'");
        }
    }

    /**
     * Call the comparison method {@code m} found on {@code self}'s type. An error in binding
     * it (a property that raises, say) makes it NotImplemented, as CPython's
     * {@code slot_tp_richcompare} clears what its method lookup raised.
     */
    private static PyObject callCompare(PyObject m, PyObject self, PyObject other) {
        if (m instanceof PyFunction || m instanceof PyMethodDescr) {
            return callMethodDescriptor(m, self, new PyObject[] {other}, Py.NO_KWNAMES);
        }
        PyObject bound;
        try {
            bound = Descriptors.get(m, self, self.type);
        } catch (PyException e) {
            return Py.NotImplemented;
        }
        return bound.call(new PyObject[] {other}, Py.NO_KWNAMES);
    }

    /** {@code bool(a op b)}, with CPython's identity shortcut for {@code ==} and {@code !=}. */
    public static boolean richCompareBool(PyObject a, PyObject b, int op) {
        if (a == b) {
            if (op == EQ) {
                return true;
            }
            if (op == NE) {
                return false;
            }
        }
        PyObject r = richCompare(a, b, op);
        if (r == Py.True) {
            return true;
        }
        if (r == Py.False) {
            return false;
        }
        return isTrue(r);
    }

    /** {@code a == b} as a Java boolean (identity first). */
    public static boolean eq(PyObject a, PyObject b) {
        return richCompareBool(a, b, EQ);
    }

    // ------------------------------------------------------------------ binary operators

    /** Binary operator codes: CPython's NB_* numbering (oparg of BINARY_OP). */
    public static final int NB_ADD = 0;
    public static final int NB_AND = 1;
    public static final int NB_FLOOR_DIVIDE = 2;
    public static final int NB_LSHIFT = 3;
    public static final int NB_MATRIX_MULTIPLY = 4;
    public static final int NB_MULTIPLY = 5;
    public static final int NB_REMAINDER = 6;
    public static final int NB_OR = 7;
    public static final int NB_POWER = 8;
    public static final int NB_RSHIFT = 9;
    public static final int NB_SUBTRACT = 10;
    public static final int NB_TRUE_DIVIDE = 11;
    public static final int NB_XOR = 12;
    /** In-place forms are the plain code plus this. */
    public static final int NB_INPLACE = 13;

    private static final String[] NB_SYMBOLS = {"+", "&", "//", "<<", "@", "*", "%", "|", "**",
        ">>", "-", "/", "^"};
    private static final PyStr[] NB_NAMES = {Names.__add__, Names.__and__, Names.__floordiv__,
        Names.__lshift__, Names.__matmul__, Names.__mul__, Names.__mod__, Names.__or__,
        Names.__pow__, Names.__rshift__, Names.__sub__, Names.__truediv__, Names.__xor__};
    private static final PyStr[] NB_RNAMES = {Names.__radd__, Names.__rand__,
        Names.__rfloordiv__, Names.__rlshift__, Names.__rmatmul__, Names.__rmul__,
        Names.__rmod__, Names.__ror__, Names.__rpow__, Names.__rrshift__, Names.__rsub__,
        Names.__rtruediv__, Names.__rxor__};
    private static final PyStr[] NB_INAMES = {Names.__iadd__, Names.__iand__,
        Names.__ifloordiv__, Names.__ilshift__, Names.__imatmul__, Names.__imul__,
        Names.__imod__, Names.__ior__, Names.__ipow__, Names.__irshift__, Names.__isub__,
        Names.__itruediv__, Names.__ixor__};

    /** The symbol of a BINARY_OP oparg ({@code "+"}, {@code "+="}). */
    public static String binarySymbol(int nb) {
        return nb >= NB_INPLACE ? NB_SYMBOLS[nb - NB_INPLACE] + "=" : NB_SYMBOLS[nb];
    }

    /** {@code a <op> b} for any NB_* code, in-place forms included (the BINARY_OP generic path). */
    public static PyObject binaryOp(PyObject a, PyObject b, int nb) {
        if (nb >= NB_INPLACE) {
            return inplaceOp(a, b, nb - NB_INPLACE);
        }
        PyObject r = exactNumberOp(a, b, nb);
        if (r != null) {
            return r;
        }
        return binaryOpSlow(a, b, nb, NB_SYMBOLS[nb]);
    }

    /** Two small ints or two floats, inline; null for anything else. */
    private static PyObject exactNumberOp(PyObject a, PyObject b, int nb) {
        Class<?> ca = a.getClass();
        if (ca == b.getClass()) {
            if (ca == PyInt.class) {
                return IntOps.binaryOp(((PyInt) a).value, ((PyInt) b).value, nb);
            }
            if (ca == PyFloat.class) {
                return FloatOps.binaryOp(((PyFloat) a).value, ((PyFloat) b).value, nb);
            }
        }
        return null;
    }

    private static PyObject binaryOpSlow(PyObject a, PyObject b, int nb, String symbol) {
        if (nb == NB_ADD) {
            // two exact strs, tuples or lists: what their own __add__ does, with nothing to
            // look up (neither class can change, nor is one a subclass of the other)
            Class<?> c = a.getClass();
            if (c == b.getClass()) {
                if (c == PyStr.class) {
                    return StrMethods.concat((PyStr) a, (PyStr) b);
                }
                if (c == PyTuple.class) {
                    return TupleMethods.concat((PyTuple) a, (PyTuple) b);
                }
                if (c == PyList.class) {
                    return ListMethods.concat((PyList) a, (PyList) b);
                }
            }
        }
        PyObject r = tryBinary(a, b, nb);
        if (r != Py.NotImplemented) {
            return r;
        }
        r = sequenceOp(a, b, nb);
        if (r != null) {
            return r;
        }
        throw binaryTypeError(a, b, nb, symbol);
    }

    /**
     * After the number methods: {@code a + b} by a's sequence concatenation, {@code a * b} by
     * a's sequence repeat, else b's (CPython's {@code PyNumber_Add} and
     * {@code PyNumber_Multiply} after {@code binary_op1}); null when neither applies.
     */
    private static PyObject sequenceOp(PyObject a, PyObject b, int nb) {
        if (nb == NB_ADD) {
            PyObject concat = a.type.lookup(Names.__add__);
            return isSequenceSlot(concat) ? callMethodDescriptor(concat, a, new PyObject[] {b},
                    Py.NO_KWNAMES) : null;
        }
        if (nb == NB_MULTIPLY) {
            PyObject repeat = a.type.lookup(Names.__mul__);
            if (isSequenceSlot(repeat)) {
                return sequenceRepeat(repeat, a, b);
            }
            repeat = b.type.lookup(Names.__mul__);
            if (isSequenceSlot(repeat)) {
                return sequenceRepeat(repeat, b, a);
            }
        }
        return null;
    }

    /** CPython's {@code sequence_repeat}: {@code seq} repeated by {@code n}, an integer. */
    private static PyObject sequenceRepeat(PyObject repeat, PyObject seq, PyObject n) {
        if (!Sequences.isCount(n)) {
            throw Py.typeError("can't multiply sequence by non-int of type '"
                    + n.type.getTpName() + "'");
        }
        return callMethodDescriptor(repeat, seq, new PyObject[] {n}, Py.NO_KWNAMES);
    }

    /** Whether {@code method} is a sequence's concat or repeat ({@link PyType#sequenceSlots}),
     *  which the operators try only after the number methods. */
    private static boolean isSequenceSlot(PyObject method) {
        return method instanceof PyMethodDescr md && md.sequenceSlot;
    }

    /** CPython's {@code binary_op1}: the result, or NotImplemented when neither side knows. */
    public static PyObject tryBinary(PyObject a, PyObject b, int nb) {
        PyType ta = a.type;
        PyType tb = b.type;
        PyObject fa = ta.lookup(NB_NAMES[nb]);
        if (isSequenceSlot(fa)) {
            fa = null;  // a sequence's concat or repeat: no number method (sequenceOp)
        }
        PyObject fb = null;
        boolean inherited = false;
        if (ta != tb) {
            fb = tb.lookup(NB_RNAMES[nb]);
            if (isSequenceSlot(fb)) {
                fb = null;
            }
            if (fb != null && fb == ta.lookup(NB_RNAMES[nb])) {
                // the same implementation on both sides: a builtin's own method covers it (as
                // binary_op1 calls one C slot once), but a Python-level one is still called,
                // reflected, after a's (as slot_nb_* of a class defined in Python does)
                if (fb instanceof PyMethodDescr) {
                    fb = null;
                } else {
                    inherited = true;
                }
            }
        }
        if (fb != null && !inherited && tb.isSubtype(ta)) {
            PyObject r = callMethodDescriptor(fb, b, new PyObject[] {a}, Py.NO_KWNAMES);
            if (r != Py.NotImplemented) {
                return r;
            }
            fb = null;
        }
        if (fa != null) {
            PyObject r = callMethodDescriptor(fa, a, new PyObject[] {b}, Py.NO_KWNAMES);
            if (r != Py.NotImplemented) {
                return r;
            }
        }
        if (fb != null) {
            return callMethodDescriptor(fb, b, new PyObject[] {a}, Py.NO_KWNAMES);
        }
        return Py.NotImplemented;
    }

    private static PyException binaryTypeError(PyObject a, PyObject b, int nb, String symbol) {
        if (nb == NB_POWER && !symbol.endsWith("=")) {   // x **= y names its own operator
            return Py.typeError("unsupported operand type(s) for ** or pow(): '"
                    + a.type.getTpName() + "' and '" + b.type.getTpName() + "'");
        }
        String hint = "";
        if (nb == NB_RSHIFT && !symbol.endsWith("=") && a instanceof PyBuiltinFunction f
                && f.type == PyBuiltinFunction.TYPE && f.impl.name.equals("print")) {
            // Compare CPython abstract.c: binary_op1, Python 2's print >>stream
            hint = ". Did you mean \"print(<message>, file=<output_stream>)\"?";
        }
        return Py.typeError("unsupported operand type(s) for " + symbol + ": '"
                + a.type.getTpName() + "' and '" + b.type.getTpName() + "'" + hint);
    }

    /**
     * {@code a <op>= b}: {@code __i<op>__} first, then the binary operator's number methods,
     * then a sequence's in-place concat or repeat, or its plain one (CPython's
     * {@code PyNumber_InPlaceAdd} and kin).
     */
    public static PyObject inplaceOp(PyObject a, PyObject b, int nb) {
        PyObject r = exactNumberOp(a, b, nb);
        if (r != null) {
            return r;
        }
        PyObject im = a.type.lookup(NB_INAMES[nb]);
        if (isSequenceSlot(im)) {
            if (nb == NB_ADD && a.getClass() == PyList.class
                    && (b.getClass() == PyList.class || b.getClass() == PyTuple.class)) {
                ListMethods.extend((PyList) a, b);  // neither has a number method
                return a;
            }
        } else if (im != null) {
            r = callMethodDescriptor(im, a, new PyObject[] {b}, Py.NO_KWNAMES);
            if (r != Py.NotImplemented) {
                return r;
            }
        }
        r = tryBinary(a, b, nb);
        if (r != Py.NotImplemented) {
            return r;
        }
        if (isSequenceSlot(im)) {
            return nb == NB_MULTIPLY ? sequenceRepeat(im, a, b)
                    : callMethodDescriptor(im, a, new PyObject[] {b}, Py.NO_KWNAMES);
        }
        r = sequenceOp(a, b, nb);
        if (r != null) {
            return r;
        }
        throw binaryTypeError(a, b, nb, NB_SYMBOLS[nb] + "=");
    }

    public static PyObject add(PyObject a, PyObject b) {
        return binaryOp(a, b, NB_ADD);
    }

    public static PyObject sub(PyObject a, PyObject b) {
        return binaryOp(a, b, NB_SUBTRACT);
    }

    public static PyObject mul(PyObject a, PyObject b) {
        return binaryOp(a, b, NB_MULTIPLY);
    }

    public static PyObject trueDiv(PyObject a, PyObject b) {
        return binaryOp(a, b, NB_TRUE_DIVIDE);
    }

    public static PyObject floorDiv(PyObject a, PyObject b) {
        return binaryOp(a, b, NB_FLOOR_DIVIDE);
    }

    public static PyObject mod(PyObject a, PyObject b) {
        return binaryOp(a, b, NB_REMAINDER);
    }

    /** {@code pow(a, b)} (two arguments). */
    public static PyObject pow(PyObject a, PyObject b) {
        return binaryOp(a, b, NB_POWER);
    }

    /** {@code divmod(a, b)}. */
    public static PyObject divmod(PyObject a, PyObject b) {
        PyType ta = a.type;
        PyType tb = b.type;
        PyObject fa = ta.lookup(Names.__divmod__);
        PyObject fb = ta != tb ? tb.lookup(Names.__rdivmod__) : null;
        if (fb != null && fb == ta.lookup(Names.__rdivmod__)) {
            fb = null;
        }
        if (fb != null && tb.isSubtype(ta)) {
            PyObject r = callMethodDescriptor(fb, b, new PyObject[] {a}, Py.NO_KWNAMES);
            if (r != Py.NotImplemented) {
                return r;
            }
            fb = null;
        }
        if (fa != null) {
            PyObject r = callMethodDescriptor(fa, a, new PyObject[] {b}, Py.NO_KWNAMES);
            if (r != Py.NotImplemented) {
                return r;
            }
        }
        if (fb != null) {
            PyObject r = callMethodDescriptor(fb, b, new PyObject[] {a}, Py.NO_KWNAMES);
            if (r != Py.NotImplemented) {
                return r;
            }
        }
        throw Py.typeError("unsupported operand type(s) for divmod(): '" + ta.getTpName()
                + "' and '" + tb.getTpName() + "'");
    }

    // ------------------------------------------------------------------ unary operators

    private static PyObject unary(PyObject a, PyStr name, String what) {
        PyObject m = a.type.lookup(name);
        if (m == null) {
            throw Py.typeError("bad operand type for " + what + ": '" + a.type.getTpName() + "'");
        }
        return callMethodDescriptor(m, a, Py.NO_ARGS, Py.NO_KWNAMES);
    }

    /** {@code -a}. */
    public static PyObject neg(PyObject a) {
        Class<?> c = a.getClass();
        if (c == PyInt.class) {
            long v = ((PyInt) a).value;
            if (v != Long.MIN_VALUE) {
                return PyInt.of(-v);
            }
        } else if (c == PyFloat.class) {
            return new PyFloat(-((PyFloat) a).value);
        }
        return unary(a, Names.__neg__, "unary -");
    }

    /** {@code +a}. */
    public static PyObject pos(PyObject a) {
        return unary(a, Names.__pos__, "unary +");
    }

    /** {@code ~a}. */
    public static PyObject invert(PyObject a) {
        if (a.getClass() == PyInt.class) {
            return PyInt.of(~((PyInt) a).value);
        }
        return unary(a, Names.__invert__, "unary ~");
    }

    /** {@code abs(a)}. */
    public static PyObject abs(PyObject a) {
        return unary(a, Names.__abs__, "abs()");
    }

    // ------------------------------------------------------------------ containers

    /** {@code len(obj)}. */
    public static int len(PyObject obj) {
        Class<?> c = obj.getClass();
        if (c == PyList.class) {
            return ((PyList) obj).size;
        }
        if (c == PyTuple.class) {
            return ((PyTuple) obj).items.length;
        }
        if (c == PyStr.class) {
            return ((PyStr) obj).length();
        }
        if (c == PyDict.class) {
            return ((PyDict) obj).size();
        }
        if (c == PySet.class || c == PyFrozenSet.class) {
            return ((PyAnySet) obj).size();
        }
        PyObject m = obj.type.lookup(Names.__len__);
        if (m == null) {
            throw Py.typeError("object of type '" + obj.type.getTpName() + "' has no len()");
        }
        return lenResult(callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES));
    }

    /**
     * {@code len(obj)} as CPython's {@code PyObject_Size}, a Py_ssize_t: up to {@code 2**63 - 1}
     * ({@code len(range(10**12))}), where {@link #len} answers a Java int.
     */
    public static long lenSsize(PyObject obj) {
        PyObject m = obj.type.lookup(Names.__len__);
        if (m == null || obj instanceof PyStr || obj instanceof PyList
                || obj instanceof PyTuple) {
            return len(obj);
        }
        return lenValue(callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES));
    }

    /** What {@code __len__} returned, as a Java int (a length the JVM can index). */
    private static int lenResult(PyObject r) {
        long n = lenValue(r);
        if (n > Integer.MAX_VALUE) {
            throw Py.overflowError("cannot fit 'int' into an index-sized integer");
        }
        return (int) n;
    }

    /** What {@code __len__} returned, checked as CPython checks it: a Py_ssize_t, not negative. */
    private static long lenValue(PyObject r) {
        PyObject i = index(r);
        if (i instanceof PyInt pi) {
            if (pi.value < 0) {
                throw Py.valueError("__len__() should return >= 0");
            }
            return pi.value;
        }
        if (((PyBigInt) i).value.signum() < 0) {
            throw Py.valueError("__len__() should return >= 0");
        }
        throw Py.overflowError("cannot fit 'int' into an index-sized integer");
    }

    /**
     * {@code operator.length_hint(obj, dflt)}: {@code len(obj)} when it has one, else
     * {@code __length_hint__}, else {@code dflt}; a TypeError from either falls back. Compare
     * CPython abstract.c: PyObject_LengthHint.
     */
    public static long lengthHint(PyObject obj, long dflt) {
        PyObject len = obj.type.lookup(Names.__len__);
        if (len != null) {
            try {
                PyObject r = callMethodDescriptor(len, obj, Py.NO_ARGS, Py.NO_KWNAMES);
                PyObject i = indexOrNull(r);
                if (i instanceof PyInt pi && pi.value >= 0) {
                    return pi.value;
                }
                return lenResult(r);
            } catch (PyException e) {
                if (!e.matches(PyExc.TypeError)) {
                    throw e;
                }
            }
        }
        PyObject hint = obj.type.lookup(Names.__length_hint__);
        if (hint == null) {
            return dflt;
        }
        PyObject r;
        try {
            r = callMethodDescriptor(hint, obj, Py.NO_ARGS, Py.NO_KWNAMES);
        } catch (PyException e) {
            // a TypeError from __length_hint__ means "no hint", as from __len__
            if (!e.matches(PyExc.TypeError)) {
                throw e;
            }
            return dflt;
        }
        if (r == Py.NotImplemented) {
            return dflt;
        }
        if (!(r instanceof PyInt) && !(r instanceof PyBigInt)) {
            throw Py.typeError("__length_hint__ must be an integer, not " + r.type.getName());
        }
        if (r instanceof PyBigInt b) {
            if (b.value.signum() < 0) {
                throw Py.valueError("__length_hint__() should return >= 0");
            }
            throw Py.overflowError("Python int too large to convert to C ssize_t");
        }
        long v = ((PyInt) r).value;
        if (v < 0) {
            throw Py.valueError("__length_hint__() should return >= 0");
        }
        return v;
    }

    /** Most elements a Java array can hold: beyond it a preallocation is a MemoryError. */
    public static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    /** {@code obj[key]}. */
    public static PyObject getItem(PyObject obj, PyObject key) {
        Class<?> c = obj.getClass();
        if (c == PyList.class && key.getClass() == PyInt.class) {
            PyList l = (PyList) obj;
            long i = ((PyInt) key).value;
            if (i < 0) {
                i += l.size;
            }
            if (i >= 0 && i < l.size) {
                return l.items[(int) i];
            }
            throw Py.indexError("list index out of range");
        }
        if (c == PyDict.class) {
            PyObject v = ((PyDict) obj).getItem(key);
            if (v != null) {
                return v;
            }
            throw Py.keyError(key);
        }
        if (c == PyTuple.class && key.getClass() == PyInt.class) {
            PyTuple t = (PyTuple) obj;
            long i = ((PyInt) key).value;
            if (i < 0) {
                i += t.items.length;
            }
            if (i >= 0 && i < t.items.length) {
                return t.items[(int) i];
            }
            throw Py.indexError("tuple index out of range");
        }
        PyObject m = obj.type.lookup(Names.__getitem__);
        if (m == null) {
            if (obj instanceof PyType t) {
                // type[int], but not str[int]
                if (t == PyType.TYPE) {
                    return new PyGenericAlias(t, key);
                }
                PyObject cg = t.lookupAttr(Names.__class_getitem__);
                if (cg != null) {
                    return call1(cg, key);
                }
                throw Py.typeError("type '" + t.getTpName() + "' is not subscriptable");
            }
            throw Py.typeError("'" + obj.type.getTpName() + "' object is not subscriptable");
        }
        return callMethodDescriptor(m, obj, new PyObject[] {key}, Py.NO_KWNAMES);
    }

    /** {@code obj[key] = value}. */
    public static void setItem(PyObject obj, PyObject key, PyObject value) {
        Class<?> c = obj.getClass();
        if (c == PyList.class && key.getClass() == PyInt.class) {
            PyList l = (PyList) obj;
            long i = ((PyInt) key).value;
            if (i < 0) {
                i += l.size;
            }
            if (i >= 0 && i < l.size) {
                l.items[(int) i] = value;
                return;
            }
            throw Py.indexError("list assignment index out of range");
        }
        if (c == PyDict.class) {
            ((PyDict) obj).setItem(key, value);
            return;
        }
        PyObject m = obj.type.lookup(Names.__setitem__);
        if (m == null) {
            throw Py.typeError("'" + obj.type.getTpName()
                    + "' object does not support item assignment");
        }
        callMethodDescriptor(m, obj, new PyObject[] {key, value}, Py.NO_KWNAMES);
    }

    /** {@code del obj[key]}. */
    public static void delItem(PyObject obj, PyObject key) {
        if (obj.getClass() == PyDict.class) {
            if (!((PyDict) obj).delItem(key)) {
                throw Py.keyError(key);
            }
            return;
        }
        PyObject m = obj.type.lookup(Names.__delitem__);
        if (m == null) {
            throw Py.typeError("'" + obj.type.getTpName()
                    + "' object doesn't support item deletion");
        }
        callMethodDescriptor(m, obj, new PyObject[] {key}, Py.NO_KWNAMES);
    }

    /** {@code item in container}. */
    public static boolean contains(PyObject container, PyObject item) {
        Class<?> c = container.getClass();
        if (c == PyDict.class) {
            return ((PyDict) container).containsKey(item);
        }
        if (c == PyList.class) {
            PyList l = (PyList) container;
            for (int i = 0; i < l.size; i++) {
                PyObject x = l.items[i];
                if (x == item || richCompareBool(x, item, EQ)) {
                    return true;
                }
            }
            return false;
        }
        if (c == PySet.class || c == PyFrozenSet.class) {
            return SetMethods.contains((PyAnySet) container, item);
        }
        PyObject m = container.type.lookup(Names.__contains__);
        if (m != null) {
            return isTrue(callMethodDescriptor(m, container, new PyObject[] {item},
                    Py.NO_KWNAMES));
        }
        PyObject it = iterOrNull(container);
        if (it == null) {
            throw Py.typeError("argument of type '" + container.type.getTpName()
                    + "' is not iterable");
        }
        for (PyObject x = next(it); x != null; x = next(it)) {
            if (x == item || richCompareBool(x, item, EQ)) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ iteration

    /** {@code iter(obj)}. */
    public static PyObject iter(PyObject obj) {
        PyObject it = iterOrNull(obj);
        if (it == null) {
            throw Py.typeError("'" + obj.type.getTpName() + "' object is not iterable");
        }
        return it;
    }

    /** {@code iter(obj)}, or null when the object is not iterable. */
    public static PyObject iterOrNull(PyObject obj) {
        Class<?> c = obj.getClass();
        if (c == PyList.class) {
            return new PyListIterator((PyList) obj);
        }
        if (c == PyTuple.class) {
            return new PyTupleIterator((PyTuple) obj);
        }
        if (c == PyDict.class) {
            return new PyDictIterator((PyDict) obj, PyDictIterator.KEYS, false);
        }
        if (c == PyRange.class) {
            return RangeMethods.iter((PyRange) obj);
        }
        if (c == PySet.class || c == PyFrozenSet.class) {
            return new PySetIterator((PyAnySet) obj);
        }
        PyObject m = obj.type.lookup(Names.__iter__);
        if (m != null) {
            if (m == Py.None) {
                return null;
            }
            PyObject it = callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES);
            // a coroutine or async generator is a Java PyIterator but not a Python iterator
            if ((it instanceof PyGenerator || !(it instanceof PyIterator))
                    && it.type.lookup(Names.__next__) == null) {
                throw Py.typeError("iter() returned non-iterator of type '"
                        + it.type.getTpName() + "'");
            }
            return it;
        }
        if (obj.type.lookup(Names.__getitem__) != null && !(obj instanceof PyDict)) {
            return new PySeqIter(obj);
        }
        return null;
    }

    /**
     * Does {@code it}'s {@code __next__} run its Java {@link PyIterator#nextOrNull}? True for a
     * Java iterator object unless its class is a Python subclass that defines {@code __next__}
     * of its own (class C(itertools.count): def __next__...), which every loop must then call.
     */
    public static boolean nativeNext(PyObject it) {
        return it instanceof PyIterator
                && (!it.type.isHeapType() || it.type.lookup(Names.__next__) instanceof PyMethodDescr);
    }

    /** {@code next(it)}, or null when exhausted (StopIteration is absorbed). */
    public static PyObject next(PyObject it) {
        if (it instanceof PyIterator pi && (!it.type.isHeapType() || nativeNext(it))) {
            return pi.nextOrNull();
        }
        PyObject m = it.type.lookup(Names.__next__);
        if (m == null) {
            throw Py.typeError("'" + it.type.getTpName() + "' object is not an iterator");
        }
        try {
            return callMethodDescriptor(m, it, Py.NO_ARGS, Py.NO_KWNAMES);
        } catch (PyException e) {
            if (e.matches(PyExc.StopIteration)) {
                return null;
            }
            throw e;
        }
    }

    /** Collect an iterable into a new array. */
    public static PyObject[] toArray(PyObject iterable) {
        Class<?> c = iterable.getClass();
        if (c == PyList.class) {
            return ((PyList) iterable).toArray();
        }
        if (c == PyTuple.class) {
            return ((PyTuple) iterable).items.clone();
        }
        PyObject it = iter(iterable);
        PyList out = new PyList();
        for (PyObject x = next(it); x != null; x = next(it)) {
            out.append(x);
        }
        return out.toArray();
    }

    // ------------------------------------------------------------------ numbers

    /**
     * A start or stop argument of {@code index()} ({@code _PyEval_SliceIndexNotNone}): clamped
     * to the long range.
     */
    public static long sliceIndexNotNone(PyObject o) {
        if (o.getClass() == PyInt.class) {
            return ((PyInt) o).value;
        }
        PyObject i = Abstract.indexOrNull(o);
        if (i == null) {
            throw Py.typeError("slice indices must be integers or have an __index__ method");
        }
        if (i instanceof PyInt pi) {
            return pi.value;
        }
        return ((PyBigInt) i).value.signum() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
    }

    /**
     * CPython's DeprecationWarning for a conversion method ({@code __index__}, {@code __int__})
     * that returned {@code r}, an instance of a strict subclass of int (bool included).
     */
    static void warnIntSubclass(String method, PyObject r) {
        Py.warn(PyExc.DeprecationWarning, method + " returned non-int (type "
                + r.type.getTpName() + ").  The ability to return an instance of a strict "
                + "subclass of int is deprecated, and may be removed in a future version "
                + "of Python.");
    }

    /** {@code operator.index(obj)}, or null when the object has no {@code __index__}. */
    public static PyObject indexOrNull(PyObject obj) {
        if (obj instanceof PyInt || obj instanceof PyBigInt) {
            if (obj.getClass() == PyInt.class || obj.getClass() == PyBigInt.class
                    || obj instanceof PyBool) {
                return obj;
            }
            // a subclass of int: its value as an exact int
            return obj instanceof PyInt i ? PyInt.of(i.value) : PyBigInt.normalize(
                    ((PyBigInt) obj).value);
        }
        PyObject m = obj.type.lookup(Names.__index__);
        if (m == null) {
            return null;
        }
        PyObject r = callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES);
        if (!(r instanceof PyInt) && !(r instanceof PyBigInt)) {
            throw Py.typeError("__index__ returned non-int (type " + r.type.getTpName() + ")");
        }
        if (r.type != PyInt.TYPE) {
            warnIntSubclass("__index__", r);  // Compare CPython abstract.c: _PyNumber_Index
            return r instanceof PyInt i ? PyInt.of(i.value)
                    : PyBigInt.normalize(((PyBigInt) r).value);
        }
        return r;
    }

    /** {@code operator.index(obj)}. */
    public static PyObject index(PyObject obj) {
        PyObject r = indexOrNull(obj);
        if (r == null) {
            throw Py.typeError("'" + obj.type.getTpName()
                    + "' object cannot be interpreted as an integer");
        }
        return r;
    }

    /** An index-sized int ({@code Py_ssize_t}); OverflowError when it does not fit. */
    public static long asIndex(PyObject obj) {
        if (obj.getClass() == PyInt.class) {
            return ((PyInt) obj).value;
        }
        PyObject r = index(obj);
        if (r instanceof PyInt i) {
            return i.value;
        }
        throw Py.overflowError("cannot fit 'int' into an index-sized integer");
    }

    /** An index as a Java int; OverflowError when it is out of int range. */
    public static int asInt(PyObject obj) {
        long v = asIndex(obj);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw Py.overflowError("Python int too large to convert to C int");
        }
        return (int) v;
    }

    /** {@code float(obj)} as a double ({@code __float__}, then {@code __index__}). */
    public static double asDouble(PyObject obj) {
        if (obj instanceof PyFloat f) {
            return f.value;
        }
        if (obj instanceof PyInt i) {
            return i.value;
        }
        if (obj instanceof PyBigInt b) {
            return IntOps.bigToDouble(b.value);
        }
        PyObject m = obj.type.lookup(Names.__float__);
        if (m != null) {
            return FloatMethods.floatResult(obj,
                    callMethodDescriptor(m, obj, Py.NO_ARGS, Py.NO_KWNAMES));
        }
        PyObject i = indexOrNull(obj);
        if (i != null) {
            return asDouble(i);
        }
        throw Py.typeError("must be real number, not " + obj.type.getTpName());
    }

    // ------------------------------------------------------------------ types

    /**
     * {@code isinstance(obj, cls)}: cls a class, a tuple of them or a union; a class's
     * metaclass may decide ({@code __instancecheck__}); anything with a {@code __bases__} tuple
     * counts as a class. Compare CPython abstract.c: PyObject_IsInstance.
     */
    public static boolean isInstance(PyObject obj, PyObject cls) {
        if (cls instanceof PyType t) {
            if (obj.type == t || obj.type.isSubtype(t)) {
                return true;
            }
            if (t.type != PyType.TYPE) {
                PyObject check = t.type.lookup(Names.__instancecheck__);
                if (check != null && check != PyType.TYPE.lookup(Names.__instancecheck__)) {
                    return callCheck(check, t, obj, " in __instancecheck__");
                }
            }
            return classAttrIsSubtype(obj, t);
        }
        if (cls instanceof PyUnionType u) {
            cls = u.args;
        }
        if (cls instanceof PyTuple tup) {
            CRecursion.enter(" in __instancecheck__");
            try {
                for (PyObject c : tup.items) {
                    if (isInstance(obj, c)) {
                        return true;
                    }
                }
            } finally {
                CRecursion.leave();
            }
            return false;
        }
        PyObject check = cls.type.lookup(Names.__instancecheck__);
        if (check != null) {
            return callCheck(check, cls, obj, " in __instancecheck__");
        }
        // Compare CPython abstract.c: object_isinstance, for a class that is not a type
        checkClass(cls, "isinstance() arg 2 must be a type, a tuple of types, or a union");
        PyObject icls = obj.lookupAttr(Names.__class__);
        return icls != null && abstractIsSubclass(icls, cls);
    }

    private static boolean callCheck(PyObject check, PyObject cls, PyObject arg, String where) {
        CRecursion.enter(where);
        try {
            return isTrue(callMethodDescriptor(check, cls, new PyObject[] {arg}, Py.NO_KWNAMES));
        } finally {
            CRecursion.leave();
        }
    }

    /**
     * {@code type.__instancecheck__(cls, obj)}: the type of {@code obj}, else what its
     * {@code __class__} attribute says, when that is a class other than its type (proxies).
     * Compare CPython abstract.c: object_isinstance.
     */
    public static boolean objectIsInstance(PyObject obj, PyType cls) {
        return obj.type.isSubtype(cls) || classAttrIsSubtype(obj, cls);
    }

    /** object's {@code __class__} descriptor. */
    private static final class ObjectClass {
        static final PyObject DESCR = PyType.OBJECT.lookup(Names.__class__);
    }

    private static boolean classAttrIsSubtype(PyObject obj, PyType cls) {
        PyType t = obj.type;
        if (t.getattributeHook() == null && t.lookup(Names.__class__) == ObjectClass.DESCR
                && obj.classAttrIsType()) {
            return false; // __class__ is type(obj), already checked
        }
        PyObject icls = obj.lookupAttr(Names.__class__);
        return icls != obj.type && icls instanceof PyType c && c.isSubtype(cls);
    }

    /**
     * {@code issubclass(sub, cls)}: cls a class, a tuple of them or a union; a class's
     * metaclass may decide ({@code __subclasscheck__}). Compare CPython abstract.c:
     * PyObject_IsSubclass.
     */
    public static boolean isSubclass(PyObject sub, PyObject cls) {
        if (cls instanceof PyType t && t.type == PyType.TYPE) {
            return sub == cls || realIsSubclass(sub, cls);
        }
        if (cls instanceof PyUnionType u) {
            cls = u.args;
        }
        if (cls instanceof PyTuple tup) {
            CRecursion.enter(" in __subclasscheck__");
            try {
                for (PyObject c : tup.items) {
                    if (isSubclass(sub, c)) {
                        return true;
                    }
                }
            } finally {
                CRecursion.leave();
            }
            return false;
        }
        PyObject check = cls.type.lookup(Names.__subclasscheck__);
        if (check != null && check != PyType.TYPE.lookup(Names.__subclasscheck__)) {
            return callCheck(check, cls, sub, " in __subclasscheck__");
        }
        return realIsSubclass(sub, cls);
    }

    /**
     * {@code type.__subclasscheck__(cls, sub)}: by the MRO for classes, else by following
     * {@code __bases__} tuples. Compare CPython abstract.c: recursive_issubclass.
     */
    public static boolean realIsSubclass(PyObject sub, PyObject cls) {
        if (cls instanceof PyType t && sub instanceof PyType s) {
            return s.isSubtype(t);
        }
        checkClass(sub, "issubclass() arg 1 must be a class");
        if (!(cls instanceof PyUnionType)) {
            checkClass(cls, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
        }
        return abstractIsSubclass(sub, cls);
    }

    /** {@code cls.__bases__} when it is a tuple, else null. */
    private static PyTuple abstractBases(PyObject cls) {
        PyObject b = cls.lookupAttr(Names.__bases__);
        return b instanceof PyTuple t ? t : null;
    }

    private static void checkClass(PyObject cls, String error) {
        if (abstractBases(cls) == null) {
            throw Py.typeError(error);
        }
    }

    /** Compare CPython abstract.c: abstract_issubclass. */
    private static boolean abstractIsSubclass(PyObject derived, PyObject cls) {
        for (;;) {
            if (derived == cls) {
                return true;
            }
            PyTuple bases = abstractBases(derived);
            if (bases == null || bases.items.length == 0) {
                return false;
            }
            if (bases.items.length == 1) {
                derived = bases.items[0]; // single inheritance: a loop, not a recursion
                continue;
            }
            for (PyObject b : bases.items) {
                CRecursion.enter(" in __issubclass__");
                try {
                    if (abstractIsSubclass(b, cls)) {
                        return true;
                    }
                } finally {
                    CRecursion.leave();
                }
            }
            return false;
        }
    }
}
