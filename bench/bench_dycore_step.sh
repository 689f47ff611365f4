#!/bin/sh
# bench/bench_dycore_step.sh BUILD_DIR: the cost of the probes on the orchestrated dycore's time
# step, in one run: tests/corpus/pace/dycore_program.py --alternate-probes runs the instrumented
# program with its probes on for the even steps and off (libpdd's pdd_enabled, what a dormant
# build tests) for the odd ones from the third on, so that both halves see the same process,
# caches and load. Prints each half's median step (slowest rank's wall time, and the CPU time of
# all ranks) and their ratio. Needs a build of tests/corpus/pace/generate_dycore.sh in
# PDD_PACE_BUILD (NDSL and pyFV3 are fetched, not PyPI packages): skipped without one. On a
# machine with fewer cores than the 6 ranks the wall times measure the scheduler: read the CPU
# times there. OMP_NUM_THREADS=1 unless set: one thread a rank.
set -u
build=$(cd "${1:?usage: bench_dycore_step.sh BUILD_DIR}" && pwd)
repo=$(pwd)
pace=${PDD_PACE_BUILD:-}
steps=${BENCH_STEPS:-10}
if [ -z "$pace" ] || [ ! -x "$pace/venv-pace/bin/python" ]; then
  echo "bench_dycore_step: skipped: PDD_PACE_BUILD names no build of tests/corpus/pace/generate_dycore.sh"
  exit 0
fi
cd "$pace/dycore-corpus" || exit 1
prog=$(ls -d .gt_cache_*/dacecache/*DynamicalCore_step_dynamics | head -1)
out=$(mktemp) || exit 1
log=$(mktemp -d) || exit 1
trap 'rm -rf "$out" "$log"' EXIT
[ -d "$prog/pdd-orig" ] || "$build/bin/pdd-instrument" --dacecache "$prog" --build >"$log/instrument.txt" 2>&1 ||
  { echo "bench_dycore_step: pdd-instrument failed: $(tail -2 "$log/instrument.txt")"; exit 1; }
env -u PDD_HALO OMP_NUM_THREADS="${OMP_NUM_THREADS:-1}" FV3_DACEMODE=Run PACE_DACE_DEBUG=True PDD_LOG="$log/pdd.%r.h5" \
  LD_LIBRARY_PATH="$build/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  mpirun -n 6 --oversubscribe --allow-run-as-root "$pace/venv-pace/bin/python" \
  "$repo/tests/corpus/pace/dycore_program.py" --steps "$steps" --alternate-probes >"$out" 2>&1 ||
  { echo "bench_dycore_step: the run failed: $(tail -2 "$out")"; exit 1; }
grep '^STEP' "$out"
# medians of each half: one slow step (the machine's, or a flush) moves a mean, not a median
awk '/^STEP/ && $2 >= 3 { sub("cpu=", "", $5); sub("probes=", "", $7); i = n[$7]++; w[$7, i] = $3; c[$7, i] = $5 }
  function median(a, h, k,    i, j, t, v) {
    for (i = 0; i < k; i++) v[i] = a[h, i]
    for (i = 1; i < k; i++) for (j = i; j > 0 && v[j] < v[j - 1]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
    return k % 2 ? v[int(k / 2)] : (v[k / 2 - 1] + v[k / 2]) / 2 }
  END { if (!n["on"] || !n["off"]) { print "bench_dycore_step: no steps on and off"; exit 1 }
        won = median(w, "on", n["on"]); woff = median(w, "off", n["off"])
        con = median(c, "on", n["on"]); coff = median(c, "off", n["off"])
        printf "dycore step, probes on vs off (medians of %d and %d steps): wall %.4f / %.4f s = %.3fx, cpu %.4f / %.4f s = %.3fx  (goal <= 1.05x)\n",
          n["on"], n["off"], won, woff, won / woff, con, coff, con / coff }' "$out"
