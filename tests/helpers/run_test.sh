#!/bin/sh
# tests/helpers/run_test.sh RESULTS NAME COMMAND...: runs one test script of `make check` and records
# how it ended in RESULTS (one line, tab-separated: PASS|FAIL|SKIP, NAME, what). The command's
# output goes through as it is. Exit 0 passes; 77 skips, and the script must have said why on
# a line starting "skip:" or "SKIP:" (the last such line is the reason; a skip that gives no
# reason fails); anything else fails. COMMAND may start with VAR=VALUE words. The line's fourth
# field is the seconds the test took. The test's work folder is $PDD_TEST_WORK (below).
# Always exits 0: tests/helpers/check_summary.sh reads
# RESULTS at the end and decides.
results=$1 name=$2
shift 2
# Its work folder, its own: named after the test (names are unique: tests/helpers/work_folders.py),
# so that the two lanes never share one. A command that sets PDD_TEST_WORK itself keeps its own.
PDD_TEST_WORK=${PDD_TEST_WORK:-$(cd "$(dirname "$results")" && pwd)/work/$name}
export PDD_TEST_WORK
mkdir -p "$(dirname "$PDD_TEST_WORK")" || exit 1
out=$(mktemp "${TMPDIR:-/tmp}/pdd-test.XXXXXX") || exit 1
trap 'rm -f "$out"' EXIT
# the output as it comes, and a copy for the reason of a skip
start=$(date +%s)
# (without make's own variables: a test's nested make is the user's, not a job of this one)
{ env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u MAKEOVERRIDES "$@" 2>&1; echo $? >"$out.rc"; } | tee "$out"
rc=$(cat "$out.rc"); rm -f "$out.rc"
secs=$(($(date +%s) - start))
tab=$(printf '\t')
case $rc in
  0) echo "PASS${tab}$name${tab}${tab}$secs" >>"$results" ;;
  77)
    why=$(grep -E '^(skip|SKIP)[:]' "$out" | tail -1 | sed -E 's/^(skip|SKIP): *//')
    if [ -n "$why" ]; then
      echo "SKIP${tab}$name${tab}$why${tab}$secs" >>"$results"
    else
      echo "FAIL: $name: exit 77 (skip) without a 'skip: <reason>' line"
      echo "FAIL${tab}$name${tab}skipped without saying why${tab}$secs" >>"$results"
    fi ;;
  *) echo "FAIL: $name (exit $rc): $*"
     echo "FAIL${tab}$name${tab}exit $rc${tab}$secs" >>"$results" ;;
esac
exit 0
