package org.specializer.api;

import java.util.ArrayList;
import java.util.List;

/**
 * The attributes and methods of code objects. Those in CPython's formats ({@code co_code},
 * {@code co_linetable}, {@code co_exceptiontable}, {@code replace}) are computed by core
 * ({@link PyCode#views}); {@code co_lines()} and {@code co_positions()} decode
 * {@code co_linetable} as CPython's {@code Objects/codeobject.c} does.
 */
public final class CodeMethods {
    private CodeMethods() {}

    private static PyCode c(PyObject o) {
        return (PyCode) o;
    }

    static void define(PyType t) {
        t.getset("co_name", self -> PyStr.of(c(self).name), null);
        t.getset("co_qualname", self -> PyStr.of(c(self).qualname), null);
        t.getset("co_filename", self -> PyStr.of(c(self).filename), null);
        t.getset("co_firstlineno", self -> PyInt.of(c(self).firstlineno), null);
        t.getset("co_argcount", self -> PyInt.of(c(self).argcount), null);
        t.getset("co_posonlyargcount", self -> PyInt.of(c(self).posonlyargcount), null);
        t.getset("co_kwonlyargcount", self -> PyInt.of(c(self).kwonlyargcount), null);
        t.getset("co_flags", self -> PyInt.of(c(self).flags), null);
        t.getset("co_nlocals", self -> PyInt.of(c(self).nlocals), null);
        t.getset("co_stacksize", self -> PyInt.of(c(self).stacksize), null);
        t.getset("co_consts", self -> PyTuple.of(c(self).consts.clone()), null);
        t.getset("co_names", self -> PyTuple.of((PyObject[]) c(self).names.clone()), null);
        t.getset("co_varnames", self -> names(c(self), PyCode.KIND_LOCAL), null);
        t.getset("co_cellvars", self -> names(c(self), PyCode.KIND_CELL), null);
        t.getset("co_freevars", self -> names(c(self), PyCode.KIND_FREE), null);
        t.getset("co_code", self -> new PyBytes(views().code(c(self), false)), null);
        t.getset("_co_code_adaptive", self -> new PyBytes(views().code(c(self), true)), null);
        t.getset("co_linetable", self -> new PyBytes(views().lineTable(c(self))), null);
        t.getset("co_exceptiontable", self -> new PyBytes(views().exceptionTable(c(self))),
                null);
        t.method0("co_lines", self -> lines(c(self)));
        t.method0("co_positions", self -> positions(c(self)));
        t.method1("_varname_from_oparg", (self, oparg) -> {
            PyCode code = c(self);
            int i = Abstract.asInt(oparg);
            if (i < 0 || i >= code.localsplusNames.length) {
                throw Py.indexError("tuple index out of range");
            }
            return code.localsplusNames[i];
        });
        t.method1("__eq__", (self, o) -> o instanceof PyCode other
                ? Py.newBool(self == o || views().equal(c(self), other)) : Py.NotImplemented);
        t.method1("__ne__", (self, o) -> o instanceof PyCode other
                ? Py.newBool(self != o && !views().equal(c(self), other)) : Py.NotImplemented);
        t.method0("__hash__", self -> PyInt.of(views().hash(c(self))));
        t.methodK("replace", (self, args, kw) -> replace(self, args, kw));
        t.methodK("__replace__", (self, args, kw) -> replace(self, args, kw));
        t.method0("__repr__", self -> new PyStr("<code object " + c(self).name + " at 0x"
                + String.format("%012x", Hashing.identityHash(self) & 0xffffffffffffL)
                + ", file \"" + c(self).filename + "\", line " + c(self).firstlineno + ">"));
    }

    private static PyCode.Views views() {
        PyCode.Views v = PyCode.views;
        if (v == null) {
            throw Py.notImplementedError("code objects in CPython's formats need the interpreter");
        }
        return v;
    }

    private static PyObject replace(PyObject self, PyObject[] args, PyStr[] kwnames) {
        if (args.length != kwnames.length) {
            throw Py.typeError("replace() takes no positional arguments");
        }
        return views().replace(c(self), args, kwnames);
    }

    /**
     * The address ranges of {@code co_linetable}: per entry its start and end (in bytes of
     * {@code co_code}), line, end line, column and end column, -1 where unknown.
     */
    private static List<int[]> locations(PyCode code) {
        return locations(views().lineTable(code), code.firstlineno);
    }

