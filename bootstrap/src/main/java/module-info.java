/**
 * The launcher: the command line, family discovery (module path and plugin folders), family
 * selection, statistics and disassembly output, and the embedding entry point. The one module
 * that declares {@code uses} for specializers.
 */
module org.specializer.bootstrap {
    requires org.specializer.core;
    requires info.picocli;
    // UpgradeJar, a build step, rewrites old class files with it
    requires org.objectweb.asm;

    // Family discovery: specializers on the module path and in plugin folders
    uses org.specializer.spi.Specializer;

    // picocli reads the command classes reflectively
    opens org.specializer.bootstrap to info.picocli;

    exports org.specializer.bootstrap;
}
