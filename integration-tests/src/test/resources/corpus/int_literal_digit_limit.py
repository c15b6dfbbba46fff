# A decimal int literal longer than sys.get_int_max_str_digits() is a SyntaxError on its line
# (CPython's parser turns the conversion's ValueError into one, without columns); hexadecimal
# literals have no limit, and no limit applies after sys.set_int_max_str_digits(0).
import ast
import sys

for src in ["x = " + "1" * 4301, "y = 1\nx = " + "9_" * 4400 + "9", "x = 0x" + "f" * 5000,
            "x = " + "1" * 4300]:
    try:
        compile(src, "f.py", "exec")
        print("compiled", len(src))
    except SyntaxError as e:
        print(e.msg[:60], "...", e.msg[-40:], e.lineno, e.offset)
try:
    ast.literal_eval("3" * 4301)
except SyntaxError as e:
    print("literal_eval:", type(e).__name__)
sys.set_int_max_str_digits(0)
compile("x = " + "1" * 5000, "f.py", "exec")
print("unlimited: compiled")
