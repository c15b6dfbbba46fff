r"""\N{...} escapes in source take CPython's names: any case, the aliases of NameAliases.txt,
the algorithmic CJK and Hangul names, as unicodedata.lookup; a name it does not know is a
SyntaxError naming the escape's position."""
import unicodedata

print(ascii("\N{LATIN CAPITAL LETTER GHA}"), ascii("\N{latin small letter a}"),
      ascii("\N{CJK UNIFIED IDEOGRAPH-4E00}"), ascii("\N{HANGUL SYLLABLE GA}"),
      ascii("\N{BYTE ORDER MARK}"), ascii("\N{LINE FEED}"), ascii("\N{EM DASH}"))
print("\N{LATIN CAPITAL LETTER GHA}" == unicodedata.lookup("LATIN CAPITAL LETTER GHA"))
for src in ['"\\N{NO SUCH NAME}"', '"ab\\N{CJK UNIFIED IDEOGRAPH-4E0}"', '"\\N{LATIN SMALL LETTER A}"',
            '"\\N{hangul syllable ga}"', '"\\N{LATIN CAPITAL LETTER A WITH MACRON AND GRAVE}"']:
    try:
        print(ascii(eval(src)))
    except SyntaxError as e:
        print("SyntaxError", e.msg)
