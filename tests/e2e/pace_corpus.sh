#!/bin/sh
# Orchestrated Pace without Python: tests/corpus/pace-2024.09.00/tracer_advection (pyFV3's
# TracerAdvection as NDSL 2024.09.00 orchestrates it into one DaCe program, 4,642 lines of C++;
# tests/corpus/pace/generate.sh) built with NDSL's own flags (-std=c++14 -fPIC -Wall -Wextra -O3)
# against tests/dace_compat and driven by tests/corpus_run/run_pace_tracer_advection.cpp:
#  - every one of its 332 SDFG writes to fields is checked (pdd-instrument --coverage), those
#    of the tracers that DaCe's shared functions store included;
#  - the instrumented build, probes dormant and on, computes bit for bit what the plain one does;
#  - a clean run logs nothing;
#  - a NaN planted in the second tracer is first stored by that tracer's own y-flux kernel at
#    the face above it, though the function that stores it is shared with the first tracer's,
#    and the Why block names the read of it (the second tracer's array, at its cell) and
#    where the stencil is written (the `def` of the map's label in the model's Python files);
#  - fields DaCe named after the program's Python closures are named as the model's Python files
#    spell them (`self._tmp_dp` for __g_self__tmp_dp; the tracers dict's entries, which DaCe
#    unrolled into __g_gen395_<n>, by their keys, `tracers['qliquid']`, from the names the pdd
#    package noted at the build, tests/corpus/pace-2024.09.00/tracer_advection/pdd-names.json);
#  - a NaN copied into a halo corner by the corner-copy function of the third tracer is named
#    after the third tracer (tracers['qice']), at the corner;
#  - a negative tracer (the dict's entries are tracers by PDD_TRACERS's defaults) and a negative
#    dp1 (its new thickness self._tmp_dp, a `dp` by PDD_DELP's defaults) come first, at their cell;
#  - NaNs in the tracers' halo corners (a cubed sphere has no data there) read clean with
#    PDD_HALO=3, and are the first failure without it;
#  - six ranks (the six tiles, OMPI_COMM_WORLD_RANK) with corner NaNs on each and a NaN in one
#    tile's domain: read together, that rank's NaN is the first failure.
# Usage: tests/e2e/pace_corpus.sh BUILD_DIR
set -u
build=$(cd "$1" && pwd)
repo=$(pwd)
corpus=$repo/tests/corpus/pace-2024.09.00/tracer_advection/cpu
prog=pyFV3_stencils_tracer_2d_1l_TracerAdvection___call__
view=$build/bin/pdd-view
w=${PDD_TEST_WORK:-$build/pace-corpus-e2e}
passed=0
fail() { echo "FAIL: pace_corpus: $*"; exit 1; }
ok() { passed=$((passed + 1)); }
[ -f "$corpus/src/cpu/$prog.cpp" ] || fail "no corpus at $corpus"
rm -rf "$w" && mkdir -p "$w" && cp -r "$corpus" "$w/inst" || fail "cannot copy the corpus"
# The model's Python files, where the SDFG's debug info says they are (the generating machine's
# virtualenv), stand in by a file with the one `def` the kernels are looked up by
venv_py=/work/main/build/venv-pace/lib/python3.11/site-packages
# stand in by files with the lines they are looked up by: the `def`s of three stencils at their
# lines, the loop over the tracers at line 395, two of the closures' expressions (the fields
# DaCe named __g_gen395_<n>, __g_self__tmp_dp, __g_self__q_y_advected_mean), the classes whose
# __call__ DaCe inlined (FiniteVolumeTransport, YPiecewiseParabolic; not XPiecewiseParabolic:
# its file stays unread) and a stencil's temporary br (bl, which no file writes, keeps DaCe's name)
mkdir -p "$w/py/pyFV3/stencils" && printf '# stands in for pyFV3/stencils/yppm.py\n\ndef compute_y_flux(q):\n    br = q\n%s\n%s\n' \
  'class YPiecewiseParabolic:' '    def __call__(self, q):' >"$w/py/pyFV3/stencils/yppm.py"
{ echo "# stands in for pyFV3/stencils/tracer_2d_1l.py"; echo "dp2 = self._tmp_dp"
  i=3; while [ $i -lt 395 ]; do
    case $i in 125) echo "def apply_mass_flux(dp1):" ;; 148) echo "def apply_tracer_flux(q):" ;; *) echo ;; esac
    i=$((i + 1))
  done
  echo "            for q in tracers.values():"; } >"$w/py/pyFV3/stencils/tracer_2d_1l.py"
