match x:
    case f(): pass
    case a: pass
    case _: pass
