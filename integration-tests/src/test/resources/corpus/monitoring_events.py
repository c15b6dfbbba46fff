# sys.monitoring (PEP 669): events, their arguments, local events, DISABLE and restart_events.
import sys

M = sys.monitoring
E = M.events
TOOL = 3
NAMES = {getattr(E, k): k for k in dir(E) if k.isupper() and k != 'NO_EVENTS'}
log = []


def describe(x):
    if x is M.MISSING:
        return 'MISSING'
    if hasattr(x, 'co_name'):
        return 'code:' + x.co_name
    if isinstance(x, BaseException):
        return type(x).__name__ + repr(x.args)
    if isinstance(x, Box):
        return 'a Box'
    if callable(x):
        return getattr(x, '__qualname__', None) or getattr(x, '__name__', '?')
    return repr(x)


def recorder(event):
    def cb(code, *args):
        if code.co_filename != __file__:
            return
        if code.co_name == '<module>' and event != E.LINE:
            args = ('-',) + args[1:]  # module-level offsets are left out
        log.append((NAMES[event], code.co_name) + tuple(describe(a) for a in args))
    return cb


def watch(events, callbacks=0):
    for e in NAMES:
        wanted = e & (events | callbacks) or e in (E.C_RETURN, E.C_RAISE)
        M.register_callback(TOOL, e, recorder(e) if wanted else None)
    M.set_events(TOOL, events)


def stop():
    M.set_events(TOOL, 0)
    for e in NAMES:
        M.register_callback(TOOL, e, None)


def show(title):
    print('--', title)
    for entry in log:
        print('  ', *entry)
    log.clear()


M.use_tool_id(TOOL, 'events-test')
print(M.get_tool(TOOL))


def add(a, b):
    return a + b


def loop(n):
    total = 0
    for i in range(n):
        if i % 2:
            total += i
    return total


def gen(n):
    for i in range(n):
        x = yield i
    return 'done'


def fails():
    raise ValueError('bad')


def catches():
    try:
        fails()
    except ValueError as e:
        return str(e)


def reraises():
    try:
        fails()
    finally:
        pass


class Box:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v


watch(E.PY_START | E.PY_RETURN)
add(1, 2)
Box(5).get()
stop()
show('start and return')

watch(E.CALL)
add(1, 2)
len([1, 2])
b = Box(3)
b.get()
sorted([3, 1], key=abs)
try:
    int('x')
except ValueError:
    pass
stop()
show('calls, with C_RETURN and C_RAISE')

watch(E.LINE)
loop(3)
stop()
show('lines')

watch(E.BRANCH | E.JUMP)
loop(3)
stop()
show('branches and jumps')

watch(E.PY_START | E.PY_RESUME | E.PY_YIELD | E.PY_RETURN | E.STOP_ITERATION)
g = gen(2)
next(g)
g.send('a')
try:
    g.send('b')
except StopIteration as e:
    print('returned', e.value)
for v in gen(1):
    pass
stop()
show('generators')

watch(E.PY_START | E.PY_THROW | E.PY_UNWIND)
g = gen(3)
next(g)
try:
    g.throw(KeyError('k'))
except KeyError:
    pass
stop()
show('throw')

watch(E.RAISE | E.EXCEPTION_HANDLED | E.PY_UNWIND | E.RERAISE)
catches()
try:
    reraises()
except ValueError:
    pass
stop()
show('exceptions')

# DISABLE: a line callback that disables itself runs once per location
counts = {}


def line_once(code, line):
    if code.co_name == 'loop':
        counts[line] = counts.get(line, 0) + 1
        return M.DISABLE


M.register_callback(TOOL, E.LINE, line_once)
M.set_events(TOOL, E.LINE)
loop(5)
loop(5)
print('disabled lines', sorted(counts.values()))
M.restart_events()
loop(5)
print('after restart', sorted(counts.values()))
M.set_events(TOOL, 0)

# local events: only the code they are set on
M.register_callback(TOOL, E.LINE, None)
watch(0, E.PY_START | E.LINE)
M.set_local_events(TOOL, add.__code__, E.PY_START | E.LINE)
print(M.get_local_events(TOOL, add.__code__), M.get_local_events(TOOL, loop.__code__))
add(1, 2)
loop(1)
M.set_local_events(TOOL, add.__code__, 0)
add(3, 4)
stop()
show('local events')

# instructions
def tiny():
    return 1

watch(E.INSTRUCTION)
tiny()
stop()
print('instruction events in tiny', len(log) > 0, all(e[0] == 'INSTRUCTION' for e in log))
log.clear()

# a callback that raises: the exception comes out of the monitored code
def boom(code, offset):
    raise RuntimeError('from callback')

M.register_callback(TOOL, E.PY_START, boom)
M.set_events(TOOL, E.PY_START)
try:
    add(1, 2)
except RuntimeError as e:
    print('raised', e)
M.set_events(TOOL, 0)
M.register_callback(TOOL, E.PY_START, None)

# errors
for bad in (lambda: M.set_events(TOOL, E.C_RETURN),
            lambda: M.set_events(TOOL, 1 << 20),
            lambda: M.set_events(9, 0),
            lambda: M.use_tool_id(TOOL, 'again'),
            lambda: M.register_callback(TOOL, E.LINE | E.CALL, None),
            lambda: M.set_local_events(TOOL, add.__code__, E.RAISE),
            lambda: M.get_events(1)):
    try:
        bad()
        print('no error')
    except Exception as e:
        print(type(e).__name__, e)
M.free_tool_id(TOOL)
print(M.get_tool(TOOL))
