SETUP = '''
from _blake2 import blake2b, blake2s
import _blake2
'''
EXPRS = [
 "blake2b(b'abc').hexdigest()", "blake2s(b'abc').hexdigest()", "blake2b().hexdigest()", "blake2s().hexdigest()",
 "blake2b(b'abc', digest_size=20).hexdigest()", "blake2s(b'abc', digest_size=5).hexdigest()",
 "blake2b(b'abc', key=b'secret').hexdigest()", "blake2s(b'abc', key=b'k' * 32).hexdigest()", "blake2b(b'', key=b'k').hexdigest()",
 "blake2b(b'abc', salt=b'saltsalt', person=b'me').hexdigest()", "blake2s(b'abc', salt=b'12345678', person=b'abcdefgh').hexdigest()",
 "blake2b(b'abc', fanout=2, depth=3, leaf_size=4096, node_offset=5, node_depth=1, inner_size=64).hexdigest()",
 "blake2s(b'abc', fanout=0, depth=255, leaf_size=2**32-1, node_offset=2**48-1, node_depth=255, inner_size=32, last_node=True).hexdigest()",
 "blake2b(b'abc', last_node=True).hexdigest()", "blake2b(b'x' * 1000).hexdigest()", "blake2s(b'x' * 1000).hexdigest()",
 "blake2b(b'x' * 128).hexdigest()", "blake2b(b'x' * 129).hexdigest()", "blake2s(b'x' * 64, key=b'kk').hexdigest()",
 "(lambda h: (h.update(b'a' * 127), h.update(b'b'), h.update(b'c' * 200), h.hexdigest()))(blake2b())[3]",
 "(lambda h: (h.update(b'a' * 63), h.copy().hexdigest(), h.update(b'b' * 2), h.hexdigest()))(blake2s())[1::2]",
 "blake2b(digest_size=0)", "blake2b(digest_size=65)", "blake2s(digest_size=33)", "blake2b(key=b'k' * 65)", "blake2s(key=b'k' * 33)",
 "blake2b(salt=b's' * 17)", "blake2s(salt=b's' * 9)", "blake2b(person=b'p' * 17)", "blake2s(person=b'p' * 9)",
 "blake2b(fanout=256)", "blake2b(fanout=-1)", "blake2b(depth=0)", "blake2b(depth=256)", "blake2b(leaf_size=2**32)", "blake2b(leaf_size=-1)",
 "blake2s(node_offset=2**48)", "blake2b(node_offset=2**64)", "blake2b(node_offset=-1)", "blake2b(node_depth=256)", "blake2b(node_depth=-1)",
 "blake2b(inner_size=65)", "blake2s(inner_size=33)", "blake2b(inner_size=-1)", "blake2b('abc')", "blake2b(3)", "blake2b(b'a', b'b')",
 "blake2b(data=b'a')", "blake2b(key='k')", "blake2b(string=b'a').hexdigest()[:8]", "blake2b(b'a', string=b'a')",
 "(lambda h: (h.name, h.digest_size, h.block_size))(blake2b(digest_size=10))", "(lambda h: (h.name, h.digest_size, h.block_size))(blake2s())",
 "blake2b.SALT_SIZE, blake2b.PERSON_SIZE, blake2b.MAX_KEY_SIZE, blake2b.MAX_DIGEST_SIZE", "blake2s.SALT_SIZE, blake2s.PERSON_SIZE, blake2s.MAX_KEY_SIZE, blake2s.MAX_DIGEST_SIZE",
 "_blake2.BLAKE2S_SALT_SIZE, _blake2.BLAKE2S_PERSON_SIZE, _blake2.BLAKE2S_MAX_KEY_SIZE, _blake2.BLAKE2S_MAX_DIGEST_SIZE, _blake2.BLAKE2B_MAX_KEY_SIZE",
 "blake2b(b'a', usedforsecurity=False).hexdigest()[:8]", "blake2b.__name__, blake2b.__module__", "(lambda h: h.update('x'))(blake2b())",
 "type(blake2b(b'a').copy()).__name__", "blake2b(b'abc', digest_size=32).digest()[:5]",
]
