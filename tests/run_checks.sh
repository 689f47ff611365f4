#!/bin/sh
# Runs each Check test binary in turn; exit 77 from one means skipped (says why), any other
# non-zero fails the whole run. Prints a closing "N passed, N failed, N skipped" line.
dir=$1; shift
# Every test's files go to one folder, removed at the end.
TMPDIR=$(mktemp -d "${TMPDIR:-/tmp}/pdd-check.XXXXXX"); export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
passed=0 failed=0 skipped=0
for t in "$@"; do
  name=$(basename "$t")
  ( cd "$dir" && "./$name" ); rc=$?
  case $rc in
    0) passed=$((passed + 1));;
    77) skipped=$((skipped + 1)); echo "SKIP: $name";;
    *) failed=$((failed + 1)); echo "FAIL: $name (exit $rc)";;
  esac
done
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
