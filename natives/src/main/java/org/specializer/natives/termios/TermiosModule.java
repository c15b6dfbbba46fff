package org.specializer.natives.termios;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.interp.Gil;
import org.specializer.natives.CArgs;
import org.specializer.natives.ModuleErrors;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.FdTable;
import org.specializer.natives.posix.OpenFile;

/**
 * The {@code termios} module (CPython Modules/termios.c). A descriptor that is no terminal
 * gives {@code termios.error(25, 'Inappropriate ioctl for device')}, as the kernel's ENOTTY.
 * For a terminal (one of the process's own descriptors) the attributes are read and set with
 * the {@code stty} command on it, in {@code stty -g}'s form (the four flag words and the
 * control characters, in hex), which is what {@code tcgetattr} and {@code tcsetattr} carry;
 * the window size comes from {@code stty size}. Flushing, draining, flow control and breaks
 * on a terminal are accepted without effect.
 */
public final class TermiosModule {
    private TermiosModule() {}

    static final PyType ERROR = ModuleErrors.newException("termios.error", PyExc.Exception,
            null);

    private static final Object[][] CONSTANTS = {
        {"B0", 0L}, {"B1000000", 4104L}, {"B110", 3L}, {"B115200", 4098L}, {"B1152000", 4105L},
        {"B1200", 9L}, {"B134", 4L}, {"B150", 5L}, {"B1500000", 4106L}, {"B1800", 10L},
        {"B19200", 14L}, {"B200", 6L}, {"B2000000", 4107L}, {"B230400", 4099L}, {"B2400", 11L},
        {"B2500000", 4108L}, {"B300", 7L}, {"B3000000", 4109L}, {"B3500000", 4110L},
        {"B38400", 15L}, {"B4000000", 4111L}, {"B460800", 4100L}, {"B4800", 12L}, {"B50", 1L},
        {"B500000", 4101L}, {"B57600", 4097L}, {"B576000", 4102L}, {"B600", 8L}, {"B75", 2L},
        {"B921600", 4103L}, {"B9600", 13L}, {"BRKINT", 2L}, {"BS0", 0L}, {"BS1", 8192L},
        {"BSDLY", 8192L}, {"CBAUD", 4111L}, {"CBAUDEX", 4096L}, {"CDSUSP", 25L}, {"CEOF", 4L},
        {"CEOL", 0L}, {"CEOT", 4L}, {"CERASE", 127L}, {"CFLUSH", 15L}, {"CIBAUD", 269418496L},
        {"CINTR", 3L}, {"CKILL", 21L}, {"CLNEXT", 22L}, {"CLOCAL", 2048L}, {"CQUIT", 28L},
        {"CR0", 0L}, {"CR1", 512L}, {"CR2", 1024L}, {"CR3", 1536L}, {"CRDLY", 1536L},
        {"CREAD", 128L}, {"CRPRNT", 18L}, {"CRTSCTS", 2147483648L}, {"CS5", 0L}, {"CS6", 16L},
        {"CS7", 32L}, {"CS8", 48L}, {"CSIZE", 48L}, {"CSTART", 17L}, {"CSTOP", 19L},
        {"CSTOPB", 64L}, {"CSUSP", 26L}, {"CWERASE", 23L}, {"ECHO", 8L}, {"ECHOCTL", 512L},
        {"ECHOE", 16L}, {"ECHOK", 32L}, {"ECHOKE", 2048L}, {"ECHONL", 64L}, {"ECHOPRT", 1024L},
        {"EXTA", 14L}, {"EXTB", 15L}, {"EXTPROC", 65536L}, {"FF0", 0L}, {"FF1", 32768L},
        {"FFDLY", 32768L}, {"FIOASYNC", 21586L}, {"FIOCLEX", 21585L}, {"FIONBIO", 21537L},
        {"FIONCLEX", 21584L}, {"FIONREAD", 21531L}, {"FLUSHO", 4096L}, {"HUPCL", 1024L},
        {"ICANON", 2L}, {"ICRNL", 256L}, {"IEXTEN", 32768L}, {"IGNBRK", 1L}, {"IGNCR", 128L},
        {"IGNPAR", 4L}, {"IMAXBEL", 8192L}, {"INLCR", 64L}, {"INPCK", 16L},
        {"IOCSIZE_MASK", 1073676288L}, {"IOCSIZE_SHIFT", 16L}, {"ISIG", 1L}, {"ISTRIP", 32L},
        {"IUCLC", 512L}, {"IUTF8", 16384L}, {"IXANY", 2048L}, {"IXOFF", 4096L}, {"IXON", 1024L},
        {"NCC", 8L}, {"NCCS", 32L}, {"NL0", 0L}, {"NL1", 256L}, {"NLDLY", 256L}, {"NOFLSH", 128L},
        {"N_MOUSE", 2L}, {"N_PPP", 3L}, {"N_SLIP", 1L}, {"N_STRIP", 4L}, {"N_TTY", 0L},
        {"OCRNL", 8L}, {"OFDEL", 128L}, {"OFILL", 64L}, {"OLCUC", 2L}, {"ONLCR", 4L},
        {"ONLRET", 32L}, {"ONOCR", 16L}, {"OPOST", 1L}, {"PARENB", 256L}, {"PARMRK", 8L},
        {"PARODD", 512L}, {"PENDIN", 16384L}, {"TAB0", 0L}, {"TAB1", 2048L}, {"TAB2", 4096L},
        {"TAB3", 6144L}, {"TABDLY", 6144L}, {"TCFLSH", 21515L}, {"TCGETA", 21509L},
        {"TCGETS", 21505L}, {"TCIFLUSH", 0L}, {"TCIOFF", 2L}, {"TCIOFLUSH", 2L}, {"TCION", 3L},
        {"TCOFLUSH", 1L}, {"TCOOFF", 0L}, {"TCOON", 1L}, {"TCSADRAIN", 1L}, {"TCSAFLUSH", 2L},
        {"TCSANOW", 0L}, {"TCSBRK", 21513L}, {"TCSBRKP", 21541L}, {"TCSETA", 21510L},
        {"TCSETAF", 21512L}, {"TCSETAW", 21511L}, {"TCSETS", 21506L}, {"TCSETSF", 21508L},
        {"TCSETSW", 21507L}, {"TCXONC", 21514L}, {"TIOCCONS", 21533L}, {"TIOCEXCL", 21516L},
        {"TIOCGETD", 21540L}, {"TIOCGICOUNT", 21597L}, {"TIOCGLCKTRMIOS", 21590L},
        {"TIOCGPGRP", 21519L}, {"TIOCGSERIAL", 21534L}, {"TIOCGSOFTCAR", 21529L},
        {"TIOCGWINSZ", 21523L}, {"TIOCINQ", 21531L}, {"TIOCLINUX", 21532L}, {"TIOCMBIC", 21527L},
        {"TIOCMBIS", 21526L}, {"TIOCMGET", 21525L}, {"TIOCMIWAIT", 21596L}, {"TIOCMSET", 21528L},
        {"TIOCM_CAR", 64L}, {"TIOCM_CD", 64L}, {"TIOCM_CTS", 32L}, {"TIOCM_DSR", 256L},
        {"TIOCM_DTR", 2L}, {"TIOCM_LE", 1L}, {"TIOCM_RI", 128L}, {"TIOCM_RNG", 128L},
        {"TIOCM_RTS", 4L}, {"TIOCM_SR", 16L}, {"TIOCM_ST", 8L}, {"TIOCNOTTY", 21538L},
        {"TIOCNXCL", 21517L}, {"TIOCOUTQ", 21521L}, {"TIOCPKT", 21536L}, {"TIOCPKT_DATA", 0L},
        {"TIOCPKT_DOSTOP", 32L}, {"TIOCPKT_FLUSHREAD", 1L}, {"TIOCPKT_FLUSHWRITE", 2L},
        {"TIOCPKT_NOSTOP", 16L}, {"TIOCPKT_START", 8L}, {"TIOCPKT_STOP", 4L},
        {"TIOCSCTTY", 21518L}, {"TIOCSERCONFIG", 21587L}, {"TIOCSERGETLSR", 21593L},
        {"TIOCSERGETMULTI", 21594L}, {"TIOCSERGSTRUCT", 21592L}, {"TIOCSERGWILD", 21588L},
        {"TIOCSERSETMULTI", 21595L}, {"TIOCSERSWILD", 21589L}, {"TIOCSER_TEMT", 1L},
        {"TIOCSETD", 21539L}, {"TIOCSLCKTRMIOS", 21591L}, {"TIOCSPGRP", 21520L},
        {"TIOCSSERIAL", 21535L}, {"TIOCSSOFTCAR", 21530L}, {"TIOCSTI", 21522L},
        {"TIOCSWINSZ", 21524L}, {"TOSTOP", 256L}, {"VDISCARD", 13L}, {"VEOF", 4L}, {"VEOL", 11L},
        {"VEOL2", 16L}, {"VERASE", 2L}, {"VINTR", 0L}, {"VKILL", 3L}, {"VLNEXT", 15L},
        {"VMIN", 6L}, {"VQUIT", 1L}, {"VREPRINT", 12L}, {"VSTART", 8L}, {"VSTOP", 9L},
        {"VSUSP", 10L}, {"VSWTC", 7L}, {"VSWTCH", 7L}, {"VT0", 0L}, {"VT1", 16384L},
        {"VTDLY", 16384L}, {"VTIME", 5L}, {"VWERASE", 14L}, {"XCASE", 4L}, {"XTABS", 6144L},
        {"_POSIX_VDISABLE", 0L},
    };

