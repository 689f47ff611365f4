#!/usr/bin/env bash
# bench/bench_stencils.sh BUILD_DIR
#
# What pdd's probes cost on real DaCe output: six corpus programs, each field >= 32 MB, built
# three ways with tests/corpus_run/build.sh (GPU=0, -O3 -march=native):
#
#   lap3d, delp_update, tracer_advection   one call of the stencils, 256 x 256 x 64 doubles
#                                          (rarea, the only 2-D field, is 0.5 MB)
#   jacobi_2d        a time loop (4 steps) around two 5-point sweeps, 2048 x 2048 doubles (the
#                    per-step source src is 4 x 2048 x 2048)
#   heat_3d          a time loop (4 steps) around two 7-point sweeps, 160^3 doubles in arrays of
#                    one size symbol (strides N**2, N); src is 4 x 160^3
#   vertical_solver  a Thomas solve: sequential k loops (FORWARD, BACKWARD) around horizontal
#                    maps, 256 x 256 x 64 doubles (a map call per level)
#
#
#   plain    the original corpus source
#   pdd      BUILD_DIR/bin/pdd-instrument's output, linked with BUILD_DIR/lib/libpdd, called two ways:
#              dormant  libpdd's switch (pdd_enabled) cleared: the probes present but off
#              on       the run has PACE_DACE_DEBUG=True PDD_CHECKS=all,!trace,!inputs
#                       PDD_LOG=<tmp>/b.%r.h5 (every checker of the stores; the opt-in scan of
#                       inputs is not one), and pdd_enabled is set for these calls
#   pace     pdd-instrument --pace-baseline: a re-scan of every written array after each kernel
#            (pace's way), called with the probes dormant so that only the re-scan costs
#   copy     plain's build once more, linked as a build of its own (its code at other
#            addresses): the same code against itself, so its ratio is what this way of measuring
#            calls a difference where there is none (code placement and the run's noise); a
#            dormant ratio within copy's is no cost that these runs can see
#
# The builds of a program are linked into one binary (tests/corpus_run/build_variants.sh: each
# build's symbols under its own prefix), and the driver's --alternate calls the five variants
# in turn, REPEAT rounds of one call each (the order rotated from round to round, the
# first round a warm-up): every variant runs in the same process, on the same arrays, so what
# separates them is their code alone. Separate processes of one binary differ by up to 15% on
# the VMs measured so far (where the arrays land); within one process that noise is gone. A run
# gives per variant the median time of its calls and the median over its rounds of (its time /
# plain's of the same round). ROUNDS such runs are made per program (three times as many of
# lap3d, spread through each round of the programs), interleaved program by program; the
# table gives per variant the median over runs of those medians, and of those ratios with the
# smallest and largest.
#
# The programs allocate their transients (33 MB each: 5 in delp_update, 15 in tracer_advection)
# with new[] on every call; glibc serves blocks over 32 MB with mmap, so every call page-faults
# them in again, 4 KB at a time: on a VM about 60% of delp_update's time, the same for every
# variant. To time the kernels rather than the page faults, the runs get
# GLIBC_TUNABLES=glibc.malloc.hugetlb=1 (glibc >= 2.35: malloc asks for transparent huge pages,
# which the kernel's "madvise" THP mode then gives): the transients are still fresh memory on
# every call, but faulted in 2 MB at a time. BENCH_MALLOC=default leaves glibc as it is.
# (Turning mmap off instead, so the heap is reused, is worse: the heap fragments differently per
# build, and a build linked with libpdd kept faulting for several calls more than plain.)
#
# Where the probes' time goes (GCC 12 -O3 -march=native on an AVX-512 machine; read from
# -fopt-info-vec-optimized and the disassembly of the loops; the VMs measured so far have no
# hardware counters, so `perf stat` gives task-clock only):
#   - every instrumented loop vectorises as the original does: the same 64-byte main loop, the
#     same versioning for aliasing, the same 32-byte remainder loop;
#   - a probed loop nest is there three times: the fast form, the compares, and the nest as
#     generated for dormant probes (probes.c; one test of pdd_enabled and one call of
#     pdd_kernel_fast per kernel call choose); each site's range is read once per kernel call,
#     before the nest (PDD_SITE_RANGE): read at the innermost loop, as it was, GCC read it again
#     (a pointer and two doubles from the unit, and the fast form's top computed) before every
#     innermost loop, since the loop's stores of doubles may alias it;
#   - the fast form, while a kernel's stored values are not negative: one unsigned maximum of
#     the stored bits per vector of 8 doubles (vpmaxuq), the same with and without -ffast-math;
#     a loop holding a negative value raises an alarm and a re-check, and a call with more
#     alarms than bad values sends the kernel to the compares from its next call on;
#   - the compares: two compares and a blend per vector into a 64-bit flag (vcmppd, vcmppd{k},
#     vpblendmq): heat_3d's inner loop goes from 13 to 16 instructions a vector, lap3d's from 9
#     to 12; under -ffast-math, where the compares cannot be trusted with NaN, the unsigned and
#     signed maxima of the bits (vpmaxuq, vpmaxsq; it was an order key, a subtraction, an
#     unsigned compare and a blend: five operations);
#   - after each innermost loop the accumulator's lanes are reduced (vextracti64x4, vpmax*q:
#     about 7 instructions) and tested with pdd_enabled; lap3d's innermost loop is 64 doubles,
#     8 vectors, so this per-loop cost weighs about as much as the per-vector one;
#   - the cold path (the re-check of a flagged loop, pdd_site_fail) runs only where a value is
#     bad, or on an alarm; kernel begin/end is measured by bench_kernel.
#   - a bulk copy (DaCe 1's whole-array CopyNDDynamic: tracer_advection's dp2 = delp and
#     delp = dp2) is scanned after it by pdd_copy_doubt, in the program's OpenMP threads: one
#     unsigned maximum of the bits per double, vectorised; libpdd's exact scan only where that
#     leaves a doubt. libpdd's scalar scan of both copies had cost DaCe 1's tracer_advection
#     about 6% (9 ms of 145 ms a call; 1.087x on / plain against 0.987x without the two
#     scans, in one process, -ffast-math); with pdd_copy_doubt the call costs 1.002x.
# The forms measured in one process that alternates plain and variants call by call (lap3d,
# jacobi_2d, heat_3d at the sizes above, 2 threads, wall time, 150-300 calls each; the median
# of the per-call ratios to plain):
#   -O3 -march=native, DaCe 2 code:   compares: heat_3d 1.06-1.07x, jacobi_2d 1.03x;
#                                     fast form: heat_3d 1.03x, jacobi_2d 1.015-1.02x
#                                     (lap3d ~1.0x with either in those runs; what its rows cost: below)
#   -ffast-math, DaCe 2 code:         order key: heat_3d 1.12x, jacobi_2d 1.08x, lap3d 1.07x;
#                                     two maxima: heat_3d 1.08x, jacobi_2d 1.025x, lap3d 1.03x;
#                                     fast form: heat_3d 1.04x, jacobi_2d 1.03x
#   -ffast-math, DaCe 1 code:         two maxima: heat_3d 1.06x, jacobi_2d 1.03x, lap3d 1.05x;
#                                     fast form: heat_3d 1.025x, jacobi_2d 1.015x, lap3d 1.0x
#   Earlier: no accumulation at all (the probed copy, begin/end, binding) 1.00-1.02x; the fast
#   form with a run-time shift that would also have served values of both signs (vpsllq,
#   vpmaxuq) lost what the fast form gains; a vectorised re-read of every row holding a
#   negative value cost lap3d 1.07x.
# What a row costs. Whatever runs once per innermost loop is paid once per row: GCC's
# reduction of the accumulator's lanes, the test, and the loop's invariants reloaded around
# the cold path's call (a call clobbers every vector register). lap3d (6 memory operations a
# point) spends about 40 cycles on a row of 16 doubles and 150 on one of 64, so the same few
# cycles weigh 20% and 5%. This bench with BENCH_SIZE_lap3d (4 M points, -O3, 9 runs each, one
# sweep): on at K=16 1.241x, K=32 0.980x, K=64 1.175x, K=128 1.079x, K=1024 0.993x.
# Other forms, each linked into one binary with plain and the fast form (lap3d, -O3, each
# process after 3 s of load on both cores): the range of the form's per-process medians, and
# in brackets the fast form's in the same processes, at K = 16, 64 and 1024 doubles a row:
#                                                 K=16                K=64                K=1024
#   (no probe) only the test and cold call a row  1.13-1.15 [1.25-1.33] 1.02-1.08 [1.00-1.10]
#   row maxima folded per plane, tested then      1.18-1.20 [1.24-1.26] 0.92-1.32 [0.95-1.28]
#   each row re-read (masked AVX-512 compare)     1.18-1.23 [1.29-1.36] 1.07-1.10 [1.05-1.07] 1.09-1.13 [1.01-1.05]
#   each row re-read, one vector max a plane      1.20-1.25 [1.22-1.27] 0.96-1.04 [0.97-1.06] 1.08-1.11 [1.00-1.02]
#   the plane re-read after its rows (from L2)    1.09-1.11 [1.23-1.27] 1.12-1.15 [0.97-1.04] 1.21-1.25 [1.00-1.02]
#   a maximum per lane in memory (acc[k])         1.06-1.09 [1.29-1.31] 1.46-1.64 [1.01-1.06]
#   a flag per lane in memory, stored when bad    1.07-1.09 [1.25-1.36] 1.01-1.12 [0.92-1.09] 1.01-1.02 [0.99-1.01]
#   the compares                                                      1.02-1.11 [1.01-1.16]
# (The flag per lane: `if (bits > top) lane[k - k0] = bits`, a distinct slot per iteration, which
# GCC turns into a compare, a kortest and a branch per vector, the store out of line; no
# reduction per row, the lanes read once per plane. The per-lane maximum, read and written
# every iteration, makes the stencil's loads wait on its stores instead.)
# No form is cheaper at every row length, and none reaches 1.05x at 16 doubles a row. On lap3d
# at K=64 the machine's state moves the fast form more than anything above: a process after 3 s
# of load reads 1.04-1.09x, one after idling 0.93-0.99x; this bench's 9-run medians of lap3d
# read 0.961x to 1.175x within one hour, while copy and dormant stayed within 0.985x-1.014x.
# On an AMD EPYC VM with AVX-512 (2 cores, 32 KB L1d and 1 MB L2 a core; cpu-clock samples only)
# lap3d's cost is steady, not noise: on 1.07x-1.22x in every run, copy and dormant 0.96x-1.03x.
# perf record (64^3 in cache, one thread, 8000 calls a variant): the probed inner loop takes
# fewer samples than plain's (24,300 against 27,800), the code run once a row 10,400 against
# 2,400: the lane reduction, the spill around it and the test. By row length (one binary, 3
# processes each, 4 M points): K=32 1.16-1.17x, 48 1.10-1.13x, 64 1.07-1.12x, 96 1.06-1.11x,
# 128 1.04-1.08x, 256 1.02-1.03x. One thread costs the same as two (1.14-1.15x); fields that
# fit in cache cost more (64^3: 1.17-1.18x). Other forms there, each linked with plain and the
# fast form (hand-edited copies of the fast form's output, 256 x 256 x 64, 2 threads, 3-5
# processes of 48 rounds; in brackets the fast form's range in the same processes):
#   the accumulator across a plane's rows, tested once a plane   1.10-1.14x [1.09-1.13]
#   no test at all: each row's maximum stored to memory           1.06-1.09x [1.08-1.10]
#   the range's top a constant, no test of pdd_enabled            1.09-1.10x [1.10-1.12]
#   a flag per lane, a masked store when bad (buffer per thread)  1.08-1.11x [1.10-1.14]
#     at other row lengths no better: K=16 1.12-1.16x [1.12-1.17], 256 1.01-1.05x [1.02-1.08],
#     1024 1.01-1.04x [1.01-1.03]
#   each row re-read after its loop (vector extension, no reduction a row)
#                                                                 1.11-1.15x [1.10-1.13]
#     the same unrolled by 4, two accumulators                    1.09-1.12x [1.10-1.14]
#   the plane re-read after its rows (one reduction a plane)      1.08-1.10x [1.10-1.14]
#     (1.19x where the fields fit in cache: a sixth load a vector in a loop bound on loads)
#   two or four rows a k loop (unroll and jam by hand)            1.70-2.27x: GCC no longer
#                                                                 vectorises the loop
#   plain and fast form both with -mprefer-vector-width=256       on 1.10-1.12x, plain's own
#                                                                 256-bit code 1.05-1.07x
# Even eight nops after plain's inner loop cost it 1.08x (GCC then spills the loop's bound, a
# sixth load a vector). A loop of 8 vectors a row leaves no room: the cheapest forms add about
# as many operations a row as the reduction does, and none reached 1.05x here.
# Later, on the same VM (3-5 processes of 48 rounds each, hand-edited copies of the output linked
# with plain and the pass's output of the time, whose ratio is in brackets):
#   no accumulation at all (the nest's copies, begin/end, each row's test of a constant)
#                                                                 0.99-1.01x [1.10-1.13]
#   the fast form for lap3d's signed values: the sign bit masked off where a site's range is
#   symmetric (the nan and inf checkers': no alarm, so no switch to the compares; one vpandq
#   more a vector)                                                1.11-1.16x [1.10-1.15]
#   that, with the range read once a plane or once per call, before the nest
#                                                                 1.10-1.12x [1.12-1.15]
#   after the range change, the rows' maxima folded without a branch and tested once a plane
#   (the plane re-checked on the cold path)                       1.07-1.13x [1.06-1.10]
#   the same without any call on the cold path (no probe: what the call's presence costs)
#                                                                 1.05-1.09x [1.06-1.10]
# so what lap3d pays is the accumulation and its reduction each row, not the form of the test
# (under -ffast-math the compares' second reduction a row, taken out, changed nothing either).
# Reading the range before the nest is what the pass now writes: against the pass before it, in
# the same processes (-O3, 4 processes of 48 rounds), lap3d 1.05-1.09x [1.07-1.11]; under
# -ffast-math (DaCe 1 code) 1.08-1.14x [1.10-1.16]; tracer_advection and vertical_solver
# 1-2% less; heat_3d, jacobi_2d and delp_update the same within their runs' spread (0.99-1.04x).
# What the per-row cost is made of (read from GCC 12's assembly of lap3d's three copies, then
# measured with hand-edited copies of the pass's output as above, 4 processes of 48 rounds):
# any reduction in a row loop's enclosing loop makes GCC give up the row bases as induction
# variables. Plain's (and the dormant copy's) path from the j loop's head to the vector loop is
# 43 instructions, the six row pointers stepped by one add each; the fast copy's is 94, every
# base recomputed from the int indices each row and some values kept in xmm registers and on
# the stack. It stays 94 whatever the reduction: a maximum, an OR or a sum of the bits, the
# accumulation in a loop of its own after the row, or carried across the rows and tested once
# a plane; with no reduction it is 43 again. Measured: the maximum stored per row with no test
# 1.15-1.23x, no accumulation 0.99-1.05x, the pass's fast form 1.08-1.11x. A form with no
# reduction: each vector's bits compared with top (vpcmpuq, kortest and a branch to an
# out-of-line store of the bits into a per-thread buffer at [k]), the buffer tested once a plane
# after the j loop; the row path stays plain's, and lap3d costs 1.00-1.03x (8 processes)
# against the fast form's 1.08-1.11x in the same ones; with the exact test instead (the bits
# compared signed with hi's and unsigned with lo's, two vpcmpq a vector; exact for ranges that
# hold 0) 1.02-1.04x. The pass now writes the first of these where the row loop is alone in
# the loop around it (instrument/pass/row_block.c; PDD_SITE_BLOCK_FAST, the lanes re-read and
# cleared after that loop, the block re-checked on the cold path): against the pass's per-row
# fast form in the same processes (4 of 48 rounds), lap3d 1.025-1.039x [1.084-1.114x].
# (The fast form had evaluated the stored value twice, and GCC kept two vpmaxuq a vector; one
# now, with no change these runs can see: lap3d 1.06-1.10x both ways, 1.14-1.16x at 64^3 in
# cache, heat_3d 1.03-1.05x.)
# A kernel whose stored values were negative (an alarm) takes the compares' copy from its next
# call on; that copy had kept the per-row flag in block loops, and delp_update's four
# temporaries of both signs cost it 1.12-1.16x on (AMD EPYC with AVX-512, 2 cores, plain 7 ms).
# The block form there, on the exact test of the bits (two compares a vector), reads 1.00-1.07x
# in the same runs' conditions.
# A light row (at most four operands, made once an iteration) reads its row back after the
# row's loop instead (PDD_SITE_ACC_ROW_BACK; with AVX-512's lanes only). On a Xeon VM where
# -march=native made 512-bit vectors, DaCe 1's delp_update cost 1.07-1.09x on with or without
# -ffast-math: perf put it in its kernels (k1, one add: 9% more samples, k2 13%), on a loop
# whose instructions were plain's but for the compare, kortest and branch. Read back: 0.996x;
# heat_3d (eight operands) read back would cost 1.121x against 1.016x, so it keeps the probe
# in the loop. (Found on the way: a block's re-check code alone, with the row's test empty,
# cost that delp_update 6%, GCC keeping its values through the row loop; with the test in
# the loop, taking the re-check out of line changed nothing measurable.)
# Under -ffast-math pace's re-scan (`x != x`) is folded away by the compiler: its column then
# measures a loop that checks nothing but tracers and delp.
#
# Every run must exit 0 with clean outputs (--check-clean) and write a log (its "on" calls); the
# logs are deleted after every run. The outputs of each variant's first call are compared with
# plain's in the driver; a difference is noted under the table. A variant that fails to build is
# left out ("n/a" in the table, the reason under it, its build log on stderr); a program whose
# run fails is left out from then on; the script then exits 1 after the table.
#
# Environment: ROUNDS (7: rounds of runs; lap3d runs 3 times a round, BENCH_RUNS_<program>
# sets one program's), REPEAT (6: rounds of calls per run; lap3d makes 8
# times as many, jacobi_2d, heat_3d and delp_update twice as many, so that each variant times
# 100 ms or more a run; BENCH_REPEAT_<program> sets one program's), PROGRAMS (the six above),
# BENCH_SIZE ("256 256 64": I J K of the programs sized that way), BENCH_SIZE_<program> (one
# program's sizes as its driver takes them: BENCH_SIZE_jacobi_2d="2048 4" is N and the number of
# steps, BENCH_SIZE_heat_3d="160 4" likewise, BENCH_SIZE_lap3d="128 128 64"), BENCH_MALLOC,
# BENCH_DACE (dace-2.0.0b1: which version of the corpus, tests/corpus/<it>), PDD_CORPUS
# (tests/corpus), BENCH_FLAGS ("-O3 -march=native"; DaCe 1.x builds with -ffast-math as well:
# `make bench` runs the dace-1.0.2 corpus that way too), CXX, OMP_NUM_THREADS (2),
# OMP_PROC_BIND (close).
# Output: the table (stdout), then one line per program saying whether the goals are met: on
# <= 1.05x and dormant <= 1.01x plain (the median over runs of the ratios), and copy's ratio
# beside them. Exit status: 0 when every build and run succeeded, 1 when one failed, 2 on a
# usage error. A missed goal is not a failure: this is a measurement.
set -u -o pipefail

