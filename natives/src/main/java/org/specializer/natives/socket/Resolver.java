package org.specializer.natives.socket;

import static org.specializer.natives.socket.SocketConstants.AF_INET;
import static org.specializer.natives.socket.SocketConstants.AF_INET6;
import static org.specializer.natives.socket.SocketConstants.AF_UNSPEC;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.specializer.api.Abstract;
import org.specializer.api.Buffers;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyByteArray;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.interp.Gil;

/**
 * Name resolution: {@code getaddrinfo}, {@code getnameinfo}, the {@code gethostby*} family,
 * services and protocols, on the JVM's resolver ({@link InetAddress}, which reads
 * {@code /etc/hosts} and asks DNS) and on {@code /etc/services} and {@code /etc/protocols}.
 * Lookups run without the interpreter lock. Failures are {@code socket.gaierror} with glibc's
 * codes, as CPython raises them.
 */
final class Resolver {
    private Resolver() {}

    private static final int SOCK_STREAM = SocketConstants.SOCK_STREAM;
    private static final int SOCK_DGRAM = SocketConstants.SOCK_DGRAM;
    private static final int SOCK_RAW = SocketConstants.SOCK_RAW;

    /**
     * The addresses of {@code name} (not numeric) in {@code family} (AF_UNSPEC: any),
     * IPv4 first as the JVM orders them; gaierror when there are none.
     */
    static InetAddress[] lookup(String name, int family, int flags) {
        InetAddress[] all = Gil.blocking(() -> {
            try {
                return InetAddress.getAllByName(name);
            } catch (UnknownHostException | SecurityException e) {
                return null;
            }
        });
        if (all == null) {
            throw SocketErrors.gai(SocketErrors.EAI_NONAME);
        }
        List<InetAddress> out = new ArrayList<>();
        for (InetAddress a : all) {
            if (family == AF_UNSPEC || family == AF_INET && a instanceof Inet4Address
                    || family == AF_INET6 && a instanceof Inet6Address) {
                out.add(a);
            }
        }
        if (out.isEmpty()) {
            throw SocketErrors.gai(SocketErrors.EAI_NONAME);
        }
        return out.toArray(new InetAddress[0]);
    }

    /** A numeric address in {@code family}; null when {@code host} is not numeric. */
    static InetAddress numeric(String host, int family) {
        byte[] b4 = Addresses.aton(host);
        if (b4 != null && host.indexOf(' ') < 0 && host.indexOf('\t') < 0) {
            if (family == AF_INET6) {
                throw SocketErrors.gai(SocketErrors.EAI_ADDRFAMILY);
            }
            return Addresses.byAddress(b4);
        }
        String h = host;
        int scope = 0;
        int pct = h.indexOf('%');
        if (pct >= 0) {
            h = host.substring(0, pct);
        }
        byte[] b6 = Addresses.pton6(h);
        if (b6 != null) {
            if (family == AF_INET) {
                throw SocketErrors.gai(SocketErrors.EAI_ADDRFAMILY);
            }
            if (pct >= 0) {
                scope = scopeId(host.substring(pct + 1));
            }
            try {
                return Inet6Address.getByAddress(null, b6, scope);
            } catch (UnknownHostException e) {
                throw SocketErrors.gai(SocketErrors.EAI_NONAME);
            }
        }
        return null;
    }

    /** The interface of a scope id by name, as getnameinfo writes it, or the number. */
    private static String scopeName(int scope) {
        try {
            java.net.NetworkInterface ni = java.net.NetworkInterface.getByIndex(scope);
            if (ni != null) {
                return ni.getName();
            }
        } catch (IOException e) {
            // the number, then
        }
        return Integer.toString(scope);
    }

