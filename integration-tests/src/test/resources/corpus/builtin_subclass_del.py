# __del__ of classes derived from builtin types (and from the collections, array and
# decimal types written natively) runs when their instances are collected, as for plain
# classes.
import array
import collections
import decimal
import gc

seen = []


def tracked(base, *args):
    class Sub(base):
        def __del__(self):
            seen.append(base.__name__)
    return Sub(*args)


def make_all():
    # in a function of its own: its frame is gone before the collection
    for base, args in [(list, ()), (dict, ()), (set, ()), (frozenset, ()), (tuple, ()),
                       (str, ("s",)), (bytes, (b"b",)), (bytearray, ()), (int, (5,)),
                       (int, (10**30,)), (float, (1.5,)), (complex, (1j,)),
                       (Exception, ("e",)), (collections.deque, ()),
                       (collections.OrderedDict, ()), (collections.defaultdict, (list,)),
                       (array.array, ("i",)), (decimal.Decimal, ("1.5",))]:
        tracked(base, *args)
    # one more call: the last call's result is not left where a JVM frame may still hold it
    list(range(3))


make_all()
# a second collection: on the JVM a finalizer may still be on its way after the first
gc.collect()
gc.collect()
print(sorted(seen))
print(len(seen))

