[a + b for a in c if (d := a)] or (lambda: e)
