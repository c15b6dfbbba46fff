match x:
    case {"x": a, **a}: pass
