/**
 * The STORE_ATTR family: attribute writes to instances of Python classes specialized on the
 * instance's layout (an inline value, a materialized dict's entry, a slot), guarded by the
 * type version, as CPython 3.13 does.
 */
module org.specializer.family.storeattr {
    requires org.specializer.spi;

    exports org.specializer.family.storeattr;

    provides org.specializer.spi.Specializer
            with org.specializer.family.storeattr.StoreAttrSpecializer;
}
