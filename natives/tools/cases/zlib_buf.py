SETUP = '''
import zlib, binascii, _hashlib, array
'''
EXPRS = [
 "zlib.decompress(bytearray(zlib.compress(b'abc')))", "zlib.compress(memoryview(b'xxabcxx')[2:5])", "zlib.crc32(bytearray(b'hello')), zlib.adler32(memoryview(b'hello'))",
 "zlib.crc32(array.array('i', [1, 2]))", "zlib.compress(memoryview(b'abcdef')[::2])", "zlib.compressobj(zdict=bytearray(b'dict')).compress(b'x')",
 "zlib.decompressobj(zdict=bytearray(b'dict')).decompress(b'')", "(lambda d: (d.decompress(bytearray(zlib.compress(b'hi' * 50)), 5), d.unconsumed_tail[:3]))(zlib.decompressobj())",
 "binascii.hexlify(bytearray(b'\\x01\\x02')), binascii.b2a_base64(memoryview(b'ab')), binascii.a2b_base64(bytearray(b'YWI='))", "binascii.crc32(array.array('b', [1, 2]))",
 "binascii.hexlify(bytearray(b'abc'), bytearray(b':'))", "binascii.unhexlify(memoryview(b'0102'))",
 "_hashlib.new('sha256', bytearray(b'abc')).hexdigest()[:16]", "_hashlib.new('md5', memoryview(b'abc')).hexdigest()", "_hashlib.compare_digest(bytearray(b'a'), b'a')",
 "_hashlib.new('md5', array.array('b', [97, 98, 99])).hexdigest()", "_hashlib.pbkdf2_hmac('sha1', bytearray(b'pw'), memoryview(b'salt'), 2).hex()",
]
