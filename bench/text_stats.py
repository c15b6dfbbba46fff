"""String processing: word statistics over generated prose, the way a log or text report does.

Builds a deterministic text from a vocabulary, then per paragraph: splits into sentences and
words, normalizes case and punctuation, counts words and bigrams in dicts, finds the longest
words, formats a report line per paragraph with f-strings and str.format, and joins it all.
"""
import sys
import time

VOCABULARY = (
    "the quick brown fox jumps over lazy dog while seven wizards quietly hex "
    "jolly boxing judges and a sphinx of black quartz judges my vow as pack "
    "five dozen liquor jugs into crates before the night train leaves station"
).split()


def make_text(paragraphs, seed=7):
    out = []
    for p in range(paragraphs):
        sentences = []
        for s in range(6):
            words = []
            for w in range(8 + (seed % 7)):
                seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
                word = VOCABULARY[seed % len(VOCABULARY)]
                if seed % 11 == 0:
                    word = word.capitalize()
                words.append(word)
            sentence = " ".join(words)
            sentences.append(sentence[0].upper() + sentence[1:] + (", really" if seed % 5 == 0 else ""))
        out.append(". ".join(sentences) + ".")
    return "\n\n".join(out)


def analyze(text):
    counts = {}
    bigrams = {}
    report = []
    for number, paragraph in enumerate(text.split("\n\n")):
        words = []
        for sentence in paragraph.split(". "):
            for raw in sentence.split():
                word = raw.strip(".,;:!?").lower()
                if word:
                    words.append(word)
        for w in words:
            counts[w] = counts.get(w, 0) + 1
        for a, b in zip(words, words[1:]):
            key = a + " " + b
            bigrams[key] = bigrams.get(key, 0) + 1
        longest = max(words, key=len)
        vowels = sum(1 for w in words for c in w if c in "aeiou")
        report.append(f"{number:5d} {len(words):4d} words {vowels:4d} vowels longest={longest!r:<12}"
                      + " first={}".format(words[0].title()))
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    top_pairs = sorted(bigrams.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    body = "\n".join(report)
    return len(body), body.count("longest='quartz'"), top, top_pairs


def bench(paragraphs):
    text = make_text(paragraphs)
    return analyze(text.replace("lazy", "idle").replace("Lazy", "Idle"))


if __name__ == '__main__':
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 12000
    t0 = time.perf_counter()
    size, quartz, top, pairs = bench(n)
    elapsed = time.perf_counter() - t0
    print("text_stats paragraphs=%d report=%d quartz=%d top=%s pairs=%s"
          % (n, size, quartz, top, pairs))
    print("time: %.6f" % elapsed)
