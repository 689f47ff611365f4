#!/bin/sh
# The FV3-flavoured example (examples/fv3_tracers), instrumented by pdd-instrument at build
# time, run with PACE_DACE_DEBUG=True and each planted fault: the log's first event must name
# the kernel, field, (i,j,k) and the step (the kernel's call) where the fault was planted; the
# wild store must die by SIGSEGV and leave a crash event; a clean run logs no event; without
# PACE_DACE_DEBUG nothing is written; four ranks with the fault on rank 2 log events in
# pdd.2.h5 only. The expected lines are the ones examples/README.md documents.
# Usage: example_e2e.sh BUILD_DIR   (runs `make examples` first when the program is missing)
# Where nvcc built the CUDA variant and the CUDA runtime sees a GPU (tests/helpers/gpu_count.cu, as
# tests/e2e/gpu_check.sh asks), its --cuda-illegal fault runs too; elsewhere a `note:` line says
# that part was not run and why, and the CPU cases decide the exit status.
set -u
[ $# -eq 1 ] || { echo "usage: example_e2e.sh BUILD_DIR" >&2; exit 99; }
mkdir -p "$1" && build=$(cd "$1" && pwd) || exit 99
repo=$(pwd)
prog=$build/examples/fv3_tracers/fv3_tracers
events=$build/tests/log_events
work=${PDD_TEST_WORK:-$build/example-e2e}
rm -rf "$work" && mkdir -p "$work" || exit 99
# shellcheck disable=SC3045 # dash and bash both have ulimit -c
ulimit -c 0 2>/dev/null # the SIGSEGV case leaves no core file behind

if [ ! -x "$prog" ] || [ ! -x "$events" ]; then
    # The top Makefile includes examples/examples.mk; before it does, name it here.
    if grep -q '^include examples/examples.mk' Makefile 2>/dev/null; then set -- -f Makefile
    else set -- -f Makefile -f examples/examples.mk; fi
    make -s "$@" BUILD="$build" examples "$build/tests/log_events" >"$work/make.log" 2>&1 \
        || { echo "FAIL: example_e2e: make examples failed (see $work/make.log)"; tail -5 "$work/make.log"; exit 1; }
fi

failed=0
fail() { echo "FAIL: example_e2e: $*"; failed=$((failed + 1)); }

# Is there a GPU? Asked of the CUDA runtime by a program nvcc builds, in the background
# while the CPU cases run. nvcc is looked for where examples/examples.mk looks.
nvcc=$(command -v nvcc 2>/dev/null || echo /usr/local/cuda/bin/nvcc)
[ -x "$nvcc" ] || nvcc=""
[ -z "$nvcc" ] || "$nvcc" -o "$work/gpu_count" "$repo/tests/helpers/gpu_count.cu" >"$work/gpu_count.log" 2>&1 &
gpu_count_build=$!
[ -z "${PDD_TEST_GPU+set}" ] || echo "example_e2e: note: PDD_TEST_GPU is ignored; the CUDA case runs wherever a GPU is found"

# The committed sources are what generate.py writes (so SDFG, source map and code agree), and
# pdd-instrument named all 21 loop nests from the SDFG (no <function>_loop_<line> fallback).
if command -v python3 >/dev/null 2>&1; then
    if ! python3 "$repo/examples/fv3_tracers/generate.py" --out "$work/generated" >"$work/generate.diff" 2>&1 \
        || ! diff -r "$work/generated/cpu" "$repo/examples/fv3_tracers/cpu" >>"$work/generate.diff" 2>&1 \
        || ! diff -r "$work/generated/gpu" "$repo/examples/fv3_tracers/gpu" >>"$work/generate.diff" 2>&1; then
        fail "examples/fv3_tracers/{cpu,gpu} differ from what generate.py writes (see $work/generate.diff)"
    fi
else
    fail "no python3 to check examples/fv3_tracers against generate.py (apt-get install python3)"
fi
manifest=$build/examples/fv3_tracers/cpu/src/cpu/fv3_tracers.cpp.pdd.json
loops=$(grep -c '"kind":[[:space:]]*"loop"' "$manifest")
[ "$loops" -eq 21 ] || fail "the manifest lists $loops loop kernels, expected 21 ($manifest)"
! grep -q '_loop_[0-9]*"' "$manifest" || fail "a kernel was not named from the SDFG: $(grep -o '"[a-z_0-9]*_loop_[0-9]*"' "$manifest" | head -3)"

# run NAME ARGS...: the program in $work/NAME/ with the probes on, log $work/NAME/pdd.0.h5;
# sets $rc.
run() {
    name=$1
    shift
    mkdir -p "$work/$name"
    # not the subshell's last command, so that no shell reports a signal on the terminal
    (cd "$work/$name" && PACE_DACE_DEBUG=True PDD_LOG="$work/$name/pdd.%r.h5" "$prog" "$@" \
        >"$work/$name/out" 2>"$work/$name/err"; exit $?) 2>/dev/null
    rc=$?
}
# first NAME: the log's first event up to " value=", or "(none)"
first() {
    line=$("$events" "$1" 2>"$work/events.err" | head -1)
    [ -n "$line" ] || line="(none)"
    echo "${line% value=*}"
}
value_of() { "$events" "$1" | head -1 | sed 's/.* value=//'; }
expect_first() { # NAME LOG WANT
    got=$(first "$2")
    [ "$got" = "$3" ] || fail "$1: first event '$got', expected '$3'"
}

# Probes dormant: six steps, no log, no journal.
mkdir -p "$work/off"
(cd "$work/off" && unset PACE_DACE_DEBUG && "$prog" >out 2>err)
rc=$?
[ "$rc" -eq 0 ] || fail "off: exit $rc: $(head -3 "$work/off/err")"
[ "$(grep -c '^step ' "$work/off/out")" -eq 6 ] || fail "off: expected 6 step lines: $(cat "$work/off/out")"
for f in "$work"/off/* "$work"/off/.[!.]*; do
    case ${f##*/} in out | err | '*' | '.[!.]*') ;; *) fail "off: without PACE_DACE_DEBUG the run wrote ${f##*/}" ;; esac
