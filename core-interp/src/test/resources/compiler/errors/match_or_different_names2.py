match x:
    case (a, b) | (a, c): pass
