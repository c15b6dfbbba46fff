/**
 * The build step that packages CPython 3.13's standard library ({@code Lib}) for Specializer:
 * fetch the pinned archive, check its checksum, compile each module ahead of time, write
 * {@code python313.zip}. Nothing here runs when a program runs.
 */
module org.specializer.stdlib {
    requires org.specializer.core;
}
