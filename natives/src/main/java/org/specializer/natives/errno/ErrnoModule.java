package org.specializer.natives.errno;

import java.util.HashMap;
import java.util.Map;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyStr;

/**
 * The {@code errno} module: Linux's error numbers under their names, and {@code errorcode}
 * (number to name; where two names share a number, the one CPython's module adds last wins,
 * as in CPython: {@code EAGAIN}, {@code EDEADLOCK}, {@code ENOTSUP}). Also the table of
 * glibc's messages that {@code os.strerror} and every OSError raised by the native modules use.
 */
public final class ErrnoModule {
    private ErrnoModule() {}

    // name, number, message: in the order CPython's errnomodule.c adds them
    private static final String[][] TABLE = {
        {"ENODEV", "19", "No such device"},
        {"ENOCSI", "50", "No CSI structure available"},
        {"EHOSTUNREACH", "113", "No route to host"},
        {"ENOMSG", "42", "No message of desired type"},
        {"EUCLEAN", "117", "Structure needs cleaning"},
        {"EL2NSYNC", "45", "Level 2 not synchronized"},
        {"EL2HLT", "51", "Level 2 halted"},
        {"ENODATA", "61", "No data available"},
        {"ENOTBLK", "15", "Block device required"},
        {"ENOSYS", "38", "Function not implemented"},
        {"EPIPE", "32", "Broken pipe"},
        {"EINVAL", "22", "Invalid argument"},
        {"EOVERFLOW", "75", "Value too large for defined data type"},
        {"EADV", "68", "Advertise error"},
        {"EINTR", "4", "Interrupted system call"},
        {"EUSERS", "87", "Too many users"},
        {"ENOTEMPTY", "39", "Directory not empty"},
        {"ENOBUFS", "105", "No buffer space available"},
        {"EPROTO", "71", "Protocol error"},
        {"EREMOTE", "66", "Object is remote"},
        {"ENAVAIL", "119", "No XENIX semaphores available"},
        {"ECHILD", "10", "No child processes"},
        {"ELOOP", "40", "Too many levels of symbolic links"},
        {"EXDEV", "18", "Invalid cross-device link"},
        {"E2BIG", "7", "Argument list too long"},
        {"ESRCH", "3", "No such process"},
        {"EMSGSIZE", "90", "Message too long"},
        {"EAFNOSUPPORT", "97", "Address family not supported by protocol"},
        {"EBADR", "53", "Invalid request descriptor"},
        {"EHOSTDOWN", "112", "Host is down"},
        {"EPFNOSUPPORT", "96", "Protocol family not supported"},
        {"ENOPROTOOPT", "92", "Protocol not available"},
        {"EBUSY", "16", "Device or resource busy"},
        {"EWOULDBLOCK", "11", "Resource temporarily unavailable"},
        {"EBADFD", "77", "File descriptor in bad state"},
        {"EDOTDOT", "73", "RFS specific error"},
        {"EISCONN", "106", "Transport endpoint is already connected"},
        {"ENOANO", "55", "No anode"},
        {"ESHUTDOWN", "108", "Cannot send after transport endpoint shutdown"},
        {"ECHRNG", "44", "Channel number out of range"},
        {"ELIBBAD", "80", "Accessing a corrupted shared library"},
        {"ENONET", "64", "Machine is not on the network"},
        {"EBADE", "52", "Invalid exchange"},
        {"EBADF", "9", "Bad file descriptor"},
        {"EMULTIHOP", "72", "Multihop attempted"},
        {"EIO", "5", "Input/output error"},
        {"EUNATCH", "49", "Protocol driver not attached"},
        {"EPROTOTYPE", "91", "Protocol wrong type for socket"},
        {"ENOSPC", "28", "No space left on device"},
        {"ENOEXEC", "8", "Exec format error"},
        {"EALREADY", "114", "Operation already in progress"},
        {"ENETDOWN", "100", "Network is down"},
        {"ENOTNAM", "118", "Not a XENIX named type file"},
        {"EACCES", "13", "Permission denied"},
        {"ELNRNG", "48", "Link number out of range"},
        {"EILSEQ", "84", "Invalid or incomplete multibyte or wide character"},
        {"ENOTDIR", "20", "Not a directory"},
        {"ENOTUNIQ", "76", "Name not unique on network"},
        {"EPERM", "1", "Operation not permitted"},
        {"EDOM", "33", "Numerical argument out of domain"},
        {"EXFULL", "54", "Exchange full"},
        {"ECONNREFUSED", "111", "Connection refused"},
        {"EISDIR", "21", "Is a directory"},
        {"EPROTONOSUPPORT", "93", "Protocol not supported"},
        {"EROFS", "30", "Read-only file system"},
        {"EADDRNOTAVAIL", "99", "Cannot assign requested address"},
        {"EIDRM", "43", "Identifier removed"},
        {"ECOMM", "70", "Communication error on send"},
        {"ESRMNT", "69", "Srmount error"},
        {"EREMOTEIO", "121", "Remote I/O error"},
        {"EL3RST", "47", "Level 3 reset"},
        {"EBADMSG", "74", "Bad message"},
        {"ENFILE", "23", "Too many open files in system"},
        {"ELIBMAX", "82", "Attempting to link in too many shared libraries"},
        {"ESPIPE", "29", "Illegal seek"},
        {"ENOLINK", "67", "Link has been severed"},
        {"ENETRESET", "102", "Network dropped connection on reset"},
        {"ETIMEDOUT", "110", "Connection timed out"},
        {"ENOENT", "2", "No such file or directory"},
        {"EEXIST", "17", "File exists"},
        {"EDQUOT", "122", "Disk quota exceeded"},
        {"ENOSTR", "60", "Device not a stream"},
        {"EBADSLT", "57", "Invalid slot"},
        {"EBADRQC", "56", "Invalid request code"},
        {"ELIBACC", "79", "Can not access a needed shared library"},
        {"EFAULT", "14", "Bad address"},
        {"EFBIG", "27", "File too large"},
        {"EDEADLK", "35", "Resource deadlock avoided"},
        {"ENOTCONN", "107", "Transport endpoint is not connected"},
        {"EDESTADDRREQ", "89", "Destination address required"},
        {"ELIBSCN", "81", ".lib section in a.out corrupted"},
        {"ENOLCK", "37", "No locks available"},
        {"EISNAM", "120", "Is a named type file"},
        {"ECONNABORTED", "103", "Software caused connection abort"},
        {"ENETUNREACH", "101", "Network is unreachable"},
        {"ESTALE", "116", "Stale file handle"},
        {"ENOSR", "63", "Out of streams resources"},
        {"ENOMEM", "12", "Cannot allocate memory"},
        {"ENOTSOCK", "88", "Socket operation on non-socket"},
        {"ESTRPIPE", "86", "Streams pipe error"},
        {"EMLINK", "31", "Too many links"},
        {"ERANGE", "34", "Numerical result out of range"},
        {"ELIBEXEC", "83", "Cannot exec a shared library directly"},
        {"EL3HLT", "46", "Level 3 halted"},
        {"ECONNRESET", "104", "Connection reset by peer"},
        {"EADDRINUSE", "98", "Address already in use"},
        {"EOPNOTSUPP", "95", "Operation not supported"},
        {"EREMCHG", "78", "Remote address changed"},
        {"EAGAIN", "11", "Resource temporarily unavailable"},
        {"ENAMETOOLONG", "36", "File name too long"},
        {"ENOTTY", "25", "Inappropriate ioctl for device"},
        {"ERESTART", "85", "Interrupted system call should be restarted"},
        {"ESOCKTNOSUPPORT", "94", "Socket type not supported"},
        {"ETIME", "62", "Timer expired"},
        {"EBFONT", "59", "Bad font file format"},
        {"EDEADLOCK", "35", "Resource deadlock avoided"},
        {"ETOOMANYREFS", "109", "Too many references: cannot splice"},
        {"EMFILE", "24", "Too many open files"},
        {"ETXTBSY", "26", "Text file busy"},
        {"EINPROGRESS", "115", "Operation now in progress"},
        {"ENXIO", "6", "No such device or address"},
        {"ENOPKG", "65", "Package not installed"},
        {"ENOMEDIUM", "123", "No medium found"},
        {"EMEDIUMTYPE", "124", "Wrong medium type"},
        {"ECANCELED", "125", "Operation canceled"},
        {"ENOKEY", "126", "Required key not available"},
        {"EKEYEXPIRED", "127", "Key has expired"},
        {"EKEYREVOKED", "128", "Key has been revoked"},
        {"EKEYREJECTED", "129", "Key was rejected by service"},
        {"EOWNERDEAD", "130", "Owner died"},
        {"ENOTRECOVERABLE", "131", "State not recoverable"},
        {"ERFKILL", "132", "Operation not possible due to RF-kill"},
        {"ENOTSUP", "95", "Operation not supported"},
    };

