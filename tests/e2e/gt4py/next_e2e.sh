#!/bin/sh
# gt4py.next (what icon4py runs) on GT4Py's DaCe CPU backend, the way a user meets it:
# tests/e2e/gt4py/next_programs.py (a Laplacian with Cartesian offsets on fields whose domain does
# not start at 0, a neighbour sum over a Vertex->Edge table, icon4py's calc_nabla2_for_w (products
# summed over neighbours), a FORWARD scan over K; faults planted by their input data) is built once
# with GT4PY_DEBUG=1 into .gt4py_cache, with gt4py's own flags (-O3 -march=native), then
#  1. pdd-instrument --dacecache on one program folder and on the whole .gt4py_cache, --build;
#     the next Python process loads the instrumented .so's (gt4py neither rebuilds nor rejects
#     them) and, with PACE_DACE_DEBUG=True, logs each planted fault: kernel, field (the
#     program's parameter) and index in the field's domain coordinates; every SDFG write to a
#     field is checked; each result is bit for bit the plain build's, probes dormant and on
#     (a probe must not change where GCC fuses multiply-adds);
#  2. --restore --build: the original sources and .so's back, a run writes no log;
#  3. a program built in production mode (no GT4PY_DEBUG), or without a CMake tree, is refused
#     with one line saying what to set;
#  4. pdd-cc through DaCe's environment variables: a fresh build with PACE_DACE_DEBUG=True logs
#     the same events.
# Skips (77) when the gt4py venv cannot be made (tests/dace/make_venv.sh gt4py).
# Usage: tests/e2e/gt4py/next_e2e.sh BUILD_DIR [SERIES]   (SERIES: gt4py, gt4py 1.1.12 and the
# DaCe it builds with, the default; gt4py-1.2, the newest gt4py, on Python 3.12, with DaCe
# 2.0.0a10, which replays recorded compiler commands: no program folder has a CMake tree)
set -u
build=$(cd "$1" && pwd)
series=${2:-gt4py}
repo=$(pwd)
tool=$build/bin/pdd-instrument
view=$build/bin/pdd-view
start=$(date +%s)
fail() { echo "FAIL: gt4py_next_e2e: $*"; exit 1; }

venv=$build/venv-gt4py
[ "$series" = gt4py ] || venv=$build/venv-$series
sh "$repo/tests/dace/make_venv.sh" "$venv" "$series" 2>"$build/gt4py-next-venv.err"; rc=$?
if [ $rc -eq 77 ]; then
  echo "skip: $(sed -n 's/^skip: //p' "$build/gt4py-next-venv.err" | tail -1)"; exit 77
fi
[ $rc -eq 0 ] || fail "make_venv.sh gt4py failed: $(tail -2 "$build/gt4py-next-venv.err") (log in $venv.log)"
py=$venv/bin/python
progs=$repo/tests/e2e/gt4py/next_programs.py
w=$build/gt4py-next-e2e
[ "$series" = gt4py ] || w=$build/gt4py-next-e2e-$series
w=${PDD_TEST_WORK:-$w}
rm -rf "$w" && mkdir -p "$w/a" "$w/prod" "$w/cc"
# the environment a user sets; PDD_LOG per run so a stray log cannot pass for another's
run() { # run DIR OUT [ENV...]: the four programs in a new Python process, checked against NumPy
  dir=$1 out=$2; shift 2
  (cd "$dir" && env GT4PY_DEBUG=1 "$@" "$py" "$progs" >"$out" 2>&1) || fail "the programs failed: $(grep -v '^ ' "$out" | tail -3) ($out)"
  [ "$(grep -c ': ok (' "$out")" = 4 ] || fail "not every program checked out: $out"
}
# events LOG: "kind kernel field i,j,k" per event, in time order
events() {
  "$view" events --json "$1" | "$py" -c '
import json, sys
for e in json.load(sys.stdin)["events"]:
    print(e["kind"], e["kernel"], e["field"], ",".join(map(str, e["index"])))'
}
expected="nan map_0_fieldop_0_0_1 qvapor_new 5,4,6
neg_tracer map_0_fieldop_0_0_1 qvapor_new 8,6,4
neg_delp map_0_fieldop_0_0_4 delp_new 13,4
neg_tracer map_0_fieldop_0_0_2 qrain 7,5"

