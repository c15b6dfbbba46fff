"""BytesIO read and readline at a position past the end (after a seek), and
'from m import *' with names that are not strings or come from a mapping-like __all__."""
import io
import sys
import types

b = io.BytesIO(b'1234567890')
b.seek(100)
print(b.read(), b.read(5), b.tell(), b.readline(), b.tell(), b.read1(3), b.tell())
b.seek(12)
b.write(b'x')
print(b.getvalue())
s = io.StringIO('abc')
s.seek(10)
print(repr(s.read()), s.tell(), repr(s.readline()), s.tell())

m = types.ModuleType('mm')
m.x, m._hidden, m.y = 1, 2, 3
sys.modules['mm'] = m
for all_ in (None, ['x', b'y'], ('y',), 'xy', [1]):
    if all_ is None:
        if hasattr(m, '__all__'):
            del m.__all__
    else:
        m.__all__ = all_
    ns = {}
    try:
        exec('from mm import *', ns)
        print(sorted(k for k in ns if k != '__builtins__'))
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
del m.__all__
m.__dict__[3] = 'three'
try:
    exec('from mm import *', {})
except TypeError as e:
    print('TypeError', e)
