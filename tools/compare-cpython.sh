#!/usr/bin/env bash
# Per-program in-process times of CPython 3.13 and of Specializer configurations, measured in
# one sitting, interleaved program by program; prints ratios to CPython and their geomean.
#   tools/compare-cpython.sh [REPEATS] -- "NAME=ARGS..." ...
#   e.g. tools/compare-cpython.sh 1 -- "spec=run" "generic=run --no-specialize"
# The launcher's JVM can be chosen per configuration with JAVA_HOME=... inside the quotes
# (and its settings with SPECIALIZER_...=..., for example SPECIALIZER_AOT=0, or system
# properties with JAVA_TOOL_OPTIONS=-Dname=value, one property, the cache kept):
#   "spec25=JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 run"
# and another checkout's launcher with TREE=/path/to/checkout (to compare two builds):
#   "old=TREE=/tmp/old run"
# BENCH_DIR=bench times the project's own programs instead of ../shared/bench. A run whose first
# line differs from BENCH_DIR/expected/NAME.out is reported on stderr and its time left out.
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"
bench="${BENCH_DIR:-$here/../shared/bench}"
repeats=${1:-1}; shift || true; [ "${1:-}" = "--" ] && shift
py=$(PYENV_VERSION=3.13.0 pyenv which python3 2>/dev/null || command -v python3)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for r in $(seq "$repeats"); do
  for f in "$bench"/*.py; do
    p=$(basename "$f" .py)
    case "$p" in *"${BENCH_FILTER:-}"*) ;; *) continue;; esac
    t=$("$py" "$f" | sed -n 's/^time: *//p'); echo "$p cpython ${t:-nan}" >> "$tmp/t"
    for cfg in "$@"; do
      name=${cfg%%=*}; rest=${cfg#*=}
      envs=(); args=(); launcher="$here/specializer"
      for w in $rest; do
        case "$w" in
          TREE=*) launcher="${w#TREE=}/specializer";;
          *=*/*|SPECIALIZER_*=*|JAVA_TOOL_OPTIONS=*) envs+=("$w");;
          *) args+=("$w");;
        esac
      done
      env "${envs[@]}" "$launcher" "${args[@]}" "$f" > "$tmp/out" 2>/dev/null
      t=$(sed -n 's/^time: *//p' "$tmp/out")
      if [ -f "$bench/expected/$p.out" ] && [ "$(head -1 "$tmp/out")" != "$(head -1 "$bench/expected/$p.out")" ]; then
        echo "$p $name: wrong result: $(head -1 "$tmp/out")" >&2; t=
      fi
      echo "$p $name ${t:-nan}" >> "$tmp/t"
    done
  done
done
python3 - "$tmp/t" <<'PY'
import sys, statistics, math
rows=[l.split() for l in open(sys.argv[1])]
names=[]; by={}
for p,n,t in rows:
    if n not in names: names.append(n)
    if t!='nan': by.setdefault((p,n),[]).append(float(t))
progs=sorted({p for p,_,_ in rows})
print("%-18s"%"program"+"".join("%14s"%n for n in names)+"".join("%12s"%(n+"/cpy") for n in names[1:]))
logs={n:[] for n in names[1:]}
for p in progs:
    med={n:statistics.median(by[(p,n)]) if (p,n) in by else math.nan for n in names}
    line="%-18s"%p+"".join("%14.3f"%med[n] for n in names)
    for n in names[1:]:
        r=med[n]/med['cpython']; logs[n].append(math.log(r)); line+="%12.2f"%r
    print(line)
print("geomean ratio to CPython: "+", ".join("%s %.2f"%(n, math.exp(sum(v)/len(v))) for n,v in logs.items()))
PY
