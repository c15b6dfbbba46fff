/**
 * The CALL family: calls of Python functions and bound methods (exact-argument frames guarded
 * by the function version, or general binding), builtin functions and method descriptors by
 * their Java shape, {@code len}, {@code isinstance}, {@code list.append}, {@code type(x)},
 * {@code str(x)}, {@code tuple(x)}, builtin classes, and instantiation of classes with a
 * simple Python {@code __init__}, as CPython 3.13 does.
 */
module org.specializer.family.call {
    requires org.specializer.spi;

    exports org.specializer.family.call;

    provides org.specializer.spi.Specializer
            with org.specializer.family.call.CallSpecializer;
}