done

# Clean: a log with no event, and the same step lines as with the probes dormant.
run clean
[ "$rc" -eq 0 ] || fail "clean: exit $rc"
[ -f "$work/clean/pdd.0.h5" ] || fail "clean: no log pdd.0.h5"
expect_first clean "$work/clean/pdd.0.h5" "(none)"
cmp -s "$work/off/out" "$work/clean/out" || fail "clean: the probes changed the results (diff $work/off/out $work/clean/out)"

# A zero delp: dp2 = 0 there, delp/dp2 = 0/0 in the first tracer advected.
run zero_delp --zero-delp 3,12,10,5
[ "$rc" -eq 0 ] || fail "zero_delp: exit $rc"
expect_first zero_delp "$work/zero_delp/pdd.0.h5" "nan advect_qvapor_map_1_0_11 qvapor 12,10,5 call=3 count=1"

# NDSL's names for the switch, PACE_DACE_DEBUG unset (NDSL removed it in 2025-10): the same
# first event, and the summary says which switch turned the probes on; False leaves them dormant.
for sw in NDSL_DACE_DEBUG NDSL_DACE_FORCE_SYNC_GPU; do
    mkdir -p "$work/$sw"
    (cd "$work/$sw" && unset PACE_DACE_DEBUG && env "$sw=True" PDD_LOG="$work/$sw/pdd.%r.h5" "$prog" \
        --zero-delp 3,12,10,5 >out 2>err) || fail "$sw: exit $?: $(head -3 "$work/$sw/err")"
    expect_first "$sw" "$work/$sw/pdd.0.h5" "nan advect_qvapor_map_1_0_11 qvapor 12,10,5 call=3 count=1"
    "$build/bin/pdd-view" summary "$work/$sw/pdd.0.h5" 2>&1 | grep -qx "  probes on by $sw" ||
        fail "$sw: the summary does not say '  probes on by $sw': $("$build/bin/pdd-view" summary "$work/$sw/pdd.0.h5" 2>&1 | head -3)"
    mkdir -p "$work/$sw-off"
    (cd "$work/$sw-off" && unset PACE_DACE_DEBUG && env "$sw=False" "$prog" >out 2>err) || fail "$sw=False: exit $?"
    [ -z "$(ls "$work/$sw-off" | grep -v '^out$\|^err$')" ] || fail "$sw=False: the run wrote $(ls "$work/$sw-off")"
done

# A negative tracer: advected, it is still negative where planted (and downstream).
run neg_tracer --neg-tracer qice,2,7,5,4
[ "$rc" -eq 0 ] || fail "neg_tracer: exit $rc"
expect_first neg_tracer "$work/neg_tracer/pdd.0.h5" "neg_tracer advect_qice_map_4_0_11 qice 7,5,4 call=2 count=3"
v=$(value_of "$work/neg_tracer/pdd.0.h5")
awk -v v="$v" 'BEGIN { w = -0.0081902756232825787; exit !(v - w < 1e-12 && w - v < 1e-12) }' \
    || fail "neg_tracer: value $v, expected -0.0081902756232825787"

