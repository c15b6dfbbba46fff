package org.specializer.natives.socket;

import static org.specializer.natives.socket.SocketConstants.AF_INET;
import static org.specializer.natives.socket.SocketConstants.AF_INET6;
import static org.specializer.natives.socket.SocketConstants.AF_UNIX;
import static org.specializer.natives.socket.SocketConstants.SOCK_DGRAM;
import static org.specializer.natives.socket.SocketConstants.SOCK_STREAM;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ProtocolFamily;
import java.net.SocketAddress;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.channels.NetworkChannel;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.util.Arrays;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.ChannelWait;
import org.specializer.natives.posix.OpenFile;

/**
 * One socket, as the kernel would hold it: what the descriptors of the
 * {@link org.specializer.natives.posix.FdTable} refer to (an {@link OpenFile.Endpoint}), and what
 * {@code _socket.socket} objects work on.
 *
 * <h2>Channels</h2>
 * A socket is a java.nio channel, non-blocking at all times so that selectors can watch it:
 * a {@link SocketChannel} for a stream socket until it listens, a {@link ServerSocketChannel}
 * after, a {@link DatagramChannel} for datagrams. The JDK binds and listens in one call, so a
 * stream socket binds its SocketChannel (reserving the address, as bind does), and
 * {@link #listen} moves the address to a new ServerSocketChannel: a bound socket that does not
 * listen refuses connections, as on Linux. Options set on a socket are kept, and given to the
 * new channel.
 *
 * <h2>Blocking</h2>
 * Every operation takes the timeout of the Python socket that calls it, in nanoseconds:
 * negative to block, 0 not to ({@code BlockingIOError} EAGAIN, EINPROGRESS for connect), more
 * for a deadline ({@code TimeoutError}). It tries the channel, and when that would block waits
 * for it in {@link ChannelWait} (without the interpreter lock) and tries again.
 *
 * <h2>What Java lacks</h2>
 * {@code MSG_PEEK}: the bytes (or the datagram) peeked are read and kept here, and the next
 * receive takes them first. A failed connect leaves the JDK's channel closed; the socket gets
 * a fresh one, so it can connect again, as a Linux socket can.
 */
final class NioSocket implements OpenFile.Endpoint {
    final int family;
    /** SOCK_STREAM or SOCK_DGRAM (without the flags). */
    final int type;
    /** The protocol asked for (0 for the family's default). */
    final int proto;
    private volatile SelectableChannel ch;
    /** The address a stream socket bound to before listening. */
    private SocketAddress bound;
    private boolean listening;
    /** The error a failed non-blocking connect left, for SO_ERROR. */
    private int soError;
    /** Stream: bytes read by MSG_PEEK, not yet received. Datagram: the peeked datagram. */
    private byte[] peeked;
    private SocketAddress peekedFrom;
    private boolean blocking = true;
    private volatile boolean closed;
    /** A socketpair end: its addresses are unnamed (''). */
    boolean unnamed;
    private boolean shutRd;
    private boolean shutWr;
    final SocketOptions.Store options = new SocketOptions.Store();

    private NioSocket(int family, int type, int proto, SelectableChannel ch) {
        this.family = family;
        this.type = type;
        this.proto = proto;
        this.ch = ch;
    }

    /** {@code socket(family, type, proto)}. Compare CPython socketmodule.c: sock_initobj. */
    static NioSocket open(int family, int type, int proto) {
        if (family != AF_INET && family != AF_INET6 && family != AF_UNIX) {
            throw SocketErrors.of(SocketErrors.EAFNOSUPPORT);
        }
        if (type == SOCK_STREAM) {
            if (proto != 0 && (family == AF_UNIX || proto != SocketConstants.IPPROTO_TCP)) {
                throw SocketErrors.of(SocketErrors.EPROTONOSUPPORT);
            }
        } else if (type == SOCK_DGRAM) {
            if (family == AF_UNIX) {
                // the JDK has no UNIX-domain datagram channels
                throw SocketErrors.of(SocketErrors.EPROTONOSUPPORT);
            }
            if (proto != 0 && proto != SocketConstants.IPPROTO_UDP) {
                throw SocketErrors.of(SocketErrors.EPROTONOSUPPORT);
            }
        } else if (type == SocketConstants.SOCK_RAW || type == 4 || type == 5) {
            throw SocketErrors.of(SocketErrors.ESOCKTNOSUPPORT);
        } else {
            throw SocketErrors.of(SocketErrors.EINVAL);
        }
        return new NioSocket(family, type, proto, newChannel(family, type));
    }

