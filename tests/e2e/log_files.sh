#!/bin/sh
# The files pdd makes are safe to make anywhere: never through a symbolic link (planted at the
# journal, at the log's temporary name), mode 0644 whatever the umask, another user's log
# never replaced, a journal set aside never replacing an earlier one, an empty (all-zero) or
# truncated journal said to be so, a dead conversion's temporary file removed; the log's place
# fixed at start (a host that changes directory keeps its log), and a directory, FIFO or device
# refused as a log in one line; the host's fds never written by pdd (closed, reused, dup2'ed
# over); under ulimit -v the journal's address space a share of what is left. Each case is one
# run of a small probed program.
# Usage: log_files.sh BUILD_DIR CC
set -u
build=$(cd "$1" && pwd) cc=${2:-cc}
fail() { echo "FAIL: log_files: $*"; exit 1; }
view=$build/bin/pdd-view events=$build/tests/log_events
work=$(mktemp -d "${TMPDIR:-/tmp}/pdd-files.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
prog=$work/log_writer
$cc -std=c11 -O2 -Iinclude -Itests/helpers tests/helpers/log_writer.c -o "$prog" -L"$build/lib" -lpdd \
    -Wl,-rpath,"$build/lib" -lm || fail "cannot build tests/helpers/log_writer.c"
# DIR ARGS...: the program with its log in DIR/pdd.0.h5, its pid in DIR.pid, stderr in DIR.err.
run() {
  dir=$1; shift
  mkdir -p "$dir"
  PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$dir/pdd.%r.h5" \
    sh -c 'echo $$ >"$0.pid"; exec "$@"' "$dir" "$prog" "$@" >/dev/null 2>"$dir.err"
}
nevents() { "$events" "$1" 2>"$work/ev.err" | wc -l; }
says() { grep -q "$2" "$1.err" || fail "stderr does not say '$2': $(cat "$1.err")"; }
echo precious >"$work/victim"

# A link planted at the journal's path, and one to nowhere: neither is written nor created
# through; this process logs under a name of its own.
d=$work/link; mkdir "$d"
ln -s "$work/victim" "$d/pdd.0.h5.journal"
run "$d" 10 || fail "a link at the journal: the program ended with $?"
says "$d" "pdd.0.h5.journal is a symbolic link; pdd never writes through one; this process logs to $d/pdd.0.pid$(cat "$d.pid").h5"
[ "$(cat "$work/victim")" = precious ] || fail "the file behind the journal's link was written"
[ "$(nevents "$d/pdd.0.pid$(cat "$d.pid").h5")" -eq 10 ] || fail "the log under the pid's name lacks its 10 events"
d=$work/dangling; mkdir "$d"
ln -s "$work/nowhere" "$d/pdd.0.h5.journal"
run "$d" 10 || fail "a dangling link at the journal: the program ended with $?"
[ ! -e "$work/nowhere" ] || fail "a file was created through a dangling link at the journal"

# An empty file of this user hard-linked at the journal's path is not written either.
d=$work/hard; mkdir "$d"
: >"$work/empty" && ln "$work/empty" "$d/pdd.0.h5.journal"
run "$d" 10 || fail "a hard link at the journal: the program ended with $?"
[ ! -s "$work/empty" ] || fail "a file hard-linked at the journal's path was written"
says "$d" "has other hard links; pdd does not write into another name's file; this process logs to"

# Links planted at the log's temporary names (the old one and this process's): not followed.
d=$work/tmplink; mkdir "$d"
echo precious >"$work/victim2"
ln -s "$work/victim2" "$d/pdd.0.h5.tmp"
PACE_DACE_DEBUG=True PDD_LOG="$d/pdd.%r.h5" sh -c 'ln -s "$0" "$1.$$.tmp" && exec "$2" 10' \
  "$work/victim2" "$d/pdd.0.h5" "$prog" >/dev/null 2>"$d.err" || fail "links at the tmp names: the program ended with $?"
[ "$(cat "$work/victim2")" = precious ] || fail "the file behind a link at the log's tmp name was written"
[ "$(nevents "$d/pdd.0.h5")" -eq 10 ] || fail "no log with 10 events beside the planted links: $(cat "$d.err")"
[ -z "$(find "$d" -name 'pdd.0.h5.[0-9]*.tmp')" ] || fail "a tmp file is left: $(ls "$d")"

# umask 0: the log and a journal left behind are 0644 all the same.
d=$work/umask
(umask 0 && run "$d" 10) || fail "umask 0: the program ended with $?"
[ "$(stat -c %a "$d/pdd.0.h5")" = 644 ] || fail "umask 0: the log is mode $(stat -c %a "$d/pdd.0.h5"), want 644"
d=$work/umaskj
(umask 0 && run "$d" 10 kill)
[ "$(stat -c %a "$d/pdd.0.h5.journal")" = 644 ] || fail "umask 0: the journal is mode $(stat -c %a "$d/pdd.0.h5.journal"), want 644"

# Another user's log is not replaced: this process logs under its own name and says so.
d=$work/theirs; mkdir "$d"
echo theirs >"$d/pdd.0.h5" && chmod 666 "$d/pdd.0.h5"
if chown 65534 "$d/pdd.0.h5" 2>/dev/null; then
  run "$d" 10 || fail "another user's log: the program ended with $?"
  [ "$(cat "$d/pdd.0.h5")" = theirs ] || fail "another user's log was replaced"
  says "$d" "pdd.0.h5 belongs to user 65534; pdd never replaces another user's file; this process logs to $d/pdd.0.pid$(cat "$d.pid").h5"
  [ "$(nevents "$d/pdd.0.pid$(cat "$d.pid").h5")" -eq 10 ] || fail "no log of its own beside another user's"
  # the same for another user's journal at the path
  d=$work/theirsj; mkdir "$d"
  echo theirs >"$d/pdd.0.h5.journal" && chown 65534 "$d/pdd.0.h5.journal"
  run "$d" 10 || fail "another user's journal: the program ended with $?"
  [ "$(cat "$d/pdd.0.h5.journal")" = theirs ] || fail "another user's journal was written"
  says "$d" "journal $d/pdd.0.h5.journal belongs to user 65534; pdd never replaces another user's file; this process logs to"
  # and pdd-view recovering a journal never replaces another user's log beside it
  d=$work/theirsv
  run "$d" 20 kill
  echo theirs >"$d/pdd.0.h5" && chown 65534 "$d/pdd.0.h5" && touch -d '2000-01-01' "$d/pdd.0.h5"
  out=$("$view" summary "$d/pdd.0.h5.journal" 2>&1) && fail "pdd-view replaced another user's log: $out"
  [ "$(cat "$d/pdd.0.h5")" = theirs ] || fail "pdd-view replaced another user's log"
  case $out in *"pdd.0.h5 belongs to user 65534: pdd never replaces another user's file"*) ;;
    *) fail "pdd-view beside another user's log says: $out";; esac
