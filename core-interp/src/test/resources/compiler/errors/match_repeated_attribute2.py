match x:
    case C(1, x=_, y=2, x=3): pass
