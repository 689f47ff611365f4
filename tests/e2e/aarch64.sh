#!/usr/bin/env bash
# tests/e2e/aarch64.sh BUILD_DIR: pdd on Arm (Neoverse, as in Grace Hopper), built with Debian's
# cross compiler and run under qemu-user (make check-aarch64, part of make check):
#   1. libpdd, pdd-instrument, pdd-cc, pdd-view and the Check units build for aarch64 without
#      a warning, against arm64 builds of the libraries (tests/helpers/arm64_sysroot.sh);
#   2. every unit test passes under qemu-aarch64;
#   3. the pass run on aarch64 writes byte for byte what it writes on this machine, for every
#      source of the programs below in both DaCe versions of the corpus;
#   4. those programs of the newest DaCe version of the corpus (the other's code reaches the same
#      probes; building and running both under qemu took 3 more minutes of make check), built
#      for aarch64 with its flags (-mcpu=neoverse-n2 for -march=native: SVE2), plain and
#      instrumented, and run under qemu: the log's first event
#      of each planted fault of tests/e2e/corpus_e2e.tsv names its kernel, field and cell, and
#      every fault of tests/corpus_run/faults.tsv, probes on, gives the plain build's outputs
#      bit for bit (but for the sign of a NaN made from a NaN); pdd-view, on aarch64, reads a log.
# BUILD_DIR holds the host build (bin/pdd-instrument); the aarch64 one goes to BUILD_DIR/aarch64.
set -u -o pipefail
build=$(cd "$1" && pwd)
repo=$(pwd)
corpus=${PDD_CORPUS:-$repo/tests/corpus}
programs="lap3d delp_update tracer_advection vertical_solver heat_3d column_physics"
a=$build/aarch64 sysroot=$build/aarch64-sysroot work=${PDD_TEST_WORK:-$build/aarch64-e2e}
failed=0 passed=0
fail() { echo "FAIL: aarch64: $*"; failed=$((failed + 1)); }
pass() { passed=$((passed + 1)); }

tests/helpers/install_debs.sh "$build/apt.log" gcc-aarch64-linux-gnu g++-aarch64-linux-gnu qemu-user || exit 1
tests/helpers/arm64_sysroot.sh "$sysroot" "$build/arm64-sysroot.log" || exit 1
export PKG_CONFIG_LIBDIR=$sysroot/usr/lib/aarch64-linux-gnu/pkgconfig:$sysroot/usr/share/pkgconfig
export PKG_CONFIG_SYSROOT_DIR=$sysroot
libdirs=$sysroot/usr/lib/aarch64-linux-gnu:$sysroot/lib/aarch64-linux-gnu:$sysroot/usr/lib/aarch64-linux-gnu/hdf5/serial
# qemu finds the target's loader and libc in the cross toolchain, the rest in the sysroot; the
# guest's LD_LIBRARY_PATH is set for the guest alone (QEMU_SET_ENV), not for qemu itself.
export QEMU_LD_PREFIX=/usr/aarch64-linux-gnu QEMU_SET_ENV=LD_LIBRARY_PATH=$libdirs:$a/lib
qemu=qemu-aarch64
rm -rf "$work" && mkdir -p "$work"

# 1. the build
checks=$(cd tests/unit && ls check_*.c | sed "s|^\(.*\)\.c$|$a/tests/\1|")
# shellcheck disable=SC2086  # checks is a word list
if ! make -s -j2 BUILD="$a" CC=aarch64-linux-gnu-gcc AR=aarch64-linux-gnu-ar NATIVE=-mcpu=neoverse-n2 \
       CFLAGS="-O2 -g -Wl,-rpath-link,$libdirs" all $checks "$a/tests/log_events" >"$work/build.log" 2>&1; then
  fail "the cross build failed (see $work/build.log):"; tail -15 "$work/build.log"; exit 1
fi
if grep -q 'warning:' "$work/build.log"; then
  fail "the cross build warns:"; grep -A3 'warning:' "$work/build.log" | head -20
else pass; fi
# the ELF header's e_machine (2 bytes at 18): 183 is aarch64
[ "$(od -An -tu2 -j18 -N2 "$a/lib/libpdd.so" | tr -d ' ')" = 183 ] && pass || fail "$a/lib/libpdd.so is not an aarch64 library"

# 2. the units
# shellcheck disable=SC2086
if PDD_RUN_PREFIX=$qemu PDD_CORPUS=$corpus tests/helpers/run_checks.sh "$work/units.tsv" aarch64 "$a/tests" $checks \
     >"$work/units.log" 2>&1; then
  grep -c '^PASS' "$work/units.tsv" >/dev/null && pass
else
  fail "unit tests under $qemu: $(tail -1 "$work/units.log")"; grep -E '^FAIL|:F:|:E:' "$work/units.log" | head -10
