# LOAD_ATTR sites kept hot while classes, instances and modules change under them.
# Each phase runs one site per child in a loop; a stale cache would print a wrong value.
import math


def run(label, n, step, mutate):
    out = []
    for i in range(n):
        mutate(i)
        out.append(step())
    print(label, " ".join(str(x) for x in out))


# ---- INSTANCE_VALUE: attribute deleted, dict materialized, __class__ assigned, shadowed by a
# data descriptor added to the class
class P:
    def __init__(self):
        self.x = 1
        self.y = 2

class Q:
    x = "Q.x"

p = P()

def read_x(o):
    try:
        return o.x
    except AttributeError:
        return "AE"

def m_instance(i):
    if i == 5:
        p.x = 10
    elif i == 8:
        del p.x
    elif i == 11:
        p.x = 11
    elif i == 14:
        vars(p)
    elif i == 17:
        p.x = 17
    elif i == 20:
        P.x = property(lambda self: "prop")
    elif i == 23:
        del P.x
    elif i == 26:
        p.__class__ = Q
    elif i == 29:
        del Q.x

run("instance_value", 32, lambda: read_x(p), m_instance)

# ---- WITH_HINT: instance whose dict is materialized; keys added, removed, dict replaced
class H:
    pass

h = H()
h.a = 1
h.b = 2
h.__dict__["c"] = 3

def m_hint(i):
    if i == 4:
        h.b = 20
    elif i == 7:
        del h.a
    elif i == 10:
        h.a = 100
    elif i == 13:
        h.__dict__ = {"b": "replaced"}
    elif i == 16:
        h.__dict__.clear()
    elif i == 19:
        h.b = "back"
    elif i == 22:
        H.b = property(lambda self: "H.b prop")

def read_b(o):
    try:
        return o.b
    except AttributeError:
        return "AE"

run("with_hint", 25, lambda: read_b(h), m_hint)

# ---- SLOT and __class__: slots deleted and set again, slot descriptor replaced on the class
class S:
    __slots__ = ("u", "v")

    def __init__(self):
        self.u = "u0"
        self.v = "v0"

class S2:
    __slots__ = ("u", "v")

s = S()

def read_u(o):
    try:
        return o.u
    except AttributeError:
        return "AE"

def m_slot(i):
    if i == 4:
        del s.u
    elif i == 7:
        s.u = "u7"
    elif i == 10:
        s.__class__ = S2
    elif i == 12:
        S2.u = "S2.u plain"
    elif i == 15:
        s.__class__ = S

run("slot", 18, lambda: read_u(s), m_slot)
run("dunder_class", 12, lambda: s.__class__.__name__,
    lambda i: setattr(s, "__class__", S2 if i % 4 == 2 else S) if i % 2 == 0 else None)

# ---- MODULE: globals rebound, added (new key), removed and restored; module __getattr__
import sys
mod = sys.modules[__name__]
value = "v0"

def read_value():
    try:
        return mod.value
    except AttributeError:
        return "AE"

def m_module(i):
    global value, extra
    if i == 3:
        value = "v3"
    elif i == 6:
        extra = 1
    elif i == 9:
        del value
    elif i == 12:
        mod.__getattr__ = lambda name: "getattr-" + name
    elif i == 15:
        value = "v15"
    elif i == 18:
        del mod.__getattr__

run("module", 21, read_value, m_module)
saved_pi = math.pi

def m_math(i):
    if i == 3:
        math.pi = 3
    elif i == 6:
        del math.pi
    elif i == 9:
        math.pi = saved_pi

def read_pi():
    try:
        return round(math.pi, 4)
    except AttributeError:
        return "AE"

run("module_math", 12, read_pi, m_math)

# ---- CLASS: attribute of a class, replaced on the class, on a base, shadowed, deleted
class Base:
    k = "Base.k"

    def f(self):
        return "Base.f"

class Derived(Base):
    pass

def read_class():
    try:
        return Derived.k
    except AttributeError:
        return "AE"

def m_class(i):
    if i == 3:
        Base.k = "Base.k2"
    elif i == 6:
        Derived.k = "Derived.k"
    elif i == 9:
        del Derived.k
    elif i == 12:
        del Base.k
    elif i == 15:
        Base.k = "Base.k3"

run("class", 18, read_class, m_class)
run("class_method_call", 12, lambda: Derived.f(None),
    lambda i: setattr(Base, "f", (lambda self: "new f %d" % i)) if i in (4, 8) else None)

# ---- PROPERTY: getter replaced, property replaced by a plain attribute and back,
# getter's code replaced, __getattr__ added
class Pr:
    def __init__(self):
        self.n = 1

    @property
    def val(self):
        return "val%d" % self.n

pr = Pr()

def read_val(o):
    try:
        return o.val
    except AttributeError:
        return "AE"

def new_getter(self):
    return "new%d" % self.n

def m_prop(i):
    pr.n = i
    if i == 4:
        Pr.val = property(new_getter)
    elif i == 7:
        Pr.val = "plain"
    elif i == 10:
        Pr.val = property(lambda self: "lambda%d" % self.n)
    elif i == 13:
        new_getter.__code__ = (lambda self: "code%d" % self.n).__code__
        Pr.val = property(new_getter)
    elif i == 16:
        Pr.val = property(lambda self: self.missing)
    elif i == 19:
        Pr.__getattr__ = lambda self, name: "ga-" + name
    elif i == 22:
        del Pr.__getattr__

run("property", 25, lambda: read_val(pr), m_prop)

# ---- GETATTRIBUTE_OVERRIDDEN: added, replaced, code changed, __getattr__ added, removed
class G:
    def __init__(self):
        self.real = "real"

g = G()

def ga1(self, name):
    return "ga1-" + name

