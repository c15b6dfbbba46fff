package org.specializer.natives.socket;

import java.io.IOException;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.specializer.api.Abstract;
import org.specializer.api.Buffers;
import org.specializer.api.Hashing;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.posix.FdTable;

/**
 * The {@code _socket} module, what Lib's {@code socket} (and through it {@code selectors},
 * {@code asyncio}, {@code socketserver}...) builds on: CPython's {@code Modules/socketmodule.c}
 * on java.nio. Sockets are descriptors of the {@link FdTable} shared with {@code posix} and
 * {@code select}; see {@link NioSocket} for how a socket maps to channels, {@link PySocket}
 * for the socket type, {@link Resolver} for name resolution.
 *
 * <p>Families AF_INET, AF_INET6 and AF_UNIX (streams; the JDK has no UNIX datagrams), types
 * SOCK_STREAM and SOCK_DGRAM. Not here: {@code sendmsg}/{@code recvmsg} (ancillary data),
 * {@code sethostname}, raw and packet sockets, Linux's abstract UNIX namespace.
 */
public final class SocketModule {
    private SocketModule() {}

    /** {@code setdefaulttimeout}: nanoseconds, -1 for None. */
    static volatile long defaultTimeout = -1;

    static final String SOCKET_DOC = "socket(family=AF_INET, type=SOCK_STREAM, proto=0) -> "
            + "socket object\nsocket(family=-1, type=-1, proto=-1, fileno=None) -> socket "
            + "object\n\nOpen a socket of the given type.  The family argument specifies the\n"
            + "address family; it defaults to AF_INET.  The type argument specifies\nwhether "
            + "this is a stream (SOCK_STREAM, this is the default)\nor datagram (SOCK_DGRAM) "
            + "socket.  The protocol argument defaults to 0,\nspecifying the default protocol."
            + "  Keyword arguments are accepted.\nThe socket is created as non-inheritable.\n\n"
            + "When a fileno is passed in, family, type and proto are auto-detected,\nunless "
            + "they are explicitly set.\n\nA socket object represents one endpoint of a network"
            + " connection.";

    /** The type of {@code _socket.CAPI} ({@code types.CapsuleType}). */
    static final PyType CAPSULE = PyType.builtin("PyCapsule", Capsule.class, PyType.OBJECT, 0,
            t -> t.method0("__repr__", self -> PyStr.of("<capsule object \""
                    + ((Capsule) self).name + "\" at " + String.format("0x%012x",
                    Hashing.identityHash(self) & 0xffffffffffffL) + ">")));

    /**
     * A capsule of {@code types.CapsuleType} named {@code name}, for the C API capsules that
     * other modules export too ({@code _datetime.datetime_CAPI}); nothing dereferences them.
     */
    public static PyObject capsule(String name) {
        return new Capsule(name);
    }

    /** An opaque named pointer: {@code _socket.CAPI} and the like, which nothing dereferences. */
    static final class Capsule extends PyObject {
        final String name;

        Capsule(String name) {
            super(CAPSULE);
            this.name = name;
        }
    }

    public static PyModule create() {
        PyModule m = new PyModule("_socket");
        m.put("__doc__", PyStr.of("Implementation module for socket operations.\n\n"
                + "See the socket module for documentation."));
        for (Object[] c : SocketConstants.ALL) {
            m.put((String) c[0], c[1] instanceof Long l ? PyInt.of(l) : PyInt.of((Integer) c[1]));
        }
        m.put("socket", PySocket.TYPE);
        m.put("SocketType", PySocket.TYPE);
        m.put("error", PyExc.OSError);
        m.put("timeout", PyExc.TimeoutError);
        m.put("herror", SocketErrors.HERROR);
        m.put("gaierror", SocketErrors.GAIERROR);
        m.put("has_ipv6", Py.newBool(hasIpv6()));
        m.put("CAPI", new Capsule("_socket.CAPI"));
        defineConversions(m);
        defineNames(m);
        defineDescriptors(m);
        return m;
    }

