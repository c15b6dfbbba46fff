match x:
    case (_ | 1): pass
