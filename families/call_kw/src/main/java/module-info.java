/**
 * The CALL_KW family (CPython 3.14's): calls with keyword arguments of Python functions and
 * bound methods of them, guarded by the function version, and of anything else.
 */
module org.specializer.family.callkw {
    requires org.specializer.spi;

    exports org.specializer.family.callkw;

    provides org.specializer.spi.Specializer
            with org.specializer.family.callkw.CallKwSpecializer;
}
