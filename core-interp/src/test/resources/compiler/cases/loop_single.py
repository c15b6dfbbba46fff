for i in y:
    i
    print(i)
    if i:
        i * 2

