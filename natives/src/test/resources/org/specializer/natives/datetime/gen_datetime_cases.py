# Generates datetime_cases.txt with CPython 3.13:
#   PYENV_VERSION=3.13.0 TZ=UTC python3 gen_datetime_cases.py > datetime_cases.txt
# One case per line: an expression, a tab, then repr() of its value or "!Type: message".
# The expressions run in order after PRELUDE (DatetimeModuleTest reads it from this file, so
# it has no backslashes), against _datetime itself, not Lib's datetime; of Lib only pickle,
# copy and warnings (for pickles' bytes, copy.replace and the deprecation warnings). Nothing
# depends on the local time zone but round trips through it, nor on the clock.
PRELUDE = """
import _datetime
from _datetime import date, datetime, time, timedelta, tzinfo, timezone, UTC, MINYEAR, MAXYEAR
import pickle, copy, warnings

def run(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

def warned(f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter('always')
        r = f()
    return type(r).__name__, [(x.category.__name__, str(x.message)) for x in w]

def quiet(f):
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        return f()

def strict(f):
    with warnings.catch_warnings():
        warnings.simplefilter('error')
        return run(f)

class FixedOffset(tzinfo):
    def __init__(self, minutes, name, dst=0):
        self.off = timedelta(minutes=minutes)
        self.name = name
        self.d = timedelta(minutes=dst)
    def utcoffset(self, dt):
        return self.off
    def tzname(self, dt):
        return self.name
    def dst(self, dt):
        return self.d
    def __repr__(self):
        return 'FixedOffset(' + self.name + ')'
    def __getinitargs__(self):
        return (self.off // timedelta(minutes=1), self.name)

class Fold(tzinfo):
    # an hour that repeats at 01:00-02:00 of 2000-10-29: -4h before it (fold 0), -5h after
    def utcoffset(self, dt):
        if dt.replace(tzinfo=None) >= datetime(2000, 10, 29, 1) and dt.replace(tzinfo=None) < datetime(2000, 10, 29, 2):
            return timedelta(hours=-5 if dt.fold else -4)
        return timedelta(hours=-4 if dt.replace(tzinfo=None) < datetime(2000, 10, 29, 1) else -5)
    def dst(self, dt):
        return timedelta(0)
    def tzname(self, dt):
        return 'F'
    def __repr__(self):
        return 'Fold()'

class Bad(tzinfo):
    def __init__(self, v):
        self.v = v
    def utcoffset(self, dt):
        return self.v
    def dst(self, dt):
        return self.v
    def tzname(self, dt):
        return self.v

class TD(timedelta):
    pass

class D(date):
    pass

class DT(datetime):
    def __new__(cls, *args, **kw):
        self = datetime.__new__(cls, *args, **kw)
        self.extra = 'x'
        return self

class T(time):
    pass

class BadRatio(float):
    def as_integer_ratio(self):
        return (1, 2, 3)

est = timezone(timedelta(hours=-5), 'EST')
ist = timezone(timedelta(hours=5, minutes=30))
odd = timezone(-timedelta(hours=2, seconds=33, microseconds=123))
d0 = date(2000, 2, 29)
dt0 = datetime(2000, 2, 29, 13, 14, 15, 16)
dta = datetime(2000, 2, 29, 13, 14, 15, 16, tzinfo=est)
t0 = time(13, 14, 15, 16)
ta = time(13, 14, 15, 16, tzinfo=ist)
"""
exec(PRELUDE)