else
  echo "note: not root, the case of another user's log is not run"
fi

# Two journals of one dead pid set aside: both kept, under names of their own.
d=$work/aside
run "$d" 50 kill
dead=$(cat "$d.pid")
cp "$d/pdd.0.h5.journal" "$work/again.journal"
run "$d" 10 || fail "after a leftover journal: the program ended with $?"
cp "$work/again.journal" "$d/pdd.0.h5.journal"
run "$d" 10 || fail "after a second leftover journal: the program ended with $?"
says "$d" "kept as $d/pdd.0.pid$dead-2.h5.journal"
[ "$(nevents "$d/pdd.0.pid$dead.h5.journal")" -eq 50 ] || fail "the first journal set aside lost events"
[ "$(nevents "$d/pdd.0.pid$dead-2.h5.journal")" -eq 50 ] || fail "the second journal set aside lost events"

# A dead conversion's temporary file goes with its journal set aside.
d=$work/stale
run "$d" 30 kill
dead=$(cat "$d.pid")
echo half >"$d/pdd.0.h5.$dead.tmp"
run "$d" 10 || fail "after a dead conversion: the program ended with $?"
says "$d" "was left by process $dead, which died converting it (its half-written log is removed); kept as $d/pdd.0.pid$dead.h5.journal"
[ ! -e "$d/pdd.0.h5.$dead.tmp" ] || fail "the dead conversion's tmp file is still there"

