#!/usr/bin/env bash
# Whole-process footprint of CPython 3.13 and of Specializer (the launcher as it is): the wall
# time and peak resident set (GNU time's %e and %M) of hello world, medians of REPEATS runs,
# then each bench program's peak RSS and wall time, one run each.
#   tools/footprint.sh [REPEATS]          (BENCH_DIR=bench for the project's own programs)
# Needs /usr/bin/time. Start Specializer once before (the first run after a build trains its
# ahead-of-time cache in the background) and keep the machine otherwise idle.
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"
bench="${BENCH_DIR:-$here/../shared/bench}"
repeats=${1:-7}
py=$(PYENV_VERSION=3.13.0 pyenv which python3 2>/dev/null || command -v python3)
spec="$here/specializer"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf 'print("hello")\n' > "$tmp/hello.py"

# wall and peak RSS (KB) of one run of the command, as "SECONDS KB"
measure() {
    /usr/bin/time -f "%e %M" -o "$tmp/time" "$@" > /dev/null 2>&1
    tail -1 "$tmp/time"
}

median() {
    sort -n | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'
}

for who in cpython specializer; do
    : > "$tmp/w"; : > "$tmp/m"
    for i in $(seq "$repeats"); do
        if [ "$who" = cpython ]; then r=$(measure "$py" "$tmp/hello.py")
        else r=$(measure "$spec" run "$tmp/hello.py"); fi
        echo "${r% *}" >> "$tmp/w"; echo "${r#* }" >> "$tmp/m"
    done
    printf 'hello world  %-12s wall %.3f s  peak RSS %d MB  (medians of %d)\n' "$who" \
        "$(median < "$tmp/w")" "$(( $(median < "$tmp/m" | cut -d. -f1) / 1024 ))" "$repeats"
done

printf '\n%-18s %12s %12s %8s %10s %10s\n' program "cpython MB" "spec. MB" ratio "cpython s" "spec. s"
for f in "$bench"/*.py; do
    p=$(basename "$f" .py)
    case "$p" in *"${BENCH_FILTER:-}"*) ;; *) continue;; esac
    c=$(measure "$py" "$f"); s=$(measure "$spec" run "$f")
    awk -v p="$p" -v c="$c" -v s="$s" 'BEGIN {
        split(c, a, " "); split(s, b, " ");
        printf "%-18s %12.1f %12.1f %8.1f %10.2f %10.2f\n", p, a[2]/1024, b[2]/1024,
            b[2]/a[2], a[1], b[1] }'
done
