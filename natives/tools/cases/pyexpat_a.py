SETUP = '''
import pyexpat
HANDLERS = ['StartElementHandler', 'EndElementHandler', 'ProcessingInstructionHandler',
    'CharacterDataHandler', 'UnparsedEntityDeclHandler', 'NotationDeclHandler',
    'StartNamespaceDeclHandler', 'EndNamespaceDeclHandler', 'CommentHandler',
    'StartCdataSectionHandler', 'EndCdataSectionHandler', 'DefaultHandlerExpand',
    'NotStandaloneHandler', 'ExternalEntityRefHandler', 'StartDoctypeDeclHandler',
    'EndDoctypeDeclHandler', 'EntityDeclHandler', 'XmlDeclHandler', 'ElementDeclHandler',
    'AttlistDeclHandler', 'SkippedEntityHandler']
def trace(chunks, handlers=HANDLERS, encoding=None, sep=None, **opts):
    out = []
    p = pyexpat.ParserCreate(encoding, sep)
    for k, v in opts.items():
        setattr(p, k, v)
    def mk(h):
        def f(*a):
            out.append('%s%r@%d:%d:%d' % (h[:-7], a, p.CurrentLineNumber,
                                          p.CurrentColumnNumber, p.CurrentByteIndex))
            return 1
        return f
    for h in handlers:
        setattr(p, h, mk(h))
    if isinstance(chunks, (str, bytes)):
        chunks = [chunks]
    try:
        for i, c in enumerate(chunks):
            p.Parse(c, i == len(chunks) - 1)
        out.append('ok@%d:%d:%d' % (p.CurrentLineNumber, p.CurrentColumnNumber,
                                    p.CurrentByteIndex))
    except pyexpat.ExpatError as e:
        out.append('ERR %s %d %d %d %d' % (e, e.code, e.lineno, e.offset, p.ErrorByteIndex))
    return out
'''
EXPRS = [
    "trace(b'<a>hello</a>')",
    "trace(b'<root x=\"1\" y=\\'two\\'><child/>text &amp; more &lt;&#65;&#x42;</root>')",
    "trace(b'<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\\n<a/>')",
    "trace(b'<!-- c1 --><?pi data here?><a><!--c2--><?t?></a><!--after-->\\n')",
    "trace(b'<a>\\n  <b>x</b>\\n  <c>y\\nz</c>\\n</a>\\n')",
    "trace(b'<a>x\\r\\ny\\rz</a>')",
    "trace(b'<a><![CDATA[<x>&amp;]]>t</a>')",
    "trace(b'<r xmlns=\"urn:d\" xmlns:p=\"urn:p\"><p:c p:a=\"1\" b=\"2\"/><d/></r>', sep='}')",
    "trace(b'<r xmlns=\"urn:d\" xmlns:p=\"urn:p\"><p:c p:a=\"1\"/></r>', sep=' ', namespace_prefixes=True)",
    "trace(b'<a z=\"1\" a=\"2\" m=\"3\"/>', ordered_attributes=True)",
    "trace(b'<a><b></a>')",
    "trace(b'<a>\\n<b>\\n</c></b></a>')",
    "trace(b'')",
    "trace(b'<a><b>text')",
    "trace(b'<a/><b/>')",
    "trace(b'<a>&</a>')",
    "trace(b'<a b=c/>')",
    "trace(b'<a b=\"1\" b=\"2\"/>')",
    "trace(b'<a>&foo;</a>')",
    "trace(b'<a>&#0;</a>')",
    "trace(b'<a b=\"1')",
    "trace('<a>\\u00e9 \\u20ac</a>'.encode())",
    "trace('<a>\\u00e9</a>')",
    "trace('<?xml version=\"1.0\" encoding=\"iso-8859-1\"?><a>\\u00e9</a>'.encode('latin-1'))",
    "trace('<a>h\\u00e9</a>'.encode('utf-16'))",
    "trace([b'<a>hel', b'lo</a>'])",
    "trace([b'<', b'a', b'>', b'x', b'<', b'/', b'a', b'>'])",
    "trace(b'<!DOCTYPE a PUBLIC \"-//X//Y\" \"a.dtd\" [<!ENTITY e \"val\"><!ELEMENT a (#PCDATA)>]><a>&e;</a>')",
    "trace(b'<!DOCTYPE a [<!ENTITY e \"<b>x</b>&amp;\">]><a>&e;</a>')",
    "trace(b'<!DOCTYPE a [<!ATTLIST a x CDATA \"def\" y (p|q) #REQUIRED>]><a y=\"p\"/>')",
    "trace(b'<!DOCTYPE a [<!NOTATION n SYSTEM \"x\"><!ENTITY u SYSTEM \"u.bin\" NDATA n>]><a/>')",
    "trace(b'<!DOCTYPE a [<!ENTITY e SYSTEM \"e.xml\">]><a>&e;</a>')",
    "trace(b'<a>x\\ny&amp;z<![CDATA[w]]>q</a>', buffer_text=True)",
    "trace(b'<?xml version=\"1.0\"?>\\n<!DOCTYPE a>\\n<a x=\"1\">t<!--c--></a>', handlers=['DefaultHandler'])",
    "trace(b'<!DOCTYPE a [<!ENTITY e \"v\">]><a>&e;&amp;</a>', handlers=['DefaultHandlerExpand', 'StartElementHandler'])",
    "trace(b'<p:a/>', sep='}')",
    "trace(b'<a xmlns:xml=\"urn:x\"/>', sep='}')",
    "trace('<?xml version=\"1.0\" encoding=\"cp1252\"?><a>\\u20ac</a>'.encode('cp1252'))",
    "trace(b'<!DOCTYPE a [<!ELEMENT a (b, (c|d)*, e?)+><!ELEMENT b EMPTY>]><a/>')",
    "trace(b'<!DOCTYPE a [<!ENTITY e \"&f;\"><!ENTITY f \"&e;\">]><a>&e;</a>')",
    "trace(b'<?xml version=\"1.0\" standalone=\"no\"?><!DOCTYPE a SYSTEM \"x\"><a>&u;</a>')",
    "trace(b'<a>\\xc3')",
    "trace(b'<a>x]]>y</a>')",
    "trace(b'<a>' + b'abc\\\\n' * 10 + b'</a>', buffer_text=True, buffer_size=7)",
]
