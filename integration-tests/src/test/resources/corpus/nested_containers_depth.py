# Deeply nested containers: repr, str and == recurse in C in CPython, up to its C recursion
# limit (10000 on 3.13), apart from sys.getrecursionlimit(); past it, RecursionError at once.
import sys

print(sys.getrecursionlimit())
for n in (5000, 9990, 10010, 100000):
    lst = []
    for i in range(n):
        lst = [lst]
    try:
        print(n, len(repr(lst)))
    except RecursionError as e:
        print(n, "RecursionError:", e)
    d = {}
    for i in range(n):
        d = {"k": d}
    try:
        print(n, len(str(d)))
    except RecursionError as e:
        print(n, "RecursionError:", e)
    a, b = [], []
    for i in range(n):
        a, b = [a], [b]
    try:
        print(n, a == b)
    except RecursionError as e:
        print(n, "RecursionError:", e)
# a container inside itself prints as [...] at any depth
x = [1]
x.append([x, {"self": x}])
print(x)
