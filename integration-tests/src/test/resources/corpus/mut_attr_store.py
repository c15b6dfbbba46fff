# STORE_ATTR sites kept hot while what the store meets changes: a data descriptor or
# __setattr__ added to the class (or a base), the instance's dict materialized or replaced,
# __class__ assigned, slots deleted, more than 30 attributes.


def run(label, n, mutate, store, show):
    out = []
    for i in range(n):
        mutate(i)
        store(i)
        out.append(show())
    print(label, " ".join(str(x) for x in out))


class Base:
    pass

class Item(Base):
    def __init__(self):
        self.a = -1
        self.b = -2

item = Item()
log = []

def set_a(o, v):
    o.a = v

def m_item(i):
    if i == 3:
        Item.a = property(lambda self: "prop-a", lambda self, v: log.append(("set", v)))
    elif i == 6:
        del Item.a
    elif i == 9:
        Base.__setattr__ = lambda self, k, v: log.append((k, v))
    elif i == 12:
        del Base.__setattr__
    elif i == 15:
        vars(item)
    elif i == 18:
        item.__dict__ = {"b": "fresh"}
    elif i == 21:
        Base.a = property(lambda self: "base-prop")
    elif i == 24:
        del Base.a

def show_item():
    try:
        return item.a
    except AttributeError:
        return "AE"

def set_a_or_error(i):
    try:
        set_a(item, i)
    except AttributeError as e:
        log.append(str(e))

run("instance_value", 27, m_item, set_a_or_error, show_item)
print("log", log)

# the key is in the shared keys (another instance stored it) but not yet on this instance:
# the instance's dict lists attributes in the order they were stored
class Ordered:
    pass

first = Ordered()
first.x, first.y, first.z = 1, 2, 3

def set_z(o, v):
    o.z = v

def set_x(o, v):
    o.x = v

second = Ordered()
for v in range(3):
    set_z(second, v)
    set_x(second, v * 10)
print("order", list(vars(second)), vars(second), list(vars(first)))

# __class__ assignment between classes of the same layout; a property appears on one
class Cat:
    pass

class Dog:
    pass

pet = Cat()
pet.name = "rex"

def store_name(o, i):
    o.name = "n%d" % i

def m_pet(i):
    if i == 3:
        pet.__class__ = Dog
    elif i == 6:
        Dog.name = property(lambda self: "dog-prop", lambda self, v: None)
    elif i == 9:
        pet.__class__ = Cat
    elif i == 12:
        del Dog.name
        pet.__class__ = Dog

def show_pet():
    return type(pet).__name__ + ":" + str(pet.name)

run("class_assign", 15, m_pet, lambda i: store_name(pet, i), show_pet)

# WITH_HINT: stores into a materialized dict; keys deleted, re-added, dict cleared
class H:
    pass

h = H()
h.p = 0
h.q = 0
vars(h)

def set_q(o, v):
    o.q = v

def m_hint(i):
    if i == 3:
        del h.p
    elif i == 6:
        del h.q
    elif i == 9:
        h.__dict__.clear()
    elif i == 12:
        h.__dict__.update(z=1, q="q")
    elif i == 15:
        H.q = property(lambda self: "H.q", lambda self, v: None)

run("with_hint", 18, m_hint, lambda i: set_q(h, i), lambda: "%s/%s" % (h.q, sorted(vars(h))))

# SLOT: slots deleted, slot descriptor replaced by a plain class attribute, __setattr__
class S:
    __slots__ = ("u", "w")

s = S()

def set_u(o, v):
    o.u = v

def show_u():
    try:
        return s.u
    except AttributeError:
        return "AE"

def m_slot(i):
    if i == 3:
        del s.u
    elif i == 6:
        S.__setattr__ = lambda self, k, v: object.__setattr__(self, "w", v)
    elif i == 9:
        del S.__setattr__

def store_u(i):
    if i != 3:
        set_u(s, i)

run("slot", 12, m_slot, store_u, lambda: "%s/%s" % (show_u(), getattr(s, "w", "-")))

# more than 30 attributes: the shared keys fill up, later names go to the instance dict
class Wide:
    pass

wides = [Wide() for _ in range(3)]

def set_attr(o, name, v):
    setattr(o, name, v)

def set_f31(o, v):
    o.f31 = v

def set_f5(o, v):
    o.f5 = v

for k in range(35):
    for w in wides:
        set_attr(w, "f%d" % k, k)
for r in range(20):
    for w in wides:
        set_f31(w, r)
        set_f5(w, -r)
print("wide", [(w.f5, w.f31, len(vars(w))) for w in wides])
print("wide keys", list(vars(wides[0]))[:3], list(vars(wides[0]))[-3:])
