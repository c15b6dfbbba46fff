match x:
    case [a, ([a] | (a, 1))]: pass
