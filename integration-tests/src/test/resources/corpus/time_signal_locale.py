# time (struct_time, gmtime, mktime round trip, strftime, clocks), atexit, _signal and
# _locale, in ways whose output does not depend on the clock or the time zone.
import time, atexit, _signal, _locale, posix

t = time.gmtime(1700000000)
print(t)
print(t.tm_zone, t.tm_gmtoff, len(t), t.n_fields, t.n_sequence_fields, t[:3])
print(time.strftime('%Y-%m-%d %H:%M:%S %a %A %b %B %j %U %W %w %y %C %e %p %%', t))
print(time.strftime('%c|%x|%X|%D|%F|%T|%R|%r|%G %g %V %u', t))
print(time.asctime(t), time.asctime((2024, 2, 29, 1, 2, 3, 3, 60, 0)))
print(time.mktime(time.localtime(1700000000)) == 1700000000.0)
print(time.struct_time((2023, 1, 2, 3, 4, 5, 6, 7, 0)))
print(time.struct_time((2023, 1, 2, 3, 4, 5, 6, 7, 0)).tm_zone)
for bad in [lambda: time.gmtime(float('nan')), lambda: time.asctime((2023, 13, 1, 0, 0, 0, 0, 1, 0)),
            lambda: time.strftime('%Y', (2023, 1, 32, 0, 0, 0, 0, 1, 0)),
            lambda: time.mktime((1, 2, 3)), lambda: time.mktime(5), lambda: time.sleep(-1),
            lambda: time.get_clock_info('nope'), lambda: time.struct_time((1, 2))]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
a = time.monotonic(); b = time.monotonic()
print(b >= a, type(time.time_ns()), type(time.perf_counter()), time.process_time() >= 0)
print(time.get_clock_info('monotonic').monotonic, time.get_clock_info('time').adjustable)
time.sleep(0.001)
print(time.strftime('%Y', (2023, 0, 0, 0, 0, 0, 0, 0, 0)), time.CLOCK_MONOTONIC, time.CLOCK_REALTIME)

print(_signal.SIGINT, _signal.SIGTERM, _signal.NSIG, _signal.SIG_DFL, _signal.SIG_IGN)
print(_signal.getsignal(_signal.SIGINT) is _signal.default_int_handler,
      _signal.getsignal(_signal.SIGPIPE), _signal.getsignal(_signal.SIGTERM))
got = []
def handler(sig, frame):
    got.append(sig)
old = _signal.signal(_signal.SIGUSR1, handler)
print(old, _signal.getsignal(_signal.SIGUSR1) is handler)
_signal.raise_signal(_signal.SIGUSR1)
posix.kill(posix.getpid(), _signal.SIGUSR1)
print(got)
_signal.signal(_signal.SIGUSR1, _signal.SIG_IGN)
_signal.raise_signal(_signal.SIGUSR1)
print(got)
try:
    _signal.raise_signal(_signal.SIGINT)
except KeyboardInterrupt:
    print('KeyboardInterrupt')
try:
    posix.kill(posix.getpid(), _signal.SIGINT)
except KeyboardInterrupt:
    print('KeyboardInterrupt again')
for bad in [lambda: _signal.signal(_signal.SIGKILL, _signal.SIG_IGN), lambda: _signal.signal(0, 1),
            lambda: _signal.signal(_signal.SIGINT, 42), lambda: _signal.getsignal(99)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(_signal.strsignal(_signal.SIGINT), _signal.strsignal(_signal.SIGSEGV), _signal.strsignal(40))
print(len(_signal.valid_signals()), 32 in _signal.valid_signals(), _signal.set_wakeup_fd(-1))

print(_locale.setlocale(_locale.LC_NUMERIC), _locale.getencoding(), _locale.CHAR_MAX)
print(_locale.localeconv()['decimal_point'], repr(_locale.localeconv()['thousands_sep']))
print(_locale.nl_langinfo(_locale.D_T_FMT), _locale.nl_langinfo(_locale.DAY_1), _locale.nl_langinfo(_locale.ABMON_12))
print(_locale.setlocale(_locale.LC_ALL, 'C'), _locale.nl_langinfo(_locale.CODESET))
print(_locale.setlocale(_locale.LC_CTYPE, 'C.UTF-8'), _locale.nl_langinfo(_locale.CODESET))
try:
    _locale.setlocale(_locale.LC_ALL, 'xx_YY.UTF-8')
except _locale.Error as e:
    print(type(e).__module__, type(e).__name__, e)
print(_locale.strcoll('a', 'b'), _locale.strxfrm('abc'))

def goodbye(name, punct='!'):
    print('goodbye', name + punct)
def broken():
    print('broken runs')
atexit.register(goodbye, 'world', punct='.')
atexit.register(broken)
atexit.register(goodbye, 'first')
atexit.unregister(broken)
print(atexit._ncallbacks())
print('end of program')
