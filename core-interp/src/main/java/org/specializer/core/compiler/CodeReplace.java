package org.specializer.core.compiler;

import java.util.Arrays;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyCode;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.spi.CacheField;
import org.specializer.spi.Opcode;

/**
 * {@code code.replace(**changes)} (CPython's {@code code_replace_impl}): a new code object with
 * some attributes changed. What Specializer can change without rewriting instructions is
 * supported: names ({@code co_name}, {@code co_qualname}, {@code co_filename}), the first line
 * (which moves every line, as CPython's relative line table does), the flags, constants and
 * names of the same number, renamed variables, a larger stack, a new location table
 * ({@code co_linetable}, which the tracebacks then follow). A different {@code co_code}
 * or {@code co_exceptiontable} (new bytecode), or other counts of
 * arguments, constants, names or variables, are refused with a ValueError that says so. The
 * new code object starts unspecialized.
 */
public final class CodeReplace {
    private CodeReplace() {}

    private static final String[] PARAMS = {"co_argcount", "co_posonlyargcount",
        "co_kwonlyargcount", "co_nlocals", "co_stacksize", "co_flags", "co_firstlineno",
        "co_code", "co_consts", "co_names", "co_varnames", "co_freevars", "co_cellvars",
        "co_filename", "co_name", "co_qualname", "co_linetable", "co_exceptiontable"};

    public static PyCode replace(PyCode c, PyObject[] args, PyStr[] kwnames) {
        PyObject[] v = new PyObject[PARAMS.length];
        for (int k = 0; k < kwnames.length; k++) {
            int i = Arrays.asList(PARAMS).indexOf(kwnames[k].value);
            if (i < 0) {
                throw Py.typeError("replace() got an unexpected keyword argument '"
                        + kwnames[k].value + "'");
            }
            v[i] = args[args.length - kwnames.length + k];
        }
        int argcount = intArg(v[0], c.argcount);
        int posonly = intArg(v[1], c.posonlyargcount);
        int kwonly = intArg(v[2], c.kwonlyargcount);
        int nlocals = intArg(v[3], c.nlocals);
        int stacksize = intArg(v[4], c.stacksize);
        int flags = intArg(v[5], c.flags);
        int firstlineno = intArg(v[6], c.firstlineno);
        if (argcount < 0) {
            throw Py.valueError("co_argcount must be a positive integer");
        }
        sameBytes(v[7], "co_code", () -> CPythonCode.of(c).instructions(false));
        PyObject[] consts = tuple(v[8], "co_consts", c.consts);
        PyObject[] names = tuple(v[9], "co_names", c.names);
        PyObject[] varnames = tuple(v[10], "co_varnames", null);
        PyObject[] freevars = tuple(v[11], "co_freevars", null);
        PyObject[] cellvars = tuple(v[12], "co_cellvars", null);
        String filename = str(v[13], "co_filename", c.filename);
        String name = str(v[14], "co_name", c.name);
        String qualname = str(v[15], "co_qualname", c.qualname);
        byte[] lineTable = newBytes(v[16], "co_linetable", () -> CPythonCode.of(c).lineTable());
        sameBytes(v[17], "co_exceptiontable", () -> CPythonCode.of(c).exceptionTable());
        if (argcount != c.argcount || posonly != c.posonlyargcount || kwonly != c.kwonlyargcount
                || nlocals != c.nlocals) {
            throw unsupported("other argument or local counts");
        }
        if (consts.length != c.consts.length || names.length != c.names.length) {
            throw unsupported("a different number of constants or names");
        }
        if (stacksize < c.stacksize) {
            throw unsupported("a smaller co_stacksize");
        }
        for (PyObject n : names) {
            strItem(n, "co_names");
        }
        PyStr[] lpNames = c.localsplusNames.clone();
        rename(lpNames, c.localsplusKinds, varnames, PyCode.KIND_LOCAL, "co_varnames");
        rename(lpNames, c.localsplusKinds, cellvars, PyCode.KIND_CELL, "co_cellvars");
        rename(lpNames, c.localsplusKinds, freevars, PyCode.KIND_FREE, "co_freevars");
        int[] lines;
        int[] positions;
        if (lineTable != null) {
            int[][] tables = CPythonCode.of(c).tablesFrom(lineTable, firstlineno);
            lines = tables[0];
            positions = tables[1];
        } else {
            lines = c.lineTable.clone();
            int shift = firstlineno - c.firstlineno;
            for (int i = 0; i < lines.length; i++) {
                if (lines[i] != 0) {
                    lines[i] += shift;
                }
            }
            positions = c.positionTable();
            positions = positions == null ? null : positions.clone();
            if (positions != null) {
                for (int i = 0; i < positions.length; i += 2) {
                    if (lines[i / 2] != 0) {
                        positions[i] += shift;
                    }
                }
            }
        }
        PyStr[] nameStrs = new PyStr[names.length];
        for (int i = 0; i < names.length; i++) {
            nameStrs[i] = ((PyStr) names[i]).intern();
        }
        PyCode code = new PyCode(pristine(c.unitsWithoutMarkers()), consts, nameStrs, lpNames,
                c.localsplusKinds.clone(), argcount, posonly, kwonly, flags, stacksize, filename,
                name, qualname, firstlineno, lines, c.exceptionTable.clone(), c.refs.length);
        code.setPositionTable(positions);
        if (lineTable != null) {
            CPythonCode.keepLineTable(code, lineTable);
        }
        return code;
    }