printf '# stands in for pyFV3/stencils/fvtp2d.py\nq_y = self._q_y_advected_mean\n%s\n%s\n' 'class FiniteVolumeTransport:' \
  '    def __call__(self, q):' >"$w/py/pyFV3/stencils/fvtp2d.py"
gzip -dc "$corpus/program.sdfgz" | sed "s|$venv_py|$w/py|g" | gzip -n >"$w/inst/program.sdfgz" || fail "SDFG paths"
# the tracers dict's keys, noted by the pdd package while DaCe built the program (in the build
# folder above the program's: here $w, above $w/inst)
sed "s|$venv_py|$w/py|g" "$corpus/../pdd-names.json" >"$w/pdd-names.json" || fail "names paths"

"$build/bin/pdd-instrument" --coverage "$corpus" >"$w/coverage.txt" 2>&1
head -1 "$w/coverage.txt" | grep -q ": 332 of 332 SDFG writes to fields checked" ||
  fail "coverage: $(head -1 "$w/coverage.txt")"
ok
"$build/bin/pdd-instrument" --dacecache "$w/inst" >"$w/instrument.txt" 2>&1 || fail "instrument: $(tail -2 "$w/instrument.txt")"

ndsl="-std=c++14 -fPIC -Wall -Wextra -O3 -fopenmp"
CXX=${CXX:-g++}
$CXX $ndsl -w -I tests/dace_compat -I "$corpus/include" -c "$corpus/src/cpu/$prog.cpp" -o "$w/plain.o" 2>"$w/plain.err" ||
  fail "the plain program does not compile: $(head -3 "$w/plain.err")"
$CXX $ndsl -w -I tests/dace_compat -I "$w/inst/include" -I include -c "$w/inst/src/cpu/$prog.cpp" -o "$w/inst.o" 2>"$w/inst.err" ||
  fail "the instrumented program does not compile: $(head -3 "$w/inst.err")"
$CXX -std=c++17 -O2 -fopenmp -I tests/dace_compat -I tests/corpus_run -I "$corpus/include" \
  -c tests/corpus_run/run_pace_tracer_advection.cpp -o "$w/driver.o" || fail "driver"
$CXX -fopenmp "$w/driver.o" "$w/plain.o" -o "$w/plain" || fail "link plain"
$CXX -fopenmp "$w/driver.o" "$w/inst.o" -o "$w/run_inst" -L"$build/lib" -lpdd -Wl,-rpath,"$build/lib" || fail "link instrumented"

"$w/plain" >"$w/plain.txt" 2>&1 || fail "the plain run failed"
"$w/run_inst" >"$w/dormant.txt" 2>&1 || fail "the dormant run failed"
run() { # run NAME [ENV...] -- ARGS: the instrumented program with the probes on
  n=$1; shift
  set -- env PACE_DACE_DEBUG=True PDD_LOG="$w/$n.%r.h5" "$@"
  "$@" >"$w/$n.txt" 2>&1 || fail "$n: the run failed: $(tail -2 "$w/$n.txt")"
}
run clean "$w/run_inst"
cmp -s "$w/plain.txt" "$w/dormant.txt" && cmp -s "$w/plain.txt" "$w/clean.txt" ||
  fail "the instrumented build's results differ from the plain build's (diff $w/plain.txt $w/clean.txt)"
ok
[ -z "$("$build/tests/log_events" "$w/clean.0.h5")" ] || fail "the clean run logged events"
"$view" summary "$w/clean.0.h5" | grep -q "^No failures: no checker fired in 727 kernel calls" ||
  fail "clean summary: $("$view" summary "$w/clean.0.h5" | sed -n 5p)"
