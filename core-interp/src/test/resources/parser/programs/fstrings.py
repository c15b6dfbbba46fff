name, width, precision, value = "world", 10, 3, 3.14159
items = {'key': [1, 2, 3]}
print(f"hello {name}!")
print(f'{name!r:>{width}} and {name!s} and {name!a}')
print(f"{value:{width}.{precision}f}|{value=}|{value = :.2f}|{value=!s}")
print(f"{{literal}} {{{name}}} }}{{")
print(f"nested {f'inner {name}'} and {"same quotes"} and {'''triple'''}")
print(f"""multi
line {name}
{value:>{width}}""")
print(f"{items['key'][1:]} {items["key"][0]}")
print(f"{'a' if value else 'b'} {(lambda x: x * 2)(3)} {(w := 5)}")
print(f"{x!r}" "plain" f"{y}" 'more')
print(rf"\d{name}\n" fr'{value}\t' Rf"{{}}")
print(f"\N{BULLET} {name} \x41\u0042\U00000043 \\ \'")
print(f"{1 + 2 = }")
print(f"{name:{'>' if value else '<'}{width}}")
print(f"{', '.join(str(i) for i in range(3))}")
print(f"{
    value
    # a comment inside a replacement field
}")
print(F"{*items,}" f"{3.14:.{precision}}" f"" "")
