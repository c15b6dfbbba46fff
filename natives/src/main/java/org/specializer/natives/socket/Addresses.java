package org.specializer.natives.socket;

import static org.specializer.natives.socket.SocketConstants.AF_INET;
import static org.specializer.natives.socket.SocketConstants.AF_INET6;
import static org.specializer.natives.socket.SocketConstants.AF_UNIX;
import static org.specializer.natives.socket.SocketConstants.AF_UNSPEC;

import java.net.IDN;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnixDomainSocketAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.specializer.api.Abstract;
import org.specializer.api.Buffers;
import org.specializer.api.Py;
import org.specializer.api.PyByteArray;
import org.specializer.api.PyBytes;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.natives.posix.PathArg;

/**
 * Socket addresses between Python and Java: the tuples and strings Python passes
 * ({@code ('127.0.0.1', 80)}, {@code ('::1', 80, 0, 0)}, a path for AF_UNIX) to
 * {@link SocketAddress}es, and back; and the textual forms of IP addresses
 * ({@code inet_aton}, {@code inet_pton}, {@code inet_ntop}) as glibc reads and writes them.
 */
final class Addresses {
    private Addresses() {}

    /** Linux's {@code sizeof(sun_path)}. */
    private static final int UNIX_PATH_MAX = 108;

    // ------------------------------------------------------------------ Python to Java

    /**
     * The address {@code addr} names for a socket of {@code family}; {@code caller} names the
     * method in messages. Compare CPython socketmodule.c: getsockaddrarg.
     */
    static SocketAddress parse(int family, PyObject addr, String caller) {
        switch (family) {
            case AF_INET: {
                if (!(addr instanceof PyTuple t)) {
                    throw Py.typeError(caller + "(): AF_INET address must be tuple, not "
                            + addr.type.getName());
                }
                if (t.items.length != 2) {
                    throw Py.typeError("AF_INET address must be a pair (host, port)");
                }
                String host = idna(t.items[0]);
                int port = port(t.items[1], caller);
                return new InetSocketAddress(setipaddr(host, AF_INET), port);
            }
            case AF_INET6: {
                if (!(addr instanceof PyTuple t)) {
                    throw Py.typeError(caller + "(): AF_INET6 address must be tuple, not "
                            + addr.type.getName());
                }
                int n = t.items.length;
                if (n < 2 || n > 4) {
                    throw Py.typeError("AF_INET6 address must be a tuple (host, port[, flowinfo"
                            + "[, scopeid]])");
                }
                String host = idna(t.items[0]);
                int port = port(t.items[1], caller);
                long flowinfo = n > 2 ? unsigned(t.items[2]) : 0;
                long scope = n > 3 ? unsigned(t.items[3]) : 0;
                if (flowinfo > 0xfffff) {
                    throw Py.overflowError(caller + "(): flowinfo must be 0-1048575.");
                }
                InetAddress a = setipaddr(host, AF_INET6);
                if (scope != 0 && a instanceof Inet6Address) {
                    try {
                        a = Inet6Address.getByAddress(null, a.getAddress(), (int) scope);
                    } catch (UnknownHostException e) {
                        throw SocketErrors.gai(SocketErrors.EAI_NONAME);
                    }
                }
                return new InetSocketAddress(a, port);
            }
            case AF_UNIX: {
                byte[] path;
                if (addr instanceof PyStr s) {
                    path = PathArg.fsencode(s.value);
                } else {
                    path = Buffers.toBytes(addr);
                }
                if (path.length > UNIX_PATH_MAX) {
                    throw Py.error(PyExc.OSError, "AF_UNIX path too long");
                }
                if (path.length > 0 && path[0] == 0) {
                    // Linux's abstract namespace: the JDK has no way to it
                    throw SocketErrors.of(SocketErrors.EOPNOTSUPP);
                }
                try {
                    return UnixDomainSocketAddress.of(Path.of(PathArg.fsdecode(path)));
                } catch (InvalidPathException e) {
                    throw SocketErrors.of(SocketErrors.EINVAL);
                }
            }
            default:
                throw Py.error(PyExc.OSError, caller + "(): bad family");
        }
    }

