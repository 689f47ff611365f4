#!/usr/bin/env bash
# tests/viewer_golden.sh BUILD [--update]: pdd-view's output, verb by verb, against golden files.
#
# Logs come from build/tests/viewer_run (faults planted at a known step and point); the
# outputs are filtered of what changes run to run (tests/helpers/output_filter.sh) and compared with
# tests/golden/viewer/NAME.txt: every case must have its file and every file its case, so
# a missing folder, a case without a file, or a file no case writes (stale) fails.
# --update (make update-golden, the only way) rewrites the golden files instead, removes
# stale ones, and says how many it wrote; review the diff.
# PDD_VIEW names another pdd-view binary (check-asan runs these tests under ASan).
# Also: exit statuses of assert and diff, and every bad-input message.
set -u -o pipefail
usage="usage: viewer_golden.sh BUILD [--update]   (make check / make update-golden)"
if [ $# -lt 1 ] || [ $# -gt 2 ]; then echo "$usage" >&2; exit 2; fi
build=$1
update=0
if [ $# = 2 ]; then
    [ "$2" = --update ] || { echo "viewer_golden: unknown argument '$2'; $usage" >&2; exit 2; }
    update=1
fi
[ -n "${UPDATE_GOLDEN+set}" ] && echo "viewer_golden: note: UPDATE_GOLDEN is ignored; \`make update-golden\` (--update) rewrites the golden files"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
golden=$here/viewer
# No golden file at all: every comparison below would fail the same way; say it once.
if [ $update = 0 ] && ! compgen -G "$golden/*.txt" >/dev/null; then
    echo "FAIL viewer_golden: no golden files in $golden; \`make update-golden\` writes them"
    exit 1
fi
view=$(realpath "${PDD_VIEW:-$build/bin/pdd-view}") # PDD_VIEW: e.g. a sanitized build
run=$(cd "$build" && pwd)/tests/viewer_run
tamper=$(cd "$build" && pwd)/tests/log_tamper
work=${PDD_TEST_WORK:-$build/viewer-golden} # PDD_TEST_WORK: the sanitized run's own folder
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
export PDD_TRACE_INDEX=2,3,1 PACE_DACE_DEBUG=True
unset PDD_CHECKS PDD_LOG PDD_ON_FAIL PDD_PROGRESS PDD_MAX_EVENTS PDD_CONFIG NO_COLOR
fails=0 compared=0 written=0
cases=" " # the names checked, to find golden files no case writes
fail() { echo "FAIL viewer_golden: $*"; fails=$((fails + 1)); }

FILTER_PATH=$run
. "$here/../helpers/output_filter.sh"

# check NAME EXPECTED_STATUS COMMAND...: runs it, filters stdout+stderr, compares.
check() {
    local name=$1 want=$2
    shift 2
    local out rc
    out=$("$@" 2>&1)
    rc=$?
    out=$(printf '%s\n' "$out" | output_filter)
    [ "$rc" = "$want" ] || fail "$name: exit status $rc, want $want"
    case $cases in *" $name "*) fail "$name: two cases of that name in viewer_golden.sh" ;; esac
    cases="$cases$name "
    if [ $update = 1 ]; then
        printf '%s\n' "$out" >"$golden/$name.txt" && written=$((written + 1))
    elif [ ! -f "$golden/$name.txt" ]; then
        fail "$name: no golden file $golden/$name.txt; \`make update-golden\` writes it (review it)"
    else
        compared=$((compared + 1))
        if ! diff -u "$golden/$name.txt" <(printf '%s\n' "$out") >"$name.diff"; then
            fail "$name: output differs from $golden/$name.txt:"
            sed 's/^/    /' "$name.diff" | head -40
        fi
    fi
}

[ $update = 0 ] || mkdir -p "$golden" || exit 1
# One rank, three faults at known steps (call N = step N), trace at the nan's point.
PDD_LOG=faults.h5 "$run" --nan 3 --neg-delp 2 --neg-tracer 4 >/dev/null || fail "faults run"
PDD_LOG=clean.h5 "$run" >/dev/null || fail "clean run"
PDD_LOG=clean2.h5 "$run" >/dev/null || fail "clean2 run"
PDD_LOG=drift.h5 "$run" --drift 1e-9 >/dev/null || fail "drift run"
# Tracers and thicknesses named as no field is: clean, and the summary says both checked nothing.
PDD_LOG=unnamed.h5 PDD_TRACERS=qx1,qx2 PDD_DELP=dz "$run" --neg-tracer 2 >/dev/null || fail "unnamed run"
# A CUDA error at step 2, then a wild store at step 3: dies; only its journal is left.
{ PDD_LOG=crash.h5 "$run" --cuda-error 2 --crash 3 >/dev/null; } 2>/dev/null
[ -f crash.h5.journal ] && [ ! -f crash.h5 ] || fail "crash run left no journal"
# Fields of 1, 2, 4 and 8 dimensions (tests/test_nd_unit.h), a NaN in each at step 2, traced at
# four numbers: the 8-D field is not traced, and stderr says so once.
PDD_LOG=ndim.h5 PDD_TRACE_INDEX=1,2,3,4 "$run" --steps 3 --ndim 2 >/dev/null 2>ndim.err || fail "ndim run"
# Each step one call of the program: the NaN of step 3 is in its third call.
PDD_LOG=programs.h5 "$run" --program-calls --nan 3 >/dev/null || fail "program calls run"
# A cubed sphere's halo corners hold no data: a NaN in two corner columns every step, with
# PDD_HALO=1, is apart from the failures (clean), and a NaN in the domain at step 3 stays first.
PDD_LOG=halo.h5 PDD_HALO=1 "$run" --corner-nans >/dev/null || fail "halo run"
PDD_LOG=halo_nan.h5 PDD_HALO=1 "$run" --corner-nans --nan 3 >/dev/null || fail "halo nan run"
PDD_LOG=halo_off.h5 "$run" --corner-nans --nan 3 >/dev/null || fail "halo off run"
# A log of format version 1, written by the pdd of commit 8df1d1a (tests/fixtures/README.md).
cp "$here/../fixtures/format1.h5" format1.h5 || fail "no fixture format1.h5"
# A log of format version 2 (variable-length strings), written by the pdd before format 3.
cp "$here/../fixtures/format2.h5" format2.h5 || fail "no fixture format2.h5"
# Four ranks, 10 ms a step; rank 2 goes bad at step 2 of 30, rank 0 at step 30, the others
# stay clean: the first failure is rank 2's. Rank 2 runs to its end first, the other three
# then at once, as a launcher starts them: started all at once, a rank 2 that a loaded
# machine schedules late could fail after rank 0's step 30.
mkdir -p ranks
rank() { # rank N "ARGS"
    # shellcheck disable=SC2086  # ARGS is a word list
    OMPI_COMM_WORLD_RANK=$1 OMPI_COMM_WORLD_SIZE=4 PDD_LOG=ranks/pdd.%r.h5 \
        "$run" --steps 30 --sleep-ms 10 $2 >/dev/null
}
rank 2 "--nan 2" || fail "rank 2 run"
rank 0 "--neg-tracer 30" & r0=$!
rank 1 "" & r1=$!
rank 3 "" & r3=$!
for r in $r0 $r1 $r3; do wait $r || fail "a run of ranks 0, 1, 3"; done

# The kernels of tests/helpers/test_chain_unit.h, which read what the others wrote: delp set
# to 0 before step 3 as the demo does (the tracer becomes 0/0, no writer stored anything bad,
# delp changed since its last writer), and to NaN before step 2 (dp2 = delp goes bad first,
# then qvapor: asked why qvapor went bad, the chain has two links and the root is dp2's store);
# with the inputs checker on, the NaN is first found as a value read.
PDD_LOG=chain_zero.h5 "$run" --chain-zero-delp 3 >/dev/null || fail "chain_zero run"
PDD_LOG=chain_nan.h5 "$run" --chain-nan-delp 2 >/dev/null || fail "chain_nan run"
PDD_LOG=chain_read.h5 PDD_CHECKS=default,inputs,trace "$run" --chain-nan-delp 2 >/dev/null || fail "chain_read run"

check summary 0 "$view" summary faults.h5
check summary_json 0 "$view" summary --json faults.h5
check summary_clean 0 "$view" summary clean.h5
check summary_unnamed 0 "$view" summary unnamed.h5
check summary_crash 0 "$view" summary crash.h5.journal
check summary_ranks 0 "$view" summary ranks/pdd.0.h5 ranks/pdd.1.h5 ranks/pdd.2.h5 ranks/pdd.3.h5
check events 0 "$view" events --backtraces faults.h5 crash.h5
check events_filtered 0 "$view" events --kind nan,neg_tracer --field 'q*' faults.h5
check events_json 0 "$view" events --json --kind neg_delp faults.h5
check events_ranks 0 "$view" events --rank 2 ranks/pdd.0.h5 ranks/pdd.1.h5 ranks/pdd.2.h5 ranks/pdd.3.h5
check trace 0 "$view" trace faults.h5
check trace_json 0 "$view" trace --json --field delp faults.h5
check timeline 0 "$view" timeline --limit 5 faults.h5
check timeline_crash 0 "$view" timeline crash.h5
check diff_same 0 "$view" diff clean.h5 clean2.h5
check diff_drift 1 "$view" diff clean.h5 drift.h5
check diff_loose 0 "$view" diff --rtol 1e-3 clean.h5 drift.h5
check diff_faults 1 "$view" diff clean.h5 faults.h5
check diff_json 1 "$view" diff --json clean.h5 faults.h5
check assert_holds 0 "$view" assert --none inf,crash --max nan=2 --max neg_delp=1 --max neg_tracer=2 faults.h5
check assert_breaks 1 "$view" assert --none neg_tracer faults.h5
check assert_kernel 0 "$view" assert --none all --kernel 'plain*' faults.h5
check assert_default 0 "$view" assert clean.h5
check assert_crash 1 "$view" assert --clean-exit --none crash crash.h5
check assert_json 1 "$view" assert --json --max nan=1 faults.h5
check events_ndim 0 "$view" events ndim.h5
check events_ndim_json 0 "$view" events --json --field softmax,weights ndim.h5
check trace_ndim 0 "$view" trace --field softmax,weights,ps ndim.h5
check trace_ndim_note 0 cat ndim.err
check summary_ndim 0 "$view" summary ndim.h5
check summary_program_calls 0 "$view" summary programs.h5
check summary_program_calls_json 0 "$view" summary --json programs.h5
check summary_halo 0 "$view" summary halo.h5
check summary_halo_nan 0 "$view" summary halo_nan.h5
check summary_halo_nan_json 0 "$view" summary --json halo_nan.h5
check summary_halo_off 0 "$view" summary halo_off.h5
# PDD_HALO given to the viewer: a log already split with that width reads as it is; one
# written with another is not split again, and stderr says so (and how to get it)
check summary_halo_given_after 0 env PDD_HALO=1 "$view" summary halo_off.h5
check summary_halo_given_same 0 env PDD_HALO=1 "$view" summary halo.h5
check assert_halo 0 "$view" assert --none nan halo.h5
check events_format1 0 "$view" events --backtraces format1.h5
check events_format1_json 0 "$view" events --json --kind nan format1.h5
check trace_format1 0 "$view" trace format1.h5
check events_format2 0 "$view" events --backtraces format2.h5
check summary_format2 0 "$view" summary format2.h5
check summary_chain 0 "$view" summary chain_zero.h5
check why 0 "$view" why chain_zero.h5
check why_json 0 "$view" why --json chain_zero.h5
check why_two_links 0 "$view" why --field qvapor chain_nan.h5
check why_two_links_json 0 "$view" why --json --field qvapor chain_nan.h5
check why_read 0 "$view" why chain_read.h5
check why_unknown_reads 0 "$view" why faults.h5
check why_crash 0 "$view" why crash.h5
check why_clean 0 "$view" why --json clean.h5
check why_ranks 0 "$view" why --rank 0 ranks/pdd.0.h5 ranks/pdd.1.h5 ranks/pdd.2.h5 ranks/pdd.3.h5

# Bad input: one line naming the file, the value and the fix; exit 2; the good files of
# the command line still read.
printf 'not a log\n' >text.h5
: >empty.h5
head -c 3000 faults.h5 >truncated.h5
cp faults.h5 v4.h5 && "$tamper" v4.h5 version 4 || fail "log_tamper version"
cp faults.h5 notrace.h5 && "$tamper" notrace.h5 drop trace || fail "log_tamper drop"
check bad_missing 2 "$view" summary missing.h5
check bad_text 2 "$view" summary text.h5
check bad_empty 2 "$view" events empty.h5
check bad_truncated 2 "$view" trace truncated.h5
check bad_version 2 "$view" timeline v4.h5
check bad_table 2 "$view" summary notrace.h5
check bad_one_of_two 2 "$view" assert --none neg_tracer truncated.h5 clean.h5
check bad_option 2 "$view" events --kind nan,bogus faults.h5
check bad_max 2 "$view" assert --max neg_delp faults.h5
check bad_verb 2 "$view" summarize faults.h5
check bad_diff_args 2 "$view" diff faults.h5
check help_events 0 "$view" events --help
check help_why 0 "$view" why --help

# A call of 1.2 s (a loaded machine) widens the time columns; filtered, the output is the same.
PDD_LOG=slow.h5 "$run" --nan 3 --neg-delp 2 --neg-tracer 4 --slow-call-ms 1200 >/dev/null || fail "slow run"
for verb in "timeline --limit 5" "timeline --limit 0" summary events; do
    # shellcheck disable=SC2086  # verb is a word list
    "$view" $verb slow.h5 2>&1 | sed -e 's/slow\.h5/faults.h5/g' -e 's/ --slow-call-ms 1200//' | output_filter >slow.txt
    # shellcheck disable=SC2086
    "$view" $verb faults.h5 2>&1 | output_filter >fast.txt
    diff -u fast.txt slow.txt >slow.diff || { fail "$verb: a 1.2 s call changes the filtered output:"; sed 's/^/    /' slow.diff | head -20; }
done
"$view" timeline slow.h5 | grep -q '^  plain_0_0_3  *4  *1[0-9][0-9][0-9]\.[0-9]\{3\}' ||
    fail "slow run: no 1.2 s plain call in its timeline: $("$view" timeline slow.h5 | tail -3)"

# Colour only on a terminal: none when piped, escapes with --color always.
"$view" summary faults.h5 | grep -q $'\033' && fail "colour escapes in piped output"
"$view" summary --color always faults.h5 | grep -q $'\033\[31m' || fail "--color always gave no red"
# On a terminal (a pty): colour by default, none with NO_COLOR.
on_tty() {
    python3 -c '
import os, select, subprocess, sys
master, slave = os.openpty()
child = subprocess.Popen(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=slave, stderr=slave)
os.close(slave)
out = b""
while select.select([master], [], [], 120)[0]:  # a hung child cannot hang the test
    try:
        data = os.read(master, 65536)
    except OSError:  # EIO: every writer of the terminal is gone
        break
    if not data:
        break
    out += data
child.wait(timeout=120)
sys.stdout.buffer.write(out)' "$@"
}
on_tty "$view" summary faults.h5 | grep -q $'\033\[31m' || fail "no colour on a terminal"
NO_COLOR=1 on_tty "$view" summary faults.h5 | grep -q $'\033' && fail "colour despite NO_COLOR"

# Chrome trace JSON: parses, one complete ("X") event per kernel call of every rank, in
# microseconds, with the call number; a process per rank.
"$view" timeline --chrome chrome.json ranks/pdd.*.h5 crash.h5 >/dev/null 2>chrome.err ||
    fail "timeline --chrome: exit $?: $(cat chrome.err)"
grep -q "wrote chrome.json (368 kernel calls)" chrome.err || fail "timeline --chrome said: $(cat chrome.err)"
python3 - chrome.json <<'PY' || fail "chrome.json is not what Perfetto reads"
import json, sys
doc = json.load(open(sys.argv[1]))
ev = doc["traceEvents"]
calls = [e for e in ev if e["ph"] == "X"]
assert len(calls) == 4 * 30 * 3 + 8, len(calls)
for e in calls:
    assert e["dur"] >= 0 and e["ts"] >= 0 and e["args"]["call"] >= 1 and e["name"], e
assert sum(1 for e in calls if e["args"].get("unfinished")) == 1
names = {e["args"]["name"] for e in ev if e["ph"] == "M" and e["name"] == "process_name"}
assert names == {"rank 0", "rank 1", "rank 2", "rank 3"}, names
assert sum(1 for e in ev if e["ph"] == "i") == 2 + 2 + 2, [e for e in ev if e["ph"] == "i"]
PY
"$view" timeline --chrome /nonexistent/dir/x.json faults.h5 >/dev/null 2>chrome.err
[ $? = 2 ] && grep -q "^pdd-view timeline: --chrome /nonexistent/dir/x.json: cannot write: No such file or directory" chrome.err ||
    fail "unwritable --chrome: $(cat chrome.err)"

# A golden file no case above writes expects output nothing checks any more.
stale=0
for f in "$golden"/*.txt; do
    [ -e "$f" ] || continue
    n=$(basename "$f" .txt)
    case $cases in *" $n "*) continue ;; esac
    if [ $update = 1 ]; then
        rm -f "$f" && echo "viewer_golden: removed $f: no case writes it"
    else
        fail "stale golden file $f: no case of viewer_golden.sh is named $n; delete it or add its check"
    fi
    stale=$((stale + 1))
done

if [ $update = 1 ]; then
    echo "viewer_golden: wrote $written golden files to $golden$([ $stale -gt 0 ] && echo ", removed $stale stale"); review \`git diff $golden\`"
    # the exit statuses and the other checks are no golden files: --update cannot make them pass
    [ $fails -eq 0 ] && exit 0
    echo "viewer_golden: but $fails other checks failed (above)"
    exit 1
fi
[ $compared -gt 0 ] || fail "no golden comparison was made"
if [ $fails -eq 0 ]; then
    echo "viewer_golden: all checks passed ($compared outputs equal their golden files)"
    exit 0
fi
echo "viewer_golden: $fails failed ($compared golden comparisons made)"
exit 1
