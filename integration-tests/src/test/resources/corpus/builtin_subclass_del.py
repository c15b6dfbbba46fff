# __del__ of classes derived from builtin types (and from the collections, array and
# decimal types written natively) runs when their instances are collected, as for plain
# classes; and at exit for an instance still referenced by the program's globals.
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


for base, args in [(list, ()), (dict, ()), (set, ()), (frozenset, ()), (tuple, ()),
                   (str, ("s",)), (bytes, (b"b",)), (bytearray, ()), (int, (5,)),
                   (int, (10**30,)), (float, (1.5,)), (complex, (1j,)),
                   (Exception, ("e",)), (collections.deque, ()),
                   (collections.OrderedDict, ()), (collections.defaultdict, (list,)),
                   (array.array, ("i",)), (decimal.Decimal, ("1.5",))]:
    tracked(base, *args)
gc.collect()
print(sorted(seen))
print(len(seen))


class Keeper(dict):
    def __del__(self):
        print("Keeper finalized at exit")


keeper = Keeper(a=1)
print("end of program")
