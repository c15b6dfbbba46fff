# inspect.signature of functools' C parts (cmp_to_key, its key objects, an lru_cache wrapper's
# methods), and the lru_cache hashing each call's key once.
import functools
import inspect


def orig(a, /, b, c=True):
    return a


lru = functools.lru_cache(1)(orig)
print(inspect.signature(functools.cmp_to_key))
print(inspect.signature(lru), inspect.signature(lru.cache_info), inspect.signature(lru.cache_clear))
print(lru(1, 2), lru(1, 2), lru.cache_info())
lru.cache_clear()
print(lru.cache_info())
key = functools.cmp_to_key(lambda x, y: y - x)
print(inspect.signature(key), key.__text_signature__, sorted([3, 1, 2], key=key))


# the C lru_cache hashes a call's arguments once per call, evictions included
class Hashed:
    calls = 0

    def __hash__(self):
        Hashed.calls += 1
        return 999

    def __mul__(self, other):
        return 15


@functools.lru_cache(maxsize=1)
def f(x, y):
    return x * 3 + y


h = Hashed()
print(f(h, 1), Hashed.calls, f.cache_info())
print(f(h, 1), Hashed.calls, f.cache_info())
print(f(6, 2), Hashed.calls, f.cache_info())
print(f(h, 1), Hashed.calls, f.cache_info())