    /** A connected stream socket made by accept or socketpair. */
    static NioSocket ofConnected(int family, int type, int proto, SocketChannel c) {
        try {
            c.configureBlocking(false);
        } catch (IOException e) {
            throw SocketErrors.of(e);
        }
        return new NioSocket(family, type, proto, c);
    }

    private static ProtocolFamily protocolFamily(int family) {
        return family == AF_INET ? StandardProtocolFamily.INET
                : family == AF_INET6 ? StandardProtocolFamily.INET6 : StandardProtocolFamily.UNIX;
    }

    private static SelectableChannel newChannel(int family, int type) {
        try {
            SelectableChannel c = type == SOCK_STREAM
                    ? SocketChannel.open(protocolFamily(family))
                    : DatagramChannel.open(protocolFamily(family));
            c.configureBlocking(false);
            return c;
        } catch (UnsupportedOperationException e) {
            throw SocketErrors.of(SocketErrors.EAFNOSUPPORT);
        } catch (IOException e) {
            throw SocketErrors.of(e);
        }
    }

    // ------------------------------------------------------------------ state

    /** The channel; EBADF once closed. */
    SelectableChannel channel() {
        SelectableChannel c = ch;
        if (closed || c == null) {
            throw SocketErrors.of(ErrnoModule.EBADF);
        }
        return c;
    }

    boolean isListening() {
        return listening;
    }

    /** A pending connect that completed or failed meanwhile is settled. */
    private void finishPending() {
        if (ch instanceof SocketChannel sc && sc.isConnectionPending()) {
            try {
                sc.finishConnect();
            } catch (IOException e) {
                soError = SocketErrors.errno(e);
                replaceClosedChannel();
            }
        }
    }

    /** The JDK closes a channel whose connect failed; a Linux socket lives on. */
    private void replaceClosedChannel() {
        if (closed) {
            return;
        }
        SelectableChannel old = ch;
        ch = newChannel(family, type);
        options.applyTo((NetworkChannel) ch, this);
        ChannelWait.wakeWaiters(old);
    }

    /** {@code SO_ERROR}: the error a connect left, cleared by reading it. */
    int takeError() {
        channel();
        finishPending();
        int e = soError;
        soError = 0;
        return e;
    }

    // ------------------------------------------------------------------ waiting

    /** Deadline of a call with {@code timeout} (meaningful when it is positive). */
    private static long deadline(long timeout) {
        return timeout > 0 ? System.nanoTime() + timeout : 0;
    }

    /**
     * The operation would block: EAGAIN for a non-blocking call, else wait for {@code ops}.
     * False when the deadline passed (the caller raises its timeout).
     */
    private boolean waitFor(int ops, long timeout, long deadline) {
        if (timeout == 0) {
            throw SocketErrors.of(SocketErrors.EAGAIN);
        }
        long left = -1;
        if (timeout > 0) {
            left = ChannelWait.remaining(deadline);
            if (left == 0) {
                return false;
            }
        }
        ChannelWait.await(channel(), ops, left);
        return true;
    }

    // ------------------------------------------------------------------ bind, listen, accept

