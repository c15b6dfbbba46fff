def f():
    try:
        g()
    except ValueError as e:
        print(e)
    except (TypeError, KeyError):
        pass
    except:
        raise
    else:
        h()
    finally:
        k()

def g():
    try:
        return 1
    finally:
        print("x")

def h():
    raise ValueError("x") from None

def w():
    with open("f") as fp, open("g"):
        fp.read()
    assert x, "m"