if [ $# -ne 1 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
    sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
fi
t_start=$(date +%s)
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(cd "$1" 2>/dev/null && pwd) || { echo "bench_stencils.sh: no build directory $1" >&2; exit 2; }
instr=$build/bin/pdd-instrument
[ -x "$instr" ] || { echo "bench_stencils.sh: no $instr (make all)" >&2; exit 2; }
[ -e "$build/lib/libpdd.so" ] || [ -e "$build/lib/libpdd.a" ] || {
    echo "bench_stencils.sh: no libpdd in $build/lib (make all)" >&2; exit 2; }
corpus=${PDD_CORPUS:-$root/tests/corpus}/${BENCH_DACE:-dace-2.0.0b1}
[ -d "$corpus" ] || { echo "bench_stencils.sh: no corpus at $corpus (PDD_CORPUS is tests/corpus, BENCH_DACE one of its dace-<version> folders)" >&2; exit 2; }
corpus=$(cd "$corpus" && pwd)
programs=${PROGRAMS:-"lap3d delp_update tracer_advection jacobi_2d heat_3d vertical_solver"}
rounds=${ROUNDS:-7}
repeat=${REPEAT:-6}
# override PREFIX PROGRAM: prints PREFIX_PROGRAM's value and succeeds when the caller set it
override() {
    local var=$1_$2
    [ -n "${!var:-}" ] && echo "${!var}"
}
# repeat_of PROGRAM: its calls per run; the fast programs get more, so that every run times
# 100 ms or more (lap3d's call is about 2 ms: 5 calls of it are mostly noise)
repeat_of() {
    override BENCH_REPEAT "$1" && return
    case $1 in
        lap3d) echo $((repeat * 8)) ;;
        jacobi_2d | heat_3d | delp_update) echo $((repeat * 2)) ;;
        *) echo "$repeat" ;;
    esac
}
size=${BENCH_SIZE:-"256 256 64"}
# size_of PROGRAM: its sizes as the driver takes them on the command line
size_of() {
    override BENCH_SIZE "$1" && return
    case $1 in
        jacobi_2d) echo "2048 4" ;;  # N, steps
        heat_3d) echo "160 4" ;;     # N, steps
        *) echo "$size" ;;           # I J K
    esac
}
# describe PROGRAM: its sizes and the MB of its largest per-step field, for the table
describe() {
    local s n t i j k
    s=$(size_of "$1")
    case $1 in
        jacobi_2d) read -r n t <<<"$s"; t=${t:-4}
            echo "$1: ${n}x${n} doubles, $t steps ($(awk -v n="$n" 'BEGIN { printf "%.1f", n * n * 8 / 1048576 }') MB a field)" ;;
        heat_3d) read -r n t <<<"$s"; t=${t:-4}
            echo "$1: ${n}x${n}x${n} doubles, $t steps ($(awk -v n="$n" 'BEGIN { printf "%.1f", n * n * n * 8 / 1048576 }') MB a field)" ;;
        *) read -r i j k <<<"$s"
            echo "$1: ${i}x${j}x${k} doubles ($(awk -v i="$i" -v j="$j" -v k="$k" 'BEGIN { printf "%.1f", i * j * k * 8 / 1048576 }') MB a field)" ;;
    esac
}
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-2}
export OMP_PROC_BIND=${OMP_PROC_BIND:-close}
cxxflags=${BENCH_FLAGS:-"-O3 -march=native"}

