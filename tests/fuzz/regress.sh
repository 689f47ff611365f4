#!/bin/sh
# tests/fuzz/regress.sh BINDIR: replays every input the fuzzers found (tests/fuzz/regress/
# <target>/, each once a crash, hang, leak or out-of-memory) and the hand-made inputs (tests/fuzz/inputs,
# the fixture journal and log) through the harnesses built without libFuzzer
# (BINDIR/fuzz_replay_<target>, under AddressSanitizer). Each target is bounded in time: a
# hang fails as a crash does.
set -u
bindir=$1
here=$(cd "$(dirname "$0")" && pwd)
tests=$(dirname "$here")
: "${PDD_FUZZ_SDFGS:?set PDD_FUZZ_SDFGS (the Makefile does)}"
# the fuzzers' limits (run.sh): one allocation over 1 GB, or 2 GB resident, is a finding
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}max_allocation_size_mb=1024:hard_rss_limit_mb=2048"
fail=0
for t in pass sdfg journal view; do
  set -- "$here/regress/$t"
  case $t in
    pass) set -- "$@" "$here/inputs" ;;
    journal) set -- "$@" "$tests/fixtures/journal1.journal" ;;
    view) set -- "$@" "$tests/fixtures/journal1.journal" "$tests/fixtures/format1.h5" ;;
  esac
  if ! timeout 300 "$bindir/fuzz_replay_$t" "$@"; then
    echo "FAIL: fuzz_replay_$t: an input above crashed, hung, leaked or took too much memory (rerun: $bindir/fuzz_replay_$t FILE)"
    fail=1
  fi
done
exit $fail
