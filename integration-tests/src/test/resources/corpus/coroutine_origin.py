# sys.set_coroutine_origin_tracking_depth and cr_origin: the frames that created a coroutine.
import sys
async def corofn():
    pass
print(sys.get_coroutine_origin_tracking_depth())
c = corofn(); print(c.cr_origin); c.close()
sys.set_coroutine_origin_tracking_depth(2)
def nested():
    return corofn()
c = nested()
print([(f.rsplit("/", 1)[-1], l, n) for f, l, n in c.cr_origin]); c.close()
sys.set_coroutine_origin_tracking_depth(depth=0)
try:
    sys.set_coroutine_origin_tracking_depth(-1)
except ValueError as e:
    print(e)
