package org.specializer.natives.itertools;

import org.specializer.natives.NativeObject;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyIterator;
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
            currgrouper = g;
            return new PyTuple(new PyObject[] {tgtkey, g});
        }
    }

    /** {@code itertools._grouper}: one group of a {@link GroupBy}. */
    static final class Grouper extends NativeObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("_grouper", Grouper.class, PyType.OBJECT, 0,
                Params::defineIterator).withModule("itertools").withDottedTpName();

        private final GroupBy parent;
        private final PyObject tgtkey;

        Grouper(GroupBy parent, PyObject tgtkey) {
            super(TYPE);
            this.parent = parent;
            this.tgtkey = tgtkey;
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

    /** Items read from a tee's source, shared by every {@code _tee} of it: a linked list of blocks. */
    static final class TeeData {
        /** CPython's {@code LINKCELLS}. */
        static final int LINKCELLS = 57;

        private final PyObject it;
        private final PyObject[] values = new PyObject[LINKCELLS];
        private int numread;
        private boolean running;
        private TeeData nextlink;

        TeeData(PyObject it) {
            this.it = it;
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
        }).withModule("itertools").withDottedTpName();

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
