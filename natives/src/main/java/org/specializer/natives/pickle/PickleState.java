package org.specializer.natives.pickle;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;

/**
 * The Lib objects {@code _pickle} works with, taken when the module is imported, as CPython's
 * per-module state. Compare CPython _pickle.c: {@code _Pickle_InitState}.
 */
final class PickleState {
    /** {@code copyreg.dispatch_table}: {type: reducer}. */
    final PyDict dispatchTable;
    /** {@code copyreg._extension_registry}: {(module, name): code}. */
    final PyDict extensionRegistry;
    /** {@code copyreg._inverted_registry}: {code: (module, name)}. */
    final PyDict invertedRegistry;
    /** {@code copyreg._extension_cache}: {code: object}. */
    final PyDict extensionCache;
    /** {@code _compat_pickle.NAME_MAPPING}, {@code IMPORT_MAPPING} (Python 2 to 3). */
    final PyDict nameMapping2to3;
    final PyDict importMapping2to3;
    /** {@code _compat_pickle.REVERSE_NAME_MAPPING}, {@code REVERSE_IMPORT_MAPPING}. */
    final PyDict nameMapping3to2;
    final PyDict importMapping3to2;
    /** {@code codecs.encode}, which bytes pickled by protocols 0 to 2 are rebuilt with. */
    final PyObject codecsEncode;
    /** {@code builtins.getattr}, for nested names with protocols 0 to 3. */
    final PyObject getattr;
    /** {@code functools.partial}, for {@code __newobj_ex__} with protocols 2 and 3. */
    final PyObject partial;

    private static volatile PickleState current;

    private PickleState() {
        getattr = Abstract.getAttr(Py.importModule("builtins"), "getattr");
        PyObject copyreg = Py.importModule("copyreg");
        dispatchTable = dict(copyreg, "copyreg", "dispatch_table");
        extensionRegistry = dict(copyreg, "copyreg", "_extension_registry");
        invertedRegistry = dict(copyreg, "copyreg", "_inverted_registry");
        extensionCache = dict(copyreg, "copyreg", "_extension_cache");
        PyObject compat = Py.importModule("_compat_pickle");
        nameMapping2to3 = dict(compat, "_compat_pickle", "NAME_MAPPING");
        importMapping2to3 = dict(compat, "_compat_pickle", "IMPORT_MAPPING");
        nameMapping3to2 = dict(compat, "_compat_pickle", "REVERSE_NAME_MAPPING");
        importMapping3to2 = dict(compat, "_compat_pickle", "REVERSE_IMPORT_MAPPING");
        codecsEncode = Abstract.getAttr(Py.importModule("codecs"), "encode");
        if (!Abstract.isCallable(codecsEncode)) {
            throw Py.runtimeError("codecs.encode should be a callable, not "
                    + codecsEncode.type.getTpName());
        }
        partial = Abstract.getAttr(Py.importModule("functools"), "partial");
    }

    private static PyDict dict(PyObject module, String mname, String name) {
        PyObject d = Abstract.getAttr(module, name);
        if (d.type != PyDict.TYPE) {
            throw Py.runtimeError(mname + "." + name + " should be a dict, not "
                    + d.type.getTpName());
        }
        return (PyDict) d;
    }

    /** The state of the last import of the module (made at the first use otherwise). */
    static PickleState get() {
        PickleState s = current;
        if (s == null) {
            s = refresh();
        }
        return s;
    }

    /** Take the Lib objects again: each interpreter's import of {@code _pickle} does. */
    static synchronized PickleState refresh() {
        current = new PickleState();
        return current;
    }
}
