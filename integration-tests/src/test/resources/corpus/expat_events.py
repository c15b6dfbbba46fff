# xml.parsers.expat (pyexpat): handler order, character data pieces, positions,
# namespaces, the DTD's entities and defaults, incremental parsing and errors.
import xml.parsers.expat as expat


def trace(doc, chunks=None, **opts):
    sep = opts.pop('sep', None)
    p = expat.ParserCreate(None, sep)
    for k, v in opts.items():
        setattr(p, k, v)
    out = []

    def where():
        return '%d:%d' % (p.CurrentLineNumber, p.CurrentColumnNumber)

    p.StartElementHandler = lambda n, a: out.append('start %s %r @%s' % (n, a, where()))
    p.EndElementHandler = lambda n: out.append('end %s @%s' % (n, where()))
    p.CharacterDataHandler = lambda d: out.append('data %r' % d)
    p.CommentHandler = lambda d: out.append('comment %r' % d)
    p.ProcessingInstructionHandler = lambda t, d: out.append('pi %s %r' % (t, d))
    p.StartNamespaceDeclHandler = lambda pr, u: out.append('ns+ %s=%s' % (pr, u))
    p.EndNamespaceDeclHandler = lambda pr: out.append('ns- %s' % pr)
    p.XmlDeclHandler = lambda v, e, s: out.append('xmldecl %s %s %s' % (v, e, s))
    p.StartDoctypeDeclHandler = lambda *a: out.append('doctype %r' % (a,))
    p.EntityDeclHandler = lambda *a: out.append('entity %r' % (a,))
    p.AttlistDeclHandler = lambda *a: out.append('attlist %r' % (a,))
    p.ElementDeclHandler = lambda n, m: out.append('element %s %r' % (n, m))
    try:
        if chunks:
            for c in chunks:
                p.Parse(c, False)
                out.append('-- fed %r' % c)
            p.Parse(b'', True)
        else:
            p.Parse(doc, True)
        out.append('done @%s byte %d' % (where(), p.CurrentByteIndex))
    except expat.ExpatError as e:
        out.append('error: %s (code %d, %s)' % (e, e.code, expat.ErrorString(e.code)))
    for line in out:
        print('  ' + line)
    print()


trace(b'<?xml version="1.0" encoding="utf-8"?>\n'
      b'<doc lang="en">\n  <p>Hello, <b>world</b> &amp; friends&#33;</p>\n'
      b'  <!-- note -->\n  <?render fast?>\n</doc>\n')
trace(b'<a>line one\r\nline two</a>')
trace('<a>caf\u00e9 \u20ac</a>'.encode('utf-8'))
trace('<?xml version="1.0" encoding="iso-8859-1"?><a>\u00e9t\u00e9</a>'.encode('latin-1'))
trace(b'<r xmlns="urn:default" xmlns:x="urn:x"><x:item x:id="1" plain="2"/></r>',
      sep='}')
trace(b'<r xmlns:x="urn:x"><x:item/></r>', sep=' ', namespace_prefixes=True)
trace(b'<!DOCTYPE note [\n<!ENTITY who "the <em>world</em>">\n'
      b'<!ATTLIST note kind CDATA "memo" id ID #IMPLIED>\n'
      b'<!ELEMENT note (to, (body | em)*)>\n]>\n<note>Hi &who;!</note>')
trace(b'<a z="3" a="1"/>', ordered_attributes=True)
trace(None, chunks=[b'<list><it', b'em>one</item><item>t', b'wo</item></list>'])
trace(b'<a>one\ntwo<![CDATA[<three>]]></a>', buffer_text=True)
for bad in [b'<a><b></a>', b'<a>', b'', b'<a/><b/>', b'<a>&nope;</a>', b'<a x="1" x="2"/>',
            b'<a>&#0;</a>', b'<a b=c/>', b'<p:a/>', b'<a>\n<b\n']:
    trace(bad, sep='}' if bad == b'<p:a/>' else None)
