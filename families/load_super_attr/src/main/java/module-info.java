/**
 * The LOAD_SUPER_ATTR family: {@code super().name} and {@code super().name(...)} when
 * {@code super} is the builtin and the class argument is a class, as CPython 3.13 does.
 */
module org.specializer.family.loadsuperattr {
    requires org.specializer.spi;

    exports org.specializer.family.loadsuperattr;

    provides org.specializer.spi.Specializer
            with org.specializer.family.loadsuperattr.LoadSuperAttrSpecializer;
}