    /**
     * The address ranges of the location table {@code t} of a code object whose first line is
     * {@code firstlineno}, as {@link #locations(PyCode)} gives them. A table cut short ends
     * with its last whole entry.
     */
    // Compare CPython codeobject.c: advance_with_locations
    public static List<int[]> locations(byte[] t, int firstlineno) {
        List<int[]> out = new ArrayList<>();
        int[] pos = {0};
        int line = firstlineno;
        int addr = 0;
        while (pos[0] < t.length) {
            int first = t[pos[0]++] & 0xFF;
            int kind = (first >> 3) & 15;
            int end = addr + ((first & 7) + 1) * 2;
            int l;
            int endLine;
            int col;
            int endCol;
            switch (kind) {
                case 15:
                    l = endLine = col = endCol = -1;
                    break;
                case 14:
                    line += signedVarint(t, pos);
                    l = line;
                    endLine = line + varint(t, pos);
                    col = varint(t, pos) - 1;
                    endCol = varint(t, pos) - 1;
                    break;
                case 13:
                    line += signedVarint(t, pos);
                    l = endLine = line;
                    col = endCol = -1;
                    break;
                case 10:
                case 11:
                case 12:
                    line += kind - 10;
                    l = endLine = line;
                    col = byteAt(t, pos);
                    endCol = byteAt(t, pos);
                    break;
                default:
                    int second = byteAt(t, pos);
                    l = endLine = line;
                    col = kind << 3 | (second >> 4);
                    endCol = col + (second & 15);
                    break;
            }
            if (pos[0] > t.length) {
                break;  // the entry runs past the end of the table
            }
            out.add(new int[] {addr, end, l, endLine, col, endCol});
            addr = end;
        }
        return out;
    }

    /** The next byte of {@code t}, or 0 past its end (which ends the decoding). */
    private static int byteAt(byte[] t, int[] pos) {
        int i = pos[0]++;
        return i < t.length ? t[i] & 0xFF : 0;
    }

    private static int varint(byte[] t, int[] pos) {
        int read = byteAt(t, pos);
        int val = read & 63;
        int shift = 0;
        while ((read & 64) != 0 && shift < 30) {
            read = byteAt(t, pos);
            shift += 6;
            val |= (read & 63) << shift;
        }
        return val;
    }

    private static int signedVarint(byte[] t, int[] pos) {
        int u = varint(t, pos);
        return (u & 1) != 0 ? -(u >>> 1) : u >>> 1;
    }

    private static PyObject orNone(int v) {
        return v < 0 ? Py.None : PyInt.of(v);
    }

    /** {@code co_lines()}: (start, end, line) per run of one line, line None where unknown. */
    // Compare CPython codeobject.c: lineiter_next
    private static PyObject lines(PyCode code) {
        List<int[]> locs = locations(code);
        List<PyObject> out = new ArrayList<>();
        int i = 0;
        while (i < locs.size()) {
            int[] r = locs.get(i);
            int end = r[1];
            int j = i + 1;
            while (j < locs.size() && locs.get(j)[2] == r[2]) {
                end = locs.get(j)[1];
                j++;
            }
            out.add(PyTuple.of(PyInt.of(r[0]), PyInt.of(end), orNone(r[2])));
            i = j;
        }
        return Abstract.iter(new PyList(out.toArray(new PyObject[0])));
    }

    /** {@code co_positions()}: (line, end_line, column, end_column) per code unit. */
    // Compare CPython codeobject.c: positionsiter_next
    private static PyObject positions(PyCode code) {
        List<PyObject> out = new ArrayList<>();
        for (int[] r : locations(code)) {
            PyObject p = PyTuple.of(orNone(r[2]), orNone(r[3]), orNone(r[4]), orNone(r[5]));
            for (int a = r[0]; a < r[1]; a += 2) {
                out.add(p);
            }
        }
        return Abstract.iter(new PyList(out.toArray(new PyObject[0])));
    }

    private static PyTuple names(PyCode code, byte kind) {
        PyList out = new PyList();
        for (int i = 0; i < code.localsplusKinds.length; i++) {
            if ((code.localsplusKinds[i] & kind) != 0) {
                out.append(code.localsplusNames[i]);
            }
        }
        return PyTuple.of(out.toArray());
    }
}
