def truth(xs):
    n = 0
    for x in xs:
        if x:
            n += 1
    return n

def parts(zs):
    t = 0.0
    for z in zs:
        t += z.real - 2 * z.imag
    return t

def index(s, idx):
    out = []
    for i in idx:
        try:
            out.append(s[i])
        except (IndexError, TypeError) as e:
            out.append('<' + str(e) + '>')
    return ''.join(str(x) for x in out)

def store(lst, n):
    for i in range(n):
        try:
            lst[i % 4] = i
        except (IndexError, TypeError) as e:
            return str(e)
    return lst

def cmp(a, bs):
    r = []
    for b in bs:
        r.append((a < b, a == b, a >= b))
        if a < b:
            r.append('lt')
    return r

def contains(words, text):
    c = 0
    for w in words:
        if w in text:
            c += 1
        if w not in text:
            c -= 10
    return c, [w in text for w in words]

def lens(items):
    return [len(x) for x in items]

for rnd in range(6):
    print(rnd, truth([0, 1, 2, 0, -5] * 10), truth([0.0, 1.5, [], [1], '', 'a', None, 0, 7]))
    print(parts([1 + 2j, -3.5j, complex(2, -1)] * 5), parts([3, True, 2.5, 1 + 1j]))
    print(index('hello', [0, 4, -1, 9, 2]), index('abc', [True, 1]), index([5, 6, 7], [0, -1, 3]))
    print(store([0] * 4, 10), store([0] * 2, 3), store({}, 6), store([0] * 4, 0))
    print(cmp(1, [0.5, 1.0, 2.5, float('nan'), float('inf')]), cmp(2, [1, 2, 3, 2.0]), cmp(1.5, [1, 2]))
    print(contains(['a', 'xyz', 'll', ''], 'hello'), contains([1, 'a'], ['a', 1, 2]), contains(['q'], 'quiet'))
    print(lens(['', 'abc', 'h\u00e9llo', '\U0001F600']), lens([[1, 2], (3,), 'xy', {1: 2}]))
    if rnd == 3:
        # rebinding the builtin: the CALL descriptor's guard holds the old len
        len = lambda x: -1
        print(lens(['abc', 'de']))
        del len
