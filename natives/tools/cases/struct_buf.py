SETUP = '''
import _struct as struct
import array
'''
EXPRS = [
 "(lambda b: (struct.pack_into('<hi', b, 1, 7, -1), b))(bytearray(8))", "(lambda b: (struct.pack_into('i', b, -4, 1), b))(bytearray(8))",
 "struct.pack_into('i', bytearray(8), 6, 1)", "struct.pack_into('i', bytearray(8), -10, 1)", "struct.pack_into('i', bytearray(8), 10, 1)",
 "struct.pack_into('i', b'12345678', 0, 1)", "struct.pack_into('i', bytearray(8))", "struct.pack_into('i', bytearray(8), 0)",
 "struct.pack_into('i', bytearray(8), 0, 1, 2)", "struct.pack_into('i', bytearray(8), 'x', 1)", "struct.pack_into('i', bytearray(8), 2**70, 1)",
 "struct.pack_into('i', bytearray(8), -2, 1)", "struct.pack_into('i', memoryview(b'12345678'), 0, 1)",
 "(lambda b: (struct.pack_into('<h', memoryview(b)[2:], 0, 258), b))(bytearray(6))",
 "(lambda a: (struct.pack_into('<i', a, 4, 9), a))(array.array('i', [1, 2]))",
 "struct.unpack('<hh', bytearray(b'\\x01\\x00\\x02\\x00'))", "struct.unpack('<hh', memoryview(b'\\x01\\x00\\x02\\x00'))",
 "struct.unpack('<i', array.array('i', [5]))", "struct.unpack_from('<h', memoryview(b'\\x00\\x01\\x02\\x03')[1:], 1)",
 "struct.unpack('<h', memoryview(b'\\x00\\x01\\x02\\x03')[::2])", "list(struct.iter_unpack('<h', bytearray(b'\\x01\\x00\\x02\\x00')))",
 "(lambda b: (lambda it: (b.extend(b'xx'), list(it)))(struct.iter_unpack('<h', b)))(bytearray(b'\\x01\\x00'))",
 "struct.pack('3s', bytearray(b'ab'))", "struct.pack('3p', bytearray(b'ab'))", "struct.pack('3s', memoryview(b'ab'))", "struct.pack('c', bytearray(b'a'))",
 "struct.Struct(bytearray(b'i'))", "struct.calcsize(bytearray(b'i'))",
]
