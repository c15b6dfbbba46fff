/**
 * The interpreter core: source to AST to bytecode, code objects and their inline caches,
 * backoff counters, quickening, specialization and deopt, the eval loop with the bodies of
 * every generic and specialized instruction, builtins and built-in modules, statistics.
 *
 * <p>It is handed its specializers (by the bootstrap module); it never looks for them.
 */
module org.specializer.core {
    requires transitive org.specializer.api;
    requires transitive org.specializer.spi;
    // JFR events for specialize, failure and deopt
    requires jdk.jfr;
    // tier 2 writes JVM classes
    requires org.objectweb.asm;
    // the collectors' times, read once a program collects (MemoryError for a thrashing heap)
    requires java.management;
    // sun.misc.Signal: a process ended by a signal's default action (Interpreter.endBySignal)
    requires jdk.unsupported;

    exports org.specializer.core;
    // The AST and SyntaxErrorException: for tools that parse without running.
    exports org.specializer.core.ast;
    // Specialization settings and statistics, for the launcher
    exports org.specializer.core.interp to org.specializer.bootstrap, org.specializer.tests,
            org.specializer.natives, org.specializer.testkit;
    // Argument parsing and helpers shared with the native modules
    exports org.specializer.core.modules to org.specializer.natives, org.specializer.tests,
            org.specializer.bootstrap;
    exports org.specializer.core.marshal to org.specializer.natives, org.specializer.tests;
    // The tokenizer, parser and compiler, for the modules that expose them to Python (_ast,
    // _tokenize, _symtable, _opcode)
    exports org.specializer.core.parser to org.specializer.natives, org.specializer.tests;
    exports org.specializer.core.compiler to org.specializer.natives, org.specializer.tests;

    // Python modules written in Java: the native modules module, plugins
    uses org.specializer.core.ModuleSet;
    // sys.stdin/stdout/stderr as the native modules' _io makes them
    uses org.specializer.core.StdioProvider;
}
