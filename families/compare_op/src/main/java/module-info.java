/**
 * The COMPARE_OP family: comparisons of two exact floats, two ints that fit in a machine word,
 * and equality of two exact strs, as CPython 3.13 does. The children always produce a bool,
 * computed from the comparison mask in the oparg.
 */
module org.specializer.family.compareop {
    requires org.specializer.spi;

    exports org.specializer.family.compareop;

    provides org.specializer.spi.Specializer
            with org.specializer.family.compareop.CompareOpSpecializer;
}
