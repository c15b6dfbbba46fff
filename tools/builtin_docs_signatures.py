"""Check, or with --fix rewrite, the signature lines of the builtin documentation resource.

Run with CPython 3.13:  python3.13 tools/builtin_docs_signatures.py [--fix] [RESOURCE]

Each entry of api/src/main/resources/org/specializer/api/builtin-docs.txt is a line of keys
("@str.join" or "@bytes.center bytearray.center") followed by an internal doc: an optional first
line "name(signature)", a "--" line and a blank line, then the text. The signature must be the
one CPython gives as __text_signature__, so that inspect.signature() answers as CPython's does;
this script takes it from the running CPython, for every key of the entry (they must agree).
The text itself is the project's own and is left alone.
"""
import builtins
import importlib
import sys
import types

DEFAULT = "api/src/main/resources/org/specializer/api/builtin-docs.txt"


def type_table():
    table = {}
    for v in list(vars(builtins).values()):
        if isinstance(v, type):
            table[v.__name__] = v
    for v in vars(types).values():
        if isinstance(v, type) and v.__module__ in ("builtins", "types"):
            table.setdefault(v.__name__, v)
            if v.__module__ == "types":
                table["types." + v.__name__] = v
    samples = [sys.flags, iter([]), iter(()), iter(""), {}.keys(), {}.values(), {}.items(),
               iter({}), iter(range(1)), iter(set()), reversed([]), len, str.join,
               type.__dict__["__doc__"], object.__init__, object().__str__,
               dict.__dict__["fromkeys"], types.FunctionType.__globals__]
    for s in samples:
        t = type(s)
        table.setdefault(t.__name__, t)
    table["sys.flags"] = type(sys.flags)
    return table


TYPES = type_table()
REPRESENTATIVES = [object, type, int, float, complex, str, bytes, bytearray, list, tuple, dict,
                   set, frozenset, range, slice, property, staticmethod, classmethod, memoryview,
                   BaseException, super, enumerate, reversed, zip, map, filter,
                   types.GeneratorType, types.CoroutineType, types.AsyncGeneratorType,
                   types.FunctionType, types.MethodType, types.ModuleType,
                   types.MappingProxyType, types.GenericAlias, types.SimpleNamespace]


def resolve(key):
    """The CPython object documented under key, and the name its signature line starts with."""
    if key in TYPES:
        t = TYPES[key]
        return t, t.__name__
    owner, _, name = key.rpartition(".")
    if owner not in TYPES and owner != "*":
        return lookup_path(key), name
    if owner == "*":
        found = [t.__dict__[name] for t in REPRESENTATIVES if name in t.__dict__]
        slots = [f for f in found if type(f).__name__ == "wrapper_descriptor"]
        if not found:
            raise KeyError(key)
        return (slots or found)[0], name
    obj = TYPES[owner].__dict__[name]
    if isinstance(obj, (staticmethod, classmethod)):
        obj = obj.__func__
    return obj, name


def lookup_path(dotted):
    """The object at a dotted path: a module's attribute, or a module's class's
    ("_io.FileIO.closefd", read from the class's dictionary as a descriptor)."""
    parts = dotted.split(".")
    for i in range(len(parts) - 1, 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for p in parts[i:]:
            obj = obj.__dict__[p] if isinstance(obj, type) else getattr(obj, p)
        return obj
    raise KeyError(dotted)


def expected_line(key):
    obj, name = resolve(key)
    sig = obj.__text_signature__ if isinstance(getattr(obj, "__text_signature__", None),
                                               str) else None
    return name + sig if sig else None


def split_entry(body):
    """(signature line or None, text) of an internal doc."""
    lines = body.split("\n")
    for i, line in enumerate(lines):
        if line == "--" and lines[i - 1].endswith(")") and i + 1 < len(lines) \
                and lines[i + 1] == "":
            return "\n".join(lines[:i]), "\n".join(lines[i + 2:])
        if line == "":
            break
    return None, body


def main(argv):
    fix = "--fix" in argv
    paths = [a for a in argv if not a.startswith("--")]
    path = paths[0] if paths else DEFAULT
    text = open(path, encoding="utf-8").read()
    entries = text.split("\n@")
    entries[0] = entries[0][1:]
    out, problems = [], 0
    for entry in entries:
        head, _, body = entry.partition("\n")
        keys = head.split()
        body = body.rstrip("\n")
        sig, doc = split_entry(body)
        try:
            wanted = {expected_line(k) for k in keys}
        except (KeyError, AttributeError) as e:
            print("unknown key in", head, e)
            problems += 1
            out.append(entry.rstrip("\n"))
            continue
        if len(wanted) > 1:
            print("keys with different signatures:", head, wanted)
            problems += 1
            out.append(entry.rstrip("\n"))
            continue
        want = wanted.pop()
        if want != sig:
            if not fix:
                print("%s: have %r, CPython has %r" % (head, sig, want))
                problems += 1
            sig = want
        out.append(head + "\n" + (sig + "\n--\n\n" if sig else "") + doc)
    if fix:
        with open(path, "w", encoding="utf-8") as f:
            f.write("@" + "\n@".join(out) + "\n")
    print(len(entries), "entries,", problems, "problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
