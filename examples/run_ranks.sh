#!/bin/sh
# run_ranks.sh: starts N copies of the fv3_tracers example as an MPI launcher would (each with
# its rank in OMPI_COMM_WORLD_RANK, PMI_RANK and PMIX_RANK, the size beside it), so that pdd
# writes one log per rank. Unlike mpirun it never kills the other ranks when one fails: every
# rank runs to its end and every rank's log (or, after a crash, its journal) is kept.
#
# usage: examples/run_ranks.sh [--dir DIR] [--fault-rank R] [--prog PROGRAM] N [ARGS...]
#   DIR         where the logs (pdd.<rank>.h5) and each rank's output (rank.<rank>.out) go;
#               default pdd-ranks; emptied of earlier logs and outputs first
#   R           only rank R gets the fault options among ARGS (--zero-delp, --neg-tracer,
#               --oob, --cuda-illegal); the other ranks run clean. Default: every rank.
#   PROGRAM     default $BUILD/examples/fv3_tracers/fv3_tracers (BUILD default: build)
#   ARGS        the program's options, e.g. --steps 4 --zero-delp 3,12,10,5
# The launcher's own options may also come after N. PACE_DACE_DEBUG and the other PDD_*
# switches pass through to every rank; PDD_LOG is set to DIR/pdd.%r.h5.
# Exit status: 0 when every rank exited 0, 1 otherwise (after all ranks ended), 2 bad usage.
set -u

usage() { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
die() { echo "run_ranks.sh: $*; see --help" >&2; exit 2; }

dir=pdd-ranks fault_rank='' prog='' n=''
# Launcher options are taken out wherever they are; the rest, in order, is the program's.
args_file=$(mktemp) || exit 2
trap 'rm -f "$args_file"' EXIT
while [ $# -gt 0 ]; do
    case $1 in
    -h | --help) usage; exit 0 ;;
    --dir) [ $# -ge 2 ] || die "--dir needs a folder"; dir=$2; shift 2 ;;
    --dir=*) dir=${1#--dir=}; shift ;;
    --fault-rank) [ $# -ge 2 ] || die "--fault-rank needs a rank"; fault_rank=$2; shift 2 ;;
    --fault-rank=*) fault_rank=${1#--fault-rank=}; shift ;;
    --prog) [ $# -ge 2 ] || die "--prog needs a program"; prog=$2; shift 2 ;;
    --prog=*) prog=${1#--prog=}; shift ;;
    *)
        if [ -z "$n" ]; then n=$1; else printf '%s\n' "$1" >>"$args_file"; fi
        shift ;;
    esac
done
case $n in '' | *[!0-9]*) die "N (the number of ranks) must be a positive number, not '${n}'" ;; esac
[ "$n" -ge 1 ] || die "N must be at least 1"
case $fault_rank in
'') ;;
*[!0-9]*) die "--fault-rank '$fault_rank' is not a rank" ;;
*) [ "$fault_rank" -lt "$n" ] || die "--fault-rank $fault_rank is not one of the ranks 0..$((n - 1))" ;;
esac
[ -n "$prog" ] || prog=${BUILD:-build}/examples/fv3_tracers/fv3_tracers
[ -x "$prog" ] || die "no program at $prog (run 'make examples' first, or pass --prog)"
mkdir -p "$dir" || exit 2
rm -f "$dir"/pdd.*.h5 "$dir"/pdd.*.h5.journal "$dir"/rank.*.out

# Starts rank $1 in the background with the arguments from $args_file, without the fault
# options when it is not the fault rank. Arguments are passed one per line (no newlines in
# them), so spaces survive.
start_rank() {
    rank=$1
    set --
    skip=0
    while IFS= read -r a; do
        if [ "$skip" = 1 ]; then skip=0; continue; fi
        if [ -n "$fault_rank" ] && [ "$rank" != "$fault_rank" ]; then
            case $a in
            --zero-delp | --neg-tracer | --oob | --cuda-illegal) skip=1; continue ;;
            --zero-delp=* | --neg-tracer=* | --oob=* | --cuda-illegal=*) continue ;;
            esac
        fi
        set -- "$@" "$a"
    done <"$args_file"
    # In a subshell that waits for it: the shell's own "Segmentation fault" line then goes to
    # the rank's output, not (depending on timing) to ours.
    (
        OMPI_COMM_WORLD_RANK=$rank OMPI_COMM_WORLD_LOCAL_RANK=$rank OMPI_COMM_WORLD_SIZE=$n \
            PMI_RANK=$rank PMI_SIZE=$n PMIX_RANK=$rank PDD_LOG="$dir/pdd.%r.h5" "$prog" "$@"
        exit $?
    ) >"$dir/rank.$rank.out" 2>&1 &
    pids="$pids $!"
}

pids='' r=0
while [ "$r" -lt "$n" ]; do start_rank "$r"; r=$((r + 1)); done

failed=0 r=0
for pid in $pids; do
    wait "$pid"
    rc=$?
    if [ "$rc" -eq 0 ]; then
        status="ok"
    elif [ "$rc" -gt 128 ]; then
        status="killed by signal $((rc - 128)) (exit $rc)"
        failed=1
    else
        status="exit $rc"
        failed=1
    fi
    if [ -f "$dir/pdd.$r.h5.journal" ]; then
        log="$dir/pdd.$r.h5.journal (journal: the process died; reading it recovers the log)"
    elif [ -f "$dir/pdd.$r.h5" ]; then
        log="$dir/pdd.$r.h5"
    else
        log="no log (PACE_DACE_DEBUG not set?)"
    fi
    echo "rank $r: $status; output $dir/rank.$r.out; $log"
    r=$((r + 1))
done
exit "$failed"
