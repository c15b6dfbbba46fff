package org.specializer.natives.functools;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyDescriptor;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyMethod;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * {@code functools._lru_cache_wrapper(user_function, maxsize, typed, cache_info_type)}: the
 * callable {@code lru_cache} returns. Keys are made as CPython's {@code lru_cache_make_key}
 * makes them (a lone exact int or str argument is its own key, so {@code f(1)} and
 * {@code f(1.0)} differ while {@code f(1.0)} and {@code f(True)} share an entry unless
 * {@code typed}). The bounded cache keeps recency as the order of its dict: a hit moves the key
 * to the end, and the first key is the one evicted, as CPython's linked list does.
 */
final class LruCache extends PyObject implements PyDescriptor {
    static final PyType TYPE = PyType.builtin("_lru_cache_wrapper", LruCache.class,
            PyType.OBJECT, 0, LruCache::define).withModule("functools").withDottedTpName()
            .withWeakrefs();

    private static final Params NEW = new Params("lru_cache", new String[] {"user_function",
        "maxsize", "typed", "cache_info_type"}, 0, 4, 4);

    /** Separates positional from keyword arguments in keys ({@code kwd_mark}). */
    private static final PyObject KWD_MARK = new PyObject(PyType.OBJECT) {};

    private final PyObject func;
    /** -1 for unbounded, 0 for no caching. */
    private final long maxsize;
    private final boolean typed;
    private final PyObject cacheInfoType;
    private final PyDict cache = new PyDict();
    private long hits;
    private long misses;
    private PyDict dict;

    LruCache(PyObject func, long maxsize, boolean typed, PyObject cacheInfoType) {
        super(TYPE);
        this.func = func;
        this.maxsize = maxsize;
        this.typed = typed;
        this.cacheInfoType = cacheInfoType;
    }

    private static LruCache c(PyObject o) {
        return (LruCache) o;
    }

    private static void define(PyType t) {
        t.constructor(LruCache::construct);
        t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
        t.method0("cache_info", self -> c(self).cacheInfo());
        t.method0("cache_clear", self -> {
            LruCache lc = c(self);
            lc.cache.clear();
            lc.hits = 0;
            lc.misses = 0;
            return Py.None;
        });
        t.methodN("__get__", 1, 2, (self, a) -> c(self).descrGet(a[0] == Py.None ? null : a[0],
                null));
        t.method0("__reduce__", self -> self.getAttr(PyStr.intern("__qualname__")));
        t.method0("__copy__", self -> self);
        t.method1("__deepcopy__", (self, memo) -> self);
        t.getset("__dict__", PyObject::getDict, (self, v) -> {
            if (!(v instanceof PyDict d)) {
                throw Py.typeError("__dict__ must be set to a dictionary, not a '"
                        + v.type.getName() + "'");
            }
            self.setDict(d);
        });
    }

    /** Compare CPython _functoolsmodule.c: lru_cache_new. */
    private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = NEW.parse(args, kwnames);
        PyObject func = a[0];
        if (!Abstract.isCallable(func)) {
            throw Py.typeError("the first argument must be callable");
        }
        long maxsize;
        if (a[1] == Py.None) {
            maxsize = -1;
        } else {
            PyObject idx = Abstract.indexOrNull(a[1]);
            if (idx == null) {
                throw Py.typeError("maxsize should be integer or None");
            }
            if (idx instanceof PyBigInt) {
                throw Py.overflowError("cannot fit 'int' into an index-sized integer");
            }
            maxsize = Math.max(0, ((PyInt) idx).value);
        }
        boolean typed = Abstract.isTrue(a[2]);
        return new LruCache(func, maxsize, typed, a[3]);
    }

    private PyObject cacheInfo() {
        return Abstract.call(cacheInfoType, PyInt.of(hits), PyInt.of(misses),
                maxsize < 0 ? Py.None : PyInt.of(maxsize), PyInt.of(cache.size()));
    }

    /** Compare CPython _functoolsmodule.c: lru_cache_make_key. */
    private PyObject makeKey(PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        int nkw = kwnames.length;
        if (!typed && nkw == 0) {
            if (npos == 1) {
                PyObject k = args[0];
                if (k.getClass() == PyStr.class || k.getClass() == PyInt.class
                        || k.getClass() == PyBigInt.class) {
                    return k;
                }
            }
            return new PyTuple(args.clone());
        }
        int size = npos + (nkw > 0 ? 1 + 2 * nkw : 0) + (typed ? npos + nkw : 0);
        PyObject[] key = new PyObject[size];
        System.arraycopy(args, 0, key, 0, npos);
        int j = npos;
        if (nkw > 0) {
            key[j++] = KWD_MARK;
            for (int k = 0; k < nkw; k++) {
                key[j++] = kwnames[k];
                key[j++] = args[npos + k];
            }
        }
        if (typed) {
            for (int k = 0; k < npos; k++) {
                key[j++] = args[k].type;
            }
            for (int k = 0; k < nkw; k++) {
                key[j++] = args[npos + k].type;
            }
        }
        return new PyTuple(key);
    }

    /**
     * Compare CPython _functoolsmodule.c: uncached_lru_cache_wrapper,
     * infinite_lru_cache_wrapper and bounded_lru_cache_wrapper.
     */
    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        if (maxsize == 0) {
            misses++;
            return func.call(args, kwnames);
        }
        PyObject key = makeKey(args, kwnames);
        long hash = PyDict.hashOf(key);
        PyObject result = cache.getItem(key, hash);
        if (result != null) {
            hits++;
            if (maxsize > 0) {
                // most recently used goes last (the key hashed once per call, as CPython's)
                cache.removeKey(key, hash);
                cache.setItem(key, hash, result);
            }
            return result;
        }
        misses++;
        result = func.call(args, kwnames);
        if (maxsize < 0) {
            cache.setItem(key, hash, result);
            return result;
        }
        if (cache.getItem(key, hash) != null) {
            // the call itself cached this key (recursion): keep that entry
            return result;
        }
        if (cache.size() >= maxsize && cache.size() > 0) {
            int oldest = cache.nextEntry(0);
            cache.removeKey(cache.keyAt(oldest), cache.hashAt(oldest));
        }
        cache.setItem(key, hash, result);
        return result;
    }

    @Override
    public PyObject descrGet(PyObject obj, PyType type) {
        return obj == null ? this : new PyMethod(this, obj);
    }

    @Override
    public PyDict getDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        dict = d;
        return true;
    }
}
