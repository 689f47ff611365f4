#!/bin/sh
# tests/helpers/check_summary.sh RESULTS MAKE_STATUS: the last lines of `make check`. RESULTS has one
# line per test script or Check test binary (tests/helpers/run_test.sh, tests/helpers/run_checks.sh write it:
# PASS|FAIL|SKIP, name, a count of Check tests or a reason, the seconds it took). Prints each
# failure and each skip with its reason, the five slowest tests (CI's time is bounded), then
# one line counting passed, failed and skipped tests (a Check binary counts its test cases, a
# script counts as one). Exit 1 if anything failed, make itself stopped (MAKE_STATUS != 0) or
# nothing ran at all.
results=$1 status=${2:-0}
[ -s "$results" ] || { echo "make check: no test ran ($results is missing or empty)"; exit 1; }
awk -F '\t' -v status="$status" '
  $4 ~ /^[0-9]+$/ { secs[$2] += $4; total += $4 }
  $1 == "PASS" { passed += ($3 ~ /^[0-9]+$/) ? $3 : 1; next }
  $1 == "SKIP" { skipped++; skips[skipped] = $2 ": " $3; next }
  $1 == "FAIL" { failed++; fails[failed] = $2 ($3 != "" ? ": " $3 : ""); next }
  { failed++; fails[failed] = "unreadable result line: " $0 }
  END {
    for (i = 1; i <= failed; i++) print "failed:  " fails[i]
    for (i = 1; i <= skipped; i++) print "skipped: " skips[i]
    for (k = 1; k <= 5; k++) {
      top = ""
      for (n in secs) if (top == "" || secs[n] > secs[top]) top = n
      if (top == "") break
      printf "slowest: %4d s %s\n", secs[top], top
      delete secs[top]
    }
    if (total > 0) printf "make check: the times of the tests add up to %d min %d s\n", total / 60, total % 60
    if (status != 0) { print "make check: a build step failed (make exited " status "); see above"; failed++ }
    printf "make check: %d passed, %d failed, %d skipped\n", passed, failed, skipped
    exit failed > 0
  }' "$results"
