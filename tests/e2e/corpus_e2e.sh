#!/bin/sh
# Every corpus CPU program of both DaCe versions (tests/corpus/dace-*): instrumented by
# pdd-instrument (the SDFG found beside it), built with libpdd and the test-only DaCe header,
# run as in tests/e2e/corpus_e2e.tsv; the log's first event must name the kernel, field and
# (i,j,k). The generated code is built with its DaCe version's own flags
# (tests/corpus_run/client_flags.sh: -O3 -march=native, fast-math), plain and instrumented.
# Every write pdd-instrument --coverage says is checked must fire under some planted fault. A row's arguments may start with NAME=VALUE words: the run's environment. Then every planted fault of tests/corpus_run/faults.tsv, probes on, must give the
# same outputs, bit for bit, as the program built from the original sources. pdd-view why on a
# NaN planted in jacobi_2d's src follows A's NaN back to B's store, which read src. The instrumented
# CUDA sources must compile with nvcc -c (skipped, saying so, without nvcc).
# Usage: corpus_e2e.sh BUILD_DIR   (BUILD_DIR holds bin/pdd-instrument, lib/, tests/log_events)
set -u
build=$(cd "$1" && pwd)
repo=$(pwd)
corpus=${PDD_CORPUS:-tests/corpus}
[ -d "$corpus" ] || { echo "FAIL: corpus_e2e: no corpus at $corpus (PDD_CORPUS)"; exit 1; }
corpus=$(cd "$corpus" && pwd)
programs="lap3d delp_update tracer_advection vertical_solver reduction_sum nested jacobi_2d heat_3d softmax4d
  loop_transient nested_view persistent_state persistent_view column_physics"
work=${PDD_TEST_WORK:-$build/corpus-e2e}
rm -rf "$work" && mkdir -p "$work"
failed=0 passed=0
fail() { echo "FAIL: corpus_e2e: $*"; failed=$((failed + 1)); }
if command -v nvcc >/dev/null 2>&1 || [ -x /usr/local/cuda/bin/nvcc ]; then gpu=1; else gpu=0; echo "note: corpus_e2e: nvcc not found, the instrumented .cu files are not compiled"; fi
versions=$(cd "$corpus" && ls -d dace-* 2>/dev/null)
[ -n "$versions" ] || { fail "no dace-<version> folder in $corpus"; exit 1; }

# instrument and build every version (instrumented, and plain for the outputs), two at a time
for v in $versions; do
  w=$work/$v
  mkdir -p "$w"
  # shellcheck disable=SC2086  # programs is a word list
  out=$(sh "$repo/tests/corpus_run/instrument.sh" "$build/bin/pdd-instrument" "$corpus/$v" "$w/src" $programs) || fail "$v: $out"
  # the generated code built with the DaCe version's own flags (fast-math, FMA contraction)
  flags=$(sh "$repo/tests/corpus_run/client_flags.sh" "$v") || { fail "$v: no client flags"; continue; }
  GPU=$gpu PROGRAM_CXXFLAGS="$flags" EXTRA_CXXFLAGS="-I$repo/include" EXTRA_NVCCFLAGS="-I$repo/include" \
    EXTRA_LDFLAGS="-L$build/lib -Wl,-rpath,$build/lib -lpdd" \
    bash "$repo/tests/corpus_run/build.sh" "$w/out" "$w/src" >"$w/build.log" 2>&1 &
  GPU=0 PROGRAM_CXXFLAGS="$flags" bash "$repo/tests/corpus_run/build.sh" "$w/plain" "$corpus/$v" >"$w/build-plain.log" 2>&1
  echo $? >"$w/build-plain.rc"
  wait $! || { fail "$v: build of the instrumented programs (see $w/build.log)"; tail -20 "$w/build.log"; }
done