# An all-zero journal (its process died as it made it): said so, replaced, the run logs.
d=$work/zero; mkdir "$d"
head -c 65536 /dev/zero >"$d/pdd.0.h5.journal"
run "$d" 10 || fail "after an all-zero journal: the program ended with $?"
says "$d" "pdd.0.h5.journal: an empty journal (65536 bytes, its header all zero): its process died as it created it, nothing was recorded; removed"
[ "$(nevents "$d/pdd.0.h5")" -eq 10 ] || fail "no log after an all-zero journal"
grep -q 'left by process -1' "$d.err" && fail "an all-zero journal is said to be left by process -1"
# A journal this pdd cannot read is set aside, not replaced.
d=$work/garbage; mkdir "$d"
head -c 200 /dev/urandom >"$d/pdd.0.h5.journal" && cp "$d/pdd.0.h5.journal" "$work/garbage.copy"
run "$d" 10 || fail "after an unreadable journal: the program ended with $?"
says "$d" "pdd.0.h5.journal is in the way and this pdd cannot read it (.*not a pdd journal (bad magic)); set aside as $d/pdd.0.aside.h5.journal"
cmp -s "$d/pdd.0.aside.h5.journal" "$work/garbage.copy" || fail "the unreadable journal was not kept as it was"
# and pdd-view says what such journals are, exit 2
head -c 4096 /dev/zero >"$work/zero.journal"
out=$("$view" summary "$work/zero.journal" 2>&1); rc=$?
[ "$rc" -eq 2 ] || fail "pdd-view summary of an all-zero journal exits $rc, want 2"
case $out in *"an empty journal (4096 bytes, its header all zero)"*) ;; *) fail "pdd-view on an all-zero journal: $out";; esac
printf 'PDDJR' >"$work/short.journal"
out=$("$view" summary "$work/short.journal" 2>&1); rc=$?
[ "$rc" -eq 2 ] || fail "pdd-view summary of a truncated journal exits $rc, want 2"
case $out in *"a truncated journal of 5 bytes"*) ;; *) fail "pdd-view on a 5-byte journal: $out";; esac
# The log's place is fixed when the program starts: a relative PDD_LOG, and the host changes its
# working directory before its first kernel call (twice as deep, then to /): the log is where the
# program started, nothing lands where it went.
for rel in pdd.%r.h5 sub/pdd.%r.h5; do
  d=$work/rel-$(echo "$rel" | tr -c 'a-z\n' _); mkdir -p "$d/sub" "$d/elsewhere"
  for to in "$d/elsewhere" /; do
    rm -f "$d"/pdd.0.h5* "$d"/sub/pdd.0.h5*
    (cd "$d" && PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG=$rel "$prog" 7 chdir "$to" >"$d.out" 2>"$d.err") ||
      fail "PDD_LOG=$rel, chdir $to: the program ended with $?: $(cat "$d.err")"
    log=$d/$(echo "$rel" | sed 's/%r/0/')
    [ "$(nevents "$log")" -eq 7 ] || fail "PDD_LOG=$rel, chdir $to: no log of 7 events at $log ($(cat "$d.err"))"
    [ -z "$(ls -A "$d/elsewhere")" ] || fail "PDD_LOG=$rel, chdir $to: files where the program went: $(ls "$d/elsewhere")"
    grep -qx "log_writer: 7 calls" "$d.out" || fail "PDD_LOG=$rel, chdir $to: the program's own output is gone"
  done
