# weakref.ref subclasses take __slots__ (KeyedRef, WeakMethod do); ref.__init__ checks its
# arguments; the repr says "weakref" and finds the referent's __name__ on its type only.
import weakref


class Object:
    pass


class MyRef(weakref.ref):
    __slots__ = "slot1", "slot2"

    def __new__(cls, ob, callback, slot1, slot2):
        return weakref.ref.__new__(cls, ob, callback)

    def __init__(self, ob, callback, slot1, slot2):
        self.slot1 = slot1
        self.slot2 = slot2


o = Object()
r = MyRef(o, None, "abc", "def")
print(r.slot1 + r.slot2, hasattr(r, "__dict__"), r() is o)
print(repr(r).split(";")[0].split(" at ")[0], repr(r).split("; ")[1].split(" at ")[0])


class MyConfig(dict):
    def __getattr__(self, name):
        return self[name]


c = MyConfig(offset=5)
print("MyConfig" in repr(weakref.ref(c)))


def named():
    pass


print(repr(weakref.ref(named)).endswith("(named)>"), repr(weakref.ref(Object)).endswith("(Object)>"))
try:
    weakref.ref(Object).__init__(0, 0, 0, 0, 0)
except TypeError as e:
    print("TypeError:", e)
d = weakref.WeakValueDictionary()
d["k"] = o
print(list(d.keys()), type(d.data["k"]).__name__, d.data["k"].key)
