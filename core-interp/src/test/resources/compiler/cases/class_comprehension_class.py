class K25:
    class K60:
        x = [__class__ for a in b]