    static final int NCCS = 32;
    static final int CBAUD = 4111;
    static final int ICANON = 2;
    static final int VTIME = 5;
    static final int VMIN = 6;

    public static PyModule create() {
        PyModule m = new PyModule("termios");
        m.put("__doc__", PyStr.of(DOC));
        m.put("error", ERROR);
        for (Object[] c : CONSTANTS) {
            m.put((String) c[0], PyInt.of((Long) c[1]));
        }
        m.def1("tcgetattr", (self, fd) -> tcgetattr(tty(fd)));
        m.def3("tcsetattr", (self, fd, when, attrs) -> {
            int f = fileno(fd);
            CArgs.cint(when);
            if (!(attrs instanceof PyList l) || l.size() != 7) {
                throw Py.typeError("tcsetattr, arg 3: must be 7 element list");
            }
            tcsetattr(tty(f), l);
            return Py.None;
        });
        m.def2("tcsendbreak", (self, fd, d) -> noop(fd, d));
        m.def1("tcdrain", (self, fd) -> noop(fd, PyInt.of(0)));
        m.def2("tcflush", (self, fd, q) -> noop(fd, q));
        m.def2("tcflow", (self, fd, a) -> noop(fd, a));
        m.def1("tcgetwinsize", (self, fd) -> {
            int[] size = parseSize(stty(tty(fd), "size"));
            return PyTuple.of(PyInt.of(size[0]), PyInt.of(size[1]));
        });
        m.def2("tcsetwinsize", (self, fd, ws) -> {
            OpenFile f = tty(fd);
            PyObject[] rc = Abstract.toArray(ws);
            if (rc.length != 2) {
                throw Py.typeError("tcsetwinsize, arg 2: must be a two-item sequence");
            }
            stty(f, "rows", Long.toString(Abstract.asIndex(rc[0])), "cols",
                    Long.toString(Abstract.asIndex(rc[1])));
            return Py.None;
        });
        return m;
    }

