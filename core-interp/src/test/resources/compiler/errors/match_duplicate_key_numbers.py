match x:
    case {1: a, 1.0: b}: pass