    /** {@code bind(address)}. */
    void bind(SocketAddress sa) {
        SelectableChannel c = channel();
        if (listening || bound != null) {
            throw SocketErrors.of(SocketErrors.EINVAL);
        }
        try {
            if (c instanceof SocketChannel sc) {
                if (sc.isConnected() || sc.isConnectionPending()) {
                    throw SocketErrors.of(SocketErrors.EINVAL);
                }
                sc.bind(sa);
                bound = sa instanceof UnixDomainSocketAddress ? sa : sc.getLocalAddress();
            } else {
                DatagramChannel dc = (DatagramChannel) c;
                if (dc.getLocalAddress() != null) {
                    throw SocketErrors.of(SocketErrors.EINVAL);
                }
                dc.bind(sa);
            }
        } catch (IOException e) {
            throw SocketErrors.of(e);
        } catch (RuntimeException e) {
            throw misuse(e);
        }
    }

    /** {@code listen(backlog)}: the bound address moves to a listening channel. */
    void listen(int backlog) {
        SelectableChannel c = channel();
        if (type != SOCK_STREAM) {
            throw SocketErrors.of(SocketErrors.EOPNOTSUPP);
        }
        if (listening) {
            return;
        }
        SocketChannel sc = (SocketChannel) c;
        if (sc.isConnected() || sc.isConnectionPending()) {
            throw SocketErrors.of(SocketErrors.EINVAL);
        }
        ServerSocketChannel ssc;
        try {
            ssc = ServerSocketChannel.open(protocolFamily(family));
            ssc.configureBlocking(false);
        } catch (IOException e) {
            throw SocketErrors.of(e);
        }
        options.applyTo(ssc, this);
        try {
            SocketAddress at = bound;
            sc.close();
            ChannelWait.wakeWaiters(sc);
            if (at instanceof UnixDomainSocketAddress u) {
                Files.deleteIfExists(u.getPath());
            }
            ssc.bind(at, Math.max(backlog, 1));
        } catch (IOException e) {
            try {
                ssc.close();
            } catch (IOException x) {
                // nothing bound
            }
            ch = newChannel(family, type);
            options.applyTo((NetworkChannel) ch, this);
            bound = null;
            throw SocketErrors.of(e);
        }
        ch = ssc;
        listening = true;
    }

    /** {@code _accept()}: the new connection's socket. */
    NioSocket accept(long timeout) {
        SelectableChannel c = channel();
        if (!listening || shutRd) {
            throw SocketErrors.of(SocketErrors.EINVAL);
        }
        ServerSocketChannel ssc = (ServerSocketChannel) c;
        long deadline = deadline(timeout);
        for (;;) {
            SocketChannel got;
            try {
                got = ssc.accept();
            } catch (IOException e) {
                throw SocketErrors.of(e);
            }
            if (got != null) {
                NioSocket s = ofConnected(family, type, proto, got);
                options.inheritTo(s);
                return s;
            }
            if (shutRd) {
                throw SocketErrors.of(SocketErrors.EINVAL);
            }
            if (!waitFor(SelectionKey.OP_ACCEPT, timeout, deadline)) {
                throw SocketErrors.timeout();
            }
        }
    }

    // ------------------------------------------------------------------ connect

