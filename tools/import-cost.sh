#!/usr/bin/env bash
# What importing costs, CPython 3.13 against Specializer:
#   tools/import-cost.sh [REPEATS]        (default 5; medians are printed)
# For each interpreter: the wall time of hello world, the wall time of a program that does
# `import typing, dataclasses, enum, re, json, asyncio`, and that import statement's own time
# measured inside the process (time.perf_counter() around it, so JVM start-up is apart).
# Runs are interleaved. CPython is $CPYTHON, else python3.13 from pyenv, else python3.13 on
# the PATH. Extra arguments for Specializer go in $SPECIALIZER_ARGS (e.g. --no-tier2).
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"
repeats=${1:-5}
cpython=${CPYTHON:-}
if [ -z "$cpython" ]; then
    cpython=$(PYENV_VERSION=3.13.0 pyenv which python3 2>/dev/null || command -v python3.13 || true)
fi
spec=("$here/specializer")
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
echo 'print("hello world")' > "$tmp/hello.py"
cp "$here/tools/import_cost.py" "$tmp/import_cost.py"
now() { date +%s%N; }
run() {  # run NAME CMD...: appends "NAME wall_ms in_ms" to the results
    local name=$1; shift
    local t0 t1 out
    t0=$(now); out=$("$@" 2>/dev/null | tail -n 1); t1=$(now)
    case "$out" in *[!0-9.]*|"") out=nan;; esac
    echo "$name $(( (t1 - t0) / 1000000 )) $out" >> "$tmp/times"
}
for r in $(seq "$repeats"); do
    if [ -n "$cpython" ]; then
        run cpython-hello "$cpython" "$tmp/hello.py"
        run cpython-import "$cpython" "$tmp/import_cost.py"
    fi
    run specializer-hello "${spec[@]}" run ${SPECIALIZER_ARGS:-} "$tmp/hello.py"
    run specializer-import "${spec[@]}" run ${SPECIALIZER_ARGS:-} "$tmp/import_cost.py"
done
"${cpython:-python3}" - "$tmp/times" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    name, wall, inproc = line.split()
    rows.setdefault(name, ([], []))
    rows[name][0].append(float(wall))
    if name.endswith("-import") and inproc != "nan":
        rows[name][1].append(float(inproc))
def med(xs):
    return "%.0f" % statistics.median(xs) if xs else "-"
print("import typing, dataclasses, enum, re, json, asyncio (medians, ms)")
print("%-12s %12s %12s %16s" % ("", "hello wall", "import wall", "import in-proc"))
for who in ("cpython", "specializer"):
    h = rows.get(who + "-hello", ([], []))
    i = rows.get(who + "-import", ([], []))
    print("%-12s %12s %12s %16s" % (who, med(h[0]), med(i[0]), med(i[1])))
PY
