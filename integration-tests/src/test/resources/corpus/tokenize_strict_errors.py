"""The C tokenizer behind tokenize: without extra tokens it reports what the parser's
tokenizer reports (mismatched brackets, leading zeros), tokens before the error first;
indentation errors carry no end position; a newline ends the format spec of a single-quoted
f-string."""
import io
import tokenize

for case in ['(1+2]', '(1+2}', '{1+2]', ']', '012', '1_', '0b12', 'x = (1,\n 2]', '(']:
    seen = []
    try:
        for tok in tokenize._generate_tokens_from_c_tokenizer(io.StringIO(case).readline):
            seen.append(tok.string)
        print(repr(case), 'ok', seen)
    except SyntaxError as e:
        print(repr(case), seen, type(e).__name__, e.msg, e.lineno, e.offset)
    except tokenize.TokenError as e:
        print(repr(case), seen, 'TokenError', e.args[0])

source = b"def k(x):\n    x += 2\n  x += 5\n"
try:
    list(tokenize.tokenize(io.BytesIO(source).readline))
except IndentationError as e:
    print(e.args, e.end_lineno, e.end_offset)

x = 5
print(eval("f'__{\n    x:d\n}__'"), eval("f'{\n x\n:>4\n}'"))
for tok in tokenize.generate_tokens(io.StringIO("f'__{\n    x:d\n}__'\n").readline):
    print(tokenize.tok_name[tok.type], repr(tok.string), tok.start, tok.end)
