package org.specializer.api;

/**
 * The builtin exception classes, in CPython's hierarchy. Each is a builtin type whose
 * instances are {@link PyBaseException}s.
 */
public final class PyExc {
    private PyExc() {}

    private static PyType make(String name, PyType base) {
        return PyType.builtin(name, PyBaseException.class, base, PyType.BASETYPE,
                t -> ExceptionMethods.defineFor(t));
    }

    public static final PyType BaseException = PyType.builtin("BaseException",
            PyBaseException.class, PyType.OBJECT, PyType.BASETYPE,
            ExceptionMethods::defineBaseException);
    public static final PyType BaseExceptionGroup = PyType.builtin("BaseExceptionGroup",
            PyBaseExceptionGroup.class, BaseException, PyType.BASETYPE,
            ExceptionGroupMethods::defineBaseExceptionGroup);
    public static final PyType GeneratorExit = make("GeneratorExit", BaseException);
    public static final PyType KeyboardInterrupt = make("KeyboardInterrupt", BaseException);
    public static final PyType SystemExit = make("SystemExit", BaseException);
    public static final PyType Exception = make("Exception", BaseException);
    public static final PyType ExceptionGroup = PyType.builtin("ExceptionGroup",
            PyBaseExceptionGroup.class, new PyType[] {BaseExceptionGroup, Exception},
            PyType.BASETYPE, null);

    public static final PyType ArithmeticError = make("ArithmeticError", Exception);
    public static final PyType FloatingPointError = make("FloatingPointError", ArithmeticError);
    public static final PyType OverflowError = make("OverflowError", ArithmeticError);
    public static final PyType ZeroDivisionError = make("ZeroDivisionError", ArithmeticError);
    public static final PyType AssertionError = make("AssertionError", Exception);
    public static final PyType AttributeError = make("AttributeError", Exception);
    public static final PyType BufferError = make("BufferError", Exception);
    public static final PyType EOFError = make("EOFError", Exception);
    public static final PyType ImportError = make("ImportError", Exception);
    public static final PyType ModuleNotFoundError = make("ModuleNotFoundError", ImportError);
    public static final PyType LookupError = make("LookupError", Exception);
    public static final PyType IndexError = make("IndexError", LookupError);
    public static final PyType KeyError = make("KeyError", LookupError);
    public static final PyType MemoryError = make("MemoryError", Exception);
    public static final PyType NameError = make("NameError", Exception);
    public static final PyType UnboundLocalError = make("UnboundLocalError", NameError);
    public static final PyType OSError = make("OSError", Exception);
    public static final PyType BlockingIOError = make("BlockingIOError", OSError);
    public static final PyType ChildProcessError = make("ChildProcessError", OSError);
    public static final PyType ConnectionError = make("ConnectionError", OSError);
    public static final PyType BrokenPipeError = make("BrokenPipeError", ConnectionError);
    public static final PyType ConnectionAbortedError = make("ConnectionAbortedError",
            ConnectionError);
    public static final PyType ConnectionRefusedError = make("ConnectionRefusedError",
            ConnectionError);
    public static final PyType ConnectionResetError = make("ConnectionResetError",
            ConnectionError);
    public static final PyType FileExistsError = make("FileExistsError", OSError);
    public static final PyType FileNotFoundError = make("FileNotFoundError", OSError);
    public static final PyType InterruptedError = make("InterruptedError", OSError);
    public static final PyType IsADirectoryError = make("IsADirectoryError", OSError);
    public static final PyType NotADirectoryError = make("NotADirectoryError", OSError);
    public static final PyType PermissionError = make("PermissionError", OSError);
    public static final PyType ProcessLookupError = make("ProcessLookupError", OSError);
    public static final PyType TimeoutError = make("TimeoutError", OSError);
    public static final PyType ReferenceError = make("ReferenceError", Exception);
    public static final PyType RuntimeError = make("RuntimeError", Exception);
    public static final PyType NotImplementedError = make("NotImplementedError", RuntimeError);
    public static final PyType PythonFinalizationError = make("PythonFinalizationError",
            RuntimeError);
    public static final PyType RecursionError = make("RecursionError", RuntimeError);
    public static final PyType StopAsyncIteration = make("StopAsyncIteration", Exception);
    public static final PyType StopIteration = make("StopIteration", Exception);
    public static final PyType SyntaxError = make("SyntaxError", Exception);
    public static final PyType IndentationError = make("IndentationError", SyntaxError);
    public static final PyType TabError = make("TabError", IndentationError);
    /** The codeop module's signal of an incomplete statement, a builtin of CPython 3.13. */
    public static final PyType IncompleteInputError = make("_IncompleteInputError",
            SyntaxError);
    public static final PyType SystemError = make("SystemError", Exception);
    public static final PyType TypeError = make("TypeError", Exception);
    public static final PyType ValueError = make("ValueError", Exception);
    public static final PyType UnicodeError = make("UnicodeError", ValueError);
    public static final PyType UnicodeDecodeError = make("UnicodeDecodeError", UnicodeError);
    public static final PyType UnicodeEncodeError = make("UnicodeEncodeError", UnicodeError);
    public static final PyType UnicodeTranslateError = make("UnicodeTranslateError", UnicodeError);
    public static final PyType Warning = make("Warning", Exception);
    public static final PyType BytesWarning = make("BytesWarning", Warning);
    public static final PyType DeprecationWarning = make("DeprecationWarning", Warning);
    public static final PyType EncodingWarning = make("EncodingWarning", Warning);
    public static final PyType FutureWarning = make("FutureWarning", Warning);
    public static final PyType ImportWarning = make("ImportWarning", Warning);
    public static final PyType PendingDeprecationWarning = make("PendingDeprecationWarning",
            Warning);
    public static final PyType ResourceWarning = make("ResourceWarning", Warning);
    public static final PyType RuntimeWarning = make("RuntimeWarning", Warning);
    public static final PyType SyntaxWarning = make("SyntaxWarning", Warning);
    public static final PyType UnicodeWarning = make("UnicodeWarning", Warning);
    public static final PyType UserWarning = make("UserWarning", Warning);

