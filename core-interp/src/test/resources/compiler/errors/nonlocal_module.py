x = 1
nonlocal x