    private static PyObject noop(PyObject fd, PyObject arg) {
        tty(fd);
        CArgs.cint(arg);
        return Py.None;
    }

    private static int[] parseSize(String s) {
        String[] p = s.trim().split("\\s+");
        return new int[] {Integer.parseInt(p[0]), Integer.parseInt(p[1])};
    }

    static int fileno(PyObject o) {
        if (o instanceof PyInt) {
            return CArgs.cint(o);
        }
        PyObject m = o.lookupAttr(PyStr.intern("fileno"));
        if (m == null) {
            throw Py.typeError("argument must be an int, or have a fileno() method.");
        }
        return CArgs.cint(m.call(Py.NO_ARGS, Py.NO_KWNAMES));
    }

    private static OpenFile tty(PyObject fd) {
        return tty(fileno(fd));
    }

    /** The terminal behind {@code fd}; termios.error for anything else. */
    private static OpenFile tty(int fd) {
        OpenFile f = FdTable.lookup(fd);
        if (f == null) {
            throw error(ErrnoModule.EBADF);
        }
        if (!f.isatty()) {
            throw error(ErrnoModule.ENOTTY);
        }
        return f;
    }

    static PyException error(int errno) {
        PyObject e = ERROR.call(new PyObject[] {PyInt.of(errno),
            PyStr.of(ErrnoModule.strerror(errno))}, Py.NO_KWNAMES);
        return new PyException((org.specializer.api.PyBaseException) e);
    }

