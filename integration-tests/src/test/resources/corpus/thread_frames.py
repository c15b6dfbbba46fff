# sys._current_frames() and faulthandler.dump_traceback(all_threads=True) see every
# thread's Python frames: a thread blocked in a lock shows where it waits.
import faulthandler
import re
import sys
import tempfile
import threading

started = threading.Event()
done = threading.Event()


def inner():
    started.set()
    done.wait()


def worker():
    inner()


t = threading.Thread(target=worker)
t.start()
started.wait()

frames = sys._current_frames()
print("threads:", sorted(frames) == sorted([threading.get_ident(), t.ident]))
f = frames[t.ident]
names = []
while f is not None:
    names.append(f.f_code.co_name)
    f = f.f_back
print("worker's stack:", names)
print("main's frame:", frames[threading.get_ident()].f_code.co_name)

with tempfile.TemporaryFile() as tf:
    faulthandler.dump_traceback(tf.fileno(), all_threads=True)
    tf.seek(0)
    text = tf.read().decode()
text = re.sub(r"0x[0-9a-f]{16}", "0x...", text)
# this file's lines are shown; the standard library's depend on its version
text = re.sub(r'File "[^"]*/threading\.py", line \d+', 'File "threading.py", line ...', text)
text = re.sub(r'File "[^"]*/([^/"]+)"', r'File "\1"', text)
# the main thread's innermost frame (what runs this file may add frames below it)
others, current = text.split("Current thread")
print(others + "Current thread" + "\n".join(current.split("\n")[:2]))

done.set()
t.join()
print("after join:", sorted(sys._current_frames()) == [threading.get_ident()])
