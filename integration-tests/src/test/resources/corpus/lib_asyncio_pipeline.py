"""A producer/consumer pipeline on asyncio: queues, tasks, gather, timeouts, async generators,
locks, events and cancellation; the output is deterministic."""
import asyncio
import contextlib


async def ticker(n, delay):
    for i in range(n):
        await asyncio.sleep(delay)
        yield i


async def producer(name, queue, n):
    async for i in ticker(n, 0.001):
        await queue.put((name, i))
    await queue.put((name, None))


async def consumer(queue, producers, results, lock):
    done = 0
    while done < producers:
        name, item = await queue.get()
        queue.task_done()
        if item is None:
            done += 1
            continue
        async with lock:
            results.setdefault(name, []).append(item * item)


async def slow(x):
    await asyncio.sleep(10)
    return x


async def main():
    queue = asyncio.Queue(maxsize=3)
    lock = asyncio.Lock()
    results = {}
    tasks = [asyncio.create_task(producer(f"p{k}", queue, 4 + k)) for k in range(3)]
    tasks.append(asyncio.create_task(consumer(queue, 3, results, lock)))
    await asyncio.gather(*tasks)
    for name in sorted(results):
        print(name, results[name])

    try:
        await asyncio.wait_for(slow(1), timeout=0.01)
    except TimeoutError:
        print("timed out")

    event = asyncio.Event()

    async def waiter(k):
        await event.wait()
        return k * 10

    waiters = [asyncio.create_task(waiter(k)) for k in range(4)]
    await asyncio.sleep(0)
    event.set()
    print(await asyncio.gather(*waiters))

    t = asyncio.create_task(slow(2))
    await asyncio.sleep(0)
    t.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await t
    print("cancelled:", t.cancelled())

    squares = [x * x async for x in ticker(5, 0)]
    print(squares)

    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(asyncio.sleep(0.001, result="a"))
        b = tg.create_task(asyncio.sleep(0.002, result="b"))
    print(a.result(), b.result())

    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_later(0.001, fut.set_result, "later")
    print(await fut)
    print(await loop.run_in_executor(None, sum, range(10)))


asyncio.run(main())
