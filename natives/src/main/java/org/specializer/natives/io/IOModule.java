package org.specializer.natives.io;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.interp.Runtime;
import org.specializer.core.modules.Params;

/**
 * The {@code _io} module, as CPython's {@code Modules/_io/_iomodule.c}: the class hierarchy
 * (abstract bases in {@link IOBaseTypes}, then {@link PyFileIO}, {@link PyBuffered},
 * {@link PyBufferedRWPair}, {@link PyBytesIO}, {@link PyStringIO}, {@link PyTextIOWrapper},
 * {@link PyNewlineDecoder}), {@code open}, {@code open_code} and {@code text_encoding}. Lib's
 * {@code io.py} builds the public {@code io} module on top of it.
 *
 * <p>Files are descriptors of the {@link org.specializer.natives.posix.FdTable} that
 * {@code posix} also uses: {@code FileIO(os.open(...))} and {@code os.read(f.fileno(), n)}
 * work as in CPython.
 */
public final class IOModule {
    private IOModule() {}

    /** {@code io.DEFAULT_BUFFER_SIZE} in CPython 3.13. */
    public static final int DEFAULT_BUFFER_SIZE = 8192;

    public static PyModule create() {
        PyModule m = new PyModule("_io");
        m.put("DEFAULT_BUFFER_SIZE", PyInt.of(DEFAULT_BUFFER_SIZE));
        m.put("UnsupportedOperation", IOBaseTypes.UNSUPPORTED_OPERATION);
        m.put("BlockingIOError", PyExc.BlockingIOError);
        m.put("_IOBase", IOBaseTypes.IOBASE);
        m.put("_RawIOBase", IOBaseTypes.RAW_IOBASE);
        m.put("_BufferedIOBase", IOBaseTypes.BUFFERED_IOBASE);
        m.put("_TextIOBase", IOBaseTypes.TEXT_IOBASE);
        m.put("FileIO", PyFileIO.TYPE);
        m.put("BytesIO", PyBytesIO.TYPE);
        m.put("StringIO", PyStringIO.TYPE);
        m.put("BufferedReader", PyBuffered.READER);
        m.put("BufferedWriter", PyBuffered.WRITER);
        m.put("BufferedRandom", PyBuffered.RANDOM);
        m.put("BufferedRWPair", PyBufferedRWPair.TYPE);
        m.put("TextIOWrapper", PyTextIOWrapper.TYPE);
        m.put("IncrementalNewlineDecoder", PyNewlineDecoder.TYPE);
        m.defK("open", (self, args, kw) -> {
            PyObject[] a = OPEN.parse(args, kw);
            return open(a[0], modeArg(a[1]), a[2] == null ? -1 : Abstract.asIndex(a[2]), a[3],
                    a[4], a[5], a[6] == null || Abstract.isTrue(a[6]), a[7]);
        });
        m.defK("open_code", (self, args, kw) -> {
            PyObject path = OPEN_CODE.parse(args, kw)[0];
            if (!(path instanceof PyStr)) {
                throw Py.typeError("open_code() argument 'path' must be str, not "
                        + path.type.getName());
            }
            return openCode(path);
        });
        m.defN("text_encoding", 1, 2, (self, a) -> {
            if (a[0] != Py.None) {
                return a[0];
            }
            if (org.specializer.core.PyFlags.warnDefaultEncoding()) {
                // at the caller of the function that asked (stacklevel 2, CPython's default)
                warnDefaultEncoding(a.length > 1 ? Abstract.asInt(a[1]) : 2);
            }
            return PyStr.of(utf8Mode() ? "utf-8" : "locale");
        });
        return m;
    }

    private static final Params OPEN = new Params("open", new String[] {"file", "mode",
        "buffering", "encoding", "errors", "newline", "closefd", "opener"}, 0, 8, 1);
    private static final Params OPEN_CODE = new Params("open_code", new String[] {"path"}, 0, 1,
            1);

    private static String modeArg(PyObject m) {
        if (m == null) {
            return "r";
        }
        if (!(m instanceof PyStr s)) {
            throw Py.typeError("open() argument 'mode' must be str, not " + m.type.getName());
        }
        return s.value;
    }

    /** {@code sys.flags.utf8_mode}: what {@code encoding=None} means. */
    /** PEP 597's EncodingWarning, attributed {@code stacklevel} Python frames up. */
    static void warnDefaultEncoding(int stacklevel) {
        PyObject warn = Py.importModule("warnings").getAttr(PyStr.intern("warn"));
        Abstract.call(warn, PyStr.of("'encoding' argument not specified"),
                org.specializer.api.PyExc.EncodingWarning, PyInt.of(stacklevel));
    }

