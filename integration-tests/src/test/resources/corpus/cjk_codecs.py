# CJK codecs from Lib's encodings on _multibytecodec: round trips in each, error handlers on
# both sides, incremental coders (an ISO-2022 shift across calls), text files and stream
# readers and writers, and the positions UnicodeDecodeError gives.
import codecs, io
samples = {
    'shift_jis': 'こんにちは、世界！ ｶﾀｶﾅ ABC\\~',
    'cp932': 'こんにちは①② ～',
    'euc_jp': '日本語のテキスト',
    'iso2022_jp': 'abc 日本語 def',
    'iso2022_jp_2': 'abc 日本語 def',
    'gbk': '中文文本，测试',
    'gb2312': '简体中文',
    'gb18030': '中文 \U00020000 €',
    'big5': '繁體中文',
    'cp950': '繁體中文測試',
    'big5hkscs': '香港增補字符集',
    'euc_kr': '한국어 텍스트',
    'cp949': '한국어 똠방각하',
    'johab': '한국어',
    'iso2022_kr': '한국어 abc',
}
for enc, text in samples.items():
    try:
        b = text.encode(enc)
        print(enc, b, b.decode(enc) == text)
    except Exception as e:
        print(enc, type(e).__name__, e)
for enc in ('shift_jis', 'gbk', 'euc_kr', 'big5', 'iso2022_jp'):
    for errors in ('strict', 'replace', 'ignore', 'xmlcharrefreplace', 'backslashreplace'):
        try:
            print(enc, errors, 'a\u00e9\u0100\U0001F600b'.encode(enc, errors))
        except Exception as e:
            print(enc, errors, type(e).__name__, e)
    for bad in (b'\xff\xfe', b'a\x81', b'\x82'):
        for errors in ('strict', 'replace', 'ignore', 'backslashreplace', 'surrogateescape'):
            try:
                print(enc, errors, bad, repr(bad.decode(enc, errors)))
            except Exception as e:
                print(enc, errors, bad, type(e).__name__, e)
d = codecs.getincrementaldecoder('shift_jis')()
data = 'ひらがな'.encode('shift_jis')
print([d.decode(data[i:i+1]) for i in range(len(data))], d.decode(b'', final=True))
e = codecs.getincrementalencoder('iso2022_jp')()
print(e.encode('a'), e.encode('日本'), e.encode('b'), e.encode('', final=True))
print(io.TextIOWrapper(io.BytesIO('行1\n行2\n'.encode('euc_jp')), encoding='euc_jp').read())
buf = io.BytesIO()
w = codecs.getwriter('gbk')(buf); w.write('写入'); w.write('测试'); print(buf.getvalue())
r = codecs.getreader('gbk')(io.BytesIO('读取\n第二行\n'.encode('gbk'))); print(r.readline(), r.read())
try:
    b'\x82\xa0\x82'.decode('shift_jis')
except UnicodeDecodeError as ex:
    print(ex.start, ex.end, ex.reason)
try:
    codecs.getincrementaldecoder('shift_jis')().decode(b'\x82', final=True)
except UnicodeDecodeError as ex:
    print(ex.start, ex.end, ex.reason)
import _codecs_jp
try: _codecs_jp.getcodec('nope')
except LookupError as ex: print(ex)
