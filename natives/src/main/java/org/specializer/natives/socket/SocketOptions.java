package org.specializer.natives.socket;

import static org.specializer.natives.socket.SocketConstants.AF_INET;
import static org.specializer.natives.socket.SocketConstants.AF_INET6;
import static org.specializer.natives.socket.SocketConstants.AF_UNIX;
import static org.specializer.natives.socket.SocketConstants.IPPROTO_IP;
import static org.specializer.natives.socket.SocketConstants.IPPROTO_IPV6;
import static org.specializer.natives.socket.SocketConstants.IPPROTO_TCP;
import static org.specializer.natives.socket.SocketConstants.SOCK_STREAM;
import static org.specializer.natives.socket.SocketConstants.SOL_SOCKET;

import java.io.IOException;
import java.net.SocketOption;
import java.net.StandardSocketOptions;
import java.nio.channels.NetworkChannel;
import java.nio.channels.ServerSocketChannel;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code setsockopt} and {@code getsockopt}. Options the JDK has a {@link SocketOption} for
 * (SO_REUSEADDR, SO_KEEPALIVE, TCP_NODELAY, SO_RCVBUF, SO_LINGER, IP_TOS...) go to the channel;
 * SO_TYPE, SO_ERROR, SO_ACCEPTCONN, SO_DOMAIN and SO_PROTOCOL are the socket's state; the rest
 * of Linux's options at the socket, IP, IPv6 and TCP levels are kept as set (the kernel's
 * default until then), so that code setting them works, though the JVM cannot act on them.
 * Values travel in their C form: a 4-byte native int for most, {@code struct linger} (8 bytes)
 * for SO_LINGER.
 */
final class SocketOptions {
    private SocketOptions() {}

    private static final int SO_TYPE = 3;
    private static final int SO_ERROR = 4;
    private static final int SO_BROADCAST = 6;
    private static final int SO_SNDBUF = 7;
    private static final int SO_RCVBUF = 8;
    private static final int SO_KEEPALIVE = 9;
    private static final int SO_LINGER = 13;
    private static final int SO_REUSEPORT = 15;
    private static final int SO_PEERCRED = 17;
    private static final int SO_ACCEPTCONN = 30;
    private static final int SO_PROTOCOL = 38;
    private static final int SO_DOMAIN = 39;
    private static final int SO_REUSEADDR = 2;
    private static final int TCP_NODELAY = 1;
    private static final int IP_TOS = 1;
    private static final int IP_MULTICAST_TTL = 33;
    private static final int IP_MULTICAST_LOOP = 34;
    private static final int IPV6_MULTICAST_HOPS = 18;
    private static final int IPV6_MULTICAST_LOOP = 19;
    private static final int IPV6_TCLASS = 67;

    private static long key(int level, int name) {
        return ((long) level << 32) | (name & 0xffffffffL);
    }

    /** Linux's defaults of the options kept here, by (level, name). */
    private static final Map<Long, Integer> DEFAULTS = new LinkedHashMap<>();

