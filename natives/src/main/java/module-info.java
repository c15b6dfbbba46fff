/**
 * The native modules: Java implementations of the modules CPython writes in C, under
 * CPython's names, one package per Python module ({@code org.specializer.natives.zlib} is
 * {@code zlib}, {@code org.specializer.natives.io} is {@code _io}, ...). The pure-Python rest
 * of the standard library is CPython's own Lib, imported from its archive.
 *
 * <p>Core finds these modules with {@code ServiceLoader} through
 * {@link org.specializer.core.ModuleSet}; {@link org.specializer.natives.NativeModules} lists
 * them. A module is created the first time it is imported.
 */
module org.specializer.natives {
    requires org.specializer.core;
    // sun.misc.Signal: SIGINT becomes KeyboardInterrupt
    requires jdk.unsupported;

    provides org.specializer.core.ModuleSet with org.specializer.natives.NativeModules;
    provides org.specializer.core.StdioProvider with org.specializer.natives.io.Stdio;
}