    static boolean utf8Mode() {
        try {
            PyObject flags = Runtime.sys().getAttr(PyStr.intern("flags"));
            return Abstract.isTrue(flags.getAttr(PyStr.intern("utf8_mode")));
        } catch (PyException | NullPointerException e) {
            return false;
        }
    }

    /** The encoding text files get by default: {@code locale.getencoding()} (UTF-8 mode: utf-8). */
    public static String localeEncoding() {
        return utf8Mode() ? "utf-8" : org.specializer.natives.locale.LocaleModule.codeset();
    }

    /** {@code io.open_code(path)}: how the import system reads source and bytecode files. */
    public static PyObject openCode(PyObject path) {
        return open(path, "rb", -1, Py.None, Py.None, Py.None, true, Py.None);
    }

    /** {@code open(...)}. Compare CPython _iomodule.c: _io_open_impl. */
    public static PyObject open(PyObject file, String mode, long buffering, PyObject encoding,
            PyObject errors, PyObject newline, boolean closefd, PyObject opener) {
        if (!(file instanceof PyInt) && !(file instanceof PyStr)
                && !(file instanceof org.specializer.api.PyBytes)
                && Abstract.indexOrNull(file) == null) {
            file = org.specializer.natives.posix.PosixModule.fspath(file);
        }
        boolean creating = false;
        boolean reading = false;
        boolean writing = false;
        boolean appending = false;
        boolean updating = false;
        boolean text = false;
        boolean binary = false;
        for (int i = 0; i < mode.length(); i++) {
            char c = mode.charAt(i);
            int k = "rwxa+tb".indexOf(c);
            if (k < 0 || mode.indexOf(c, i + 1) >= 0) {
                throw Py.valueError("invalid mode: '" + mode + "'");
            }
            switch (c) {
                case 'x':
                    creating = true;
                    break;
                case 'r':
                    reading = true;
                    break;
                case 'w':
                    writing = true;
                    break;
                case 'a':
                    appending = true;
                    break;
                case '+':
                    updating = true;
                    break;
                case 't':
                    text = true;
                    break;
                default:
                    binary = true;
                    break;
            }
        }
        StringBuilder rawmode = new StringBuilder();
        if (creating) {
            rawmode.append('x');
        }
        if (reading) {
            rawmode.append('r');
        }
        if (writing) {
            rawmode.append('w');
        }
        if (appending) {
            rawmode.append('a');
        }
        if (updating) {
            rawmode.append('+');
        }
        if (text && binary) {
            throw Py.valueError("can't have text and binary mode at once");
        }
        if ((creating ? 1 : 0) + (reading ? 1 : 0) + (writing ? 1 : 0) + (appending ? 1 : 0)
                > 1) {
            throw Py.valueError("must have exactly one of create/read/write/append mode");
        }
        if (binary && encoding != null && encoding != Py.None) {
            throw Py.valueError("binary mode doesn't take an encoding argument");
        }
        if (binary && errors != null && errors != Py.None) {
            throw Py.valueError("binary mode doesn't take an errors argument");
        }
        if (binary && newline != null && newline != Py.None) {
            throw Py.valueError("binary mode doesn't take a newline argument");
        }
        if (binary && buffering == 1) {
            Py.warn(org.specializer.api.PyExc.RuntimeWarning, "line buffering (buffering=1) "
                    + "isn't supported in binary mode, the default buffer size will be used");
        }
        PyFileIO raw = new PyFileIO(PyFileIO.TYPE);
        raw.init(file, rawmode.toString(), closefd, opener);
        PyObject result = raw;
        try {
            boolean lineBuffering = false;
            if (buffering == 1 || (buffering < 0 && raw.isatty())) {
                buffering = -1;
                lineBuffering = true;
            }
            if (buffering < 0) {
                buffering = raw.blksize > 1 ? raw.blksize : DEFAULT_BUFFER_SIZE;
            }
            if (buffering == 0) {
                if (binary) {
                    return result;
                }
                throw Py.valueError("can't have unbuffered text I/O");
            }
            PyType cls = updating ? PyBuffered.RANDOM
                    : creating || writing || appending ? PyBuffered.WRITER : PyBuffered.READER;
            PyBuffered buffer = new PyBuffered(cls);
            buffer.init(raw, buffering, cls != PyBuffered.WRITER, cls != PyBuffered.READER);
            result = buffer;
            if (binary) {
                return result;
            }
            PyTextIOWrapper wrapper = new PyTextIOWrapper(PyTextIOWrapper.TYPE);
            wrapper.init(buffer, encoding, errors, newline, lineBuffering, false);
            result = wrapper;
            wrapper.getDict().setItem(PyStr.intern("mode"), PyStr.of(mode));
            return result;
        } catch (PyException e) {
            try {
                Abstract.callMethod(result, IOBaseTypes.CLOSE);
            } catch (PyException inner) {
                // the first error is the one to report
            }
            throw e;
        }
    }
}