# results OUT: "program bits=..." per program, a hash of its result's bytes
results() { sed -n 's/^\([a-z_0-9]*\): ok (.* bits=\([0-9a-f]*\)$/\1 \2/p' "$1"; }
same_bits() { # same_bits OUT WHAT: OUT's results are the plain build's
  [ "$(results "$1")" = "$(results "$w/a/build.txt")" ] || fail "$2: results differ from the plain build's:
$(results "$1")
plain:
$(results "$w/a/build.txt")"
}

# 0. gt4py builds the programs (DaCe development mode: src/ and build/ kept)
run "$w/a" "$w/a/build.txt"
[ "$(results "$w/a/build.txt" | wc -l)" = 4 ] || fail "no bits= hash for every program ($w/a/build.txt)"
cache=$w/a/.gt4py_cache
lap=$(ls -d "$cache"/lap_qvapor_pyext_* 2>/dev/null | head -1)
[ -n "$lap" ] && [ -f "$lap/src/cpu/lap_qvapor.cpp" ] && [ -f "$lap/.gt4py_compile_complete" ] ||
  fail "no gt4py.next program folder with sources under $cache: $(ls "$cache" 2>&1 | tr '\n' ' ')"
[ -z "$(ls "$w/a"/*.h5 "$w/a"/*.journal 2>/dev/null)" ] || fail "a plain build wrote a pdd log"

