def handler_order(exc):
    try:
        raise exc
    except KeyError as e:
        return "KeyError " + str(e)
    except (TypeError, ValueError) as e:
        return "Type/Value " + type(e).__name__
    except Exception:
        return "other"
    else:
        return "else"
    finally:
        print("finally for", type(exc).__name__)

print(handler_order(KeyError("k")))
print(handler_order(ValueError()))
print(handler_order(RuntimeError()))

def name_deleted():
    e = "before"
    try:
        1 / 0
    except ZeroDivisionError as e:
        pass
    try:
        return e
    except NameError as n:
        return "NameError: " + str(n)

print(name_deleted())

def else_clause(x):
    try:
        y = 10 // x
    except ZeroDivisionError:
        return "div by zero"
    else:
        return "ok " + str(y)

print(else_clause(2), else_clause(0))

def reraise():
    try:
        try:
            raise ValueError("inner")
        except ValueError:
            print("handling")
            raise
    except ValueError as e:
        return "reraised " + str(e)

print(reraise())

def chain():
    try:
        try:
            raise KeyError("a")
        except KeyError as e:
            raise ValueError("b") from e
    except ValueError as e:
        return type(e.__cause__).__name__ + " " + str(e.__cause__)

print(chain())

def context():
    try:
        try:
            raise KeyError("a")
        except KeyError:
            raise ValueError("b")
    except ValueError as e:
        return type(e.__context__).__name__

print(context())

def finally_exc():
    try:
        try:
            raise KeyError("first")
        finally:
            print("cleanup")
    except KeyError as e:
        return "got " + str(e)

print(finally_exc())

def nested_loops_exc():
    out = []
    for i in range(3):
        try:
            for j in range(3):
                if j == i:
                    raise IndexError(j)
                out.append((i, j))
        except IndexError as e:
            out.append("idx " + str(e))
    return out

print(nested_loops_exc())

def comp_exception():
    x = "outer"
    try:
        [1 // (x - 1) for x in range(3)]
    except ZeroDivisionError:
        pass
    return x

print(comp_exception())

def assert_test(v):
    try:
        assert v, "bad value"
        assert v > 1
        return "passed"
    except AssertionError as e:
        return "assert: " + str(e)

print(assert_test(0), assert_test(1), assert_test(5))
