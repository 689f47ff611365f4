#!/bin/sh
# The pass is linear in the size of its input: a generated DaCe-shaped source of about 2 MB and
# one of 8 times that (tests/helpers/synthetic_source.h), each instrumented; the larger may take
# at most 16 times as long (linear: 8; quadratic: 64) and as much memory in proportion, and its
# peak memory stays within 9 times its size (7.0 now, 6.4 at 100 MB: the source, the tokens (8
# bytes each, about 0.2 a byte: blanks are none), the syntax tree and the model; the
# instrumented output, 4.6 times the input, is written to the file a batch of insertions at a
# time, neither it nor its insertions ever whole in memory, the copies of loop nests made as
# they are written, the analysis's indexes freed before the insertions are made, the manifest
# made once the tokens and tree are freed). Times are the best of two runs; no absolute time is
# asked for (bench/bench_pass.c measures the throughput).
# The same for a program whose stores are all outside loops (one scope of many statements).
# Usage: instrument_scaling.sh BUILD
set -u
build=$1
tool=$build/bin/pdd-instrument gen=$build/tests/synthetic_source rss=$build/tests/peak_rss
for b in "$tool" "$gen" "$rss"; do
  [ -x "$b" ] || { echo "FAIL: instrument_scaling: $b is not built (make check-build builds it)"; exit 1; }
done
w=$(mktemp -d "${TMPDIR:-/tmp}/pdd-scaling.XXXXXX")
trap 'rm -rf "$w"' EXIT
now() { date +%s%N; }
# run MB [flat]: sets size (bytes), best (ns) and peak (KiB)
run() {
  # flat: a program function of stores outside any loop (synthetic_source --flat)
  if [ "${2:-}" = flat ]; then "$gen" --flat $(( $1 * 8000 )) "$w/in.cpp"; else "$gen" "$1" "$w/in.cpp"; fi || exit 1
  size=$(wc -c <"$w/in.cpp") best= peak=0
  for rep in 1 2; do
    t0=$(now)
    "$rss" "$tool" -o "$w/out.cpp" "$w/in.cpp" 2>"$w/err.txt" || { echo "FAIL: instrument_scaling: $1 MB: $(cat "$w/err.txt")"; exit 1; }
    t=$(( $(now) - t0 ))
    [ -z "$best" ] || [ "$t" -lt "$best" ] && best=$t
    kib=$(sed -n 's/^peak_rss: \([0-9]*\) KiB$/\1/p' "$w/err.txt")
    [ "${kib:-0}" -gt "$peak" ] && peak=$kib
  done
  rm -f "$w/out.cpp" "$w/out.cpp.pdd.json"
}
run 2 flat; flat_small=$best
run 16 flat; flat_big=$best
flat_x100=$(( flat_big * 100 / (flat_small > 0 ? flat_small : 1) ))
run 2; small_size=$size small_t=$best small_rss=$peak
run 16; big_size=$size big_t=$best big_rss=$peak
ratio_x100=$(( big_t * 100 / (small_t > 0 ? small_t : 1) ))
rss_x100=$(( big_rss * 100 / (small_rss > 0 ? small_rss : 1) ))
echo "instrument_scaling: $small_size bytes in $((small_t / 1000000)) ms ($small_rss KiB), $big_size bytes in $((big_t / 1000000)) ms ($big_rss KiB): time x$((ratio_x100 / 100)).$((ratio_x100 % 100 / 10)), memory x$((rss_x100 / 100)).$((rss_x100 % 100 / 10)) for x$((big_size / small_size)) the input"
echo "instrument_scaling: a flat program of stores outside loops: time x$((flat_x100 / 100)).$((flat_x100 % 100 / 10)) for x8 the input"
failed=0
[ "$flat_x100" -le 1600 ] || { echo "FAIL: instrument_scaling: a flat program 8 times larger took $((flat_x100 / 100)) times as long (at most 16: following stores back is no longer linear)"; failed=1; }
[ "$ratio_x100" -le 1600 ] || { echo "FAIL: instrument_scaling: 8 times the input took $((ratio_x100 / 100)) times as long (at most 16: the pass is no longer linear; profile it on $build/tests/synthetic_source's output)"; failed=1; }
[ "$rss_x100" -le 1600 ] || { echo "FAIL: instrument_scaling: 8 times the input took $((rss_x100 / 100)) times the memory (at most 16)"; failed=1; }
[ "$big_rss" -le $((big_size / 1024 * 9)) ] || { echo "FAIL: instrument_scaling: $big_rss KiB for a $big_size-byte source is over 9 times its size"; failed=1; }
exit $failed