    /**
     * {@code connect(address)}: 0 when connected, else the error number (EINPROGRESS for a
     * non-blocking socket whose connection goes on; EAGAIN when the timeout ran out, which
     * {@code connect} raises as TimeoutError). Compare CPython socketmodule.c: internal_connect.
     */
    int connect(SocketAddress sa, long timeout) {
        SelectableChannel c = channel();
        try {
            if (c instanceof DatagramChannel dc) {
                if (dc.isConnected()) {
                    dc.disconnect();
                }
                dc.connect(sa);
                return 0;
            }
            if (listening) {
                return SocketErrors.EISCONN;
            }
            finishPending();
            SocketChannel sc = (SocketChannel) channel();
            c = sc;
            if (sc.isConnected()) {
                return SocketErrors.EISCONN;
            }
            if (sc.isConnectionPending()) {
                if (timeout == 0) {
                    return SocketErrors.EALREADY;
                }
            } else {
                soError = 0;
                if (sc.connect(sa)) {
                    return 0;
                }
            }
            if (timeout == 0) {
                return SocketErrors.EINPROGRESS;
            }
            long deadline = deadline(timeout);
            for (;;) {
                if (sc.finishConnect()) {
                    return 0;
                }
                if (!waitFor(SelectionKey.OP_CONNECT, timeout, deadline)) {
                    return SocketErrors.EAGAIN;
                }
                if (ch != sc) {
                    // closed meanwhile
                    channel();
                    return soError != 0 ? soError : ErrnoModule.EBADF;
                }
            }
        } catch (IOException e) {
            int errno = SocketErrors.errno(e);
            if (c instanceof SocketChannel) {
                replaceClosedChannel();
            }
            return errno;
        } catch (RuntimeException e) {
            throw misuse(e);
        }
    }

    // ------------------------------------------------------------------ receive

    /**
     * Receive up to {@code len} bytes into {@code b[off:]}: the count (0 at end of stream);
     * the sender into {@code from[0]} when given. Compare CPython socketmodule.c: sock_recv_guts.
     */
    int recv(byte[] b, int off, int len, int flags, long timeout, SocketAddress[] from) {
        if ((flags & SocketConstants.MSG_DONTWAIT) != 0) {
            timeout = 0;
        }
        long deadline = deadline(timeout);
        int got = 0;
        for (;;) {
            int n = tryRecv(b, off + got, len - got, flags, from);
            if (n >= 0) {
                got += n;
                if ((flags & SocketConstants.MSG_WAITALL) == 0 || type != SOCK_STREAM
                        || n == 0 || got == len || (flags & SocketConstants.MSG_PEEK) != 0) {
                    return got;
                }
                continue;
            }
            int ops = ch instanceof SocketChannel sc && sc.isConnectionPending()
                    ? SelectionKey.OP_CONNECT : SelectionKey.OP_READ;
            if (!waitFor(ops, timeout, deadline)) {
                throw SocketErrors.timeout();
            }
        }
    }

    /** One attempt: the count, or -1 when it would block. */
    private int tryRecv(byte[] b, int off, int len, int flags, SocketAddress[] from) {
        SelectableChannel c = channel();
        boolean peek = (flags & SocketConstants.MSG_PEEK) != 0;
        if ((flags & SocketConstants.MSG_OOB) != 0) {
            throw SocketErrors.of(SocketErrors.EINVAL);
        }
        try {
            if (c instanceof DatagramChannel dc) {
                if (peeked == null) {
                    ByteBuffer buf = ByteBuffer.allocate(65536);
                    SocketAddress sender = dc.receive(buf);
                    if (sender == null) {
                        return -1;
                    }
                    peeked = Arrays.copyOf(buf.array(), buf.position());
                    peekedFrom = sender;
                }
                int n = Math.min(len, peeked.length);
                System.arraycopy(peeked, 0, b, off, n);
                if (from != null) {
                    from[0] = peekedFrom;
                }
                if (!peek) {
                    peeked = null;
                    peekedFrom = null;
                }
                return n;
            }
            if (listening) {
                throw SocketErrors.of(SocketErrors.ENOTCONN);
            }
            SocketChannel sc = (SocketChannel) c;
            finishPending();
            if (sc != ch) {
                sc = (SocketChannel) channel();
            }
            if (!sc.isConnected()) {
                if (sc.isConnectionPending()) {
                    return -1;
                }
                throw SocketErrors.of(SocketErrors.ENOTCONN);
            }
            if (peeked != null) {
                if (peek && len > peeked.length) {
                    ByteBuffer more = ByteBuffer.allocate(len - peeked.length);
                    int m = sc.read(more);
                    if (m > 0) {
                        byte[] all = Arrays.copyOf(peeked, peeked.length + m);
                        System.arraycopy(more.array(), 0, all, peeked.length, m);
                        peeked = all;
                    }
                }
                int n = Math.min(len, peeked.length);
                System.arraycopy(peeked, 0, b, off, n);
                if (!peek) {
                    peeked = n == peeked.length ? null
                            : Arrays.copyOfRange(peeked, n, peeked.length);
                }
                return n;
            }
            if (len == 0) {
                return 0;
            }
            int n = sc.read(ByteBuffer.wrap(b, off, len));
            if (n < 0) {
                return 0;
            }
            if (n == 0) {
                return -1;
            }
            if (peek) {
                peeked = Arrays.copyOfRange(b, off, off + n);
            }
            return n;
        } catch (IOException e) {
            throw SocketErrors.of(e);
        } catch (RuntimeException e) {
            throw misuse(e);
        }
    }