    static {
        int[][] d = {
            // SO_DEBUG, SO_DONTROUTE, SO_OOBINLINE, SO_NO_CHECK, SO_PRIORITY, SO_PASSCRED
            {SOL_SOCKET, 1, 0}, {SOL_SOCKET, 5, 0}, {SOL_SOCKET, 10, 0}, {SOL_SOCKET, 11, 0},
            {SOL_SOCKET, 12, 0}, {SOL_SOCKET, 16, 0},
            // SO_RCVLOWAT, SO_SNDLOWAT, SO_TIMESTAMP, SO_MARK, SO_PASSSEC, SO_BINDTOIFINDEX
            {SOL_SOCKET, 18, 1}, {SOL_SOCKET, 19, 1}, {SOL_SOCKET, 29, 0},
            {SOL_SOCKET, 36, 0}, {SOL_SOCKET, 34, 0}, {SOL_SOCKET, 62, 0},
            // TCP_MAXSEG, TCP_CORK, TCP_KEEPIDLE, TCP_KEEPINTVL, TCP_KEEPCNT, TCP_SYNCNT,
            // TCP_LINGER2, TCP_DEFER_ACCEPT, TCP_WINDOW_CLAMP, TCP_QUICKACK, TCP_USER_TIMEOUT,
            // TCP_FASTOPEN, TCP_NOTSENT_LOWAT
            {IPPROTO_TCP, 2, 536}, {IPPROTO_TCP, 3, 0}, {IPPROTO_TCP, 4, 7200},
            {IPPROTO_TCP, 5, 75}, {IPPROTO_TCP, 6, 9}, {IPPROTO_TCP, 7, 6},
            {IPPROTO_TCP, 8, 60}, {IPPROTO_TCP, 9, 0}, {IPPROTO_TCP, 10, 0},
            {IPPROTO_TCP, 12, 1}, {IPPROTO_TCP, 18, 0}, {IPPROTO_TCP, 23, 0},
            {IPPROTO_TCP, 25, -1},
            // IP_TTL, IP_HDRINCL, IP_RECVOPTS, IP_RETOPTS, IP_RECVTOS, IP_MULTICAST_IF,
            // IP_BIND_ADDRESS_NO_PORT, IP_TRANSPARENT
            {IPPROTO_IP, 2, 64}, {IPPROTO_IP, 3, 0}, {IPPROTO_IP, 6, 0}, {IPPROTO_IP, 7, 0},
            {IPPROTO_IP, 13, 0}, {IPPROTO_IP, 32, 0}, {IPPROTO_IP, 24, 0}, {IPPROTO_IP, 19, 0},
            // IPV6_UNICAST_HOPS, IPV6_MULTICAST_IF, IPV6_V6ONLY, IPV6_RECVPKTINFO,
            // IPV6_RECVTCLASS
            {IPPROTO_IPV6, 16, 64}, {IPPROTO_IPV6, 17, 0}, {IPPROTO_IPV6, 26, 0},
            {IPPROTO_IPV6, 49, 0}, {IPPROTO_IPV6, 66, 0},
        };
        for (int[] e : d) {
            DEFAULTS.put(key(e[0], e[1]), e[2]);
        }
    }

    /** The JDK's option for (level, name) on a socket of {@code family}, or null. */
    private static SocketOption<?> javaOption(int family, int level, int name) {
        if (level == SOL_SOCKET) {
            switch (name) {
                case SO_REUSEADDR:
                    return StandardSocketOptions.SO_REUSEADDR;
                case SO_REUSEPORT:
                    return StandardSocketOptions.SO_REUSEPORT;
                case SO_KEEPALIVE:
                    return StandardSocketOptions.SO_KEEPALIVE;
                case SO_BROADCAST:
                    return StandardSocketOptions.SO_BROADCAST;
                case SO_RCVBUF:
                    return StandardSocketOptions.SO_RCVBUF;
                case SO_SNDBUF:
                    return StandardSocketOptions.SO_SNDBUF;
                case SO_LINGER:
                    return StandardSocketOptions.SO_LINGER;
                default:
                    return null;
            }
        }
        if (level == IPPROTO_TCP && name == TCP_NODELAY) {
            return StandardSocketOptions.TCP_NODELAY;
        }
        if (level == IPPROTO_IP && family == AF_INET || level == IPPROTO_IPV6
                && family == AF_INET6) {
            switch (name) {
                case IP_TOS:
                    return level == IPPROTO_IP ? StandardSocketOptions.IP_TOS : null;
                case IPV6_TCLASS:
                    return level == IPPROTO_IPV6 ? StandardSocketOptions.IP_TOS : null;
                case IP_MULTICAST_TTL:
                case IPV6_MULTICAST_HOPS:
                    return StandardSocketOptions.IP_MULTICAST_TTL;
                case IP_MULTICAST_LOOP:
                case IPV6_MULTICAST_LOOP:
                    return StandardSocketOptions.IP_MULTICAST_LOOP;
                default:
                    return null;
            }
        }
        return null;
    }

