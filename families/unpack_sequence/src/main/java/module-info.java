/**
 * The UNPACK_SEQUENCE family: unpacking exact tuples and lists of the expected length, as
 * CPython 3.13 does.
 */
module org.specializer.family.unpacksequence {
    requires org.specializer.spi;

    exports org.specializer.family.unpacksequence;

    provides org.specializer.spi.Specializer
            with org.specializer.family.unpacksequence.UnpackSequenceSpecializer;
}
