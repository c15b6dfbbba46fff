package org.specializer.core.modules;

import org.specializer.api.PyModule;

/**
 * The {@code collections} module: {@link PyDeque deque}, the {@code dict} subclasses
 * {@link PyDefaultDict defaultdict}, {@link PyOrderedDict OrderedDict} and
 * {@link PyCounter Counter}, and {@link NamedTuples namedtuple}.
 */
public final class CollectionsModule {
    private CollectionsModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("collections");
        m.put("deque", PyDeque.TYPE);
        m.put("defaultdict", PyDefaultDict.TYPE);
        m.put("OrderedDict", PyOrderedDict.TYPE);
        m.put("Counter", PyCounter.TYPE);
        m.put("_tuplegetter", NamedTuples.TupleGetter.TYPE);
        m.defK("namedtuple", NamedTuples::namedtuple);
        return m;
    }
}
