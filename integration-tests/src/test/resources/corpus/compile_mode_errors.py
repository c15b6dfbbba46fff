# SyntaxError details that depend on the compile mode and on who reports the error:
# only exec input gets a newline added after its last line, the tokenizer's own errors
# give the line without its newline, and single input keeps CPython's rules for a
# statement that the end of the text closes.
import codeop
import warnings


def show(src, mode, flags=0):
    try:
        compile(src, "?", mode, flags)
    except SyntaxError as e:
        print(f"{src!r:28} {mode:6} {type(e).__name__}: {e.msg} "
              f"{e.lineno} {e.offset} {e.text!r} {e.end_lineno} {e.end_offset}")
    else:
        print(f"{src!r:28} {mode:6} ok")


print("-- the line continuation at the end of the text")
for mode in ("exec", "eval", "single"):
    show("\\", mode)
    show("x = 1 + \\", mode)

print("-- parser errors on a last line without a newline")
for src in ["a b", "1 +", "x = (1", "lambda x", "a.", "x if y else", "if x", "if x:",
            "for x in y", "import", "from x import", "try:\n  pass", "print 'x'",
            "x = print 'x'", "(exec 'x')", "f(print 1)"]:
    for mode in ("exec", "eval", "single"):
        show(src, mode)

print("-- the tokenizer's errors: literals, characters, brackets")
for src in ["1_a", "0777", "0o8", "0b2", "0x", "1e", "09", "x = )", "(]", "a \x01 b",
            "\u20ac = 1", "'abc", "'''abc", "f'{a'", "f'}'", "a = '\u00e9"]:
    show(src + "\n", "exec")
    show(src, "eval")

print("-- indentation errors have no end column")
show("  x\n", "exec")
show("if 1:\n  x\n y\n", "exec")
show("if x:\n", "exec")

print("-- nesting")
def nested(n):
    return "1+1" if n == 0 else 'f"{' + nested(n - 1) + '}"'
show(nested(149), "eval")
show(nested(150), "eval")

print("-- single input: a compound statement the end of the text closes")
for src in ["def f(): pass", "def f(): pass\n", "if x: pass", "if x:\n  pass",
            "class A: pass", "if x: pass\nelse: pass", "@d\ndef f(): pass", "x = 1",
            "match = 1", "match x:\n case 1: pass", "for x in y:\n  if z: pass"]:
    show(src, "single")

print("-- incomplete input (codeop)")
for src in ["if 1:\n pass\n if 1:\n  pass\n else:", "a = 'a\\", "x = '''a", "a = 'a",
            "if x:", "def f(:"]:
    try:
        r = codeop.compile_command(src)
        print(repr(src), "incomplete" if r is None else "complete")
    except SyntaxError as e:
        print(repr(src), type(e).__name__, e.msg)

print("-- compile-time SyntaxWarnings are not deduplicated")
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("default")
    compile("x = 1if 2else 3\n", "?", "exec")
    compile("x = 1if 2else 3\n", "?", "exec")
print(len(w), [str(x.message) for x in w])
