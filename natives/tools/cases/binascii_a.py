SETUP = '''
import binascii
class I:
    def __index__(s): return 3
'''
EXPRS = [
 "binascii.hexlify(b'\\x01\\xab\\xff')", "binascii.b2a_hex(b'')", "binascii.hexlify(b'abcdef', '-')",
 "binascii.hexlify(b'abcdef', b':', 2)", "binascii.hexlify(b'abcdef', ':', -2)", "binascii.hexlify(b'abcde', ':', 2)",
 "binascii.hexlify(b'abcde', ':', -2)", "binascii.hexlify(b'abcde', ':', 0)", "binascii.hexlify(b'abcde', ':', 9)",
 "binascii.hexlify(b'abcde', sep='|', bytes_per_sep=I())", "binascii.hexlify(b'ab', '')", "binascii.hexlify(b'ab', '::')",
 "binascii.hexlify(b'ab', '\\u00e9')", "binascii.hexlify(b'ab', b'\\xe9')", "binascii.hexlify(b'ab', 3)",
 "binascii.hexlify(b'ab', ':', 'x')", "binascii.hexlify(b'ab', ':', 2**40)", "binascii.hexlify('ab')",
 "binascii.hexlify()", "binascii.hexlify(data=b'ab')", "binascii.hexlify(b'ab', None)",
 "binascii.b2a_hex(b'\\x00\\x10', '_', 1)", "binascii.hexlify(b'ab', ':', -2**40)",
 "binascii.unhexlify(b'01abFF')", "binascii.unhexlify('01abFF')", "binascii.a2b_hex(b'')",
 "binascii.unhexlify(b'abc')", "binascii.unhexlify(b'zz')", "binascii.unhexlify(b'a z0')",
 "binascii.unhexlify('\\u00e9\\u00e9')", "binascii.unhexlify(3)", "binascii.unhexlify(hexstr='00')",
 "binascii.unhexlify(b'0g')", "binascii.unhexlify(b'g0')",
 "binascii.b2a_base64(b'')", "binascii.b2a_base64(b'b')", "binascii.b2a_base64(b'ab')",
 "binascii.b2a_base64(b'abc')", "binascii.b2a_base64(bytes(range(256)))", "binascii.b2a_base64(b'abcd', newline=False)",
 "binascii.b2a_base64(b'abcd', newline=0)", "binascii.b2a_base64(b'abcd', newline=[])", "binascii.b2a_base64(b'abcd', False)",
 "binascii.b2a_base64('abc')", "binascii.b2a_base64(b'\\xff\\xfe\\xfd\\xfc')",
 "binascii.a2b_base64(b'')", "binascii.a2b_base64(b'Zg==')", "binascii.a2b_base64('Zm8=')",
 "binascii.a2b_base64(b'Zm9v')", "binascii.a2b_base64(b'Zm9vYg')", "binascii.a2b_base64(b'Zm9vY')",
 "binascii.a2b_base64(b'Zm9vYmE')", "binascii.a2b_base64(b'Zm 9v\\nYm\\rFy')", "binascii.a2b_base64(b'Zm9v!!Ym*Fy')",
 "binascii.a2b_base64(b'Zg==Zm8=')", "binascii.a2b_base64(b'Zg=Zm8=')", "binascii.a2b_base64(b'Z=g==')",
 "binascii.a2b_base64(b'=Zg==')", "binascii.a2b_base64(b'Zg=')", "binascii.a2b_base64(b'Zm9=v')",
 "binascii.a2b_base64(b'abcde')", "binascii.a2b_base64(b'abcdefghi')", "binascii.a2b_base64(b'a')",
 "binascii.a2b_base64(b'ab==c')", "binascii.a2b_base64(b'abc=d')", "binascii.a2b_base64(b'a===')",
 "binascii.a2b_base64(b'\\xff\\xfeZg==')", "binascii.a2b_base64('Zg\\u00e9==')", "binascii.a2b_base64(5)",
 "binascii.a2b_base64(b'Zg==', strict_mode=True)", "binascii.a2b_base64(b'=Zg==', strict_mode=True)",
 "binascii.a2b_base64(b'Zg===', strict_mode=True)", "binascii.a2b_base64(b'Zg==Zg==', strict_mode=True)",
 "binascii.a2b_base64(b'Zg=a=', strict_mode=True)", "binascii.a2b_base64(b'Z g==', strict_mode=True)",
 "binascii.a2b_base64(b'Zm9vY', strict_mode=True)", "binascii.a2b_base64(b'Zm9vYg', strict_mode=True)",
 "binascii.a2b_base64(b'Zm9v\\n', strict_mode=True)", "binascii.a2b_base64(b'====', strict_mode=True)",
 "binascii.a2b_base64(b'', strict_mode=True)", "binascii.a2b_base64(b'Zm9v', strict_mode=1)",
 "binascii.a2b_base64(b'Zm9v', True)", "binascii.a2b_base64(b'Zm=9v', strict_mode=True)",
 "binascii.a2b_base64(b'Zm9vYmE=', strict_mode=True)", "binascii.a2b_base64(b'Zm9vYmE==', strict_mode=True)",
]
