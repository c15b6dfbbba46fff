import enum


class Color(enum.Enum):
    RED = 1


def f(x):
    match x:
        case -1:
            pass
        case -1.5 | 2.25 | 0:
            pass
        case "s" "t":
            pass
        case b"bytes":
            pass
        case Color.RED:
            pass
        case enum.Enum.x.y:
            pass
        case {-1: a, "k": b, None: c, True: d, Color.RED: e}:
            pass
        case {Color.RED: _, enum.Flag: _}:
            pass
        case int(1) | float(2.0) | bool(True):
            pass
        case [1, [2, [3, [4, *rest]]]]:
            pass
        case {"a": {"b": {"c": deep}}}:
            pass
        case C(C(C(x=inner))):
            pass
