#!/bin/sh
# The host's run is untouched by pdd, whatever the host does to the library living in it; each
# case is a run of tests/helpers/host_victim.c, a host that loads an instrumented program
# (tests/helpers/host_program.c, linked with libpdd) with dlopen as Python loads a DaCe .so:
#   - threads: 4, 64 and 256 threads calling one kernel, one NaN a call: every bad value and
#     every call is counted, exactly; threads still calling when main returns (8, 64, 256,
#     three runs each): no crash, the host's stdout whole, a clean log;
#   - the host's SIGSEGV handler, installed before pdd's, runs first: one that resolves its
#     faults (100 of them) runs on with no crash recorded; one that re-raises, returns with
#     SA_RESETHAND, aborts or exits ends the process as it would without pdd, and the fault
#     is recorded in the kernel that made it; Python's faulthandler prints its traceback;
#   - 50 dlopen/dlclose cycles: one log with all 200 calls and bad values, and the host's next
#     SIGINT meets its own disposition (default: killed by SIGINT; its handler: exit 5);
#   - exec: the program before the exec has a log of its own, its exit "exec (program
#     replaced)", not "died";
#   - SIGTERM while pdd makes the log at exit: the host's last stdout line is there, no
#     half-made log is left, the journal holds every event; a second process of the same rank
#     started then logs under its own name and the first one's log is whole.
# Usage: host_untouched.sh BUILD_DIR CC
set -u
build=$(cd "$1" && pwd) cc=${2:-cc}
view=$build/bin/pdd-view
work=$(mktemp -d "${TMPDIR:-/tmp}/pdd-host.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: host_untouched: $*"; fails=$((fails + 1)); }
$cc -std=c11 -O2 -fPIC -shared -Iinclude -Itests/helpers tests/helpers/host_program.c \
    -o "$work/program.so" -L"$build/lib" -lpdd -Wl,-rpath,"$build/lib" -lm &&
    $cc -std=c11 -O2 tests/helpers/host_victim.c -o "$work/host" -ldl -lpthread &&
    $cc -std=c11 -O2 tests/helpers/on_create.c -o "$work/on_create" ||
    { echo "FAIL: host_untouched: cannot build its helpers"; exit 1; }

# run NAME ARGS...: the host in $work/NAME with its log there; sets $rc and $d.
run() {
    d=$work/$1; shift
    mkdir -p "$d"
    PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$d/pdd.h5" timeout 120 \
        "$work/host" "$work/program.so" "$@" >"$d/out" 2>"$d/err"
    rc=$?
}
# field LOG KEY: one value of the log's row in `summary --json`.
field() {
    "$view" summary --json "$1" 2>/dev/null |
        python3 -c "import json,sys; print(json.load(sys.stdin)['logs'][0]['$2'])" 2>/dev/null
}
# values LOG KIND: bad values of that kind in the log.
values() {
    "$view" summary --json "$1" 2>/dev/null |
        python3 -c "import json,sys; print(json.load(sys.stdin)['by_kind']['$2']['values'])" 2>/dev/null
}
# crash_line LOG: the summary's crash line, empty when none.
crash_line() { "$view" summary "$1" 2>/dev/null | sed -n '/^Crashes/{n;p;}'; }

for n in 4 64 256; do
    run "threads$n" threads $n 20
    want=$((n * 20))
    [ $rc -eq 0 ] || fail "threads $n: the host ended with $rc: $(cat "$d/err")"
    [ "$(values "$d/pdd.h5" nan)" = $want ] ||
        fail "threads $n: $(values "$d/pdd.h5" nan) NaN values counted, $want stored"
    [ "$(field "$d/pdd.h5" calls)" = $want ] ||
        fail "threads $n: $(field "$d/pdd.h5" calls) calls in the log, $want made"
    ! "$view" summary "$d/pdd.h5" 2>/dev/null | grep -q "never ended" ||
        fail "threads $n: calls that ended read as never ended (one thread closed another's call)"
done

for n in 8 64 256; do
    for r in 1 2 3; do
        run "outlive$n-$r" outlive $n
        [ $rc -eq 0 ] || { fail "outlive $n (run $r): the host ended with $rc: $(head -c 400 "$d/err")"; continue; }
        grep -q "^host: main returns" "$d/out" || fail "outlive $n (run $r): the host's stdout lost its line"
        [ "$(field "$d/pdd.h5" exit)" = clean ] || fail "outlive $n (run $r): the log's exit is $(field "$d/pdd.h5" exit)"
        [ "$(values "$d/pdd.h5" nan)" -ge $((n * 20)) ] ||
            fail "outlive $n (run $r): $(values "$d/pdd.h5" nan) NaN values, each thread made 20 before main returned"
    done
done

run fault-resolve fault resolve
[ $rc -eq 0 ] || fail "fault resolve: the host ended with $rc: $(cat "$d/err")"
grep -q "^host: 100 faults resolved" "$d/out" || fail "fault resolve: the host's handler did not resolve its 100 faults: $(cat "$d/out")"
[ -z "$(crash_line "$d/pdd.h5")" ] || fail "fault resolve: a crash is recorded for a fault the host resolved: $(crash_line "$d/pdd.h5")"
[ "$(field "$d/pdd.h5" exit)" = clean ] || fail "fault resolve: the log's exit is $(field "$d/pdd.h5" exit)"
for how in reraise:139 resethand:139 abort:134 exit:3; do
    run "fault-${how%:*}" fault "${how%:*}"
    [ $rc -eq "${how#*:}" ] || fail "fault ${how%:*}: the host ended with $rc, without pdd it ends with ${how#*:}"
    grep -q "^host: SIGSEGV handler" "$d/err" || fail "fault ${how%:*}: the host's handler did not run"
    crash_line "$d/pdd.h5.journal" | grep -q "crash (SIGSEGV) at .* in kernel update_delp_0_0_1 call 1" ||
        fail "fault ${how%:*}: no SIGSEGV recorded in update_delp_0_0_1: $(crash_line "$d/pdd.h5")"
