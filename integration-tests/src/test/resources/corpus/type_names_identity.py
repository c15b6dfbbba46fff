# re.Match and re.Pattern named 're.Match' and 're.Pattern' in errors (CPython's tp_name), and a
# class's __name__ and __qualname__ the same str at each read (inspect.classify_class_attrs).
import re, inspect, enum
for t in (re.Match, re.Pattern):
    try:
        class X(t): pass
    except TypeError as e: print(e)
for f in (lambda: re.Match(), lambda: re.Pattern(), lambda: re.Match.group(1), lambda: re.Pattern.match(1, 'a')):
    try: f()
    except TypeError as e: print(e)
class Color(enum.Enum):
    RED = 1
    GREEN = 2
print(sorted((a.name, a.kind, a.defining_class.__name__) for a in inspect.classify_class_attrs(Color)))
class C:
    pass
print(C.__name__ is C.__name__, C.__qualname__ is C.__qualname__)
C.__name__ = 'D'
print(C.__name__, C.__name__ is C.__name__)
