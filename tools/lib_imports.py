# Import every top-level module of the standard library archive the interpreter runs on and
# print the ones that fail, then a closing "N of M import" line:
#   ./specializer run tools/lib_imports.py
# Modules that open windows or start demos on import (antigravity, this, turtledemo, idlelib,
# tkinter, turtle), the test package and __main__ are left out.
import importlib
import io
import os
import sys
import zipfile

archive = os.path.dirname(os.__file__)
if not zipfile.is_zipfile(archive):
    sys.exit("the standard library is not an archive here: " + archive)
skip = {"antigravity", "this", "__hello__", "__phello__", "idlelib", "turtledemo", "tkinter",
        "turtle", "pydoc_data", "test", "__main__"}
names = set()
for entry in zipfile.ZipFile(archive).namelist():
    if entry.endswith((".py", ".pyc")) and "/" not in entry:
        names.add(entry.rsplit(".", 1)[0])
    elif entry.count("/") == 1 and entry.split("/")[1] in ("__init__.py", "__init__.pyc"):
        names.add(entry.split("/")[0])
names = sorted(names - skip)
failed = 0
for name in names:
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = io.StringIO()
    try:
        importlib.import_module(name)
        error = None
    except BaseException as e:  # SystemExit too: a module may call sys.exit
        error = "%s: %s" % (type(e).__name__, e)
    finally:
        sys.stdout, sys.stderr = saved
    if error:
        failed += 1
        print(name, error)
print("%d of %d import" % (len(names) - failed, len(names)))
