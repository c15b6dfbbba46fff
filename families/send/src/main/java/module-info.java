/**
 * The SEND family: {@code yield from} and {@code await} delegating to a generator or
 * coroutine, which the child resumes directly, as CPython 3.13 does.
 */
module org.specializer.family.send {
    requires org.specializer.spi;

    exports org.specializer.family.send;

    provides org.specializer.spi.Specializer
            with org.specializer.family.send.SendSpecializer;
}
