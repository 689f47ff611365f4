#!/usr/bin/env bash
# pdd-view on the files of a run that is not over: a journal whose process still runs is said
# to be "still running" (summary, --json, assert, report), read from a snapshot that leaves
# nothing behind, and its lock left as it was; once killed it reads "died", once it exits
# cleanly its log is there. A journal cut shorter while pdd-view reads it (as its writer
# trims it at the end) never makes pdd-view fault. Each case several times.
# Usage: live_files.sh BUILD_DIR CC
set -u
build=$(cd "$1" && pwd) cc=${2:-cc}
fail() { echo "FAIL: live_files: $*"; exit 1; }
view=$build/bin/pdd-view
work=$(mktemp -d "${TMPDIR:-/tmp}/pdd-live.XXXXXX") || exit 1
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; wait "$p" 2>/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT
prog=$work/log_writer
$cc -std=c11 -O2 -Iinclude -Itests/helpers tests/helpers/log_writer.c -o "$prog" -L"$build/lib" -lpdd \
    -Wl,-rpath,"$build/lib" -lm || fail "cannot build tests/helpers/log_writer.c"
# pdd-view's snapshots of live journals go here: it must be empty after every run
export TMPDIR=$work/tmp
mkdir -p "$TMPDIR"
host=$(uname -n)
unset PDD_VIEW_TIMEOUT NO_COLOR

# start DIR N [RANK]: log_writer N wait, alive with its journal in DIR until its stdin (a FIFO
# this shell holds open on fd 3, 4, ...) is closed. Sets pid and fd.
start() {
  local dir=$1 n=$2 rank=${3:-0}
  mkdir -p "$dir" && rm -f "$dir.in" && mkfifo "$dir.in" || fail "cannot make a FIFO"
  PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PMI_RANK=$rank PDD_LOG="$dir/pdd.%r.h5" \
    "$prog" "$n" wait <"$dir.in" >"$dir.out" 2>"$dir.err" &
  pid=$!
  pids+=("$pid")
  exec {fd}>"$dir.in"
  for _ in $(seq 200); do
    grep -q "^log_writer: $n calls" "$dir.out" 2>/dev/null && return 0
    sleep 0.05
  done
  fail "log_writer $n wait never got to its wait ($(cat "$dir.err"))"
}
# view ARGS...: pdd-view; sets rc, out (stdout) and err (stderr).
view() {
  out=$("$view" "$@" 2>"$work/view.err"); rc=$?
  err=$(cat "$work/view.err")
  [ "$rc" -lt 128 ] || fail "pdd-view $*: killed by signal $((rc - 128))"
  [ -z "$(ls -A "$TMPDIR")" ] || fail "pdd-view $* left files in TMPDIR: $(ls "$TMPDIR")"
}
has() { case $1 in *"$2"*) ;; *) fail "$3: no '$2' in: $1";; esac; }
# line TEXT REGEX WHAT: a line of TEXT matches REGEX (grep -E)
line() { printf '%s\n' "$1" | grep -Eq -- "$2" || fail "$3: no line like '$2' in: $1"; }
lacks() { case $1 in *"$2"*) fail "$3: '$2' in: $1";; esac; }

for round in 1 2 3; do
  d=$work/live$round
  start "$d" $((round * 20))
  j=$d/pdd.0.h5.journal
  note="still running (pid $pid on host $host): read as it stands now; its log is written when it ends"
  view summary "$j"
  [ "$rc" = 0 ] || fail "round $round: summary of a live journal: exit $rc: $err"
  has "$out" "still running" "round $round: summary of a live journal"
  lacks "$out" "died" "round $round: summary of a live journal"
  has "$err" "pdd.0.h5.journal: $note" "round $round: summary's note on a live journal"
  line "$out" " still running +$((round * 20)) +$((round * 20)) " "round $round: summary's exit, events and calls"
  view summary --json "$j"
  [ "$rc" = 0 ] || fail "round $round: summary --json of a live journal: exit $rc: $err"
  has "$out" '"running":	true' "round $round: summary --json"
  has "$out" '"exit":	"still running"' "round $round: summary --json"
  has "$out" "\"pid\":	$pid" "round $round: summary --json"
  view events "$j"
  [ "$rc" = 0 ] && [ "$(printf '%s\n' "$out" | grep -c ' nan ')" = $((round * 20)) ] ||
    fail "round $round: events of a live journal: exit $rc, $(printf '%s\n' "$out" | grep -c ' nan ') events: $err"
  view assert --clean-exit "$j"
  [ "$rc" = 1 ] || fail "round $round: assert --clean-exit on a live journal: exit $rc, want 1"
  has "$out" "rank 0 is still running, it has not reached its clean exit yet" "round $round: assert --clean-exit"
  view report --html "$work/live.html" "$j"
  [ "$rc" = 0 ] && grep -q "still running" "$work/live.html" || fail "round $round: report of a live journal: exit $rc: $err"
  # its log is not there yet, and pdd-view made none beside the journal
  view summary "$d/pdd.0.h5"
  [ "$rc" = 2 ] || fail "round $round: summary of the log of a live run: exit $rc, want 2"
  has "$err" "pdd.0.h5: no such file, but its journal $j is there: its process is still running" "round $round: the log of a live run"
  [ "$(ls "$d")" = pdd.0.h5.journal ] || fail "round $round: pdd-view wrote beside a live journal: $(ls "$d")"
  # the writer's lock is as it was: read again, still running
  view summary "$j"
  has "$out" "still running" "round $round: a live journal read a second time"
  # the end: killed (died), or a clean exit (its log is written)
  if [ $round = 2 ]; then
    kill -9 "$pid"
    wait "$pid" 2>/dev/null
    exec {fd}>&-
    view summary --json "$j"
    [ "$rc" = 0 ] || fail "round $round: summary of a killed run's journal: exit $rc: $err"
    has "$out" '"running":	false' "round $round: summary --json after SIGKILL"
    has "$out" '"exit":	"died (recovered)"' "round $round: summary --json after SIGKILL"
    has "$err" "recovered from the journal" "round $round: after SIGKILL"
  else
    exec {fd}>&-
    wait "$pid" || fail "round $round: log_writer ended with $?: $(cat "$d.err")"
    [ ! -e "$j" ] || fail "round $round: the journal is left after a clean exit"
    view summary "$d/pdd.0.h5"
    [ "$rc" = 0 ] || fail "round $round: summary of the log after a clean exit: exit $rc: $err"
    has "$out" " clean " "round $round: summary after a clean exit"
    lacks "$out" "running" "round $round: summary after a clean exit"
  fi