    private static org.specializer.api.PyException unsupported(String what) {
        return Py.valueError("code.replace(): " + what + " cannot be given to Specializer's "
                + "code objects (their instructions stay as compiled)");
    }

    private static int intArg(PyObject v, int current) {
        return v == null ? current : Abstract.asInt(v);
    }

    private static String str(PyObject v, String name, String current) {
        if (v == null) {
            return current;
        }
        if (!(v instanceof PyStr s)) {
            throw Py.typeError("replace() argument '" + name + "' must be str, not "
                    + v.type.getName());
        }
        return s.value;
    }

    private static PyStr strItem(PyObject v, String field) {
        if (!(v instanceof PyStr s)) {
            throw Py.typeError("name tuples must contain only strings, not '"
                    + v.type.getName() + "'");
        }
        return s;
    }

    private static PyObject[] tuple(PyObject v, String name, PyObject[] current) {
        if (v == null) {
            return current == null ? null : current.clone();
        }
        if (!(v instanceof PyTuple t) || v.type != PyTuple.TYPE) {
            throw Py.typeError("replace() argument '" + name + "' must be tuple, not "
                    + v.type.getName());
        }
        return t.items.clone();
    }

    private static void sameBytes(PyObject v, String name,
            java.util.function.Supplier<byte[]> current) {
        if (newBytes(v, name, current) != null) {
            throw unsupported("a new " + name);
        }
    }

    /**
     * A new location table, or null where {@code v} is absent or the table the code has: the
     * layout stays, so a new table only moves locations.
     */
    private static byte[] newBytes(PyObject v, String name,
            java.util.function.Supplier<byte[]> current) {
        if (v == null) {
            return null;
        }
        if (!(v instanceof PyBytes b)) {
            throw Py.typeError("replace() argument '" + name + "' must be bytes, not "
                    + v.type.getName());
        }
        return Arrays.equals(b.value, current.get()) ? null : b.value.clone();
    }

    /** New names for the slots of one kind, in order; the count must not change. */
    private static void rename(PyStr[] names, byte[] kinds, PyObject[] given, byte kind,
            String field) {
        if (given == null) {
            return;
        }
        int k = 0;
        for (int i = 0; i < names.length; i++) {
            if ((kinds[i] & kind) != 0) {
                if (k >= given.length) {
                    throw Py.valueError("code: " + field + " is too small");
                }
                names[i] = strItem(given[k++], field).intern();
            }
        }
        if (k != given.length) {
            throw unsupported("a different number of " + field);
        }
    }

    /**
     * The instructions as the compiler produced them: specialized opcodes back to their base
     * form, caches cleared except the reference-table slot numbers the assembler gave.
     */
    static char[] pristine(char[] units) {
        char[] out = new char[units.length];
        int i = 0;
        while (i < units.length) {
            Opcode op = Opcode.byNumber(units[i] & 0xFF).deoptParent();
            out[i] = (char) ((units[i] & 0xFF00) | op.number());
            i++;
            int caches = op.cacheUnits();
            if (caches > 0 && op.family() != null) {
                for (CacheField f : op.family().cacheLayout()) {
                    if (f.kind() == CacheField.Kind.REF) {
                        out[i + f.offset()] = units[i + f.offset()];
                    }
                }
            }
            i += caches;
        }
        return out;
    }
}
