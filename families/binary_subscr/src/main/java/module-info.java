/**
 * The BINARY_SUBSCR family: {@code container[index]} on exact lists, tuples and strs with a
 * non-negative int index, on exact dicts with any key, and on instances of classes whose
 * {@code __getitem__} is a simple Python function, as CPython 3.13 does.
 */
module org.specializer.family.binarysubscr {
    requires org.specializer.spi;

    exports org.specializer.family.binarysubscr;

    provides org.specializer.spi.Specializer
            with org.specializer.family.binarysubscr.BinarySubscrSpecializer;
}
