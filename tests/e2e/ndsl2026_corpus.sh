#!/bin/sh
# NDSL 2026.03.00's orchestration without Python: tests/corpus/ndsl-2026.03.00/tracer_diffusion
# (tests/corpus/pace/ndsl2026_program.py's TracerDiffusion: two gt4py stencils, diffuse_delp and
# apply_tracer_flux, with a halo update between them, as NDSL 2026.03.00 orchestrates them into one
# DaCe program on orch:dace:cpu:IJK; tests/corpus/pace/generate_ndsl2026.sh) built with the flags
# NDSL 2026.03.00 gives DaCe (-march=native -std=c++17 -fPIC -Wall -Wextra -O3) against
# tests/dace_compat and driven by tests/corpus_run/run_ndsl2026_tracer_diffusion.cpp (two calls):
#  - every one of its 4 SDFG writes to fields is checked (pdd-instrument --coverage);
#  - the instrumented build, probes dormant and on (by NDSL_DACE_DEBUG, the switch 2026.03.00
#    reads, and by NDSL_DACE_FORCE_SYNC_GPU, its successor), computes bit for bit what the plain
#    one does, and the summary says which switch turned the probes on;
#  - a clean run logs nothing;
#  - kernels are named after the stencil NDSL's state calls (diffuse_delp_horizontal_loop_0_2_6:
#    this gt4py labels every map horizontal_loop_<id>) and placed at its def;
#  - the object's own fields are named as the program's Python file spells them (self._dp2 for
#    __g_self__dp2), and their compute domains come from the pdd-names.json the pdd package wrote
#    at the build (tests/corpus/ndsl-2026.03.00/tracer_diffusion/pdd-names.json);
#  - a NaN in qvapor is first stored by diffuse_delp's kernel into self._qdp at its cell, and the
#    Why names the read of it; a negative delp makes diffuse_delp's self._dp2 negative at its
#    cell (a `dp2` by PDD_DELP's defaults); a NaN in delp's halo reaches self._dp2 at the edge of
#    the compute domain;
#  - six ranks (OMPI_COMM_WORLD_RANK) with a NaN on rank 4 alone: read together, rank 4's is first.
# Usage: tests/e2e/ndsl2026_corpus.sh BUILD_DIR
set -u
build=$(cd "$1" && pwd)
repo=$(pwd)
corpus=$repo/tests/corpus/ndsl-2026.03.00/tracer_diffusion/cpu
prog=TracerDiffusion___call__
view=$build/bin/pdd-view
w=${PDD_TEST_WORK:-$build/ndsl2026-corpus-e2e}
passed=0
fail() { echo "FAIL: ndsl2026_corpus: $*"; exit 1; }
ok() { passed=$((passed + 1)); }
[ -f "$corpus/src/cpu/$prog.cpp" ] || fail "no corpus at $corpus"
{ rm -rf "$w" && mkdir -p "$w" && cp -r "$corpus" "$w/inst"; } || fail "cannot copy the corpus"
# The SDFG names the program's Python file where the generating machine had it: here, this
# repository's copy (the `def`s and the closures' expressions are looked up in it)
gzip -dc "$corpus/program.sdfgz" |
  sed "s|\"[^\"]*/tests/corpus/pace/ndsl2026_program.py\"|\"$repo/tests/corpus/pace/ndsl2026_program.py\"|g" |
  gzip -n >"$w/inst/program.sdfgz" || fail "SDFG paths"
# the closures' domains, noted by the pdd package while DaCe built the program (in the build
# folder above the program's: here $w, above $w/inst)
cp "$corpus/../pdd-names.json" "$w/pdd-names.json" || fail "names"

"$build/bin/pdd-instrument" --coverage "$corpus" >"$w/coverage.txt" 2>&1
head -1 "$w/coverage.txt" | grep -q ": 4 of 4 SDFG writes to fields checked" ||
  fail "coverage: $(head -1 "$w/coverage.txt")"
ok
"$build/bin/pdd-instrument" --dacecache "$w/inst" >"$w/instrument.txt" 2>&1 || fail "instrument: $(tail -2 "$w/instrument.txt")"

ndsl="-march=native -std=c++17 -fPIC -Wall -Wextra -O3 -fopenmp"
CXX=${CXX:-g++}
# shellcheck disable=SC2086  # $ndsl: a word list
$CXX $ndsl -w -I tests/dace_compat -I "$corpus/include" -c "$corpus/src/cpu/$prog.cpp" -o "$w/plain.o" 2>"$w/plain.err" ||
  fail "the plain program does not compile: $(head -3 "$w/plain.err")"