def m_ga(i):
    if i == 3:
        G.__getattribute__ = ga1
    elif i == 6:
        G.__getattribute__ = lambda self, name: "ga2-" + name
    elif i == 9:
        G.__getattribute__ = ga1
        ga1.__code__ = (lambda self, name: "ga1code-" + name).__code__
    elif i == 12:
        G.__getattribute__ = lambda self, name: object.__getattribute__(self, name)
    elif i == 15:
        G.__getattr__ = lambda self, name: "fallback-" + name
    elif i == 18:
        del G.__getattribute__
    elif i == 21:
        del G.__getattr__

def read_real(o):
    try:
        return o.real + "/" + str(o.other)
    except AttributeError:
        return "AE"

run("getattribute", 24, lambda: read_real(g), m_ga)

# ---- METHOD_WITH_VALUES: instance attribute shadows the method, method replaced on the
# class and on a base, dict materialized
class MB:
    def m(self):
        return "MB.m"

class MC(MB):
    def __init__(self):
        self.a = 0

    def m(self):
        return "MC.m"

mc = MC()

def call_m(o):
    try:
        return o.m()
    except (AttributeError, TypeError) as e:
        return type(e).__name__

def m_method(i):
    if i == 3:
        mc.m = lambda: "instance m"
    elif i == 6:
        del mc.m
    elif i == 9:
        MC.m = lambda self: "MC.m2"
    elif i == 12:
        del MC.m
    elif i == 15:
        MB.m = lambda self: "MB.m2"
    elif i == 18:
        vars(mc)
    elif i == 21:
        mc.__dict__["m"] = lambda: "dict m"
    elif i == 24:
        del mc.__dict__["m"]
    elif i == 27:
        MB.m = 42

run("method_with_values", 30, lambda: call_m(mc), m_method)

# other instances gaining the name in the shared keys must be seen by this one's site
class MK:
    def __init__(self):
        self.a = 1

    def go(self):
        return "go"

mk1, mk2 = MK(), MK()

def m_keys(i):
    if i == 4:
        mk2.go = lambda: "mk2 go"
    elif i == 6:
        mk1.go = lambda: "mk1 go"
    elif i == 8:
        del mk1.go

def call_go(o):
    return o.go()

run("shared_keys_shadow", 10, lambda: call_go(mk1), m_keys)

# ---- METHOD_NO_DICT: builtin methods; slots-only classes with methods replaced
class SL:
    __slots__ = ("q",)

    def hello(self):
        return "SL.hello"

sl = SL()
lst = []

def m_nodict(i):
    if i == 4:
        SL.hello = lambda self: "SL.hello2"
    elif i == 7:
        del SL.hello
    elif i == 9:
        SL.hello = lambda self: "SL.hello3"

def nodict_step():
    lst.append(len(lst))
    return call_hello(sl) + ":" + str(len(lst))

def call_hello(o):
    try:
        return o.hello()
    except AttributeError:
        return "AE"

run("method_no_dict", 12, nodict_step, m_nodict)

# ---- METHOD_LAZY_DICT: instances of a subclass of a builtin, dict created, shadowing
class L(list):
    def total(self):
        return sum(self)

ll = L([1, 2])

def call_total(o):
    try:
        return o.total()
    except TypeError:
        return "TE"

def m_lazy(i):
    if i == 3:
        ll.tag = "tagged"
    elif i == 6:
        ll.total = lambda: "instance total"
    elif i == 9:
        del ll.total
    elif i == 12:
        L.total = lambda self: "L.total2"
    elif i == 15:
        ll.__dict__ = {}

run("method_lazy_dict", 18, lambda: call_total(ll), m_lazy)

def exc_step(e):
    return e.with_traceback(None) is e

errs = [ValueError("x"), KeyError("k")]
run("method_lazy_dict_exc", 6, lambda: exc_step(errs[0]),
    lambda i: setattr(errs[0], "note", i) if i == 3 else None)

# ---- NONDESCRIPTOR_WITH_VALUES / NO_DICT: class attribute shadowed by the instance, by a
# subclass attribute, replaced by a descriptor, deleted
class ND:
    kind = "ND.kind"

    def __init__(self):
        self.z = 0

nd = ND()

def read_kind(o):
    try:
        return o.kind
    except AttributeError:
        return "AE"

def m_nondescr(i):
    if i == 3:
        nd.kind = "instance kind"
    elif i == 6:
        del nd.kind
    elif i == 9:
        ND.kind = staticmethod(len)
    elif i == 12:
        ND.kind = "ND.kind2"
    elif i == 15:
        del ND.kind
    elif i == 18:
        ND.kind = property(lambda self: "ND prop")

run("nondescriptor_with_values", 21, lambda: str(read_kind(nd)), m_nondescr)

class NS:
    __slots__ = ()
    tag = "NS.tag"

ns_obj = NS()

def m_ns(i):
    if i == 3:
        NS.tag = "NS.tag2"
    elif i == 6:
        del NS.tag
    elif i == 9:
        NS.tag = "NS.tag3"

def read_tag(o):
    try:
        return o.tag
    except AttributeError:
        return "AE"

run("nondescriptor_no_dict", 12, lambda: read_tag(ns_obj), m_ns)

# ---- a descriptor class gaining __get__/__set__ after the site specialized (CPython's
# test_descriptor_added_after_optimization)
class Descriptor:
    pass

class WithD:
    attribute = Descriptor()

    def __init__(self):
        self.attribute = "instance"

wd = WithD()

def m_desc(i):
    if i == 5:
        Descriptor.__get__ = lambda self, inst, owner: "descriptor get"
        Descriptor.__set__ = lambda self, inst, value: None

run("descriptor_added", 8, lambda: wd.attribute, m_desc)
