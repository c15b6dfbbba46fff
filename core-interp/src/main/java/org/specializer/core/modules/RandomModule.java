package org.specializer.core.modules;

import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyStr;

/**
 * The {@code random} module: the {@code Random} class ({@link PyRandom}) and, as in CPython,
 * module functions that are the bound methods of one hidden instance seeded from entropy, so
 * that {@code random.seed(42)} followed by {@code random.random()} repeats CPython's numbers.
 */
public final class RandomModule {
    private RandomModule() {}

    private static final String[] EXPORTED = {"seed", "random", "uniform", "triangular",
        "randint", "choice", "randrange", "sample", "shuffle", "choices", "normalvariate",
        "lognormvariate", "expovariate", "vonmisesvariate", "gammavariate", "gauss",
        "betavariate", "paretovariate", "weibullvariate", "getstate", "setstate",
        "getrandbits", "randbytes"};

    public static PyModule create() {
        PyModule m = new PyModule("random");
        PyRandom inst = new PyRandom();
        inst.seedFromEntropy();
        m.put("Random", PyRandom.TYPE);
        m.put("_inst", inst);
        for (String name : EXPORTED) {
            m.put(name, inst.getAttr(PyStr.intern(name)));
        }
        m.put("NV_MAGICCONST", new PyFloat(RandomVariates.NV_MAGICCONST));
        m.put("TWOPI", new PyFloat(RandomVariates.TWOPI));
        m.put("LOG4", new PyFloat(RandomVariates.LOG4));
        m.put("SG_MAGICCONST", new PyFloat(RandomVariates.SG_MAGICCONST));
        m.put("BPF", PyInt.of(53));
        m.put("RECIP_BPF", new PyFloat(Math.scalb(1.0, -53)));
        return m;
    }
}
