# Generates tz_cases.txt with CPython 3.13:
#   PYENV_VERSION=3.13.0 python3 gen_tz_cases.py > tz_cases.txt
# One case per line: an expression, a tab, then repr() of its value or "!Type: message".
# The expressions run in order after PRELUDE (LocalZoneTest reads it from this file, so it has
# no backslashes), with the time module and posix alone: each case sets TZ for a call of
# time.tzset() and puts it back after. POSIX TZ strings (DST rules, negative DST, DST over New
# Year's, rule times past midnight, Julian days, glibc's defaults for a DST zone without
# rules when its offsets are New York's, before 1970 as glibc has them), and one file of the tz
# database, America/New_York, at times its data has not changed for.
PRELUDE = """
import time, posix

def with_tz(tz, f):
    old = posix.environ.get(b'TZ')
    posix.putenv(b'TZ', tz.encode())
    time.tzset()
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
    finally:
        if old is None:
            posix.unsetenv(b'TZ')
        else:
            posix.putenv(b'TZ', old)
        time.tzset()

STAMPS = (1040774400, 1057000000, 1699174800, 1699178400, 1711846800, 1730000000, -2000000000)

def zone(tz):
    def f():
        out = [time.tzname, time.timezone, time.altzone, time.daylight]
        for t in STAMPS:
            tm = time.localtime(t)
            out.append((tuple(tm), tm.tm_zone, tm.tm_gmtoff, time.strftime('%Z %z', tm)))
        return out
    return with_tz(tz, f)

def mktimes(tz, *tuples):
    return with_tz(tz, lambda: [time.mktime(t) for t in tuples])
"""
exec(PRELUDE)

CASES = """
zone('EST+05EDT,M3.2.0,M11.1.0')
zone('EST+05EDT')
zone('EST5')
zone('MSK-03')
zone('UTC+0')
zone('<+0545>-5:45')
zone('<-03>3')
zone('foo')
zone('AEST-10AEDT-11,M10.5.0,M3.5.0')
zone('IST-1GMT0,M10.5.0,M3.5.0/1')
zone('NZST-12NZDT,M9.5.0,M4.1.0/3')
zone('STD-1DST,M3.2.0/-1,M11.1.0/26')
zone('XXX3YYY,J60,J300')
zone('ABCD-3:30:15EFG,M3.2.0,M11.1.0')
zone('ABC3DEF2,M3.2.0/2:30,M11.1.0/1:00:30')
zone('America/New_York')
zone(':America/New_York')
mktimes('EST+05EDT,M3.2.0,M11.1.0', (2023, 11, 5, 1, 30, 0, 0, 0, -1), (2023, 11, 5, 1, 30, 0, 0, 0, 0), (2023, 11, 5, 1, 30, 0, 0, 0, 1), (2023, 3, 12, 2, 30, 0, 0, 0, -1), (2023, 7, 1, 12, 0, 0, 0, 0, -1))
mktimes('AEST-10AEDT-11,M10.5.0,M3.5.0', (2023, 12, 25, 0, 0, 0, 0, 0, -1), (2023, 6, 1, 0, 0, 0, 0, 0, -1), (2024, 4, 7, 2, 30, 0, 0, 0, -1))
mktimes('America/New_York', (2021, 11, 7, 1, 30, 0, 0, 0, -1), (2021, 3, 14, 12, 0, 0, 0, 0, -1))
with_tz('EST+05EDT,M3.2.0,M11.1.0', lambda: (time.ctime(1699174800), time.asctime(time.localtime(1057000000))))
""".strip().split("\n")

for src in CASES:
    try:
        r = repr(eval(src, globals()))
    except Exception as e:
        r = '!' + type(e).__name__ + ': ' + str(e)
    print(src + '\t' + r)