    // ------------------------------------------------------------------ send

    /** {@code send}: the count sent. Compare CPython socketmodule.c: sock_send. */
    int send(byte[] b, int off, int len, int flags, long timeout) {
        if ((flags & SocketConstants.MSG_DONTWAIT) != 0) {
            timeout = 0;
        }
        long deadline = deadline(timeout);
        for (;;) {
            int n = trySend(b, off, len, null);
            if (n >= 0) {
                return n;
            }
            if (!waitFor(sendOps(), timeout, deadline)) {
                throw SocketErrors.timeout();
            }
        }
    }

    /** {@code sendall}: everything, within one deadline. */
    void sendAll(byte[] b, int off, int len, int flags, long timeout) {
        if ((flags & SocketConstants.MSG_DONTWAIT) != 0) {
            timeout = 0;
        }
        long deadline = deadline(timeout);
        int done = 0;
        do {
            int n = trySend(b, off + done, len - done, null);
            if (n >= 0) {
                done += n;
                if (len == 0) {
                    return;
                }
                continue;
            }
            if (!waitFor(sendOps(), timeout, deadline)) {
                throw SocketErrors.timeout();
            }
        } while (done < len);
    }

    /** {@code sendto}: a datagram to {@code to}. */
    int sendTo(byte[] b, int off, int len, int flags, SocketAddress to, long timeout) {
        if ((flags & SocketConstants.MSG_DONTWAIT) != 0) {
            timeout = 0;
        }
        long deadline = deadline(timeout);
        for (;;) {
            int n = trySend(b, off, len, to);
            if (n >= 0) {
                return n;
            }
            if (!waitFor(SelectionKey.OP_WRITE, timeout, deadline)) {
                throw SocketErrors.timeout();
            }
        }
    }

    private int sendOps() {
        return ch instanceof SocketChannel sc && sc.isConnectionPending()
                ? SelectionKey.OP_CONNECT : SelectionKey.OP_WRITE;
    }

    /** One attempt: the count, or -1 when it would block. */
    private int trySend(byte[] b, int off, int len, SocketAddress to) {
        SelectableChannel c = channel();
        ByteBuffer buf = ByteBuffer.wrap(b, off, len);
        try {
            if (c instanceof DatagramChannel dc) {
                if (shutWr) {
                    throw SocketErrors.of(SocketErrors.EPIPE);
                }
                int n;
                if (to == null) {
                    if (!dc.isConnected()) {
                        throw SocketErrors.of(SocketErrors.EDESTADDRREQ);
                    }
                    n = dc.write(buf);
                } else {
                    n = dc.send(buf, to);
                }
                return n == 0 && len > 0 ? -1 : n;
            }
            if (listening) {
                throw SocketErrors.of(SocketErrors.EPIPE);
            }
            SocketChannel sc = (SocketChannel) c;
            if (to != null && sc.isConnected() && family == AF_UNIX) {
                // TCP ignores the address of a connected socket; UNIX streams refuse it
                throw SocketErrors.of(SocketErrors.EISCONN);
            }
            finishPending();
            if (sc != ch) {
                sc = (SocketChannel) channel();
            }
            if (!sc.isConnected()) {
                if (sc.isConnectionPending()) {
                    return -1;
                }
                throw SocketErrors.of(SocketErrors.EPIPE);
            }
            if (shutWr) {
                throw SocketErrors.of(SocketErrors.EPIPE);
            }
            int n = sc.write(buf);
            return n == 0 && len > 0 ? -1 : n;
        } catch (IOException e) {
            throw SocketErrors.of(e);
        } catch (RuntimeException e) {
            throw misuse(e);
        }
    }

