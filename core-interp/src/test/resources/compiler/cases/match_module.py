import collections
command = "go north"
match command.split():
    case [action]:
        print(action)
    case [action, obj]:
        print(action, obj)
    case ["drop", *objects] if objects:
        print(objects)
    case _:
        print("?")

match (1, 2):
    case (a, b) as t:
        print(a, b, t)

match {"x": 1}:
    case {"x": 1 | 2 as n, **rest} if n:
        print(n, rest)
    case _ if command:
        pass

match command:
    case "a" | "b" | "c":
        pass
    case True | False | None:
        pass
    case collections.deque():
        pass
    case x:
        print(x)


class K:
    match command:
        case str(s):
            y: int = 1
        case _:
            z = 2