    /** An interface index or name after '%'. */
    private static int scopeId(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            try {
                java.net.NetworkInterface ni = java.net.NetworkInterface.getByName(s);
                if (ni != null) {
                    return ni.getIndex();
                }
            } catch (IOException x) {
                // fall through
            }
            throw SocketErrors.gai(SocketErrors.EAI_NONAME);
        }
    }

    // ------------------------------------------------------------------ getaddrinfo

    /**
     * {@code getaddrinfo(host, port, family, type, proto, flags)}: a list of (family, type,
     * proto, canonname, sockaddr). Compare CPython socketmodule.c: socket_getaddrinfo.
     */
    static PyObject getaddrinfo(PyObject hobj, PyObject pobj, int family, int socktype,
            int proto, int flags) {
        String host;
        if (hobj == Py.None) {
            host = null;
        } else if (hobj instanceof PyStr || hobj instanceof PyBytes) {
            host = Addresses.idna(hobj);
        } else {
            throw Py.typeError("getaddrinfo() argument 1 must be string or None");
        }
        String port;
        if (pobj instanceof PyInt || Abstract.indexOrNull(pobj) != null
                && !(pobj instanceof PyStr)) {
            port = Long.toString(Abstract.asIndex(pobj));
        } else if (pobj instanceof PyStr s) {
            port = new String(org.specializer.api.Codecs.encode(s, "utf-8", "strict"),
                    StandardCharsets.UTF_8);
        } else if (pobj instanceof PyBytes || pobj instanceof PyByteArray) {
            port = new String(Buffers.toBytes(pobj), StandardCharsets.ISO_8859_1);
        } else if (pobj == Py.None) {
            port = null;
        } else {
            throw Py.error(PyExc.OSError, "Int or String expected");
        }
        if (family != AF_UNSPEC && family != AF_INET && family != AF_INET6) {
            throw SocketErrors.gai(SocketErrors.EAI_FAMILY);
        }
        if (socktype != 0 && socktype != SOCK_STREAM && socktype != SOCK_DGRAM
                && socktype != SOCK_RAW && socktype != 5) {
            throw SocketErrors.gai(SocketErrors.EAI_SOCKTYPE);
        }
        if (host == null && port == null) {
            throw SocketErrors.gai(SocketErrors.EAI_NONAME);
        }
        // the socket types (with their protocols) asked for
        List<int[]> kinds = new ArrayList<>();
        for (int[] k : new int[][] {{SOCK_STREAM, 6}, {SOCK_DGRAM, 17}, {SOCK_RAW, 0}}) {
            if (socktype != 0 && socktype != k[0]) {
                continue;
            }
            int p = k[1];
            if (proto != 0) {
                if (k[0] == SOCK_RAW) {
                    p = proto;
                } else if (proto != k[1]) {
                    continue;
                }
            }
            kinds.add(new int[] {k[0], p});
        }
        if (kinds.isEmpty()) {
            throw SocketErrors.gai(SocketErrors.EAI_SOCKTYPE);
        }
        // the port of each kind (-1: the service has none for it)
        int[] ports = new int[kinds.size()];
        if (port == null) {
            java.util.Arrays.fill(ports, 0);
        } else {
            Integer num = parsePort(port);
            if (num != null) {
                java.util.Arrays.fill(ports, num & 0xffff);
            } else {
                if ((flags & SocketConstants.AI_NUMERICSERV) != 0) {
                    throw SocketErrors.gai(SocketErrors.EAI_NONAME);
                }
                boolean any = false;
                for (int i = 0; i < ports.length; i++) {
                    int kind = kinds.get(i)[0];
                    int p = kind == SOCK_RAW ? -1
                            : Services.port(port, kind == SOCK_DGRAM ? "udp" : "tcp");
                    ports[i] = p;
                    any |= p >= 0;
                }
                if (!any) {
                    throw SocketErrors.gai(SocketErrors.EAI_SERVICE);
                }
            }
        }
        // the addresses
        List<InetAddress> addrs = new ArrayList<>();
        String canon = null;
        if (host == null) {
            boolean passive = (flags & SocketConstants.AI_PASSIVE) != 0;
            InetAddress v4 = passive ? Addresses.any4() : Addresses.byAddress(
                    new byte[] {127, 0, 0, 1});
            byte[] l6 = new byte[16];
            l6[15] = passive ? (byte) 0 : (byte) 1;
            InetAddress v6 = Addresses.byAddress(l6);
            if (passive) {
                addIf(addrs, v4, family, AF_INET);
                addIf(addrs, v6, family, AF_INET6);
            } else {
                addIf(addrs, v6, family, AF_INET6);
                addIf(addrs, v4, family, AF_INET);
            }
        } else {
            if (host.isEmpty()) {
                throw SocketErrors.gai(SocketErrors.EAI_NONAME);
            }
            InetAddress n = numeric(host, family);
            if (n != null) {
                addrs.add(n);
                canon = host;
            } else {
                if ((flags & SocketConstants.AI_NUMERICHOST) != 0) {
                    throw SocketErrors.gai(SocketErrors.EAI_NONAME);
                }
                Set<InetAddress> seen = new LinkedHashSet<>(List.of(lookup(host, family,
                        flags)));
                addrs.addAll(seen);
                canon = host;
            }
        }
        boolean wantCanon = (flags & SocketConstants.AI_CANONNAME) != 0;
        List<PyObject> out = new ArrayList<>();
        for (InetAddress a : addrs) {
            int fam = a instanceof Inet4Address ? AF_INET : AF_INET6;
            for (int i = 0; i < kinds.size(); i++) {
                if (ports[i] < 0) {
                    continue;
                }
                int[] k = kinds.get(i);
                String cn = wantCanon && out.isEmpty() && canon != null ? canon : "";
                PyObject sa = Addresses.format(fam, new java.net.InetSocketAddress(a,
                        ports[i]));
                out.add(PyTuple.of(PyInt.of(fam), PyInt.of(k[0]), PyInt.of(k[1]),
                        PyStr.of(cn), sa));
            }
        }
        return new PyList(out.toArray(new PyObject[0]));
    }

    private static void addIf(List<InetAddress> l, InetAddress a, int family, int fam) {
        if (family == AF_UNSPEC || family == fam) {
            l.add(a);
        }
    }

    /** A numeric service as strtoul reads it (the whole string), or null. */
    private static Integer parsePort(String s) {
        if (s.isEmpty()) {
            return 0;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return null;
            }
        }
        try {
            return (int) Long.parseLong(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    // ------------------------------------------------------------------ getnameinfo

    /** {@code getnameinfo(sockaddr, flags)}. Compare CPython socketmodule.c: socket_getnameinfo. */
    static PyObject getnameinfo(PyObject sa, int flags) {
        if (!(sa instanceof PyTuple t)) {
            throw Py.typeError("getnameinfo() argument 1 must be a tuple");
        }
        PyObject[] it = t.items;
        if (it.length < 2 || it.length > 4 || !(it[0] instanceof PyStr hs)) {
            throw Py.typeError("getnameinfo(): illegal sockaddr argument");
        }
        int port = Abstract.asInt(it[1]);
        long flowinfo = it.length > 2 ? Abstract.asIndex(it[2]) & 0xffffffffL : 0;
        long scope = it.length > 3 ? Abstract.asIndex(it[3]) & 0xffffffffL : 0;
        if (flowinfo > 0xfffff) {
            throw Py.overflowError("getnameinfo(): flowinfo must be 0-1048575.");
        }
        InetAddress a = numeric(hs.value, AF_UNSPEC);
        if (a == null) {
            throw SocketErrors.gai(SocketErrors.EAI_NONAME);
        }
        if (a instanceof Inet4Address && it.length != 2) {
            throw Py.error(PyExc.OSError, "IPv4 sockaddr must be 2 tuple");
        }
        String host;
        if ((flags & SocketConstants.NI_NUMERICHOST) != 0) {
            host = Addresses.ntop(a, false);
            if (scope != 0) {
                host += "%" + scopeName((int) scope);
            }
        } else {
            host = reverse(a);
            if (host == null) {
                if ((flags & SocketConstants.NI_NAMEREQD) != 0) {
                    throw SocketErrors.gai(SocketErrors.EAI_NONAME);
                }
                host = Addresses.ntop(a, false);
            } else if ((flags & SocketConstants.NI_NOFQDN) != 0 && host.indexOf('.') > 0) {
                host = host.substring(0, host.indexOf('.'));
            }
        }
        String serv = null;
        if ((flags & SocketConstants.NI_NUMERICSERV) == 0) {
            serv = Services.name(port & 0xffff,
                    (flags & SocketConstants.NI_DGRAM) != 0 ? "udp" : "tcp");
        }
        if (serv == null) {
            serv = Integer.toString(port & 0xffff);
        }
        return PyTuple.of(PyStr.of(host), PyStr.of(serv));
    }

    /** The host name of {@code a} by reverse lookup, or null when it has none. */
    static String reverse(InetAddress a) {
        String literal = a.getHostAddress();
        String name = Gil.blocking(() -> {
            try {
                return InetAddress.getByAddress(a.getAddress()).getCanonicalHostName();
            } catch (UnknownHostException e) {
                return null;
            }
        });
        if (name == null || name.equals(literal) || name.equals(Addresses.ntop(a, false))) {
            return null;
        }
        return name;
    }

    // ------------------------------------------------------------------ gethostby*

    /** {@code gethostbyname(name)}: the first IPv4 address, dotted. */
    static PyObject gethostbyname(String name) {
        return PyStr.of(Addresses.ntop4(Addresses.setipaddr(name, AF_INET).getAddress(), 0));
    }

    /** {@code gethostbyname_ex(name)}: (name, aliases, IPv4 addresses). */
    static PyObject gethostbynameEx(String name) {
        InetAddress first = Addresses.setipaddr(name, AF_INET);
        List<PyObject> ips = new ArrayList<>();
        String canonical = name;
        if (numeric(name, AF_UNSPEC) == null && !name.isEmpty()) {
            for (InetAddress a : lookup(name, AF_INET, 0)) {
                PyStr s = PyStr.of(Addresses.ntop4(a.getAddress(), 0));
                if (!ips.contains(s)) {
                    ips.add(s);
                }
            }
        } else {
            ips.add(PyStr.of(Addresses.ntop4(first.getAddress(), 0)));
            canonical = Addresses.ntop4(first.getAddress(), 0);
        }
        return PyTuple.of(PyStr.of(canonical), new PyList(new PyObject[0]),
                new PyList(ips.toArray(new PyObject[0])));
    }

    /** {@code gethostbyaddr(ip_or_name)}: (name, aliases, addresses); herror when unknown. */
    static PyObject gethostbyaddr(String name) {
        InetAddress a = Addresses.setipaddr(name, AF_UNSPEC);
        String host = reverse(a);
        if (host == null) {
            throw SocketErrors.herror(1);
        }
        return PyTuple.of(PyStr.of(host), new PyList(new PyObject[0]),
                new PyList(new PyObject[] {PyStr.of(Addresses.ntop(a, false))}));
    }

    /** {@code gethostname()}: the kernel's host name. */
    static String hostname() {
        try {
            return Files.readString(Path.of("/proc/sys/kernel/hostname")).trim();
        } catch (IOException | RuntimeException e) {
            try {
                return InetAddress.getLocalHost().getHostName();
            } catch (UnknownHostException x) {
                return "localhost";
            }
        }
    }

    // ------------------------------------------------------------------ services, protocols

    /** {@code /etc/services} and {@code /etc/protocols}, with a few entries when absent. */
    static final class Services {
        private Services() {}

        private static List<String[]> services;
        private static List<String[]> protocols;

        private static final String[] FALLBACK_SERVICES = {
            "echo 7/tcp", "echo 7/udp", "discard 9/tcp", "discard 9/udp", "daytime 13/tcp",
            "daytime 13/udp", "ftp-data 20/tcp", "ftp 21/tcp", "ssh 22/tcp", "telnet 23/tcp",
            "smtp 25/tcp mail", "domain 53/tcp", "domain 53/udp", "http 80/tcp www",
            "pop3 110/tcp pop-3", "ntp 123/udp", "imap2 143/tcp imap", "snmp 161/udp",
            "https 443/tcp", "submission 587/tcp", "imaps 993/tcp", "pop3s 995/tcp",
        };
        private static final String[] FALLBACK_PROTOCOLS = {
            "ip 0 IP", "icmp 1 ICMP", "igmp 2 IGMP", "tcp 6 TCP", "udp 17 UDP",
            "ipv6 41 IPv6", "ipv6-icmp 58 IPv6-ICMP", "raw 255 RAW",
        };

        /** Entries: name, number, proto (services) and aliases. */
        private static synchronized List<String[]> load(boolean svc) {
            List<String[]> l = svc ? services : protocols;
            if (l != null) {
                return l;
            }
            List<String> lines;
            try {
                lines = Files.readAllLines(Path.of(svc ? "/etc/services" : "/etc/protocols"),
                        StandardCharsets.ISO_8859_1);
            } catch (IOException | RuntimeException e) {
                lines = List.of(svc ? FALLBACK_SERVICES : FALLBACK_PROTOCOLS);
            }
            l = new ArrayList<>();
            for (String line : lines) {
                int hash = line.indexOf('#');
                String s = (hash >= 0 ? line.substring(0, hash) : line).trim();
                if (s.isEmpty()) {
                    continue;
                }
                String[] f = s.split("\\s+");
                if (f.length >= 2) {
                    l.add(f);
                }
            }
            if (svc) {
                services = l;
            } else {
                protocols = l;
            }
            return l;
        }

        /** The port of service {@code name} over {@code proto} (null: any), or -1. */
        static int port(String name, String proto) {
            for (String[] f : load(true)) {
                int slash = f[1].indexOf('/');
                if (slash < 0) {
                    continue;
                }
                if (proto != null && !f[1].substring(slash + 1).equals(proto)) {
                    continue;
                }
                boolean match = f[0].equals(name);
                for (int i = 2; i < f.length && !match; i++) {
                    match = f[i].equals(name);
                }
                if (match) {
                    try {
                        return Integer.parseInt(f[1].substring(0, slash));
                    } catch (NumberFormatException e) {
                        return -1;
                    }
                }
            }
            return -1;
        }

        /** The name of the service on {@code port} over {@code proto} (null: any), or null. */
        static String name(int port, String proto) {
            String p = Integer.toString(port);
            for (String[] f : load(true)) {
                int slash = f[1].indexOf('/');
                if (slash < 0 || !f[1].substring(0, slash).equals(p)) {
                    continue;
                }
                if (proto == null || f[1].substring(slash + 1).equals(proto)) {
                    return f[0];
                }
            }
            return null;
        }

        /** The number of protocol {@code name}, or -1. */
        static int protocol(String name) {
            for (String[] f : load(false)) {
                boolean match = f[0].equals(name);
                for (int i = 2; i < f.length && !match; i++) {
                    match = f[i].equals(name);
                }
                if (match) {
                    try {
                        return Integer.parseInt(f[1]);
                    } catch (NumberFormatException e) {
                        return -1;
                    }
                }
            }
            return -1;
        }
    }
}