    // ------------------------------------------------------------------ shutdown, close

    /** {@code shutdown(how)}: SHUT_RD 0, SHUT_WR 1, SHUT_RDWR 2. */
    void shutdown(int how) {
        SelectableChannel c = channel();
        if (how < 0 || how > 2) {
            throw SocketErrors.of(SocketErrors.EINVAL);
        }
        boolean rd = how != 1;
        boolean wr = how != 0;
        try {
            if (listening) {
                if (rd) {
                    shutRd = true;
                    ChannelWait.wakeWaiters(c);
                }
                return;
            }
            if (c instanceof DatagramChannel dc) {
                if (!dc.isConnected()) {
                    throw SocketErrors.of(SocketErrors.ENOTCONN);
                }
            } else {
                finishPending();
                SocketChannel sc = (SocketChannel) channel();
                if (!sc.isConnected()) {
                    throw SocketErrors.of(SocketErrors.ENOTCONN);
                }
                if (rd) {
                    sc.shutdownInput();
                }
                if (wr) {
                    sc.shutdownOutput();
                }
            }
            shutRd |= rd;
            shutWr |= wr;
        } catch (IOException e) {
            throw SocketErrors.of(e);
        }
    }

    /** The last descriptor of the socket was closed. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        SelectableChannel c = ch;
        try {
            c.close();
        } catch (IOException e) {
            // a reset connection: CPython ignores ECONNRESET on close
        } finally {
            ChannelWait.wakeWaiters(c);
        }
    }

    boolean isClosed() {
        return closed;
    }

    // ------------------------------------------------------------------ names

    /** {@code getsockname()}. */
    PyObject sockname() {
        SelectableChannel c = channel();
        if (unnamed) {
            return PyStr.EMPTY;
        }
        SocketAddress a;
        try {
            a = ((NetworkChannel) c).getLocalAddress();
        } catch (IOException e) {
            throw SocketErrors.of(e);
        }
        if (a == null) {
            a = unbound();
        }
        return Addresses.format(family, a);
    }

    /** The name of an unbound socket: the family's wildcard with port 0, or ''. */
    private SocketAddress unbound() {
        switch (family) {
            case AF_INET:
                return new InetSocketAddress(Addresses.any4(), 0);
            case AF_INET6:
                return new InetSocketAddress(Addresses.any6(), 0);
            default:
                return UnixDomainSocketAddress.of("");
        }
    }

    /** {@code getpeername()}. */
    PyObject peername() {
        SelectableChannel c = channel();
        finishPending();
        c = channel();
        SocketAddress a = null;
        try {
            if (c instanceof SocketChannel sc && sc.isConnected()) {
                a = sc.getRemoteAddress();
            } else if (c instanceof DatagramChannel dc && dc.isConnected()) {
                a = dc.getRemoteAddress();
            }
        } catch (IOException e) {
            throw SocketErrors.of(e);
        }
        if (a == null) {
            throw SocketErrors.of(SocketErrors.ENOTCONN);
        }
        if (unnamed) {
            return PyStr.EMPTY;
        }
        return Addresses.format(family, a);
    }

    /** The family's actual protocol (SO_PROTOCOL): TCP or UDP for IP sockets. */
    int actualProtocol() {
        if (family == AF_UNIX) {
            return 0;
        }
        return type == SOCK_STREAM ? SocketConstants.IPPROTO_TCP : SocketConstants.IPPROTO_UDP;
    }

