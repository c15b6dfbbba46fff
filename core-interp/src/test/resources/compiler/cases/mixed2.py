x = a and b or c
y = [i for i in x]
class C(B, metaclass=M):
    z = 1
    def m(self):
        return super().m(__class__)
try:
    f()
except E as e:
    g(e)
except:
    pass
else:
    h()
finally:
    k()
