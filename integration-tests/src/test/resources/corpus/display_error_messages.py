"""Errors in displays as CPython 3.13 reports them: an element followed by "= value" (its
invalid_named_expression), a dict key after the first pair not followed by ":" (invalid_kvpair,
whatever follows), and the comma hint only for operands that end inside brackets."""
for src in ["f{a + b + c}", "x = f{a}", "(f{a})", "[f{a} 1]", "f{a}", "f(a b)", "[a b]", "{a b}", "(a (b))", "x = [1, 2 3]", "print {1:2}", "(print {1:2})",
            "[1=2]", "(1=2)", "{1=2}", "{'a'=1, 'b'=2}", "{a=1}", "[a=1]", "print(a.b=1)", "x = {a.b=1}", "{1:2, 3=4}", "if x=1: pass", "f(1=2)", "[True=1]", "[(a, b)=1]", "[a=b=1]",
            "{1:2, 3 4}", "{1:2, 3+}", "{1:2, 3 if}", "{1:2, a.b=4}", "{1:2, 3}", "{1:2, f(x) y}", "ages = {'Alice'=22, 'Bob'=23}"]:
    try:
        compile(src, "s", "exec"); print(repr(src), "ok")
    except SyntaxError as e:
        print(repr(src), e.msg, e.lineno, e.offset, e.end_offset)
