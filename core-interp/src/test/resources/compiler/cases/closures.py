def outer(a):
    b = 2
    def inner(c):
        nonlocal b
        b += c
        return a + b
    return inner

def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc

x = 0
def setx():
    global x
    x = 5
