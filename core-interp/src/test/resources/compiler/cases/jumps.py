def f(a, b):
    if a:
        if b:
            x()
    else:
        y()
    z()

def g(a, b):
    try:
        if b:
            x()
    finally:
        y()
    z()

def h(a):
    try:
        x()
    except E:
        if a:
            y()
    z()

def k(a):
    for i in a:
        try:
            if a:
                x()
        except E:
            pass