    /**
     * CPython's {@code has_ipv6} says whether the build supports IPv6 ({@code ENABLE_IPV6}), not
     * whether this host has it configured; the JVM's counterpart is its IPv6 stack, which
     * {@code -Djava.net.preferIPv4Stack=true} turns off. (Opening a socket to find out cost 4 ms
     * of every import of {@code socket}, in the JDK's network initialization.)
     */
    private static boolean hasIpv6() {
        return !Boolean.getBoolean("java.net.preferIPv4Stack");
    }

    // ------------------------------------------------------------------ byte order, inet_*

    private static void defineConversions(PyModule m) {
        for (String name : new String[] {"htons", "ntohs"}) {
            m.def1(name, (self, x) -> {
                PyObject v = index(x);
                if (isNegative(v)) {
                    throw Py.overflowError(name + ": can't convert negative Python int to C "
                            + "16-bit unsigned integer");
                }
                if (!(v instanceof PyInt i) || i.value > 0xffff) {
                    throw Py.overflowError(name + ": Python int too large to convert to C "
                            + "16-bit unsigned integer");
                }
                return PyInt.of(Short.reverseBytes((short) i.value) & 0xffff);
            });
        }
        for (String name : new String[] {"htonl", "ntohl"}) {
            m.def1(name, (self, x) -> {
                PyObject v = index(x);
                if (isNegative(v)) {
                    throw Py.overflowError("can't convert negative value to unsigned int");
                }
                if (!(v instanceof PyInt i) || i.value > 0xffffffffL) {
                    throw Py.overflowError("int larger than 32 bits");
                }
                return PyInt.of(Integer.reverseBytes((int) i.value) & 0xffffffffL);
            });
        }
        m.def1("inet_aton", (self, s) -> {
            if (!(s instanceof PyStr str)) {
                throw Py.typeError("inet_aton() argument must be str, not " + s.type.getName());
            }
            byte[] b = Addresses.aton(str.value);
            if (b == null) {
                throw Py.error(PyExc.OSError, "illegal IP address string passed to inet_aton");
            }
            return PyBytes.of(b);
        });
        m.def1("inet_ntoa", (self, p) -> {
            byte[] b = Buffers.toBytes(p);
            if (b.length != 4) {
                throw Py.error(PyExc.OSError, "packed IP wrong length for inet_ntoa");
            }
            return PyStr.of(Addresses.ntop4(b, 0));
        });
        m.def2("inet_pton", (self, af, s) -> {
            int family = Abstract.asInt(af);
            if (!(s instanceof PyStr str)) {
                throw Py.typeError("inet_pton() argument 2 must be str, not "
                        + s.type.getName());
            }
            byte[] b;
            if (family == SocketConstants.AF_INET) {
                b = Addresses.pton4(str.value);
            } else if (family == SocketConstants.AF_INET6) {
                b = Addresses.pton6(str.value);
            } else {
                throw SocketErrors.of(SocketErrors.EAFNOSUPPORT);
            }
            if (b == null) {
                throw Py.error(PyExc.OSError, "illegal IP address string passed to inet_pton");
            }
            return PyBytes.of(b);
        });
        m.def2("inet_ntop", (self, af, p) -> {
            int family = Abstract.asInt(af);
            byte[] b = Buffers.toBytes(p);
            if (family == SocketConstants.AF_INET) {
                if (b.length != 4) {
                    throw Py.valueError("invalid length of packed IP address string");
                }
                return PyStr.of(Addresses.ntop4(b, 0));
            }
            if (family == SocketConstants.AF_INET6) {
                if (b.length != 16) {
                    throw Py.valueError("invalid length of packed IP address string");
                }
                return PyStr.of(Addresses.ntop6(b));
            }
            throw Py.valueError("unknown address family " + family);
        });
    }

    private static PyObject index(PyObject x) {
        PyObject v = Abstract.indexOrNull(x);
        if (v == null) {
            throw Py.typeError("'" + x.type.getName() + "' object cannot be interpreted as an "
                    + "integer");
        }
        return v;
    }

    private static boolean isNegative(PyObject v) {
        return v instanceof PyInt i ? i.value < 0 : ((PyBigInt) v).value.signum() < 0;
    }

