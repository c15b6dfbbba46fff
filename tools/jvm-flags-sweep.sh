#!/usr/bin/env bash
# Compare JVM flag sets for the launcher on the benchmark programs, interleaved so that the
# machine's noise spreads over all configurations. Prints the median in-process time per
# program and configuration, then the geometric mean ratio of each configuration to the first.
#   tools/jvm-flags-sweep.sh [REPEATS] -- "FLAGS A" "FLAGS B" ...
# Set BENCH_FILTER to restrict programs (substring match), e.g. BENCH_FILTER=richards, and
# BENCH_DIR to time another folder of programs (bench for the project's own).
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"
bench="${BENCH_DIR:-$here/../shared/bench}"
repeats=${1:-3}; shift || true
[ "${1:-}" = "--" ] && shift
configs=("$@")
[ ${#configs[@]} -eq 0 ] && configs=("")
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
progs=()
for f in "$bench"/*.py; do
    n=$(basename "$f" .py)
    case "$n" in *"${BENCH_FILTER:-}"*) progs+=("$n");; esac
done
for r in $(seq "$repeats"); do
    for p in "${progs[@]}"; do
        for i in "${!configs[@]}"; do
            t=$(SPECIALIZER_JAVA_OPTS="${configs[$i]}" "$here/specializer" run "$bench/$p.py" 2>/dev/null \
                | sed -n 's/^time: *//p')
            echo "$p $i ${t:-nan}" >> "$tmp/times"
        done
    done
done
python3 - "$tmp/times" "${configs[@]}" <<'PY'
import sys, statistics, math
rows = [l.split() for l in open(sys.argv[1])]
configs = sys.argv[2:]
by = {}
for p, i, t in rows:
    if t != 'nan':
        by.setdefault((p, int(i)), []).append(float(t))
progs = sorted({p for p, _ in by})
print("%-18s" % "program" + "".join("%12s" % ("cfg%d" % i) for i in range(len(configs))))
logs = [[] for _ in configs]
for p in progs:
    meds = [statistics.median(by.get((p, i), [math.nan])) for i in range(len(configs))]
    print("%-18s" % p + "".join("%12.3f" % m for m in meds))
    for i, m in enumerate(meds):
        logs[i].append(math.log(m / meds[0]))
for i, c in enumerate(configs):
    print("cfg%d geomean ratio to cfg0: %.3f   flags: %s" % (i, math.exp(sum(logs[i]) / len(logs[i])), c or "(launcher defaults)"))
PY
