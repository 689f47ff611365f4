#!/usr/bin/env bash
# tests/e2e/view_ranks.sh BUILD: pdd-view over the logs of 4096 ranks (tests/helpers/rank_logs.c: small
# logs; the only fault, a NaN at call 4 and then a crash, on rank 3071): the summary names
# that NaN as the first failure, lists rank 3071 and one line for the 4095 clean ranks,
# --all-ranks lists 4096 rows, and summary and report stay under 200 MiB (about 1 MiB a
# rank if the logs were all held open at once). Then 16 ranks with NaNs at the same time on
# ranks 9 and 12 and later on rank 2: the first failure is rank 9's (time, then rank), and
# --json lists all 16 logs. Then 64 ranks as when mpirun ends a job: one crashed, the 63
# others terminated mid-call are one line in each table. And `events` over 40 logs with events under a low limit of
# open files: the soft limit is raised; the hard one is named. The logs go to a tmpfs when
# there is one (writing 4096 logs through fsync takes half a minute on a disk).
set -u
build=${1:-build}
view=${PDD_VIEW:-$build/bin/pdd-view}
gen=$build/tests/rank_logs
rss=$build/tests/peak_rss
for b in "$view" "$gen" "$rss"; do
  [ -x "$b" ] || { echo "FAIL: view_ranks: $b missing (make BUILD=$build all $gen $rss)"; exit 1; }
done
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
  w=$(mktemp -d /dev/shm/pdd-view-ranks.XXXXXX) || exit 99
else
  w=${PDD_TEST_WORK:-$(cd "$build" && pwd)/tests/view_ranks}
  rm -rf "$w" && mkdir -p "$w" || exit 99
fi
trap 'rm -rf "$w"' EXIT
failed=0
fail() { echo "FAIL: view_ranks: $*"; failed=$((failed + 1)); }
limit_kib=204800

"$gen" "$w/big" 4096 6 --crash 3071:4 || { echo "FAIL: view_ranks: rank_logs failed"; exit 1; }
# the logs in the order a shell glob gives them (pdd.0, pdd.1, pdd.10, ...), as a user would
logs=$(printf '%s\n' "$w"/big/pdd.*.h5)
# shellcheck disable=SC2086 # a list of paths without spaces
"$rss" "$view" summary $logs >"$w/summary.txt" 2>"$w/summary.err" || fail "summary exit $?: $(head -3 "$w/summary.err")"
kib=$(sed -n 's/^peak_rss: \([0-9]*\) KiB$/\1/p' "$w/summary.err")
if [ -z "$kib" ] || [ "$kib" -ge $limit_kib ]; then fail "summary over 4096 logs took ${kib:-?} KiB, over $limit_kib"; fi
grep -qx "First failure: rank 3071, 3.111 ms after the start ($w/big/pdd.3071.h5)" "$w/summary.txt" ||
  fail "first failure line: $(grep '^First failure' "$w/summary.txt")"
grep -qx "  nan in kernel stencil_0 call 4, field delp at (2,3,1): value nan (1 bad value in the call, min nan, max nan)" "$w/summary.txt" ||
  fail "first failure: $(grep -A1 '^First failure' "$w/summary.txt" | tail -1)"
grep -qx "  and 4095 more ranks exited cleanly with no events: 0-3070, 3072-4095 (--all-ranks lists them)" "$w/summary.txt" ||
  fail "no line for the clean ranks: $(sed -n 2,5p "$w/summary.txt")"
# the table: its header, rank 3071 alone, the line
rows=$(awk 'NR > 2 && /^$/ { exit } NR > 2' "$w/summary.txt" | grep -c '/pdd\.[0-9]*\.h5$')
[ "$rows" = 1 ] || fail "the table of logs has $rows rows, expected 1 (rank 3071)"
grep -q "^  3071 .*died (recovered) .*/pdd.3071.h5$" "$w/summary.txt" || fail "rank 3071 is not in the table"
grep -qx "  rank 3071: stencil_1 call 5, began 3.121 ms after the start" "$w/summary.txt" ||
  fail "the call that never ended: $(grep -A1 'never ended' "$w/summary.txt")"

# shellcheck disable=SC2086
"$view" summary --all-ranks $logs >"$w/all.txt" 2>&1 || fail "summary --all-ranks exit $?"
rows=$(awk 'NR > 2 && /^$/ { exit } NR > 2' "$w/all.txt" | grep -c '/pdd\.[0-9]*\.h5$')
[ "$rows" = 4096 ] || fail "summary --all-ranks lists $rows rows, expected 4096"
grep -q "more ranks exited cleanly" "$w/all.txt" && fail "summary --all-ranks still collapses ranks"

