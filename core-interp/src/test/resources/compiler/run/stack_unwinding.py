def boom(x):
    if x:
        raise ValueError(x)
    return x

def in_call():
    out = []
    for i in range(3):
        try:
            out.append([i, boom(i == 1), i * 2])
        except ValueError as e:
            out.append(("caught", str(e)))
    return out

print(in_call())

def in_comprehension():
    try:
        return [boom(x > 2) or x for x in range(5)]
    except ValueError:
        return "comprehension failed"

print(in_comprehension())

def in_loop_iterator():
    total = 0
    for x in range(5):
        for y in range(5):
            try:
                total += boom(x == y == 3) + y
            except ValueError:
                total -= 100
                break
    return total

print(in_loop_iterator())

def with_inside_try():
    log = []
    class CM:
        def __enter__(self):
            log.append("enter")
            return self
        def __exit__(self, *exc):
            log.append("exit " + str(exc[0].__name__ if exc[0] else None))
            return False
    try:
        with CM():
            log.append(("value", 1 + boom(True)))
    except ValueError:
        log.append("handled")
    return log

print(with_inside_try())

def gen_cleanup():
    log = []
    def g():
        try:
            for i in range(10):
                yield i
        finally:
            log.append("gen finally")
    it = g()
    for v in it:
        if v == 2:
            break
    it.close()
    return log

print(gen_cleanup())

def nested_finally():
    log = []
    try:
        try:
            try:
                boom(True)
            finally:
                log.append(1)
        finally:
            log.append(2)
    except ValueError:
        log.append(3)
    return log

print(nested_finally())

def return_through_finally():
    log = []
    def inner():
        for i in range(3):
            try:
                try:
                    return i
                finally:
                    log.append("inner finally")
            finally:
                log.append("outer finally")
    return inner(), log

print(return_through_finally())

def exception_in_handler():
    try:
        try:
            boom(True)
        except ValueError:
            {}["missing"]
    except KeyError as e:
        return type(e.__context__).__name__

print(exception_in_handler())

def unpack_errors():
    out = []
    for value in ([1, 2], [1, 2, 3], [1]):
        try:
            a, b = value
            out.append(a + b)
        except ValueError as e:
            out.append(str(e))
    return out

print(unpack_errors())