# 1. one program folder, then the whole cache (the folder done already is said so)
"$tool" --dacecache "$lap" --build >"$w/a/instr-lap.txt" 2>&1 || fail "--dacecache $lap --build: $(tail -3 "$w/a/instr-lap.txt")"
grep -q "1 source instrumented" "$w/a/instr-lap.txt" || fail "one folder: $(head -3 "$w/a/instr-lap.txt")"
"$tool" --dacecache "$cache" --build >"$w/a/instr-all.txt" 2>&1 || fail "--dacecache $cache --build: $(tail -3 "$w/a/instr-all.txt")"
grep -q ": 4 folders, 4 done, 0 failed" "$w/a/instr-all.txt" || fail "whole cache: $(grep pdd-instrument "$w/a/instr-all.txt")"
grep -q "lap_qvapor.*0 sources instrumented.*1 already were" "$w/a/instr-all.txt" || fail "the instrumented folder was not recognised"
grep -q "pdd-cc:.*did not compile" "$w/a/instr-all.txt" "$w/a/instr-lap.txt" && fail "an instrumented source did not compile: $(grep -h 'did not compile' "$w/a"/instr-*.txt | head -1)"
for d in "$cache"/*_pyext_*; do
  so=$(ls "$d"/build/lib*.so | grep -v dacestub)
  nm -D "$so" | grep -q ' U pdd_kernel_begin' || fail "$so has no probes after --build"
done
# coverage: every SDFG write to a field has its probe ("N of N SDFG writes to fields checked")
cover=$(grep -h "SDFG writes to fields checked" "$w/a/instr-lap.txt" "$w/a/instr-all.txt")
[ "$(echo "$cover" | wc -l)" = 4 ] || fail "not one coverage line per program: $cover"
echo "$cover" | grep -vE ': ([0-9]+) of \1 SDFG writes' && fail "a write unchecked (above)"
sums() { for d in "$cache"/*_pyext_*; do cksum "$d"/build/lib*.so "$d"/src/cpu/*.cpp; done; }
before=$(sums)
run "$w/a" "$w/a/dormant.txt"
same_bits "$w/a/dormant.txt" "instrumented, probes dormant"
# delp_new is no name Pace gives a layer thickness (PDD_DELP's defaults): named here
run "$w/a" "$w/a/run.txt" PACE_DACE_DEBUG=True PDD_DELP=delp,delp_new PDD_LOG="$w/a/next.%r.h5"
same_bits "$w/a/run.txt" "instrumented, probes on"
[ "$(sums)" = "$before" ] || fail "gt4py rebuilt or regenerated a program after --build"
[ -f "$w/a/next.0.h5" ] || fail "no log: gt4py did not load the instrumented .so's ($w/a/run.txt)"
got=$(events "$w/a/next.0.h5")
[ "$got" = "$expected" ] || fail "events:
$got
expected:
$expected"

# 2. back to the originals
"$tool" --dacecache "$cache" --restore --build >"$w/a/restore.txt" 2>&1 || fail "--restore --build: $(tail -3 "$w/a/restore.txt")"
grep -q ": 4 folders, 4 done, 0 failed" "$w/a/restore.txt" || fail "restore: $(grep pdd-instrument "$w/a/restore.txt")"
for d in "$cache"/*_pyext_*; do
  [ ! -e "$d/pdd-orig" ] && [ -z "$(ls -A "$d/src/cpu" | grep pdd)" ] || fail "--restore left pdd files in $d"
  grep -q '/\* pdd' "$d"/src/cpu/*.cpp && fail "--restore did not put the original back in $d"
  nm -D "$d"/build/lib*.so | grep -q pdd_ && fail "after --restore --build $d still has probes"
done
run "$w/a" "$w/a/plain.txt" PACE_DACE_DEBUG=True PDD_LOG="$w/a/plain.%r.h5"
[ -z "$(ls "$w/a"/plain.*.h5* 2>/dev/null)" ] || fail "the restored programs wrote a log"
same_bits "$w/a/plain.txt" "restored"

# 3. production mode (no GT4PY_DEBUG): no sources, one line saying what to set
(cd "$w/prod" && GT4PY_BUILD_CACHE_LIFETIME=persistent "$py" "$progs" column_qrain >build.txt 2>&1) || fail "production build ($w/prod/build.txt)"
prod=$(ls -d "$w/prod/.gt4py_cache"/column_qrain_pyext_* | head -1)
"$tool" --dacecache "$prod" --build 2>"$w/prod/err.txt"; rc=$?
[ $rc -eq 2 ] && [ "$(wc -l <"$w/prod/err.txt")" -eq 1 ] && grep -q "production mode.*set GT4PY_DEBUG=1" "$w/prod/err.txt" ||
  fail "production folder: exit $rc: $(cat "$w/prod/err.txt")"
[ ! -e "$prod/pdd-orig" ] || fail "a refused folder was changed"
#    and a development folder without a CMake tree (what DaCe 2.0 betas leave when they replay
#    recorded compiler commands) whose recording is gone (a private, empty build cache)
mkdir -p "$w/nocmake" && cp -r "$lap" "$w/nocmake/" && rm -f "$w/nocmake/$(basename "$lap")/build/CMakeCache.txt"
DACE_BUILD_CACHE_DIR="$w/nocmake/cache" TMPDIR="$w/nocmake" "$tool" --dacecache "$w/nocmake/$(basename "$lap")" --build 2>"$w/nocmake/err.txt"; rc=$?
[ $rc -eq 2 ] && [ "$(wc -l <"$w/nocmake/err.txt")" -eq 1 ] && grep -q "no CMake tree in build/, and no recording of DaCe's commands.*GT4PY_DEBUG=1" "$w/nocmake/err.txt" ||
  fail "folder without a CMake tree: exit $rc: $(cat "$w/nocmake/err.txt")"
[ ! -e "$w/nocmake/$(basename "$lap")/pdd-orig" ] || fail "a folder without a CMake tree was changed"

# 4. pdd-cc, configured once in DaCe's environment; a fresh cache (the folder name does not
#    depend on these variables: a program built without them would be loaded as it is)
dace_env=$("$tool" --dace-env | sed -n 's/^export DACE_compiler_extra_cmake_args="\(.*\)"$/\1/p')
[ -n "$dace_env" ] || fail "pdd-instrument --dace-env printed no DACE_compiler_extra_cmake_args"
run "$w/cc" "$w/cc/run.txt" PACE_DACE_DEBUG=True PDD_DELP=delp,delp_new PDD_LOG="$w/cc/next.%r.h5" DACE_compiler_extra_cmake_args="$dace_env"
grep -q "pdd-cc:.*did not compile" "$w/cc/run.txt" && fail "pdd-cc: $(grep 'did not compile' "$w/cc/run.txt" | head -1)"
[ -f "$w/cc/next.0.h5" ] || fail "pdd-cc route: no log ($w/cc/run.txt)"
same_bits "$w/cc/run.txt" "pdd-cc route, probes on"
got=$(events "$w/cc/next.0.h5")
[ "$got" = "$expected" ] || fail "pdd-cc route: events:
$got
expected:
$expected"
echo "PASS: gt4py_next_e2e ($("$py" -c 'import gt4py; print("gt4py", gt4py.__version__)'), 4 programs: --dacecache one folder and the whole .gt4py_cache, every write checked, results bit for bit the plain build's, 4 planted events in domain coordinates, --restore --build, production and CMake-less folders refused, pdd-cc route; $(($(date +%s) - start)) s)"
