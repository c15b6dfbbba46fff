package org.specializer.natives.decimal;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * The {@code _decimal} module: Decimal, Context, the signals, the three template contexts,
 * {@code getcontext}/{@code setcontext}/{@code localcontext} and the constants. Lib's
 * {@code decimal} re-exports it. See the package documentation for the design.
 */
public final class DecimalModule {
    private DecimalModule() {}

    private static volatile PyType signalDictType;
    private static volatile PyObject decimalTuple;
    private static volatile PyObject rational;
    private static PyDecContext defaultTemplate;
    private static PyDecContext basicTemplate;
    private static PyDecContext extendedTemplate;

    /** The current context of each thread, made from DefaultContext on first use. */
    private static final ThreadLocal<PyDecContext> CURRENT = new ThreadLocal<>();

    public static PyModule create() {
        init();
        PyModule m = new PyModule("decimal");
        m.put("__doc__", PyStr.of("C decimal arithmetic module"));
        m.put("Decimal", PyDecimal.TYPE);
        m.put("Context", PyDecContext.TYPE);
        m.put("DecimalTuple", decimalTuple);
        m.put("DecimalException", Signals.DECIMAL_EXCEPTION);
        for (PyType s : Signals.SIGNALS) {
            m.put(s.getName(), s);
        }
        for (int i = 1; i < Signals.CONDITIONS.length; i++) {
            m.put(Signals.CONDITIONS[i].getName(), Signals.CONDITIONS[i]);
        }
        m.put("DefaultContext", defaultTemplate);
        m.put("HAVE_CONTEXTVAR", Py.False);
        m.put("HAVE_THREADS", Py.True);
        m.put("BasicContext", basicTemplate);
        m.put("ExtendedContext", extendedTemplate);
        m.put("MAX_PREC", PyInt.of(Mpd.MAX_PREC));
        m.put("MAX_EMAX", PyInt.of(Mpd.MAX_EMAX));
        m.put("MIN_EMIN", PyInt.of(Mpd.MIN_EMIN));
        m.put("MIN_ETINY", PyInt.of(Mpd.MIN_ETINY));
        for (String r : Mpd.ROUND_STRING) {
            m.put(r, PyStr.intern(r));
        }
        m.put("__version__", PyStr.of("1.70"));
        m.put("__libmpdec_version__", PyStr.of("2.5.1"));
        m.def0("getcontext", self -> current());
        m.def1("setcontext", (self, v) -> {
            setContext(v);
            return Py.None;
        });
        m.defK("localcontext", (self, a, kw) -> PyContextManager.create(a, kw));
        return m;
    }

    /**
     * The parts made from Lib: SignalDict from {@code MutableMapping}, DecimalTuple from
     * {@code namedtuple}, the registration with {@code numbers.Number}; then the templates.
     * Made at each import of the module, since they come from the importing interpreter's Lib (an {@code isinstance} test against another interpreter's
     * {@code numbers.Rational} would always fail).
     */
    private static synchronized void init() {
        CURRENT.remove();
        PyObject abc = Py.importModule("_collections_abc");
        PyObject mutableMapping = Abstract.getAttr(abc, "MutableMapping");
        // CPython makes it with type() from C, inside ABCMeta.__new__: it is 'abc.SignalDict'
        PyDict ns = new PyDict();
        ns.setItem(PyStr.intern("__module__"), PyStr.intern("abc"));
        PyObject sd = Abstract.call(PyType.TYPE, PyStr.of("SignalDict"),
                new PyTuple(new PyObject[] {PySignalDict.MIXIN, mutableMapping}), ns);
        PyObject collections = Py.importModule("collections");
        PyObject nt = Abstract.call(Abstract.getAttr(collections, "namedtuple"),
                PyStr.of("DecimalTuple"), PyStr.of("sign digits exponent"));
        nt.setAttr(PyStr.intern("__module__"), PyStr.intern("decimal"));
        PyObject numbers = Py.importModule("numbers");
        Abstract.callMethod(Abstract.getAttr(numbers, "Number"), PyStr.intern("register"),
                PyDecimal.TYPE);
        rational = Abstract.getAttr(numbers, "Rational");
        decimalTuple = nt;
        signalDictType = (PyType) sd;

        defaultTemplate = new PyDecContext(PyDecContext.TYPE, null);
        basicTemplate = new PyDecContext(PyDecContext.TYPE, null);
        basicTemplate.mpd.prec = 9;
        basicTemplate.mpd.traps |= Mpd.UNDERFLOW | Mpd.CLAMPED;
        basicTemplate.mpd.round = Mpd.ROUND_HALF_UP;
        extendedTemplate = new PyDecContext(PyDecContext.TYPE, null);
        extendedTemplate.mpd.prec = 9;
        extendedTemplate.mpd.traps = 0;
    }

    static PyType signalDictType() {
        return signalDictType;
    }

    static PyObject decimalTuple() {
        return decimalTuple;
    }

    static PyObject rational() {
        return rational;
    }

    static PyDecContext defaultTemplate() {
        return defaultTemplate;
    }

    /** The current thread's context. Compare _decimal.c: current_context. */
    static PyDecContext current() {
        PyDecContext c = CURRENT.get();
        if (c == null) {
            c = defaultTemplate.copy();
            c.mpd.status = 0;
            CURRENT.set(c);
        }
        return c;
    }

    /** Compare _decimal.c: PyDec_SetCurrentContext. */
    static void setContext(PyObject v) {
        if (!(v instanceof PyDecContext c)) {
            throw Py.typeError("argument must be a context");
        }
        if (c == defaultTemplate || c == basicTemplate || c == extendedTemplate) {
            c = c.copy();
            c.mpd.status = 0;
        }
        CURRENT.set(c);
    }
}
