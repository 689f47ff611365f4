#!/bin/sh
# tests/e2e/temporary_domains.sh PDD_INSTRUMENT: a stencil temporary of the whole dycore takes
# the domain of the field computed from it. tests/corpus/pace-2024.09.00/dynamical_core: yppm's
# compute_y_flux stores self._q_y_advected_mean (noted by the pdd package: origin (3,3), extent
# (12,12), so its domain is [3,15) x [3,15)) from its temporary `al`, which it reads at j, j+1
# and j+2 of the same iteration (al[... + 0], al[... + 6], al[... + 12], 6 being al's j
# stride), and DaCe calls it with the field 3 cells up in j (`&__g_self__q_y_advected_mean_0[...
# + 18]`) and `al` at its start. The iterations that store into the field's domain read al's
# [3,15) x [0,14): that is al's domain, for the call from DGridShallowWaterLagrangianDynamics
# and the one from FiniteVolumeTransport alike, and its halo is what the PDD_HALO switch was
# needed for (al (18,1,0) of a clean run). A temporary that gt4py's code reads through pointer
# arithmetic (`b0__804_19_20 + ...`), which the pass does not follow, gets none.
set -u
instr=${1:?usage: temporary_domains.sh PDD_INSTRUMENT}
repo=$(cd "$(dirname "$0")/../.." && pwd)
d=$repo/tests/corpus/pace-2024.09.00/dynamical_core/cpu
w=${PDD_TEST_WORK:?run by tests/helpers/run_test.sh}
rm -rf "$w" && mkdir -p "$w" || exit 1
passed=0 failed=0
fail() { echo "FAIL: temporary_domains: $*"; failed=$((failed + 1)); }
"$instr" --sdfg "$d/program.sdfgz" -o "$w/out.cpp" "$d"/src/cpu/*.cpp 2>"$w/err" ||
  { fail "pdd-instrument: $(tail -1 "$w/err")"; exit 1; }
python3 - "$w/out.cpp.pdd.json" >"$w/domains" <<'EOF' || fail "the manifest: $(cat "$w/domains")"
import json, sys
for f in json.load(open(sys.argv[1]))["fields"]:
    d = f.get("domain")
    print(f["name"], *(d["lo"] + d["hi"] + [d["from"]]) if d else ["none"])
EOF
want() { # NAME EXPECTED
  got=$(awk -v n="$1" '$1 == n { $1 = ""; print substr($0, 2) }' "$w/domains")
  if [ "$got" = "$2" ]; then passed=$((passed + 1)); else fail "$1: domain '$got', want '$2'"; fi
}
want pyFV3_stencils_d_sw_DGridShallowWaterLagrangianDynamics___call___al "3 0 15 14 the fields computed from it"
want pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___al "3 0 15 14 the fields computed from it"
want __g_self__q_y_advected_mean_0 "3 3 15 15 pdd-names.json"
want pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20 "none"
echo "temporary_domains: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