# shellcheck disable=SC2086
$CXX $ndsl -w -I tests/dace_compat -I "$w/inst/include" -I include -c "$w/inst/src/cpu/$prog.cpp" -o "$w/inst.o" 2>"$w/inst.err" ||
  fail "the instrumented program does not compile: $(head -3 "$w/inst.err")"
$CXX -std=c++17 -O2 -fopenmp -I tests/dace_compat -I tests/corpus_run -I "$corpus/include" \
  -c tests/corpus_run/run_ndsl2026_tracer_diffusion.cpp -o "$w/driver.o" || fail "driver"
$CXX -fopenmp "$w/driver.o" "$w/plain.o" -o "$w/plain" || fail "link plain"
$CXX -fopenmp "$w/driver.o" "$w/inst.o" -o "$w/run_inst" -L"$build/lib" -lpdd -Wl,-rpath,"$build/lib" || fail "link instrumented"

"$w/plain" >"$w/plain.txt" 2>&1 || fail "the plain run failed"
env -u PACE_DACE_DEBUG -u NDSL_DACE_DEBUG -u NDSL_DACE_FORCE_SYNC_GPU "$w/run_inst" >"$w/dormant.txt" 2>&1 ||
  fail "the dormant run failed"
run() { # run NAME [ENV...] -- ARGS: the instrumented program with the probes on by NDSL_DACE_DEBUG
  n=$1; shift
  set -- env -u PACE_DACE_DEBUG -u NDSL_DACE_FORCE_SYNC_GPU NDSL_DACE_DEBUG=True PDD_LOG="$w/$n.%r.h5" "$@"
  "$@" >"$w/$n.txt" 2>&1 || fail "$n: the run failed: $(tail -2 "$w/$n.txt")"
}
run clean "$w/run_inst"
{ cmp -s "$w/plain.txt" "$w/dormant.txt" && cmp -s "$w/plain.txt" "$w/clean.txt"; } ||
  fail "the instrumented build's results differ from the plain build's (diff $w/plain.txt $w/clean.txt)"
ok
[ -z "$("$build/tests/log_events" "$w/clean.0.h5")" ] || fail "the clean run logged events"
"$view" summary "$w/clean.0.h5" >"$w/clean.summary" || fail "clean summary: pdd-view failed"
grep -q "^No failures: no checker fired in 4 kernel calls" "$w/clean.summary" ||
  fail "clean summary: $(sed -n 5p "$w/clean.summary")"
grep -q "^  probes on by NDSL_DACE_DEBUG$" "$w/clean.summary" || fail "clean summary: not 'probes on by NDSL_DACE_DEBUG'"
! grep -q "checked nothing" "$w/clean.summary" || fail "clean summary: $(grep "checked nothing" "$w/clean.summary")"
ok
# NDSL's switch from 2026.04 on turns the probes on too, the results the same
env -u PACE_DACE_DEBUG -u NDSL_DACE_DEBUG NDSL_DACE_FORCE_SYNC_GPU=True PDD_LOG="$w/sync.%r.h5" "$w/run_inst" >"$w/sync.txt" 2>&1 ||
  fail "NDSL_DACE_FORCE_SYNC_GPU: the run failed"
cmp -s "$w/plain.txt" "$w/sync.txt" || fail "NDSL_DACE_FORCE_SYNC_GPU: the results differ from the plain build's"
"$view" summary "$w/sync.0.h5" | grep -q "^  probes on by NDSL_DACE_FORCE_SYNC_GPU$" ||
  fail "NDSL_DACE_FORCE_SYNC_GPU: the summary does not say it turned the probes on"
ok
# the manifest maps the user's names to DaCe's and holds the closures' domains
python3 -c '
import json, sys
m = json.load(open(sys.argv[1]))
names = {f["name"]: f.get("user_name") for f in m["fields"]}
want = {"__g_self__dp2": "self._dp2", "__g_self__qdp": "self._qdp", "delp": None, "qvapor": None}
bad = {k: names.get(k, "absent") for k, v in want.items() if names.get(k, "absent") != v}
sys.exit("user names: %s" % bad if bad else 0)' "$w/inst/src/cpu/$prog.cpp.pdd.json" || fail "the manifest's user names"
# self._dp2's and self._qdp's compute domain, 3..10 in i and j (the table of field domains: the
# first two dimensions' origin and end), from pdd-names.json; none for the arguments
[ "$(grep -c "^    {2, {3, 3}, {11, 11}},$" "$w/inst/src/cpu/$prog.cpp")" = 2 ] ||
  fail "the closures' domains (pdd-names.json) are not in the instrumented program's table"