CASES = """
MINYEAR, MAXYEAR, UTC is timezone.utc, sorted(n for n in dir(_datetime) if not n.startswith('_')), type(_datetime.datetime_CAPI).__name__
[c.__module__ for c in (date, datetime, time, timedelta, tzinfo, timezone)], [c.__name__ for c in (date, datetime, time, timedelta, tzinfo, timezone)]
date, datetime.__mro__, timezone.__mro__, _datetime.__doc__
run(lambda: type('X', (timezone,), {}))
run(lambda: date.__new__(datetime, 2000, 1, 1))
run(lambda: datetime.__new__(date, 2000, 1, 1))
run(lambda: timedelta.__new__(int))
run(lambda: date.__new__(1))
run(lambda: tzinfo.__new__(timezone))
type(date.__new__(D, 2000, 1, 1)).__name__, datetime.__new__(DT, 2000, 1, 1), time.__new__(T, 1), timedelta.__new__(TD, 1), type(tzinfo.__new__(FixedOffset)).__name__
timedelta(), timedelta(1), timedelta(0, 1), timedelta(0, 0, 1), timedelta(-1), timedelta(days=-1, seconds=3, microseconds=5)
timedelta(weeks=1, days=1, hours=1, minutes=1, seconds=1, milliseconds=1, microseconds=1)
timedelta(days=0.5), timedelta(hours=-1.5), timedelta(seconds=1.5, microseconds=0.5), timedelta(microseconds=1.5), timedelta(microseconds=-0.5), timedelta(microseconds=2.5)
timedelta(days=0.1, seconds=0.1, microseconds=0.1, milliseconds=0.1, minutes=0.1, hours=0.1, weeks=0.1)
timedelta(days=-1.0/3), timedelta(days=1e-7), timedelta(seconds=1e-7), timedelta(milliseconds=-0.0005), timedelta(True, False)
timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999), timedelta(days=-999999999)
run(lambda: timedelta(days=1000000000))
run(lambda: timedelta(days=-999999999, microseconds=-1))
run(lambda: timedelta(days=1e10))
run(lambda: timedelta(weeks=2**40))
run(lambda: timedelta(seconds=float('nan')))
run(lambda: timedelta(seconds=float('inf')))
run(lambda: timedelta(days='1'))
run(lambda: timedelta(hours=None))
run(lambda: timedelta(1, 2, 3, 4, 5, 6, 7, 8))
run(lambda: timedelta(foo=1))
run(lambda: timedelta(1, days=1))
timedelta(days=2**40 // 2**20, microseconds=-2**62), timedelta(microseconds=2**62)
timedelta.min, timedelta.max, timedelta.resolution, timedelta(0) is timedelta(0)
str(timedelta(0)), str(timedelta(1)), str(timedelta(-1)), str(timedelta(2, 3, 4)), str(timedelta(-2, 86399, 999999)), str(timedelta(hours=25))
repr(TD(1, 2, 3)), str(TD(1)), type(TD(1) + TD(1)).__name__, type(-TD(1)).__name__, type(+TD(1)).__name__, type(abs(TD(-1))).__name__, type(TD(1) * 2).__name__
td = timedelta(days=1, seconds=2, microseconds=3); (td.days, td.seconds, td.microseconds, td.total_seconds(), bool(td), bool(timedelta(0)))
timedelta.max.total_seconds(), timedelta.min.total_seconds(), timedelta(microseconds=-1).total_seconds(), timedelta(days=10**8, microseconds=1).total_seconds()
timedelta(1) + timedelta(0, 1), timedelta(1) - timedelta(0, 1), -timedelta(0, 1), +timedelta(1), abs(timedelta(-1, 1)), abs(timedelta(1))
timedelta(1) * 3, 3 * timedelta(1), timedelta(1) * -1, timedelta(1) * True, timedelta(1) * 0.5, 0.1 * timedelta(1), timedelta(microseconds=1) * 0.5, timedelta(microseconds=3) * 0.5
timedelta(1) / 3, timedelta(1) / 3.5, timedelta(microseconds=1) / 2, timedelta(microseconds=3) / 2, timedelta(microseconds=-1) / 2, timedelta(microseconds=-3) / 2
timedelta(1) / timedelta(hours=5), timedelta(days=999999999) / timedelta(microseconds=3), timedelta(1) // timedelta(hours=5), timedelta(-1) // timedelta(hours=5), timedelta(1) // 7, timedelta(-1) // 7
timedelta(1) % timedelta(hours=5), timedelta(-1) % timedelta(hours=5), divmod(timedelta(1), timedelta(hours=7)), divmod(timedelta(-1), timedelta(hours=7)), divmod(timedelta.max, timedelta(microseconds=7))
timedelta.max * 2**-20, timedelta.max // 2**30, timedelta.max / 2**30, timedelta(seconds=1) * 10**12 // 10**12
run(lambda: timedelta(1) * 2**70)
run(lambda: timedelta.max * 2)
run(lambda: timedelta.max + timedelta(microseconds=1))
run(lambda: timedelta(1) / 0)
run(lambda: timedelta(1) // 0)
run(lambda: timedelta(1) / timedelta(0))
run(lambda: timedelta(1) // timedelta(0))
run(lambda: timedelta(1) % timedelta(0))
run(lambda: divmod(timedelta(1), timedelta(0)))
run(lambda: timedelta(1) / 0.0)
run(lambda: timedelta(1) * float('inf'))
run(lambda: timedelta(1) * float('nan'))
run(lambda: timedelta(1) // 7.0)
run(lambda: timedelta(1) + 1)
run(lambda: 1 - timedelta(1))
run(lambda: 2 / timedelta(1))
run(lambda: timedelta(1) * timedelta(1))
run(lambda: timedelta(1) * BadRatio(2.0))
run(lambda: timedelta(1) < 1)
timedelta(1) == 1, timedelta(1) != 1, timedelta(1) == timedelta(hours=24), timedelta(1) < timedelta(1, 1), timedelta(-1) < timedelta(0), timedelta(1) >= TD(1)
hash(timedelta(1, 2, 3)) == hash((1, 2, 3)), hash(TD(1)) == hash(timedelta(1)), hash(timedelta(-1)) == hash((-1, 0, 0))
timedelta(1, 2, 3).__reduce__(), TD(1).__reduce__()[1], copy.deepcopy(TD(1, 2, 3)) == TD(1, 2, 3), type(copy.deepcopy(TD(1))).__name__
[pickle.dumps(timedelta(1, 2, 3), p) for p in range(6)]
date(2000, 1, 1), date(year=2000, month=12, day=31), date(1, 1, 1), date(9999, 12, 31), date(True, True, True)
run(lambda: date(0, 1, 1))
run(lambda: date(10000, 1, 1))
run(lambda: date(2000, 0, 1))
run(lambda: date(2000, 13, 1))
run(lambda: date(2001, 2, 29))
run(lambda: date(2000, 4, 31))
run(lambda: date(2000.0, 1, 1))
run(lambda: date('2000', 1, 1))
run(lambda: date(2**31, 1, 1))
run(lambda: date(-2**40, 1, 1))
run(lambda: date(2**70, 1, 1))
run(lambda: date())
run(lambda: date(2000))
run(lambda: date(1, 2, 3, 4))
run(lambda: date(2000, 1, 1, year=2000))
run(lambda: date(2000, 1, day=1, foo=2))
d0.year, d0.month, d0.day, d0.weekday(), d0.isoweekday(), d0.toordinal(), d0.isocalendar(), d0.isoformat(), str(d0), d0.ctime(), repr(d0)
d0.timetuple(), tuple(d0.timetuple()), d0.timetuple().tm_yday, date(2000, 12, 31).timetuple().tm_yday, date(2001, 12, 31).timetuple().tm_yday
[date(y, 1, 1).isocalendar() for y in (2000, 2001, 2003, 2004, 2005, 2008, 2009, 2010)]
[tuple(date(y, 12, 31).isocalendar()) for y in (1, 2000, 2003, 2004, 2008, 2009, 9999)]
ic = date(2004, 1, 1).isocalendar(); (ic.year, ic.week, ic.weekday, ic[0], ic == (2004, 1, 4), type(ic).__name__, type(ic).__module__, ic.__reduce__(), pickle.loads(pickle.dumps(ic)))
run(lambda: type(date(2000, 1, 1).isocalendar())(2000, 1, 2))
[date.fromordinal(n) for n in (1, 365, 366, 730120, 3652059)], [date(y, m, 28).toordinal() for y in (1, 4, 100, 400, 2000, 9999) for m in (2, 3)]
all(date.fromordinal(n).toordinal() == n for n in range(1, 3652060, 9973))
run(lambda: date.fromordinal(0))
run(lambda: date.fromordinal(3652060))
run(lambda: date.fromordinal(2**31 - 1))
run(lambda: date.fromordinal(1.0))
run(lambda: date.fromordinal())
run(lambda: date.fromordinal(n=1))
date.fromisocalendar(2004, 53, 7), date.fromisocalendar(2000, 1, 1), date.fromisocalendar(9999, 52, 5), date.fromisocalendar(year=1, week=1, day=1)
run(lambda: date.fromisocalendar(2000, 53, 1))
run(lambda: date.fromisocalendar(2000, 0, 1))
run(lambda: date.fromisocalendar(2000, 1, 8))
run(lambda: date.fromisocalendar(0, 1, 1))
run(lambda: date.fromisocalendar(10000, 1, 1))
run(lambda: date.fromisocalendar(2**40, 1, 1))
run(lambda: date.fromisocalendar(2000, 1))
[date.fromisoformat(s) for s in ('2000-01-01', '20000101', '2000-W01', '2000W01', '2000-W01-3', '2000W013', '2004-W53-7', '0001-01-01')]
run(lambda: date.fromisoformat('2000-13-01'))
run(lambda: date.fromisoformat('2000-02-30'))
run(lambda: date.fromisoformat('2000-W53'))
run(lambda: date.fromisoformat('2000-01-0x'))
run(lambda: date.fromisoformat('2000-01'))
run(lambda: date.fromisoformat('2000-0101'))
run(lambda: date.fromisoformat('2000-001'))
run(lambda: date.fromisoformat('2000-01-01T00:00'))
run(lambda: date.fromisoformat(20000101))
run(lambda: date.fromisoformat(''))
date.fromtimestamp(0) in (date(1970, 1, 1), date(1969, 12, 31), date(1970, 1, 2)), date.fromtimestamp(86400 * 365.5) > date(1970, 12, 31)
run(lambda: date.fromtimestamp(None))
run(lambda: date.fromtimestamp('1'))
run(lambda: date.fromtimestamp(float('nan')))
run(lambda: date.fromtimestamp(1e20))
run(lambda: date.fromtimestamp())
d0.replace(), d0.replace(year=2004), d0.replace(2001, 3), d0.replace(day=1), copy.replace(d0, month=3), d0.__replace__(day=28)
run(lambda: d0.replace(year=2001))
run(lambda: d0.replace(1, 2, 3, 4))
run(lambda: d0.replace(hour=1))
run(lambda: d0.replace(year=2**40))
d0 + timedelta(1), timedelta(1) + d0, d0 - timedelta(60), d0 - date(2000, 1, 1), date(2000, 1, 1) - d0, d0 + timedelta(hours=47), d0 - timedelta(seconds=1)
run(lambda: date.max + timedelta(1))
run(lambda: date.min - timedelta(1))
run(lambda: date.min + timedelta.max)
run(lambda: d0 + 1)
run(lambda: d0 - dt0)
run(lambda: dt0 - d0)
run(lambda: d0 + d0)
d0 == date(2000, 2, 29), d0 != date(2000, 2, 28), d0 < date(2000, 3, 1), d0 >= date(2000, 2, 29), d0 == dt0, d0 != dt0, d0 == 0, d0 == D(2000, 2, 29)
run(lambda: d0 < dt0)
run(lambda: d0 < 1)
run(lambda: date(2000, 1, 1) > None)
hash(d0) == hash(date(2000, 2, 29)), hash(d0) == hash(D(2000, 2, 29)), len({date(2000, 1, 1), date(2000, 1, 1), D(2000, 1, 1)})
date.min, date.max, date.resolution, date.min.__class__ is date
d0.__reduce__(), [pickle.dumps(d0, p) for p in range(6)]
date(bytes([7, 208, 2, 29])), date(bytes([7, 208, 2, 29]).decode('latin1')), date(bytes([0, 0, 12, 1])), D(bytes([7, 208, 2, 29]))
run(lambda: date(bytes([0, 0, 13, 1])))
run(lambda: date(bytes([7, 208, 13, 1])))
run(lambda: date(chr(300) + chr(208) + chr(1) + chr(1)))
d0.strftime('%Y-%m-%d %H:%M:%S %j %a %A %b %B %y %%'), d0.strftime('%f|%z|%Z|%:z'), d0.strftime(''), d0.strftime('%'), d0.strftime('x%'), d0.strftime(format='%d')
format(d0), format(d0, ''), format(d0, '%d/%m/%Y'), '{:%Y}'.format(d0), f'{d0:%b %d}'
run(lambda: d0.strftime(1))
run(lambda: d0.strftime())
run(lambda: format(d0, 1))
run(lambda: d0.__format__(1))
D(2000, 1, 1), D(2000, 1, 1) + timedelta(1), type(D(2000, 1, 1) - timedelta(1)).__name__, D(2000, 1, 1) - date(1999, 12, 31), D.fromordinal(1), D.fromisoformat('2000-01-02'), D.fromisocalendar(2000, 1, 1), D(2000, 1, 1).replace(day=5), type(D.today()).__name__
d = D(2000, 1, 1); d.x = 1; (d.x, d.__dict__, copy.copy(d), copy.deepcopy(d), copy.deepcopy(d).__dict__, d.__reduce_ex__(2))
datetime(2000, 1, 1), datetime(2000, 1, 1, 1), datetime(2000, 1, 1, 1, 2), datetime(2000, 1, 1, 1, 2, 3), datetime(2000, 1, 1, 1, 2, 3, 4), datetime(2000, 1, 1, 0, 0, 0, 4)
datetime(2000, 1, 1, tzinfo=UTC), datetime(2000, 1, 1, 1, 2, 3, 4, est, fold=1), datetime(year=1, month=1, day=1, fold=1), datetime(2000, 1, 1, tzinfo=FixedOffset(60, 'A'))
run(lambda: datetime(2000, 1, 1, 24))
run(lambda: datetime(2000, 1, 1, 0, 60))
run(lambda: datetime(2000, 1, 1, 0, 0, 60))
run(lambda: datetime(2000, 1, 1, 0, 0, 0, 1000000))
run(lambda: datetime(2000, 1, 1, 0, 0, 0, -1))
run(lambda: datetime(2000, 1, 1, fold=2))
run(lambda: datetime(2000, 1, 1, tzinfo=1))
run(lambda: datetime(2000, 1, 1, tzinfo=timedelta(1)))
run(lambda: datetime(2000))
run(lambda: datetime(2000, 1, 1, 1, 1, 1, 1, None, 1))
run(lambda: datetime(2000, 1, 1, fold=1, foo=2))
run(lambda: datetime(2000, 1, 1, year=3))
run(lambda: datetime(2000, 1, 1, 1.0))
dt0.year, dt0.month, dt0.day, dt0.hour, dt0.minute, dt0.second, dt0.microsecond, dt0.tzinfo, dt0.fold, dta.tzinfo
dt0.date(), dt0.time(), dta.timetz(), dta.date(), datetime(2000, 1, 1, fold=1).time(), datetime(2000, 1, 1, fold=1, tzinfo=UTC).timetz()
dt0.isoformat(), dta.isoformat(), dt0.isoformat(' '), dt0.isoformat(sep='_'), str(dt0), str(dta), dt0.ctime(), repr(dta)
[dt0.isoformat(timespec=s) for s in ('auto', 'hours', 'minutes', 'seconds', 'milliseconds', 'microseconds')], datetime(2000, 1, 1).isoformat(timespec='auto'), datetime(2000, 1, 1, 0, 0, 0, 999).isoformat(timespec='milliseconds')
datetime(2000, 1, 1, tzinfo=odd).isoformat(), datetime(2000, 1, 1, tzinfo=timezone(timedelta(seconds=59))).isoformat(), datetime(1, 1, 1).isoformat(), datetime(2000, 1, 1).isoformat(chr(233))
run(lambda: dt0.isoformat(timespec='days'))
run(lambda: dt0.isoformat('ab'))
run(lambda: dt0.isoformat(1))
run(lambda: dt0.isoformat(timespec=1))
dt0.timetuple(), dta.timetuple().tm_isdst, datetime(2000, 1, 1, tzinfo=FixedOffset(0, 'X', 60)).timetuple().tm_isdst, datetime(2000, 1, 1, tzinfo=FixedOffset(0, 'X', 0)).timetuple().tm_isdst
dta.utctimetuple(), dt0.utctimetuple(), datetime(2000, 1, 1, tzinfo=Bad(None)).utctimetuple()
run(lambda: datetime(1, 1, 1, tzinfo=FixedOffset(60, 'A')).utctimetuple())
dta.timestamp(), datetime(1970, 1, 1, tzinfo=UTC).timestamp(), datetime.min.replace(tzinfo=UTC).timestamp(), datetime.max.replace(tzinfo=UTC).timestamp(), datetime(2000, 1, 1, 0, 0, 0, 1, tzinfo=UTC).timestamp()
run(lambda: datetime(2000, 1, 1, tzinfo=Bad(None)).timestamp())
all(datetime.fromtimestamp(t).timestamp() == t for t in (0, 86400 * 10000.5, 1e9, -1e8, 1.5e9 + 0.25))
datetime.fromtimestamp(0, UTC), datetime.fromtimestamp(1e9, tz=est), datetime.fromtimestamp(-1.5, UTC), datetime.fromtimestamp(1e11, UTC), datetime.fromtimestamp(-62135596800, UTC), datetime.fromtimestamp(True, UTC)
[datetime.fromtimestamp(t, UTC).microsecond for t in (0.5e-6, 1.5e-6, 2.5e-6, -0.5e-6, 0.9999995, 1234567.0000005, 0.0000025)]
datetime.fromtimestamp(0.9999999, UTC), datetime.fromtimestamp(-0.0000001, UTC), datetime.fromtimestamp(1.0e-6, tz=UTC)
run(lambda: datetime.fromtimestamp(1e20, UTC))
run(lambda: datetime.fromtimestamp(1e12, UTC))
run(lambda: datetime.fromtimestamp(-62135596801, UTC))
run(lambda: datetime.fromtimestamp(float('nan')))
run(lambda: datetime.fromtimestamp('1'))
run(lambda: datetime.fromtimestamp(0, 1))
run(lambda: datetime.fromtimestamp())
run(lambda: datetime.fromtimestamp(2**70))
warned(lambda: datetime.utcfromtimestamp(0)), warned(lambda: datetime.utcnow())
quiet(lambda: (datetime.utcfromtimestamp(1e9), datetime.utcfromtimestamp(-1.25), DT.utcfromtimestamp(0), type(datetime.utcnow()).__name__, type(DT.utcnow()).__name__, datetime.utcnow().tzinfo))
strict(lambda: datetime.utcnow())
strict(lambda: datetime.utcfromtimestamp(0))
quiet(lambda: run(lambda: datetime.utcfromtimestamp()))
quiet(lambda: run(lambda: datetime.utcfromtimestamp(float('nan'))))
type(datetime.now()).__name__, datetime.now(UTC).tzinfo, datetime.now(tz=est).tzinfo, type(datetime.today()).__name__, datetime.now(UTC) > datetime(2020, 1, 1, tzinfo=UTC)
run(lambda: datetime.now(1))
run(lambda: datetime.now(UTC, 1))
datetime.combine(d0, t0), datetime.combine(d0, ta), datetime.combine(d0, ta, est), datetime.combine(d0, ta, tzinfo=None), datetime.combine(dt0, time(1, fold=1)), DT.combine(d0, t0)
run(lambda: datetime.combine(1, t0))
run(lambda: datetime.combine(d0, 1))
run(lambda: datetime.combine(d0, t0, 1))
run(lambda: datetime.combine(d0))
[datetime.fromisoformat(s) for s in ('2000-01-01', '2000-01-01T10', '2000-01-01T10:20', '2000-01-01 10:20:30', '2000-01-01T10:20:30.5', '2000-01-01T10:20:30,123456789', '20000101T102030', '2000-01-01T10:20:30Z', '2000-01-01T10:20:30+05:30', '2000-01-01T10:20:30-0530', '2000-01-01T10+01', '2000-W01-1T10:00', '2000W01110:00', '2000-W01T10', '2000-01-01T10:20:30.5+01:00:30.25', '2000-01-01T10:00-00:00')]
datetime.fromisoformat('2000-01-01' + chr(233) + '10:00'), datetime.fromisoformat('2000-01-01' + chr(55296) + '10:00'), datetime.fromisoformat('2000-01-01T12:34:56:78')
run(lambda: datetime.fromisoformat('2000-01-01T24:00'))
run(lambda: datetime.fromisoformat('2000-01-01T10:00+24:00'))
run(lambda: datetime.fromisoformat('2000-01-01T'))
run(lambda: datetime.fromisoformat('2000-01-01T10:00:00 '))
run(lambda: datetime.fromisoformat('2009-04-19T03:15:4500:00'))
run(lambda: datetime.fromisoformat('2000-01'))
run(lambda: datetime.fromisoformat('2000W0110:00:00'))
run(lambda: datetime.fromisoformat('2000-W01-'))
run(lambda: datetime.fromisoformat('2000-01-01T1'))
run(lambda: datetime.fromisoformat('2000-01-01T10:0'))
run(lambda: datetime.fromisoformat('2000-01-01T10:00.'))
run(lambda: datetime.fromisoformat('2000-01-01T10:00+1'))
run(lambda: datetime.fromisoformat('2000-01-01T10:00Zx'))
run(lambda: datetime.fromisoformat(b'2000-01-01'))
all(datetime.fromisoformat(x.isoformat()) == x for x in (dt0, dta, datetime(1, 1, 1, tzinfo=odd), datetime.max))
dt0.replace(), dt0.replace(hour=1), dt0.replace(tzinfo=est), dta.replace(tzinfo=None), dt0.replace(fold=1), dt0.replace(2001, 1, 1, 0, 0, 0, 0, UTC), copy.replace(dt0, year=2004, fold=1)
run(lambda: dt0.replace(fold=2))
run(lambda: dt0.replace(tzinfo=1))
run(lambda: dt0.replace(1, 2, 3, 4, 5, 6, 7, None, 1))
run(lambda: dt0.replace(foo=1))
run(lambda: dt0.replace(year=2001))
dt0 + timedelta(1), dt0 - timedelta(microseconds=17), timedelta(hours=11) + dt0, dta + timedelta(minutes=1), dt0 - datetime(2000, 1, 1), datetime(2000, 1, 1) - dt0, dta - dta.replace(tzinfo=UTC), dta - datetime(2000, 2, 29, tzinfo=ist)
datetime(9999, 12, 31, 23, 59, 59) + timedelta(microseconds=999999), datetime.min + timedelta(days=3652058, seconds=86399, microseconds=999999)
run(lambda: datetime.max + timedelta(microseconds=1))
run(lambda: datetime.min - timedelta(microseconds=1))
run(lambda: dt0 - dta)
run(lambda: dta - dt0)
run(lambda: dt0 + dt0)
run(lambda: dt0 - 1)
run(lambda: datetime(2000, 1, 1, tzinfo=Bad(None)) - datetime(2000, 1, 1, tzinfo=UTC))
datetime(2000, 1, 1, tzinfo=Bad(None)) - datetime(2000, 1, 1), (datetime(2000, 1, 1, tzinfo=Bad(timedelta(hours=1))) + timedelta(1)).tzinfo.v
dt0 == datetime(2000, 2, 29, 13, 14, 15, 16), dt0 < dt0 + timedelta(microseconds=1), dta == dta.astimezone(UTC), dta == dta.astimezone(ist), dta < dta.astimezone(ist) + timedelta(microseconds=1), dt0 == dta, dt0 != dta, dt0 == 1, dt0 == d0
run(lambda: dt0 < dta)
run(lambda: dt0 < d0)
run(lambda: dt0 >= 1)
datetime(2000, 1, 1) == datetime(2000, 1, 1, fold=1), datetime(2000, 1, 1, tzinfo=Bad(None)) == datetime(2000, 1, 1), datetime(2000, 1, 1, tzinfo=Bad(None)) < datetime(2000, 1, 2, tzinfo=Bad(None))
f0 = datetime(2000, 10, 29, 1, 30, tzinfo=Fold()); f1 = f0.replace(fold=1); (f0.utcoffset(), f1.utcoffset(), f0 == f1, f0 == f0.astimezone(UTC), f1 == f1.astimezone(UTC), f0.astimezone(UTC), f1.astimezone(UTC), f1 - f0, f0 < f1)
f0 = datetime(2000, 10, 29, 1, 30, tzinfo=Fold()); (hash(f0) == hash(f0.replace(fold=1)), f0.astimezone(UTC).astimezone(Fold()), (f0.astimezone(UTC) + timedelta(hours=1)).astimezone(Fold()))
hash(dt0) == hash(datetime(2000, 2, 29, 13, 14, 15, 16)), hash(dt0) == hash(dt0.replace(fold=1)), hash(dta) == hash(dta.astimezone(ist)), hash(dta) == hash(dta.astimezone(UTC).replace(tzinfo=FixedOffset(0, 'Z'))), hash(datetime(2000, 1, 1, tzinfo=Bad(None))) == hash(datetime(2000, 1, 1))
len({dta, dta.astimezone(UTC), dta.astimezone(ist), dta.astimezone(odd)}), len({dt0, dt0.replace(fold=1), DT(2000, 2, 29, 13, 14, 15, 16)})
dta.utcoffset(), dta.dst(), dta.tzname(), dt0.utcoffset(), dt0.dst(), dt0.tzname(), datetime(2000, 1, 1, tzinfo=FixedOffset(-90, 'B', 30)).dst()
run(lambda: datetime(2000, 1, 1, tzinfo=Bad(timedelta(hours=24))).utcoffset())
run(lambda: datetime(2000, 1, 1, tzinfo=Bad(-timedelta(hours=24))).dst())
run(lambda: datetime(2000, 1, 1, tzinfo=Bad(1)).utcoffset())
run(lambda: datetime(2000, 1, 1, tzinfo=Bad(1)).dst())
run(lambda: datetime(2000, 1, 1, tzinfo=Bad(1)).tzname())
run(lambda: datetime(2000, 1, 1, tzinfo=tzinfo()).utcoffset())
datetime(2000, 1, 1, tzinfo=Bad(timedelta(hours=23, minutes=59, seconds=59, microseconds=999999))).isoformat(), datetime(2000, 1, 1, tzinfo=Bad(timedelta(hours=-23, microseconds=-1))).isoformat()
dt0.strftime('%Y-%m-%d %H:%M:%S.%f %j %p %I %a %U %W %w %c %x %X %%'), dta.strftime('%z %:z %Z %f'), dt0.strftime('[%z][%:z][%Z]'), datetime(2000, 1, 1, tzinfo=odd).strftime('%z|%:z|%Z'), datetime(2000, 1, 1, tzinfo=FixedOffset(0, 'a%Zb')).strftime('%Z')
datetime(5, 1, 1).strftime('%Y %C %G'), datetime(1900, 1, 1).strftime('%Y'), datetime(2000, 1, 1, 12).strftime('%:'), datetime(2000, 1, 1).strftime('%:y %z%'), dt0.strftime('%y' + chr(233) + '%m')
run(lambda: datetime(2000, 1, 1, tzinfo=Bad(1)).strftime('%Z'))
run(lambda: datetime(2000, 1, 1, tzinfo=Bad(1)).strftime('%z'))
format(dt0), format(dta, '%H:%M %Z'), '{:%Y|%f}'.format(dt0)
datetime.strptime('2001-02-03 04:05:06.7', '%Y-%m-%d %H:%M:%S.%f'), datetime.strptime('2001 +0530', '%Y %z'), DT.strptime('2001', '%Y'), datetime.strptime('12 UTC', '%H %Z')
run(lambda: datetime.strptime('2001', '%m'))
run(lambda: datetime.strptime(1, '%Y'))
run(lambda: datetime.strptime('2001', 1))
run(lambda: datetime.strptime('2001'))
dta.astimezone(UTC), dta.astimezone(ist), dta.astimezone(est) is dta, dt0.replace(tzinfo=UTC).astimezone(FixedOffset(90, 'C')), datetime(2000, 1, 1, tzinfo=Fold()).astimezone(est)
dt0.astimezone().replace(tzinfo=None) == dt0 or dt0.astimezone().tzinfo.utcoffset(None) is not None, dta.astimezone().astimezone(est) == dta, dta.astimezone().astimezone(UTC) == dta, type(dta.astimezone().tzinfo).__name__
run(lambda: dta.astimezone(1))
run(lambda: datetime.max.replace(tzinfo=timezone(timedelta(hours=-1))).astimezone(UTC))
run(lambda: datetime(2000, 1, 1, tzinfo=Bad(timedelta(1))).astimezone(UTC))
datetime(2000, 1, 1, tzinfo=Bad(None)).astimezone(UTC) == datetime(2000, 1, 1).astimezone(UTC)
datetime.min, datetime.max, datetime.resolution, datetime.min.tzinfo
dt0.__reduce__(), dta.__reduce_ex__(2), datetime(2000, 1, 1, fold=1).__reduce_ex__(4), datetime(2000, 1, 1, fold=1).__reduce_ex__(3), datetime(2000, 1, 1, fold=1).__reduce__()
[pickle.dumps(dt0, p) for p in range(6)]
[pickle.dumps(datetime(2000, 1, 1, fold=1, tzinfo=UTC), p) for p in (0, 3, 4)]
[pickle.loads(pickle.dumps(x, p)) == x for p in range(6) for x in (dt0, dta, datetime(1, 1, 1, tzinfo=odd))], pickle.loads(pickle.dumps(datetime(2000, 1, 1, fold=1), 4)).fold, pickle.loads(pickle.dumps(datetime(2000, 1, 1, fold=1), 3)).fold
datetime(bytes([7, 208, 2, 29, 13, 14, 15, 0, 0, 16])), datetime(bytes([7, 208, 130, 29, 13, 14, 15, 0, 0, 16]), est), datetime(bytes([7, 208, 2, 29, 13, 14, 15, 0, 0, 16]).decode('latin1'))
run(lambda: datetime(bytes([7, 208, 2, 29, 13, 14, 15, 0, 0, 16]), 1))
run(lambda: datetime(bytes([7, 208, 2, 29, 13, 14, 15, 0, 0, 16]), est, 1))
DT(2000, 1, 1), DT(2000, 1, 1).extra, type(DT(2000, 1, 1) + timedelta(1)).__name__, (DT(2000, 1, 1) + timedelta(1)).extra, type(DT(2000, 1, 1) - timedelta(1)).__name__, DT(2000, 1, 2) - DT(2000, 1, 1)
type(DT.now()).__name__, DT.fromtimestamp(0, UTC), DT.fromtimestamp(0, UTC).extra, DT.fromisoformat('2000-01-01T01:02'), DT.fromordinal(5), DT.combine(d0, ta).extra, DT(2000, 1, 1).replace(fold=1), DT(2000, 1, 1, tzinfo=UTC).astimezone(est)
x = DT(2000, 1, 1); x.y = 2; (x.__dict__, copy.deepcopy(x), type(copy.deepcopy(x)).__name__, copy.deepcopy(x).__dict__, x.__reduce_ex__(2), type(x.date()).__name__, type(x.time()).__name__)
time(), time(1), time(1, 2), time(1, 2, 3), time(1, 2, 3, 4), time(0, 0, 0, 4), time(1, tzinfo=est), time(1, fold=1), time(1, 2, 3, 4, ist, fold=1), time(hour=23, minute=59, second=59, microsecond=999999)
run(lambda: time(24))
run(lambda: time(-1))
run(lambda: time(0, 60))
run(lambda: time(0, 0, 60))
run(lambda: time(0, 0, 0, 10**6))
run(lambda: time(fold=-1))
run(lambda: time(tzinfo=1))
run(lambda: time(1, 2, 3, 4, None, 1))
run(lambda: time(1.5))
run(lambda: time(foo=1))
t0.hour, t0.minute, t0.second, t0.microsecond, t0.tzinfo, t0.fold, ta.tzinfo, ta.utcoffset(), ta.dst(), ta.tzname(), t0.utcoffset(), t0.dst(), t0.tzname()
t0.isoformat(), ta.isoformat(), str(t0), str(ta), repr(ta), [t0.isoformat(s) for s in ('hours', 'minutes', 'seconds', 'milliseconds', 'microseconds', 'auto')], time(1).isoformat(timespec='auto')
time(1, tzinfo=odd).isoformat(), time(1, tzinfo=Bad(None)).isoformat(), time(1, tzinfo=FixedOffset(-1, 'x')).isoformat()
run(lambda: t0.isoformat('days'))
run(lambda: t0.isoformat(1))
run(lambda: time(1, tzinfo=Bad(timedelta(hours=-24))).isoformat())
t0.strftime('%H:%M:%S %f %Y %j %p'), ta.strftime('%z %:z %Z'), time(1, tzinfo=odd).strftime('%z %:z'), format(t0, '%H'), format(t0), format(ta, '')
run(lambda: t0.strftime(b'%H'))
t0 == time(13, 14, 15, 16), t0 < time(13, 14, 15, 17), t0 == ta, t0 != ta, ta == time(8, 44, 15, 16, tzinfo=UTC), ta < time(8, 44, 15, 17, tzinfo=UTC), ta > time(3, 44, 15, 16, tzinfo=est), t0 == 1, time(1) == time(1, fold=1)
run(lambda: t0 < ta)
run(lambda: t0 < 1)
time(1, tzinfo=Bad(None)) == time(1), time(0, 1, 2, 3, tzinfo=FixedOffset(1439, 'x')) == time(0, 0, 2, 3, tzinfo=FixedOffset(1438, 'y'))
hash(t0) == hash(time(13, 14, 15, 16)), hash(t0) == hash(t0.replace(fold=1)), hash(ta) == hash(time(8, 44, 15, 16, tzinfo=UTC)), hash(time(0, 1, 2, 3, tzinfo=FixedOffset(1439, 'x'))) == hash(time(0, 0, 2, 3, tzinfo=FixedOffset(1438, 'y'))), hash(time(1, tzinfo=Bad(None))) == hash(time(1))
bool(time()), bool(time(0, tzinfo=est)), time.min, time.max, time.resolution
t0.replace(), t0.replace(hour=1), t0.replace(tzinfo=UTC), ta.replace(tzinfo=None), t0.replace(fold=1), t0.replace(1, 2, 3, 4, est), copy.replace(t0, second=1)
run(lambda: t0.replace(hour=24))
run(lambda: t0.replace(fold=2))
run(lambda: t0.replace(1, 2, 3, 4, None, 5))
run(lambda: t0.replace(year=1))
[time.fromisoformat(s) for s in ('12', '12:30', '12:30:45', '12:30:45.5', '12:30:45,123', '123045', '1230', 'T12:30', '12:30Z', '12:30+01:00', '12:30-0130', '12:34:56:78', '12:30:45.123456789', '12:00+00:00:00.5', '12:00+01:00:00.000005')]
run(lambda: time.fromisoformat('24:00'))
run(lambda: time.fromisoformat('1234567'))
run(lambda: time.fromisoformat('12:3'))
run(lambda: time.fromisoformat('1:30'))
run(lambda: time.fromisoformat('12:30:45.'))
run(lambda: time.fromisoformat('T'))
run(lambda: time.fromisoformat(''))
run(lambda: time.fromisoformat('12:30+'))
run(lambda: time.fromisoformat('12:30+24'))
run(lambda: time.fromisoformat(1230))
t0.__reduce__(), ta.__reduce_ex__(2), time(1, fold=1).__reduce_ex__(4), time(1, fold=1).__reduce_ex__(2), [pickle.dumps(ta, p) for p in (0, 2, 4)]
[pickle.loads(pickle.dumps(x, p)) == x for p in range(6) for x in (t0, ta, time(1, fold=1))], pickle.loads(pickle.dumps(time(1, fold=1), 4)).fold
time(bytes([13, 14, 15, 0, 0, 16])), time(bytes([141, 14, 15, 0, 0, 16]), UTC), time(bytes([13, 14, 15, 0, 0, 16]).decode('latin1'))
run(lambda: time(bytes([13, 14, 15, 0, 0, 16]), 1))
run(lambda: time(bytes([24, 14, 15, 0, 0, 16])))
T(1), T(1).replace(fold=1), type(T(1).replace(hour=2)).__name__, T.fromisoformat('01:02'), T.min, type(T.min).__name__
type(tzinfo()).__name__, tzinfo(1, 2, x=3).__class__.__name__, tzinfo().__reduce__(), FixedOffset(60, 'A').__reduce__()[1:], copy.deepcopy(FixedOffset(60, 'A')).name
run(lambda: tzinfo().utcoffset(None))
run(lambda: tzinfo().dst(None))
run(lambda: tzinfo().tzname(None))
run(lambda: tzinfo().fromutc(1))
run(lambda: tzinfo().fromutc(datetime(1, 1, 1)))
run(lambda: FixedOffset(60, 'A').fromutc(datetime(2000, 1, 1)))
f = FixedOffset(60, 'A', 60); f.fromutc(datetime(2000, 1, 1, tzinfo=f))
f = FixedOffset(60, 'A'); (tzinfo.fromutc(f, datetime(2000, 1, 1, tzinfo=f)), type(tzinfo.fromutc(f, DT(2000, 1, 1, tzinfo=f))).__name__)
run(lambda: tzinfo.fromutc(Bad(None), datetime(2000, 1, 1, tzinfo=Bad(None))))
b = Bad(None); run(lambda: tzinfo.fromutc(b, datetime(2000, 1, 1, tzinfo=b)))
UTC, est, ist, odd, timezone(timedelta(0)), timezone(timedelta(0), 'Z'), timezone(timedelta(hours=1)), timezone(offset=timedelta(hours=-1), name='W'), timezone(TD(hours=1))
str(UTC), str(est), str(ist), str(odd), str(timezone(timedelta(seconds=1))), str(timezone(timedelta(0), 'Z')), str(timezone(-timedelta(minutes=1))), str(timezone(timedelta(hours=23, minutes=59, seconds=59, microseconds=999999)))
timezone.utc, timezone.min, timezone.max, timezone(timedelta(0)) is UTC, timezone(timedelta(0), 'UTC') is UTC, timezone(-timedelta(hours=23, minutes=59, seconds=59, microseconds=999999))
run(lambda: timezone(timedelta(hours=24)))
run(lambda: timezone(-timedelta(hours=24)))
run(lambda: timezone(timedelta(days=-1, microseconds=-1)))
run(lambda: timezone(1))
run(lambda: timezone(timedelta(0), 1))
run(lambda: timezone(timedelta(0), 'a', 'b'))
run(lambda: timezone())
run(lambda: timezone(offset=timedelta(0), nam='x'))
est.utcoffset(None), est.utcoffset(dt0), est.dst(None), est.tzname(None), est.tzname(dta), ist.tzname(None), est.fromutc(datetime(2000, 1, 1, tzinfo=est)), est.__getinitargs__(), ist.__getinitargs__()
run(lambda: est.utcoffset(1))
run(lambda: est.dst(d0))
run(lambda: est.tzname('x'))
run(lambda: est.fromutc(1))
run(lambda: est.fromutc(datetime(2000, 1, 1)))
run(lambda: est.fromutc(datetime(2000, 1, 1, tzinfo=ist)))
est == timezone(timedelta(hours=-5)), est != ist, est == 1, UTC == timezone(timedelta(0), 'x'), hash(est) == hash(timedelta(hours=-5)), hash(UTC) == hash(timedelta(0))
run(lambda: est < ist)
UTC.__reduce__(), est.__reduce__(), [pickle.loads(pickle.dumps(z, p)) == z for p in range(6) for z in (UTC, est, ist)], pickle.loads(pickle.dumps(UTC)) is UTC, pickle.dumps(UTC, 2), pickle.dumps(est, 4)
copy.copy(dt0) == dt0, copy.deepcopy(dta) == dta, copy.copy(est) == est, copy.deepcopy(time(1, fold=1)).fold
""".strip().split("\n")

for src in CASES:
    try:
        if '; ' in src and not src.startswith('run('):
            *stmts, last = src.split('; ')
            exec('; '.join(stmts), globals())
            r = repr(eval(last, globals()))
        else:
            r = repr(eval(src, globals()))
    except Exception as e:
        r = '!' + type(e).__name__ + ': ' + str(e)
    print(src + '\t' + r)
