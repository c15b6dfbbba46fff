"""code.replace(co_linetable=...): the new location table is kept as given, and co_lines,
co_positions, tracebacks and frame lines follow it; an instruction without a location has
the line None."""
import dis, sys


def f(x):
    y = x + 1
    return 1 / x


def lines(code):
    return [(a, b, l if l is None else l - f.__code__.co_firstlineno) for a, b, l in code.co_lines()]


# no table at all
c = f.__code__.replace(co_linetable=b'')
print(list(c.co_lines()), list(c.co_positions()), c.co_linetable)
g = type(f)(c, globals())
try:
    g(0)
except ZeroDivisionError as e:
    print('tb_lineno', e.__traceback__.tb_next.tb_lineno)

# one entry: no location for the first code unit, nothing after
def bug42562():
    pass
bug42562.__code__ = bug42562.__code__.replace(co_linetable=b'\xf8')
print(list(bug42562.__code__.co_lines()))
dis.dis(bug42562)

# the same table from another first line moves every line
c2 = f.__code__.replace(co_firstlineno=f.__code__.co_firstlineno + 10,
                        co_linetable=f.__code__.co_linetable)
print(lines(c2) == [(a, b, l + 10) for a, b, l in lines(f.__code__)])
h = type(f)(c2, globals())
try:
    h(0)
except ZeroDivisionError as e:
    tb = e.__traceback__.tb_next
    print('line', tb.tb_lineno - f.__code__.co_firstlineno)

# another function's table: the lines of the other, positions as given
def k(x):

    y = x + 1

    return 1 / x
c3 = f.__code__.replace(co_linetable=k.__code__.co_linetable, co_firstlineno=k.__code__.co_firstlineno)
print(list(c3.co_lines()) == list(k.__code__.co_lines()))
print(list(c3.co_positions()) == list(k.__code__.co_positions()))
frames = []
def tracer(frame, event, arg):
    if event == 'line' and frame.f_code is c3:
        frames.append(frame.f_lineno - k.__code__.co_firstlineno)
    return tracer
sys.settrace(tracer)
try:
    type(f)(c3, globals())(2)
finally:
    sys.settrace(None)
print(frames)

# a table cut short in the middle of an entry ends at its last whole one
print(f.__code__.replace(co_linetable=b'\x80\x00\xd8\x10').co_linetable,
      list(f.__code__.replace(co_linetable=b'\x80\x00\xd8\x10').co_lines())[:1] == list(f.__code__.co_lines())[:1])
try:
    f.__code__.replace(co_linetable='x')
except TypeError as e:
    print(e)