malloc_note="malloc with huge pages (glibc.malloc.hugetlb=1)"
run_tunables=${GLIBC_TUNABLES:-}   # what the runs get
if [ "${BENCH_MALLOC:-}" = default ]; then
    malloc_note="glibc malloc as is"
else
    run_tunables=glibc.malloc.hugetlb=1${run_tunables:+:$run_tunables}
fi

# Nothing of pdd's configuration may leak in from the caller's environment.
unset PACE_DACE_DEBUG
for v in $(compgen -e); do
    case $v in PDD_*) unset "$v" ;; esac
done

work=$(mktemp -d "${TMPDIR:-/tmp}/bench_stencils.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

fail() {  # message, then files to show: fatal (before anything is measured)
    local msg=$1; shift
    echo "bench_stencils.sh: $msg" >&2
    for f in "$@"; do [ -f "$f" ] && tail -n 30 "$f" >&2; done
    exit 1
}
notes=$work/notes.txt   # lines printed under the table
failed=$work/failed.txt # "program variant" left out after a failure
: >"$notes"
: >"$failed"
broken() {  # program variant message, then files to show: that variant is left out from now on
    local p=$1 v=$2 msg=$3; shift 3
    echo "bench_stencils.sh: $p $v: $msg" >&2
    for f in "$@"; do [ -f "$f" ] && tail -n 30 "$f" >&2; done
    echo "$p $v" >>"$failed"
    echo "failed: $p $v: $msg" >>"$notes"
}
is_broken() { grep -qx "$1 $2" "$failed"; }

# ---- sources: the corpus, instrumented, instrumented with pace's re-scan
for p in $programs; do
    src=$corpus/$p/cpu/src/cpu/$p.cpp
    [ -f "$src" ] || fail "no $src"
    for d in src_pdd src_pace; do
        mkdir -p "$work/$d/$p" && cp -r "$corpus/$p/cpu" "$work/$d/$p/cpu" || fail "cannot copy $corpus/$p/cpu"
    done
    if ! "$instr" -o "$work/src_pdd/$p/cpu/src/cpu/$p.cpp" "$src" >"$work/instr.log" 2>&1; then
        broken "$p" dormant "pdd-instrument failed" "$work/instr.log"
        echo "$p on" >>"$failed"
    fi
    "$instr" --pace-baseline -o "$work/src_pace/$p/cpu/src/cpu/$p.cpp" "$src" >"$work/instr.log" 2>&1 ||
        broken "$p" pace "pdd-instrument --pace-baseline failed" "$work/instr.log"
done

# ---- builds (in parallel: they are done before anything is timed)
pdd_ld="-L$build/lib -Wl,-rpath,$build/lib -lpdd"
common=(GPU=0 PROGRAMS="$programs" CXXFLAGS="$cxxflags")
env -u EXTRA_CXXFLAGS -u EXTRA_LDFLAGS "${common[@]}" \
    "$root/tests/corpus_run/build.sh" "$work/plain" "$corpus" >"$work/build_plain.log" 2>&1 &
pid_plain=$!
env "${common[@]}" EXTRA_CXXFLAGS="-I$root/include" EXTRA_LDFLAGS="$pdd_ld" \
    "$root/tests/corpus_run/build.sh" "$work/pdd" "$work/src_pdd" >"$work/build_pdd.log" 2>&1 &
pid_pdd=$!
env "${common[@]}" EXTRA_CXXFLAGS="-I$root/include" EXTRA_LDFLAGS="$pdd_ld" \
    "$root/tests/corpus_run/build.sh" "$work/pace" "$work/src_pace" >"$work/build_pace.log" 2>&1 &
pid_pace=$!
wait $pid_plain
wait $pid_pdd
wait $pid_pace
for p in $programs; do
    for d in plain pdd pace; do
        [ -x "$work/$d/$p/run_$p" ] && continue
        is_broken "$p" "${d/pdd/dormant}" && continue
        # the build log section of that program, for stderr
        sed -n "/^== $p (cpu)/,/^== /p" "$work/build_$d.log" >"$work/build_$d.$p.log"
        case $d in
            plain) broken "$p" plain "build failed" "$work/build_$d.$p.log" ;;
            pdd) broken "$p" dormant "build failed" "$work/build_$d.$p.log"; echo "$p on" >>"$failed" ;;
            pace) broken "$p" pace "build failed" "$work/build_$d.$p.log" ;;
        esac
    done
    # one binary of the builds that built; plain first (the others are compared with it)
    is_broken "$p" plain && continue
    # copy: plain's objects under another build directory, so that they are linked again
    mkdir -p "$work/copy/$p" && cp -r "$work/plain/$p/build" "$work/plain/$p/include" "$work/copy/$p/" ||
        fail "cannot copy $work/plain/$p"
    specs=("plain=$work/plain" "copy=$work/copy")
    is_broken "$p" dormant || specs+=("dormant=$work/pdd" "on=$work/pdd:probes")
    is_broken "$p" pace || specs+=("pace=$work/pace")
    EXTRA_LDFLAGS="$pdd_ld" CXXFLAGS="$cxxflags" "$root/tests/corpus_run/build_variants.sh" "$work/var/$p" "$p" \
        "${specs[@]}" >"$work/build_var.$p.log" 2>&1 || broken "$p" plain "build_variants.sh failed" "$work/build_var.$p.log"
