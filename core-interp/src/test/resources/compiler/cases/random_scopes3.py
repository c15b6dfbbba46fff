def top0(a, b):
    for __p in (lambda b: self):
        c = (lambda a: d)
    a.x = (lambda d: [__class__ for d in [__p for a in d]])
    return super().x
class T0:
    del a

def top1(a, b):
    print({c: b for c in self if super().x})
    c = __class__
    self = (lambda a: super().x)
class T1:
    __p.x = self
    def f3():
        print(__p)
    d.x = b

def top2(a, b):
    print(super().x)
    d.x = (c := [__p for a in self for b in a])
class T2:
    a.x = (self for a in __p)
    self = [b for a in b for b in a]
    b.x = b

def top3(a, b):
    global d
    return {self: [a for a in b for b in a] for self in [c for b in (lambda d: __p)] if (c := c)}
class T3:
    __p = a
    self = ((d for b in a) for d in c)

def top4(a, b):
    class K25:
        class K60:
            for d in b:
                d = [[__class__ for a in d for b in a] for d in [a for a in b for b in a]]
        del c
class T4:
    __p.x = c
    class K0:
        del c
        d = (({a: __p for a in __p if self} for b in b) for a in __p)
    pass

def top5(a, b):
    a = [__class__ for a in d for b in a]
    self = [__class__ for a in [(b for d in a) for a in d for b in a]]
class T5:
    print(c)
    c = a
    self = super().m()
    del d

def top6(a, b):
    global c
    def f44():
        global d
        a = (lambda a: b)
class T6:
    a.x = b

def top7(a, b):
    print([c for a in c for b in a])
    d = c
    class K37:
        class K64:
            for c in __p:
                d = b
            class K45:
                pass
                b.x = d
            c.x = {c: __p for c in __p if __class__}
            a.x = {b: [(lambda a: c) for a in [d for c in c]] for b in ((lambda c: __p) for a in a) if (lambda b: b)}
        b = {self: [(c for b in a) for d in __p] for self in c if [b for a in b for b in a]}
class T7:
    a = [((lambda a: d) for b in a) for a in [self for a in self for b in a]]

def top8(a, b):
    del self
    print([b for b in [[a for d in c] for a in {d: b for d in c if c}]])
    return [super().x for a in a for b in a]
class T8:
    class K33:
        a = [self for b in (b for d in __p)]
        for c in {__p: [[a for a in d] for d in c] for __p in {self: {c: a for c in b if a} for self in [d for a in c for b in a] if [c for a in c for b in a]} if b}:
            c = b
        d = (d for c in d)
    c = __p
    for a in {d: c for d in (lambda d: (lambda c: a)) if d}:
        d = super().m()
    self = __class__

def top9(a, b):
    print((d := super().x))
    d = __class__
    d = ((lambda a: self) for a in b)
class T9:
    del self

def top10(a, b):
    global c
    c.x = c
    for a in ({d: {b: self for b in self if self} for d in [b for a in b] if super().x} for b in b):
        b = a
    __p = __class__
    d = {d: super().x for d in (lambda b: {c: d for c in __p if b}) if {c: (a for d in d) for c in a if [a for a in c for b in a]}}
class T10:
    for self in d:
        d = d
    for c in {d: [(__p for b in d) for a in __p for b in a] for d in {c: super().x for c in [__p for d in __p] if a} if {a: __class__ for a in __p if c}}:
        self = (lambda d: __p)
    c.x = b

def top11(a, b):
    __p.x = (c := (c := (c := c)))
    a = __p
    print(c)
class T11:
    del d
    del d

def top12(a, b):
    global c
    return [[__class__ for d in __p] for a in __p for b in a]
    del a
class T12:
    class K27:
        def f27(self):
            class K71:
                c = c
                pass
                c.x = self
            __p = {d: ((a := __p) for b in c) for d in (__class__ for c in a) if [a for c in [self for a in __p for b in a]]}
            print(c)
            return __class__
    print(super().m())

def top13(a, b):
    global d
    print((b := __p))
    def f66():
        a.x = __class__
        del self
class T13:
    b.x = (lambda d: a)
    class K40:
        c = (d for a in d)
        print(__class__)

def top14(a, b):
    def f14(d=1):
        nonlocal a
        class K75:
            print(d)
            for c in self:
                d = self
            print(__class__)
    del a
    d = __p
    c = __p
class T14:
    __p.x = super().x
    print(super().x)

