#!/bin/sh
# tests/e2e/pace_dycore.sh BUILD_DIR: the whole orchestrated dynamical core (pyFV3's
# DynamicalCore, C12 on 6 ranks; tests/corpus/pace/dycore_program.py), end to end, where it has
# been built: PDD_PACE_BUILD names the BUILD folder of tests/corpus/pace/generate_dycore.sh
# (its dycore-corpus/.gt_cache_FV3_A holds the built program, its venv-pace NDSL 2024.09.00 and
# pyFV3, neither of which is on PyPI: they are fetched sources, so CI cannot build them and this
# test skips there, exit 77). `make check-pace` runs it. It takes an hour on 2 cores: each run
# of the 6 ranks loads the 112 MB SDFG.
#  - the plain build, the instrumented one dormant and the instrumented one with probes on
#    (PACE_DACE_DEBUG=True, no PDD_HALO) compute bit for bit the same state (the RESULT lines:
#    a crc32 of every field of the state on every rank);
#  - the clean run with probes on reads clean (`pdd-view assert`: no event in a domain);
#  - planted faults, each before the first step on one rank, are first on that rank, and the
#    Why shows the planted cell's value as read by the failing store: a NaN in u at (9,8,3) on
#    rank 1, a negative qvapor at (9,8,3) on rank 2 (first at that cell, as neg_tracer), a zero
#    delp at (9,8,3) on rank 2.
# The program folder is instrumented in place (`pdd-instrument --dacecache ... --build`) and
# its originals put back at the end.
set -u
build=$(cd "$1" && pwd)
pace=${PDD_PACE_BUILD:-}
if [ -z "$pace" ] || [ ! -d "$pace/dycore-corpus" ] || [ ! -x "$pace/venv-pace/bin/python" ]; then
  echo "pace_dycore: skipped: PDD_PACE_BUILD names no build of tests/corpus/pace/generate_dycore.sh (NDSL and pyFV3 are fetched sources, not PyPI packages)"
  exit 77
fi
repo=$(pwd)
w=${PDD_TEST_WORK:-$build/work/pace_dycore}
rm -rf "$w" && mkdir -p "$w" || exit 1
cd "$pace/dycore-corpus" || exit 1
prog=$(ls -d .gt_cache_*/dacecache/*DynamicalCore_step_dynamics 2>/dev/null | head -1)
[ -n "$prog" ] || { echo "pace_dycore: skipped: no built DynamicalCore.step_dynamics in $pace/dycore-corpus"; exit 77; }
instr=$build/bin/pdd-instrument view=$build/bin/pdd-view
passed=0 failed=0
fail() { echo "FAIL: pace_dycore: $*"; failed=$((failed + 1)); }
ok() { passed=$((passed + 1)); }
restore() { [ -d "$prog/pdd-orig" ] && "$instr" --dacecache "$prog" --restore --build >"$w/restore.txt" 2>&1; }
trap restore EXIT
run() { # NAME ENV... -- ARGS...: one step on 6 ranks; RESULT lines into NAME.results
  name=$1; shift
  envs=""
  while [ "$1" != -- ]; do envs="$envs $1"; shift; done
  shift
  # shellcheck disable=SC2086
  env -u PACE_DACE_DEBUG -u PDD_HALO $envs FV3_DACEMODE=Run PDD_LOG="$w/$name.%r.h5" \
    LD_LIBRARY_PATH="$build/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
    mpirun -n 6 --oversubscribe --allow-run-as-root "$pace/venv-pace/bin/python" \
    "$repo/tests/corpus/pace/dycore_program.py" --steps 1 "$@" >"$w/$name.txt" 2>&1 ||
    fail "$name: the run failed: $(tail -2 "$w/$name.txt")"
  grep '^RESULT ' "$w/$name.txt" | sort >"$w/$name.results"
  [ "$(wc -l <"$w/$name.results")" -eq 84 ] || fail "$name: $(wc -l <"$w/$name.results") RESULT lines, want 84 (14 fields on 6 ranks)"
}
restore
run plain --
"$instr" --dacecache "$prog" --build >"$w/instrument.txt" 2>&1 || fail "pdd-instrument: $(tail -2 "$w/instrument.txt")"
run dormant --
if cmp -s "$w/plain.results" "$w/dormant.results"; then ok; else fail "dormant: the state differs from the plain build's"; fi
run clean PACE_DACE_DEBUG=True --
if cmp -s "$w/plain.results" "$w/clean.results"; then ok; else fail "probes on: the state differs from the plain build's"; fi
if "$view" assert "$w"/clean.*.h5 >"$w/clean.assert" 2>&1; then ok; else fail "a clean run reports failures: $(head -3 "$w/clean.assert")"; fi
plant() { # NAME RANK WANT_IN_WHY ARGS...
  name=$1 rank=$2 want=$3; shift 3
  run "$name" PACE_DACE_DEBUG=True -- "$@"
  "$view" summary "$w"/"$name".*.h5 >"$w/$name.summary" 2>&1
  grep -q "^First failure: rank $rank," "$w/$name.summary" && ok ||
    fail "$name: the first failure is not on rank $rank: $(grep -A1 '^First failure' "$w/$name.summary" | head -2)"
  grep -qF "$want" "$w/$name.summary" && ok || fail "$name: the summary does not say '$want'"
}
plant nan_u 1 "state.u(9,8,3) = nan" --nan u,9,8,3 --rank 1
plant neg_qvapor 2 "state.qvapor at (9,8,3)" --neg-tracer qvapor,9,8,3,-1e-3 --rank 2
plant zero_delp 2 "state.delp(9,8,3) = 0" --zero-delp 9,8,3 --rank 2
echo "pace_dycore: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
