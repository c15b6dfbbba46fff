#!/bin/sh
# Guard mutants: turn each guard of each specialized child off in turn (core's Mutants) and
# run its family's soundness suites (the jqwik properties' programs, from a fixed seed, in
# every mode and with the child forced by untrusted decisions). Prints one line per mutant,
# then "guard mutants killed: K of N"; exits non-zero unless every mutant was killed.
#
#   tools/guard-mutants.sh                      every guard
#   tools/guard-mutants.sh 'LOAD_GLOBAL_.*'     the guards whose CHILD/n matches
#   SEED=7 tools/guard-mutants.sh               other programs
#
# Builds what it needs (offline, under the shared build lock) and runs one test JVM
# (integration-tests' GuardMutantsRun); the report is integration-tests/target/guard-mutants.txt.
set -u
cd "$(dirname "$0")/.."
ONLY="${1:-.*}"
SEED="${SEED:-1}"
REPORT=integration-tests/target/guard-mutants.txt
rm -f "$REPORT"
start=$(date +%s)
flock /tmp/specializer-build.lock mvn -o -q -B test -pl integration-tests -am \
    -Dtest=GuardMutantsRun -Dsurefire.failIfNoSpecifiedTests=false \
    "-Dsurefire.extraArgLine=-Dspecializer.stats=true -Dspecializer.guardMutant=none -DguardMutants.only=$ONLY -DguardMutants.seed=$SEED" \
    > integration-tests/target/guard-mutants-mvn.log 2>&1
status=$?
end=$(date +%s)
if [ ! -s "$REPORT" ]; then
    echo "guard-mutants: no report; see integration-tests/target/guard-mutants-mvn.log" >&2
    tail -40 integration-tests/target/guard-mutants-mvn.log >&2
    exit 2
fi
cat "$REPORT"
echo "wall time $((end - start)) s (build included)"
summary=$(grep '^guard mutants killed:' "$REPORT")
killed=$(echo "$summary" | sed 's/guard mutants killed: \([0-9]*\) of \([0-9]*\).*/\1/')
total=$(echo "$summary" | sed 's/guard mutants killed: \([0-9]*\) of \([0-9]*\).*/\2/')
if [ "$status" -ne 0 ] || [ -z "$killed" ] || [ "$killed" != "$total" ]; then
    exit 1
fi
exit 0
