# Signals and threads as CPython 3.13 has them: a handler runs on the main thread, also for
# a signal another thread raises; a signal that comes while the main thread blocks is
# handled as the blocking call returns; signal.pause() waits for one; trace and profile
# functions can be set for every thread; no thread starts once the interpreter finalizes.
import signal
import sys
import threading
import _thread
import time

main_ident = threading.get_ident()
seen = []


def handler(sig, frame):
    seen.append((signal.Signals(sig).name, threading.get_ident() == main_ident))


print("-- a handler runs on the main thread")
old = signal.signal(signal.SIGUSR1, handler)
signal.raise_signal(signal.SIGUSR1)
print(seen)
seen.clear()
done = threading.Event()


def send():
    signal.raise_signal(signal.SIGUSR1)
    done.set()


t = threading.Thread(target=send)
t.start()
t.join()
done.wait()
for _ in range(100):       # the main thread takes it up at its next safe point
    if seen:
        break
    time.sleep(0.01)
print(seen)
signal.signal(signal.SIGUSR1, old)

print("-- signal.pause() returns after a handled signal")
seen.clear()
signal.signal(signal.SIGALRM, handler)
signal.setitimer(signal.ITIMER_REAL, 0.05)
signal.pause()
print(seen)
signal.signal(signal.SIGALRM, signal.SIG_DFL)

print("-- interrupt_main() while the main thread waits")
for attempt in range(3):
    t = threading.Thread(target=_thread.interrupt_main)
    try:
        t.start()
        t.join()
        time.sleep(0.5)
    except KeyboardInterrupt:
        print("KeyboardInterrupt")
    t.join()
lock = threading.Lock()
print("lock usable:", lock.acquire(timeout=1), lock.locked())
lock.release()
cond = threading.Condition()
with cond:
    print("condition usable:", cond.wait(0.01))

print("-- threading.setprofile_all_threads")
events = []
ready = threading.Event()
go = threading.Event()


def worker():
    ready.set()
    go.wait()
    sum(range(3))


def profile(frame, event, arg):
    if frame.f_code.co_name in ("worker", "work2"):
        events.append(("profile", frame.f_code.co_name, event))


t = threading.Thread(target=worker)
t.start()
ready.wait()
threading.setprofile_all_threads(profile)
print("getprofile is the function:", sys.getprofile() is profile,
      threading.getprofile() is profile)
go.set()
t.join()
threading.setprofile_all_threads(None)
print(sorted(set(events)))
print("getprofile after:", sys.getprofile(), threading.getprofile())

print("-- finalizing")
print("is_finalizing:", sys.is_finalizing())


class AtExit:
    def __del__(self):
        print("finalizing:", sys.is_finalizing())
        try:
            _thread.start_new_thread(print, ("a thread ran",))
        except RuntimeError as e:
            print(type(e).__name__, e)


keep = AtExit()
