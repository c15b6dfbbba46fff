# struct (on _struct), binascii and base64: packing records, errors, encodings.
import struct
import binascii
import base64

records = [(1, b'alpha', 2.5, True), (-2, b'be', -0.125, False), (300, b'', 1e10, True)]
fmt = struct.Struct('<h8sd?')
blob = b''.join(fmt.pack(*r) for r in records)
print(fmt.format, fmt.size, len(blob))
for values in fmt.iter_unpack(blob):
    print(values)
print(struct.unpack_from('<d', blob, 10))
print(struct.calcsize('@bhiq'), struct.calcsize('=bhiq'), struct.calcsize('<5sxq'))
print(struct.pack('>IHB', 0xdeadbeef, 513, 7).hex())
print(struct.pack('<e', 1.5), struct.unpack('<e', b'\x00\x7c'))
print(struct.pack('5p', b'pascal'), struct.unpack('3s3p', b'abc\x02xy'))

buf = bytearray(12)
struct.pack_into('<3i', buf, 0, 1, -1, 65536)
print(buf)
for bad in [('h', 70000), ('B', -1), ('i', 'x'), ('c', b'ab'), ('f', 'x'), ('e', 1e10)]:
    try:
        struct.pack(*bad)
    except (struct.error, OverflowError) as e:
        print(type(e).__name__, e)
for args in [('i', b'abc'), ('<q', b'1234567')]:
    try:
        struct.unpack(*args)
    except struct.error as e:
        print('error:', e)
try:
    struct.calcsize('3')
except struct.error as e:
    print('error:', e)

data = bytes(range(0, 256, 7))
print(binascii.hexlify(data, '-', 4))
print(binascii.b2a_base64(data))
print(binascii.a2b_base64(binascii.b2a_base64(data)) == data)
print(binascii.crc32(data), binascii.crc_hqx(data, 0xffff))
print(binascii.b2a_qp(b'caf\xc3\xa9 = ok \nline two\t\n'))
print(binascii.a2b_qp(b'caf=C3=A9 =3D ok=\nsoft'))
print(binascii.b2a_uu(b'uuencode me'), binascii.a2b_uu(b'+=75E;F-O9&4@;64 \n'))
try:
    binascii.unhexlify('abc')
except binascii.Error as e:
    print('Error:', e)
try:
    binascii.a2b_base64(b'abcde', strict_mode=True)
except binascii.Error as e:
    print('Error:', e)

print(base64.b64encode(b'hello world'), base64.urlsafe_b64encode(b'\xfb\xff\xfe'))
print(base64.b32encode(b'hi there'), base64.b16decode(b'48656C6C6F'))
print(base64.a85encode(b'ascii85'), base64.b85decode(base64.b85encode(b'base85')))
print(base64.b64decode('aGVsbG8=', validate=True))
