#!/usr/bin/env bash
# bench/bench_gpu.sh BUILD_DIR
#
# What pdd's device probes cost on the GPU, against plain code and against pace's own checks.
# The program is fv3_step (bench/gpu/, written by bench/gpu/generate.py): one FV3-flavoured
# time step as DaCe generates it for Pace (23 kernels: a 7-point smoothing, the delp update,
# flux_x/flux_y/advect for six tracers, delp from dp2, a tridiagonal solve along K), all fields
# device-resident, one stream, a stream sync at the end of the step. Built four ways from the
# same source with nvcc into BUILD_DIR/bench-gpu/:
#
#   plain    the source as is
#   pdd      BUILD_DIR/bin/pdd-instrument's output of the .cu and the host .cpp (PDD_DEV_STORE or
#            PDD_DEV_STORE_OPS after each of the 27 stores, PDD_CUDA_BEGIN/COLLECT around each launch), linked
#            with BUILD_DIR/lib/libpdd, run as:
#              dormant  PACE_DACE_DEBUG unset
#              on       PACE_DACE_DEBUG=True PDD_LOG=<tmp>/b.%r.h5, default PDD_CHECKS (the goal)
#              nocupti  on, with PDD_CHECKS=default,!cupti (for information: CUPTI's share)
#              sync     on, with PDD_CUDA_SYNC=1 (for information: pdd's debugging mode)
#   pace     -DPACE_STYLE: what pace's PACE_DACE_DEBUG adds: after every kernel, one check
#            kernel per written array and checker (nan; tracers < -1e-8; delp < 0), re-reading
#            the region written (31 check kernels a step), and DaCe's syncdebug
#            (cudaGetLastError + cudaDeviceSynchronize) after every one of the 54 launches
#
# Everything is built first, so that a broken build fails here too; then, with no GPU, the
# script prints "bench_gpu: skipped: no GPU (...)" and exits 0 (without nvcc: "bench_gpu:
# skipped: nvcc not found"). On a GPU each run is one process: WARMUP untimed steps, then
# REPEAT blocks of STEPS steps, each block timed with CUDA events on the program's stream; the
# run reports the median ms a step over its blocks. Runs are interleaved round by round (each
# round: every size, every variant, the order of the variants rotated from round to round).
# Per size the table gives the median over rounds of those times, and the ratio to plain: the
# median over rounds of (variant / plain of the same round), with the smallest and largest.
#
# Every run must exit 0 and print the same checksums (sum and bit hash of every field the step
# writes) as plain; the on, nocupti and sync runs must write a log with no event, a clean exit,
# and at least one kernel call per launch (the probes really were on); the other runs must
# write none. A variant that fails to build or run is left out ("n/a", the reason under the
# table, its build log or run output on stderr) and the script exits 1 after the table.
#
# BENCH_GPU_EMULATE=1 builds the variants with g++ against tests/cuda_emu (device code run on
# the CPU) and runs them here: every check above is made, but the times mean nothing (the
# table says so). `make check` runs it so, small, so that this script is tested without a GPU.
#
# Environment: ROUNDS (5), STEPS (50), REPEAT (10), WARMUP (10), BENCH_GPU_SIZE ("192 192 80":
# I J K, a C192 tile), BENCH_GPU_SMALL_SIZE ("48 48 80", a C48 rank, where the cost per launch
# counts most; empty: not run), BENCH_GPU_ARCH (nvcc's -gencode flags; default sm_80 and sm_90
# code plus compute_90 PTX), NVCCFLAGS ("-O3"), NVCC, CUDA_HOME (/usr/local/cuda), PDD_CUPTI_LIB
# (passed on; every other PDD_* variable and PACE_DACE_DEBUG are unset).
# Output: the table only (stdout). Exit status: 0 when every build and run succeeded (or the
# benchmark was skipped), 1 when one failed, 2 on a usage error. A missed goal is not a
# failure: this is a measurement.
#
# Where the time goes (NVIDIA H200, CUDA 13.0; medians of 3 rounds of the pdd build without
# CUPTI against two more builds of its .cu with PDD_CUDA_LAUNCH_COLLECT redefined through
# nvcc -include: the collect kernel launched with an empty body, and not launched, its ring
# slots given back by pdd_cuda_collect_cancel): at 192x192x80, per launch, the host-side
# probes cost 1.1 us, the collect kernel's launch 1.7 us, and its writes into the ring 1.5 us
# when every site wrote a whole entry (now a clean site writes `ready` alone: the pdd build
# went from 1.15x to 1.125x). At 48x48x80 the kernels take 7 us each and launches bound the
# step: the collect's launch costs 3.9 us, its writes nothing more. CUPTI adds 0.8 us a launch.
set -u -o pipefail

