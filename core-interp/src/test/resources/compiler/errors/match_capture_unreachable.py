def f(x):
    match x:
        case a: pass
        case 1: pass
