match x:
    case {True: a, 1: b}: pass
