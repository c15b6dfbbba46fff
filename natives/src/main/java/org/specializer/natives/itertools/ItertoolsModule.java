package org.specializer.natives.itertools;

import org.specializer.api.PyModule;
import org.specializer.api.PyType;

/**
 * The {@code itertools} module. Every iterator is a lazy Java {@link org.specializer.api.PyIterator}
 * type, grouped by kind: {@link InfiniteIterators}, {@link TerminatingIterators},
 * {@link SharingIterators} ({@code groupby}, {@code tee}) and {@link Combinatorics}.
 */
public final class ItertoolsModule {
    private ItertoolsModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("itertools");
        for (PyType t : new PyType[] {
            TerminatingIterators.Accumulate.TYPE, TerminatingIterators.Batched.TYPE,
            TerminatingIterators.Chain.TYPE, Combinatorics.Combinations.TYPE,
            Combinatorics.CombinationsWithReplacement.TYPE, TerminatingIterators.Compress.TYPE,
            InfiniteIterators.Count.TYPE, InfiniteIterators.Cycle.TYPE,
            TerminatingIterators.DropWhile.TYPE, TerminatingIterators.FilterFalse.TYPE,
            SharingIterators.GroupBy.TYPE, TerminatingIterators.ISlice.TYPE,
            TerminatingIterators.Pairwise.TYPE, Combinatorics.Permutations.TYPE,
            Combinatorics.Product.TYPE, InfiniteIterators.Repeat.TYPE,
            TerminatingIterators.StarMap.TYPE, TerminatingIterators.TakeWhile.TYPE,
            TerminatingIterators.ZipLongest.TYPE, SharingIterators.Grouper.TYPE,
            SharingIterators.Tee.TYPE}) {
            m.put(t.getName(), t);
        }
        m.defK("tee", SharingIterators::tee);
        return m;
    }
}
