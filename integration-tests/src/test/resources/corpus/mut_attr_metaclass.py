# Class attribute reads when the metaclass gets involved, slot descriptors used where they
# do not belong, and descriptors that must run exactly once: the cases CPython's own
# specialization tests (test_opcache) guard against, rewritten.


def loop(label, n, body, mutate=lambda i: None):
    out = []
    for i in range(n):
        mutate(i)
        try:
            out.append(str(body()))
        except (AttributeError, TypeError) as e:
            out.append(type(e).__name__)
    print(label, " ".join(out))


# a metaclass attribute that becomes a data descriptor later must win over the class's own
class Holder:
    pass

class Meta(type):
    attribute = Holder()

class Klass(metaclass=Meta):
    attribute = "class value"

    def method(self):
        return "method"

def make_data_descriptor(i):
    if i == 5:
        Holder.__get__ = lambda self, inst, owner: "meta descriptor"
        Holder.__set__ = lambda self, inst, value: None

loop("meta_descriptor_added", 8, lambda: Klass.attribute, make_data_descriptor)

# a metaclass property set, then deleted, while the class attribute is read
class Meta2(type):
    pass

class Klass2(metaclass=Meta2):
    attribute = "own"

def meta_prop(i):
    if i == 3:
        Meta2.attribute = property(lambda cls: "meta prop")
    elif i == 6:
        del Meta2.attribute

loop("meta_property_set_del", 9, lambda: Klass2.attribute, meta_prop)

# names that type itself defines: its data descriptors win, its methods do not
class Shadows:
    mro = None
    __base__ = None
    __name__ = "Spam"

loop("type_names", 4, lambda: (Shadows.mro, Shadows.__base__.__name__, Shadows.__name__))

# a metaclass __getattribute__ and a metaclass swap
class MetaGA(type):
    def __getattribute__(cls, name):
        return "meta getattribute " + name

class Plain:
    attribute = "plain"

class Swapped(metaclass=Meta2):
    attribute = "swapped own"

class Meta3(type):
    attribute = property(lambda cls: "meta3 prop")

def swap(i):
    if i == 4:
        Swapped.__class__ = Meta3
    elif i == 6:
        Plain.attribute = "plain2"

loop("metaclass_swap", 8, lambda: Swapped.attribute + "/" + Plain.attribute, swap)

class WithGA(metaclass=MetaGA):
    attribute = "hidden"

loop("metaclass_getattribute", 4, lambda: WithGA.attribute)

# methods read through the class in method form while the metaclass changes
class MetaM(type):
    pass

class KM(metaclass=MetaM):
    def attribute(self):
        return "class method fn"

def meta_method(i):
    if i == 3:
        MetaM.attribute = property(lambda cls: lambda self: "meta prop fn")
    elif i == 6:
        del MetaM.attribute

loop("meta_method_call", 9, lambda: KM.attribute(None), meta_method)

# a slot descriptor of one class placed on another: reading and writing raise TypeError
class Slot1:
    __slots__ = ("x",)

class Slot2:
    __slots__ = ("y",)

Slot2.x = Slot1.x
other = Slot2()

class NoSlots:
    pass

NoSlots.x = Slot1.x
borrowed = NoSlots()

def store_x(o):
    o.x = 1
    return "stored"

loop("foreign_slot_load", 4, lambda: other.x)
loop("foreign_slot_store", 4, lambda: store_x(other))
loop("borrowed_slot_load", 4, lambda: borrowed.x)
loop("borrowed_slot_store", 4, lambda: store_x(borrowed))

# a non-data descriptor reached through super(): its __get__ runs once per read
calls = []

class Counting:
    def __get__(self, inst, owner):
        calls.append(1)
        return lambda: "got"

class SBase:
    d = Counting()

class SDerived(SBase):
    def read(self):
        return super().d()

sd = SDerived()
loop("super_descriptor", 6, sd.read)
print("get calls", len(calls))

# the same for a plain read of a descriptor on the class
class Reads:
    d = Counting()

r = Reads()
calls.clear()
loop("descriptor_get_calls", 6, lambda: r.d())
print("get calls", len(calls))
