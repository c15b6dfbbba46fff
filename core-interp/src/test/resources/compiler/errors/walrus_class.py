class C:
    x = [(y := 1) for z in range(3)]
