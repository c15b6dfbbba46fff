package org.specializer.natives.itertools;

import org.specializer.api.PyModule;
import org.specializer.api.PyType;

/**
 * The {@code itertools} module. Every iterator is a lazy Java {@link org.specializer.api.PyIterator}
 * type, grouped by kind: {@link InfiniteIterators}, {@link TerminatingIterators},
 * {@link SharingIterators} ({@code groupby}, {@code tee}) and {@link Combinatorics}.
 *
 * <p>As CPython 3.13's, every iterator but {@code batched} and {@code pairwise} can be pickled
 * and copied, warning that this ends in 3.14 (see {@link Pickling}): {@code __reduce__} gives
 * CPython's tuple (the type, its arguments, and the state of one part-way through), and
 * {@code __setstate__} takes that state back with CPython's checks and clamping. The state is
 * the iterators' own fields, so {@code __next__} pays nothing for it but the one flag that
 * {@code cycle} reads during its first pass.
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
            SharingIterators.Tee.TYPE, SharingIterators.TeeData.TYPE}) {
            m.put(t.getName(), t);
        }
        m.defK("tee", SharingIterators::tee);
        return m;
    }
}
