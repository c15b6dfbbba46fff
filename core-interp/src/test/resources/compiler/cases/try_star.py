def f():
    try:
        g()
    except* ValueError as e:
        print(e)
    except* (TypeError, KeyError):
        pass


def g():
    try:
        a()
    except* OSError:
        raise
    else:
        b()
    finally:
        c()


def h():
    for x in y:
        try:
            return x
        except* ValueError as e:
            for z in e.exceptions:
                if z:
                    continue
                break
        finally:
            d()
    try:
        pass
    finally:
        pass


try:
    m()
except* Exception as err:
    n(err)