if [ $# -ne 1 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
    sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
fi
t_start=$(date +%s)
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(cd "$1" 2>/dev/null && pwd) || { echo "bench_gpu.sh: no build directory $1" >&2; exit 2; }
instr=$build/bin/pdd-instrument
view=$build/bin/pdd-view
for t in "$instr" "$view"; do
    [ -x "$t" ] || { echo "bench_gpu.sh: no $t (make all)" >&2; exit 2; }
done
[ -e "$build/lib/libpdd.so" ] || { echo "bench_gpu.sh: no $build/lib/libpdd.so (make all)" >&2; exit 2; }
src=$root/bench/gpu
rounds=${ROUNDS:-5}
steps=${STEPS:-50}
repeat=${REPEAT:-10}
warmup=${WARMUP:-10}
sizes=()
for s in "${BENCH_GPU_SIZE:-192 192 80}" "${BENCH_GPU_SMALL_SIZE-48 48 80}"; do
    [ -z "$s" ] && continue
    read -r si sj sk extra <<<"$s"
    case "$si$sj$sk${extra:-}" in *[!0-9]*|'') si= ;; esac
    if [ -z "$si" ] || [ -z "$sj" ] || [ -z "$sk" ] || [ -n "${extra:-}" ]; then
        echo "bench_gpu.sh: size '$s': expected three whole numbers \"I J K\" (BENCH_GPU_SIZE," \
             "BENCH_GPU_SMALL_SIZE)" >&2
        exit 2
    fi
    sizes+=("$si $sj $sk")
done
for v in rounds steps repeat warmup; do
    case ${!v} in ''|*[!0-9]*) echo "bench_gpu.sh: ${v^^}=${!v}: expected a whole number" >&2; exit 2 ;; esac
done
if [ "$rounds" -lt 1 ] || [ "$steps" -lt 1 ] || [ "$repeat" -lt 1 ]; then
    echo "bench_gpu.sh: ROUNDS, STEPS and REPEAT must be at least 1" >&2
    exit 2
fi

CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
nvcc=${NVCC:-$(command -v nvcc 2>/dev/null || echo "$CUDA_HOME/bin/nvcc")}
emulate=${BENCH_GPU_EMULATE:-0}
if [ "$emulate" = 1 ]; then
    nvcc=$root/tests/cuda_emu/g++-as-nvcc
elif ! [ -x "$nvcc" ]; then
    echo "bench_gpu: skipped: nvcc not found"
    exit 0
fi
arch=${BENCH_GPU_ARCH:-"-gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=sm_90 -gencode arch=compute_90,code=compute_90"}
[ "$emulate" = 1 ] && arch=""
nvccflags=${NVCCFLAGS:-"-O3"}
nvcc_release=$("$nvcc" --version 2>/dev/null | sed -n 's/.*release \([0-9.]*\).*/\1/p')

# Nothing of pdd's configuration may leak in from the caller's environment (PDD_CUPTI_LIB only
# says where libcupti is).
unset PACE_DACE_DEBUG
for v in $(compgen -e); do
    case $v in PDD_CUPTI_LIB) ;; PDD_*) unset "$v" ;; esac
done

