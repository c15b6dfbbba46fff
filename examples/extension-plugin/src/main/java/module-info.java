/**
 * A sample Specializer plugin: it serves the BINARY_OP family, replacing the bundled one, with
 * CPython 3.13's decisions plus two extension children that CPython leaves generic, floor
 * division and remainder on ints. It needs the SPI (and, through it, the object model) only.
 */
module org.specializer.examples.intdivision {
    requires org.specializer.spi;

    provides org.specializer.spi.Specializer
            with org.specializer.examples.intdivision.IntDivisionSpecializer;
}
