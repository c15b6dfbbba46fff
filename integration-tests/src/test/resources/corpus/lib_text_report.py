"""A log analyser: re, collections, textwrap, pprint, base64, hashlib, struct, io, csv,
itertools, statistics and string formatting."""
import base64
import collections
import csv
import hashlib
import io
import itertools
import pprint
import re
import statistics
import string
import struct
import textwrap

LOG = """\
2026-12-01 10:00:01 INFO  web[12]: GET /index.html 200 512 0.012
2026-12-01 10:00:02 WARN  web[12]: GET /missing 404 0 0.002
2026-12-01 10:00:02 INFO  api[7]: POST /v1/items 201 1024 0.150
2026-12-01 10:00:03 ERROR api[7]: POST /v1/items 500 64 1.250
2026-12-01 10:00:04 INFO  web[13]: GET /index.html 200 512 0.010
2026-12-01 10:00:05 INFO  api[8]: GET /v1/items?page=2 200 2048 0.080
"""

LINE = re.compile(
    r"(?P<date>\d{4}-\d\d-\d\d) (?P<time>[\d:]+) (?P<level>\w+)\s+"
    r"(?P<svc>\w+)\[(?P<pid>\d+)\]: (?P<method>[A-Z]+) (?P<path>\S+) "
    r"(?P<status>\d{3}) (?P<size>\d+) (?P<secs>[\d.]+)$", re.M)


def main():
    rows = [m.groupdict() for m in LINE.finditer(LOG)]
    print(len(rows), "requests")
    levels = collections.Counter(r["level"] for r in rows)
    print(levels.most_common())
    by_svc = collections.defaultdict(list)
    for r in rows:
        by_svc[r["svc"]].append(float(r["secs"]))
    for svc, secs in sorted(by_svc.items()):
        print(f"{svc:4} n={len(secs)} mean={statistics.mean(secs):.4f} "
              f"median={statistics.median(secs):.3f} max={max(secs):.3f}")
    paths = sorted({re.sub(r"\?.*", "", r["path"]) for r in rows})
    pprint.pprint({"paths": paths, "status": sorted({int(r["status"]) for r in rows}),
                   "bytes": sum(int(r["size"]) for r in rows)}, width=50)

    out = io.StringIO()
    w = csv.writer(out)
    w.writerow(["svc", "pid", "status"])
    for r in rows:
        w.writerow([r["svc"], r["pid"], r["status"]])
    text = out.getvalue()
    print(text.splitlines()[:3])
    print(list(csv.DictReader(io.StringIO(text)))[1])

    digest = hashlib.sha256(LOG.encode()).hexdigest()
    print(digest[:16], hashlib.md5(b"abc").hexdigest())
    packed = struct.pack("<HIf", 7, 123456, 1.5)
    print(packed.hex(), struct.unpack("<HIf", packed), struct.calcsize("<HIf"))
    print(base64.b64encode(packed).decode(), base64.b32encode(b"hi").decode())

    for k, g in itertools.groupby(rows, key=lambda r: r["svc"]):
        print(k, [r["status"] for r in g])
    tmpl = string.Template("$svc handled $n requests")
    print(tmpl.substitute(svc="web", n=3))
    print(textwrap.indent(textwrap.fill(" ".join(r["path"] for r in rows), 40), "> "))
    print(re.split(r"[/?=]", "/v1/items?page=2"), re.sub(r"(\d+)", r"<\1>", "a1b22"))


main()