    /** Every builtin exception class, for the builtins module (aliases added there). */
    public static final PyType[] ALL = {
        BaseException, BaseExceptionGroup, GeneratorExit, KeyboardInterrupt, SystemExit,
        Exception, ArithmeticError, FloatingPointError, OverflowError, ZeroDivisionError,
        AssertionError, AttributeError, BufferError, EOFError, ImportError, ModuleNotFoundError,
        LookupError, IndexError, KeyError, MemoryError, NameError, UnboundLocalError, OSError,
        BlockingIOError, ChildProcessError, ConnectionError, BrokenPipeError,
        ConnectionAbortedError, ConnectionRefusedError, ConnectionResetError, FileExistsError,
        FileNotFoundError, InterruptedError, IsADirectoryError, NotADirectoryError,
        PermissionError, ProcessLookupError, TimeoutError, ReferenceError, RuntimeError,
        NotImplementedError, PythonFinalizationError, RecursionError, StopAsyncIteration,
        StopIteration, SyntaxError, IndentationError, TabError, IncompleteInputError,
        SystemError, TypeError,
        ValueError, UnicodeError, UnicodeDecodeError, UnicodeEncodeError,
        UnicodeTranslateError, Warning, BytesWarning, DeprecationWarning, EncodingWarning,
        FutureWarning, ImportWarning, PendingDeprecationWarning, ResourceWarning,
        RuntimeWarning, SyntaxWarning, UnicodeWarning, UserWarning, ExceptionGroup,
    };

    /** A new exception of {@code type} with one string argument. */
    public static PyBaseException create(PyType type, String message) {
        PyBaseException e = new PyBaseException(type, PyTuple.of(PyStr.of(message)));
        ExceptionMethods.initAttributes(e);
        return e;
    }

    /** A new exception of {@code type} with the given arguments. */
    public static PyBaseException create(PyType type, PyObject... args) {
        PyBaseException e = new PyBaseException(type, PyTuple.of(args));
        ExceptionMethods.initAttributes(e);
        return e;
    }
}
