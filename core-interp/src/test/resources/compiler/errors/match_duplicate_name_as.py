match x:
    case (a as b) as b: pass