tab=$(printf '\t')
for v in $versions; do
  w=$work/$v
  [ "$(cat "$w/build-plain.rc")" = 0 ] || { fail "$v: build of the original programs (see $w/build-plain.log)"; continue; }
  # the first event of each planted fault
  rows=$(grep -v '^#' "$repo/tests/e2e/corpus_e2e.tsv" | grep -c "^$v$tab")
  [ "$rows" -gt 0 ] || fail "$v: no rows in tests/e2e/corpus_e2e.tsv"
  grep -v '^#' "$repo/tests/e2e/corpus_e2e.tsv" | grep "^$v$tab" >"$w/rows.tsv"
  while IFS="$tab" read -r _ p args want; do
    rm -f "$work"/log.*
    if ! got=$(sh "$repo/tests/corpus_run/first_event.sh" "$w/out/$p" "$p" "$args" "$work/log.%r.h5" \
                 "$build/tests/log_events" 2>"$work/run.err"); then
      fail "$v $p $args: $(cat "$work/run.err")"; continue
    fi
    if [ "$got" = "$want" ]; then passed=$((passed + 1)); else
      fail "$v $p $args: first event '$got', expected '$want'"; fi
    # pdd-view why leads from that event to the planted fault (tests/e2e/corpus_why.tsv: the
    # faults its chain cannot reach, and why)
    [ -n "$want" ] || continue
    miss=$(grep -v '^#' "$repo/tests/e2e/corpus_why.tsv" | grep -F "$v$tab$p$tab$args$tab" | cut -f4)
    if why=$(python3 "$repo/tests/corpus_run/why_planted.py" "$build/bin/pdd-view" "$work/log.0.h5" "$args"); then
      if [ -z "$miss" ]; then passed=$((passed + 1)); else
        fail "$v $p $args: pdd-view why now leads to the planted fault ($why): remove its row of tests/e2e/corpus_why.tsv"; fi
    elif [ -n "$miss" ]; then passed=$((passed + 1))
    else fail "$v $p $args: pdd-view why does not lead to the planted fault: $why"; fi
  done <"$w/rows.tsv"
  # a negative delp that kernels only read: the inputs checker names the first kernel reading
  # it and says the field is an input
  rm -f "$work"/log.*
  if (cd "$w/out/reduction_sum" && PACE_DACE_DEBUG=True PDD_CHECKS=default,inputs PDD_LOG="$work/log.%r.h5" \
        ./run_reduction_sum --neg delp,5,5,3,-1 >/dev/null 2>"$work/run.err"); then
    "$build/bin/pdd-view" summary "$work/log.0.h5" >"$w/inputs-summary.txt" 2>&1
    if grep -qxF "  neg_delp in kernel _Mult__map_0_0_9 call 1, input field delp at (5,5,3): value -1 (1 bad value in the call, min -1, max -1)" \
         "$w/inputs-summary.txt"; then passed=$((passed + 1)); else
      fail "$v reduction_sum PDD_CHECKS=default,inputs: the summary does not name the input field delp at (5,5,3) in _Mult__map_0_0_9 (see $w/inputs-summary.txt)"; fi
  else
    fail "$v reduction_sum PDD_CHECKS=default,inputs: the program failed: $(head -3 "$work/run.err")"
  fi
  # a 2-D time-stepped program traced at (5,5): one trace row per step up to the failing one
  k=$(grep "^$v${tab}jacobi_2d$tab--nan src,2,5,5$tab" "$w/rows.tsv" | cut -f4 | cut -d' ' -f2)
  rm -f "$work"/log.*
  if (cd "$w/out/jacobi_2d" && PACE_DACE_DEBUG=True PDD_TRACE_INDEX=5,5 PDD_LOG="$work/log.%r.h5" \
        ./run_jacobi_2d --nan src,2,5,5 >/dev/null 2>"$work/run.err"); then
    "$build/bin/pdd-view" summary "$work/log.0.h5" >"$w/trace-summary.txt" 2>&1
    if grep -qxF "  nan in kernel $k call 3, field B at (5,5): value nan (1 bad value in the call, min nan, max nan)" "$w/trace-summary.txt" &&
       [ "$(grep -c "^    $k call [123] " "$w/trace-summary.txt")" = 3 ]; then passed=$((passed + 1)); else
      fail "$v jacobi_2d PDD_TRACE_INDEX=5,5: the summary lacks the first failure in call 3 or the trace of calls 1-3 (see $w/trace-summary.txt)"; fi
    # the kernel's place in programs.py (the SDFG's debug info), and what the bad B(5,5) was
    # read from: the planted src(2,5,5) = nan, and A's cells around (5,5)
    "$build/tests/log_events" --why "$work/log.0.h5" >"$w/why.txt" 2>&1
    if head -1 "$w/why.txt" | grep -q " origin=tests/corpus/programs.py:[0-9][0-9]*\$" &&
       sed -n '2,9p' "$w/why.txt" | grep -qx "  operand src 2,5,5 value=-*nan" &&
       sed -n '2,9p' "$w/why.txt" | grep -q "^  operand A 5,4 value="; then passed=$((passed + 1)); else
      fail "$v jacobi_2d: the first event lacks its origin in programs.py or its operands src(2,5,5) = nan and A(5,4) (see $w/why.txt)"; fi
    # why A went bad: two links, back to B's store in call 3, which read the planted src(2,5,5)
    "$build/bin/pdd-view" why --field A "$work/log.0.h5" >"$w/why_chain.txt" 2>&1
    if grep -q "^1\. nan in kernel .* call 3, field A at " "$w/why_chain.txt" &&
       grep -qxF "Likely root cause: 2. nan in kernel $k call 3, field B at (5,5): value nan (1 bad value in the call, min nan, max nan)" "$w/why_chain.txt" &&
       grep -qF "  look at: src (an input of the program; read nan at (2,5,5))" "$w/why_chain.txt"; then passed=$((passed + 1)); else
      fail "$v jacobi_2d: pdd-view why --field A does not go back to B's store in call 3 and the planted src (see $w/why_chain.txt)"; fi
  else
    fail "$v jacobi_2d PDD_TRACE_INDEX=5,5: the program failed: $(head -3 "$work/run.err")"
  fi
  # the probes change no result: every fault's outputs as the original program's (one thread:
  # reduction_sum's atomic sum is then in one order)
  if OMP_NUM_THREADS=1 REFERENCE="$w/plain" RUN_PREFIX="env PACE_DACE_DEBUG=True PDD_LOG=$work/faults.%p.h5" \
     bash "$repo/tests/corpus_run/check_faults.sh" "$w/out" >"$w/faults.log" 2>&1; then
    passed=$((passed + 1))
  else
    fail "$v: with the probes on, check_faults.sh found outputs that differ (see $w/faults.log)"; grep -A2 '^FAIL' "$w/faults.log" | head -8
  fi
  # every checked write of the SDFG (pdd-instrument --coverage) has events under some planted
  # fault: its probe is seen to fire, on the field it names (a write of constants alone, as
  # np.zeros or a reduction's init, cannot be reached by a fault and is left out)
  for log in "$work"/faults.*.h5; do
    [ -f "$log" ] || continue
    p=$("$build/bin/pdd-view" summary --json "$log" | sed -n 's/.*"program":.*run_\([a-z_0-9]*\)[ "].*/\1/p' | head -1)
    "$build/tests/log_events" "$log" | awk -v p="$p" '{print p, $2, $3}'
  done | sort -u >"$w/fired.txt"
  # (a field the log names by the user's name, `fxq (in fv_tracer_update)` for a local of the
  # nested program DaCe inlined, is that name's first word in log_events' lines: the manifest
  # of the instrumented source maps the SDFG's name to it)
  for p in $programs; do
    "$build/bin/pdd-instrument" --coverage "$corpus/$v/$p/cpu" 2>/dev/null | grep -v '; constants alone)' |
      awk -v p="$p" '$3 == "checked" {print p, $1, $2}' |
      python3 -c '
