#!/bin/sh
# tests/e2e/term_signal.sh BUILD: a rank ended by SIGTERM, SIGINT or SIGHUP (a launcher, ^C, a
# lost terminal) ends exactly as it would without pdd, and its log says how it ended:
#   - no handler of the program's: the exit status is the same "killed by signal" with pdd on
#     and off; `pdd-view summary` says `terminated (SIGTERM)`, --json carries end_signal and
#     who sent it, and the bad values of the running calls are in the log;
#   - the program's own handler (installed before pdd's): it still runs, its exit status
#     stays; a handler that lets the program finish gives a clean exit `clean (after SIGTERM)`.
set -u
[ $# -eq 1 ] || { echo "usage: term_signal.sh BUILD" >&2; exit 2; }
build=$1
victim=$build/tests/term_victim view=$build/bin/pdd-view
for f in "$victim" "$view"; do
    [ -x "$f" ] || { echo "FAIL term_signal: no $f (make $f)"; exit 1; }
done
work=${PDD_TEST_WORK:-$build/term-signal}
rm -rf "$work" && mkdir -p "$work" || exit 1
fails=0
fail() { echo "FAIL term_signal: $*"; fails=$((fails + 1)); }

# run NAME MODE SIGNAL PDD: starts the victim (pdd on when PDD is 1), sends SIGNAL once it is
# in its loop; sets $status and $dir. A background job of a script has SIGINT ignored (and
# SIGHUP too under nohup): env --default-signal gives it the default a launcher's rank or a
# terminal's job has.
run() {
    dir=$work/$1
    mkdir -p "$dir"
    if [ "$4" = 1 ]; then
        PACE_DACE_DEBUG=1 PDD_LOG="$dir/pdd.h5" TERM_VICTIM_MODE="$2" \
            env --default-signal=INT,HUP,TERM "$victim" "$dir/ready" 20 >"$dir/out" 2>&1 &
    else
        env -u PACE_DACE_DEBUG TERM_VICTIM_MODE="$2" \
            env --default-signal=INT,HUP,TERM "$victim" "$dir/ready" 20 >"$dir/out" 2>&1 &
    fi
    pid=$!
    n=0
    while [ ! -e "$dir/ready" ] && [ $n -lt 600 ] && kill -0 $pid 2>/dev/null; do
        sleep 0.05
        n=$((n + 1))
    done
    [ -e "$dir/ready" ] || fail "$1: the victim never got going: $(cat "$dir/out")"
    kill -s "$3" $pid
    { wait $pid; } 2>/dev/null
    status=$?
}

# expect_log NAME EXIT SIGNAL: the log's exit column, --json's end_signal (and its sender,
# this shell) and that events are there.
expect_log() {
    log=$work/$1/pdd.h5
    [ -e "$log" ] || log=$log.journal
    sum=$("$view" summary "$log" 2>&1)
    printf '%s\n' "$sum" | grep -q "  $2  " ||
        fail "$1: summary's exit column is not '$2':
$sum"
    json=$("$view" summary --json "$log" 2>/dev/null)
    printf '%s\n' "$json" | grep -q "\"exit\":[[:space:]]*\"$2\"" ||
        fail "$1: --json has no \"exit\": \"$2\""
    printf '%s\n' "$json" | grep -q "\"end_signal\":[[:space:]]*\"$3\"" ||
        fail "$1: --json has no \"end_signal\": \"$3\""
    printf '%s\n' "$json" | grep -q "\"end_signal_pid\":[[:space:]]*$$," ||
        fail "$1: --json does not name this shell ($$) as the sender"
    printf '%s\n' "$json" | grep -q '"nan":[[:space:]]*{' ||
        fail "$1: the NaN events of the calls before the signal are not in the log"
}

for sig in TERM INT HUP; do
    run "plain-$sig-off" plain $sig 0
    want=$status
    run "plain-$sig" plain $sig 1
    [ "$status" = "$want" ] && [ "$want" -gt 128 ] ||
        fail "plain-$sig: exit status $status with pdd, $want without (want 128 + SIG$sig's number)"
    [ -e "$work/plain-$sig/pdd.h5.journal" ] ||
        fail "plain-$sig: no journal left for pdd-view to recover"
    expect_log "plain-$sig" "terminated (SIG$sig)" "SIG$sig"
done

# The program's handler exits with 7: it ran, and the status is its own.
run handler-off handler TERM 0
want=$status
run handler handler TERM 1
[ "$status" = 7 ] && [ "$want" = 7 ] ||
    fail "handler: exit status $status with pdd, $want without (want 7, the program's handler's)"
grep -qx 'handler 15' "$work/handler/ready.handler" 2>/dev/null ||
    fail "handler: the program's own SIGTERM handler did not run under pdd"
expect_log handler "terminated (SIGTERM)" SIGTERM

# The program's handler lets main return: a clean exit, the log written at exit.
run flag flag TERM 1
[ "$status" = 0 ] || fail "flag: exit status $status, want 0 (the program's handler ends it cleanly)"
[ -e "$work/flag/pdd.h5" ] && [ ! -e "$work/flag/pdd.h5.journal" ] ||
    fail "flag: the clean exit did not write pdd.h5 (or left its journal)"
expect_log flag "clean (after SIGTERM)" SIGTERM

[ $fails = 0 ] || exit 1
echo "term_signal: SIGTERM, SIGINT, SIGHUP recorded; exit statuses as without pdd; the program's handlers run"
