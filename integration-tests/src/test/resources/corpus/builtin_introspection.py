# The kinds of builtin callables and descriptors, their names, signatures and reprs, as the
# types module, inspect and pydoc see them.
import sys
import types
import re


def addr(r):
    return re.sub(r'0x[0-9a-fA-F]+', '0x...', r)


print("-- descriptor types")
print(types.WrapperDescriptorType, types.MethodWrapperType)
print(types.MethodDescriptorType, types.ClassMethodDescriptorType)
print(types.GetSetDescriptorType, types.MemberDescriptorType)
print(types.BuiltinFunctionType, types.BuiltinMethodType)
print(types.BuiltinFunctionType is types.BuiltinMethodType)
print(type(object.__init__) is types.WrapperDescriptorType,
      type(int.__add__) is types.WrapperDescriptorType,
      type(list.__len__) is types.WrapperDescriptorType)
print(type(object().__str__) is types.MethodWrapperType,
      type((1).__add__) is types.MethodWrapperType,
      type([].__len__) is types.MethodWrapperType)
print(type(str.join) is types.MethodDescriptorType,
      type(list.append) is types.MethodDescriptorType,
      type(dict.__getitem__) is types.MethodDescriptorType,
      type(list.__getitem__) is types.MethodDescriptorType,
      type(set.__contains__) is types.MethodDescriptorType)
print(type(dict.__dict__['fromkeys']) is types.ClassMethodDescriptorType,
      type(int.__dict__['from_bytes']) is types.ClassMethodDescriptorType,
      type(dict.fromkeys) is types.BuiltinMethodType)
print(type(types.FunctionType.__code__) is types.GetSetDescriptorType,
      type(types.FunctionType.__globals__) is types.MemberDescriptorType,
      type(slice.start) is types.MemberDescriptorType,
      type(int.real) is types.GetSetDescriptorType,
      type(complex.real) is types.MemberDescriptorType)


class Slotted:
    __slots__ = ('x', 'y')


print(type(Slotted.x) is types.MemberDescriptorType, Slotted.x, Slotted.y.__name__,
      Slotted.x.__objclass__.__name__)
print(type(len) is types.BuiltinFunctionType, type([].append) is types.BuiltinFunctionType,
      type(int.__new__) is types.BuiltinFunctionType)

print("-- reprs")
print(object.__init__, int.__add__, list.__len__)
print(addr(repr(object().__str__)), addr(repr((7).__add__)))
print(str.join, list.append, dict.__dict__['fromkeys'])
print(addr(repr(dict.fromkeys)), addr(repr(int.__new__)))
print(addr(repr('x'.join)), addr(repr([].append)))
print(len, print, sys.exit)
print(types.FunctionType.__globals__, types.FunctionType.__code__)
print(slice.start, range.stop, property.fget, int.real)

print("-- names")
for f in (object.__init__, object().__init__, str.join, 'a'.join, dict.__dict__['fromkeys'],
          dict.fromkeys, len, sys.getrecursionlimit, int.__new__, (1).__add__):
    print(f.__name__, f.__qualname__, type(f).__name__)
print(object.__init__.__objclass__, str.join.__objclass__, object().__str__.__objclass__)
print((5).__add__.__self__, 'ab'.upper.__self__, len.__self__.__name__,
      dict.fromkeys.__self__, int.__new__.__self__)
print(len.__module__, sys.exit.__module__, [].append.__module__)

print("-- text signatures")
for f in (len, abs, divmod, print, sorted, sum, pow, round, iter, next, getattr, min, max,
          sys.exit, sys.getrecursionlimit, str.join, str.split, str.replace, str.encode,
          bytes.hex, list.sort, list.index, dict.get, dict.pop, dict.update, dict.fromkeys,
          int.to_bytes, int.from_bytes, float.fromhex, object.__init__, object.__new__,
          int.__add__, int.__pow__, (1).__add__, object.__repr__, object.__setattr__,
          type.__call__, property.__get__, set.union, str.maketrans, tuple.index,
          object.__init_subclass__, object.__subclasshook__, type.__prepare__):
    print(getattr(f, '__qualname__', f), f.__text_signature__)
for t in (object, int, bool, float, complex, str, bytes, list, tuple, dict, set, frozenset,
          range, slice, property, staticmethod, classmethod, type, zip, map, filter,
          enumerate, reversed, memoryview, super, BaseException, ValueError):
    print(t.__name__, t.__text_signature__)

print("-- docstrings")
undocumented = []
import builtins
for name, value in vars(builtins).items():
    if isinstance(value, (types.BuiltinFunctionType, type)) and name not in ('exit', 'quit'):
        doc = value.__doc__
        if not isinstance(doc, str) or not doc.strip():
            undocumented.append(name)
print(undocumented)
print(all(isinstance(getattr(str, m).__doc__, str) for m in
          ('join', 'split', 'upper', 'strip', 'find', 'format', '__add__', '__len__')))
print(all(isinstance(getattr(dict, m).__doc__, str) for m in
          ('get', 'pop', 'keys', 'items', 'update', 'fromkeys', '__getitem__')))
print(len.__doc__ == len.__call__.__self__.__doc__, '--' in len.__doc__,
      len.__doc__.startswith('len('), '\n--\n' in int.__add__.__doc__)
print((1).__doc__ == int.__doc__, vars(int)['__doc__'] == int.__doc__,
      object().__str__.__doc__ == object.__str__.__doc__)


class Documented:
    """My own docs."""


print(Documented.__doc__, Documented().__doc__, Documented.__text_signature__)

print("-- predicates, as inspect defines them")


def ismethoddescriptor(obj):
    if isinstance(obj, (type, types.MethodType, types.FunctionType)):
        return False
    tp = type(obj)
    return hasattr(tp, "__get__") and not hasattr(tp, "__set__") \
        and not hasattr(tp, "__delete__")


def isdatadescriptor(obj):
    if isinstance(obj, (type, types.MethodType, types.FunctionType)):
        return False
    tp = type(obj)
    return hasattr(tp, "__set__") or hasattr(tp, "__delete__")


def isbuiltin(obj):
    return isinstance(obj, types.BuiltinFunctionType)


def ismethodwrapper(obj):
    return isinstance(obj, types.MethodWrapperType)


def isroutine(obj):
    return (isbuiltin(obj) or isinstance(obj, (types.FunctionType, types.MethodType))
            or ismethoddescriptor(obj) or ismethodwrapper(obj))


for obj in (len, str.join, 'a'.join, object.__init__, object().__init__,
            dict.__dict__['fromkeys'], dict.fromkeys, int.real, types.FunctionType.__globals__,
            Slotted.x, property(), staticmethod(len), classmethod(len), Documented, 42):
    print(addr(repr(obj)), ismethoddescriptor(obj), isdatadescriptor(obj), isbuiltin(obj),
          ismethodwrapper(obj), isroutine(obj))

print("-- calling through descriptors")
print(addr(repr(object.__init__.__get__(3))), int.__add__.__get__(3)(4), int.__add__(3, 4))
print(str.join.__get__('-')('abc'), dict.__dict__['fromkeys'].__get__(None, dict)('ab'))
for call in (lambda: object.__init__(), lambda: str.join(), lambda: int.__add__('a', 1),
             lambda: str.join(1, 'a'), lambda: object.__init__.__get__(None, None)):
    try:
        call()
    except TypeError as e:
        print('TypeError:', e)
