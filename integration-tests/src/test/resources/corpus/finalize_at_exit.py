# Objects that only the program's globals keep alive are finalized when it ends, as CPython's
# module teardown finalizes them: a generator suspended inside try/finally is closed, and the
# finalizer still sees the module's globals.
def reader():
    try:
        yield "first"
        yield "second"
    finally:
        print("reader closed at exit; globals still there:", MARK)


MARK = "mark"
r = reader()
print(next(r))
print("end of program")
