SETUP = '''
import fcntl, posix as os, termios, faulthandler
f = os.open('/tmp/.specializer-fcntl-test', os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
r, w = os.pipe()
'''
EXPRS = [
    "fcntl.fcntl(f, fcntl.F_GETFL)", "fcntl.fcntl(r, fcntl.F_GETFL)",
    "fcntl.fcntl(w, fcntl.F_GETFL)", "fcntl.fcntl(r, fcntl.F_SETFL, os.O_NONBLOCK)",
    "fcntl.fcntl(r, fcntl.F_GETFL)", "os.get_blocking(r)", "fcntl.fcntl(r, fcntl.F_GETFD)",
    "fcntl.fcntl(r, fcntl.F_SETFD, 0)", "os.get_inheritable(r)",
    "fcntl.fcntl(99, fcntl.F_GETFD)", "fcntl.fcntl('x', 1)",
    "fcntl.flock(f, fcntl.LOCK_EX)", "fcntl.flock(f, fcntl.LOCK_UN)",
    "fcntl.lockf(f, fcntl.LOCK_EX | fcntl.LOCK_NB)", "fcntl.lockf(f, fcntl.LOCK_UN)",
    "fcntl.ioctl(r, termios.TIOCGWINSZ, bytes(8))", "fcntl.fcntl(f, 999)",
    "fcntl.fcntl(f, fcntl.F_GETLK, bytes(32))", "fcntl.flock(r, fcntl.LOCK_EX)",
    "fcntl.fcntl(r)", "fcntl.fcntl(r, fcntl.F_GETFL, 0, 1)",
    "fcntl.fcntl(r, fcntl.F_SETFL, 'ab')", "fcntl.LOCK_EX", "fcntl.F_OFD_SETLKW",
    "termios.tcgetattr(r)", "termios.error", "termios.error.__mro__",
    "termios.tcgetwinsize(r)", "termios.tcsetattr(r, termios.TCSANOW, [])",
    "termios.tcsetattr(r, termios.TCSANOW, [0, 0, 0, 0, 0, 0, [0] * 32])",
    "termios.tcflush(r, termios.TCIFLUSH)", "termios.B38400", "termios.ECHO",
    "termios.TIOCGWINSZ",
    "faulthandler.is_enabled()", "faulthandler.enable(file=w)", "faulthandler.is_enabled()",
    "faulthandler.disable()", "faulthandler.is_enabled()",
    "faulthandler.dump_traceback_later(-1)", "faulthandler.cancel_dump_traceback_later()",
    "faulthandler.enable(file=5.5)",
    "(faulthandler.dump_traceback(w, all_threads=False), os.read(r, 200)[:40])",
]
