#!/bin/sh
# gt4py.cartesian stencils from PyPI's gt4py (dace:cpu; gt4py 1.2's dace:cpu_kfirst and
# dace:cpu_KJI, other loop orders and layouts), the way a Pace user meets pdd:
# build them (gt4py's cache), `pdd-instrument --dacecache <whole cache> --build`, run again in a
# new Python process with PACE_DACE_DEBUG=True and a fault planted in each stencil, and check
# that pdd-view reports each fault's kind, field, (i,j,k) in the stencil's domain coordinates
# and kernel call (tests/e2e/gt4py/cartesian_stencils.py says what each one must be). gt4py must
# load the instrumented extensions without rebuilding them; --restore --build gives back an
# extension without probes; a stencil folder without its sources is refused in one line. The
# instrumented stencils compute bit for bit what the plain build does (probes dormant and on).
# Usage: cartesian_e2e.sh BUILD_DIR [SERIES BACKEND]   (skips, 77, where gt4py cannot be installed)
#   SERIES BACKEND: gt4py dace:cpu (the default: gt4py 1.1.12, tests/dace/make_venv.sh), or
#   gt4py-1.2 dace:cpu_kfirst / gt4py-1.2 dace:cpu_KJI (gt4py 1.2.3 on Python 3.12; skips
#   where no Python 3.12 is found). Each pair has its own folder: build/gt4py-cartesian for the
#   default, build/gt4py-cartesian-<series>-<backend> (e.g. gt4py-cartesian-gt4py-1.2-cpu_kfirst).
set -u
build=$(cd "$1" && pwd)
series=${2:-gt4py}
backend=${3:-dace:cpu}
repo=$(pwd)
venv=$build/venv-$series
w=$build/gt4py-cartesian
test=gt4py_cartesian
if [ "$series" != gt4py ] || [ "$backend" != dace:cpu ]; then
  w=$build/gt4py-cartesian-$series-${backend#dace:}
  case $backend in
    dace:cpu_kfirst) test=gt4py_cartesian_kfirst ;;
    dace:cpu_KJI) test=gt4py_cartesian_kji ;;
    *) test="gt4py_cartesian ($series, $backend)" ;;
  esac
fi
w=${PDD_TEST_WORK:-$w}
fail() { echo "FAIL: $test: $*"; exit 1; }
sh "$repo/tests/dace/make_venv.sh" "$venv" "$series" 2>"$venv.err"; rc=$?
if [ $rc -eq 77 ]; then cat "$venv.err"; exit 77; fi
[ $rc -eq 0 ] || fail "make_venv.sh $series: $(tail -2 "$venv.err") (log in $venv.log)"
py=$venv/bin/python
rm -rf "$w" && mkdir -p "$w" && cd "$w" || fail "cannot make $w"
export GT_CACHE_ROOT="$w/cache" PDD_PYTHON="$py"
unset PACE_DACE_DEBUG PDD_LOG PDD_CHECKS PDD_TRACE_INDEX PDD_CONFIG
# gt4py 1.2 moves a sweep's K loop into the horizontal map when OMP_NUM_THREADS > 1 at build
# time (dace_backend.py): the calls the expectations name are those of a build without it
unset OMP_NUM_THREADS
stencils="$repo/tests/e2e/gt4py/cartesian_stencils.py"

# expect.json (what cartesian_stencils.py planted) against events.json (pdd-view events --json):
# each expected event is the first of its stencil, field and kind, at its index, call, count
check_events() {
"$py" - "$1" "$2" <<'EOF'
import json, sys
expect = json.load(open(sys.argv[1]))
events = json.load(open(sys.argv[2]))["events"]
bad = 0
for e in expect:
    mine = [v for v in events if v["kernel"].startswith(e["stencil"] + "_") and v["field"] == e["field"]
            and v["kind"] == e["kind"]]
    if not mine:
        print(f"  {e['stencil']}: no {e['kind']} event for {e['field']}; events: {events}")
        bad += 1
        continue
    first = min(mine, key=lambda v: v["seq"])
    want = {k: e[k] for k in ("index", "call", "count") if k in e}
    got = {k: first[k] for k in want}
    if got != want:
        print(f"  {e['stencil']}: first {e['kind']} event of {e['field']}: {got}, expected {want}")
        bad += 1
sys.exit(1 if bad else 0)
EOF
}

"$py" "$stencils" build "$backend" >build.log 2>&1 || fail "building the stencils with gt4py failed (see $w/build.log)"
# the plain build's results, to hold the instrumented one to (gt4py's own flags: -O3 -march=native)
"$py" "$stencils" bits "$backend" >bits-plain.json 2>bits.log || fail "the plain results run failed (see $w/bits.log)"
"$build/bin/pdd-instrument" --dacecache "$w/cache" --build >instrument.log 2>&1 ||
  fail "--dacecache --build on the cache: $(tail -3 instrument.log)"
