package org.specializer.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * {@code BaseExceptionGroup} and {@code ExceptionGroup} (PEP 654): the constructor, which
 * picks ExceptionGroup when every member is an Exception, {@code split}, {@code subgroup} and
 * {@code derive}, and the interpreter's half of {@code except*}: the group to re-raise when
 * the clauses are done ({@link #prepReraiseStar}).
 *
 * <p>{@code split} and {@code subgroup} keep the group's structure: a nested group that
 * matches in part becomes a new group made by the original's {@code derive} (so a subclass
 * can keep its own type and fields), carrying the original's traceback, cause, context and a
 * copy of its notes. Each part thus looks, to the traceback printer, like the group it came
 * from.
 */
public final class ExceptionGroupMethods {
    private ExceptionGroupMethods() {}

    private static final PyStr DERIVE = PyStr.intern("derive");

    /** Which leaf exceptions {@code split} and {@code subgroup} keep. */
    @FunctionalInterface
    private interface Matcher {
        boolean matches(PyBaseException exc);
    }

    private static PyBaseExceptionGroup eg(PyObject o) {
        return (PyBaseExceptionGroup) o;
    }

    static void defineBaseExceptionGroup(PyType t) {
        t.constructor(ExceptionGroupMethods::newGroup);
        PyGenericAlias.defineClassGetitem(t);  // ExceptionGroup[ValueError]
        t.method0("__str__", self -> {
            PyBaseExceptionGroup g = eg(self);
            int n = g.exceptions.items.length;
            return new PyStr(Abstract.str(g.message).value + " (" + n + " sub-exception"
                    + (n > 1 ? "s" : "") + ")");
        });
        t.getset("message", self -> eg(self).message, ExceptionGroupMethods::readonly,
                self -> readonly(self, null));
        t.getset("exceptions", self -> eg(self).exceptions, ExceptionGroupMethods::readonly,
                self -> readonly(self, null));
        t.method1("derive", (self, excs) -> derive(eg(self), excs));
        t.method1("split", (self, matcher) -> {
            PyBaseException[] r = split(eg(self), matcher(matcher), true);
            return PyTuple.of(orNone(r[0]), orNone(r[1]));
        });
        t.method1("subgroup", (self, matcher) ->
                orNone(split(eg(self), matcher(matcher), false)[0]));
    }

    private static void readonly(PyObject self, PyObject v) {
        throw Py.error(PyExc.AttributeError, "readonly attribute");
    }

    private static PyObject orNone(PyObject o) {
        return o == null ? Py.None : o;
    }

    // Compare CPython exceptions.c: BaseExceptionGroup_new
    private static PyObject newGroup(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        int n = args.length - kwnames.length;
        if (n != 2) {
            throw Py.typeError("BaseExceptionGroup.__new__() takes exactly 2 arguments (" + n
                    + " given)");
        }
        if (!(args[0] instanceof PyStr message)) {
            throw Py.typeError("BaseExceptionGroup.__new__() argument 1 must be str, not "
                    + args[0].type.getName());
        }
        if (!isSequence(args[1])) {
            throw Py.typeError("second argument (exceptions) must be a sequence");
        }
        PyObject[] excs = Abstract.toArray(args[1]);
        if (excs.length == 0) {
            throw Py.valueError("second argument (exceptions) must be a non-empty sequence");
        }
        boolean nestedBaseExceptions = false;
        for (int i = 0; i < excs.length; i++) {
            if (!(excs[i] instanceof PyBaseException)) {
                throw Py.valueError("Item " + i
                        + " of second argument (exceptions) is not an exception");
            }
            if (!excs[i].type.isSubtype(PyExc.Exception)) {
                nestedBaseExceptions = true;
            }
        }
        PyType type = (PyType) cls;
        if (type == PyExc.ExceptionGroup) {
            if (nestedBaseExceptions) {
                throw Py.typeError("Cannot nest BaseExceptions in an ExceptionGroup");
            }
        } else if (type == PyExc.BaseExceptionGroup) {
            if (!nestedBaseExceptions) {
                type = PyExc.ExceptionGroup;
            }
        } else if (nestedBaseExceptions && type.isSubtype(PyExc.Exception)) {
            throw Py.typeError("Cannot nest BaseExceptions in '" + type.getName() + "'");
        }
        PyObject[] pos = new PyObject[n];
        System.arraycopy(args, 0, pos, 0, n);
        return new PyBaseExceptionGroup(type, PyTuple.of(pos), message, PyTuple.of(excs));
    }

    /** CPython's PySequence_Check: the type can be indexed, and it is not a mapping. */
    private static boolean isSequence(PyObject o) {
        if (o instanceof PyDict || o instanceof PyMappingProxy) {
            return false;
        }
        return o instanceof PyTuple || o instanceof PyList
                || o.type.lookup(Names.__getitem__) != null;
    }

    /**
     * {@code BaseExceptionGroup(message, excs)}: an ExceptionGroup when every member is an
     * Exception. Compare CPython exceptions.c: _PyExc_CreateExceptionGroup.
     */
    public static PyBaseExceptionGroup create(String message, PyObject excs) {
        return (PyBaseExceptionGroup) PyExc.BaseExceptionGroup.call(
                new PyObject[] {PyStr.of(message), excs}, Py.NO_KWNAMES);
    }

    // Compare CPython exceptions.c: BaseExceptionGroup_derive_impl
    private static PyObject derive(PyBaseExceptionGroup self, PyObject excs) {
        return PyExc.BaseExceptionGroup.call(new PyObject[] {self.message, excs},
                Py.NO_KWNAMES);
    }

    // ------------------------------------------------------------------ split and subgroup

    /**
     * The matcher of {@code split(m)} and {@code subgroup(m)}: an exception type, a tuple of
     * them, or a predicate. Compare CPython exceptions.c: get_matcher_type.
     */
    private static Matcher matcher(PyObject value) {
        if (!(value instanceof PyType) && Abstract.isCallable(value)) {
            return e -> Abstract.isTrue(value.call(new PyObject[] {e}, Py.NO_KWNAMES));
        }
        boolean byType = isExceptionClass(value);
        if (!byType && value.type == PyTuple.TYPE) {
            byType = true;
            for (PyObject c : ((PyTuple) value).items) {
                byType &= isExceptionClass(c);
            }
        }
        if (!byType) {
            throw Py.typeError("expected an exception type, a tuple of exception types, or a "
                    + "callable (other than a class)");
        }
        return e -> givenExceptionMatches(e, value);
    }

    private static boolean isExceptionClass(PyObject o) {
        return o instanceof PyType t && t.isSubtype(PyExc.BaseException);
    }

    /**
     * Does exception {@code exc} match {@code match}, a class or a (nested) tuple of classes?
     * By subclass, with no {@code __subclasscheck__}. Compare CPython errors.c:
     * PyErr_GivenExceptionMatches.
     */
    public static boolean givenExceptionMatches(PyObject exc, PyObject match) {
        if (match instanceof PyTuple t) {
            for (PyObject m : t.items) {
                if (givenExceptionMatches(exc, m)) {
                    return true;
                }
            }
            return false;
        }
        PyObject err = exc instanceof PyBaseException ? exc.type : exc;
        if (isExceptionClass(err) && isExceptionClass(match)) {
            return ((PyType) err).isSubtype((PyType) match);
        }
        return err == match;
    }

    /**
     * {@code {match, rest}} of {@code exc} (either may be null for none; rest only with
     * {@code withRest}). Compare CPython exceptions.c: exceptiongroup_split_recursive.
     */
    private static PyBaseException[] split(PyBaseException exc, Matcher matcher,
            boolean withRest) {
        if (matcher.matches(exc)) {
            return new PyBaseException[] {exc, null};
        }
        if (!(exc instanceof PyBaseExceptionGroup eg)) {
            return new PyBaseException[] {null, withRest ? exc : null};
        }
        List<PyObject> match = new ArrayList<>();
        List<PyObject> rest = new ArrayList<>();
        for (PyObject e : eg.exceptions.items) {
            PyBaseException[] r = split((PyBaseException) e, matcher, withRest);
            if (r[0] != null) {
                match.add(r[0]);
            }
            if (r[1] != null) {
                rest.add(r[1]);
            }
        }
        return new PyBaseException[] {subset(eg, match), withRest ? subset(eg, rest) : null};
    }

    /**
     * {@code orig.derive(excs)} with orig's traceback, cause, context and a copy of its notes;
     * null for no exceptions. Compare CPython exceptions.c: exceptiongroup_subset.
     */
    private static PyBaseException subset(PyBaseExceptionGroup orig, List<PyObject> excs) {
        if (excs.isEmpty()) {
            return null;
        }
        PyObject derived = Abstract.callMethod(orig, DERIVE,
                new PyList(excs.toArray(new PyObject[0])));
        if (!(derived instanceof PyBaseExceptionGroup eg)) {
            throw Py.typeError("derive must return an instance of BaseExceptionGroup");
        }
        if (orig.traceback != null) {
            eg.traceback = orig.traceback;
        }
        eg.context = orig.context;
        // PyException_SetCause: sets __suppress_context__ even when there is no cause
        eg.cause = orig.cause;
        eg.suppressContext = true;
        PyObject notes = orig.lookupAttr(Names.__notes__);
        if (notes != null && isSequence(notes)) {
            eg.setAttr(Names.__notes__, new PyList(Abstract.toArray(notes)));
        }
        return eg;
    }

    // ------------------------------------------------------------------ except*

    /**
     * The exception to raise at the end of an {@code except*} statement, or None: {@code orig}
     * was caught, {@code excs} is the list of what each clause raised or re-raised (None for
     * nothing), then the unmatched rest. What was re-raised keeps its place in orig's
     * structure; what was raised anew joins it as a sibling in a new group. Compare CPython
     * exceptions.c: _PyExc_PrepReraiseStar.
     */
    public static PyObject prepReraiseStar(PyObject orig, PyObject excs) {
        PyList list = (PyList) excs;
        int n = list.size();
        if (n == 0) {
            return Py.None;
        }
        if (!(orig instanceof PyBaseExceptionGroup origGroup)) {
            // a naked exception was wrapped: only one clause ran
            return list.get(0);
        }
        List<PyObject> raised = new ArrayList<>();
        List<PyBaseException> reraised = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            PyObject e = list.get(i);
            if (e == Py.None) {
                continue;
            }
            PyBaseException be = (PyBaseException) e;
            if (sameMetadata(be, origGroup)) {
                reraised.add(be);
            } else {
                raised.add(be);
            }
        }
        PyBaseException reraisedGroup = projection(origGroup, reraised);
        if (raised.isEmpty()) {
            return orNone(reraisedGroup);
        }
        if (reraisedGroup != null) {
            raised.add(reraisedGroup);
        }
        if (raised.size() > 1) {
            return create("", new PyList(raised.toArray(new PyObject[0])));
        }
        return raised.get(0);
    }

    /** Is {@code e} a part of {@code orig} made by split (or orig itself)? */
    private static boolean sameMetadata(PyBaseException e, PyBaseException orig) {
        return e.notes() == orig.notes() && e.traceback == orig.traceback
                && e.cause == orig.cause && e.context == orig.context;
    }

    /**
     * The part of {@code eg} whose leaves are leaves of the groups in {@code keep}, in eg's
     * structure; null for none. Compare CPython exceptions.c: exception_group_projection.
     */
    private static PyBaseException projection(PyBaseExceptionGroup eg,
            List<PyBaseException> keep) {
        Set<PyBaseException> leaves = Collections.newSetFromMap(new IdentityHashMap<>());
        for (PyBaseException e : keep) {
            collectLeaves(e, leaves);
        }
        return split(eg, e -> !(e instanceof PyBaseExceptionGroup) && leaves.contains(e),
                false)[0];
    }

    private static void collectLeaves(PyBaseException exc, Set<PyBaseException> leaves) {
        if (exc instanceof PyBaseExceptionGroup eg) {
            for (PyObject e : eg.exceptions.items) {
                collectLeaves((PyBaseException) e, leaves);
            }
        } else {
            leaves.add(exc);
        }
    }
}