    // ------------------------------------------------------------------ names

    private static final Params GETADDRINFO = new Params("getaddrinfo", new String[] {"host",
        "port", "family", "type", "proto", "flags"}, 0, 6, 2);

    private static String hostArg(String fname, PyObject o) {
        if (o instanceof PyStr || o instanceof PyBytes || o instanceof org.specializer.api
                .PyByteArray) {
            return Addresses.idna(o);
        }
        throw Py.typeError(fname + "() argument 1 must be str, bytes or bytearray, not "
                + o.type.getName());
    }

    private static void defineNames(PyModule m) {
        m.defK("getaddrinfo", (self, args, kw) -> {
            PyObject[] a = GETADDRINFO.parse(args, kw);
            return Resolver.getaddrinfo(a[0], a[1], a[2] == null ? 0 : Abstract.asInt(a[2]),
                    a[3] == null ? 0 : Abstract.asInt(a[3]),
                    a[4] == null ? 0 : Abstract.asInt(a[4]),
                    a[5] == null ? 0 : Abstract.asInt(a[5]));
        });
        m.def2("getnameinfo", (self, sa, flags) -> Resolver.getnameinfo(sa,
                Abstract.asInt(flags)));
        m.def0("gethostname", self -> PyStr.of(Resolver.hostname()));
        m.def1("sethostname", (self, name) -> {
            throw SocketErrors.of(1);
        });
        m.def1("gethostbyname", (self, name) -> Resolver.gethostbyname(
                hostArg("gethostbyname", name)));
        m.def1("gethostbyname_ex", (self, name) -> Resolver.gethostbynameEx(
                hostArg("gethostbyname_ex", name)));
        m.def1("gethostbyaddr", (self, name) -> Resolver.gethostbyaddr(
                hostArg("gethostbyaddr", name)));
        m.defN("getservbyname", 1, 2, (self, a) -> {
            String proto = a.length > 1 ? str(a[1], "getservbyname") : null;
            int port = Resolver.Services.port(str(a[0], "getservbyname"), proto);
            if (port < 0) {
                throw Py.error(PyExc.OSError, "service/proto not found");
            }
            return PyInt.of(port);
        });
        m.defN("getservbyport", 1, 2, (self, a) -> {
            int port = Abstract.asInt(a[0]);
            if (port < 0 || port > 0xffff) {
                throw Py.overflowError("getservbyport: port must be 0-65535.");
            }
            String proto = a.length > 1 ? str(a[1], "getservbyport") : null;
            String name = Resolver.Services.name(port, proto);
            if (name == null) {
                throw Py.error(PyExc.OSError, "port/proto not found");
            }
            return PyStr.of(name);
        });
        m.def1("getprotobyname", (self, name) -> {
            int p = Resolver.Services.protocol(str(name, "getprotobyname"));
            if (p < 0) {
                throw Py.error(PyExc.OSError, "protocol not found");
            }
            return PyInt.of(p);
        });
        m.def0("if_nameindex", self -> {
            List<PyObject> out = new ArrayList<>();
            for (NetworkInterface ni : interfaces()) {
                out.add(PyTuple.of(PyInt.of(ni.getIndex()), PyStr.of(ni.getName())));
            }
            return new PyList(out.toArray(new PyObject[0]));
        });
        m.def1("if_nametoindex", (self, name) -> {
            String n = name instanceof PyStr s ? s.value : new String(Buffers.toBytes(name),
                    java.nio.charset.StandardCharsets.ISO_8859_1);
            for (NetworkInterface ni : interfaces()) {
                if (ni.getName().equals(n)) {
                    return PyInt.of(ni.getIndex());
                }
            }
            throw Py.error(PyExc.OSError, "no interface with this name");
        });
        m.def1("if_indextoname", (self, index) -> {
            PyObject v = index(index);
            if (isNegative(v) || !(v instanceof PyInt i) || i.value > 0xffffffffL) {
                throw Py.overflowError("index must be 0-4294967295.");
            }
            for (NetworkInterface ni : interfaces()) {
                if (ni.getIndex() == i.value) {
                    return PyStr.of(ni.getName());
                }
            }
            throw SocketErrors.of(6);
        });
    }

