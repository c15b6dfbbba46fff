"""Argument rules of library modules that CPython's C code enforces: csv dialect characters
against the line terminator, empty fields with a space delimiter, lenient normpath, a bool
taken as a file descriptor, exception state in pickles, dir() of a bound method, and expat
refusing an encoding whose bytes move XML's syntax characters."""
import csv, io, os, pickle, posixpath, warnings
import xml.etree.ElementTree as ET

for kw in [dict(delimiter='\x85', lineterminator='\x85'),
           dict(escapechar='\x85', lineterminator='\x85'),
           dict(quotechar='\x85', lineterminator='\x85'),
           dict(lineterminator='\x85'), dict(delimiter=';', lineterminator='ab;')]:
    try:
        csv.reader([], **kw)
        print('reader ok', kw)
    except ValueError as e:
        print('ValueError:', e)

for row, kw in [(['', ''], dict(delimiter=' ', skipinitialspace=True)),
                (['', ''], dict(delimiter=' ', skipinitialspace=False)),
                ([None, None], dict(delimiter=' ', skipinitialspace=True)),
                (['', 'x', None], dict(delimiter=' ', skipinitialspace=True)),
                (['', ''], dict(delimiter=' ', skipinitialspace=True, quoting=csv.QUOTE_NONE)),
                ([None, ''], dict(delimiter=' ', skipinitialspace=True,
                                  quoting=csv.QUOTE_NOTNULL))]:
    out = io.StringIO()
    try:
        csv.writer(out, **kw).writerow(row)
        print(repr(out.getvalue()))
    except csv.Error as e:
        print('csv.Error:', e)

print(repr(posixpath.normpath('\x00')), repr(posixpath.normpath('a/\x00/../b')),
      repr(posixpath.normpath(b'x/./\x00')))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    os.path.exists(False)
    os.path.exists(1 << 20)
    print([(w.category.__name__, str(w.message)) for w in caught])


class Error(Exception):
    def __init__(self, msg):
        self.message = msg
        Exception.__init__(self, msg)


e = Error('first')
e.message += ' and more'
e.extra = [1, 2]
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    back = pickle.loads(pickle.dumps(e, proto))
    print(proto, back.args, back.message, back.extra)
print(Exception('plain').__reduce__(), e.__reduce__()[2])


class C:
    def method(self):
        pass


C.method.tag = 'on the function'
bound = C().method
print('tag' in dir(bound), bound.tag, '__func__' in dir(bound), '__self__' in dir(bound))

for encoding in ('cp864', 'cp1252', 'koi8-r', 'mac-roman'):
    doc = "<?xml version='1.0' encoding='%s'?><xml />" % encoding
    try:
        print(encoding, ET.tostring(ET.XML(doc.encode(encoding))))
    except ET.ParseError as err:
        print(encoding, 'ParseError', err.code, str(err).split(':')[0])

import types
try:
    hash(types.MappingProxyType({'a': 1}))
except TypeError as err:
    print('TypeError:', err)


class HashableDict(dict):
    def __hash__(self):
        return 4242


print(hash(types.MappingProxyType(HashableDict(a=1))))
