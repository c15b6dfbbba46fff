# Closing a socket that a poll or epoll object still watches closes it at once, as closing
# the descriptor does on Linux: its port is free again, a connection is refused.
import select
import selectors
import socket


def listening():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen()
    return s, s.getsockname()[1]


def try_connect(port):
    c = socket.socket()
    c.settimeout(2.0)
    try:
        c.connect(("127.0.0.1", port))
        return "connected"
    except ConnectionRefusedError:
        return "refused"
    finally:
        c.close()


kept = []
for kind in ("poll", "epoll", "selector"):
    s, port = listening()
    if kind == "poll":
        p = select.poll()
        p.register(s, select.POLLIN)
        print(kind, p.poll(10))
    elif kind == "epoll":
        p = select.epoll()
        p.register(s.fileno(), select.EPOLLIN)
        print(kind, p.poll(0.01))
    else:
        p = selectors.DefaultSelector()
        p.register(s, selectors.EVENT_READ)
        print(kind, p.select(0.01))
    kept.append(p)   # the poll object stays alive and idle
    print(kind, "while listening:", try_connect(port))
    s.close()
    print(kind, "after close:", try_connect(port))