fi
grep -q "FAIL" "$work/units.tsv" && fail "unit tests: $(grep -c FAIL "$work/units.tsv") failed (see $work/units.log)"
echo "aarch64 units: $(tail -1 "$work/units.log")"

# 3. the pass writes the same on both machines
printf '#!/bin/sh\nexec %s %s "$@"\n' "$qemu" "$a/bin/pdd-instrument" >"$work/pdd-instrument-arm"
chmod +x "$work/pdd-instrument-arm"
versions=$(cd "$corpus" && ls -d dace-*)
for v in $versions; do
  mkdir -p "$work/$v"
  # shellcheck disable=SC2086
  sh tests/corpus_run/instrument.sh "$build/bin/pdd-instrument" "$corpus/$v" "$work/$v/src-host" $programs \
    >"$work/$v/instr-host.log" 2>&1 || fail "$v: the host's pass failed (see $work/$v/instr-host.log)"
  # shellcheck disable=SC2086
  sh tests/corpus_run/instrument.sh "$work/pdd-instrument-arm" "$corpus/$v" "$work/$v/src" $programs \
    >"$work/$v/instr.log" 2>&1 || fail "$v: the pass on aarch64 failed (see $work/$v/instr.log)"
  if diff -r "$work/$v/src-host" "$work/$v/src" >"$work/$v/instr.diff"; then pass
  else fail "$v: the pass on aarch64 wrote other sources than on this machine (see $work/$v/instr.diff)"; fi
done

# 4. the programs, plain and instrumented, on aarch64
tab=$(printf '\t')
for v in $(echo "$versions" | tail -1); do
  w=$work/$v
  flags=$(sh tests/corpus_run/client_flags.sh "$v" | sed 's/-march=native/-mcpu=neoverse-n2/') || { fail "$v: no client flags"; continue; }
  common=(GPU=0 CXX=aarch64-linux-gnu-g++ PROGRAM_CXXFLAGS="$flags" PROGRAMS="$programs")
  env "${common[@]}" EXTRA_CXXFLAGS="-I$repo/include" \
    EXTRA_LDFLAGS="-L$a/lib -Wl,-rpath,$a/lib -Wl,-rpath-link,$libdirs -lpdd" \
    bash tests/corpus_run/build.sh "$w/out" "$w/src" >"$w/build.log" 2>&1 ||
    { fail "$v: build of the instrumented programs (see $w/build.log)"; tail -5 "$w/build.log"; continue; }
  env "${common[@]}" bash tests/corpus_run/build.sh "$w/plain" "$corpus/$v" >"$w/build-plain.log" 2>&1 ||
    { fail "$v: build of the original programs (see $w/build-plain.log)"; continue; }
  grep -v '^#' tests/e2e/corpus_e2e.tsv | grep "^$v$tab" >"$w/rows.tsv"
  rows=0
  while IFS="$tab" read -r _ p args want; do
    case " $programs " in *" $p "*) ;; *) continue ;; esac
    rows=$((rows + 1))
    rm -f "$work"/log.*
    if ! got=$(RUN_PREFIX=$qemu sh tests/corpus_run/first_event.sh "$w/out/$p" "$p" "$args" "$work/log.%r.h5" \
                 "$a/tests/log_events" 2>"$work/run.err"); then
      fail "$v $p $args: $(cat "$work/run.err")"; continue
    fi
    if [ "$got" = "$want" ]; then pass; else fail "$v $p $args: first event '$got', expected '$want'"; fi
  done <"$w/rows.tsv"
  [ "$rows" -gt 0 ] || fail "$v: no rows of tests/e2e/corpus_e2e.tsv for $programs"
  # pdd-view on aarch64 reads the last log and names its first failure
  if $qemu "$a/bin/pdd-view" summary "$work/log.0.h5" >"$w/summary.txt" 2>&1 && grep -q '^First failure' "$w/summary.txt"; then
    pass
  else fail "$v: pdd-view summary on aarch64 (see $w/summary.txt)"; fi
  # every planted fault, probes on: the plain build's outputs, bit for bit but for the sign of
  # a NaN made from a NaN (CORPUS_NAN_SIGN_FREE: FMSUB's operand order, docs/limits.md)
  if PROGRAMS="$programs" RUN_PREFIX="env CORPUS_NAN_SIGN_FREE=1 PACE_DACE_DEBUG=True PDD_LOG=$work/cf.%r.h5 $qemu" \
       REFERENCE="$w/plain" REFERENCE_PREFIX="env CORPUS_NAN_SIGN_FREE=1 $qemu" bash tests/corpus_run/check_faults.sh "$w/out" >"$w/faults.log" 2>&1; then
    pass
  else fail "$v: check_faults on aarch64: $(grep -c '^FAIL' "$w/faults.log") failed (see $w/faults.log)"; grep -A3 '^FAIL' "$w/faults.log" | head -12; fi
  echo "aarch64 $v: $(tail -1 "$w/faults.log")"
done

echo "aarch64: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
