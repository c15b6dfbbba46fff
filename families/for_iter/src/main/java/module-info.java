/**
 * The FOR_ITER family: {@code for} loops over list, tuple and range iterators, whose fields the
 * children advance directly, and over generators, which the child resumes without the
 * iterator protocol, as CPython 3.13 does.
 */
module org.specializer.family.foriter {
    requires org.specializer.spi;

    exports org.specializer.family.foriter;

    provides org.specializer.spi.Specializer
            with org.specializer.family.foriter.ForIterSpecializer;
}
