# An AttributeError raised by __getattr__ or a property without a name gets the attribute's
# name and object (so tracebacks suggest one); a failed `from m import x` records name_from
# and the module's path; exec reached under another name sees a compiled caller's locals.
import functools
import os
import sys
import tempfile
import traceback


class A:
    blech = None

    def __getattr__(self, attr):
        raise AttributeError()


class B:
    blech = None

    @property
    def bluch(self):
        raise AttributeError


class C:
    def __getattr__(self, attr):
        raise AttributeError("custom", name="given")


for obj, attr in ((A(), "bluch"), (B(), "bluch"), (C(), "x"), (object(), "zzz")):
    try:
        getattr(obj, attr)
    except AttributeError as e:
        print(type(obj).__name__, repr(e.name), type(e.obj).__name__,
              traceback.format_exception_only(e)[-1].strip())

print(str(AttributeError(0, 1, 2)), repr(AttributeError(0, 1, 2)))

where = tempfile.mkdtemp()
with open(os.path.join(where, "modx_ctx.py"), "w") as f:
    f.write("bluchin = 1\n")
sys.path.insert(0, where)
try:
    from modx_ctx import bluch
except ImportError as e:
    print(repr(e.name), repr(e.name_from), os.path.basename(e.path))
    print(traceback.format_exception_only(e)[-1].strip().replace(where, "DIR"))
os.remove(os.path.join(where, "modx_ctx.py"))


def run_indirect(runner, n):
    total = n * 2
    runner("seen.append(total)")
    return total


seen = []
for i in range(300):
    run_indirect(functools.partial(exec), i)
print(len(seen), seen[:3], seen[-1])
