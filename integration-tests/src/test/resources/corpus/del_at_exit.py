# An instance of a class with __del__ that a global still refers to when the program ends is
# finalized then, as CPython's module teardown does; its __del__ sees the module's globals.
class Resource:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("releasing", self.name, "with", LABEL)


LABEL = "globals intact"
res = Resource("db")
print("working with", res.name)
