# datetime as programs use it (Lib's datetime over the _datetime module): arithmetic, zones,
# formatting and parsing, pickling, sorting, subclasses.
import copy
import pickle
from datetime import date, datetime, time, timedelta, timezone

d = date(2024, 2, 28)
print(d + timedelta(days=2), d.isoformat(), d.weekday(), d.isocalendar(), d.toordinal())
print(date.fromisoformat("2024-W09-3"), date.fromordinal(738945), d.replace(day=1))
print(d.strftime("%A %d %B %Y, day %j, week %U"), format(d, "%y/%m/%d"))

t = datetime(2024, 3, 10, 1, 59, 30, 123456)
print(t, repr(t), t.isoformat(timespec="milliseconds"), t.timetuple()[:6])
print(t + timedelta(hours=25, microseconds=900000), t - datetime(2000, 1, 1))
print(datetime.fromisoformat("2024-03-10T01:59:30.5+05:30"))
print(datetime.strptime("10/03/24 13:05", "%d/%m/%y %H:%M"))

cet = timezone(timedelta(hours=1), "CET")
aware = t.replace(tzinfo=cet)
print(aware, aware.utcoffset(), aware.tzname(), aware.astimezone(timezone.utc))
print(aware == aware.astimezone(timezone(timedelta(hours=-7))), hash(aware) == hash(aware.astimezone(timezone.utc)))
print(aware.strftime("%Y-%m-%d %H:%M:%S %z %Z"), aware.isoformat(sep=" "))
try:
    aware < t
except TypeError as e:
    print("TypeError:", e)
print(aware == t)

span = timedelta(days=-1, seconds=5, microseconds=-7)
print(span, repr(span), span.total_seconds(), abs(span), span * 2.5, span // 3, span % timedelta(hours=5))
print(divmod(timedelta(hours=50), timedelta(days=1)), timedelta(hours=1) / timedelta(minutes=7))

print(time(13, 5, 7, 250), time.fromisoformat("04:23:01.000384"), time(23, tzinfo=cet).utcoffset())
print(datetime.combine(d, time(8, 30)), datetime(2024, 1, 1).timestamp() - datetime(2023, 1, 1).timestamp())

events = [datetime(2024, 5, i % 28 + 1, i % 24) for i in range(40)]
print(min(events), max(events), sorted(events)[5], len(set(e.date() for e in events)))

for obj in (d, t, aware, span, time(1, 2, 3), cet, timezone.utc):
    for proto in (0, 2, 5):
        assert pickle.loads(pickle.dumps(obj, proto)) == obj
print(pickle.dumps(d, 2)[-25:], copy.deepcopy(aware) == aware)


class Moment(datetime):
    def label(self):
        return "moment " + self.strftime("%H:%M")


m = Moment(2024, 1, 2, 3, 4)
print(type(m + timedelta(1)).__name__, type(m.replace(hour=5)).__name__, m.label(), repr(m))
print(date.max, datetime.min, timedelta.resolution, timezone.max)
for bad in (lambda: date(2024, 2, 30), lambda: datetime(2024, 1, 1, 24),
            lambda: timedelta(days=10**9), lambda: date.fromisoformat("2024-13-01"),
            lambda: timezone(timedelta(hours=24))):
    try:
        bad()
    except (ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
