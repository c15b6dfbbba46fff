# Text processing with re: a tokenizer driven by match(text, pos), a log parser, a template
# engine with sub and a callable, word statistics, bytes and bytearray subjects.
import re

TOKEN = re.compile(r'''
    (?P<ws>\s+)
  | (?P<number>\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)
  | (?P<name>[^\W\d]\w*)
  | (?P<string>"(?:[^"\\]|\\.)*")
  | (?P<op>\*\*|//|==|!=|<=|>=|[-+*/%()<>=,:\[\]{}.])
''', re.VERBOSE)


def tokenize(src):
    pos = 0
    out = []
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if m is None:
            raise SyntaxError('bad character %r at %d' % (src[pos], pos))
        if m.lastgroup != 'ws':
            out.append((m.lastgroup, m.group()))
        pos = m.end()
    return out


for line in ['x = 3.5e-2 * (y + 42)', 'name = "a \\"quoted\\" word"', 'café[1:2] // π ** 2']:
    print(tokenize(line))
try:
    tokenize('a = $b')
except SyntaxError as e:
    print('SyntaxError', e)

LOG = '''\
2024-03-01 12:00:01 INFO  [web] GET /index.html 200 0.012s
2024-03-01 12:00:02 WARN  [db] slow query took 1.503s
2024-03-01 12:00:03 ERROR [web] GET /missing 404 0.003s
2024-03-01 12:00:04 INFO  [web] POST /form 302 0.120s
'''
ENTRY = re.compile(r'^(?P<date>\S+) (?P<time>\S+) (?P<level>[A-Z]+)\s+\[(?P<mod>\w+)\] (?P<msg>.*?)(?: (?P<secs>\d+\.\d+)s)?$',
                   re.MULTILINE)
for m in ENTRY.finditer(LOG):
    print(m['level'], m['mod'], repr(m['msg']), m['secs'], m.span())
print([m.groupdict()['level'] for m in ENTRY.finditer(LOG) if m['mod'] == 'web'])
HTTP = re.compile(r'(GET|POST) (\S+) (\d{3})')
print(HTTP.findall(LOG))
print(sorted(set(re.findall(r'\[(\w+)\]', LOG))))

TEMPLATE = 'Dear {{ name }}, your order #{{order}} ships on {{ date|upper }}. {{ missing }}'
VARS = {'name': 'Ada', 'order': 1024, 'date': 'monday'}


def render(m):
    key, _, flt = m.group(1).partition('|')
    value = VARS.get(key.strip())
    if value is None:
        return m.group(0)
    value = str(value)
    return value.upper() if flt == 'upper' else value


print(re.sub(r'\{\{\s*([\w|]+)\s*\}\}', render, TEMPLATE))
print(re.subn(r'(?i)\b(a|an|the)\b\s*', '', 'The cat and a dog saw an owl in THE tree'))
print(re.sub(r'(\d+)', r'<\1>', 'a1b22c333', count=2))
print(re.sub(r'(?P<word>\w+)@(?P<host>\w+)', r'\g<host>!\g<word>', 'mail joe@home now'))

TEXT = '''It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity.'''
words = re.findall(r"[a-z']+", TEXT.lower())
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(len(words), sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:6])
print(re.split(r'[,.]\s*', TEXT.replace('\n', ' ')))
print([s for s in re.split(r'(?<=[.!?])\s+', 'One. Two! Three? Four') if s])
print(re.findall(r'\b(\w)(\w)?\2\1\b', 'abba anna noon otto abc xyyx'))

data = b'GET /a HTTP/1.1\r\nHost: example.org\r\nX-Id: 42\r\n\r\n'
print(re.findall(rb'^([\w-]+): (.*?)\r$', data, re.MULTILINE))
buf = bytearray(b'key=value; other=thing')
print(re.findall(rb'(\w+)=(\w+)', buf), re.sub(rb'\w+=', b'', buf))
m = re.search(rb'o(\w+)', memoryview(buf))
print(m.group(), m.span(1), type(m.group()).__name__, type(m.string).__name__)
