def f0(self, x, y, z, lst, d):
    x = (1, 2)

def f1(self, x, y, z, lst, d):
    x, *y, z = (None)[True]

def f2(self, x, y, z, lst, d):
    if 's': x = 1

def f3(self, x, y, z, lst, d):
    assert {self[:(+'s')], y, lst[([self for q in z if self], f'{lst}-{y!r:>{self}}',)]}, (self.b or [[z(0.0, (), self, k0=lst) for q in (self is not 0 < -3) if (b'x' and True)] for q in [... for q in [x for q in (1, 2) if 1] if 1] if 1])

def f4(self, x, y, z, lst, d):
    for q in y: pass

def f5(self, x, y, z, lst, d):
    x, *y, z = [*x, {(b'x')[2.5]}]

def f6(self, x, y, z, lst, d):
    x = (([None, lst(k0=10**3), y.m(x, lst)] in z[z] != ((... if 2.5 else True) and x)),)

def f7(self, x, y, z, lst, d):
    print((-(+[*self, True])))

def f8(self, x, y, z, lst, d):
    d[x:y] -= (((1, 2))[True] if ('x%%y%s' % ((x[x] or x), d[b'x'])) else x)

def f9(self, x, y, z, lst, d):
    y = y(*x, **y)

def f10(self, x, y, z, lst, d):
    d[x:y] = ('x%%y%s' % (z((('%d' % (..., 2)) - ('x%%y%s' % ((1, 2), z))), (... < z < {**d, 1: d}), y(), k0=(1, 2)), (d.a == self(*y, **x) != {z, {True}, (), f'{self}-{y!r:>{d}}'})))

def f11(self, x, y, z, lst, d):
    x |= ('x%%y%s' % (x(*d, **d), z.append(z, (lst.append(d, 10**3, lst) or [*d, 0]), (1, 2))))

def f12(self, x, y, z, lst, d):
    x, *y, z = self

def f13(self, x, y, z, lst, d):
    x **= (2)[2.5]

def f14(self, x, y, z, lst, d):
    while (~y(y, self[:[*lst, True]], k0=(not (lambda a, b=(1, 2): a + b)), k1=self(k0={10**3, z}, k1=(d or ())))): break

def f15(self, x, y, z, lst, d):
    if (({[z for q in d if 's'], {10**3, 10**3}, ('ab' and self), lst['s']} @ (1, 2)) if 0.0 else d[('%s-%r' % (lst(*self, **d), z.b)):]): x = 1

def f16(self, x, y, z, lst, d):
    self.a = self[:self[self[::(None << x)]:]]

def f17(self, x, y, z, lst, d):
    for q in [(), z(self.append([d for q in z if 's'], y.get('s', y), (10**3)[10**3]), k0=[[lst for q in d if z], {z, 1e10, z, 2.5}], k1=((x,), (not None),))]: pass

def f18(self, x, y, z, lst, d):
    for q in (self.a * ('ab')[()]): pass

def f19(self, x, y, z, lst, d):
    while {(() and (+(*lst, *x))): [f'{lst}-{x!r:>{y}}', x], {z(*y, **z): lst[(lambda a, b=z: a + b)], (-{lst, lst, d, self}): self[-3], lst(d, k0=y.a, k1={1e10, x, b'x'}): self}: ('%s-%r' % ([0.0, (-0.0), d], lst[2]))}: break

def f20(self, x, y, z, lst, d):
    if x.b: x = 1

def f21(self, x, y, z, lst, d):
    if (2.5, x[:x[{**y, y: z}]], self, self,): x = 1

def f22(self, x, y, z, lst, d):
    for q in (-3)[-3]: pass

def f23(self, x, y, z, lst, d):
    print((self[((not 2.5) and ('ab' if 10**3 else 2.5))] is not ([*d, lst.m(lst)] and [*y, y]) < x(*d, **self)))

def f24(self, x, y, z, lst, d):
    while z: break

def f25(self, x, y, z, lst, d):
    while x[::{('%s-%r' % (z(k0=True, k1=z), d[10**3:2.5])): (lambda a, b=z(lst, lst, y, k0=(), k1=z): a + b), (+('%5s|%-3a' % (lst, -3))): ([] % z[():0.0]), lst[::y]: y}]: break

def f26(self, x, y, z, lst, d):
    assert 1e10, z.a

def f27(self, x, y, z, lst, d):
    print((b'x')[2.5])

def f28(self, x, y, z, lst, d):
    while (([*z, lst[::lst]] if (+x[:10**3]) else {self.append(b'x'), lst[:d], (~z), self[d]}) ^ [*y, (1 or 2.5)]): break

def f29(self, x, y, z, lst, d):
    x, *y, z = [x[(d if (-3 is not 2.5 < lst) else x.get((), x)):(True)[0.0]]]

def f30(self, x, y, z, lst, d):
    x, *y, z = ()

def f31(self, x, y, z, lst, d):
    assert (1, 2), ('%s-%r' % ((lambda a, b=('%s-%r' % ([*lst, lst], {b'x': x, 's': 2, x: -3})): a + b), (+y[x:'%s'])))

def f32(self, x, y, z, lst, d):
    if lst[self[{self: self}]]: x = 1

def f33(self, x, y, z, lst, d):
    for q in y[::self[{{**d, y: 2.5}: True, [*y, d]: d[::self], y(..., (1, 2), 10**3, k0=x): z[::y], [*self, lst]: d.a}]]: pass

def f34(self, x, y, z, lst, d):
    x, *y, z = (z.b < d[[(not self) for q in ('%s' if self else (1, 2)) if (+self)]] < {z.b: (f'{d}-{z!r:>{d}}' is ('%s-%r' % (10**3, 'ab')) < (1, 2)), [[d, lst, 10**3], x(k0=z), d, [*x, z]]: d.get()})

def f35(self, x, y, z, lst, d):
    print(lst.a)

def f36(self, x, y, z, lst, d):
    if ([[self(*lst, **lst), (*self, *self)]] if z(*x, **lst) else (z[::(~(1, 2))] >> (b'x')['ab'])): x = 1

def f37(self, x, y, z, lst, d):
    print({y[::y[10**3]], self(*d, **z), f'{y}-{d!r:>{y}}'})

def f38(self, x, y, z, lst, d):
    x, *y, z = (2.5 if y.a else 0)

def f39(self, x, y, z, lst, d):
    print(((*y, *z) ** ({**x, (1, 2): [-3 for q in self if x]} if y else (1e10)[0])))

