package org.specializer.natives.itertools;

import org.specializer.natives.CInts;
import org.specializer.natives.NativeObject;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * The {@code itertools} iterators whose sub-iterators share one source: {@code groupby} with its
 * {@code _grouper}s, and {@code tee} with its {@code _tee}s.
 */
final class SharingIterators {
    private SharingIterators() {}

    // ------------------------------------------------------------------ groupby

    /**
     * {@code groupby(iterable, key=None)}. As CPython's: the parent holds the current item and
     * key; a group's {@code _grouper} yields from the parent while the key matches, and only the
     * newest grouper is live (advancing the parent ends the previous group).
     */
    static final class GroupBy extends NativeObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("groupby", GroupBy.class, PyType.OBJECT,
                PyType.BASETYPE, t -> {
                    Params.defineIterator(t);
                    t.constructor(GroupBy::construct);
                    t.method0("__reduce__", GroupBy::reduce);
                    t.method1("__setstate__", GroupBy::setState);
                }).withModule("itertools").withDottedTpName();

        private static final Params PARAMS = new Params("groupby",
                new String[] {"iterable", "key"}, 0, 2, 1);

        private final PyObject it;
        private final PyObject keyfunc;
        /** The key of the group being yielded (null before the first). */
        private PyObject tgtkey;
        /** The key of {@link #currvalue} (null once a grouper has consumed the value). */
        private PyObject currkey;
        private PyObject currvalue;
        /** The only grouper that may still yield. */
        private Grouper currgrouper;

