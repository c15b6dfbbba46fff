x = [(y := 1) for y in range(3)]