out=${PDD_TEST_WORK:-$build/bench-gpu}
rm -rf "$out" && mkdir -p "$out" || exit 1
work=$(mktemp -d "${TMPDIR:-/tmp}/bench_gpu.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

fail() {  # message, then files to show: fatal (before anything is measured)
    local msg=$1; shift
    echo "bench_gpu.sh: $msg" >&2
    for f in "$@"; do [ -f "$f" ] && tail -n 30 "$f" >&2; done
    exit 1
}

# ---- sources: the plain ones, and pdd-instrument's output of them
mkdir -p "$out/src/pdd"
for f in fv3_step_cuda.cu fv3_step.cpp; do
    "$instr" -o "$out/src/pdd/$f" "$src/$f" >"$work/instr.log" 2>&1 ||
        fail "pdd-instrument $src/$f failed" "$work/instr.log"
done
# The numbers mean nothing unless every store and launch carries its probe.
cu=$out/src/pdd/fv3_step_cuda.cu
stores=$(grep -cE '^[[:space:]]+[A-Za-z_][A-Za-z_0-9]*\[.*\] = __out;$' "$src/fv3_step_cuda.cu")
launches=$(grep -c 'cudaLaunchKernel(' "$src/fv3_step_cuda.cu")
# kernels a step: the host program's launcher calls outside its PACE_STYLE blocks
step_kernels=$(awk '/^#ifdef PACE_STYLE/ { pace = 1 } /^#endif/ { pace = 0 }
                    !pace && /^[[:space:]]+__dace_runkernel_/ { n++ } END { print n + 0 }' "$src/fv3_step.cpp")
for probe in "PDD_DEV_STORE $stores" "PDD_CUDA_BEGIN $launches" "PDD_CUDA_COLLECT $launches" \
             "PDD_KERNEL_END $launches"; do
    read -r name want <<<"$probe"
    # a store's probe may carry its operands (PDD_DEV_STORE_OPS)
    got=$(grep -cE "^[[:space:]]*$name(_OPS)?\(" "$cu")
    [ "$got" -eq "$want" ] ||
        fail "$cu: $got $name, expected $want (one per store/launch of $src/fv3_step_cuda.cu)"
done

# ---- builds (in parallel; all before anything is timed, and also where there is no GPU)
# build NAME SRCDIR EXTRA_FLAGS EXTRA_LDFLAGS: BUILD_DIR/bench-gpu/NAME/bench_gpu
# shellcheck disable=SC2086  # the flag variables are word lists on purpose
build() {
    local name=$1 dir=$2 flags=$3 ldflags=$4 o=$out/$1
    mkdir -p "$o" || return 1
    echo "== $name"
    "$nvcc" -std=c++17 $nvccflags $arch $flags -I"$root/tests/dace_compat" \
        -c "$dir/fv3_step_cuda.cu" -o "$o/fv3_step_cuda.o" &&
    "$nvcc" -std=c++17 $nvccflags -DWITH_CUDA $flags -I"$root/tests/dace_compat" \
        -c "$dir/fv3_step.cpp" -o "$o/fv3_step.o" &&
    "$nvcc" -std=c++17 $nvccflags -DWITH_CUDA -I"$src" -I"$root/tests/dace_compat" \
        -c "$src/bench_gpu_main.cpp" -o "$o/bench_gpu_main.o" &&
    "$nvcc" $arch -o "$o/bench_gpu" "$o/bench_gpu_main.o" "$o/fv3_step.o" "$o/fv3_step_cuda.o" $ldflags
}
pdd_ld="-L$build/lib -Xlinker -rpath -Xlinker $build/lib -lpdd"
build plain "$src" "" "" >"$work/build_plain.log" 2>&1 &
pid_plain=$!
build pdd "$out/src/pdd" "-I$root/include" "$pdd_ld" >"$work/build_pdd.log" 2>&1 &
pid_pdd=$!
build pace "$src" "-DPACE_STYLE" "" >"$work/build_pace.log" 2>&1 &
pid_pace=$!
# the device check of tests/e2e/gpu_check.sh
"$nvcc" -o "$out/count" "$root/tests/helpers/gpu_count.cu" >"$work/build_count.log" 2>&1
rc_count=$?
wait $pid_plain; rc_plain=$?
wait $pid_pdd; rc_pdd=$?
wait $pid_pace; rc_pace=$?
[ $rc_count -eq 0 ] || fail "nvcc cannot build a CUDA program ($root/tests/helpers/gpu_count.cu)" "$work/build_count.log"
for b in plain:$rc_plain pdd:$rc_pdd pace:$rc_pace; do
    [ "${b#*:}" -eq 0 ] || fail "the ${b%:*} build failed" "$work/build_${b%:*}.log"
done

# ---- is there a GPU? (cudaGetDeviceCount decides; nvidia-smi names what it sees)
smi=
if ! command -v nvidia-smi >/dev/null 2>&1; then smi="nvidia-smi not found"
elif ! nvidia-smi -L 2>/dev/null | grep -q '^GPU'; then
    smi="nvidia-smi lists none: $(nvidia-smi -L 2>&1 | head -1)"
fi
if [ "$emulate" = 1 ]; then
    :
elif ! why=$("$out/count" 2>&1); then
    echo "bench_gpu: skipped: no GPU (nvidia-smi/cudaGetDeviceCount: ${smi:-${why:-no device}})"
    exit 0
fi
device=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader -i 0 2>/dev/null | head -1)
[ "$emulate" = 1 ] && device="the CPU, emulated (tests/cuda_emu): THE TIMES MEAN NOTHING"

# ---- runs
notes=$work/notes.txt   # lines printed under the table
failed=$work/failed.txt # "size variant" left out after a failure
results=$work/results.txt   # size variant round median-ms
: >"$notes"
: >"$failed"
: >"$results"
variants=(plain dormant on pace nocupti sync)
nvar=${#variants[@]}
broken() {  # size variant message, then files to show: that variant is left out from now on
    local s=$1 v=$2 msg=$3; shift 3
    echo "bench_gpu.sh: ${s// /x} $v: $msg" >&2
    for f in "$@"; do [ -f "$f" ] && tail -n 30 "$f" >&2; done
    echo "$s $v" >>"$failed"
    echo "failed: ${s// /x} $v: $msg" >>"$notes"
}
is_broken() { grep -qx "$1 $2" "$failed"; }
logpat=$work/b.%r.h5

run_one() {  # size variant round
    local s=$1 v=$2 r=$3 bin env=() o=$work/run.out e=$work/run.err rc ms fmsg='' calls log
    rm -f "$work/assert.out"
    is_broken "$s" "$v" && return 0
    case $v in plain) bin=$out/plain/bench_gpu ;; pace) bin=$out/pace/bench_gpu ;; *) bin=$out/pdd/bench_gpu ;; esac
    case $v in
        on) env=(PACE_DACE_DEBUG=True "PDD_LOG=$logpat") ;;
        nocupti) env=(PACE_DACE_DEBUG=True "PDD_LOG=$logpat" 'PDD_CHECKS=default,!cupti') ;;
        sync) env=(PACE_DACE_DEBUG=True "PDD_LOG=$logpat" PDD_CUDA_SYNC=1) ;;
    esac
    rm -f "$work"/b.*
    # shellcheck disable=SC2086  # s is a word list
    env "${env[@]}" timeout 300 "$bin" $s --steps "$steps" --repeat "$repeat" --warmup "$warmup" >"$o" 2>"$e"
    rc=$?
    ms=$(sed -n 's/^time_ms median=\([^ ]*\) .*/\1/p' "$o")
    if [ $rc -ne 0 ]; then fmsg="round $r: exit status $rc"
    elif [ -z "$ms" ]; then fmsg="round $r: no time_ms line"
    elif grep -q '^pdd: .*could not start' "$e"; then fmsg="round $r: $(grep -m1 '^pdd: ' "$e")"
    elif [ ${#env[@]} -gt 0 ]; then
        # the rank in its name comes from the launcher's variables, if any
        log=$(compgen -G "$work/b.*.h5" | head -1)
        if [ -z "$log" ]; then fmsg="round $r: no log written"
        elif ! "$view" assert --none all --clean-exit "$log" >"$work/assert.out" 2>&1; then
            fmsg="round $r: pdd-view assert --none all --clean-exit: $(head -1 "$work/assert.out")"
        else
            # one /progress row a launch at least (CUPTI adds the GPU's own): the probes were on
            calls=$("$view" summary --json "$log" | grep -o '"calls":[[:space:]]*[0-9]*' | tail -1 | grep -o '[0-9]*$')
            local want=$((step_kernels * (warmup + steps * repeat)))
            if [ "${calls:-0}" -lt "$want" ]; then
                fmsg="round $r: the log has ${calls:-no} kernel calls, expected at least $want"
            elif [ "$r" = 0 ] && [ "$calls" -gt "$want" ]; then
                echo "$v" >>"$work/cupti.$v" # CUPTI's rows are there too
            fi
        fi
    elif compgen -G "$work/b.*" >/dev/null; then fmsg="round $r: a log was written with the probes dormant"
    fi
    rm -f "$work"/b.*
    if [ -n "$fmsg" ]; then
        echo "bench_gpu.sh: ${s// /x} $v: $bin $s --steps $steps --repeat $repeat --warmup $warmup" >&2
        broken "$s" "$v" "$fmsg" "$o" "$e" "$work/assert.out"
        return 0
    fi
    [ -n "$device" ] || device=$(sed -n 's/^device //p' "$o")
    grep '^sum ' "$o" >"$work/sum.${s// /x}.$v.$r"
    local ref=$work/sum.${s// /x}.ref
    [ -f "$ref" ] || cp "$work/sum.${s// /x}.$v.$r" "$ref"
    if ! cmp -s "$work/sum.${s// /x}.$v.$r" "$ref"; then
        broken "$s" "$v" "round $r: outputs (checksums) differ from the first run's" "$o"
        return 0
    fi
    echo "${s// /x} $v $r $ms" >>"$results"
}

for ((r = 0; r < rounds; r++)); do
    for s in "${sizes[@]}"; do
        # plain first in round 0 (its checksums are the reference), then rotated
        for ((n = 0; n < nvar; n++)); do
            run_one "$s" "${variants[(r + n) % nvar]}" "$r"
        done
    done
done
with_cupti=$(cd "$work" && for f in cupti.*; do [ -f "$f" ] && printf ' %s' "${f#cupti.}"; done)
[ -n "$with_cupti" ] && echo "note: logs with CUPTI's kernel records too (libcupti found):$with_cupti" >>"$notes"

# ---- table
elapsed=$(($(date +%s) - t_start))
size_list=""
for s in "${sizes[@]}"; do size_list="$size_list ${s// /x}"; done
awk -v sizes="$size_list" -v variants="${variants[*]}" -v rounds="$rounds" -v steps="$steps" \
    -v repeat="$repeat" -v warmup="$warmup" -v device="${device:-?}" -v flags="${nvcc_release:-?} $nvccflags" \
    -v elapsed="$elapsed" -v notesfile="$notes" -v nk="$step_kernels" -v nc="$((launches - step_kernels))" \
    -v nl="$launches" -v emulate="$emulate" '
function median(a, n,    i, j, t) {  # sorts a[1..n]
    for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
{ ms[$1, $2, $3] = $4; have[$1, $2, $3] = 1 }
END {
    printf "pdd GPU benchmark on %s: fv3_step (%d kernels a step, doubles), %d rounds, each run %d blocks " \
           "x %d steps after %d warm-up, timed with CUDA events; nvcc %s\n", device, nk, rounds, repeat, steps,
           warmup, flags
    printf "variants: plain; pdd dormant / on (PACE_DACE_DEBUG=True) / nocupti (on, !cupti) / sync (on, " \
           "PDD_CUDA_SYNC=1); pace (%d check kernels, syncdebug after all %d launches)\n", nc, nl
    printf "ms/step = median over rounds of each run'\''s median block; ratio = median over rounds of " \
           "(variant / plain of the same round) [smallest-largest]\n"
    printf "%-12s %-8s %10s  %s\n", "size", "variant", "ms/step", "ratio to plain"
    ns = split(sizes, S, " ")
    nv = split(variants, V, " ")
    for (si = 1; si <= ns; si++) {
        s = S[si]
        for (vi = 1; vi <= nv; vi++) {
            v = V[vi]; n = 0; m = 0
            for (r = 0; r < rounds; r++) {
                if (!((s, v, r) in have)) continue
                B[++n] = ms[s, v, r]
                if ((s, "plain", r) in have && ms[s, "plain", r] > 0)
                    C[++m] = ms[s, v, r] / ms[s, "plain", r]
            }
            line = sprintf("%-12s %-8s", vi == 1 ? s : "", v)
            if (!n) { print line sprintf(" %10s", "n/a"); continue }
            line = line sprintf(" %10.4f", median(B, n))
            if (v == "plain") { print line "  1.000x"; continue }
            if (!m) { print line "  n/a"; continue }
            rat = median(C, m)
            if (v == "on") goal[s] = rat
            print line sprintf("  %.3fx [%.3f-%.3f]", rat, C[1], C[m])
        }
    }
    line = emulate == 1 ? "goal: not judged (emulated on the CPU; these ratios say nothing of a GPU):" : "goal: pdd on <= 1.03x plain:"
    for (si = 1; si <= ns; si++) {
        s = S[si]
        line = line sprintf(" %s %s", s, (s in goal) ? sprintf("%.3fx%s", goal[s], emulate == 1 ? "" : goal[s] <= 1.03 ? " (met)" : " (missed)") : "n/a")
        if (si < ns) line = line ";"
    }
    print line
    while ((getline l < notesfile) > 0) print l
    printf "(%d s in all, builds included)\n", elapsed
}' "$results"
[ -s "$failed" ] && exit 1
exit 0
