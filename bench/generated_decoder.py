"""Generated code: a record decoder written by a schema compiler.

Code generators (parser generators, serialization compilers, template engines) write long
straight-line functions that no person would. This program compiles a made-up schema of 160
fields into one decoder function of about 600 lines with `exec`, as such tools do: each field
is read from a byte buffer at a running offset (fixed-width integers, length-prefixed
strings, optional fields behind a presence bit, small enums mapped through a tuple), checked,
and folded into a running digest; the record's fields come back as a tuple. The program
encodes n pseudo-random records, decodes them all and prints a checksum.

Exercises: one very large code object (far past what fits one JVM method), local variables by
the hundred, tuple packing and unpacking, bytes indexing, int arithmetic and comparisons,
slicing and decoding of bytes, branches on presence bits, a `try` around the whole body.
"""
import random
import sys
import time

KINDS = ("u8", "u16", "u32", "str", "opt", "enum")
COLORS = ("red", "green", "blue", "cyan", "magenta", "yellow", "black")


def make_schema(count, rand):
    return [KINDS[int(rand() * len(KINDS))] for _ in range(count)]


def generate_decoder(schema):
    """The decoder's source: one statement group per field, as a schema compiler writes."""
    out = ["def decode(buf, pos, colors):",
           "    digest = 17",
           "    try:"]
    names = []
    for i, kind in enumerate(schema):
        name = f"f{i}"
        names.append(name)
        if kind == "u8":
            out += [f"        {name} = buf[pos]",
                    "        pos += 1"]
        elif kind == "u16":
            out += [f"        {name} = buf[pos] | buf[pos + 1] << 8",
                    "        pos += 2"]
        elif kind == "u32":
            out += [f"        b0, b1, b2, b3 = buf[pos], buf[pos + 1], buf[pos + 2], buf[pos + 3]",
                    f"        {name} = b0 | b1 << 8 | b2 << 16 | b3 << 24",
                    "        pos += 4"]
        elif kind == "str":
            out += ["        n = buf[pos]",
                    f"        {name} = buf[pos + 1:pos + 1 + n].decode('ascii')",
                    "        pos += 1 + n"]
        elif kind == "opt":
            out += ["        if buf[pos]:",
                    f"            {name} = buf[pos + 1] | buf[pos + 2] << 8",
                    "            pos += 3",
                    "        else:",
                    f"            {name} = None",
                    "            pos += 1"]
        else:
            out += [f"        {name} = colors[buf[pos] % {len(COLORS)}]",
                    "        pos += 1"]
        if kind == "str" or kind == "enum":
            out.append(f"        digest = (digest * 31 + len({name})) & 0xFFFFFFFF")
        elif kind == "opt":
            out.append(f"        digest = (digest * 31 + ({name} if {name} is not None else 7)) & 0xFFFFFFFF")
        else:
            out.append(f"        digest = (digest * 31 + {name}) & 0xFFFFFFFF")
    out += ["    except IndexError:",
            "        raise ValueError('truncated record at %d' % pos)",
            "    return pos, digest, (" + ", ".join(names) + ",)"]
    return "\n".join(out) + "\n"


def encode(schema, rand):
    """One record's bytes, field by field."""
    parts = bytearray()
    for kind in schema:
        if kind == "u8":
            parts.append(int(rand() * 256))
        elif kind == "u16":
            v = int(rand() * 65536)
            parts += bytes((v & 255, v >> 8))
        elif kind == "u32":
            v = int(rand() * 4294967296)
            parts += v.to_bytes(4, "little")
        elif kind == "str":
            n = int(rand() * 12)
            parts.append(n)
            parts += bytes(97 + int(rand() * 26) for _ in range(n))
        elif kind == "opt":
            if rand() < 0.5:
                v = int(rand() * 65536)
                parts += bytes((1, v & 255, v >> 8))
            else:
                parts.append(0)
        else:
            parts.append(int(rand() * 256))
    return bytes(parts)


def bench(n):
    random.seed(2024)
    rand = random.random
    schema = make_schema(160, rand)
    namespace = {}
    exec(generate_decoder(schema), namespace)
    decode = namespace["decode"]
    records = [encode(schema, rand) for _ in range(64)]
    stream = b"".join(records)
    total = 0
    fields = 0
    for _ in range(n):
        pos = 0
        while pos < len(stream):
            pos, digest, values = decode(stream, pos, COLORS)
            total = (total + digest) % 1000000007
            fields += len(values)
    try:
        decode(stream[:40], 0, COLORS)
    except ValueError as e:
        error = str(e)
    return total, fields, error


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    t0 = time.perf_counter()
    total, fields, error = bench(n)
    t1 = time.perf_counter()
    print("generated_decoder n=%d checksum=%d fields=%d %s" % (n, total, fields, error))
    print("time: %.6f" % (t1 - t0))


if __name__ == "__main__":
    main()