# the dict's elements are tracers by the names pdd-instrument gave them: no hint to name them
! "$view" summary "$w/clean.0.h5" | grep -q "neg_tracer checked nothing" ||
  fail "clean summary: $("$view" summary "$w/clean.0.h5" | grep "checked nothing")"
ok
# the manifest maps the user's names to DaCe's; a closure no stand-in file spells keeps DaCe's
python3 -c '
import json, sys
m = {f["name"]: f.get("user_name") for f in json.load(open(sys.argv[1]))["fields"]}
want = {"__g_gen395_1": "tracers[\x27qliquid\x27]", "__g_self__tmp_dp": "self._tmp_dp",
        "__g_self__q_y_advected_mean": "self._q_y_advected_mean", "__g_self__x_flux": None,
        "pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br__da4_13_17__296_18_21_0":
            "br (in FiniteVolumeTransport.__call__)",
        "pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br":
            "br (in YPiecewiseParabolic.__call__, from FiniteVolumeTransport.__call__)",
        "pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br":
            None, "pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl__da4_13_17__296_18_21_0": None}
bad = {k: m.get(k, "absent") for k, v in want.items() if m.get(k, "absent") != v}
sys.exit("user names: %s" % bad if bad else 0)' "$w/inst/src/cpu/$prog.cpp.pdd.json" || fail "the manifest's user names"
ok

# first KIND KERNEL FIELD INDEX: the first failure of log $1 as `pdd-view summary --json` gives it
first() {
  "$view" summary --json "$1" | python3 -c '
import json, sys
f = json.load(sys.stdin)["first_failure"]
print("none" if f is None else "%s %s %s %s" % (f["kind"], f["kernel"], f["field"], ",".join(map(str, f["index"]))))'
}
expect() { # expect LOG WANT WHAT
  got=$(first "$1")
  [ "$got" = "$2" ] || fail "$3: first failure '$got', expected '$2'"
  ok
}
run nan1 "$w/run_inst" --nan __g_gen395_1,9,9,2
expect "$w/nan1.0.h5" "nan compute_y_flux_computation__tile_j__tile_i_map_0_9_49 self._q_y_advected_mean 9,10,2" \
  "NaN in the second tracer"
"$build/tests/log_events" "$w/nan1.0.h5" | grep -qF "nan apply_tracer_flux_computation__tile_j__tile_i_map_0_10_52 tracers['qliquid'] 9,9,2 " ||
  fail "NaN in the second tracer: no event of the tracer itself at 9,9,2"
ok
# why: the shared function read the second tracer's planted NaN, named by its address; the
# kernel is where the stencil is defined (its map has no debug info: the `def` of its name)
"$view" why "$w/nan1.0.h5" >"$w/why.txt"
grep -qF "tracers['qliquid'] (an input of the program; read nan at (9,9,2))" "$w/why.txt" ||
  fail "NaN in the second tracer: the Why block does not point at tracers['qliquid'] (9,9,2)"
"$view" summary "$w/nan1.0.h5" | grep -q "^  its kernel is yppm.py:3 in the program's source" &&
  grep -q "its kernel is yppm.py:3 in the program's source" "$w/why.txt" ||
  fail "NaN in the second tracer: the kernel's origin is not compute_y_flux's def (yppm.py:3): $(sed -n 3,4p "$w/why.txt")"
ok
run corner2 "$w/run_inst" --nan __g_gen395_2,5,0,2
expect "$w/corner2.0.h5" "nan copy_corners_y_stencil_defn_computation__j__i__k_map_1_0_2 tracers['qice'] 0,0,2" \
  "NaN copied into the third tracer's corner"
run negq "$w/run_inst" --neg __g_gen395_2,9,8,3,-0.5
expect "$w/negq.0.h5" "neg_tracer apply_tracer_flux_computation__tile_j__tile_i_map_0_11_7 tracers['qice'] 9,8,3" \
  "negative third tracer"
