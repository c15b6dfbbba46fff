# zlib and gzip round trips, checksums, streaming objects; hashlib and hmac.
import zlib
import gzip
import hashlib
import hmac

text = b''.join(b'line %d: the quick brown fox\n' % i for i in range(400))
for level in (0, 1, 6, 9):
    c = zlib.compress(text, level)
    print(level, len(c), zlib.crc32(c), zlib.decompress(c) == text)
raw = zlib.compress(text, wbits=-15)
gz = zlib.compress(text, wbits=31)
print(len(raw), len(gz), gz[:10])
print(zlib.decompress(raw, -15) == text, zlib.decompress(gz, 31) == text, zlib.decompress(gz, 47) == text)
print(zlib.crc32(text), zlib.adler32(text), zlib.crc32(text[100:], zlib.crc32(text[:100])))

co = zlib.compressobj(6, zlib.DEFLATED, 15)
parts = [co.compress(text[i:i + 1000]) for i in range(0, len(text), 1000)]
parts.append(co.flush(zlib.Z_SYNC_FLUSH))
parts.append(co.compress(b'tail'))
parts.append(co.flush())
stream = b''.join(parts)
print(len(stream), zlib.crc32(stream))

do = zlib.decompressobj()
out = []
data = stream + b'garbage'
while not do.eof:
    out.append(do.decompress(data, 4096))
    data = do.unconsumed_tail
print(sum(map(len, out)), b''.join(out) == text + b'tail', do.eof, do.unused_data)

zd = zlib.compressobj(zdict=b'quick brown fox')
small = zd.compress(b'the quick brown fox jumps') + zd.flush()
print(small.hex())
print(zlib.decompressobj(zdict=b'quick brown fox').decompress(small))
for bad in [b'not zlib', zlib.compress(b'x')[:-2]]:
    try:
        zlib.decompress(bad)
    except zlib.error as e:
        print('zlib.error:', e)

packed = gzip.compress(text, mtime=0)
print(len(packed), packed[:4], gzip.decompress(packed) == text)
print(gzip.decompress(packed + gzip.compress(b'second', mtime=0))[-6:])

for name in ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3_256', 'blake2b', 'blake2s']:
    h = hashlib.new(name, text)
    print(name, h.digest_size, h.block_size, h.hexdigest()[:32])
print(hashlib.shake_128(b'abc').hexdigest(20), hashlib.shake_256(b'abc').hexdigest(10))
print(hashlib.blake2b(b'data', digest_size=16, key=b'secret', salt=b'salt', person=b'me').hexdigest())
h = hashlib.sha256()
h.update(b'part one, ')
h2 = h.copy()
h.update(b'part two')
print(h.hexdigest()[:20], h2.hexdigest()[:20])
print(hashlib.pbkdf2_hmac('sha256', b'password', b'salt', 1000, 16).hex())
print(hmac.new(b'key', b'message', 'sha256').hexdigest())
print(hmac.digest(b'key', b'message', 'sha1').hex())
m = hmac.new(b'k' * 200, digestmod=hashlib.sha512)
m.update(b'chunk')
print(m.name, m.digest_size, m.hexdigest()[:24], hmac.compare_digest(m.digest(), m.copy().digest()))
try:
    hashlib.new('nosuch')
except ValueError as e:
    print(type(e).__name__, e)
try:
    hashlib.sha256('text')
except TypeError as e:
    print('TypeError', e)
