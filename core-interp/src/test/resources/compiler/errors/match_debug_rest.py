match x:
    case {"a": 1, **__debug__}: pass
