#!/bin/sh
# bench/bench_long_run.sh BUILD_DIR
#
# A run left on for a whole simulation: the FV3-flavoured example (21 kernel calls a step, a
# 4 x 4 x 2 grid, so the kernels are short and the calls many) with the probes on and no event,
# for 10^4 and for 10^7 kernel calls. Per length: the log's size, the process's peak RSS, and
# the time `pdd-view summary` takes on the log; then the same run crashed at its last step,
# whose journal `pdd-view summary` converts first (the conversion a dead rank's log needs).
# Goals (the ring of recent calls, PDD_PROGRESS_KEEP): the log <= 64 MB, the peak RSS of the
# long run <= 1.2x the short one's, the summary's and the conversion's time not growing with
# the run. BENCH_LONG_CALLS overrides the long run's kernel calls (default 10000000).
set -u
build=$(cd "${1:?usage: bench_long_run.sh BUILD_DIR}" && pwd)
prog=$build/examples/fv3_tracers/fv3_tracers view=$build/bin/pdd-view
[ -x "$prog" ] || { echo "bench_long_run: $prog is missing: run make examples"; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/pdd-long-run.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
long=${BENCH_LONG_CALLS:-10000000}

# measure OUT CMD...: runs CMD, writes "peak_rss_kb wall_s" of it to OUT
measure() {
  out=$1; shift
  python3 -c 'import resource, subprocess, sys, time
t = time.monotonic(); rc = subprocess.call(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
w = time.monotonic() - t
open(sys.argv[1], "w").write("%d %.3f %d\n" % (resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, w, rc))' "$out" "$@"
}

printf '%-12s %10s %12s %10s %12s %14s\n' "calls" "log MB" "peak RSS MB" "run s" "summary s" "convert+sum s"
for calls in 10000 "$long"; do
  steps=$(( calls / 21 ))
  d=$work/$calls && mkdir -p "$d/clean" "$d/crash"
  PACE_DACE_DEBUG=True PDD_LOG="$d/clean/pdd.%r.h5" measure "$d/run.txt" "$prog" --size 4,4,2 --steps "$steps"
  measure "$d/sum.txt" "$view" summary "$d/clean/pdd.0.h5"
  PACE_DACE_DEBUG=True PDD_LOG="$d/crash/pdd.%r.h5" "$prog" --size 4,4,2 --steps "$steps" --oob "$steps" \
    >/dev/null 2>&1
  measure "$d/conv.txt" "$view" summary "$d/crash/pdd.0.h5.journal"
  read rss run rc < "$d/run.txt"
  [ "$rc" = 0 ] || { echo "bench_long_run: the run of $calls calls failed (exit $rc)"; exit 1; }
  mb=$(python3 -c 'import os, sys; print("%.1f" % (os.path.getsize(sys.argv[1]) / 1e6))' "$d/clean/pdd.0.h5")
  printf '%-12s %10s %12.1f %10s %12s %14s\n' "$calls" "$mb" "$(echo "$rss" | awk '{print $1/1024}')" "$run" \
    "$(cut -d' ' -f2 "$d/sum.txt")" "$(cut -d' ' -f2 "$d/conv.txt")"
  echo "$rss $mb $(cut -d' ' -f2 "$d/sum.txt")" > "$work/row.$calls"
done
read rs ms ss < "$work/row.10000"
read rl ml sl < "$work/row.$long"
awk -v rs="$rs" -v rl="$rl" -v ml="$ml" -v ss="$ss" -v sl="$sl" 'BEGIN {
  printf "long/short: peak RSS %.2fx (goal <= 1.2x), log %.1f MB (goal <= 64 MB), summary %.2fx\n", rl / rs, ml, sl / ss
  exit !(rl / rs <= 1.2 && ml <= 64) }' || echo "bench_long_run: a goal is not met"
