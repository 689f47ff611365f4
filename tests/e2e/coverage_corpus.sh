#!/bin/sh
# tests/e2e/coverage_corpus.sh PDD_INSTRUMENT: every write the SDFG makes, over the whole corpus
# (both DaCe versions, CPU and GPU, orchestrated Pace and the gt4py.cartesian snapshot), is checked by a probe or
# named unchecked with a reason (`pdd-instrument --coverage`). The writes pdd cannot account for
# (no store of them found in the code) must be exactly those of tests/e2e/coverage_known.txt:
# a new one fails, and so does one that is gone but still listed there (take it out). Each
# program must also have at least one checked write, so that a reader that found no writes
# cannot pass.
set -u
instr=${1:?usage: coverage_corpus.sh PDD_INSTRUMENT}
repo=$(cd "$(dirname "$0")/../.." && pwd)
known=$repo/tests/e2e/coverage_known.txt
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
failed=0 passed=0 folders=0
fail() { echo "FAIL: coverage_corpus: $*"; failed=$((failed + 1)); }
cd "$repo" || exit 1
: >"$tmp/got"
# gt4py's snapshot keeps no cache files around a stencil: its sources are given one by one
for d in tests/corpus/dace-*/*/cpu tests/corpus/dace-*/*/gpu tests/corpus/pace-*/*/cpu tests/corpus/ndsl-*/*/cpu tests/corpus/gt4py-*/*/*_BUILD/computation.*; do
  [ -e "$d" ] || continue
  folders=$((folders + 1))
  "$instr" --coverage "$d" >"$tmp/out" 2>"$tmp/err"; rc=$?
  if [ "$rc" -gt 1 ]; then fail "$d: exit $rc: $(head -2 "$tmp/err")"; continue; fi
  grep -q ' checked (line ' "$tmp/out" || fail "$d: no write is checked (see pdd-instrument --coverage $d)"
  grep 'UNCHECKED: pdd found no store' "$tmp/out" | awk -v d="$d" '{print d, $1, $2}' >>"$tmp/got"
done
[ "$folders" -gt 0 ] || fail "no corpus folder under tests/corpus"
sort "$tmp/got" >"$tmp/got.sorted"
grep -v '^#' "$known" | grep . | sort >"$tmp/known.sorted"
if diff "$tmp/known.sorted" "$tmp/got.sorted" >"$tmp/diff"; then passed=$((passed + 1)); else
  fail "the writes pdd cannot account for differ from tests/e2e/coverage_known.txt ('>' new, '<' gone):"
  sed 's/^/  /' "$tmp/diff"
fi
echo "coverage_corpus: $passed passed, $failed failed ($folders folders, $(wc -l <"$tmp/got.sorted") writes known unaccounted)"
[ "$failed" -eq 0 ]
