SETUP = '''
import pyexpat
p = pyexpat.ParserCreate()
class F:
    def __init__(self, data): self.data = data
    def read(self, n):
        d, self.data = self.data[:n], self.data[n:]
        return d
'''
EXPRS = [
    "pyexpat.EXPAT_VERSION",
    "pyexpat.version_info",
    "pyexpat.native_encoding",
    "pyexpat.features",
    "pyexpat.ExpatError",
    "pyexpat.error is pyexpat.ExpatError",
    "pyexpat.XMLParserType",
    "pyexpat.errors.XML_ERROR_TAG_MISMATCH",
    "pyexpat.errors.codes['mismatched tag']",
    "pyexpat.errors.messages[3]",
    "pyexpat.model.XML_CTYPE_SEQ",
    "pyexpat.model.XML_CQUANT_PLUS",
    "pyexpat.ErrorString(7)",
    "pyexpat.ErrorString(99)",
    "(p.buffer_size, p.buffer_text, p.intern, p.ordered_attributes, p.specified_attributes, p.namespace_prefixes, p.buffer_used, p.ErrorCode, p.ErrorLineNumber, p.CurrentLineNumber, p.StartElementHandler)",
    "pyexpat.ParserCreate(namespace_separator='ab')",
    "pyexpat.ParserCreate(1)",
    "pyexpat.ParserCreate(foo=1)",
    "p.Parse(1)",
    "p.ParseFile(1)",
    "setattr(p, 'buffer_size', 0)",
    "pyexpat.XMLParserType()",
    "pyexpat.ParserCreate().Parse(b'<a/>', True)",
    "pyexpat.ParserCreate().ParseFile(F(b'<a>' + b'<b/>' * 1000 + b'</a>'))",
    "pyexpat.ParserCreate().ParseFile(F(b'<a>'))",
    "pyexpat.ParserCreate().GetReparseDeferralEnabled()",
]
