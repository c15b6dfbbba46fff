# array, unicodedata and csv.
import array
import unicodedata
import csv
import io

a = array.array('i', range(10))
print(a, a.itemsize, a.typecode)
a[2:5] = array.array('i', [-1, -2])
del a[::3]
a.extend([100, 200])
a.insert(0, 7)
print(a, a.count(-1), a.index(200), a.pop(), a.tolist()[:3])
b = array.array('d', [0.5, 1.25])
b.append(3)
print(b, b.tobytes().hex(), array.array('d', b.tobytes()) == b)
h = array.array('H', [1, 258, 65535])
h.byteswap()
print(h, bytes(h))
m = memoryview(h)
m[0] = 9
print(h[0], m.format, m.itemsize, m.nbytes)
try:
    h.append(1)
except BufferError as e:
    print('BufferError:', e)
m.release()
h.append(1)
print(h)
print(array.array('w', 'héllo'), array.array('w', 'abc').tounicode())
print(a.__reduce_ex__(2)[1], a.__reduce_ex__(3)[1][2:])
print(array.array('b', [1, 2]) + array.array('b', [3]), array.array('b', [1]) * 3)
print(array.array('i', [1, 2]) < array.array('i', [1, 3]), array.array('i', [1, 2]) == array.array('l', [1, 2]))
for code, bad in [('b', 200), ('H', -1), ('I', 2**32), ('i', 1.5)]:
    try:
        array.array(code, [bad])
    except (OverflowError, TypeError) as e:
        print(type(e).__name__, e)

for ch in 'Aé½٣€😀\u0301':
    print(ascii(ch), unicodedata.name(ch, '?'), unicodedata.category(ch), unicodedata.bidirectional(ch),
          unicodedata.combining(ch), unicodedata.east_asian_width(ch), unicodedata.numeric(ch, None),
          unicodedata.decomposition(ch))
print(unicodedata.lookup('GREEK SMALL LETTER ALPHA'), unicodedata.lookup('LATIN CAPITAL LETTER A WITH MACRON AND GRAVE'))
print(unicodedata.name('\uac01'), unicodedata.lookup('HANGUL SYLLABLE GAG'), unicodedata.name('\u4e00'))
for form in ['NFC', 'NFD', 'NFKC', 'NFKD']:
    s = unicodedata.normalize(form, 'Ǆe\u0301 ﬁ ①')
    print(form, ascii(s), unicodedata.is_normalized(form, s))
try:
    unicodedata.lookup('NO SUCH NAME')
except KeyError as e:
    print('KeyError', e)
print(unicodedata.unidata_version, unicodedata.ucd_3_2_0.unidata_version)

f = io.StringIO()
w = csv.writer(f)
w.writerow(['name', 'note, with comma', 'quote "q"', 3, None, 2.5])
w.writerow(['multi\nline', ''])
print(repr(f.getvalue()))
print(list(csv.reader(io.StringIO(f.getvalue()))))
rows = list(csv.DictReader(io.StringIO('city;pop\nOslo;700000\nBergen;285000\n'), delimiter=';'))
print(rows)
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=['k', 'v'], quoting=csv.QUOTE_NONNUMERIC)
dw.writeheader()
dw.writerows([{'k': 'a', 'v': 1}, {'k': 'b', 'v': 2.5}])
print(repr(out.getvalue()))
print(list(csv.reader(['1,"2",x'], quoting=csv.QUOTE_NONNUMERIC)) if False else list(csv.reader(['"a","b"'], quoting=csv.QUOTE_ALL)))
try:
    list(csv.reader(['"a"b'], strict=True))
except csv.Error as e:
    print('csv.Error:', e)
print(csv.Sniffer().sniff('a|b|c\n1|2|3\n').delimiter, csv.list_dialects())
