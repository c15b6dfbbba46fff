package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Builtin;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBool;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyMethodDescr;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * The {@code functools} module: {@code reduce}, {@link PyPartial partial},
 * {@code update_wrapper}/{@code wraps}, {@link LruCache lru_cache}/{@code cache},
 * {@link FunctoolsTypes#cmpToKey cmp_to_key}, {@code total_ordering} and
 * {@link FunctoolsTypes.CachedProperty cached_property}.
 */
public final class FunctoolsModule {
    private FunctoolsModule() {}

    static final PyTuple WRAPPER_ASSIGNMENTS = PyTuple.of(PyStr.intern("__module__"),
            PyStr.intern("__name__"), PyStr.intern("__qualname__"), PyStr.intern("__doc__"),
            PyStr.intern("__annotations__"), PyStr.intern("__type_params__"));
    static final PyTuple WRAPPER_UPDATES = PyTuple.of(PyStr.intern("__dict__"));

    private static final Params UPDATE_WRAPPER = new Params("update_wrapper",
            new String[] {"wrapper", "wrapped", "assigned", "updated"}, 0, 4, 2);
    private static final Params WRAPS = new Params("wraps",
            new String[] {"wrapped", "assigned", "updated"}, 0, 3, 1);
    private static final Params LRU = new Params("lru_cache",
            new String[] {"maxsize", "typed"}, 0, 2, 0);
    private static final PyStr WRAPPED = PyStr.intern("__wrapped__");
    private static final PyStr UPDATE = PyStr.intern("update");
    private static final PyStr[] WRAPS_KW = {PyStr.intern("wrapped"), PyStr.intern("assigned"),
        PyStr.intern("updated")};

    public static PyModule create() {
        PyModule m = new PyModule("functools");
        m.put("reduce", reduceFunction());
        m.put("partial", PyPartial.TYPE);
        m.put("WRAPPER_ASSIGNMENTS", WRAPPER_ASSIGNMENTS);
        m.put("WRAPPER_UPDATES", WRAPPER_UPDATES);
        m.defK("update_wrapper", (self, args, kw) -> {
            PyObject[] a = UPDATE_WRAPPER.parse(args, kw);
            return updateWrapper(a[0], a[1], a[2] == null ? WRAPPER_ASSIGNMENTS : a[2],
                    a[3] == null ? WRAPPER_UPDATES : a[3]);
        });
        PyObject updateWrapper = m.dict.getItem("update_wrapper");
        m.defK("wraps", (self, args, kw) -> {
            PyObject[] a = WRAPS.parse(args, kw);
            PyDict kwd = new PyDict();
            kwd.setItem(WRAPS_KW[0], a[0]);
            kwd.setItem(WRAPS_KW[1], a[1] == null ? WRAPPER_ASSIGNMENTS : a[1]);
            kwd.setItem(WRAPS_KW[2], a[2] == null ? WRAPPER_UPDATES : a[2]);
            return new PyPartial(PyPartial.TYPE, updateWrapper, new PyObject[0], kwd);
        });
        m.defK("lru_cache", (self, args, kw) -> lruCache(args, kw));
        m.def1("cache", (self, f) -> wrapCache(f, -1, false));
        m.put("_lru_cache_wrapper", LruCache.TYPE);
        m.put("_CacheInfo", LruCache.CACHE_INFO);
        m.def1("cmp_to_key", (self, cmp) -> FunctoolsTypes.cmpToKey(cmp));
        m.put("KeyWrapper", FunctoolsTypes.KeyWrapper.TYPE);
        m.def1("total_ordering", (self, cls) -> FunctoolsTypes.totalOrdering(cls));
        m.put("cached_property", FunctoolsTypes.CachedProperty.TYPE);
        return m;
    }

    private static PyObject reduceFunction() {
        return new PyBuiltinFunction(Builtin.Impl.ofK("reduce", "reduce", (self, args, kw) -> {
            Params.positional("reduce", args, kw, 2, 3);
            return reduce(args);
        }), null, false, "functools");
    }

    /** {@code reduce(function, iterable[, initial])}. */
    static PyObject reduce(PyObject[] a) {
        PyObject func = a[0];
        PyObject it = Abstract.iterOrNull(a[1]);
        if (it == null) {
            throw Py.typeError("reduce() arg 2 must support iteration");
        }
        PyObject acc = a.length > 2 ? a[2] : null;
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            acc = acc == null ? x : Abstract.call(func, acc, x);
        }
        if (acc == null) {
            throw Py.typeError("reduce() of empty iterable with no initial value");
        }
        return acc;
    }

    /** {@code update_wrapper(wrapper, wrapped, assigned, updated)}. */
    static PyObject updateWrapper(PyObject wrapper, PyObject wrapped, PyObject assigned,
            PyObject updated) {
        for (PyObject name : Abstract.toArray(assigned)) {
            PyStr attr = attrName(name);
            PyObject value = wrapped.lookupAttr(attr);
            if (value != null) {
                try {
                    wrapper.setAttr(attr, value);
                } catch (org.specializer.api.PyException e) {
                    // function.__type_params__ is read-only in api for now; an empty tuple
                    // written over an empty tuple changes nothing, so skip just that case
                    if (!(attr.value.equals("__type_params__") && value instanceof PyTuple t
                            && t.items.length == 0 && e.matches(org.specializer.api.PyExc
                            .AttributeError))) {
                        throw e;
                    }
                }
            }
        }
        for (PyObject name : Abstract.toArray(updated)) {
            PyStr attr = attrName(name);
            PyObject target = wrapper.getAttr(attr);
            PyObject source = wrapped.lookupAttr(attr);
            Abstract.callMethod(target, UPDATE, source == null ? new PyDict() : source);
        }
        wrapper.setAttr(WRAPPED, wrapped);
        return wrapper;
    }

    private static PyStr attrName(PyObject name) {
        if (!(name instanceof PyStr s)) {
            throw Py.typeError("attribute name must be string, not '" + name.type.getName()
                    + "'");
        }
        return s.intern();
    }

    /** {@code lru_cache(maxsize=128, typed=False)}, also used bare as {@code @lru_cache}. */
    private static PyObject lruCache(PyObject[] args, PyStr[] kw) {
        PyObject[] a = LRU.parse(args, kw);
        PyObject maxsize = a[0] == null ? PyInt.of(128) : a[0];
        PyObject typedObj = a[1] == null ? Py.False : a[1];
        boolean typed = Abstract.isTrue(typedObj);
        long size;
        if (maxsize instanceof PyInt || maxsize instanceof PyBigInt) {
            size = maxsize instanceof PyInt i ? Math.max(0, i.value)
                    : (((PyBigInt) maxsize).value.signum() < 0 ? 0 : Long.MAX_VALUE);
        } else if (Abstract.isCallable(maxsize) && typedObj instanceof PyBool) {
            return wrapCache(maxsize, 128, typed);
        } else if (maxsize != Py.None) {
            throw Py.typeError("Expected first argument to be an integer, a callable, or None");
        } else {
            size = -1;
        }
        long chosen = size;
        Builtin.Impl deco = Builtin.Impl.of1("decorating_function",
                "lru_cache.<locals>.decorating_function",
                (self, f) -> wrapCache(f, chosen, typed));
        return new PyBuiltinFunction(deco, null, false, "functools");
    }

    /** The wrapper around {@code f}, with {@code f}'s name, doc and {@code __wrapped__}. */
    static PyObject wrapCache(PyObject f, long maxsize, boolean typed) {
        LruCache w = new LruCache(f, maxsize, typed);
        return updateWrapper(w, f, WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES);
    }

    // ------------------------------------------------------------------ shared helpers

    /** A method of {@code cls} implemented in Java (for {@code total_ordering}). */
    static PyObject javaMethod(PyType cls, String name, Builtin.F1 body) {
        return new PyMethodDescr(cls, Builtin.Impl.of1(name, cls.getName() + "." + name, body),
                false);
    }
}
