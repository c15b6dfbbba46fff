package org.specializer.spi;

import org.specializer.api.PyGenerator;
import org.specializer.api.PyListIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyRangeIterator;
import org.specializer.api.PyTupleIterator;
import org.specializer.api.PyType;

/**
 * Why FOR_ITER or SEND stays generic: CPython 3.13's {@code SPEC_FAIL_ITER_*} kinds, which name
 * the kind of iterator met. Both families use them (as in CPython's specialize.c), so they live
 * here beside {@link CommonFailure} rather than in either family's module.
 */
public enum IterFailure implements FailureKind {
    GENERATOR(10),
    COROUTINE(11),
    ASYNC_GENERATOR(12),
    LIST(13),
    TUPLE(14),
    SET(15),
    STRING(16),
    BYTES(17),
    RANGE(18),
    ITERTOOLS(19),
    DICT_KEYS(20),
    DICT_ITEMS(21),
    DICT_VALUES(22),
    ENUMERATE(23),
    MAP(24),
    ZIP(25),
    SEQ_ITER(26),
    REVERSED_LIST(27),
    CALLABLE(28),
    ASCII_STRING(29),
    ASYNC_GENERATOR_SEND(30);

    private final int code;

    IterFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }

    /**
     * The kind of {@code iter}, by its exact type (builtin iterator types by name, as CPython
     * names them). Compare CPython specialize.c: {@code _PySpecialization_ClassifyIterator}.
     */
    public static FailureKind classify(PyObject iter) {
        PyType t = iter.type;
        if (t == PyGenerator.TYPE) {
            return GENERATOR;
        }
        if (t == PyGenerator.COROUTINE_TYPE) {
            return COROUTINE;
        }
        Class<?> c = iter.getClass();
        if (c == PyListIterator.class) {
            return LIST;
        }
        if (c == PyTupleIterator.class) {
            return TUPLE;
        }
        if (c == PyRangeIterator.class) {
            return RANGE;
        }
        if (t.isHeapType()) {
            return CommonFailure.OTHER;
        }
        if ("itertools".equals(t.getModuleName())) {
            return ITERTOOLS;
        }
        switch (t.getName()) {
            case "async_generator": return ASYNC_GENERATOR;
            case "async_generator_asend": return ASYNC_GENERATOR_SEND;
            case "dict_keyiterator": return DICT_KEYS;
            case "dict_valueiterator": return DICT_VALUES;
            case "dict_itemiterator": return DICT_ITEMS;
            case "set_iterator": return SET;
            case "str_iterator": return STRING;
            case "str_ascii_iterator": return ASCII_STRING;
            case "bytes_iterator": return BYTES;
            case "enumerate": return ENUMERATE;
            case "map": return MAP;
            case "zip": return ZIP;
            case "iterator": return SEQ_ITER;
            case "list_reverseiterator": return REVERSED_LIST;
            case "callable_iterator": return CALLABLE;
            default: return CommonFailure.OTHER;
        }
    }
}
