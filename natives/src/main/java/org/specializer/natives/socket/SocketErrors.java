package org.specializer.natives.socket;

import java.io.IOException;
import java.net.BindException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.PortUnreachableException;
import java.net.SocketTimeoutException;
import java.nio.channels.AlreadyBoundException;
import java.nio.channels.AlreadyConnectedException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ConnectionPendingException;
import java.nio.channels.NoConnectionPendingException;
import java.nio.channels.NotYetBoundException;
import java.nio.channels.NotYetConnectedException;
import java.nio.channels.UnresolvedAddressException;
import java.nio.channels.UnsupportedAddressTypeException;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.OSErrors;

/**
 * The errors of {@code _socket}: OSErrors with the error number the system call would have set
 * (Java's exceptions mapped back to it), {@code socket.gaierror} with getaddrinfo's codes and
 * glibc's {@code gai_strerror} texts, {@code socket.herror}, and TimeoutError("timed out").
 */
final class SocketErrors {
    private SocketErrors() {}

    static final int EAGAIN = 11;
    static final int EINVAL = 22;
    static final int EPIPE = 32;
    static final int ENOTSOCK = 88;
    static final int EDESTADDRREQ = 89;
    static final int EMSGSIZE = 90;
    static final int ENOPROTOOPT = 92;
    static final int EPROTONOSUPPORT = 93;
    static final int ESOCKTNOSUPPORT = 94;
    static final int EOPNOTSUPP = 95;
    static final int EAFNOSUPPORT = 97;
    static final int EADDRINUSE = 98;
    static final int EADDRNOTAVAIL = 99;
    static final int ENETUNREACH = 101;
    static final int ECONNABORTED = 103;
    static final int ECONNRESET = 104;
    static final int EISCONN = 106;
    static final int ENOTCONN = 107;
    static final int ETIMEDOUT = 110;
    static final int ECONNREFUSED = 111;
    static final int EHOSTUNREACH = 113;
    static final int EALREADY = 114;
    static final int EINPROGRESS = 115;

    static final int EAI_BADFLAGS = -1;
    static final int EAI_NONAME = -2;
    static final int EAI_AGAIN = -3;
    static final int EAI_FAIL = -4;
    static final int EAI_NODATA = -5;
    static final int EAI_FAMILY = -6;
    static final int EAI_SOCKTYPE = -7;
    static final int EAI_SERVICE = -8;
    static final int EAI_ADDRFAMILY = -9;

    /** {@code socket.herror}. */
    static final PyType HERROR = exceptionType("herror");
    /** {@code socket.gaierror}. */
    static final PyType GAIERROR = exceptionType("gaierror");

    /** Compare CPython errors.c: PyErr_NewException("socket.NAME", PyExc_OSError, NULL). */
    private static PyType exceptionType(String name) {
        PyDict ns = new PyDict();
        ns.setItem(PyStr.intern("__module__"), PyStr.intern("socket"));
        return TypeFactory.newType(PyType.TYPE, name, new PyObject[] {PyExc.OSError}, ns,
                Py.NO_KWNAMES, Py.NO_ARGS);
    }

    /** OSError for {@code errno}. */
    static PyException of(int errno) {
        return OSErrors.of(errno);
    }

    /** TimeoutError("timed out"), CPython's socket timeout. */
    static PyException timeout() {
        return Py.error(PyExc.TimeoutError, "timed out");
    }

    /** {@code gai_strerror(code)} as glibc words it. */
    static String gaiMessage(int code) {
        switch (code) {
            case EAI_BADFLAGS:
                return "Bad value for ai_flags";
            case EAI_NONAME:
                return "Name or service not known";
            case EAI_AGAIN:
                return "Temporary failure in name resolution";
            case EAI_FAIL:
                return "Non-recoverable failure in name resolution";
            case EAI_NODATA:
                return "No address associated with hostname";
            case EAI_FAMILY:
                return "ai_family not supported";
            case EAI_SOCKTYPE:
                return "ai_socktype not supported";
            case EAI_SERVICE:
                return "Servname not supported for ai_socktype";
            case EAI_ADDRFAMILY:
                return "Address family for hostname not supported";
            default:
                return "Unknown error";
        }
    }

    /** {@code socket.gaierror(code, gai_strerror(code))}. */
    static PyException gai(int code) {
        return raise(GAIERROR, code, gaiMessage(code));
    }

    /** {@code socket.herror(code, hstrerror(code))}. */
    static PyException herror(int code) {
        String msg = switch (code) {
            case 1 -> "Unknown host";
            case 2 -> "Host name lookup failure";
            case 3 -> "Unknown server error";
            case 4 -> "No address associated with name";
            default -> "Resolver internal error";
        };
        return raise(HERROR, code, msg);
    }

    private static PyException raise(PyType type, int code, String msg) {
        PyObject e = type.call(new PyObject[] {PyInt.of(code), PyStr.of(msg)}, Py.NO_KWNAMES);
        return new PyException((PyBaseException) e);
    }

    /** The OSError for a Java failure of a socket operation. */
    static PyException of(IOException e) {
        return of(errno(e));
    }

    /** The error number behind a Java socket exception. */
    static int errno(Throwable e) {
        if (e instanceof ClosedChannelException) {
            return ErrnoModule.EBADF;
        }
        if (e instanceof PortUnreachableException) {
            return ECONNREFUSED;
        }
        if (e instanceof SocketTimeoutException) {
            return ETIMEDOUT;
        }
        if (e instanceof NotYetConnectedException) {
            return ENOTCONN;
        }
        if (e instanceof AlreadyConnectedException) {
            return EISCONN;
        }
        if (e instanceof ConnectionPendingException) {
            return EALREADY;
        }
        if (e instanceof NoConnectionPendingException || e instanceof NotYetBoundException
                || e instanceof AlreadyBoundException) {
            return EINVAL;
        }
        if (e instanceof UnsupportedAddressTypeException
                || e instanceof UnresolvedAddressException) {
            return EAFNOSUPPORT;
        }
        if (e instanceof UnsupportedOperationException) {
            return EOPNOTSUPP;
        }
        String text = e.getMessage();
        if (text != null) {
            // the JDK's own wordings, where it does not pass strerror's on
            switch (text) {
                case "Connection reset":
                    return ECONNRESET;
                case "Socket closed":
                case "Socket is closed":
                    return ErrnoModule.EBADF;
                default:
                    break;
            }
            int errno = ErrnoModule.fromMessage(text);
            if (errno > 0) {
                return errno;
            }
        }
        if (e instanceof ConnectException) {
            return ECONNREFUSED;
        }
        if (e instanceof BindException) {
            return EADDRINUSE;
        }
        if (e instanceof NoRouteToHostException) {
            return EHOSTUNREACH;
        }
        return ErrnoModule.EIO;
    }

    /** Is {@code e} one of the unchecked exceptions java.nio's channels throw for misuse? */
    static boolean isChannelMisuse(RuntimeException e) {
        return !(e instanceof PyException) && (e instanceof IllegalStateException
                || e instanceof IllegalArgumentException
                || e instanceof UnsupportedOperationException);
    }
}
