# threading.local's __dict__ is per thread and can be neither replaced nor deleted.
import threading


class Sub(threading.local):
    pass


for cls in (threading.local, Sub):
    obj = cls()
    obj.x = 5
    seen = []
    t = threading.Thread(target=lambda: seen.append(dict(obj.__dict__)))
    t.start()
    t.join()
    print(cls.__name__, obj.__dict__, seen)
    for action in ("assign", "delete"):
        try:
            if action == "assign":
                obj.__dict__ = {}
            else:
                del obj.__dict__
        except AttributeError as e:
            print(action, "AttributeError:", e)