        GroupBy(PyType type, PyObject it, PyObject keyfunc) {
            super(type);
            this.it = it;
            this.keyfunc = keyfunc;
        }

        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            PyObject[] a = PARAMS.parse(args, kwnames);
            PyObject key = a[1] == null || a[1] == Py.None ? null : a[1];
            return new GroupBy((PyType) cls, Abstract.iter(a[0]), key);
        }

        /** Read the next item and its key; false at the end. */
        private boolean step() {
            PyObject v = Abstract.next(it);
            if (v == null) {
                return false;
            }
            PyObject k = keyfunc == null ? v : Abstract.call1(keyfunc, v);
            currvalue = v;
            currkey = k;
            return true;
        }

        @Override
        public PyObject nextOrNull() {
            currgrouper = null;
            // skip the rest of the current group
            for (;;) {
                if (currkey != null) {
                    if (tgtkey == null || !Abstract.richCompareBool(tgtkey, currkey,
                            Abstract.EQ)) {
                        break;
                    }
                }
                if (!step()) {
                    return null;
                }
            }
            tgtkey = currkey;
            Grouper g = new Grouper(this, tgtkey);
            return new PyTuple(new PyObject[] {tgtkey, g});
        }

        /**
         * {@code (type, (it, key))}, with {@code (currkey, currvalue, tgtkey)} as the state once
         * all three are set. Compare CPython itertoolsmodule.c: groupby_reduce.
         */
        private static PyObject reduce(PyObject self) {
            Pickling.deprecated();
            GroupBy g = (GroupBy) self;
            PyTuple args = PyTuple.of(g.it, g.keyfunc == null ? Py.None : g.keyfunc);
            if (g.tgtkey != null && g.currkey != null && g.currvalue != null) {
                return PyTuple.of(self.type, args, PyTuple.of(g.currkey, g.currvalue, g.tgtkey));
            }
            return PyTuple.of(self.type, args);
        }

        /** Compare CPython itertoolsmodule.c: groupby_setstate. */
        private static PyObject setState(PyObject self, PyObject state) {
            Pickling.deprecated();
            PyObject[] a = Pickling.items(state, 3, 3);
            GroupBy g = (GroupBy) self;
            g.currkey = a[0];
            g.currvalue = a[1];
            g.tgtkey = a[2];
            return Py.None;
        }
    }

    /** {@code itertools._grouper}: one group of a {@link GroupBy}. */
    static final class Grouper extends NativeObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("_grouper", Grouper.class, PyType.OBJECT, 0,
                t -> {
                    Params.defineIterator(t);
                    t.constructor((cls, args, kw) -> {
                        Params.noKeywords("_grouper", kw);
                        Params.checkPositional("_grouper", args.length, 2, 2);
                        if (!(args[0] instanceof GroupBy parent)) {
                            throw Py.typeError("_grouper() argument 1 must be itertools.groupby,"
                                    + " not " + args[0].type.getName());
                        }
                        return new Grouper(parent, args[1]);
                    });
                    t.method0("__reduce__", Grouper::reduce);
                }).withModule("itertools").withDottedTpName();

        private final GroupBy parent;
        private final PyObject tgtkey;

        /** A new group of {@code parent}, which becomes its only live one. */
        Grouper(GroupBy parent, PyObject tgtkey) {
            super(TYPE);
            this.parent = parent;
            this.tgtkey = tgtkey;
            parent.currgrouper = this;
        }

        /**
         * {@code (type, (parent, tgtkey))} while live, else {@code iter(())}. Compare CPython
         * itertoolsmodule.c: _grouper_reduce.
         */
        private static PyObject reduce(PyObject self) {
            Pickling.deprecated();
            Grouper g = (Grouper) self;
            if (g.parent.currgrouper != g) {
                return PyTuple.of(Py.builtin("iter"), PyTuple.of(PyTuple.EMPTY));
            }
            return PyTuple.of(self.type, PyTuple.of(g.parent, g.tgtkey));
        }

        @Override
        public PyObject nextOrNull() {
            GroupBy p = parent;
            if (p.currgrouper != this) {
                return null;
            }
            if (p.currvalue == null && !p.step()) {
                return null;
            }
            if (!Abstract.richCompareBool(tgtkey, p.currkey, Abstract.EQ)) {
                return null;
            }
            PyObject r = p.currvalue;
            p.currvalue = null;
            p.currkey = null;
            return r;
        }
    }

    // ------------------------------------------------------------------ tee

    /**
     * {@code itertools._tee_dataobject}: items read from a tee's source, shared by every
     * {@code _tee} of it; a linked list of blocks of {@link #LINKCELLS} items.
     */
    static final class TeeData extends PyObject {
        static final PyType TYPE = PyType.builtin("_tee_dataobject", TeeData.class,
                PyType.OBJECT, 0, t -> {
                    t.constructor(TeeData::construct);
                    t.method0("__reduce__", TeeData::reduce);
                }).withModule("itertools").withDottedTpName();

        /** CPython's {@code LINKCELLS}. */
        static final int LINKCELLS = 57;

        private final PyObject it;
        private final PyObject[] values = new PyObject[LINKCELLS];
        private int numread;
        private boolean running;
        private TeeData nextlink;

        TeeData(PyObject it) {
            super(TYPE);
            this.it = it;
        }

        /**
         * {@code _tee_dataobject(it, values, next)}, the reduction's callable: a block that has
         * read {@code values}, followed by {@code next} when it is full. Compare CPython
         * itertoolsmodule.c: itertools_teedataobject_impl.
         */
        private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
            Params.noKeywords("teedataobject", kwnames);
            Params.checkPositional("teedataobject", args.length, 3, 3);
            if (!(args[1] instanceof PyList values)) {
                throw Py.typeError("teedataobject() argument 2 must be list, not "
                        + args[1].type.getName());
            }
            TeeData d = new TeeData(args[0]);
            int n = values.size();
            PyObject next = args[2];
            boolean ok = n <= LINKCELLS && (next == Py.None
                    || (n == LINKCELLS && next.type == TYPE));
            if (!ok) {
                throw Py.valueError("Invalid arguments");
            }
            for (int i = 0; i < n; i++) {
                d.values[i] = values.get(i);
            }
            d.numread = n;
            if (next != Py.None) {
                d.nextlink = (TeeData) next;
            }
            return d;
        }

        /** Compare CPython itertoolsmodule.c: teedataobject_reduce. */
        private static PyObject reduce(PyObject self) {
            Pickling.deprecated();
            TeeData d = (TeeData) self;
            PyList values = new PyList();
            for (int i = 0; i < d.numread; i++) {
                values.append(d.values[i]);
            }
            return PyTuple.of(self.type, PyTuple.of(d.it, values,
                    d.nextlink == null ? Py.None : d.nextlink));
        }

        TeeData jumplink() {
            if (nextlink == null) {
                nextlink = new TeeData(it);
            }
            return nextlink;
        }

        PyObject getItem(int i) {
            if (i < numread) {
                return values[i];
            }
            if (running) {
                throw Py.error(PyExc.RuntimeError, "cannot re-enter the tee iterator");
            }
            running = true;
            PyObject v;
            try {
                v = Abstract.next(it);
            } finally {
                running = false;
            }
            if (v == null) {
                return null;
            }
            values[numread++] = v;
            return v;
        }
    }

    /** {@code itertools._tee}: one of the independent iterators {@code tee()} returns. */
    static final class Tee extends NativeObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("_tee", Tee.class, PyType.OBJECT, 0, t -> {
            Params.defineIterator(t);
            t.constructor((cls, args, kw) -> {
                Params.noKeywords("_tee", kw);
                Params.checkPositional("_tee", args.length, 1, 1);
                return fromIterable(args[0]);
            });
            t.method0("__copy__", self -> ((Tee) self).copy());
            t.method0("__reduce__", self -> {
                Pickling.deprecated();
                Tee to = (Tee) self;
                return PyTuple.of(self.type, PyTuple.of(PyTuple.EMPTY),
                        PyTuple.of(to.data, PyInt.of(to.index)));
            });
            t.method1("__setstate__", Tee::setState);
        }).withModule("itertools").withDottedTpName().withWeakrefs();

        private TeeData data;
        private int index;

        Tee(TeeData data, int index) {
            super(TYPE);
            this.data = data;
            this.index = index;
        }

        static Tee fromIterable(PyObject iterable) {
            PyObject it = Abstract.iter(iterable);
            if (it instanceof Tee t) {
                return t.copy();
            }
            return new Tee(new TeeData(it), 0);
        }

        Tee copy() {
            return new Tee(data, index);
        }

        @Override
        public PyObject nextOrNull() {
            if (index >= TeeData.LINKCELLS) {
                data = data.jumplink();
                index = 0;
            }
            PyObject v = data.getItem(index);
            if (v == null) {
                return null;
            }
            index++;
            return v;
        }

        /** {@code (dataobject, index)}. Compare CPython itertoolsmodule.c: tee_setstate. */
        private static PyObject setState(PyObject self, PyObject state) {
            Pickling.deprecated();
            PyObject[] a = Pickling.items(state, 2, 2);
            if (!(a[0] instanceof TeeData data)) {
                throw Py.typeError("argument 1 must be itertools._tee_dataobject, not "
                        + a[0].type.getName());
            }
            int index = CInts.argInt(a[1]);
            if (index < 0 || index > TeeData.LINKCELLS) {
                throw Py.valueError("Index out of range");
            }
            Tee to = (Tee) self;
            to.data = data;
            to.index = index;
            return Py.None;
        }
    }

    private static final PyStr COPY = PyStr.intern("__copy__");

    /** {@code tee(iterable, n=2)}: a tuple of {@code n} independent iterators. */
    static PyObject tee(PyObject module, PyObject[] args, PyStr[] kwnames) {
        if (kwnames.length != 0) {
            throw Py.typeError("itertools.tee() takes no keyword arguments");
        }
        Params.checkPositional("tee", args.length, 1, 2);
        long n = args.length == 2 ? Params.asSsize(args[1]) : 2;
        if (n < 0) {
            throw Py.valueError("n must be >= 0");
        }
        if (n == 0) {
            return PyTuple.EMPTY;
        }
        PyObject[] out = new PyObject[Params.asCount(n, "tee")];
        PyObject it = Abstract.iter(args[0]);
        PyObject copyfunc = it.lookupAttr(COPY);
        PyObject to;
        if (copyfunc != null) {
            to = it;
        } else {
            Tee t = new Tee(new TeeData(it), 0);
            to = t;
            copyfunc = t.getAttr(COPY);
        }
        out[0] = to;
        for (int i = 1; i < out.length; i++) {
            out[i] = Abstract.call0(copyfunc);
        }
        return new PyTuple(out);
    }
}