import json, sys
user = {f["name"]: f["user_name"].split()[0] for f in json.load(open(sys.argv[1]))["fields"] if f.get("user_name")}
for line in sys.stdin:
    p, k, f = line.split()
    print(p, k, user.get(f, f))' "$w/src/$p/cpu/src/cpu/$p.cpp.pdd.json"
  done | sort -u >"$w/checked.txt"
  silent=$(comm -23 "$w/checked.txt" "$w/fired.txt")
  if [ -s "$w/checked.txt" ] && [ -z "$silent" ]; then passed=$((passed + 1)); else
    fail "$v: checked writes that no planted fault of tests/corpus_run/faults.tsv made fire (program, kernel, field; plant one that reaches each):
$silent"; fi
  rm -f "$work"/faults.*.h5
  [ "$gpu" = 1 ] && for p in $programs; do
    if [ -f "$w/out/gpu/$p/build/${p}_cuda.o" ]; then passed=$((passed + 1)); else
      fail "$v: instrumented ${p}_cuda.cu did not compile with nvcc (see $w/build.log)"; fi
  done
done
echo "corpus_e2e: $passed passed, $failed failed ($(echo $versions | wc -w) DaCe versions; instrumented .cu compiled: $([ "$gpu" = 1 ] && echo yes || echo 'no: nvcc not found'))"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
