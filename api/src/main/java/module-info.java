/**
 * The Python object model: {@code PyObject} and {@code PyType} with MRO and version tags, the
 * builtin types (int, float, str, bytes, bytearray, memoryview, list, tuple, dict, set, ...),
 * functions, descriptors, exceptions, dict keys versions, the inline values of instances, and
 * the buffer protocol that Java implementations of C modules consume and export (see the
 * package documentation).
 *
 * <p>Depends on nothing. Families read shapes from here (type versions, instance layouts,
 * descriptor kinds); core executes against it.
 */
module org.specializer.api {
    // The object model is one package: its classes cooperate through package-private state.
    exports org.specializer.api;
}
