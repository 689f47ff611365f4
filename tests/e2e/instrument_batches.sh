#!/bin/sh
# The pass writes its output a batch of insertions at a time, each batch once every part of the
# model (a kernel, a site, a binding) that could insert before its end is made: a part's first
# byte is a bound the pass computes ahead (probes.c). A wrong bound would put a probe in text
# written already, or out of order. A build of the pass that writes after every part
# (tests/pdd-instrument-batch1) must give the golden files of the corpus and of the edge cases,
# byte for byte, and pdd-instrument's own output for the Pace corpus and for generated sources
# of 1 MB (one program function of many maps, and one of stores outside loops).
# Usage: instrument_batches.sh BUILD
set -u
build=$1
one=$build/tests/pdd-instrument-batch1 tool=$build/bin/pdd-instrument gen=$build/tests/synthetic_source
for b in "$one" "$tool" "$gen"; do
  [ -x "$b" ] || { echo "FAIL: instrument_batches: $b is not built (make check-build builds it)"; exit 1; }
done
w=$(mktemp -d "${TMPDIR:-/tmp}/pdd-batches.XXXXXX")
trap 'rm -rf "$w"' EXIT
failed=0
tests/golden/instrument_golden.sh "$one" >"$w/golden.txt" 2>&1 || failed=1
tests/golden/instrument_edge_golden.sh "$one" >"$w/edge.txt" 2>&1 || failed=1
[ $failed = 0 ] || { echo "FAIL: instrument_batches: written a part at a time, the pass's output left the golden files:"; \
  grep FAIL "$w/golden.txt" "$w/edge.txt" | head -5; }
# same output, same manifest, from both builds
same() {
  "$tool" -o "$w/a.cpp" "$1" 2>"$w/a.err" && "$one" -o "$w/b.cpp" "$1" 2>"$w/b.err" || {
    echo "FAIL: instrument_batches: $2: $(cat "$w/a.err" "$w/b.err")"; failed=1; return; }
  if ! cmp -s "$w/a.cpp" "$w/b.cpp" || ! cmp -s "$w/a.cpp.pdd.json" "$w/b.cpp.pdd.json"; then
    echo "FAIL: instrument_batches: $2: written a part at a time, the output differs:"
    diff "$w/a.cpp" "$w/b.cpp" | head -10; failed=1
  fi
  checked=$((checked + 1))
}
checked=0
for src in tests/corpus/pace-*/*/*/src/cpu/*.cpp tests/corpus/ndsl-*/*/*/src/cpu/*.cpp; do
  [ -f "$src" ] && same "$src" "$src"
done
"$gen" 1 "$w/maps.cpp" || exit 1
same "$w/maps.cpp" "a generated program of 1 MB"
"$gen" --flat 8000 "$w/flat.cpp" || exit 1
same "$w/flat.cpp" "a program of 8000 stores outside loops"
[ $failed = 0 ] && echo "instrument_batches: written a part at a time: $(grep -h passed "$w/golden.txt" "$w/edge.txt" | tr '\n' ' ')and $checked other sources the same"
exit $failed
