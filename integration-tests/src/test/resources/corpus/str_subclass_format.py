"""A str subclass formats with an empty spec as str(self), its own __str__ included (CPython's
format_obj); with a spec, as its string value."""


class S(str):
    def __str__(self):
        return '__str__ overridden'


class Plain(str):
    pass


s = S('xxx')
print("%s" % s, "{}".format(s), f"{s}", format(s), str(s), format(s, ''))
print(format(s, '>6'), '{:>6}'.format(s), f'{s:<5}|', '%5s' % s, '%r' % s, f'{s!r}')
p = Plain('abc')
print(format(p), type(format(p)).__name__, f"{p}", type(f"{p}").__name__)
