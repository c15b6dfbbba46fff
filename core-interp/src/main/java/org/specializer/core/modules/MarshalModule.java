package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyCode;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.marshal.Marshal;

/**
 * The {@code marshal} module (CPython Python/marshal.c) over {@link Marshal}: version 4 by
 * default, {@code allow_code} as 3.13.
 */
public final class MarshalModule {
    private MarshalModule() {}

    private static final PyStr READ = PyStr.intern("read");
    private static final PyStr WRITE = PyStr.intern("write");
    private static final PyStr SEEK = PyStr.intern("seek");

    private static final Params DUMPS = new Params("dumps", new String[] {"value", "version",
        "allow_code"}, 2, 2, 1);
    private static final Params DUMP = new Params("dump", new String[] {"value", "file",
        "version", "allow_code"}, 3, 3, 2);
    private static final Params LOADS = new Params("loads", new String[] {"bytes",
        "allow_code"}, 1, 1, 1);
    private static final Params LOAD = new Params("load", new String[] {"file", "allow_code"},
            1, 1, 1);

    public static PyModule create() {
        PyModule m = new PyModule("marshal");
        m.put("version", PyInt.of(Marshal.VERSION));
        m.defK("dumps", (self, args, kw) -> {
            PyObject[] a = DUMPS.parse(args, kw);
            checkCode(a[0], a[2]);
            return new PyBytes(Marshal.dumps(a[0], version(a[1])));
        });
        m.defK("dump", (self, args, kw) -> {
            PyObject[] a = DUMP.parse(args, kw);
            checkCode(a[0], a[3]);
            Abstract.callMethod(a[1], WRITE, new PyBytes(Marshal.dumps(a[0], version(a[2]))));
            return Py.None;
        });
        m.defK("loads", (self, args, kw) -> {
            PyObject[] a = LOADS.parse(args, kw);
            PyObject v;
            if (a[0].getClass() == PyBytes.class) {
                v = Marshal.loadsLibOnceMore(((PyBytes) a[0]).value);
            } else {
                byte[] data = bytes(a[0]);
                v = Marshal.loads(data, 0, data.length, null);
            }
            checkLoadedCode(v, a[1]);
            return v;
        });
        m.defK("load", (self, args, kw) -> {
            PyObject[] a = LOAD.parse(args, kw);
            byte[] data = bytes(Abstract.callMethod(a[0], READ));
            int[] used = new int[1];
            PyObject v = Marshal.loads(data, 0, data.length, used);
            if (used[0] < data.length) {
                Abstract.callMethod(a[0], SEEK, PyInt.of(used[0] - data.length), PyInt.ONE);
            }
            checkLoadedCode(v, a[1]);
            return v;
        });
        return m;
    }

    private static int version(PyObject v) {
        return v == null ? Marshal.VERSION : Abstract.asInt(v);
    }

    /** The bytes of a bytes-like object (importlib passes a memoryview of a pyc's tail). */
    private static byte[] bytes(PyObject o) {
        if (o.getClass() == PyBytes.class) {
            return ((PyBytes) o).value;
        }
        return org.specializer.api.Buffers.toBytes(o);
    }

    private static void checkCode(PyObject v, PyObject allow) {
        if (allow != null && !Abstract.isTrue(allow)) {
            int found = findCode(v);
            if (found != NO_CODE) {
                // CPython writes a set's items apart (to sort them), and an error there
                // becomes "unmarshallable object"
                throw Py.valueError(found == CODE_IN_SET ? "unmarshallable object"
                        : "marshalling code objects is disallowed");
            }
        }
    }

    private static void checkLoadedCode(PyObject v, PyObject allow) {
        if (allow != null && !Abstract.isTrue(allow) && findCode(v) != NO_CODE) {
            throw Py.valueError("unmarshalling code objects is disallowed");
        }
    }

    private static final int NO_CODE = 0;
    private static final int CODE = 1;
    private static final int CODE_IN_SET = 2;

    /** Does {@code v} hold a code object, in any container marshal writes, and in a set? */
    private static int findCode(PyObject v) {
        return findCode(v, java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>()),
                false);
    }

    private static int findCode(PyObject v, java.util.Set<PyObject> seen, boolean inSet) {
        if (v instanceof PyCode) {
            return inSet ? CODE_IN_SET : CODE;
        }
        PyObject[] items;
        if (v instanceof org.specializer.api.PyTuple t) {
            items = t.items;
        } else if (v instanceof org.specializer.api.PyList l) {
            items = l.toArray();
        } else if (v instanceof org.specializer.api.PyAnySet s) {
            items = s.toArray();
            inSet = true;
        } else if (v instanceof org.specializer.api.PyDict d) {
            java.util.List<PyObject> kv = new java.util.ArrayList<>();
            for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                kv.add(d.keyAt(i));
                kv.add(d.valueAt(i));
            }
            items = kv.toArray(new PyObject[0]);
        } else {
            return NO_CODE;
        }
        if (!seen.add(v)) {
            return NO_CODE;
        }
        for (PyObject x : items) {
            int found = findCode(x, seen, inSet);
            if (found != NO_CODE) {
                return found;
            }
        }
        return NO_CODE;
    }
}
