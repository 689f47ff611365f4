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
#   pdd      BUILD_DIR/bin/pdd-instrument's output, linked with BUILD_DIR/lib/libpdd, run twice:
#              dormant  PACE_DACE_DEBUG unset (the probes present but off)
#              on       PACE_DACE_DEBUG=True PDD_CHECKS=all,!trace,!inputs PDD_LOG=<tmp>/b.%r.h5
#                       (every checker of the stores; the opt-in scan of inputs is not one)
#   pace     pdd-instrument --pace-baseline: a re-scan of every written array after each kernel
#            (pace's way), run with the probes dormant so that only the re-scan costs
#
# Runs are interleaved round by round (each round: every program, every variant, the order of
# the variants rotated from round to round); each run is one process with --repeat REPEAT (the
# first call a warm-up, the driver prints the median wall time of the others). Per program the
# table gives the median over rounds of those times, and the ratio to plain: the median over
# rounds of (variant / plain of the same round), with the smallest and largest of them.
# Baseline and probes are measured in the same run, on the same machine, one after the other.
# Separate processes of one binary differ by up to 15% on the VMs measured so far (where the
# arrays land), so each "on" run also alternates its calls with calls made with the probes
# dormant (the driver's --alternate: libpdd's pdd_enabled cleared for every other call, the
# loop nests as generated then run) and reports on / dormant, the median over its pairs of
# calls: the probes' cost with the process, the memory and the caches the same. The table's
# "on" column is that run's "on" calls against plain's run; the line after it, on / dormant
# within the runs. Each goal line says both.
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
#     generated for dormant probes (emit.c; one test of pdd_enabled and one call of
#     pdd_kernel_fast per kernel call choose);
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
# The forms measured in one process that alternates plain and variants call by call (lap3d,
# jacobi_2d, heat_3d at the sizes above, 2 threads, wall time, 150-300 calls each; the median
# of the per-call ratios to plain):
#   -O3 -march=native, DaCe 2 code:   compares: heat_3d 1.06-1.07x, jacobi_2d 1.03x;
#                                     fast form: heat_3d 1.03x, jacobi_2d 1.015-1.02x
#                                     (lap3d ~1.0x with either: its rows are short)
#   -ffast-math, DaCe 2 code:         order key: heat_3d 1.12x, jacobi_2d 1.08x, lap3d 1.07x;
#                                     two maxima: heat_3d 1.08x, jacobi_2d 1.025x, lap3d 1.03x;
#                                     fast form: heat_3d 1.04x, jacobi_2d 1.03x
#   -ffast-math, DaCe 1 code:         two maxima: heat_3d 1.06x, jacobi_2d 1.03x, lap3d 1.05x;
#                                     fast form: heat_3d 1.025x, jacobi_2d 1.015x, lap3d 1.0x
#   Earlier: no accumulation at all (the probed copy, begin/end, binding) 1.00-1.02x; the fast
#   form with a run-time shift that would also have served values of both signs (vpsllq,
#   vpmaxuq) lost what the fast form gains; a vectorised re-read of every row holding a
#   negative value cost lap3d 1.07x.
# Separate processes of the same binary differ by up to 15% on these VMs (where the arrays
# land), which is why the table needs many rounds and why a single round says little.
# Under -ffast-math pace's re-scan (`x != x`) is folded away by the compiler: its column then
# measures a loop that checks nothing but tracers and delp.
#
# Every run must exit 0 with clean outputs (--check-clean); the "on" runs must write a log and
# the others must not; logs are deleted after every run. The outputs (checksums) of the
# instrumented builds are compared with plain's; a difference is noted under the table. A
# variant that fails to build or to run is left out from then on ("n/a" in the table, the reason
# under it, its build log or run output on stderr) and the script exits 1 after the table.
#
# Environment: ROUNDS (7), REPEAT (6; lap3d runs 8 times as many calls, jacobi_2d, heat_3d and
# delp_update twice as many, so that each run times 100 ms or more; BENCH_REPEAT_<program> sets
# one program's), PROGRAMS (the six above), BENCH_SIZE ("256 256 64": I J K
# of the programs sized that way), BENCH_SIZE_<program> (one program's sizes as its driver takes
# them: BENCH_SIZE_jacobi_2d="2048 4" is N and the number of steps, BENCH_SIZE_heat_3d="160 4"
# likewise, BENCH_SIZE_lap3d="128 128 64"), BENCH_MALLOC,
# BENCH_DACE (dace-2.0.0b1: which version of the corpus, tests/corpus/<it>), PDD_CORPUS
# (tests/corpus), BENCH_FLAGS ("-O3 -march=native"; DaCe 1.x builds with -ffast-math as well:
# `make bench` runs the dace-1.0.2 corpus that way too), CXX, OMP_NUM_THREADS (2),
# OMP_PROC_BIND (close).
# Output: the table (stdout), on / dormant within the "on" runs, then one line per program
# saying whether the goals are met: on <= 1.05x and dormant <= 1.01x plain (the median over
# rounds of the "med" row's ratios), and on <= 1.05x dormant within one process. Exit status: 0 when every build and run succeeded, 1 when one
# failed, 2 on a usage error. A missed goal is not a failure: this is a measurement.
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
# repeat_of PROGRAM: its calls per run; the fast programs get more, so that every run times
# 100 ms or more (lap3d's call is about 2 ms: 5 calls of it are mostly noise)
repeat_of() {
    local var=BENCH_REPEAT_$1
    if [ -n "${!var:-}" ]; then echo "${!var}"; return; fi
    case $1 in
        lap3d) echo $((repeat * 8)) ;;
        jacobi_2d | heat_3d | delp_update) echo $((repeat * 2)) ;;
        *) echo "$repeat" ;;
    esac
}
size=${BENCH_SIZE:-"256 256 64"}
# size_of PROGRAM: its sizes as the driver takes them on the command line
size_of() {
    local var=BENCH_SIZE_$1
    if [ -n "${!var:-}" ]; then echo "${!var}"; return; fi
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
done

# ---- runs
variants=(plain dormant on pace)
results=$work/results.txt   # program variant round median-ms min-ms
: >"$results"
inproc=$work/inproc.txt     # program round on/dormant (the median over its pairs of calls)
: >"$inproc"
logpat=$work/b.%r.h5

run_one() {  # program variant round
    local p=$1 v=$2 r=$3 dir bin out=$work/run.out err=$work/run.err rc ms psize prepeat
    psize=$(size_of "$p")
    prepeat=$(repeat_of "$p")
    is_broken "$p" "$v" && return 0
    case $v in plain) dir=plain ;; dormant|on) dir=pdd ;; pace) dir=pace ;; esac
    bin=$work/$dir/$p/run_$p
    rm -f "$work"/b.*.h5
    local probes=() alt=()
    # the "on" runs alternate their calls with dormant ones in the same process (--alternate)
    [ "$v" = on ] && probes=(PACE_DACE_DEBUG=True 'PDD_CHECKS=all,!trace,!inputs' "PDD_LOG=$logpat") alt=(--alternate)
    # shellcheck disable=SC2086  # psize is a word list
    env GLIBC_TUNABLES="$run_tunables" "${probes[@]}" timeout 600 \
        "$bin" $psize --repeat "$prepeat" "${alt[@]}" --check-clean >"$out" 2>"$err"
    rc=$?
    local fmsg=
    ms=$(sed -n 's/^time_ms median=\([^ ]*\) min=\([^ ]*\) .*/\1 \2/p' "$out")
    if [ $rc -ne 0 ]; then fmsg="round $r: exit status $rc"
    elif [ -z "$ms" ]; then fmsg="round $r: no time_ms line"
    elif [ "$v" = on ] && ! compgen -G "$work/b.*.h5" >/dev/null; then fmsg="round $r: no log written"
    elif [ "$v" != on ] && compgen -G "$work/b.*.h5" >/dev/null; then
        fmsg="round $r: a log was written with the probes dormant"
    fi
    rm -f "$work"/b.*.h5
    if [ -n "$fmsg" ]; then
        echo "bench_stencils.sh: $p $v: $bin $psize --repeat $prepeat" >&2
        broken "$p" "$v" "$fmsg" "$out" "$err"
        return 0
    fi
    if [ "$v" = on ]; then
        local ratio
        ratio=$(sed -n 's/^ratio_on_dormant median=\([^ ]*\)$/\1/p' "$out")
        [ -n "$ratio" ] && echo "$p $r $ratio" >>"$inproc"
    fi
    grep -v '^time_ms\|^ratio_on_dormant ' "$out" >"$work/sum.$p.$v"
    if [ "$v" != plain ] && [ -f "$work/sum.$p.plain" ] && ! cmp -s "$work/sum.$p.$v" "$work/sum.$p.plain"; then
        grep -qx "note: $p $v: outputs (checksums) differ from plain" "$notes" ||
            echo "note: $p $v: outputs (checksums) differ from plain" >>"$notes"
    fi
    echo "$p $v $r $ms" >>"$results"
}