ok

# first KIND KERNEL FIELD INDEX: the first failure of the logs as `pdd-view summary --json` gives it
first() {
  "$view" summary --json "$@" | python3 -c '
import json, sys
f = json.load(sys.stdin)["first_failure"]
print("none" if f is None else "%s %s %s %s" % (f["kind"], f["kernel"], f["field"], ",".join(map(str, f["index"]))))'
}
expect() { # expect LOG WANT WHAT
  got=$(first "$1")
  [ "$got" = "$2" ] || fail "$3: first failure '$got', expected '$2'"
  ok
}
# kernels: diffuse_delp_horizontal_loop_0_2_6 is diffuse_delp's map (named after the SDFG state FrozenStencil_70_call_frozen_diffuse_delp_...),
# apply_tracer_flux_horizontal_loop_0_1_6 apply_tracer_flux's
run nan "$w/run_inst" --nan qvapor,5,6,2
expect "$w/nan.0.h5" "nan diffuse_delp_horizontal_loop_0_2_6 self._qdp 5,6,2" "NaN in qvapor"
"$build/tests/log_events" "$w/nan.0.h5" | grep -q "^nan apply_tracer_flux_horizontal_loop_0_1_6 qvapor 4,6,2 call=1 count=5 " ||
  fail "NaN in qvapor: apply_tracer_flux's kernel did not store it into qvapor at the cell and its four neighbours"
"$view" why "$w/nan.0.h5" | grep -qF "qvapor(5,6,2) = nan" || fail "NaN in qvapor: the Why does not name the read of qvapor(5,6,2)"
# the kernel's place in the user's program: the stencil's def (line 43 of ndsl2026_program.py)
"$view" summary "$w/nan.0.h5" | grep -q "its kernel is .*ndsl2026_program.py:43 in the program's source" ||
  fail "NaN in qvapor: the summary does not place the kernel at diffuse_delp's def: $("$view" summary "$w/nan.0.h5" | grep -A1 'First failure')"
ok
run negdp "$w/run_inst" --neg delp,7,4,1,-50
expect "$w/negdp.0.h5" "neg_delp diffuse_delp_horizontal_loop_0_2_6 self._dp2 7,4,1" "negative delp"
"$view" why "$w/negdp.0.h5" | grep -qF "delp(7,4,1) = -50" || fail "negative delp: the Why does not name the read of delp(7,4,1)"
# the cause, and not qvapor, which the kernel reads but this store did not
"$view" summary "$w/negdp.0.h5" | grep -qF "look at delp(7,4,1) = -50, a negative layer thickness (an input of the program)" ||
  fail "negative delp: the Why block does not name delp(7,4,1) = -50 as the cause"
ok
run halo "$w/run_inst" --nan delp,2,5,1
expect "$w/halo.0.h5" "nan diffuse_delp_horizontal_loop_0_2_6 self._dp2 3,5,1" "NaN in delp's halo"
# six ranks, as the cubed sphere's six tiles, a NaN in qvapor on rank 4 alone
for r in 0 1 2 3 4 5; do
  nan4=; [ $r = 4 ] && nan4="--nan qvapor,9,3,0"
  # shellcheck disable=SC2086  # a word list
  run tiles OMPI_COMM_WORLD_RANK=$r "$w/run_inst" $nan4
done
[ "$(find "$w" -name 'tiles.*.h5' | wc -l)" = 6 ] || fail "six ranks: not six logs"
got=$("$view" summary --json "$w"/tiles.*.h5 | python3 -c '
import json, sys
d = json.load(sys.stdin)
f = d["first_failure"]
print(len(d["logs"]), f["rank"], f["kind"], f["kernel"], f["field"], ",".join(map(str, f["index"])))')
[ "$got" = "6 4 nan diffuse_delp_horizontal_loop_0_2_6 self._qdp 9,3,0" ] ||
  fail "six ranks: summary --json gave '$got', expected rank 4's NaN first"
ok
echo "PASS: ndsl2026_corpus ($passed checks: 4 of 4 writes checked, bit for bit under NDSL 2026's flags with NDSL_DACE_DEBUG and NDSL_DACE_FORCE_SYNC_GPU, clean, user names, NaN in qvapor, negative delp, a halo NaN at the domain's edge, six ranks read together)"
