# _thread.interrupt_main simulates a signal for the main thread: the Python handler runs, an
# ignored or default-handled signal does nothing, a bad number is a ValueError; handlers
# run on the main thread even when another thread asks.
import _thread
import signal
import threading
import time

try:
    _thread.interrupt_main(-1)
except ValueError as e:
    print("ValueError", e)
try:
    _thread.interrupt_main(signal.NSIG)
except ValueError as e:
    print("ValueError", e)

seen = []
signal.signal(signal.SIGUSR1, lambda s, f: seen.append(s))
_thread.interrupt_main(signal.SIGUSR1)
time.sleep(0.05)
print("handler ran:", seen == [signal.SIGUSR1])

main_ident = threading.get_ident()
names = []
signal.signal(signal.SIGUSR2,
              lambda s, f: names.append("main" if threading.get_ident() == main_ident
                                        else "other"))
t = threading.Thread(target=_thread.interrupt_main, args=(signal.SIGUSR2,), name="worker")
t.start()
t.join()
for _ in range(50):
    time.sleep(0.01)
print("handler ran on:", names)

signal.signal(signal.SIGINT, signal.SIG_IGN)
_thread.interrupt_main()
time.sleep(0.05)
print("ignored SIGINT: still running")
print("struct_time items:", time._STRUCT_TM_ITEMS, len(time.localtime()))
