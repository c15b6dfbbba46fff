"""print and exec followed by an operand, at statement level or inside brackets, are CPython's
"Missing parentheses in call to" error over the name and the operand, never "Perhaps you forgot
a comma?"; a brace opening at statement level is not inside brackets."""
for src in ["print foo", "print {1:foo}", "if 1: print foo", "if 1: exec {1:foo}", "if 1:\n    print foo", "print (foo.)", "exec {1:(foo.)}", "print foo bar",
            "(print foo)", "[exec x]", "f(print {1:2})", "x = {1: {2:3} {4:5}}", "{a {1:2}}", "print {1:2} {3:4}", "print 'x'", "print -1", "(print -1)", "[print 'a']"]:
    try:
        compile(src, "<string>", "exec"); print("ok")
    except SyntaxError as e:
        print(repr(src), e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)