# shellcheck disable=SC2086
"$rss" "$view" report --html "$w/report.html" $logs >/dev/null 2>"$w/report.err" || fail "report exit $?: $(head -3 "$w/report.err")"
kib=$(sed -n 's/^peak_rss: \([0-9]*\) KiB$/\1/p' "$w/report.err")
if [ -z "$kib" ] || [ "$kib" -ge $limit_kib ]; then fail "report over 4096 logs took ${kib:-?} KiB, over $limit_kib"; fi
grep -q ">rank 3071<title>" "$w/report.html" || fail "the report has no timeline lane for rank 3071"
grep -q "4064 more ranks not drawn" "$w/report.html" || fail "the report does not say how many lanes it left out"
grep -q "and 4095 more ranks exited cleanly with no events: 0-3070, 3072-4095" "$w/report.html" ||
  fail "the report's table of logs has no line for the clean ranks"

# ---- the order of the first failure: time, then rank ----
"$gen" "$w/small" 16 6 --stagger 0 --nan 12:3 --nan 9:3 --nan 2:5 || fail "rank_logs (16) failed"
"$view" summary "$w"/small/pdd.*.h5 >"$w/small.txt" 2>&1 || fail "summary (16) exit $?"
grep -q "^First failure: rank 9," "$w/small.txt" || fail "16 ranks: $(grep '^First failure' "$w/small.txt"), expected rank 9"
grep -qx "  and 13 more ranks exited cleanly with no events: 0-1, 3-8, 10-11, 13-15 (--all-ranks lists them)" "$w/small.txt" ||
  fail "16 ranks: $(grep 'more ranks' "$w/small.txt")"
n=$("$view" summary --json "$w"/small/pdd.*.h5 | grep -c '"clean_exit":')
[ "$n" = 16 ] || fail "summary --json lists $n logs, expected 16"

# ---- as when mpirun ends a job: rank 40 crashes, a SIGTERM ends the 63 others mid-call ----
"$gen" "$w/term" 64 8 --crash 40:3 --term 6 || fail "rank_logs (64, --term) failed"
"$view" summary "$w"/term/pdd.*.h5 >"$w/term.txt" 2>&1 || fail "summary (--term) exit $?"
for want in "  and 63 more ranks terminated (SIGTERM) with no events: 0-39, 41-63 (--all-ranks lists them)" \
  "  rank 40: stencil_0 call 4, began 0.080 ms after the start" \
  "  and 31 more ranks ended by a signal in a call of stencil_2: 0, 2, 4, 6, 8, 10, ..." \
  "  and 32 more ranks ended by a signal in a call of stencil_3: 1, 3, 5, 7, 9, 11, ... (--all-ranks lists them)"; do
  grep -qxF -- "$want" "$w/term.txt" || fail "terminated ranks: no line '$want' in: $(sed -n '2,4p;/never ended/,$p' "$w/term.txt")"
done
n=$(grep -c '^  rank [0-9]*: stencil' "$w/term.txt")
[ "$n" = 1 ] || fail "terminated ranks: $n calls that never ended listed one by one, expected 1 (rank 40's)"
n=$("$view" summary --all-ranks "$w"/term/pdd.*.h5 | grep -c '^  rank [0-9]*: stencil')
[ "$n" = 64 ] || fail "terminated ranks, --all-ranks: $n calls that never ended listed, expected 64"

# ---- events merges by time with every log that has events open: 40 here ----
nans=""
for r in $(seq 0 39); do nans="$nans --nan $r:3"; done
# shellcheck disable=SC2086
"$gen" "$w/fd" 40 6 $nans || fail "rank_logs (40) failed"
n=$( (ulimit -Sn 30 && "$view" events "$w"/fd/pdd.*.h5) | grep -c ' nan ')
[ "$n" = 40 ] || fail "events with a soft limit of 30 open files printed $n events, expected 40 (the limit is raised to the hard one)"
msg=$( (ulimit -n 40 && "$view" events "$w"/fd/pdd.*.h5 2>&1 >/dev/null); echo "exit $?")
case $msg in
  *"40 logs must be open at once (the logs with events, merged by time), and this process may open at most 40 files (ulimit -Hn); raise the limit to 56"*"exit 2") ;;
  *) fail "events past the hard limit of open files: $msg" ;;
esac

[ $failed = 0 ] || exit 1
echo "view_ranks: all checks passed"
