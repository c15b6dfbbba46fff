package org.specializer.natives.sre;

import java.io.ByteArrayOutputStream;
import org.specializer.api.Abstract;
import org.specializer.api.Buffers;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.interp.Runtime;

/**
 * {@code _sre.SRE_Template}: a replacement template as {@code re._compile_template} makes it
 * through {@code _sre.template(pattern, [literal, group, literal, ...])}, expanded for each
 * match by {@code sub}, {@code subn} and {@code Match.expand} (CPython's
 * {@code TemplateObject}).
 */
final class PyTemplate extends PyObject {
    static final PyType TYPE = PyType.builtin("SRE_Template", PyTemplate.class, PyType.OBJECT, 0,
            t -> t.constructor((cls, a, kw) -> {
                throw Py.typeError("cannot create '_sre.SRE_Template' instances");
            })).withModule("_sre");

    /** The text before the first group reference. */
    final PyObject literal;
    /** The group numbers referred to, in order. */
    final int[] indexes;
    /** The text after each reference; null where empty. */
    final PyObject[] literals;

    private PyTemplate(PyObject literal, int[] indexes, PyObject[] literals) {
        super(TYPE);
        this.literal = literal;
        this.indexes = indexes;
        this.literals = literals;
    }

    /** {@code _sre.template(pattern, template)}. Compare CPython sre.c: _sre_template_impl. */
    static PyTemplate of(PyObject template) {
        if (!(template instanceof PyList list)) {
            throw Py.typeError("template() argument 2 must be list, not "
                    + template.type.getName());
        }
        int n = list.size();
        if ((n & 1) == 0 || n < 1) {
            throw Py.typeError("invalid template");
        }
        n /= 2;
        int[] indexes = new int[n];
        PyObject[] literals = new PyObject[n];
        for (int i = 0; i < n; i++) {
            PyObject g = list.get(2 * i + 1);
            if (!(g instanceof PyInt)) {
                if (g.type.lookup(Names.__index__) == null) {
                    throw Py.typeError("an integer is required");
                }
                g = Abstract.index(g);
            }
            long index = g instanceof PyInt pi ? pi.value : Long.MAX_VALUE;
            if (index < 0) {
                throw Py.typeError("invalid template");
            }
            indexes[i] = (int) Math.min(index, Integer.MAX_VALUE);
            PyObject lit = list.get(2 * i + 2);
            boolean empty = (lit instanceof PyStr s && s.value.isEmpty())
                    || (lit instanceof PyBytes b && b.value.length == 0);
            literals[i] = empty ? null : lit;
        }
        return new PyTemplate(list.get(0), indexes, literals);
    }

    /**
     * {@code re._compile_template(pattern, template)}, retried with an exact str or bytes
     * when the template was unhashable. Compare CPython sre.c: compile_template.
     */
    static PyTemplate compile(PyPattern pattern, PyObject template) {
        SreModule.State state = pattern.module;
        PyObject func = state.compileTemplate;
        if (func == null) {
            PyObject imp = Runtime.builtins().getItem("__import__");
            PyObject re = Abstract.call(imp, PyStr.intern("re"));
            func = Abstract.getAttr(re, "_compile_template");
            state.compileTemplate = func;
        }
        PyObject result;
        try {
            result = Abstract.call(func, pattern, template);
        } catch (PyException e) {
            if (!e.matches(PyExc.TypeError)) {
                throw e;
            }
            PyObject exact;
            if (template instanceof PyStr s && s.getClass() != PyStr.class) {
                exact = PyStr.of(s.value);
            } else if (!(template instanceof PyStr) && template.getClass() != PyBytes.class
                    && Buffers.check(template)) {
                exact = PyBytes.of(Buffers.toBytes(template));
            } else {
                throw e;
            }
            result = Abstract.call(func, pattern, exact);
        }
        if (!(result instanceof PyTemplate t)) {
            throw Py.runtimeError("the result of compiling a replacement string is "
                    + result.type.getName());
        }
        return t;
    }

    /** The replacement for one match. Compare CPython sre.c: expand_template. */
    PyObject expand(PyMatch match) {
        if (indexes.length == 0) {
            return literal;
        }
        PyObject[] out = new PyObject[1 + 2 * indexes.length];
        int count = 0;
        out[count++] = literal;
        for (int i = 0; i < indexes.length; i++) {
            int index = indexes[i];
            if (index >= match.groups) {
                throw Py.indexError("no such group");
            }
            PyObject item = match.slice(index, Py.None);
            if (item != Py.None) {
                out[count++] = item;
            }
            if (literals[i] != null) {
                out[count++] = literals[i];
            }
        }
        return join(literal instanceof PyStr, out, count);
    }

    /**
     * {@code "".join(items)} or {@code b"".join(items)} with CPython's messages for an item of
     * the wrong kind; a single exact str or bytes comes back as itself.
     */
    static PyObject join(boolean str, PyObject[] items, int count) {
        if (str) {
            if (count == 1 && items[0].getClass() == PyStr.class) {
                return items[0];
            }
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < count; i++) {
                if (!(items[i] instanceof PyStr s)) {
                    throw Py.typeError("sequence item " + i + ": expected str instance, "
                            + items[i].type.getName() + " found");
                }
                sb.append(s.value);
            }
            return PyStr.of(sb.toString());
        }
        if (count == 1 && items[0].getClass() == PyBytes.class) {
            return items[0];
        }
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        for (int i = 0; i < count; i++) {
            byte[] b = items[i] instanceof PyBytes pb ? pb.value
                    : items[i] instanceof PyStr ? null : Buffers.toBytesOrNull(items[i]);
            if (b == null) {
                throw Py.typeError("sequence item " + i + ": expected a bytes-like object, "
                        + items[i].type.getName() + " found");
            }
            bo.write(b, 0, b.length);
        }
        return PyBytes.of(bo.toByteArray());
    }
}