done

# the machine, and the vector ISA the flags compile for: probe.h's forms differ with it (masked
# stores and unsigned maxima with AVX-512 or SVE; or-ed words without), so a table is one ISA's
cpu=$(sed -n 's/^model name[[:space:]]*: *//p' /proc/cpuinfo 2>/dev/null | head -1)
# shellcheck disable=SC2086  # cxxflags is a word list
macros=$(${CXX:-g++} $cxxflags -dM -E -x c++ /dev/null 2>/dev/null)
case $macros in
    *__AVX512F__*) isa="the flags compile for AVX-512" ;;
    *__ARM_FEATURE_SVE*) isa="the flags compile for SVE" ;;
    *__AVX2__*) isa="the flags compile for AVX2 (no AVX-512)" ;;
    *__aarch64__*) isa="the flags compile for NEON (no SVE)" ;;
    *__x86_64__*) isa="the flags compile for SSE2 (no AVX2)" ;;
    *) isa="the flags' vector ISA is not known" ;;
esac

# ---- runs
results=$work/results.txt   # program variant run median-ms min-ms ratio
: >"$results"
logpat=$work/b.%r.h5

run_one() {  # program run
    local p=$1 r=$2 bin=$work/var/$1/run_$1 out=$work/run.out err=$work/run.err rc psize prepeat fmsg=
    psize=$(size_of "$p")
    prepeat=$(repeat_of "$p")
    is_broken "$p" plain && return 0
    rm -f "$work"/b.*.h5
    # shellcheck disable=SC2086  # psize is a word list
    env GLIBC_TUNABLES="$run_tunables" PACE_DACE_DEBUG=True 'PDD_CHECKS=all,!trace,!inputs' "PDD_LOG=$logpat" \
        timeout 600 "$bin" $psize --repeat "$prepeat" --alternate --check-clean >"$out" 2>"$err"
    rc=$?
    if [ $rc -ne 0 ]; then fmsg="run $r: exit status $rc"
    elif ! grep -q '^variant plain time_ms ' "$out"; then fmsg="run $r: no time lines"
    elif ! is_broken "$p" dormant && ! compgen -G "$work/b.*.h5" >/dev/null; then fmsg="run $r: no log written"
    fi
    rm -f "$work"/b.*.h5
    if [ -n "$fmsg" ]; then
        echo "bench_stencils.sh: $p: $bin $psize --repeat $prepeat --alternate" >&2
        broken "$p" plain "$fmsg" "$out" "$err"
        return 0
    fi
    sed -n "s/^variant \([a-z]*\) time_ms median=\([^ ]*\) min=\([^ ]*\) ratio median=\([^ ]*\)$/$p \1 $r \2 \3 \4/p" \
        "$out" >>"$results"
    sed -n "s/^variant \([a-z]*\) outputs differ from .*/note: $p \1: outputs (checksums) differ from plain/p" "$out" |
        while read -r l; do grep -qxF "$l" "$notes" || echo "$l" >>"$notes"; done
}

