#!/bin/sh
# tests/fuzz/run.sh BUILD SECONDS TARGET...: runs each fuzzer $BUILD/fuzz/fuzz_<target> for
# SECONDS (libFuzzer, one job that goes on after a finding) from the seeds and the corpus it
# grew before, then prints one line per target: executions, corpus size, findings. Findings
# are left in $BUILD/fuzz/findings/<target>/ (crash-*, leak-*, timeout-*, oom-*); the log of
# the run in $BUILD/fuzz/<target>.log. Exits 1 when a target found something new.
set -u
build=$1 seconds=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
"$here/seeds.sh" "$build/fuzz/seeds" || exit 2
# per target: the largest input worth trying (the pass sees whole generated sources)
max_len() {
  case $1 in pass) echo 65536 ;; sdfg) echo 65536 ;; *) echo 16384 ;; esac
}
new=0 summary=
for t in "$@"; do
  bin=$build/fuzz/fuzz_$t
  corpus=$build/fuzz/corpus/$t findings=$build/fuzz/findings/$t
  mkdir -p "$corpus" "$findings"
  before=$(ls "$findings" | wc -l)
  echo "fuzz: $t: $seconds s"
  # -fork=1 with -ignore_*: a finding is saved and the fuzzing goes on
  "$bin" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -max_total_time="$seconds" -max_len="$(max_len "$t")" -timeout=10 -rss_limit_mb=2048 \
    -malloc_limit_mb=1024 -close_fd_mask=3 -artifact_prefix="$findings/" -print_final_stats=1 \
    "$corpus" "$build/fuzz/seeds/$t" >"$build/fuzz/$t.log" 2>&1
  # the last status line of the fork driver: "#EXECS: cov: N ft: N corp: N/S ... oom/timeout/crash: a/b/c"
  last=$(grep -E '^#[0-9]+: ' "$build/fuzz/$t.log" | tail -1)
  execs=$(echo "$last" | sed -E 's/^#([0-9]+):.*/\1/')
  cov=$(echo "$last" | sed -nE 's/.* cov: ([0-9]+).*/\1/p')
  corp=$(echo "$last" | sed -nE 's/.* corp: ([0-9]+).*/\1/p')
  otc=$(echo "$last" | sed -nE 's|.*oom/timeout/crash: ([0-9/]+).*|\1|p')
  after=$(ls "$findings" | wc -l)
  found=$((after - before))
  [ "$found" -gt 0 ] && new=1
  line="fuzz: $t: ${execs:-0} executions, coverage ${cov:-?}, corpus ${corp:-?}, oom/timeout/crash ${otc:-0/0/0}, $found new finding(s) in $findings"
  summary="$summary$line
"
done
printf '%s' "$summary"
exit $new