for ((r = 0; r < rounds; r++)); do
    for p in $programs; do
        # plain first in round 0 (its checksums are the reference), then rotated
        for ((n = 0; n < 4; n++)); do
            run_one "$p" "${variants[(r + n) % 4]}" "$r"
        done
    done
done

# ---- table
elapsed=$(($(date +%s) - t_start))
sizes=$(for p in $programs; do describe "$p"; done | paste -sd ';' | sed 's/;/; /g')
awk -v programs="$programs" -v sizes="$sizes" -v rounds="$rounds" -v repeat="$repeat" \
    -v threads="$OMP_NUM_THREADS" -v bind="$OMP_PROC_BIND" -v flags="$cxxflags" \
    -v elapsed="$elapsed" -v notesfile="$notes" -v mallocnote="$malloc_note" -v inprocfile="$inproc" '
function median(a, n,    i, j, t) {  # sorts a[1..n]
    for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
{ ms[$1, $2, $3, 1] = $4; ms[$1, $2, $3, 2] = $5; have[$1, $2, $3] = 1 }
END {
    printf "pdd stencil benchmark: %d rounds x %d calls (1 warm-up; more for the fast programs, see REPEAT), " \
           "OMP_NUM_THREADS=%s OMP_PROC_BIND=%s, %s, %s\n", rounds, repeat,
           threads, bind, flags, mallocnote
    printf "sizes: %s\n", sizes
    printf "goals: pdd on <= 1.05x plain, pdd dormant <= 1.01x plain; pace = re-scan after each kernel " \
           "(probes dormant), for comparison\n"
    printf "per run: the median (row \"med\") or the fastest (row \"min\") of its timed calls; ms = median " \
           "over rounds;\nratio = median over rounds of (variant / plain of the same round) [smallest-largest]\n"
    printf "%-17s %-4s %10s | %10s %-21s | %10s %-21s | %10s %-21s\n", "program", "", "plain ms",
           "dormant ms", "ratio", "on ms", "ratio", "pace ms", "ratio"
    np = split(programs, P, " ")
    nv = split("dormant on pace", V, " ")
    for (pi = 1; pi <= np; pi++) {
        p = P[pi]
        for (st = 1; st <= 2; st++) {
            n = 0
            for (r = 0; r < rounds; r++) if ((p, "plain", r) in have) A[++n] = ms[p, "plain", r, st]
            line = sprintf("%-17s %-4s", st == 1 ? p : "", st == 1 ? "med" : "min")
            line = line (n ? sprintf(" %10.2f", median(A, n)) : sprintf(" %10s", "n/a"))
            for (vi = 1; vi <= nv; vi++) {
                v = V[vi]; n = 0; m = 0
                for (r = 0; r < rounds; r++) {
                    if (!((p, v, r) in have)) continue
                    B[++n] = ms[p, v, r, st]
                    if ((p, "plain", r) in have && ms[p, "plain", r, st] > 0)
                        C[++m] = ms[p, v, r, st] / ms[p, "plain", r, st]
                }
                if (!n) { line = line sprintf(" | %10s %-21s", "n/a", ""); continue }
                if (!m) { line = line sprintf(" | %10.2f %-21s", median(B, n), "    n/a"); continue }
                rat = median(C, m)
                if (st == 1) medrat[p, v] = rat  # the goals are judged on these
                line = line sprintf(" | %10.2f %6.3fx [%.2f-%.2f]", median(B, n), rat, C[1], C[m])
            }
            print line
        }
    }
    # on / dormant within each "on" run (its calls alternate), per program
    while ((getline l < inprocfile) > 0) { split(l, f, " "); ip[f[1], ++nip[f[1]]] = f[3] }
    printf "in one process (each \"on\" run alternates calls with the probes on and dormant): " \
           "on / dormant, median over rounds [smallest-largest]\n"
    for (pi = 1; pi <= np; pi++) {
        p = P[pi]; m = 0
        for (i = 1; i <= nip[p]; i++) D[++m] = ip[p, i]
        if (!m) { printf "%-17s n/a\n", p; continue }
        inr[p] = median(D, m)
        printf "%-17s %6.3fx [%.2f-%.2f]\n", p, inr[p], D[1], D[m]
    }
    # the goals, on the ratios of the "med" row, and on against dormant in one process
    for (pi = 1; pi <= np; pi++) {
        p = P[pi]; line = sprintf("goal %-17s", p)
        for (vi = 1; vi <= 2; vi++) {
            v = V[vi]; goal = v == "on" ? 1.05 : 1.01
            if (!((p, v) in medrat)) { line = line sprintf("  %s n/a", v); continue }
            rat = medrat[p, v]
            line = line sprintf("  %s %.3fx %s %.2fx: %s", v, rat, rat <= goal ? "<=" : ">", goal,
                                rat <= goal ? "met" : "MISSED")
        }
        if (p in inr)
            line = line sprintf("  on/dormant in one process %.3fx %s 1.05x: %s", inr[p], inr[p] <= 1.05 ? "<=" : ">",
                                inr[p] <= 1.05 ? "met" : "MISSED")
        print line
    }
    while ((getline l < notesfile) > 0) print l
    printf "(%d s in all, builds included)\n", elapsed
}' "$results"
[ -s "$failed" ] && exit 1
exit 0