grep -q ": 6 folders, 6 done, 0 failed" instrument.log || fail "not every stencil was instrumented: $(cat instrument.log)"
for so in $(find "$w/cache" -name '*_pyext*.so'); do
  nm -D "$so" | grep -q ' U pdd_kernel_begin' || fail "$so has no probes after --build"
done
before=$(find "$w/cache" -name '*_pyext*.so' -exec md5sum {} + | sort)

for mode in dormant on; do
  if [ $mode = on ]; then env PACE_DACE_DEBUG=True PDD_LOG="$w/bits.%r.h5" "$py" "$stencils" bits "$backend" >bits-$mode.json 2>bits.log
  else "$py" "$stencils" bits "$backend" >bits-$mode.json 2>bits.log; fi || fail "the results run, probes $mode, failed (see $w/bits.log)"
  cmp -s bits-plain.json bits-$mode.json ||
    fail "instrumented, probes $mode, the results differ from the plain build's: $(cat bits-$mode.json), plain $(cat bits-plain.json)"
done
PACE_DACE_DEBUG=True PDD_LOG="$w/run.%r.h5" "$py" "$stencils" run "$backend" >expect.json 2>run.log ||
  fail "the instrumented run failed (see $w/run.log)"
after=$(find "$w/cache" -name '*_pyext*.so' -exec md5sum {} + | sort)
[ "$before" = "$after" ] || fail "gt4py rebuilt an extension instead of loading the instrumented one"
"$build/bin/pdd-view" events --json "$w/run.0.h5" >events.json || fail "pdd-view events on $w/run.0.h5"
check_events expect.json events.json || fail "the faults are not reported where they were planted (above)"
# a negative layer thickness a stencil only reads: seen only by the check of inputs
PACE_DACE_DEBUG=True PDD_CHECKS=nan,neg_delp PDD_LOG="$w/noinputs.%r.h5" "$py" "$stencils" inputs "$backend" >/dev/null 2>&1 ||
  fail "the run without inputs failed"
"$build/bin/pdd-view" events --json "$w/noinputs.0.h5" | grep -q '"matched": 0' || fail "a read-only dp1 was reported without PDD_CHECKS inputs"
PACE_DACE_DEBUG=True PDD_CHECKS=nan,neg_delp,inputs PDD_LOG="$w/inputs.%r.h5" "$py" "$stencils" inputs "$backend" >expect_inputs.json 2>run.log ||
  fail "the run with inputs failed (see $w/run.log)"
"$build/bin/pdd-view" events --json "$w/inputs.0.h5" >events_inputs.json || fail "pdd-view events on $w/inputs.0.h5"
check_events expect_inputs.json events_inputs.json || fail "the negative input dp1 is not reported where it was planted (above)"

# back to the original: no probes, and a run writes no log
one=$(dirname "$(find "$w/cache" -name '*.cacheinfo' -path '*delp_update*')")
"$build/bin/pdd-instrument" --dacecache "$one" --restore --build >restore.log 2>&1 ||
  fail "--restore --build: $(tail -3 restore.log)"
[ ! -e "$one/pdd-orig" ] || fail "--restore left $one/pdd-orig"
grep -q PDD_KERNEL "$one"/*_BUILD/computation.hpp && fail "--restore did not put computation.hpp back"
nm -D "$one"/*_pyext*.so | grep -q pdd_ && fail "after --restore --build the extension still has probes"

# a stencil folder whose sources gt4py removed is refused, and left as it was
cp -r "$one" "$w/nosrc" && rm -rf "$w/nosrc"/*_BUILD
"$build/bin/pdd-instrument" --dacecache "$w/nosrc" 2>err.txt; rc=$?
[ $rc -eq 2 ] && grep -q "no computation.hpp with DaCe's code" err.txt || fail "no sources: exit $rc $(cat err.txt)"
# a Python without gt4py is named, with the fix
"$build/bin/pdd-instrument" --dacecache "$one" >/dev/null 2>&1
PDD_PYTHON=/nonexistent/python "$build/bin/pdd-instrument" --dacecache "$one" --build >/dev/null 2>err.txt; rc=$?
[ $rc -eq 2 ] && grep -q "cannot run /nonexistent/python; set PDD_PYTHON" err.txt || fail "no python: exit $rc $(cat err.txt)"
echo "PASS: $test (6 stencils, gt4py $("$py" -c 'import gt4py; print(gt4py.__version__)' 2>/dev/null) $backend: results bit for bit the plain build's, probes dormant and on; each fault at its planted cell, domain coordinates, call, a temporary by its name, a read-only delp by the check of inputs; loaded without a rebuild; --restore --build; refusals)"
