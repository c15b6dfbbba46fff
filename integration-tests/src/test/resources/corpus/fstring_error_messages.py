"""f-string errors as CPython 3.13 reports them: the input ending inside a replacement field
(a comment swallowed its closing brace) is the innermost open bracket never closed; a stray
character after the expression is "expecting '=', or '!', or ':', or '}'"; backslashes in the
expression part are line continuations."""
srcs = ["f'{1#}'", "f'{#}'", "f'one: {1#}'", "f'{1# one} {2 this is a comment still#}'", "f'{)#}'",
        'f"{1+2:{1+2:{1+1:{1}}}}"', r"{\'a\'}", r"f'{{{\'a\'}}}'", r"rf'{{{\t3}}}'", "f'{{{\\}}}'",
        "f'{a $ b}'", "f'{a ? b}'", "a $ b", "f'{a b}'", "f'{a;b}'", "f'{a $}'", "(a $ b)",
        "f'{(1\n", "f'{1", "f'''{1\n", "f'{1:abc\n", "x = (f'{1\n", "f'{f\"{1\n", "f'{1}\n",
        "f'{1 +\n2}'", "f'{1 # c\n}'",
        'x = 1 + 1\ny = 2 + 2\nz = f"""\nsdfjnsdfjsdf\nsdfsdfs{1+\n2} dfigdf {3+\n4}sdufsd""\n']
for src in srcs:
    try:
        compile(src, "?", "exec")
        print(repr(src), "ok")
    except SyntaxError as e:
        print(repr(src), e.msg, e.lineno, e.offset)
