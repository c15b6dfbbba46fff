# bz2 through Lib: one-shot and incremental (de)compression, BZ2File, tarfile and zipfile.
import bz2
import io
import os
import tarfile
import tempfile
import zipfile

text = "".join("line %d: %s\n" % (i, "abc" * (i % 7)) for i in range(3000)).encode()
packed = bz2.compress(text, 9)
print(packed[:4], bz2.decompress(packed) == text, len(packed) < len(text) // 5)
print(bz2.decompress(packed + bz2.compress(b"second stream")) == text + b"second stream")

c = bz2.BZ2Compressor(1)
chunks = [c.compress(text[i:i + 1000]) for i in range(0, len(text), 1000)]
chunks.append(c.flush())
d = bz2.BZ2Decompressor()
stream = b"".join(chunks)
out = b"".join(d.decompress(bytes([b])) for b in stream)
print(out == text, d.eof, d.unused_data, d.needs_input)
d = bz2.BZ2Decompressor()
print(d.decompress(stream[:-3] ) == text, d.eof, d.needs_input)
print(d.decompress(stream[-3:] + b"tail"), d.eof, d.unused_data)
try:
    d.decompress(b"more")
except EOFError as e:
    print("EOFError:", e)
try:
    bz2.decompress(b"BZh9" + b"\x00" * 20)
except OSError as e:
    print("OSError:", e)

d = bz2.BZ2Decompressor()
first = d.decompress(packed, max_length=100)
print(len(first), d.needs_input, first == text[:100])

folder = tempfile.mkdtemp()
path = os.path.join(folder, "data.bz2")
with bz2.open(path, "wt", encoding="utf-8") as f:
    f.write("\u00e9t\u00e9\n" * 50)
with bz2.open(path, "rt", encoding="utf-8") as f:
    lines = f.readlines()
print(len(lines), lines[0])

archive = os.path.join(folder, "a.tar.bz2")
with tarfile.open(archive, "w:bz2") as tar:
    info = tarfile.TarInfo("hello.txt")
    info.size = len(text)
    tar.addfile(info, io.BytesIO(text))
with tarfile.open(archive, "r:bz2") as tar:
    print(tar.getnames(), tar.extractfile("hello.txt").read() == text)

zpath = os.path.join(folder, "z.zip")
with zipfile.ZipFile(zpath, "w", compression=zipfile.ZIP_BZIP2) as z:
    z.writestr("t.txt", text)
with zipfile.ZipFile(zpath) as z:
    print(z.infolist()[0].compress_type == zipfile.ZIP_BZIP2, z.read("t.txt") == text,
          z.testzip())
