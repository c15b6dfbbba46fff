class A:
    """doc"""
    x = 1
    def __init__(self, v):
        self.v = v
        self.__p = 1
    def get(self):
        return self.v
    @property
    def prop(self):
        return self.__p

class B(A):
    def __init__(self, v):
        super().__init__(v)
        self.w = super().get()
    def m(self):
        return __class__

class C(A, metaclass=type):
    pass
