/**
 * The LOAD_ATTR family: attribute reads specialized on the owner's shape, as CPython 3.13
 * does. Instance attributes become inline-value or dict-entry reads guarded by the type
 * version; methods and other class attributes are cached in the site's reference slot and
 * guarded by the type version (plus the shared keys version where an instance could shadow
 * them); module attributes by the module dict's keys version; class attributes by the class's
 * own version; properties and {@code __getattribute__} overrides call their Python function,
 * guarded by its version.
 */
module org.specializer.family.loadattr {
    requires org.specializer.spi;

    exports org.specializer.family.loadattr;

    provides org.specializer.spi.Specializer
            with org.specializer.family.loadattr.LoadAttrSpecializer;
}