    private static final Map<Integer, String> MESSAGES = new HashMap<>();
    private static final Map<String, Integer> BY_MESSAGE = new HashMap<>();

    static {
        for (String[] e : TABLE) {
            int code = Integer.parseInt(e[1]);
            MESSAGES.putIfAbsent(code, e[2]);
            BY_MESSAGE.putIfAbsent(e[2], code);
        }
    }

    // The numbers the native modules raise most.
    public static final int EPERM = 1;
    public static final int ENOENT = 2;
    public static final int ESRCH = 3;
    public static final int EINTR = 4;
    public static final int EIO = 5;
    public static final int EBADF = 9;
    public static final int ECHILD = 10;
    public static final int EAGAIN = 11;
    public static final int ENOMEM = 12;
    public static final int EACCES = 13;
    public static final int EBUSY = 16;
    public static final int EEXIST = 17;
    public static final int EXDEV = 18;
    public static final int ENOTDIR = 20;
    public static final int EISDIR = 21;
    public static final int EINVAL = 22;
    public static final int EMFILE = 24;
    public static final int ENOTTY = 25;
    public static final int ENOSPC = 28;
    public static final int ESPIPE = 29;
    public static final int EROFS = 30;
    public static final int EPIPE = 32;
    public static final int ERANGE = 34;
    public static final int ENAMETOOLONG = 36;
    public static final int ENOSYS = 38;
    public static final int ENOTEMPTY = 39;
    public static final int ELOOP = 40;
    public static final int ENOTSUP = 95;

    /** {@code strerror(code)}: glibc's message ("Unknown error N" for others). */
    public static String strerror(int code) {
        if (code == 0) {
            return "Success";
        }
        String m = MESSAGES.get(code);
        return m != null ? m : "Unknown error " + code;
    }

    /**
     * The error number whose message {@code text} starts with (Java's file system exceptions
     * carry strerror's text as their reason), or -1.
     */
    public static int fromMessage(String text) {
        if (text == null) {
            return -1;
        }
        Integer exact = BY_MESSAGE.get(text);
        if (exact != null) {
            return exact;
        }
        for (String[] e : TABLE) {
            if (text.startsWith(e[2])) {
                return Integer.parseInt(e[1]);
            }
        }
        return -1;
    }

    public static PyModule create() {
        PyModule m = new PyModule("errno");
        PyDict errorcode = new PyDict();
        m.put("errorcode", errorcode);
        for (String[] e : TABLE) {
            PyInt code = PyInt.of(Integer.parseInt(e[1]));
            m.put(e[0], code);
            errorcode.setItem(code, PyStr.intern(e[0]));
        }
        return m;
    }
}
