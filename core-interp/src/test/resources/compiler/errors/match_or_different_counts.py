match x:
    case [1, 2 | 3, a] | [a, b, c]: pass