    private static List<NetworkInterface> interfaces() {
        try {
            List<NetworkInterface> l = Collections.list(NetworkInterface.getNetworkInterfaces());
            l.sort((a, b) -> Integer.compare(a.getIndex(), b.getIndex()));
            return l;
        } catch (SocketException e) {
            return List.of();
        }
    }

    private static String str(PyObject o, String fname) {
        if (o instanceof PyStr s) {
            return s.value;
        }
        throw Py.typeError(fname + "() argument must be str, not " + o.type.getName());
    }

    // ------------------------------------------------------------------ descriptors, defaults

    private static final Params SOCKETPAIR = new Params("socketpair", new String[] {"family",
        "type", "proto"}, 3, 3, 0);

    private static void defineDescriptors(PyModule m) {
        m.def1("dup", (self, fd) -> PyInt.of(FdTable.dup(Abstract.asInt(fd))));
        m.def1("close", (self, fd) -> {
            int n = Abstract.asInt(fd);
            if (FdTable.lookup(n) != null) {
                FdTable.close(n);
            } else {
                throw SocketErrors.of(org.specializer.natives.errno.ErrnoModule.EBADF);
            }
            return Py.None;
        });
        m.def0("getdefaulttimeout", self -> PySocket.timeoutObject(defaultTimeout));
        m.def1("setdefaulttimeout", (self, t) -> {
            defaultTimeout = PySocket.parseTimeout(t);
            return Py.None;
        });
        m.defK("socketpair", (self, args, kw) -> {
            PyObject[] a = SOCKETPAIR.parse(args, kw);
            int family = a[0] == null ? SocketConstants.AF_UNIX : Abstract.asInt(a[0]);
            int type = a[1] == null ? SocketConstants.SOCK_STREAM : Abstract.asInt(a[1]);
            int proto = a[2] == null ? 0 : Abstract.asInt(a[2]);
            return socketpair(family, type, proto);
        });
    }

    /**
     * {@code socketpair()}: two connected UNIX stream sockets, made through a listening socket
     * on a fresh path that is removed at once (the JDK has no socketpair).
     */
    private static PyObject socketpair(int family, int type, int proto) {
        int base = type & ~(SocketConstants.SOCK_NONBLOCK | SocketConstants.SOCK_CLOEXEC);
        if (family != SocketConstants.AF_UNIX) {
            throw SocketErrors.of(SocketErrors.EOPNOTSUPP);
        }
        if (base != SocketConstants.SOCK_STREAM) {
            throw SocketErrors.of(base == SocketConstants.SOCK_DGRAM
                    ? SocketErrors.EPROTONOSUPPORT : SocketErrors.ESOCKTNOSUPPORT);
        }
        if (proto != 0) {
            throw SocketErrors.of(SocketErrors.EPROTONOSUPPORT);
        }
        Path dir = Path.of(System.getProperty("java.io.tmpdir", "/tmp"));
        if (dir.toString().length() > 60) {
            dir = Path.of("/tmp");
        }
        Path path = dir.resolve(".spz-pair-" + ProcessHandle.current().pid() + "-"
                + Long.toHexString(ThreadLocalRandom.current().nextLong()));
        SocketChannel a;
        SocketChannel b;
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            UnixDomainSocketAddress addr = UnixDomainSocketAddress.of(path);
            server.bind(addr, 1);
            try {
                a = SocketChannel.open(StandardProtocolFamily.UNIX);
                a.connect(addr);
                b = server.accept();
            } finally {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            throw SocketErrors.of(e);
        }
        PyObject[] out = new PyObject[2];
        SocketChannel[] ends = {a, b};
        for (int i = 0; i < 2; i++) {
            NioSocket s = NioSocket.ofConnected(family, base, proto, ends[i]);
            s.unnamed = true;
            PySocket so = new PySocket(PySocket.TYPE);
            so.attach(PySocket.newDescriptor(s), s, family, type, proto);
            out[i] = so;
        }
        return PyTuple.of(out);
    }
}
