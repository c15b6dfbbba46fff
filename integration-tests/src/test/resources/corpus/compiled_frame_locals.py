# A frame's f_locals as a callee, a traceback or the frame itself reads it, while the
# function runs long enough for tier 2 to compile it: the values of the moment.
import sys
import traceback


def peek():
    return dict(sys._getframe(1).f_locals)


def summing(n):
    total = 0
    for i in range(n):
        total += i
    seen = peek()
    return seen


def failing(n):
    total = 0
    for i in range(n):
        total += i
    extra = [total]
    return extra[n]


def post_mortem(n):
    try:
        failing(n)
    except IndexError as e:
        tb = e.__traceback__
        while tb.tb_next:
            tb = tb.tb_next
        return dict(tb.tb_frame.f_locals)


def gen(n):
    t = 0
    for i in range(n):
        t += i
        if i % 40 == 0:
            yield dict(sys._getframe().f_locals)


def with_cell(n):
    acc = []
    total = 0

    def add(v):
        acc.append(v)
    for i in range(n):
        total += i
        add(i)
    return peek()["total"], len(peek()["acc"])


def captured(n):
    count = 0
    for i in range(n):
        count += 2
    try:
        raise ValueError(count)
    except ValueError as e:
        summary = traceback.TracebackException.from_exception(e, capture_locals=True)
    return summary.stack[-1].locals["count"]


for n in (50, 100, 150):
    print(summing(n))
    print(post_mortem(n))
    print(list(gen(n)))
    print(with_cell(n))
    print(captured(n))
