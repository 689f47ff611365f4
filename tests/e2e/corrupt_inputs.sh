#!/usr/bin/env bash
# tests/e2e/corrupt_inputs.sh BUILD: pdd-view on damaged journals and logs never crashes, hangs or
# eats memory. Each file of tests/fixtures/corrupt/expect.tsv is opened by summary, events,
# trace, timeline and why: a log that cannot be read gives exit 2 and exactly one line (naming the
# file, what is wrong, what to do); a journal with damaged records is recovered (exit 0).
# expect.tsv: file, exit status, text the output must hold, verbs that read it fine anyway.
# Then a sweep: 3 bytes changed every 331st byte of a good log, and every 37th of a journal,
# must each give exit 0, or 2 with one line; and the same for `why` on a log whose first
# failure has a chain to follow (tests/helpers/viewer_run --chain-nan-delp, when built). Every run is bounded by `timeout` (a hang
# fails) and by ulimit -v (a huge allocation fails instead of swapping the machine).
# PDD_VIEW names another pdd-view (check-asan runs this under ASan, where ulimit -v is off).
set -u -o pipefail
if [ $# != 1 ]; then echo "usage: corrupt_inputs.sh BUILD   (make check)" >&2; exit 2; fi
build=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
fixtures=$here/../fixtures/corrupt
view=$(realpath "${PDD_VIEW:-$build/bin/pdd-view}")
[ -x "$view" ] || { echo "FAIL corrupt_inputs: no pdd-view at $view"; exit 1; }
work=${PDD_TEST_WORK:-$build/corrupt-inputs} # PDD_TEST_WORK: the sanitized run's own folder
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
limit=${CORRUPT_TIMEOUT:-10} # seconds per run; a good log takes milliseconds
fails=0 runs=0
fail() { echo "FAIL corrupt_inputs: $*"; fails=$((fails + 1)); }
unset PDD_LOG NO_COLOR
# pdd-view's own bound on a step of libhdf5 (CPU seconds): a file on which libhdf5 loops ends
# with the one line well within the limit above (global_heap_loop.h5; any the sweep finds)
export PDD_VIEW_TIMEOUT=2
# 1 GiB of address space: the bugs this guards against asked for 8 and 24 GB. ASan needs
# terabytes of it to run at all.
case ${PDD_VIEW:-} in *asan*) mem="" ;; *) mem="ulimit -v 1048576;" ;; esac

# run_view FILE VERB...: runs pdd-view in a fresh copy of FILE (a journal is recovered next
# to it); sets rc and out (stdout and stderr together).
run_view() {
    local file=$1
    shift
    rm -rf run && mkdir run && cp "$file" run/ || return 1
    out=$(cd run && timeout "$limit" bash -c "$mem"' exec "$0" "$@"' "$view" "$@" "$(basename "$file")" 2>&1)
    rc=$?
    runs=$((runs + 1))
}

# judge NAME WHAT: rc/out of the last run_view are exit 0, or exit 2 with one line
# naming the file.
judge() {
    local name=$1 what=$2
    case $rc in
    124) fail "$what: still running after ${limit}s (a hang)" ;;
    0) ;;
    2) [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] ||
           fail "$what: exit 2 with more than one line: $(printf '%s' "$out" | head -c 600)"
       case $out in *"$name"*) ;; *) fail "$what: the line does not name the file: $out" ;; esac ;;
    *) fail "$what: exit status $rc (a crash?): $(printf '%s' "$out" | tail -c 600)" ;;
    esac
}

