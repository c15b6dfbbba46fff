"""A line-based key-value server and its clients on asyncio streams over loopback TCP:
start_server, open_connection, readline/readexactly, drain, wait_for, gather, and the
socket module underneath (socketpair, getaddrinfo, sendall/recv)."""
import asyncio
import json
import socket


class Store:
    def __init__(self):
        self.data = {}
        self.log = []

    def handle(self, line):
        cmd, _, rest = line.partition(" ")
        if cmd == "SET":
            key, _, value = rest.partition("=")
            self.data[key] = value
            self.log.append(("set", key))
            return "OK"
        if cmd == "GET":
            self.log.append(("get", rest))
            return self.data.get(rest, "<missing>")
        if cmd == "KEYS":
            return ",".join(sorted(self.data))
        if cmd == "DUMP":
            return json.dumps(self.data, sort_keys=True)
        return f"ERR unknown command {cmd!r}"


async def serve(store, reader, writer):
    while True:
        line = await reader.readline()
        if not line:
            break
        reply = store.handle(line.decode().rstrip("\n"))
        body = reply.encode()
        writer.write(len(body).to_bytes(4, "big") + body)
        await writer.drain()
    writer.close()
    await writer.wait_closed()


async def client(port, name, commands):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    replies = []
    for c in commands:
        writer.write((c + "\n").encode())
        await writer.drain()
        size = int.from_bytes(await reader.readexactly(4), "big")
        replies.append((await reader.readexactly(size)).decode())
    writer.close()
    await writer.wait_closed()
    return name, replies


async def main():
    store = Store()
    server = await asyncio.start_server(lambda r, w: serve(store, r, w), "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    print("listening:", server.sockets[0].family == socket.AF_INET, port > 0)
    async with server:
        first = await client(port, "writer", [f"SET k{i}={i * i}" for i in range(5)])
        print(first)
        results = await asyncio.gather(
            client(port, "a", ["GET k1", "GET k4", "GET nope"]),
            client(port, "b", ["KEYS", "SET extra=yes", "DUMP"]),
            client(port, "c", ["FROB x", "GET k0"]),
        )
        for name, replies in results:
            print(name, replies)
        try:
            await asyncio.wait_for(asyncio.sleep(10), timeout=0.01)
        except TimeoutError:
            print("wait_for timed out")
    print("closed:", not server.is_serving())
    print("log size:", len(store.log), sorted(set(k for _, k in store.log))[:3])


def plain_sockets():
    a, b = socket.socketpair()
    with a, b:
        a.sendall(b"ping " * 1000)
        a.shutdown(socket.SHUT_WR)
        got = bytearray()
        while chunk := b.recv(700):
            got += chunk
        print("socketpair:", len(got), got[:10])
    infos = socket.getaddrinfo("127.0.0.1", 80, socket.AF_INET, socket.SOCK_STREAM)
    print("getaddrinfo:", infos[0][0] == socket.AF_INET, infos[0][4])
    print("inet:", socket.inet_aton("10.1.2.3"), socket.inet_ntoa(b"\x7f\x00\x00\x01"))
    print("htons:", socket.htons(1), socket.ntohl(socket.htonl(123456)))


plain_sockets()
asyncio.run(main())
