# faulthandler.register: the traceback is written when the signal comes, and the signal
# does nothing more unless chain=True (then the Python handler runs too); unregister
# gives the signal back to its handler.
import faulthandler
import os
import re
import signal
import tempfile


def read(f):
    f.seek(0)
    text = f.read().decode()
    f.seek(0)
    f.truncate()
    text = re.sub(r"0x[0-9a-f]{16}", "0x...", text)
    return re.sub(r'File "[^"]*/([^/"]+)"', r'File "\1"', text)


def send(signum):
    os.kill(os.getpid(), signum)


calls = []
with tempfile.TemporaryFile() as f:
    faulthandler.register(signal.SIGUSR1, file=f.fileno(), all_threads=False)
    send(signal.SIGUSR1)          # no handler of its own: the dump is all, the process goes on
    # the innermost frames (what runs this file may add frames below them)
    print("\n".join(read(f).splitlines()[:3]))

    signal.signal(signal.SIGUSR2, lambda s, fr: calls.append(signal.Signals(s).name))
    faulthandler.register(signal.SIGUSR2, file=f.fileno(), all_threads=True, chain=True)
    signal.raise_signal(signal.SIGUSR2)
    print(read(f).splitlines()[:2], calls)

    print(faulthandler.unregister(signal.SIGUSR2), faulthandler.unregister(signal.SIGUSR2))
    signal.raise_signal(signal.SIGUSR2)
    print(repr(read(f)), calls)
    faulthandler.unregister(signal.SIGUSR1)
    signal.signal(signal.SIGUSR2, signal.SIG_DFL)