    /** A port argument: 0 to 65535. */
    private static int port(PyObject o, String caller) {
        long v;
        try {
            v = Abstract.asInt(o);
        } catch (PyException e) {
            if (e.matches(PyExc.OverflowError)) {
                throw Py.overflowError(caller + "(): port must be 0-65535.");
            }
            throw e;
        }
        if (v < 0 || v > 0xffff) {
            throw Py.overflowError(caller + "(): port must be 0-65535.");
        }
        return (int) v;
    }

    /** An unsigned int argument ({@code I} format: no overflow check beyond 32 bits). */
    private static long unsigned(PyObject o) {
        return Abstract.asIndex(o) & 0xffffffffL;
    }

    /**
     * A host name argument: str (IDNA-encoded when not ASCII), bytes or bytearray. Compare
     * CPython socketmodule.c: idna_converter.
     */
    static String idna(PyObject o) {
        if (o instanceof PyStr s) {
            String v = s.value;
            for (int i = 0; i < v.length(); i++) {
                if (v.charAt(i) > 0x7f) {
                    try {
                        return IDN.toASCII(v, IDN.ALLOW_UNASSIGNED);
                    } catch (IllegalArgumentException e) {
                        throw Py.error(PyExc.UnicodeError, "encoding with 'idna' codec failed");
                    }
                }
            }
            return v;
        }
        if (o instanceof PyBytes || o instanceof PyByteArray) {
            return new String(Buffers.toBytes(o), StandardCharsets.ISO_8859_1);
        }
        throw Py.typeError("str, bytes or bytearray expected, not " + o.type.getName());
    }

    /**
     * The IP address {@code name} stands for, for a socket of {@code family}: the wildcard for
     * '', the broadcast address for '&lt;broadcast&gt;', a numeric address as it is, else the
     * first address the resolver gives. Compare CPython socketmodule.c: setipaddr.
     */
    static InetAddress setipaddr(String name, int family) {
        if (name.isEmpty()) {
            return family == AF_INET6 ? any6() : any4();
        }
        if (name.equals("<broadcast>") || name.equals("255.255.255.255")) {
            if (family != AF_INET && family != AF_UNSPEC) {
                throw Py.error(PyExc.OSError, "address family mismatched");
            }
            return byAddress(new byte[] {-1, -1, -1, -1});
        }
        if (family == AF_INET || family == AF_UNSPEC) {
            byte[] b = pton4(name);
            if (b != null) {
                return byAddress(b);
            }
        }
        if (family == AF_INET6 || family == AF_UNSPEC) {
            byte[] b = pton6(name);
            if (b != null) {
                return byAddress(b);
            }
        }
        InetAddress n = Resolver.numeric(name, family);
        if (n != null) {
            return n;
        }
        return Resolver.lookup(name, family, 0)[0];
    }

    static InetAddress any4() {
        return byAddress(new byte[4]);
    }

    static InetAddress any6() {
        return byAddress(new byte[16]);
    }

    /** The address with these bytes (4 or 16; an IPv4-mapped 16 stays IPv6 here). */
    static InetAddress byAddress(byte[] b) {
        try {
            if (b.length == 16) {
                return Inet6Address.getByAddress(null, b, -1);
            }
            return InetAddress.getByAddress(b);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(e);
        }
    }

    // ------------------------------------------------------------------ Java to Python

