/**
 * The LOAD_GLOBAL family: caches where a global or builtin name lives, guarded by the keys
 * versions of the globals and builtins dicts, as CPython 3.13 does.
 */
module org.specializer.family.loadglobal {
    requires org.specializer.spi;

    exports org.specializer.family.loadglobal;

    provides org.specializer.spi.Specializer
            with org.specializer.family.loadglobal.LoadGlobalSpecializer;
}