# A wild store: the surface level index of one column is 2^30. SIGSEGV; the journal keeps
# the crash (log_events recovers it).
run oob --oob 4
[ "$rc" -eq 139 ] || fail "oob: exit $rc, expected 139 (SIGSEGV)"
[ -f "$work/oob/pdd.0.h5.journal" ] || fail "oob: no journal pdd.0.h5.journal after the crash"
expect_first oob "$work/oob/pdd.0.h5.journal" "crash set_qvapor_sfc_map_0_3_0 - -1,-1,-1 call=4 count=1"
if ! grep -q '^step 3/6' "$work/oob/out" || grep -q '^step 4/6' "$work/oob/out"; then
    fail "oob: expected steps 1-3 and a crash in step 4: $(cat "$work/oob/out")"
fi

# Bad input is refused with a message.
run bad --zero-delp 3,0,10,5
if [ "$rc" -ne 2 ] || ! grep -q 'not an interior point' "$work/bad/err"; then
    fail "bad: exit $rc, expected 2 and a message: $(cat "$work/bad/err")"
fi

# Four ranks, the fault on rank 2: events in pdd.2.h5 only, every log written.
ranks=$work/ranks
PACE_DACE_DEBUG=True "$repo/examples/run_ranks.sh" --dir "$ranks" --prog "$prog" --fault-rank 2 4 \
    --zero-delp 3,12,10,5 >"$work/ranks.out" 2>&1
rc=$?
[ "$rc" -eq 0 ] || fail "ranks: exit $rc: $(cat "$work/ranks.out")"
for r in 0 1 3; do
    [ -f "$ranks/pdd.$r.h5" ] || fail "ranks: no pdd.$r.h5"
    expect_first "ranks (rank $r)" "$ranks/pdd.$r.h5" "(none)"
done
expect_first "ranks (rank 2)" "$ranks/pdd.2.h5" "nan advect_qvapor_map_1_0_11 qvapor 12,10,5 call=3 count=1"

# Rank 2 crashes: the launcher waits for the others, exits 1, every rank's log is there.
PACE_DACE_DEBUG=True "$repo/examples/run_ranks.sh" --dir "$ranks" --prog "$prog" --fault-rank 2 4 \
    --oob 3 >"$work/ranks_crash.out" 2>&1
rc=$?
[ "$rc" -eq 1 ] || fail "ranks_crash: exit $rc, expected 1: $(cat "$work/ranks_crash.out")"
for r in 0 1 3; do
    [ -f "$ranks/pdd.$r.h5" ] || fail "ranks_crash: no pdd.$r.h5"
    expect_first "ranks_crash (rank $r)" "$ranks/pdd.$r.h5" "(none)"
done
expect_first "ranks_crash (rank 2)" "$ranks/pdd.2.h5.journal" "crash set_qvapor_sfc_map_0_3_0 - -1,-1,-1 call=3 count=1"

# The CUDA build: linked when nvcc is there; run where there is a GPU.
cuda=$build/examples/fv3_tracers/fv3_tracers_cuda
cuda_ran="" not_run=""
wait "$gpu_count_build"
gpu_count_rc=$?
if [ -z "$nvcc" ]; then
    not_run="no nvcc (neither in PATH nor /usr/local/cuda/bin, where examples/examples.mk looks), so no CUDA build"
else
    [ -x "$cuda" ] || fail "nvcc is there ($nvcc) but $cuda was not built (make BUILD=$build examples)"
    grep -q PDD_CUDA_COLLECT "$build/examples/fv3_tracers/gpu/src/cuda/fv3_tracers_cuda.cu" 2>/dev/null \
        || fail "the CUDA build's .cu is not instrumented"
    if [ "$gpu_count_rc" -ne 0 ]; then
        fail "$nvcc cannot build tests/helpers/gpu_count.cu, so whether there is a GPU is unknown: $(head -3 "$work/gpu_count.log")"
    elif ! why=$("$work/gpu_count"); then
        not_run="no GPU (cudaGetDeviceCount: $why)"
    elif [ -x "$cuda" ]; then
        prog=$cuda
        export PDD_CUDA_SYNC=1 # the kernel's own fault, attributed to it
        run cuda --cuda-illegal 3
        unset PDD_CUDA_SYNC
        want="cuda_error set_qvapor_sfc_map_0_4_0 - -1,-1,-1 call=3 count=1" got=$(first "$work/cuda/pdd.0.h5")
        [ "$got" = "$want" ] || fail "cuda: first event '$got', expected '$want' (exit $rc: $(head -2 "$work/cuda/err"))"
        cuda_ran=", CUDA illegal address"
    fi
fi

[ -z "$not_run" ] || echo "note: example_e2e: the CUDA case (fv3_tracers_cuda --cuda-illegal 3) was not run: $not_run; the CPU cases were"
[ "$failed" -eq 0 ] || exit 1
echo "PASS: example_e2e (fv3_tracers: dormant, clean, zero delp, NDSL's two switches, negative tracer, wild store, 4 ranks twice$cuda_ran)"
