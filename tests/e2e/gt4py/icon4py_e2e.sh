#!/bin/sh
# icon4py's own diffusion stencils (icon4py-atmosphere-diffusion 0.4.1 from PyPI, the newest, with
# the gt4py 1.2.1 and DaCe 2.0.0b1 it pins, on Python 3.12), called as icon4py calls them
# (tests/e2e/gt4py/icon4py_diffusion.py: calculate_nabla2_for_w, apply_nabla2_to_w,
# calculate_nabla2_for_z on icon4py's simple grid), the documented gt4py.next route:
#  - built once with GT4PY_DEBUG=1; pdd-instrument --dacecache .gt4py_cache --build takes all three
#    programs (DaCe replays their recorded builds: no CMake tree), every SDFG write checked;
#  - the instrumented programs compute bit for bit what the plain ones do, probes dormant and on;
#    a clean run reads clean, apply_nabla2_to_w's temporary named by the field it feeds
#    (`gtir_tmp_3 (feeds w)`);
#  - a NaN in w at (cell 5, level 3) is first stored by calculate_nabla2_for_w's kernel into its
#    output z_nabla2_c, at a cell of the planted one's neighbourhood, level 3; every event names a
#    program parameter with its (cell, level), no temporary; no kernel is said to be written in
#    gt4py's own lowering code (its SDFG's debug info points there);
#  - a NaN in a neighbour weight (geofac_n2s) is first stored into z_nabla2_c at that cell, every
#    level.
# Skips (77) without Python 3.12 or PyPI (tests/dace/make_venv.sh icon4py).
# Usage: tests/e2e/gt4py/icon4py_e2e.sh BUILD_DIR
set -u
build=$(cd "$1" && pwd)
repo=$(pwd)
view=$build/bin/pdd-view
fail() { echo "FAIL: icon4py_e2e: $*"; exit 1; }
venv=$build/venv-icon4py
sh "$repo/tests/dace/make_venv.sh" "$venv" icon4py 2>"$build/icon4py-venv.err"; rc=$?
if [ $rc -eq 77 ]; then
  echo "skip: $(sed -n 's/^skip: //p' "$build/icon4py-venv.err" | tail -1)"; exit 77
fi
[ $rc -eq 0 ] || fail "make_venv.sh icon4py failed: $(tail -2 "$build/icon4py-venv.err") (log in $venv.log)"
py=$venv/bin/python
drv=$repo/tests/e2e/gt4py/icon4py_diffusion.py
w=${PDD_TEST_WORK:-$build/icon4py-e2e}
rm -rf "$w" && mkdir -p "$w"
run() { # run OUT [ENV...] [-- ARGS]: the three stencils in a new Python process
  out=$1; shift
  (cd "$w" && env GT4PY_DEBUG=1 "$@" "$py" "$drv" $args >"$out" 2>&1) || fail "the stencils failed: $(grep -v '^ ' "$out" | tail -3) ($out)"
  [ "$(grep -c ': bits=' "$out")" = 3 ] || fail "not every stencil ran: $out"
}
args=
run "$w/plain.txt"
"$build/bin/pdd-instrument" --dacecache "$w/.gt4py_cache" --build >"$w/instrument.txt" 2>&1 ||
  fail "--dacecache .gt4py_cache --build: $(tail -3 "$w/instrument.txt")"
grep -q ": 3 folders, 3 done, 0 failed" "$w/instrument.txt" || fail "$(grep 'folders' "$w/instrument.txt")"
cover=$(grep -h "SDFG writes to fields checked" "$w/instrument.txt")
[ "$(echo "$cover" | wc -l)" = 3 ] || fail "not one coverage line per program: $cover"
echo "$cover" | grep -vE ': ([0-9]+) of \1 SDFG writes' && fail "a write unchecked (above)"
run "$w/dormant.txt"
run "$w/clean.txt" PACE_DACE_DEBUG=True PDD_LOG="$w/clean.%r.h5"
bits() { grep ': bits=' "$1"; }
[ "$(bits "$w/dormant.txt")" = "$(bits "$w/plain.txt")" ] && [ "$(bits "$w/clean.txt")" = "$(bits "$w/plain.txt")" ] ||
  fail "results differ from the plain build's: $(bits "$w/clean.txt" | tr '\n' ' ') vs $(bits "$w/plain.txt" | tr '\n' ' ')"
[ -f "$w/clean.0.h5" ] || fail "no log: gt4py did not load the instrumented programs ($w/clean.txt)"
"$view" summary "$w/clean.0.h5" | grep -q "^No failures: no checker fired" || fail "the clean run: $("$view" summary "$w/clean.0.h5" | sed -n 5p)"
# apply_nabla2_to_w's temporary is named by the field it feeds
"$view" summary "$w/clean.0.h5" | grep -q "the run wrote .*gtir_tmp_3 (feeds w)" ||
  fail "the temporary is not named by the field it feeds: $("$view" summary "$w/clean.0.h5" | grep 'the run wrote' | head -1)"
args="--nan w,5,3"
run "$w/nan.txt" PACE_DACE_DEBUG=True PDD_LOG="$w/nan.%r.h5"
got=$("$view" summary --json "$w/nan.0.h5" | "$py" -c '
import json, sys
d = json.load(sys.stdin)
f = d["first_failure"]
print(f["kind"], f["field"], f["index"][1])')
[ "$got" = "nan z_nabla2_c 3" ] || fail "first failure: '$got', expected a NaN in z_nabla2_c at level 3"
"$view" events --json "$w/nan.0.h5" | "$py" -c '
import json, sys
params = {"z_nabla2_c", "w", "z_nabla2_e"}
bad = [e for e in json.load(sys.stdin)["events"] if e["field"] not in params or len(e["index"]) != 2]
sys.exit("events not on a parameter at (cell, level): %s" % bad if bad else 0)' || fail "events"
"$view" summary "$w/nan.0.h5" | grep -q "gtir_to_sdfg" && fail "a kernel is said to be written in gt4py's lowering code"
# a NaN in a neighbour weight (geofac_n2s of cell 5): cell 5's z_nabla2_c at every level, first level 0
args="--nan geofac_n2s,5,2"
run "$w/geo.txt" PACE_DACE_DEBUG=True PDD_LOG="$w/geo.%r.h5"
got=$("$build/tests/log_events" "$w/geo.0.h5" | head -1 | awk '{print $1, $3, $4, $6}')
[ "$got" = "nan z_nabla2_c 5,0 count=10" ] || fail "NaN in geofac_n2s: first event '$got', expected z_nabla2_c at cell 5, all 10 levels"
echo "PASS: icon4py_e2e (icon4py 0.4.1 diffusion stencils, gt4py 1.2.1, DaCe 2.0.0b1: 3 programs instrumented by --dacecache --build, every write checked, bit for bit dormant and on, clean reads clean, a NaN in w first in z_nabla2_c at its level, one in geofac_n2s at its cell)"
