#!/usr/bin/env bash
# Runs CPython 3.13's own regression tests under Specializer, one test module at a time, with
# Lib's unittest, and prints a table: tests run, passed, failed, errors, skipped per file, then
# a closing "N passed, N failed" line (failed counts failures and errors).
#   tools/cpython-tests.sh                  # the default list below
#   tools/cpython-tests.sh test_int test_re # these
# CPython's test package is taken from CPYTHON_TEST_DIR, else from the pyenv CPython 3.13
# installation (`PYENV_VERSION=3.13.0 pyenv prefix`)/lib/python3.13/test. It is only read:
# Specializer's own Lib comes from its archive; the test package is put on PYTHONPATH alone.
# PYTHONHOME is set (Specializer does not read it) because test.support then starts child
# interpreters without -I, as it does for an interpreter with no home of its own, so that they
# see PYTHONPATH and can import the test package, which the archive's Lib lacks.
# Per-module logs go to target/cpython-tests/NAME.log; TIMEOUT (seconds, default 600) bounds
# each module; SPECIALIZER_ARGS passes launcher flags (e.g. "--no-tier2").
# The test package is CPython 3.13.0's, while the archive's Lib is a later 3.13 release, and a
# few tests check what Lib changed in between. REFERENCE=1 runs each module a second time on
# CPython 3.13 itself with the archive's pure-Python modules first on its path (its own C
# modules and the modules it freezes stay its own), logs it to NAME.cpython.log, and adds a
# column: how many of Specializer's failures fail there too, by test id.
set -u
# the tests expect an interpreter started without these (CPython's own runs do not set them):
# test_cmd_line checks the default buffering, test_compileall and test_py_compile write .pyc
unset PYTHONUNBUFFERED PYTHONDONTWRITEBYTECODE
here="$(cd "$(dirname "$0")/.." && pwd)"
tests=("$@")
if [ ${#tests[@]} -eq 0 ]; then
  tests=(test_grammar test_int test_float test_long test_list test_tuple test_dict test_set
    test_str test_bytes test_class test_descr test_exceptions test_generators test_coroutines
    test_scope test_string_literals test_fstring test_re test_json test_enum test_dataclasses
    test_typing test_itertools test_collections test_functools test_math test_struct
    test_array test_io test_asyncio.test_events)
fi
testdir="${CPYTHON_TEST_DIR:-}"
if [ -z "$testdir" ]; then
  prefix=$(PYENV_VERSION=3.13.0 pyenv prefix 2>/dev/null || true)
  testdir="$prefix/lib/python3.13/test"
fi
if [ ! -d "$testdir" ]; then
  echo "cpython-tests: CPython 3.13's test package not found (set CPYTHON_TEST_DIR)" >&2
  exit 2
fi
out="$here/target/cpython-tests"; mkdir -p "$out"
shim=$(mktemp -d); trap 'rm -rf "$shim"' EXIT
ln -s "$testdir" "$shim/test"
archive="$here/stdlib/target/python313.zip"
cpython=$(PYENV_VERSION=3.13.0 pyenv which python3 2>/dev/null || command -v python3.13 || true)
reference=${REFERENCE:-0}
if [ "$reference" = 1 ] && { [ -z "$cpython" ] || [ ! -f "$archive" ]; }; then
  echo "cpython-tests: REFERENCE=1 needs CPython 3.13 and the built archive" >&2
  exit 2
fi
# the ids ("test_x (module.Class.test_x)") of the tests a log reports failed
failed_ids() { grep -a -E '^(FAIL|ERROR): ' "$1" | sed -E 's/^(FAIL|ERROR): //' | sort -u; }
printf "%-28s %6s %6s %6s %6s %7s" file run passed failed errors skipped
[ "$reference" = 1 ] && printf " %11s" on-cpython
printf "\n"
tp=0; tf=0; tr=0
for t in "${tests[@]}"; do
  log="$out/$t.log"
  ( cd "$shim" && PYTHONHOME="$here" PYTHONPATH="$shim" timeout "${TIMEOUT:-600}" "$here/specializer" run \
      ${SPECIALIZER_ARGS:-} "$here/tools/cpython_test_driver.py" "$t" ) > "$log" 2>&1
  status=$?
  line=$(grep -a "^RESULT $t " "$log" | tail -1)
  if [ -n "$line" ]; then
    read -r _ _ run passed failed errors skipped note <<< "$line"
  else
    run=0; passed=0; failed=0; errors=1; skipped=0
    note=$([ $status -eq 124 ] && echo timeout || echo "crashed (status $status)")
  fi
  printf "%-28s %6s %6s %6s %6s %7s" "$t" "$run" "$passed" "$failed" "$errors" "$skipped"
  if [ "$reference" = 1 ]; then
    ref="$out/$t.cpython.log"
    ( cd "$shim" && PYTHONPATH="$shim:$archive" timeout "${TIMEOUT:-600}" "$cpython" \
        "$here/tools/cpython_test_driver.py" "$t" ) > "$ref" 2>&1
    both=$(comm -12 <(failed_ids "$log") <(failed_ids "$ref") | wc -l)
    printf " %11s" "$both"
    tr=$((tr + both))
  fi
  printf " %s\n" "${note:-}"
  tp=$((tp + passed)); tf=$((tf + failed + errors))
done
if [ "$reference" = 1 ]; then
  echo "$tp passed, $tf failed ($tr of them fail on CPython 3.13 with the same Lib too)"
else
  echo "$tp passed, $tf failed"
fi
