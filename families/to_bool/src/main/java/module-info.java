/**
 * The TO_BOOL family: the truth test of exact bools, ints, lists, strs and None, and of
 * instances of classes that define neither {@code __bool__} nor {@code __len__} (always true,
 * guarded by the class's version tag), as CPython 3.13 does.
 */
module org.specializer.family.tobool {
    requires org.specializer.spi;

    exports org.specializer.family.tobool;

    provides org.specializer.spi.Specializer
            with org.specializer.family.tobool.ToBoolSpecializer;
}
