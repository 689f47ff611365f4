#!/bin/sh
# tests/e2e/demo_check.sh BUILD: `make demo` as a test. The summaries it prints must name the
# planted faults: the zero delp (step 3, cell (12,10,5)) as a NaN in qvapor's advection, call
# 3, at that cell; in the four-rank run, rank 2 first (negative qice at step 2, (7,5,4)) and
# its crash (a wild store in step 4) with the kernel it died in, where the address lay (2^30
# elements less one column's offset before qvapor: the planted surface level is -2^30), the
# store that faulted, and its frames named (demangled, file:line; libgomp's by its offset
# where it has no symbols); and both reports written. Why the zero delp went wrong (summary's
# Why block, pdd-view why --json): qvapor's store reads delp, rarea, fx, fy and dp2; delp was last
# written by copy_dp2_to_delp call 2, checked, 80 at (12,10,5) after it and 0 when the store read
# it (its operands, with dp2 = 0 its divisor): changed since; rarea is an input of the program;
# the store is the likely root cause. The trace table shows the fields the run traced, no
# column of a field only read. Each time step is a call of the program: the failing kernel call
# is named as in the third of six, the kernel's first call in it.
set -u
build=$1
out=${PDD_TEST_WORK:-$build/demo-check}
text=$(DEMO_DIR=$out "$(dirname "$0")/../../examples/demo.sh" "$build" 2>&1)
rc=$?
fails=0
want() {
    printf '%s\n' "$text" | grep -qF -- "$1" || { echo "FAIL: demo_check: no line with: $1"; fails=$((fails + 1)); }
}
want_re() {
    printf '%s\n' "$text" | grep -qE -- "$1" || { echo "FAIL: demo_check: no line matching: $1"; fails=$((fails + 1)); }
}
[ $rc -eq 0 ] || { echo "FAIL: demo_check: demo.sh exit $rc"; fails=$((fails + 1)); }
want "First failure: rank 0,"
want "  nan in kernel advect_qvapor_map_1_0_11 call 3, field qvapor at (12,10,5): value nan"
want "  in call 3 of 6 of program fv3_tracers: the kernel's call 1 in it"
want "    advect_qvapor_map_1_0_11 call 3    nan   <- the failing call"
want "Why (pdd-view why shows the whole chain)"
want "  advect_qvapor_map_1_0_11 call 3 reads delp, rarea, fx, fy, dp2"
want "    delp: last written by copy_dp2_to_delp_map_7_0_0 call 2, checked, no bad value; at (12,10,5) 80 after that call, 0 when this store read it: changed since that call"
want "  it read delp(12,10,5) = 0, fx(12,10,5) = "
want ", dp2(12,10,5) = 0 (divisor)"
want "    rarea: an input of the program: no kernel call wrote it before"
want "  likely root cause: this store itself; look at dp2(12,10,5) = 0, a zero divisor (last written by delp_update_map_0_0_0 call 3), delp (changed since its last writer copy_dp2_to_delp_map_7_0_0 call 2: read 0 at (12,10,5))"
why=$("$build/bin/pdd-view" why --json "$out/pdd.0.h5" 2>&1)
printf '%s\n' "$why" | python3 -c '
import json, sys
w = json.load(sys.stdin)
link = w["links"][0]
assert (w["state"], w["root"], len(w["links"])) == ("chain", 0, 1), w
assert (link["kernel"], link["call"], link["field"], link["index"]) == ("advect_qvapor_map_1_0_11", 3, "qvapor", [12, 10, 5]), link
delp = {x["field"]: x for x in link["inputs"]}["delp"]
assert (delp["writer"]["kernel"], delp["writer"]["call"], delp["writer"]["checked"], delp["writer"]["bad_values"]) == \
    ("copy_dp2_to_delp_map_7_0_0", 2, True, 0), delp
t = delp["trace"]
assert (t["index"], t["after_writer"], t["when_read"], t["changed_before_read"]) == ([12, 10, 5], 80, 0, True), t
ops = {o["field"]: o for o in link["operands"]}
assert (ops["delp"]["index"], ops["delp"]["value"]) == ([12, 10, 5], 0), ops
assert (ops["dp2"]["value"], ops["dp2"]["role"]) == (0, "divisor"), ops
' || { echo "FAIL: demo_check: pdd-view why --json on the demo log: $why" | head -c 2000; fails=$((fails + 1)); }
# the trace table's columns are the fields the run traced: none only read (mfx, mfy, rarea)
"$build/bin/pdd-view" trace --json "$out/pdd.0.h5" 2>&1 | python3 -c '
import json, sys
log = json.load(sys.stdin)["logs"][0]
traced = {f for r in log["rows"] for f in r["values"]}
assert set(log["fields"]) == traced, (log["fields"], sorted(traced))
assert {"qvapor", "delp", "dp2"} <= traced and not {"mfx", "mfy", "rarea"} & set(log["fields"]), log["fields"]
' || { echo "FAIL: demo_check: pdd-view trace --json: a column of a field never traced"; fails=$((fails + 1)); }
want "pdd-view summary: 4 logs"
want "First failure: rank 2,"
want "  neg_tracer in kernel advect_qice_map_4_0_11 call 2, field qice at (7,5,4): value -0.0081902756232825787"
want_re "^  rank 2: crash \(SIGSEGV\) at 0x[0-9a-f]+: 8589914592 bytes \(1073739324 f64 elements\) before the start of qvapor \(24×20×10 f64\), in kernel set_qvapor_sfc_map_0_3_0 call 4\$"
want "    SIGSEGV (11) at address 0x"
want "(SEGV_MAPERR: nothing mapped there), a write, pc 0x"
want "    store: qvapor[((((J * K) * i) + (K * j)) + index_qvapor_0)] = __out; (site 20, field qvapor, line 1233 of examples/fv3_tracers/cpu/src/cpu/fv3_tracers.cpp)"
want_re "^    #0 0x[0-9a-f]+ <signal handler called>\$"
want_re "^    #1 0x[0-9a-f]+ __program_fv3_tracers_internal\(fv3_tracers_state_t\*, double\*, int\*, .*\) \[clone \._omp_fn\.[0-9]+\]\+0x[0-9a-f]+ at .*/fv3_tracers\.cpp:[0-9]+\$"
want_re "^    #2 0x[0-9a-f]+ (libgomp\.so\.1\+0x[0-9a-f]+|gomp_thread_start\+0x[0-9a-f]+ .*)\$"
want "  rank 2: set_qvapor_sfc_map_0_3_0 call 4, began"
want "died (recovered)"
for f in "$out/report.html" "$out/ranks/report.html"; do
    [ -s "$f" ] || { echo "FAIL: demo_check: no report $f"; fails=$((fails + 1)); }
done
grep -qF "program call</dt><dd>call 3 of 6 of program fv3_tracers: the kernel&#39;s call 1 in it" "$out/report.html" ||
    { echo "FAIL: demo_check: the report does not name the failing call of the program"; fails=$((fails + 1)); }
if [ $fails -ne 0 ]; then
    printf '%s\n' "$text" | sed 's/^/    | /'
    exit 1
fi
echo "PASS: demo_check (make demo: zero delp -> qvapor NaN at (12,10,5), call 3, read delp = 0 where its writer left 80; 4 ranks -> rank 2, its wild store placed before qvapor, store site 20 named)"
