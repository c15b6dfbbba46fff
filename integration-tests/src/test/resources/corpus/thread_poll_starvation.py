# Threads that poll a queue with get(False) in a loop never block: producers, the shutdown
# thread and joiners must still get their turns (the interpreter lock's holder is asked again
# and again to let go while others wait), or the program never ends.
import queue
import threading


def round_of(cls, items=4096, writers=4, readers=6, joiners=2):
    q = cls()
    puts, gets, shut = [], [], []
    per_writer = items // writers
    when = per_writer // 2
    barrier = threading.Barrier(writers + readers + joiners)
    shutdown_now = threading.Event()

    def writer():
        for i in range(when // 2):
            q.put((i, "a"))
        barrier.wait()
        for i in range(when // 2, per_writer):
            try:
                q.put((i, "b"))
            except queue.ShutDown:
                puts.append(False)
                break
            if i == when and not shutdown_now.is_set():
                shutdown_now.set()
                puts.append(True)

    def reader():
        q.get(True)
        q.task_done()
        barrier.wait()
        while True:
            try:
                q.get(False)
                q.task_done()
            except queue.ShutDown:
                gets.append(True)
                break
            except queue.Empty:
                pass

    def shutter():
        shutdown_now.wait()
        q.shutdown(True)
        shut.append(q.qsize() == 0)

    def joiner():
        barrier.wait()
        q.join()

    threads = [threading.Thread(target=f) for f, n in ((writer, writers), (reader, readers),
                                                      (shutter, 1), (joiner, joiners))
               for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return True in puts, gets.count(True) == readers, shut == [True]


for cls in (queue.Queue, queue.LifoQueue, queue.PriorityQueue):
    results = {round_of(cls) for _ in range(8)}
    print(cls.__name__, sorted(results))
