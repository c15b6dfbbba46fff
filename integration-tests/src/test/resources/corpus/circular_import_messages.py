"""What a circular import reports, as CPython 3.13 says it: an attribute of a partially
initialized module, a name from one, a submodule still being imported."""
import os
import sys
import tempfile

root = tempfile.mkdtemp()
pkg = os.path.join(root, 'cyc')
os.makedirs(os.path.join(pkg, 'sub'))
files = {
    '__init__.py': '',
    'a.py': 'import cyc.b\nvalue = 1\n',
    'b.py': 'import cyc.a\nprint(cyc.a.value)\n',
    'f1.py': 'from cyc.f2 import g\ndef f():\n    pass\n',
    'f2.py': 'from cyc.f1 import f\ndef g():\n    pass\n',
    'sub/__init__.py': 'from cyc.sub import child\n',
    'sub/child.py': 'import cyc.sub\ncyc.sub.child\n',
}
for name, text in files.items():
    with open(os.path.join(pkg, name), 'w') as f:
        f.write(text)
sys.path.insert(0, root)
for mod in ('cyc.a', 'cyc.f1', 'cyc.sub'):
    try:
        __import__(mod)
        print(mod, 'imported')
    except (AttributeError, ImportError) as e:
        print(type(e).__name__, str(e).replace(root, '<root>'))
import cyc
try:
    cyc.nothing
except AttributeError as e:
    print(e)
