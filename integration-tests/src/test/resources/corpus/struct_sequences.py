"""Struct sequences (time.struct_time, os.stat_result, os.times()): the constructor's checks
of the sequence and the dict of extra fields, and copy.replace (__replace__)."""
import time, os, copy
t = time.struct_time
for a, k in [((), {}), ((None,), {}), (('123',), {}), (('123456789', None), {}), (("123456789",), dict(dict={"tm_year": 0})), (("123456789",), dict(dict={"error": 0}))]:
    try: print(t(*a, **k))
    except TypeError as e: print(e)
print(t("123456789", {"tm_zone": "some zone"}).tm_zone, t("1234567890").tm_zone)
try: copy.replace(os.stat_result(range(10)), st_mode=5)
except TypeError as e: print(e)
s = time.gmtime(0)
print(copy.replace(s, tm_year=2000, tm_zone='X'), copy.replace(s, tm_zone='X').tm_zone, copy.replace(s) == s)
try: copy.replace(s, bogus=1, tm_year=3)
except TypeError as e: print(e)
r = os.times()
print(copy.replace(r, user=1.5).user)
try: s.__replace__(1)
except TypeError as e: print(e)
