"""Record CPython's __text_signature__ of each builtin named in text_signature_names.txt.

Run with CPython 3.13 in this folder:  python3.13 make_text_signatures.py
Each line of text_signature_names.txt is an expression (with sys and types imported); each line
of the output, text_signatures.txt, is that expression, a tab, and the repr of its
__text_signature__ (None where CPython has none). BuiltinDocsTest compares ours with it.
"""
import sys
import types

assert sys.version_info[:2] == (3, 13), "record with CPython 3.13"
with open("text_signature_names.txt", encoding="utf-8") as f:
    names = [line.rstrip("\n") for line in f if line.strip()]
with open("text_signatures.txt", "w", encoding="utf-8") as out:
    for name in names:
        obj = eval(name)
        sig = getattr(obj, "__text_signature__", None)
        out.write("%s\t%r\n" % (name, sig))
