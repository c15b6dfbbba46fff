# Pattern matching on the built-in types CPython marks: bytearray matches itself in a class
# pattern (MATCH_SELF), array.array, memoryview and deque are sequences, bytes and str are not.
import array, collections
def f(x):
    match x:
        case bytearray(z):
            return ("bytearray", z)
        case [a, b, c]:
            return ("seq3", a, b, c)
        case _:
            return "other"
print(f(bytearray(b"q")), f(array.array("b", b"abc")), f(memoryview(b"xyz")), f(collections.deque([1, 2, 3])), f(b"abc"), f("abc"))
