if x:
    break