    /** Run {@code stty -F /proc/self/fd/N args...}: its output; termios.error on failure. */
    private static String stty(OpenFile f, String... args) {
        List<String> cmd = new ArrayList<>(List.of("stty", "-F", "/proc/self/fd/" + f.osFd));
        cmd.addAll(List.of(args));
        String out = Gil.blocking(() -> {
            try {
                Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
                String o = new String(p.getInputStream().readAllBytes());
                return p.waitFor() == 0 ? o : null;
            } catch (IOException e) {
                return null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        });
        if (out == null) {
            throw error(ErrnoModule.ENOTTY);
        }
        return out;
    }

    /** Compare CPython termios.c: {@code termios_tcgetattr_impl}. */
    static PyObject tcgetattr(OpenFile f) {
        String[] g = stty(f, "-g").trim().split(":");
        long[] flags = new long[4];
        for (int i = 0; i < 4; i++) {
            flags[i] = Long.parseLong(g[i], 16);
        }
        PyObject[] cc = new PyObject[NCCS];
        for (int i = 0; i < NCCS; i++) {
            int v = 4 + i < g.length ? Integer.parseInt(g[4 + i], 16) : 0;
            cc[i] = PyBytes.of(new byte[] {(byte) v});
        }
        if ((flags[3] & ICANON) == 0) {
            cc[VMIN] = PyInt.of(((PyBytes) cc[VMIN]).value[0] & 0xff);
            cc[VTIME] = PyInt.of(((PyBytes) cc[VTIME]).value[0] & 0xff);
        }
        long speed = flags[2] & CBAUD;
        return new PyList(new PyObject[] {PyInt.of(flags[0]), PyInt.of(flags[1]),
            PyInt.of(flags[2]), PyInt.of(flags[3]), PyInt.of(speed), PyInt.of(speed),
            new PyList(cc)});
    }

    /** Compare CPython termios.c: {@code termios_tcsetattr_impl}. */
    static void tcsetattr(OpenFile f, PyList attrs) {
        StringBuilder g = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            g.append(Long.toHexString(Abstract.asIndex(attrs.items[i]) & 0xffffffffL))
                    .append(':');
        }
        PyObject ccObj = attrs.items[6];
        if (!(ccObj instanceof PyList cc) || cc.size() != NCCS) {
            throw Py.typeError("tcsetattr: attributes[6] must be " + NCCS + " element list");
        }
        for (int i = 0; i < NCCS; i++) {
            PyObject v = cc.items[i];
            int b;
            if (v instanceof PyBytes pb && pb.value.length == 1) {
                b = pb.value[0] & 0xff;
            } else if (v instanceof PyInt) {
                b = (int) Abstract.asIndex(v) & 0xff;
            } else {
                throw Py.typeError("tcsetattr: elements of attributes must be characters or "
                        + "integers");
            }
            g.append(Integer.toHexString(b));
            if (i < NCCS - 1) {
                g.append(':');
            }
        }
        stty(f, g.toString());
    }

    private static final String DOC = """
            This module provides an interface to the Posix calls for tty I/O control.
            For a complete description of these calls, see the Posix or Unix manual
            pages. It is only available for those Unix versions that support Posix
            termios style tty I/O control.

            All functions in this module take a file descriptor fd as their first
            argument. This can be an integer file descriptor, such as returned by
            sys.stdin.fileno(), or a file object, such as sys.stdin itself.""";
}
