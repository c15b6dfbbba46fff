for x in y:
    def f():
        break
