x = [y for y in (z := range(3))]
