# The in-process cost of importing a set of standard modules, for tools/import-cost.sh: run
# by CPython and by Specializer alike, it prints the milliseconds the import statement took.
import time

t0 = time.perf_counter()
import typing, dataclasses, enum, re, json, asyncio
t1 = time.perf_counter()
print("%.1f" % ((t1 - t0) * 1000))
