def loops(n):
    out = []
    for i in range(n):
        if i == 2:
            continue
        if i == 6:
            break
        out.append(i)
    else:
        out.append("no break")
    j = 0
    while j < 3:
        j += 1
    else:
        out.append("while else")
    for i in range(3):
        for k in range(3):
            if k == i:
                break
        else:
            out.append(("inner else", i))
            continue
        out.append(("broke", i))
    return out

print(loops(4))
print(loops(10))

def finally_flow():
    log = []
    for i in range(4):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            log.append(("body", i))
        finally:
            log.append(("finally", i))
    return log

print(finally_flow())

def return_in_finally():
    try:
        return "try"
    finally:
        print("finally runs")

print(return_in_finally())

def override():
    for x in range(3):
        try:
            return x
        finally:
            if x == 0:
                continue
    return "done"

print(override())

class Ctx:
    def __init__(self, name, log):
        self.name = name
        self.log = log
    def __enter__(self):
        self.log.append("enter " + self.name)
        return self.name
    def __exit__(self, t, v, tb):
        self.log.append("exit " + self.name + " " + (t.__name__ if t else "None"))
        return self.name == "swallow"

def with_flow():
    log = []
    for i in range(3):
        with Ctx("a", log) as a, Ctx("b", log) as b:
            if i == 1:
                continue
            if i == 2:
                return log
            log.append(a + b)
    return log

print(with_flow())

def swallow():
    log = []
    with Ctx("swallow", log):
        raise KeyError("x")
    log.append("after")
    return log

print(swallow())

def chained(a, b, c):
    return a < b < c, a < b > c, not a < b, a if b else c

print(chained(1, 2, 3), chained(3, 2, 1))

def boolean(a, b):
    return (a and b, a or b, not a, a and not b or b)

print(boolean(0, 5), boolean(3, ""))

def ternary_loop():
    total = 0
    i = 0
    while True:
        i += 1
        if i > 10:
            break
        total += i if i % 2 else -i
    return total

print(ternary_loop())
