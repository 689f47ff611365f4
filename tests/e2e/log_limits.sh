#!/bin/sh
# pdd never kills nor stops a run by its own doing: under `ulimit -f` and on a full file system
# the program runs on and exits 0, pdd says ONE line that it stops logging, the events made
# before the limit are all kept (calls 1..N, no gap), and the END record of the clean exit is
# there (space for it is kept). The program's own write past ulimit -f still raises SIGXFSZ
# on it: pdd changed nothing of its disposition. Usage: log_limits.sh BUILD_DIR CC
set -u
build=$(cd "$1" && pwd) cc=${2:-cc}
fail() { echo "FAIL: log_limits: $*"; exit 1; }
view=$build/bin/pdd-view events=$build/tests/log_events
work=$(mktemp -d "${TMPDIR:-/tmp}/pdd-limits.XXXXXX") || exit 1
trap 'umount "$work/small" 2>/dev/null; rm -rf "$work"' EXIT
prog=$work/log_writer
$cc -std=c11 -O2 -Iinclude -Itests/helpers tests/helpers/log_writer.c -o "$prog" -L"$build/lib" -lpdd \
    -Wl,-rpath,"$build/lib" -lm || fail "cannot build tests/helpers/log_writer.c"
limit=
run() { # DIR ARGS...: the probed program with its log in DIR (under $limit); stderr in DIR.err
  dir=$1; shift
  PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$dir/pdd.%r.h5" $limit "$prog" "$@" >/dev/null 2>"$dir.err"
}
# The events of a log or journal are calls 1..N of plain_0_0_3, each once, in order: prints N.
kept_in_order() {
  "$events" "$1" >"$work/ev" 2>"$work/ev.err" || fail "log_events $1: $(cat "$work/ev.err")"
  awk '{ split($5, c, "="); if (c[2] != NR) { print "gap at " NR ": " $0; exit 1 } } END { print NR }' \
      "$work/ev" || fail "$1: the events kept are not calls 1..N in order"
}
one_stop_line() { # DIR WHY
  n=$(grep -c 'pdd stops logging here and the program runs on' "$1.err")
  [ "$n" -eq 1 ] || fail "$n lines that pdd stops logging (want 1): $(cat "$1.err")"
  grep -q "$2" "$1.err" || fail "the line does not say '$2': $(cat "$1.err")"
}

# 1. ulimit -f 1000 (1000 KiB): the journal stops at the limit; SIGXFSZ never kills the run.
mkdir "$work/ulimit"
# A limit of 1000 KiB (the shell's ulimit -f counts 512-byte blocks in some shells).
command -v prlimit >/dev/null || { echo "skip: no prlimit (util-linux) to set a file size limit"; exit 77; }
limit="prlimit --fsize=1024000"
run "$work/ulimit" 20000 || fail "under ulimit -f 1000 the program ended with $? (want 0): $(cat "$work/ulimit.err")"
one_stop_line "$work/ulimit" "the file size limit, ulimit -f, is 1000 KiB"
j=$work/ulimit/pdd.0.h5.journal
[ -f "$j" ] || fail "no journal kept in $work/ulimit: $(ls "$work/ulimit")"
size=$(stat -c %s "$j")
[ "$size" -le 1024000 ] || fail "the journal is $size bytes, past the limit of 1024000"
kept=$(kept_in_order "$j")
[ "$kept" -gt 3000 ] || fail "only $kept events kept under ulimit -f 1000 (a full 1000 KiB holds about 6000)"
"$view" assert --clean-exit "$j" >/dev/null 2>&1 || fail "the clean exit of the run under ulimit -f is lost: $("$view" summary "$j" 2>&1 | head -4)"
echo "ulimit -f 1000: exit 0, journal $size bytes, $kept events kept (calls 1..$kept), clean exit recorded"

# 1a. A crash after the journal stopped: the crash event still goes in (room is kept).
mkdir "$work/crash"
run "$work/crash" 20000 segv; rc=$?
[ "$rc" -eq 139 ] || fail "a SIGSEGV after the journal stopped ended the program with $rc, want 139"
"$events" "$work/crash/pdd.0.h5.journal" >"$work/ev" 2>&1 || fail "log_events: $(cat "$work/ev")"
[ "$(grep -c '^crash' "$work/ev")" -eq 1 ] || fail "no crash event in the full journal: $(tail -2 "$work/ev")"
grep -q 'crash recorded in' "$work/crash.err" || fail "the crash was not said to be recorded: $(cat "$work/crash.err")"

# 1b. Its stderr a file already at the limit: pdd's line cannot be written, and that is all.
mkdir "$work/fullerr"
head -c 1024000 /dev/zero >"$work/fullerr.err"
PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$work/fullerr/pdd.%r.h5" $limit "$prog" 20000 \
  >/dev/null 2>>"$work/fullerr.err" || fail "with stderr at ulimit -f, pdd's line ended the program with $? (want 0)"

# 2. The program's own write past the limit is still the program's: SIGXFSZ kills it (153).
mkdir "$work/own"
run "$work/own" 20000 write "$work/own/data"; rc=$?
limit=
[ "$rc" -eq 153 ] || fail "the program's own write past ulimit -f ended with $rc, want 153 (SIGXFSZ): pdd changed its disposition"
one_stop_line "$work/own" "ulimit -f"

# 3. A full file system (a 3 MiB tmpfs): the same, and the END record fits (space kept).
mkdir "$work/small"
if ! mount -t tmpfs -o size=3m tmpfs "$work/small" 2>/dev/null; then
  echo "skip: cannot mount a 3 MiB tmpfs here (not root?); the ulimit -f cases passed"
  exit 77
fi
run "$work/small" 100000 || fail "on a full file system the program ended with $? (want 0): $(cat "$work/small.err")"
one_stop_line "$work/small" "No space left on device"
cp "$work/small/pdd.0.h5.journal" "$work/full.journal" || fail "no journal kept on the full file system"
kept=$(kept_in_order "$work/full.journal")
"$view" assert --clean-exit "$work/full.journal" >/dev/null 2>&1 || fail "the END record of the clean exit is lost on a full file system"
echo "3 MiB tmpfs: exit 0, journal $(stat -c %s "$work/full.journal") bytes, $kept events kept, clean exit recorded"
umount "$work/small"

# 4. A file system too small for the first chunk: pdd is off, said in one line, the run goes on.
mount -t tmpfs -o size=16k tmpfs "$work/small" || fail "mount a 16 KiB tmpfs"
run "$work/small" 100 || fail "on a file system too small for the journal the program ended with $?"
n=$(grep -c '^pdd' "$work/small.err")
[ "$n" -eq 1 ] && grep -q 'cannot create journal .*No space left on device.*pdd is off for this run' "$work/small.err" \
  || fail "want one line that pdd is off: $(cat "$work/small.err")"
[ -z "$(ls "$work/small")" ] || fail "files left on the tiny file system: $(ls "$work/small")"
# 5. A short run's journal is small: the first chunk is 84 KiB, not megabytes.
mkdir "$work/short"
run "$work/short" 10 kill
size=$(stat -c %s "$work/short/pdd.0.h5.journal")
[ "$size" -le 131072 ] || fail "a run of 10 calls left a journal of $size bytes (want <= 128 KiB)"
echo "a run of 10 calls killed: its journal is $size bytes"
echo "PASS: log_limits"
