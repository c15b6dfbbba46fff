/**
 * The BINARY_OP family: specializes {@code +}, {@code -} and {@code *} on exact ints and
 * floats, and {@code +} on exact strs (with the in-place form for {@code s += t} into a local),
 * as CPython 3.13 does; and, through extension descriptors, CPython 3.14's BINARY_OP_EXTEND set
 * ({@code | & ^} on ints, {@code + - * /} on a float and an int).
 */
module org.specializer.family.binaryop {
    requires org.specializer.spi;

    exports org.specializer.family.binaryop;

    provides org.specializer.spi.Specializer
            with org.specializer.family.binaryop.BinaryOpSpecializer;
}