done

# Two ranks, one killed and one alive: each as it is.
d=$work/ranks; mkdir -p "$d"
{ PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PMI_RANK=0 PDD_LOG="$d/pdd.%r.h5" "$prog" 5 kill >/dev/null; } 2>/dev/null
start "$d" 7 1
view summary "$d/pdd.0.h5.journal" "$d/pdd.1.h5.journal"
[ "$rc" = 0 ] || fail "a dead and a live rank: exit $rc: $err"
printf '%s\n' "$out" | grep -q "^ *0 .* died (recovered) .* 5 .* 5 " || fail "a dead and a live rank: rank 0 is not 'died': $out"
printf '%s\n' "$out" | grep -q "^ *1 .* still running .* 7 .* 7 " || fail "a dead and a live rank: rank 1 is not 'still running': $out"
exec {fd}>&-
wait "$pid"

# A journal cut shorter and grown again as pdd-view reads it (its writer trims the unused end
# of it at the end, as here): only zeros are ever cut, so every read gives every record. A
# large journal (pdd-view reads it in windows) and a small one (in one).
for n in 200000 10; do
  d=$work/shrink$n; mkdir -p "$d"
  { PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$d/pdd.%r.h5" "$prog" $n kill >/dev/null; } 2>/dev/null
  j=$d/pdd.0.h5.journal
  used=$(python3 -c '
import sys
d = open(sys.argv[1], "rb").read().rstrip(b"\0")
print(64 + -(-(len(d) - 64) // 32) * 32)' "$j") || fail "cannot measure the journal"
  full=$((used + (256 << 20)))
  truncate -s "$full" "$j"
  cutter() { while :; do truncate -s "$used" "$1"; truncate -s "$full" "$1"; done; }
  cutter "$j" &
  cut_pid=$!
  pids+=("$cut_pid")
  for i in 1 2 3 4 5 6 7 8; do
    rm -f "$d/pdd.0.h5"
    view summary "$j"
    [ "$rc" = 0 ] || fail "read $i of a journal of $n calls cut as it is read: exit $rc: $err"
    line "$out" " $n +$n " "read $i of a journal of $n calls cut as it is read"
  done
  kill "$cut_pid"
  wait "$cut_pid" 2>/dev/null
done

# A live run of many events ending (its journal trimmed, its log written) while pdd-view reads
# its journal: pdd-view reads it as it was, or says it is gone, and never faults.
for i in 1 2 3 4; do
  d=$work/ending$i
  start "$d" 100000
  ("$view" summary "$d/pdd.0.h5.journal" >"$d.view" 2>&1; echo $? >"$d.rc") &
  vpid=$!
  sleep 0.0$i
  exec {fd}>&-
  wait "$vpid"
  wait "$pid" || fail "ending $i: log_writer ended with $?: $(cat "$d.err")"
  vrc=$(cat "$d.rc")
  case $vrc in
    0) grep -Eq " 100000 +100000 " "$d.view" || fail "ending $i: pdd-view read another count: $(cat "$d.view")" ;;
    2) [ "$(wc -l <"$d.view")" = 1 ] || fail "ending $i: exit 2 with more than one line: $(cat "$d.view")" ;;
    *) fail "ending $i: pdd-view ended with $vrc: $(cat "$d.view")" ;;
  esac
  [ -z "$(ls -A "$TMPDIR")" ] || fail "ending $i: pdd-view left files in TMPDIR: $(ls "$TMPDIR")"
done
echo "PASS: live_files"
