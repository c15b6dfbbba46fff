def f(xs):
    for x in xs:
        try:
            if x:
                continue
            if x > 3:
                break
        finally:
            print("f")
    while True:
        try:
            return 1
        finally:
            pass

def g(xs):
    with open(xs) as fp:
        for line in fp:
            if line:
                return line
    with a, b as c:
        pass

def h():
    try:
        try:
            x()
        except E as e:
            raise F from e
    except:
        pass

def k(a, b, c):
    if a and b or c:
        x()
    elif not a:
        y()
    elif a is None:
        z()
    else:
        w()
    if a < b < c:
        x()
    return a if b else c

def loops():
    for i in range(10):
        for j in range(10):
            if i == j:
                break
        else:
            continue
        break
    else:
        pass
