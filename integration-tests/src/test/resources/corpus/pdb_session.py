# A scripted pdb session (commands from a string, output captured): breakpoints, stepping,
# printing, jumping and continuing, as a user of `python -m pdb` drives it.
import gc
import io
import pdb
import re


def triangle(n):
    total = 0
    for i in range(1, n + 1):
        total += i
    label = f"T({n})"
    return label, total


def caller():
    first = triangle(3)
    second = triangle(4)
    return first, second


commands = """\
break triangle
continue
args
next
next
p total, i
until 13
p total
def double(v):
    return v * 2

p double(total)
where
step
return
p __return__
continue
p n
clear 1
continue
"""
# finalizers and weakref callbacks that are due run now, not in the middle of the stepping
gc.collect()
out = io.StringIO()
debugger = pdb.Pdb(stdin=io.StringIO(commands), stdout=out, nosigint=True, readrc=False)
debugger.use_rawinput = False
result = debugger.runcall(caller)
print("result:", result)
text = out.getvalue()
text = re.sub(r"/[^ \n]*/", "", text)              # directories of file names
text = re.sub(r"0x[0-9a-f]+", "0x...", text)
for line in text.splitlines():
    if "<string>" in line or "runcall" in line or "bdb.py" in line or "pdb.py" in line:
        continue
    print(line)
