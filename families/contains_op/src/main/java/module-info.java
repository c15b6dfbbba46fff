/**
 * The CONTAINS_OP family: {@code in} and {@code not in} on exact dicts, sets and frozensets,
 * as CPython 3.13 does.
 */
module org.specializer.family.containsop {
    requires org.specializer.spi;

    exports org.specializer.family.containsop;

    provides org.specializer.spi.Specializer
            with org.specializer.family.containsop.ContainsOpSpecializer;
}
