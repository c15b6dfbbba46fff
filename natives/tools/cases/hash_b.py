SETUP = '''
import _hashlib, _sha2, _md5
'''
EXPRS = [
 "_hashlib.hmac_digest(b'key', b'msg', 'sha256').hex()", "_hashlib.hmac_digest(b'key', b'msg', 'md5').hex()",
 "_hashlib.hmac_digest(b'k' * 200, b'msg', 'sha512').hex()[:32]", "_hashlib.hmac_digest(b'key', b'msg', 'sha3_256').hex()[:32]",
 "_hashlib.hmac_digest(b'key', b'msg', _hashlib.openssl_sha1).hex()", "_hashlib.hmac_digest(b'key', b'msg', 'foo')",
 "_hashlib.hmac_digest(b'key', b'msg', _sha2.sha256)", "_hashlib.hmac_digest(b'key', b'msg', 3)", "_hashlib.hmac_digest(b'key', 'msg', 'md5')",
 "_hashlib.hmac_digest('key', b'msg', 'md5')", "_hashlib.hmac_digest(b'key', b'msg')", "_hashlib.hmac_digest(b'key', b'msg', 'shake_128')",
 "_hashlib.hmac_digest(b'key', b'msg', 'blake2b').hex()[:32]",
 "(lambda h: (h.name, h.digest_size, h.block_size, h.hexdigest()))(_hashlib.hmac_new(b'key', b'msg', 'sha256'))",
 "(lambda h: (h.update(b'more'), h.hexdigest(), h.copy().hexdigest(), h.digest()[:4]))(_hashlib.hmac_new(b'key', digestmod='sha1'))[1:]",
 "_hashlib.hmac_new(b'key')", "_hashlib.hmac_new(b'key', b'', None)", "_hashlib.hmac_new(b'key', b'', 'foo')", "_hashlib.hmac_new(b'key', None, 'md5').hexdigest()",
 "_hashlib.hmac_new(b'key', 'm', 'md5')", "_hashlib.hmac_new('key', b'm', 'md5')", "_hashlib.hmac_new(b'key', b'm', _hashlib.openssl_md5).name",
 "(lambda h: h.update('x'))(_hashlib.hmac_new(b'key', digestmod='md5'))", "(lambda h: h.update(msg=b'x'))(_hashlib.hmac_new(b'key', digestmod='md5'))",
 "type(_hashlib.hmac_new(b'k', digestmod='md5')).__name__",
 "_hashlib.pbkdf2_hmac('sha256', b'password', b'salt', 1000).hex()", "_hashlib.pbkdf2_hmac('sha1', b'password', b'salt', 2, 20).hex()",
 "_hashlib.pbkdf2_hmac('sha512', b'pw', b'salt', 10, dklen=100).hex()[-20:]", "_hashlib.pbkdf2_hmac('md5', b'pw', b'salt', 5).hex()",
 "_hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 0)", "_hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', -1)", "_hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 1, 0)",
 "_hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 1, -5)", "_hashlib.pbkdf2_hmac('foo', b'pw', b'salt', 1)", "_hashlib.pbkdf2_hmac('sha256', 'pw', b'salt', 1)",
 "_hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 2**40)", "_hashlib.pbkdf2_hmac(b'sha256', b'pw', b'salt', 1)", "_hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 1.0)",
 "_hashlib.pbkdf2_hmac('sha3_256', b'pw', b'salt', 3).hex()",
]
