# _thread's handles and a thread's end as CPython 3.13 has them: a handle starts one thread,
# an unstarted one cannot be marked done, an exception ending a thread is reported with the
# function in the message, the function is released when the thread ends, and
# sys._current_exceptions() shows what each thread is handling.
import gc
import sys
import threading
import _thread
import weakref

print("-- handles")
h = _thread._ThreadHandle()
try:
    h._set_done()
except RuntimeError as e:
    print("RuntimeError:", e)
lock = _thread.allocate_lock()
lock.acquire()
h = _thread.start_joinable_thread(lock.acquire, handle=h)
try:
    _thread.start_joinable_thread(print, handle=h)
except RuntimeError as e:
    print("RuntimeError:", e)
lock.release()
h.join()
print("done:", h.is_done())

print("-- an exception ending a thread")
seen = []
old_hook = sys.unraisablehook
sys.unraisablehook = lambda u: seen.append((type(u.exc_value).__name__, str(u.exc_value),
                                            u.err_msg.split(" at 0x")[0], u.object))
started = _thread.allocate_lock()
started.acquire()


def task():
    started.release()
    raise ValueError("task failed")


ident = _thread.start_new_thread(task, ())
started.acquire()
for _ in range(200):
    if seen:
        break
    threading.Event().wait(0.01)
sys.unraisablehook = old_hook
print(seen)

print("-- the function is released when its thread ends")
done = []
finished = threading.Event()


def work():
    finished.set()


_thread.start_new_thread(work, ())
finished.wait()
wr = weakref.ref(work, lambda _: done.append(True))
del work
for _ in range(200):
    gc.collect()
    if done:
        break
    threading.Event().wait(0.01)
print("released:", done == [True], wr() is None)

print("-- sys._current_exceptions()")
ready = threading.Event()
stop = threading.Event()


def handling():
    try:
        raise KeyError("in the thread")
    except KeyError:
        ready.set()
        stop.wait()


t = threading.Thread(target=handling)
t.start()
ready.wait()
try:
    raise OSError("in main")
except OSError:
    excs = sys._current_exceptions()
print(repr(excs[t.ident]), repr(excs[threading.get_ident()]))
stop.set()
t.join()
print(sys._current_exceptions()[threading.get_ident()])