    /**
     * The Python form of {@code a} for a socket of {@code family}: ('host', port) for AF_INET,
     * ('host', port, flowinfo, scope_id) for AF_INET6, the path for AF_UNIX ('' unnamed), None
     * for no address. Compare CPython socketmodule.c: makesockaddr.
     */
    static PyObject format(int family, SocketAddress a) {
        if (a == null) {
            return Py.None;
        }
        if (a instanceof InetSocketAddress isa) {
            InetAddress ia = isa.getAddress();
            PyInt port = PyInt.of(isa.getPort());
            if (family == AF_INET6) {
                int scope = ia instanceof Inet6Address i6 && i6.getScopeId() > 0
                        ? i6.getScopeId() : 0;
                return PyTuple.of(PyStr.of(ntop(ia, true)), port, PyInt.ZERO, PyInt.of(scope));
            }
            return PyTuple.of(PyStr.of(ntop(ia, false)), port);
        }
        if (a instanceof UnixDomainSocketAddress u) {
            return PyStr.of(PathArg.fsdecode(PathArg.fsencode(u.getPath().toString())));
        }
        return Py.None;
    }

    /** The text of {@code a} as inet_ntop writes it; IPv4 as IPv4-mapped when {@code six}. */
    static String ntop(InetAddress a, boolean six) {
        byte[] b = a.getAddress();
        if (b.length == 4) {
            return six ? "::ffff:" + ntop4(b, 0) : ntop4(b, 0);
        }
        return ntop6(b);
    }

    // ------------------------------------------------------------------ text forms

    /** Dotted quad. */
    static String ntop4(byte[] b, int off) {
        return (b[off] & 0xff) + "." + (b[off + 1] & 0xff) + "." + (b[off + 2] & 0xff) + "."
                + (b[off + 3] & 0xff);
    }

    /** RFC 5952 text, as glibc's inet_ntop: the longest run of two or more zero groups as ::. */
    static String ntop6(byte[] b) {
        int[] g = new int[8];
        for (int i = 0; i < 8; i++) {
            g[i] = ((b[2 * i] & 0xff) << 8) | (b[2 * i + 1] & 0xff);
        }
        int bestStart = -1;
        int bestLen = 0;
        for (int i = 0; i < 8;) {
            if (g[i] != 0) {
                i++;
                continue;
            }
            int j = i;
            while (j < 8 && g[j] == 0) {
                j++;
            }
            if (j - i > bestLen) {
                bestStart = i;
                bestLen = j - i;
            }
            i = j;
        }
        if (bestLen < 2) {
            bestStart = -1;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            if (bestStart >= 0 && i >= bestStart && i < bestStart + bestLen) {
                if (i == bestStart) {
                    sb.append(':');
                }
                continue;
            }
            if (i != 0) {
                sb.append(':');
            }
            // IPv4-compatible and IPv4-mapped addresses end in a dotted quad
            if (i == 6 && bestStart == 0 && (bestLen == 6 || bestLen == 5 && g[5] == 0xffff)) {
                sb.append(ntop4(b, 12));
                return sb.toString();
            }
            sb.append(Integer.toHexString(g[i]));
        }
        if (bestStart >= 0 && bestStart + bestLen == 8) {
            sb.append(':');
        }
        return sb.toString();
    }

