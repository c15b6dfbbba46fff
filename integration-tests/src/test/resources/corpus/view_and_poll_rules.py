# memoryview items after a conversion released the view, select over a list that fileno()
# shrinks, poll's registrations while another thread polls, posix's device numbers, chown
# of a missing file, symtable of bytes with a coding cookie: CPython 3.13's rules.
import os
import posix
import select
import symtable
import threading
import time


# converting an index or a value may release the view: the access then fails
def release():
    view.release()


class ReleasingIndex:
    def __index__(self):
        release()
        return 4


class ReleasingFloat:
    def __float__(self):
        release()
        return 4.25


backing = bytearray(b"\xff" * 16)
for attempt in ("get", "set", "set value", "set float", "slice", "multi"):
    backing = bytearray(b"\xff" * 16)
    view = memoryview(backing)
    try:
        if attempt == "get":
            view[ReleasingIndex()]
        elif attempt == "set":
            view[ReleasingIndex()] = 42
        elif attempt == "set value":
            view[0] = ReleasingIndex()
        elif attempt == "set float":
            view = memoryview(backing).cast("d")
            view[0] = ReleasingFloat()
        elif attempt == "slice":
            view[:ReleasingIndex()] = b"spam"
        else:
            view = memoryview(backing).cast("B", (8, 2))
            view[ReleasingIndex(), 0]
        print(attempt, "no error")
    except ValueError as e:
        print(attempt, "ValueError:", e)
    print(" ", bytes(backing[:6]))
# a slice taken before the release keeps its own export
backing = bytearray(b"\xff" * 16)
view = memoryview(backing)
print(list(view[:ReleasingIndex()]))

# select reads a list by index, its length checked at each step
items = []


class Shrinking:
    def fileno(self):
        del items[-1]
        return 1


items[:] = [Shrinking()] * 10
r, w, x = select.select([], items, [], 0)
print(len(w), w == items[:5])

# poll: event masks are unsigned shorts; a registration changed while another thread
# polls takes effect at the next poll, and a second poll at once is an error
pollster = select.poll()
for bad in (-1, 1 << 16, 1 << 64):
    try:
        pollster.register(0, bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
read_end, write_end = os.pipe()
copies = [os.dup(read_end) for _ in range(3)]
for fd in copies:
    pollster.register(fd, select.POLLIN)
results = []
poller = threading.Thread(target=lambda: results.append(pollster.poll()))
poller.start()
time.sleep(0.3)
for fd in copies:
    pollster.unregister(fd)
pollster.register(write_end, select.POLLOUT)
try:
    pollster.poll()
except RuntimeError as e:
    print("RuntimeError:", e)
os.write(write_end, b"spam")
poller.join(10)
print(poller.is_alive(), sorted(fd in copies for fd, _ in results[0]))
print(pollster.poll(0) == [(write_end, select.POLLOUT)])
for fd in copies + [read_end, write_end]:
    os.close(fd)

# device numbers: -1 is NODEV, other negative numbers and too wide ones overflow
print(posix.major(-1), posix.minor(-1), posix.makedev(-1, -1))
dev = posix.makedev(8, 17)
print(dev, posix.major(dev), posix.minor(dev))
for call in (lambda: posix.major(-2), lambda: posix.minor(2 ** 64),
             lambda: posix.makedev(2 ** 32, 0), lambda: posix.makedev(0, -2)):
    try:
        call()
    except (ValueError, OverflowError) as e:
        print(type(e).__name__)

# chown with nothing to change still looks the file up
try:
    os.chown("/nonexistent/file", -1, -1)
except FileNotFoundError as e:
    print("FileNotFoundError", e.filename)

# symtable decodes bytes as compile does, and takes a bytes file name
top = symtable.symtable(b"# -*- coding: iso8859-15 -*-\nclass \xb4: pass\n", b"spam", "exec")
print([child.get_name() for child in top.get_children()], top.get_name())
