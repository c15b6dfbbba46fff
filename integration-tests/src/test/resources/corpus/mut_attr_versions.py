# A class that runs out of version tags (CPython keeps at most 1000 per class) stays
# correct: its sites cannot specialize any more and run generic. Classes with more than 30
# instance attributes keep the extra ones in the instance dict.


class Churn:
    counter = 0

    def __init__(self):
        self.v = 0

    def get(self):
        return self.v


def read(o):
    return o.v + o.get() + o.counter


o = Churn()
totals = []
for i in range(1200):
    Churn.counter = i          # each assignment changes the class's version
    o.v = i
    totals.append(read(o))
print(totals[:3], totals[998:1003], totals[-3:], sum(totals))

# after the tags ran out, a new method and a new attribute are still seen
Churn.get = lambda self: -self.v
Churn.extra = "extra"
print([read(o) for _ in range(3)], o.extra)


class Many:
    def __init__(self, n):
        for k in range(n):
            setattr(self, "a%d" % k, k)

    def last(self):
        return self.a39


def read_many(m):
    return m.a0 + m.a29 + m.a30 + m.a39


ms = [Many(40) for _ in range(4)]
acc = 0
for r in range(50):
    for m in ms:
        acc += read_many(m) + m.last()
        m.a35 = r
        m.a3 = r
print(acc, [(m.a3, m.a35, len(vars(m))) for m in ms])
print(list(vars(ms[0]))[28:33])
