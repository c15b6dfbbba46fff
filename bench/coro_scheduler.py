"""A coroutine scheduler: async def tasks on a hand-written event loop, no asyncio.

Tasks await channels (producer/consumer pairs), yield to the loop, and call down chains of
async functions several awaits deep; the loop drives them with send(), as an event loop does,
with a ready queue (collections.deque) and wake-ups on channel puts.
"""
import sys
import time
from collections import deque


class Suspend:
    """Awaitable that hands control back to the loop, with a request for it."""
    __slots__ = ('request',)

    def __init__(self, request):
        self.request = request

    def __await__(self):
        return (yield self.request)


class Channel:
    def __init__(self, loop, capacity):
        self.loop = loop
        self.items = deque()
        self.capacity = capacity
        self.getters = deque()
        self.putters = deque()

    async def put(self, item):
        while len(self.items) >= self.capacity:
            await Suspend(('wait', self.putters))
        self.items.append(item)
        if self.getters:
            self.loop.wake(self.getters.popleft())

    async def get(self):
        while not self.items:
            await Suspend(('wait', self.getters))
        item = self.items.popleft()
        if self.putters:
            self.loop.wake(self.putters.popleft())
        return item


class Loop:
    def __init__(self):
        self.ready = deque()
        self.current = None
        self.switches = 0

    def spawn(self, coro):
        self.ready.append((coro, None))

    def wake(self, coro):
        self.ready.append((coro, None))

    def run(self):
        ready = self.ready
        while ready:
            coro, value = ready.popleft()
            self.switches += 1
            try:
                request = coro.send(value)
            except StopIteration:
                continue
            kind = request[0]
            if kind == 'yield':
                ready.append((coro, None))
            elif kind == 'wait':
                request[1].append(coro)


async def pause():
    await Suspend(('yield',))


async def leaf(x):
    if x % 7 == 0:
        await pause()
    return x * 3 + 1


async def middle(x):
    a = await leaf(x)
    b = await leaf(x + 1)
    return a ^ b


async def top(x):
    total = 0
    for k in range(3):
        total += await middle(x + k)
    return total


async def producer(chan, start, count):
    for i in range(start, start + count):
        await chan.put(await top(i))
    await chan.put(None)


async def consumer(chan, results):
    total = 0
    seen = 0
    while True:
        item = await chan.get()
        if item is None:
            break
        total = (total * 31 + item) % 1000003
        seen += 1
        if seen % 16 == 0:
            await pause()
    results.append((seen, total))


def bench(n):
    loop = Loop()
    results = []
    for p in range(8):
        chan = Channel(loop, 4)
        loop.spawn(producer(chan, p * n, n))
        loop.spawn(consumer(chan, results))
    loop.run()
    seen = sum(s for s, _ in results)
    digest = sum(t for _, t in results) % 1000003
    return seen, digest, loop.switches


if __name__ == '__main__':
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 24000
    t0 = time.perf_counter()
    seen, digest, switches = bench(n)
    elapsed = time.perf_counter() - t0
    print("coro_scheduler n=%d items=%d digest=%d switches=%d" % (n, seen, digest, switches))
    print("time: %.6f" % elapsed)
