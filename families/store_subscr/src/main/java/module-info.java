/**
 * The STORE_SUBSCR family: {@code container[index] = value} on exact lists with an index in
 * range and on exact dicts, as CPython 3.13 does.
 */
module org.specializer.family.storesubscr {
    requires org.specializer.spi;

    exports org.specializer.family.storesubscr;

    provides org.specializer.spi.Specializer
            with org.specializer.family.storesubscr.StoreSubscrSpecializer;
}
