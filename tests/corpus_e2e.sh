#!/bin/sh
# Every corpus CPU program: instrumented by pdd-instrument (the SDFG found beside it), built
# with libpdd and the test-only DaCe header, run as in tests/corpus_e2e.tsv; the log's first
# event must name the kernel, field and (i,j,k). The CUDA sources, instrumented, must compile
# with nvcc -c (skipped with a message without nvcc).
# Usage: corpus_e2e.sh BUILD_DIR   (BUILD_DIR holds bin/pdd-instrument, lib/, tests/log_events)
set -u
build=$(cd "$1" && pwd)
repo=$(pwd)
corpus=${PDD_CORPUS:-../shared/corpus}
[ -d "$corpus" ] || { echo "SKIP: corpus_e2e: no corpus at $corpus (set PDD_CORPUS)"; exit 77; }
corpus=$(cd "$corpus" && pwd)
work=$build/corpus-e2e
rm -rf "$work" && mkdir -p "$work/src"
fail() { echo "FAIL: corpus_e2e: $*"; failed=$((failed + 1)); }
failed=0 passed=0
out=$(sh "$repo/tests/corpus_run/instrument.sh" "$build/bin/pdd-instrument" "$corpus" "$work/src" \
  lap3d delp_update tracer_advection vertical_solver reduction_sum nested) || fail "$out"
if command -v nvcc >/dev/null 2>&1 || [ -x /usr/local/cuda/bin/nvcc ]; then gpu=1; else gpu=0; echo "SKIP: corpus_e2e: nvcc not found, the instrumented .cu files are not compiled"; fi
GPU=$gpu EXTRA_CXXFLAGS="-I$repo/include" EXTRA_NVCCFLAGS="-I$repo/include" \
  EXTRA_LDFLAGS="-L$build/lib -Wl,-rpath,$build/lib -lpdd" PDD_CORPUS="$corpus" \
  bash "$repo/tests/corpus_run/build.sh" "$work/out" "$work/src" >"$work/build.log" 2>&1 \
  || { fail "build (see $work/build.log)"; tail -20 "$work/build.log"; }
tab=$(printf '\t')
grep -v '^#' "$repo/tests/corpus_e2e.tsv" | while IFS="$tab" read -r p args want; do
  rm -f "$work"/log.*
  # shellcheck disable=SC2086
  (cd "$work/out/$p" && PACE_DACE_DEBUG=True PDD_LOG="$work/log.%r.h5" ./run_$p $args >/dev/null 2>"$work/run.err") \
    || { echo "FAIL: corpus_e2e: $p $args: the program failed: $(head -3 "$work/run.err")"; exit 1; }
  got=$("$build/tests/log_events" "$work/log.0.h5" | head -1 | sed 's/ value=.*//')
  if [ "$got" != "$want" ]; then
    echo "FAIL: corpus_e2e: $p $args: first event '$got', expected '$want'"; exit 1
  fi
done || failed=$((failed + 1))
[ "$gpu" = 1 ] && for p in lap3d delp_update tracer_advection vertical_solver reduction_sum nested; do
  [ -f "$work/out/gpu/$p/build/${p}_cuda.o" ] || fail "instrumented ${p}_cuda.cu did not compile with nvcc"
done
[ "$failed" -eq 0 ] || exit 1
rows=$(grep -vc '^#' "$repo/tests/corpus_e2e.tsv")
echo "PASS: corpus_e2e ($rows runs of 6 instrumented corpus programs; instrumented .cu compiled: $([ "$gpu" = 1 ] && echo yes || echo skipped))"