verbs=("summary" "events --backtraces" "trace" "timeline" "why")
while IFS=$'\t' read -r name want_all text readable; do
    case $name in '#'* | '') continue ;; esac
    [ -f "$fixtures/$name" ] || { fail "$name: listed in expect.tsv but not in $fixtures"; continue; }
    for verb in "${verbs[@]}"; do
        # shellcheck disable=SC2086 # the verb's words
        run_view "$fixtures/$name" $verb
        judge "$name" "$name ($verb)"
        want=$want_all # a verb that never reads the damaged part reads the file fine
        case ",${readable:-}," in *",${verb%% *},"*) want=0 ;; esac
        [ "$rc" = "$want" ] || fail "$name ($verb): exit status $rc, want $want: $(printf '%s' "$out" | head -c 400)"
        # the line of an exit 2 from every verb; what a good read shows, from summary
        [ "$want" = 2 ] || [ "$verb" = summary ] || continue
        case $out in *"$text"*) ;; *) fail "$name ($verb): the output lacks '$text': $(printf '%s' "$out" | head -c 400)" ;; esac
    done
done <"$fixtures/expect.tsv"
# The verbs that read two runs, or write a page, on a file where libhdf5 loops: the same line,
# naming it, within the bound.
rm -rf run && mkdir run && cp "$fixtures/global_heap_loop.h5" "$fixtures/clean.h5" run/ || exit 1
for verb in "diff clean.h5" "diff --json clean.h5" "assert" "assert --clean-exit --json" "report --html r.html" "summary clean.h5" "why --json"; do
    start=$(date +%s%N)
    # shellcheck disable=SC2086 # the verb's words
    out=$(cd run && timeout "$limit" "$view" $verb global_heap_loop.h5 2>&1)
    rc=$? runs=$((runs + 1))
    ms=$((($(date +%s%N) - start) / 1000000))
    judge global_heap_loop.h5 "global_heap_loop.h5 ($verb)"
    [ "$rc" = 2 ] || fail "global_heap_loop.h5 ($verb): exit status $rc, want 2: $(printf '%s' "$out" | head -c 400)"
    case $out in *"global_heap_loop.h5: libhdf5 did not answer in 2 s reading its root attributes: the file is damaged"*) ;;
        *) fail "global_heap_loop.h5 ($verb): not the line of the time bound: $(printf '%s' "$out" | head -c 400)" ;; esac
    [ "$ms" -lt $((limit * 1000)) ] || fail "global_heap_loop.h5 ($verb): took $ms ms"
done

for f in "$fixtures"/*.h5 "$fixtures"/*.journal; do
    grep -q "^$(basename "$f")	" "$fixtures/expect.tsv" || fail "$(basename "$f") has no line in expect.tsv"
done

# flip FILE OFFSET OUT: OUT is FILE with 3 bytes from OFFSET changed.
flip() {
    cp "$1" "$3" && printf '\xa5\xa5\xa5' | dd of="$3" bs=1 seek="$2" conv=notrunc status=none
}
sweep() { # BASE STEP NAME VERB...
    local base=$1 step=$2 name=$3 size off
    shift 3
    size=$(stat -c %s "$base")
    for ((off = 0; off + 3 <= size; off += step)); do
        flip "$base" "$off" "$name" || { fail "cannot write $name"; return; }
        run_view "$name" "$@"
        judge "$name" "$(basename "$base") with 3 bytes changed at $off ($*)"
    done
}
sweep "$fixtures/clean.h5" 331 flipped.h5 summary
sweep "$fixtures/negative_field_id.journal" 37 flipped.journal summary
if [ -x "$build/tests/viewer_run" ]; then
    PACE_DACE_DEBUG=True PDD_TRACE_INDEX=2,3,1 PDD_LOG=chain.h5 "$build/tests/viewer_run" --chain-nan-delp 2 >/dev/null ||
        fail "viewer_run --chain-nan-delp 2 wrote no log"
    run_view chain.h5 why --field qvapor
    case $rc.$out in 0.*"Likely root cause: 2."*) ;; *) fail "why on the chain log: exit $rc: $(printf '%s' "$out" | head -c 400)" ;; esac
    sweep chain.h5 331 flipped_chain.h5 why --field qvapor
fi

if [ $fails = 0 ]; then
    echo "corrupt_inputs: all passed ($runs runs of pdd-view, none over ${limit}s)"
    exit 0
fi
echo "corrupt_inputs: $fails failed ($runs runs)"
exit 1