    // ------------------------------------------------------------------ as a descriptor

    @Override
    public int read(byte[] b, int off, int len) {
        if (len == 0) {
            return 0;
        }
        for (;;) {
            int n = tryRecv(b, off, len, 0, null);
            if (n >= 0) {
                return n;
            }
            if (!blocking) {
                return -1;
            }
            waitFor(SelectionKey.OP_READ, -1, 0);
        }
    }

    @Override
    public int write(byte[] b, int off, int len) {
        for (;;) {
            int n = trySend(b, off, len, null);
            if (n >= 0) {
                return n;
            }
            if (!blocking) {
                return -1;
            }
            waitFor(sendOps(), -1, 0);
        }
    }

    @Override
    public boolean isBlocking() {
        return blocking;
    }

    @Override
    public void setBlocking(boolean b) {
        blocking = b;
    }

    // ------------------------------------------------------------------ polling

    @Override
    public int pollNow(int events) {
        SelectableChannel c = ch;
        if (closed || c == null) {
            return POLLNVAL;
        }
        int r = 0;
        if (peeked != null || shutRd) {
            r |= events & (POLLIN | POLLRDNORM);
        }
        if (c instanceof SocketChannel sc) {
            if (!sc.isConnected() && !sc.isConnectionPending()) {
                // an unconnected TCP socket: writable and hung up, as Linux's tcp_poll says
                r |= POLLHUP | events & (POLLOUT | POLLWRNORM);
                if (soError != 0) {
                    r |= POLLERR;
                }
            }
            if (shutRd && shutWr) {
                r |= POLLHUP;
            }
        }
        return r;
    }

    @Override
    public SelectableChannel pollChannel() {
        return closed ? null : ch;
    }

    @Override
    public int interestOps(int events) {
        SelectableChannel c = ch;
        boolean in = (events & (POLLIN | POLLRDNORM | POLLPRI)) != 0;
        boolean out = (events & (POLLOUT | POLLWRNORM)) != 0;
        int ops = 0;
        if (c instanceof ServerSocketChannel) {
            return in ? SelectionKey.OP_ACCEPT : 0;
        }
        if (c instanceof SocketChannel sc) {
            if (in) {
                ops |= SelectionKey.OP_READ;
            }
            if (sc.isConnectionPending()) {
                // a connect's end (done or failed) makes the socket writable
                ops |= SelectionKey.OP_CONNECT;
            } else if (out && sc.isConnected()) {
                ops |= SelectionKey.OP_WRITE;
            }
            return ops;
        }
        if (in) {
            ops |= SelectionKey.OP_READ;
        }
        if (out) {
            ops |= SelectionKey.OP_WRITE;
        }
        return ops;
    }

    @Override
    public int pollEvents(int readyOps, int events) {
        int r = 0;
        if ((readyOps & (SelectionKey.OP_READ | SelectionKey.OP_ACCEPT)) != 0) {
            r |= events & (POLLIN | POLLRDNORM);
        }
        if ((readyOps & SelectionKey.OP_WRITE) != 0) {
            r |= events & (POLLOUT | POLLWRNORM);
        }
        if ((readyOps & SelectionKey.OP_CONNECT) != 0) {
            finishPending();
            if (soError != 0) {
                r |= POLLERR | POLLHUP | events & (POLLOUT | POLLWRNORM | POLLIN | POLLRDNORM);
            } else {
                r |= events & (POLLOUT | POLLWRNORM);
            }
        }
        return r;
    }

    // ------------------------------------------------------------------ helpers

    /** java.nio's unchecked exceptions for misuse, as the error number the call would give. */
    private static PyException misuse(RuntimeException e) {
        if (SocketErrors.isChannelMisuse(e)) {
            return SocketErrors.of(SocketErrors.errno(e));
        }
        throw e;
    }
}