    /** The options a socket was given, in their C form, to give a new channel. */
    static final class Store {
        private final Map<Long, byte[]> values = new LinkedHashMap<>();

        /** Give {@code c} the options set so far (and Linux's SO_REUSEADDR default). */
        void applyTo(NetworkChannel c, NioSocket s) {
            if (c instanceof ServerSocketChannel && !values.containsKey(key(SOL_SOCKET,
                    SO_REUSEADDR))) {
                try {
                    // the JDK's listening sockets reuse addresses; Linux's do not
                    c.setOption(StandardSocketOptions.SO_REUSEADDR, false);
                } catch (IOException | UnsupportedOperationException e) {
                    // as it is
                }
            }
            for (Map.Entry<Long, byte[]> e : values.entrySet()) {
                int level = (int) (e.getKey() >> 32);
                int name = (int) (long) e.getKey();
                SocketOption<?> o = javaOption(s.family, level, name);
                if (o != null && c.supportedOptions().contains(o)) {
                    try {
                        setJava(c, o, name, e.getValue());
                    } catch (IOException | RuntimeException x) {
                        // best effort, as a copied option
                    }
                }
            }
        }

        /** An accepted socket starts with its listener's options, as on Linux. */
        void inheritTo(NioSocket child) {
            child.options.values.putAll(values);
            child.options.values.remove(key(SOL_SOCKET, SO_REUSEADDR));
            child.options.applyTo((NetworkChannel) child.channel(), child);
        }
    }

    @SuppressWarnings("unchecked")
    private static void setJava(NetworkChannel c, SocketOption<?> o, int name, byte[] v)
            throws IOException {
        if (o.type() == Boolean.class) {
            c.setOption((SocketOption<Boolean>) o, intOf(v) != 0);
        } else if (o == StandardSocketOptions.SO_LINGER) {
            boolean on = intOf(v) != 0;
            int secs = v.length >= 8 ? intAt(v, 4) : 0;
            c.setOption(StandardSocketOptions.SO_LINGER, on ? secs : -1);
        } else {
            c.setOption((SocketOption<Integer>) o, intOf(v));
        }
    }

    /** Check the level suits the socket: EOPNOTSUPP or ENOPROTOOPT as Linux answers. */
    private static void checkLevel(NioSocket s, int level) {
        if (level == SOL_SOCKET) {
            return;
        }
        if (level == IPPROTO_TCP) {
            if (s.family == AF_UNIX) {
                throw SocketErrors.of(SocketErrors.EOPNOTSUPP);
            }
            if (s.type != SOCK_STREAM) {
                throw SocketErrors.of(SocketErrors.ENOPROTOOPT);
            }
            return;
        }
        if (level == IPPROTO_IP || level == IPPROTO_IPV6) {
            if (s.family == AF_UNIX) {
                throw SocketErrors.of(SocketErrors.EOPNOTSUPP);
            }
            if (level == IPPROTO_IPV6 && s.family != AF_INET6) {
                throw SocketErrors.of(SocketErrors.ENOPROTOOPT);
            }
            return;
        }
        if (level == SocketConstants.IPPROTO_UDP && s.type != SOCK_STREAM) {
            return;
        }
        throw SocketErrors.of(SocketErrors.EOPNOTSUPP);
    }

    /** {@code setsockopt(level, name, value)} with the value's bytes. */
    static void set(NioSocket s, int level, int name, byte[] value) {
        NetworkChannel c = (NetworkChannel) s.channel();
        checkLevel(s, level);
        if (level == SOL_SOCKET && (name == SO_TYPE || name == SO_ERROR || name == SO_PROTOCOL
                || name == SO_DOMAIN || name == SO_ACCEPTCONN || name == SO_PEERCRED)) {
            throw SocketErrors.of(SocketErrors.ENOPROTOOPT);
        }
        SocketOption<?> o = javaOption(s.family, level, name);
        if (value.length < 4 && (o != null || DEFAULTS.containsKey(key(level, name)))) {
            throw SocketErrors.of(SocketErrors.EINVAL);
        }
        if (o != null && c.supportedOptions().contains(o)) {
            try {
                setJava(c, o, name, value);
            } catch (IOException e) {
                throw SocketErrors.of(e);
            } catch (IllegalArgumentException e) {
                throw SocketErrors.of(SocketErrors.EINVAL);
            }
        }
        s.options.values.put(key(level, name), value.clone());
    }