    /** glibc's inet_pton for AF_INET: exactly four decimal parts, no leading zeros; or null. */
    static byte[] pton4(String s) {
        byte[] out = new byte[4];
        int part = 0;
        int val = 0;
        int digits = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                if (digits > 0 && val == 0) {
                    return null;
                }
                val = val * 10 + (c - '0');
                if (val > 255) {
                    return null;
                }
                digits++;
            } else if (c == '.' && digits > 0) {
                if (part == 3) {
                    return null;
                }
                out[part++] = (byte) val;
                val = 0;
                digits = 0;
            } else {
                return null;
            }
        }
        if (part != 3 || digits == 0) {
            return null;
        }
        out[3] = (byte) val;
        return out;
    }

    /** glibc's inet_pton for AF_INET6 (with :: and a trailing dotted quad); or null. */
    static byte[] pton6(String s) {
        int n = s.length();
        if (n == 0) {
            return null;
        }
        byte[] out = new byte[16];
        int tp = 0;
        int colonp = -1;
        int i = 0;
        if (s.charAt(0) == ':') {
            if (n < 2 || s.charAt(1) != ':') {
                return null;
            }
            i = 1;
        }
        int curtok = i;
        boolean sawXdigit = false;
        int val = 0;
        int xdigits = 0;
        for (; i < n; i++) {
            char c = s.charAt(i);
            int d = Character.digit(c, 16);
            if (d >= 0 && c < 128) {
                if (xdigits == 4) {
                    return null;
                }
                val = (val << 4) | d;
                xdigits++;
                sawXdigit = true;
                continue;
            }
            if (c == ':') {
                curtok = i + 1;
                if (!sawXdigit) {
                    if (colonp >= 0) {
                        return null;
                    }
                    colonp = tp;
                    continue;
                } else if (i + 1 == n) {
                    return null;
                }
                if (tp + 2 > 16) {
                    return null;
                }
                out[tp++] = (byte) (val >> 8);
                out[tp++] = (byte) val;
                sawXdigit = false;
                xdigits = 0;
                val = 0;
                continue;
            }
            if (c == '.' && tp + 4 <= 16) {
                byte[] v4 = pton4(s.substring(curtok));
                if (v4 == null) {
                    return null;
                }
                System.arraycopy(v4, 0, out, tp, 4);
                tp += 4;
                sawXdigit = false;
                break;
            }
            return null;
        }
        if (sawXdigit) {
            if (tp + 2 > 16) {
                return null;
            }
            out[tp++] = (byte) (val >> 8);
            out[tp++] = (byte) val;
        }
        if (colonp >= 0) {
            if (tp == 16) {
                return null;
            }
            int moved = tp - colonp;
            for (int k = 1; k <= moved; k++) {
                out[16 - k] = out[colonp + moved - k];
                out[colonp + moved - k] = 0;
            }
            tp = 16;
        }
        return tp == 16 ? out : null;
    }

    /**
     * glibc's inet_aton: one to four parts separated by dots, each decimal, octal (leading 0)
     * or hexadecimal (0x), the last filling the remaining bytes; anything after whitespace is
     * ignored. Null when malformed.
     */
    static byte[] aton(String s) {
        long[] parts = new long[4];
        int np = 0;
        int i = 0;
        int n = s.length();
        for (;;) {
            if (i >= n || !Character.isDigit(s.charAt(i)) || s.charAt(i) > '9') {
                return null;
            }
            long val = 0;
            int base = 10;
            if (s.charAt(i) == '0') {
                i++;
                if (i < n && (s.charAt(i) == 'x' || s.charAt(i) == 'X')) {
                    base = 16;
                    i++;
                } else {
                    base = 8;
                }
            }
            for (; i < n; i++) {
                char c = s.charAt(i);
                int d = Character.digit(c, base);
                if (c > 'z' || d < 0) {
                    break;
                }
                val = val * base + d;
                if (val > 0xffffffffL) {
                    return null;
                }
            }
            if (i < n && s.charAt(i) == '.') {
                if (np >= 3 || val > 0xff) {
                    return null;
                }
                parts[np++] = val;
                i++;
                continue;
            }
            parts[np++] = val;
            break;
        }
        if (i < n && !isSpace(s.charAt(i))) {
            return null;
        }
        long last = parts[np - 1];
        long[] max = {0xffffffffL, 0xffffffL, 0xffffL, 0xffL};
        if (last > max[np - 1]) {
            return null;
        }
        long v = last;
        for (int k = 0; k < np - 1; k++) {
            v |= parts[k] << (24 - 8 * k);
        }
        return new byte[] {(byte) (v >> 24), (byte) (v >> 16), (byte) (v >> 8), (byte) v};
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0b;
    }

    /** The family of a Java address: AF_INET, AF_INET6 or AF_UNIX. */
    static int familyOf(SocketAddress a) {
        if (a instanceof InetSocketAddress isa) {
            return isa.getAddress() instanceof Inet4Address ? AF_INET : AF_INET6;
        }
        return AF_UNIX;
    }
}
