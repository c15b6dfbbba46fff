match x:
    case {f"{x}": 1}: pass
