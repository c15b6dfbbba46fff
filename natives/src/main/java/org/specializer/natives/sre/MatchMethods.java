package org.specializer.natives.sre;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/** The Python-visible methods and attributes of {@code re.Match}. */
final class MatchMethods {
    private MatchMethods() {}

    private static final Params GROUPS = new Params("groups", new String[] {"default"}, 0, 1, 0);
    private static final Params GROUPDICT = new Params("groupdict", new String[] {"default"}, 0,
            1, 0);
    private static final Params EXPAND = new Params("expand", new String[] {"template"}, 0, 1, 1);

    private static PyMatch m(PyObject o) {
        return (PyMatch) o;
    }

    static void define(PyType t) {
        t.constructor((cls, a, kw) -> {
            throw Py.typeError("cannot create 're.Match' instances");
        });
        t.methodN("group", 0, Integer.MAX_VALUE, MatchMethods::group);
        t.method1("__getitem__", (self, g) -> m(self).slice(m(self).index(g), Py.None));
        t.methodN("start", 0, 1, (self, a) -> PyInt.of(m(self).mark[2 * groupArg(self, a)]));
        t.methodN("end", 0, 1, (self, a) -> PyInt.of(m(self).mark[2 * groupArg(self, a) + 1]));
        t.methodN("span", 0, 1, (self, a) -> {
            int g = groupArg(self, a);
            return pair(m(self).mark[2 * g], m(self).mark[2 * g + 1]);
        });
        t.methodK("groups", (self, a, kw) -> {
            PyObject[] b = GROUPS.parse(a, kw);
            PyMatch mt = m(self);
            PyObject def = b[0] == null ? Py.None : b[0];
            PyObject[] out = new PyObject[mt.groups - 1];
            for (int i = 1; i < mt.groups; i++) {
                out[i - 1] = mt.slice(i, def);
            }
            return new PyTuple(out);
        });
        t.methodK("groupdict", (self, a, kw) -> {
            PyObject[] b = GROUPDICT.parse(a, kw);
            return m(self).groupdict(b[0] == null ? Py.None : b[0]);
        });
        t.methodK("expand", (self, a, kw) -> {
            PyObject[] b = EXPAND.parse(a, kw);
            PyMatch mt = m(self);
            return PyTemplate.compile(mt.pattern, b[0]).expand(mt);
        });
        t.method0("__copy__", self -> self);
        t.method1("__deepcopy__", (self, memo) -> self);
        PyGenericAlias.defineClassGetitem(t);
        t.getset("lastindex", self -> m(self).lastindex >= 0 ? PyInt.of(m(self).lastindex)
                : Py.None, null);
        t.getset("lastgroup", MatchMethods::lastgroup, null);
        t.getset("regs", MatchMethods::regs, null);
        t.getset("string", self -> m(self).string(), null);
        t.getset("re", self -> m(self).pattern, null);
        t.getset("pos", self -> PyInt.of(m(self).pos), null);
        t.getset("endpos", self -> PyInt.of(m(self).endpos), null);
        t.method0("__repr__", MatchMethods::repr);
    }

    /** The group number of an optional positional argument (0 when absent). */
    private static int groupArg(PyObject self, PyObject[] a) {
        return a.length == 0 ? 0 : m(self).index(a[0]);
    }

    /** Compare CPython sre.c: match_group. */
    private static PyObject group(PyObject self, PyObject[] a) {
        PyMatch mt = m(self);
        switch (a.length) {
            case 0:
                return mt.slice(0, Py.None);
            case 1:
                return mt.slice(mt.index(a[0]), Py.None);
            default: {
                PyObject[] out = new PyObject[a.length];
                for (int i = 0; i < a.length; i++) {
                    out[i] = mt.slice(mt.index(a[i]), Py.None);
                }
                return new PyTuple(out);
            }
        }
    }

    static PyTuple pair(int i, int j) {
        return new PyTuple(new PyObject[] {PyInt.of(i), PyInt.of(j)});
    }

    /** Compare CPython sre.c: match_lastgroup_get. */
    private static PyObject lastgroup(PyObject self) {
        PyMatch mt = m(self);
        PyTuple ig = mt.pattern.indexgroup;
        if (ig != null && mt.lastindex >= 0 && mt.lastindex < ig.size()) {
            return ig.get(mt.lastindex);
        }
        return Py.None;
    }

    /** Compare CPython sre.c: match_regs. */
    private static PyObject regs(PyObject self) {
        PyMatch mt = m(self);
        if (mt.regs == null) {
            PyObject[] out = new PyObject[mt.groups];
            for (int i = 0; i < mt.groups; i++) {
                out[i] = pair(mt.mark[2 * i], mt.mark[2 * i + 1]);
            }
            mt.regs = new PyTuple(out);
        }
        return mt.regs;
    }

    /** {@code <re.Match object; span=(0, 3), match='abc'>}. Compare CPython sre.c: match_repr. */
    private static PyObject repr(PyObject self) {
        PyMatch mt = m(self);
        PyObject group0 = mt.slice(0, Py.None);
        return PyStr.of("<re.Match object; span=(" + mt.mark[0] + ", " + mt.mark[1]
                + "), match=" + truncated(Abstract.repr(group0).value, 50) + ">");
    }

    /** {@code %.Nr}: at most {@code n} code points of a text. */
    static String truncated(String s, int n) {
        if (s.length() <= n) {
            return s;
        }
        int cps = s.codePointCount(0, s.length());
        return cps <= n ? s : s.substring(0, s.offsetByCodePoints(0, n));
    }
}