done

# Python's faulthandler (on under pytest), installed before the program is loaded: its
# traceback and pdd's record, both.
d=$work/faulthandler; mkdir -p "$d"
PACE_DACE_DEBUG=True PDD_LOG="$d/pdd.h5" python3 -X faulthandler -c "
import ctypes
ctypes.CDLL('$work/program.so').host_touch(ctypes.c_void_p(8))" >"$d/out" 2>"$d/err"
rc=$?
[ $rc -eq 139 ] || fail "faulthandler: python ended with $rc, without pdd it ends with 139"
grep -q "Fatal Python error: Segmentation fault" "$d/err" || fail "faulthandler: Python's traceback is missing: $(head -c 300 "$d/err")"
crash_line "$d/pdd.h5.journal" | grep -q "crash (SIGSEGV) at 0x8: in the NULL page.* in kernel update_delp_0_0_1 call 1" ||
    fail "faulthandler: no SIGSEGV recorded in update_delp_0_0_1: $(crash_line "$d/pdd.h5")"

for how in dfl:130 own:5; do
    run "reload-${how%:*}" reload 50 "${how%:*}"
    [ $rc -eq "${how#*:}" ] || fail "reload ${how%:*}: SIGINT after 50 dlclose ended the host with $rc, not ${how#*:}"
    log=$d/pdd.h5; [ -e "$log" ] || log=$d/pdd.h5.journal
    [ "$(field "$log" calls)" = 200 ] || fail "reload ${how%:*}: $(field "$log" calls) calls in the log, 200 made"
    [ "$(values "$log" nan)" = 200 ] || fail "reload ${how%:*}: $(values "$log" nan) NaN values in the log, 200 stored"
    [ -z "$(ls "$d" | grep pid)" ] || fail "reload ${how%:*}: more than one log: $(ls "$d")"
done
grep -q "^host: SIGINT" "$work/reload-own/err" || fail "reload own: the host's SIGINT handler did not run"

run exec exec 5
[ $rc -eq 0 ] || fail "exec: the host ended with $rc: $(cat "$d/err")"
before=$(ls "$d" | grep -- '-exec\.h5$')
[ -n "$before" ] || fail "exec: no log of the program before exec: $(ls "$d")"
[ -n "$before" ] && [ "$(field "$d/$before" exit)" = "exec (program replaced)" ] ||
    fail "exec: the program before exec ended '$(field "$d/$before" exit)'"
[ -n "$before" ] && [ "$(values "$d/$before" nan)" = 5 ] || fail "exec: the log before exec lacks its 5 NaN values"
[ "$(field "$d/pdd.h5" exit)" = clean ] && [ "$(values "$d/pdd.h5" nan)" = 5 ] ||
    fail "exec: the log after exec is not clean with its 5 NaN values"
! grep -q died "$d/err" || fail "exec: pdd said a process died: $(cat "$d/err")"

for r in 1 2 3; do
    d=$work/term$r; mkdir -p "$d"
    PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$d/pdd.h5" \
        "$work/host" "$work/program.so" bigexit 300000 >"$d/out" 2>"$d/err" &
    pid=$!
    "$work/on_create" "$d" .tmp 60 kill -TERM $pid || fail "term (run $r): pdd never began its log"
    wait $pid; rc=$?
    [ $rc -eq 143 ] || [ $rc -eq 0 ] || fail "term (run $r): the host ended with $rc"
    grep -q "^host: last line" "$d/out" || fail "term (run $r): the host's last stdout line is lost"
    [ -z "$(ls "$d" | grep '\.tmp$')" ] || fail "term (run $r): a half-made log is left: $(ls "$d")"
    log=$d/pdd.h5; [ -e "$d/pdd.h5.journal" ] && log=$d/pdd.h5.journal
    [ "$(values "$log" nan)" = 300000 ] || fail "term (run $r): $(values "$log" nan) NaN values kept of 300000"
done

d=$work/second; mkdir -p "$d"
PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$d/pdd.h5" \
    "$work/host" "$work/program.so" bigexit 300000 >"$d/out" 2>"$d/err" &
pid=$!
PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$d/pdd.h5" \
    "$work/on_create" "$d" .tmp 60 "$work/host" "$work/program.so" after_exec 7 >"$d/out2" 2>"$d/err2" ||
    fail "second: the second process failed: $(cat "$d/err2")"
wait $pid || fail "second: the first process ended with $?"
[ "$(field "$d/pdd.h5" pid)" = $pid ] && [ "$(values "$d/pdd.h5" nan)" = 300000 ] ||
    fail "second: pdd.h5 is not the first process's whole log: $(ls "$d")"
other=$(ls "$d" | grep '^pdd\.pid.*\.h5$')
[ -n "$other" ] && [ "$(values "$d/$other" nan)" = 7 ] || fail "second: the second process has no log of its own: $(ls "$d")"
! grep -q died "$d/err2" || fail "second: the first process was taken for dead: $(cat "$d/err2")"

[ $fails -eq 0 ] || exit 1
echo "host_untouched: threads (exact counts, outliving main), the host's SIGSEGV handler (5 kinds), 50 reloads, exec, SIGTERM and a second process during the log's making: all held"