"$view" summary "$w/negq.0.h5" | grep -q "^  its kernel is tracer_2d_1l.py:148 in the program's source" ||
  fail "negative third tracer: the kernel's origin is not apply_tracer_flux's def (tracer_2d_1l.py:148)"
run negdp "$w/run_inst" --neg dp1,9,9,2,-50
expect "$w/negdp.0.h5" "neg_delp apply_mass_flux_computation__tile_j__tile_i_map_0_8_50 self._tmp_dp 9,9,2" \
  "negative dp1"
"$view" summary "$w/negdp.0.h5" | grep -q "^  its kernel is tracer_2d_1l.py:125 in the program's source" ||
  fail "negative dp1: the kernel's origin is not apply_mass_flux's def (tracer_2d_1l.py:125)"
corners="--nan __g_gen395_0,0,0,2 --nan __g_gen395_1,18,1,3 --nan __g_gen395_2,1,17,1"
# shellcheck disable=SC2086  # a word list
run corners PDD_HALO=3 "$w/run_inst" $corners
expect "$w/corners.0.h5" "none" "NaNs in the halo corners, PDD_HALO=3"
"$view" summary "$w/corners.0.h5" | grep -q "^No failures in the fields' domains" &&
  "$view" summary "$w/corners.0.h5" | grep -q "^In the halo (PDD_HALO=3, or a field's own compute domain where known), not counted as failures" ||
  fail "NaNs in the halo corners, PDD_HALO=3: the summary does not read clean with the halo apart"
# the halo's first event names its field whole (80 characters: DaCe prefixes the nested programs)
got=$("$view" summary --json "$w/corners.0.h5" | python3 -c 'import json, sys; print(json.load(sys.stdin)["halo"]["first"]["field"])')
[ "$got" = pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl__da4_13_17__296_18_21_0 ] ||
  fail "the halo's first event: field '$got', not the whole name"
ok
# shellcheck disable=SC2086
run corners_off "$w/run_inst" $corners
[ "$(first "$w/corners_off.0.h5")" != none ] || fail "NaNs in the halo corners without PDD_HALO: no failure"
ok
# six ranks, as the cubed sphere's six tiles: the corners of every tile hold NaNs (no data there).
# Alone they read clean; with a NaN in rank 4's second tracer's domain too, read together, the
# first failure is rank 4's, at its cell, and the corners of all six are apart
for r in 0 1 2 3 4 5; do
  # shellcheck disable=SC2086  # a word list
  run tiles_clean OMPI_COMM_WORLD_RANK=$r PDD_HALO=3 "$w/run_inst" $corners
done
"$view" summary "$w"/tiles_clean.*.h5 | grep -q "^No failures in the fields' domains" ||
  fail "six ranks with corner NaNs alone: $("$view" summary "$w"/tiles_clean.*.h5 | grep -m1 -v '^ ')"
[ "$(ls "$w"/tiles_clean.*.h5 | wc -l)" = 6 ] || fail "six ranks: not six logs"
ok
for r in 0 1 2 3 4 5; do
  nan4=; [ $r = 4 ] && nan4="--nan __g_gen395_1,9,9,2"
  # shellcheck disable=SC2086  # word lists
  run tiles OMPI_COMM_WORLD_RANK=$r PDD_HALO=3 "$w/run_inst" $corners $nan4
done
got=$("$view" summary --json "$w"/tiles.*.h5 | python3 -c '
import json, sys
d = json.load(sys.stdin)
f = d["first_failure"]
print(len(d["logs"]), f["rank"], f["kind"], f["field"], ",".join(map(str, f["index"])), d["halo"]["by_kind"]["nan"]["events"] >= 18)')
[ "$got" = "6 4 nan self._q_y_advected_mean 9,10,2 True" ] ||
  fail "six ranks: summary --json gave '$got', expected rank 4's NaN first and every tile's corners apart"
ok
echo "PASS: pace_corpus ($passed checks: 332 of 332 writes checked, bit for bit under NDSL's flags, clean, NaN in a tracer, a corner copy, negative tracer and dp1 at their cells, halo corners apart under PDD_HALO, six ranks read together)"
