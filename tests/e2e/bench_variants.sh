#!/usr/bin/env bash
# tests/e2e/bench_variants.sh BUILD_DIR: the in-process comparison behind `make bench`.
#  1. build_variants.sh links a plain and an instrumented build of lap3d into one binary whose
#     --alternate reports every variant; a build whose code computes something else (4.0 made
#     4.5 in the source) is reported as differing; its usage errors name the fix.
#  2. bench/bench_stencils.sh at small sizes, one run: a table row with a time and a ratio for
#     every variant of every program, a goal line each, nothing failed or differing.
set -u -o pipefail
build=$(cd "${1:?usage: bench_variants.sh BUILD_DIR}" && pwd)
repo=$(cd "$(dirname "$0")/../.." && pwd)
corpus=$repo/tests/corpus/dace-2.0.0b1
w=$(mktemp -d "${TMPDIR:-/tmp}/pdd-bench-variants.XXXXXX") || exit 1
trap 'rm -rf "$w"' EXIT
fails=0
ok() { echo "ok: $*"; }
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }
export OMP_NUM_THREADS=2 GPU=0 PROGRAMS=lap3d CXXFLAGS=-O2
unset PACE_DACE_DEBUG PDD_CHECKS PDD_LOG

# ---- 1. three builds of lap3d: plain, instrumented, and one computing something else
for d in pdd other; do mkdir -p "$w/src_$d/lap3d" && cp -r "$corpus/lap3d/cpu" "$w/src_$d/lap3d/cpu"; done
"$build/bin/pdd-instrument" -o "$w/src_pdd/lap3d/cpu/src/cpu/lap3d.cpp" "$corpus/lap3d/cpu/src/cpu/lap3d.cpp" ||
    { echo "FAIL: pdd-instrument lap3d"; exit 1; }
sed -i 's/(4\.0 \* __in2)/(4.5 * __in2)/' "$w/src_other/lap3d/cpu/src/cpu/lap3d.cpp"
grep -q '4\.5 \* __in2' "$w/src_other/lap3d/cpu/src/cpu/lap3d.cpp" || { echo "FAIL: the corpus lap3d has no (4.0 * __in2) to change"; exit 1; }
ld="-L$build/lib -Wl,-rpath,$build/lib -lpdd"
"$repo/tests/corpus_run/build.sh" "$w/plain" "$corpus" >"$w/b.log" 2>&1 &&
    "$repo/tests/corpus_run/build.sh" "$w/other" "$w/src_other" >>"$w/b.log" 2>&1 &&
    EXTRA_CXXFLAGS="-I$repo/include" EXTRA_LDFLAGS="$ld" "$repo/tests/corpus_run/build.sh" "$w/pdd" "$w/src_pdd" >>"$w/b.log" 2>&1 ||
    { tail -20 "$w/b.log"; echo "FAIL: build.sh"; exit 1; }
if EXTRA_LDFLAGS="$ld" "$repo/tests/corpus_run/build_variants.sh" "$w/var" lap3d plain="$w/plain" \
    dormant="$w/pdd" on="$w/pdd:probes" other="$w/other" >"$w/v.log" 2>&1; then
    ok "build_variants.sh: plain, dormant, on, other in one binary"
else
    cat "$w/v.log"; bad "build_variants.sh failed"
fi
PACE_DACE_DEBUG=True PDD_LOG="$w/l.%r.h5" "$w/var/run_lap3d" 24 20 6 --repeat 4 --alternate >"$w/run.out" 2>"$w/run.err"
rc=$?
[ $rc -eq 0 ] || { cat "$w/run.err"; bad "run_lap3d --alternate: exit $rc"; }
for v in plain dormant on other; do
    grep -qE "^variant $v time_ms median=[0-9.]+ min=[0-9.]+ ratio median=[0-9.]+$" "$w/run.out" &&
        ok "variant $v timed" || bad "no time line for variant $v: $(cat "$w/run.out")"
done
grep -q '^variant plain time_ms .* ratio median=1\.000000$' "$w/run.out" && ok "plain is the reference" ||
    bad "plain's ratio to itself is not 1"
grep -qx "variant other outputs differ from plain's" "$w/run.out" && ok "a build computing something else is found out" ||
    bad "the differing build was not reported"
[ "$(grep -c 'outputs differ' "$w/run.out")" = 1 ] && ok "dormant and on compute what plain does" ||
    bad "more than one variant differs: $(grep 'outputs differ' "$w/run.out")"
[ -f "$w/l.0.h5" ] && ok "the on calls wrote a log" || bad "no log from the on calls"
# usage errors
msg=$("$repo/tests/corpus_run/build_variants.sh" "$w/v2" lap3d "plain$w/plain" 2>&1); rc=$?
[ $rc -eq 2 ] && grep -q "bad variant 'plain$w/plain' (want NAME=BUILD" <<<"$msg" && ok "a variant without NAME= is refused: $msg" ||
    bad "bad variant spec: exit $rc, $msg"
msg=$("$repo/tests/corpus_run/build_variants.sh" "$w/v2" lap3d plain="$w/nowhere" 2>&1); rc=$?
[ $rc -eq 1 ] && grep -q "no $w/nowhere/lap3d/build/lap3d.o (build it with tests/corpus_run/build.sh)" <<<"$msg" &&
    ok "a missing build is named: $msg" || bad "missing build: exit $rc, $msg"

# ---- 2. the benchmark itself, small
out=$(env -u PROGRAMS -u CXXFLAGS ROUNDS=1 REPEAT=2 PROGRAMS="lap3d delp_update heat_3d" BENCH_SIZE="24 20 8" \
    BENCH_SIZE_heat_3d="16 2" "$repo/bench/bench_stencils.sh" "$build" 2>&1)
rc=$?
echo "$out"
[ $rc -eq 0 ] && ok "bench_stencils.sh exit 0" || bad "bench_stencils.sh: exit $rc"
for p in lap3d delp_update heat_3d; do
    grep -qE "^$p +[0-9.]+( \| +[0-9.]+ +[0-9.]+x \[[0-9.]+-[0-9.]+\]){4}$" <<<"$out" && ok "$p: a time and a ratio per variant" ||
        bad "$p: no complete table row"
    grep -qE "^goal $p +dormant [0-9.]+x (<=|>) 1\.01x: (met|MISSED)  on [0-9.]+x (<=|>) 1\.05x: (met|MISSED)  \(copy [0-9.]+x\)$" <<<"$out" &&
        ok "$p: goal line" || bad "$p: no goal line"
done
grep -q '^failed:\|differ from plain' <<<"$out" && bad "a variant failed or differs" || ok "nothing failed or differs"
[ $fails -eq 0 ] || { echo "bench_variants: $fails failure(s)"; exit 1; }
echo "bench_variants: all passed"