done
# A folder, by its name or with its slash: the user said where the logs go, so each rank's is
# pdd.<rank>.h5 in it, with nothing said.
d=$work/special; mkdir -p "$d/dir" "$d/dir2" && mkfifo "$d/fifo" || fail "cannot make a FIFO"
for path in "$d/dir" "$d/dir2/"; do
  PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG=$path OMPI_COMM_WORLD_RANK=3 "$prog" 2 >"$d.out" 2>"$d.err" ||
    fail "PDD_LOG=$path: the program ended with $?"
  [ "$(nevents "${path%/}/pdd.3.h5")" -eq 2 ] && [ ! -s "$d.err" ] ||
    fail "PDD_LOG=$path (a folder): no log of 2 events at ${path%/}/pdd.3.h5, or a line said: $(cat "$d.err"; ls "$path")"
done
rm -rf "$d/dir" "$d/dir2" && mkdir "$d/dir"
# A FIFO, a device: refused in one line that names the fix; nothing is created or replaced
# there, and the program runs as without pdd.
for target in "$d/fifo:a FIFO" "/dev/null:a device"; do
  path=${target%%:*} what=${target#*:}
  PACE_DACE_DEBUG=True PDD_LOG=$path "$prog" 2 >"$d.out" 2>"$d.err" || fail "PDD_LOG=$path: the program ended with $?"
  grep -qx "log_writer: 2 calls" "$d.out" || fail "PDD_LOG=$path: the program's own output is gone"
  [ "$(wc -l <"$d.err")" -eq 1 ] && grep -q "^pdd: PDD_LOG=$path: .*$what.*; name a file, e.g. PDD_LOG=.*pdd.%r.h5 (pdd is off for this run)$" "$d.err" ||
    fail "PDD_LOG=$path: not one line saying it is $what and what to set: $(cat "$d.err")"
done
[ -p "$d/fifo" ] && [ -c /dev/null ] && [ -z "$(ls -A "$d/dir")" ] && [ "$(ls "$d" | wc -l)" -eq 2 ] ||
  fail "a special file was replaced or a file made beside it: $(ls -la "$d" "$d/dir")"
# pdd's files are its own: a host that closes every fd above 2 and opens its own output, or
# dup2()s its output over every fd (pdd's journal's number among them), with stderr open or
# closed from the start, gets exactly what it wrote in its file, and the log every event while
# the journal grows meanwhile (3000 events: several chunks).
for mode in own dup; do
  for err in open closed; do
    d=$work/fd-$mode-$err; mkdir -p "$d"
    if [ $err = open ]; then
      PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$d/pdd.%r.h5" "$prog" 3000 $mode "$d/mine.txt" >"$d.out" 2>"$d.err"
    else
      PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$d/pdd.%r.h5" "$prog" 3000 $mode "$d/mine.txt" >"$d.out" 2>&-
    fi || fail "$mode, stderr $err: the program ended with $?"
    seq 0 2999 | sed 's/^/host line /' | cmp -s - "$d/mine.txt" ||
      fail "$mode, stderr $err: the host's own file holds other bytes than it wrote ($(wc -c <"$d/mine.txt") bytes)"
    [ "$(nevents "$d/pdd.0.h5")" -eq 3000 ] || fail "$mode, stderr $err: the log lacks events ($(nevents "$d/pdd.0.h5") of 3000)"
    [ ! -e "$d/pdd.0.h5.journal" ] || fail "$mode, stderr $err: the journal was left behind"
  done
done
# Under a limit on address space (ulimit -v, as batch systems set), pdd's journal takes a share
# of what is left, not 64 GiB: the host's own 2 GiB allocation still fits under 65 GiB, and pdd
# still logs under 1 GiB and 512 MiB.
for case in "$((65 << 20)):2048" "$((1 << 20)):64" "$((512 << 10)):64"; do
  lim=${case%%:*} mib=${case#*:}
  d=$work/as-$lim; mkdir -p "$d"
  (ulimit -v "$lim" && PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$d/pdd.%r.h5" exec "$prog" 5 alloc "$mib" >"$d.out" 2>"$d.err") ||
    fail "ulimit -v $lim KiB: the program ended with $? ($(cat "$d.err"))"
  grep -qx "log_writer: allocated $mib MiB" "$d.out" || fail "ulimit -v $lim KiB: the host's $mib MiB did not fit"
  [ "$(nevents "$d/pdd.0.h5")" -eq 5 ] || fail "ulimit -v $lim KiB: no log of 5 events ($(cat "$d.err"))"
done
# File names at the filesystem's limit (255 bytes): a log of 240, 244 and 247 bytes (its journal
# 255) is written and read back (temporary names and the pid's name for a second process made
# short beside it); one of 248 is refused in one line that names the limit.
for len in 240 244 247; do
  d=$work/name-$len; mkdir -p "$d"
  name=$(printf "%0$((len - 3))d.h5" 0)
  PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$d/$name" "$prog" 4 >/dev/null 2>"$d.err" ||
    fail "a $len-byte log name: the program ended with $?"
  [ "$(nevents "$d/$name")" -eq 4 ] || fail "a $len-byte log name: no log of 4 events ($(cat "$d.err"))"
  # a journal left there by a dead process: set aside under a name that fits
  PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$d/$name" "$prog" 3 kill >/dev/null 2>"$d.err"
  PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$d/$name" "$prog" 2 >/dev/null 2>"$d.err2" ||
    fail "a $len-byte log name after a death: the program ended with $?"
  [ "$(nevents "$d/$name")" -eq 2 ] || fail "a $len-byte log name after a death: no log of 2 events ($(cat "$d.err2"))"
  aside=$(ls "$d" | grep 'journal$')
  [ -n "$aside" ] && [ "$(nevents "$d/$aside")" -eq 3 ] ||
    fail "a $len-byte log name: the dead process's journal was not set aside whole ($(ls "$d" | cut -c1-20); $(cat "$d.err2"))"
done
d=$work/name-248; mkdir -p "$d"
name=$(printf "%0245d.h5" 0)
PACE_DACE_DEBUG=True PDD_LOG="$d/$name" "$prog" 2 >/dev/null 2>"$d.err" || fail "a 248-byte log name: the program ended with $?"
grep -q "is 248 bytes and its journal's adds 8; a file name holds 255 bytes at most; give PDD_LOG a file name of at most 247 bytes (pdd is off for this run)" "$d.err" ||
  fail "a 248-byte log name is not refused in one line: $(cat "$d.err")"
[ "$(wc -l <"$d.err")" -eq 1 ] || fail "a 248-byte log name: more than one line: $(cat "$d.err")"
# A second and a third run with the same log: the run before is kept as pdd.0.h5.old, never
# lost silently (the oldest goes).
d=$work/rerun; mkdir -p "$d"
for n in 2 3 4; do
  PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_LOG="$d/pdd.%r.h5" "$prog" $n >/dev/null 2>"$d.err" || fail "rerun $n: the program ended with $?"
done
[ "$(nevents "$d/pdd.0.h5")" -eq 4 ] || fail "rerun: pdd.0.h5 is not the last run's"
[ "$(nevents "$d/pdd.0.h5.old")" -eq 3 ] || fail "rerun: pdd.0.h5.old is not the run before's ($(ls "$d"))"
[ "$(ls "$d" | wc -l)" -eq 2 ] || fail "rerun: other files than the log and its .old: $(ls "$d")"
[ ! -s "$d.err" ] || fail "rerun: pdd said something: $(cat "$d.err")"
echo "PASS: log_files"