    /**
     * {@code getsockopt(level, name)}: the value in its C form (a 4-byte int for most).
     */
    static byte[] get(NioSocket s, int level, int name) {
        NetworkChannel c = (NetworkChannel) s.channel();
        checkLevel(s, level);
        if (level == SOL_SOCKET) {
            switch (name) {
                case SO_TYPE:
                    return intBytes(s.type);
                case SO_ERROR:
                    return intBytes(s.takeError());
                case SO_ACCEPTCONN:
                    return intBytes(s.isListening() ? 1 : 0);
                case SO_DOMAIN:
                    return intBytes(s.family);
                case SO_PROTOCOL:
                    return intBytes(s.actualProtocol());
                case SO_PEERCRED: {
                    if (s.family != AF_UNIX) {
                        throw SocketErrors.of(SocketErrors.ENOPROTOOPT);
                    }
                    byte[] b = new byte[12];
                    putInt(b, 0, (int) ProcessHandle.current().pid());
                    putInt(b, 4, selfId("unix:uid"));
                    putInt(b, 8, selfId("unix:gid"));
                    return b;
                }
                default:
                    break;
            }
        }
        SocketOption<?> o = javaOption(s.family, level, name);
        if (o != null && c.supportedOptions().contains(o)) {
            try {
                Object v = c.getOption(o);
                if (o == StandardSocketOptions.SO_LINGER) {
                    int secs = (Integer) v;
                    byte[] b = new byte[8];
                    putInt(b, 0, secs < 0 ? 0 : 1);
                    putInt(b, 4, Math.max(secs, 0));
                    return b;
                }
                if (v instanceof Boolean bool) {
                    return intBytes(bool ? 1 : 0);
                }
                return intBytes((Integer) v);
            } catch (IOException e) {
                throw SocketErrors.of(e);
            }
        }
        byte[] v = s.options.values.get(key(level, name));
        if (v != null) {
            return v.clone();
        }
        Integer d = DEFAULTS.get(key(level, name));
        if (d != null) {
            return intBytes(d);
        }
        if (o != null) {
            // known to the JDK, not for this kind of channel (SO_KEEPALIVE when listening...)
            return name == SO_LINGER ? new byte[8] : intBytes(0);
        }
        if (level == SOL_SOCKET && (name == 20 || name == 21)) {
            return new byte[16];  // SO_RCVTIMEO, SO_SNDTIMEO: struct timeval
        }
        throw SocketErrors.of(SocketErrors.ENOPROTOOPT);
    }

    /** This process's uid or gid (the peer of a socket it made itself). */
    private static int selfId(String attribute) {
        try {
            return (Integer) java.nio.file.Files.getAttribute(java.nio.file.Path.of("/proc/self"),
                    attribute);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    // ------------------------------------------------------------------ C ints

    static byte[] intBytes(int v) {
        byte[] b = new byte[4];
        putInt(b, 0, v);
        return b;
    }

    private static void putInt(byte[] b, int off, int v) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >> 8);
        b[off + 2] = (byte) (v >> 16);
        b[off + 3] = (byte) (v >> 24);
    }

    private static int intAt(byte[] b, int off) {
        return (b[off] & 0xff) | (b[off + 1] & 0xff) << 8 | (b[off + 2] & 0xff) << 16
                | (b[off + 3] & 0xff) << 24;
    }

    /** The int at the start of a C value (shorter values zero-extended). */
    static int intOf(byte[] b) {
        if (b.length >= 4) {
            return intAt(b, 0);
        }
        int v = 0;
        for (int i = b.length - 1; i >= 0; i--) {
            v = v << 8 | (b[i] & 0xff);
        }
        return v;
    }
}
