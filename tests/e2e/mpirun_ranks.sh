#!/bin/sh
# tests/e2e/mpirun_ranks.sh BUILD: the fv3_tracers example under a real `mpirun -n 4` (Open MPI),
# rank 2 crashing with a wild store at step 20 while the others step on (50 ms a step): mpirun
# then terminates the others. Every rank's journal must be readable by pdd-view, the first
# failure must be rank 2's crash, and ranks 0, 1 and 3 must read `terminated (SIGTERM)` in
# the summary, in --json and in the report, unless mpirun's SIGKILL came first (below). It
# prints how long after the crash mpirun's signal came. The program links no MPI: pdd takes
# the rank from OMPI_COMM_WORLD_RANK.
# Open MPI 4.1's mpirun sends SIGTERM, then SIGKILL as soon as the first rank has ended (its
# wait of odls_base_sigkill_timeout is cut short by that rank's SIGCHLD; seen with
# `perf record -e signal:*`): a rank that the kernel did not run in that millisecond dies of
# SIGKILL before its handler runs, and rightly reads `died (recovered)`. On 2 loaded cores
# that happens in most runs, so such a rank is accepted, and at least one of the three must
# read `terminated (SIGTERM)`.
# Skips (77) when mpirun is missing or cannot start processes here.
set -u
[ $# -eq 1 ] || { echo "usage: mpirun_ranks.sh BUILD" >&2; exit 2; }
build=$1
prog=$build/examples/fv3_tracers/fv3_tracers view=$build/bin/pdd-view
for f in "$prog" "$view"; do
    [ -x "$f" ] || { echo "FAIL mpirun_ranks: no $f (make all examples)"; exit 1; }
done
command -v mpirun >/dev/null 2>&1 || {
    echo "skip: no mpirun (Debian: apt-get install openmpi-bin, or make test-deps)"; exit 77; }
work=${PDD_TEST_WORK:-$(cd "$build" && pwd)/mpirun-ranks}
rm -rf "$work" && mkdir -p "$work" || exit 1

# As root (containers, CI) Open MPI wants to be told; 4 ranks may be more than the cores.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
launcher="mpirun --oversubscribe" # a command and its options: split on purpose below
# shellcheck disable=SC2086
if ! timeout 60 $launcher -n 4 true >"$work/probe.out" 2>&1; then
    # Some containers have no rsh/ssh agent: the single-node launcher needs none.
    launcher="mpirun --oversubscribe --mca plm isolated"
    # shellcheck disable=SC2086
    if ! timeout 60 $launcher -n 4 true >>"$work/probe.out" 2>&1; then
        echo "skip: mpirun cannot start processes here: $(grep -m1 -v '^[- ]*$' "$work/probe.out")"
        exit 77
    fi
fi

# Only rank 2 gets the fault; Open MPI sets OMPI_COMM_WORLD_RANK in each rank's environment.
cat >"$work/rank.sh" <<EOF
#!/bin/sh
[ "\$OMPI_COMM_WORLD_RANK" = 2 ] && set -- "\$@" --oob 20
exec "$(cd "$(dirname "$prog")" && pwd)/fv3_tracers" "\$@"
EOF
chmod +x "$work/rank.sh"
t0=$(date +%s%N)
# shellcheck disable=SC2086
timeout 120 $launcher -n 4 -x PACE_DACE_DEBUG=1 -x PDD_LOG="$work/pdd.%r.h5" -x OMP_NUM_THREADS=1 \
    "$work/rank.sh" --steps 600 --step-ms 50 >"$work/mpirun.out" 2>&1
rc=$?
t1=$(date +%s%N)
fails=0
fail() { echo "FAIL mpirun_ranks: $*"; fails=$((fails + 1)); }
[ $rc = 124 ] && { fail "mpirun still ran after 120 s (it should have ended the job when rank 2 died)"; exit 1; }
[ $rc != 0 ] || fail "mpirun exited 0 although rank 2 crashed"
grep -q 'exited on signal 11' "$work/mpirun.out" ||
    fail "mpirun did not say rank 2 died of SIGSEGV: $(tail -5 "$work/mpirun.out")"
for r in 0 1 2 3; do
    [ -e "$work/pdd.$r.h5.journal" ] || fail "rank $r left no journal (it should have been killed mid-run)"
done
[ $fails = 0 ] || exit 1

sum=$("$view" summary "$work"/pdd.*.h5.journal 2>"$work/view.err") || fail "pdd-view summary failed: $(cat "$work/view.err")"
grep -q 'recovered from the journal into' "$work/view.err" || fail "pdd-view recovered no journal"
printf '%s\n' "$sum" | grep -q '^First failure: rank 2,' ||
    fail "the first failure is not rank 2's:
$sum"
printf '%s\n' "$sum" | grep -Eq '^  crash \(SIGSEGV\) (at 0x[0-9a-f]+: .*, )?in kernel' ||
    fail "the first failure is not rank 2's SIGSEGV:
$sum"
terminated=0
for r in 0 1 3; do
    if printf '%s\n' "$sum" | grep -Eq "^ +$r .* terminated \(SIGTERM\) "; then
        terminated=$((terminated + 1))
    elif ! printf '%s\n' "$sum" | grep -Eq "^ +$r .* died \(recovered\) "; then
        fail "rank $r reads neither 'terminated (SIGTERM)' nor 'died (recovered)' (mpirun's SIGKILL first):
$sum"
    fi
done
[ $terminated -ge 1 ] || fail "no rank reads 'terminated (SIGTERM)' in the summary:
$sum"
printf '%s\n' "$sum" | grep -Eq '^ +2 .* died \(recovered\) ' ||
    fail "rank 2 does not read 'died (recovered)':
$sum"

# --json: how each rank ended, and when; the terminated ranks ran past the crash's step.
"$view" summary --json "$work"/pdd.*.h5 >"$work/summary.json" 2>"$work/view.err" ||
    fail "pdd-view summary --json failed: $(cat "$work/view.err")"
python3 - "$work/summary.json" "$t0" "$t1" <<'EOF' || fails=$((fails + 1))
import json, sys
d = json.load(open(sys.argv[1]))
logs = {l["rank"]: l for l in d["logs"]}
bad = []
if sorted(logs) != [0, 1, 2, 3]:
    bad.append(f"ranks {sorted(logs)}, want 0..3")
first = d.get("first_failure") or {}
if first.get("rank") != 2 or first.get("kind") != "crash" or first.get("signal") != "SIGSEGV":
    bad.append(f"first failure {first}, want rank 2's crash (SIGSEGV)")
crash_t = first.get("t_ns", 0)
delays, termed, killed = [], [], []
for r in (0, 1, 3):
    l = logs.get(r, {})
    if l.get("calls", 0) <= logs.get(2, {}).get("calls", 0):
        bad.append(f"rank {r}: {l.get('calls')} calls, not more than rank 2's: it was not running on")
    if l.get("exit") == "died (recovered)" and l.get("end_signal") is None:
        killed.append(r)  # mpirun's SIGKILL came first
        continue
    if l.get("exit") != "terminated (SIGTERM)" or l.get("end_signal") != "SIGTERM":
        bad.append(f"rank {r}: exit {l.get('exit')!r}, end_signal {l.get('end_signal')!r}")
    delays.append((l.get("end_signal_t_ns", 0) - crash_t) / 1e6)
    termed.append(r)
if not termed:
    bad.append("no rank reads 'terminated (SIGTERM)'")
if logs.get(2, {}).get("end_signal") is not None:
    bad.append(f"rank 2 has end_signal {logs[2]['end_signal']!r}: it crashed, nobody terminated it")
if any(t <= 0 for t in delays):
    bad.append(f"a SIGTERM came before the crash: {delays} ms")
for b in bad:
    print("FAIL mpirun_ranks: --json: " + b)
if not bad:
    senders = sorted({logs[r]["end_signal_pid"] for r in termed})
    print(f"mpirun_ranks: mpirun's SIGTERM (from pid {', '.join(map(str, senders))}) recorded by ranks "
          f"{', '.join(map(str, termed))} {min(delays):.0f} to {max(delays):.0f} ms after rank 2's crash"
          + (f"; its SIGKILL came first to rank {', '.join(map(str, killed))}" if killed else "")
          + f"; mpirun ran {(int(sys.argv[3]) - int(sys.argv[2])) / 1e9:.1f} s")
sys.exit(1 if bad else 0)
EOF

"$view" report --html "$work/report.html" "$work"/pdd.*.h5 >/dev/null 2>"$work/view.err" ||
    fail "pdd-view report failed: $(cat "$work/view.err")"
n=$(grep -o '<td>terminated (SIGTERM)</td>' "$work/report.html" | wc -l)
[ "$n" = "$terminated" ] ||
    fail "the report's logs table shows $n ranks terminated (SIGTERM), the summary $terminated"

[ $fails = 0 ] || exit 1
echo "mpirun_ranks: 4 ranks under mpirun; rank 2's crash first, $terminated of ranks 0, 1, 3 terminated (SIGTERM)$(
    [ $terminated -lt 3 ] && echo ", $((3 - terminated)) killed by mpirun before their handler ran")"