# runs_of PROGRAM: its runs per round. lap3d's 2-ms calls spread most from run to run (its
# per-run ratios of on span 0.93x-1.09x in one bench), and its runs take 3 s: it gets three,
# spread through the round, so that its median stands on 3 x ROUNDS runs.
runs_of() {
    override BENCH_RUNS "$1" && return
    case $1 in
        lap3d) echo 3 ;;
        *) echo 1 ;;
    esac
}
# round_order: the programs of one round, each as often as runs_of says, its runs spread
# evenly among the others (copy j of m goes before the program at position j * n / m)
round_order() {
    local -a P=($programs) slots=()
    local n=${#P[@]} p m j i
    for ((i = 0; i < n; i++)); do slots[i]=""; done
    for p in "${P[@]}"; do
        m=$(runs_of "$p")
        for ((j = 1; j < m; j++)); do
            i=$((j * n / m))
            slots[i]="${slots[i]} $p"
        done
    done
    for ((i = 0; i < n; i++)); do
        echo ${slots[i]} "${P[i]}"
    done
}
order=$(round_order | tr '\n' ' ')
for ((r = 0; r < rounds; r++)); do
    for p in $order; do
        run_one "$p" "$r"
    done
done

# ---- table
elapsed=$(($(date +%s) - t_start))
sizes=$(for p in $programs; do describe "$p"; done | paste -sd ';' | sed 's/;/; /g')
moreruns=$(for p in $programs; do m=$(runs_of "$p"); [ "$m" != 1 ] && echo "$p $((m * rounds))"; done |
    paste -sd ';' | sed 's/;/, /g')
awk -v programs="$programs" -v sizes="$sizes" -v rounds="$rounds" -v repeat="$repeat" \
    -v moreruns="${moreruns:+ ($moreruns)}" \
    -v threads="$OMP_NUM_THREADS" -v bind="$OMP_PROC_BIND" -v flags="$cxxflags" -v cpu="$cpu" -v isa="$isa" \
    -v elapsed="$elapsed" -v notesfile="$notes" -v mallocnote="$malloc_note" '
function median(a, n,    i, j, t) {  # sorts a[1..n]
    for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
{ n = ++cnt[$1, $2]; ms[$1, $2, n] = $4; rat[$1, $2, n] = $6 }
END {
    printf "pdd stencil benchmark: %d runs%s x %d rounds of calls (1 warm-up; more for the fast programs, see " \
           "REPEAT), OMP_NUM_THREADS=%s OMP_PROC_BIND=%s, %s, %s\n", rounds, moreruns, repeat, threads, bind, flags,
           mallocnote
    printf "cpu: %s; %s\n", cpu, isa
    printf "sizes: %s\n", sizes
    printf "goals: pdd on <= 1.05x plain, pdd dormant <= 1.01x plain; pace = re-scan after each kernel " \
           "(probes dormant), for comparison;\n" \
           "copy = plain'"'"'s code linked again: what these runs measure where there is no difference\n"
    printf "the variants alternate call by call in one process; ms = median over runs of a run'"'"'s median call;\n" \
           "ratio = median over runs of (the median over a run'"'"'s rounds of variant / plain) [smallest-largest]\n"
    printf "%-17s %10s | %10s %-21s | %10s %-21s | %10s %-21s | %10s %-21s\n", "program", "plain ms",
           "copy ms", "ratio", "dormant ms", "ratio", "on ms", "ratio", "pace ms", "ratio"
    np = split(programs, P, " ")
    nv = split("copy dormant on pace", V, " ")
    for (pi = 1; pi <= np; pi++) {
        p = P[pi]
        n = cnt[p, "plain"]
        for (i = 1; i <= n; i++) A[i] = ms[p, "plain", i]
        line = sprintf("%-17s", p) (n ? sprintf(" %10.2f", median(A, n)) : sprintf(" %10s", "n/a"))
        for (vi = 1; vi <= nv; vi++) {
            v = V[vi]; n = cnt[p, v]
            if (!n) { line = line sprintf(" | %10s %-21s", "n/a", ""); continue }
            for (i = 1; i <= n; i++) { B[i] = ms[p, v, i]; C[i] = rat[p, v, i] }
            medrat[p, v] = median(C, n)
            line = line sprintf(" | %10.2f %6.3fx [%.2f-%.2f]", median(B, n), medrat[p, v], C[1], C[n])
        }
        print line
    }
    for (pi = 1; pi <= np; pi++) {
        p = P[pi]; line = sprintf("goal %-17s", p)
        for (vi = 2; vi <= 3; vi++) {
            v = V[vi]; goal = v == "on" ? 1.05 : 1.01
            if (!((p, v) in medrat)) { line = line sprintf("  %s n/a", v); continue }
            r = medrat[p, v]
            line = line sprintf("  %s %.3fx %s %.2fx: %s", v, r, r <= goal ? "<=" : ">", goal, r <= goal ? "met" : "MISSED")
        }
        if ((p, "copy") in medrat)
            line = line sprintf("  (copy %.3fx)", medrat[p, "copy"])
        print line
    }
    while ((getline l < notesfile) > 0) print l
    printf "(%d s in all, builds included)\n", elapsed
}' "$results"
[ -s "$failed" ] && exit 1
exit 0
