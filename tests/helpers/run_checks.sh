#!/bin/sh
# tests/helpers/run_checks.sh RESULTS LABEL DIR BINARY...: runs each Check test binary in turn (from
# DIR); exit 77 from one means skipped (it must say why: "<name>: skipped: <reason>"), any other
# non-zero exit fails. Records each binary in RESULTS for tests/helpers/check_summary.sh (its test
# cases counted from Check's "Checks: N, Failures: F, Errors: E" line, named LABEL/<binary>,
# and the seconds it took)
# and prints a closing "N passed, N failed, N skipped" line of binaries. PDD_RUN_PREFIX (e.g.
# "qemu-aarch64", make check-aarch64) is put in front of each binary.
results=$1 label=$2 dir=$3; shift 3
prefix=${PDD_RUN_PREFIX:-}
# Check's timeouts catch a hung test; they must not fail a slow one. A test case without its own
# timeout gets 4 s by default, which a loaded machine (a second `make check` beside this one,
# the sanitizers) can take from a test that needs 0.1 s: 300 s, and every timeout times 3.
export CK_DEFAULT_TIMEOUT="${CK_DEFAULT_TIMEOUT:-300}" CK_TIMEOUT_MULTIPLIER="${CK_TIMEOUT_MULTIPLIER:-3}"
# Every test's files go to one folder, removed at the end.
TMPDIR=$(mktemp -d "${TMPDIR:-/tmp}/pdd-check.XXXXXX"); export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
tab=$(printf '\t')
passed=0 failed=0 skipped=0
for t in "$@"; do
  name=$(basename "$t")
  start=$(date +%s)
  # shellcheck disable=SC2086  # the prefix is a command and its words
  ( cd "$dir" && $prefix "./$name" ) >"$TMPDIR/out" 2>&1; rc=$?
  secs=$(($(date +%s) - start))
  cat "$TMPDIR/out"
  counts=$(sed -n 's/.*Checks: \([0-9]*\), Failures: \([0-9]*\), Errors: \([0-9]*\).*/\1 \2 \3/p' "$TMPDIR/out" | tail -1)
  set -- $counts
  n=${1:-0} bad=$((${2:-0} + ${3:-0}))
  case $rc in
    0) passed=$((passed + 1))
       echo "PASS${tab}$label/$name${tab}$n${tab}$secs" >>"$results";;
    77) why=$(grep -m1 -E '(skipped|SKIP): ' "$TMPDIR/out" | sed -E 's/.*(skipped|SKIP): //')
       if [ -n "$why" ]; then
         skipped=$((skipped + 1)); echo "SKIP: $name"
         echo "SKIP${tab}$label/$name${tab}$why${tab}$secs" >>"$results"
       else  # a skip must say why
         failed=$((failed + 1)); echo "FAIL: $name (exit 77 without saying why)"
         echo "FAIL${tab}$label/$name${tab}exit 77 (skip) without saying why${tab}$secs" >>"$results"
       fi;;
    *) failed=$((failed + 1)); echo "FAIL: $name (exit $rc)"
       [ "$n" -gt "$bad" ] && echo "PASS${tab}$label/$name${tab}$((n - bad))" >>"$results"
       echo "FAIL${tab}$label/$name${tab}$bad of $n tests failed (exit $rc)${tab}$secs" >>"$results";;
  esac
done
echo "$label: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
