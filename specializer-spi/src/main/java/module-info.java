/**
 * The contract between the interpreter core and the opcode families: the instruction set
 * ({@link org.specializer.spi.Opcode}: numbers, families, children, cache layouts, deopt
 * parents, stack effects), the {@code Specializer} service interface and the {@code Site} a
 * specializer inspects.
 */
module org.specializer.spi {
    // The object model shows in the SPI's signatures.
    requires transitive org.specializer.api;

    exports org.specializer.spi;
}
