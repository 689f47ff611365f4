#!/bin/sh
# tests/e2e/long_run.sh BUILD: a run longer than its ring of recent calls (PDD_PROGRESS_KEEP=16)
# tells the truth about what it dropped. The FV3-flavoured example makes 21 kernel calls a step
# (delp_update first, then per tracer its x flux, y flux and advection, copy_dp2_to_delp and
# set_qvapor_sfc last); 400 steps with qgraupel = -0.01 planted at (3,3,2) before step 300:
# - the summary counts all 8400 calls and says it keeps 15 (the ring's 16, less the program
#   calls among them);
# - the first failure is qgraupel's advection, call 300, at (3,3,2);
# - its program call began 18 calls before it, past the 8 the ring keeps before the failure:
#   it is not named (with the default ring, it is: call 300 of 400);
# - delp's writer, copy_dp2_to_delp call 299 (3 calls before the step), is named though the
#   ring dropped that call (the kernel's totals at the failure place it); dp2's and the fluxes'
#   are kept calls of step 300;
# - qgraupel's own last writer, its advection's call 299, is gone: said so, never "an input of
#   the program" nor the failing call itself.
set -u
build=$(cd "$1" && pwd)
work=${PDD_TEST_WORK:-$build/long-run}
prog=$build/examples/fv3_tracers/fv3_tracers view=$build/bin/pdd-view
rm -rf "$work" && mkdir -p "$work" || exit 1
fails=0
fail() { echo "FAIL: long_run: $*"; fails=$((fails + 1)); }
has() { printf '%s\n' "$2" | grep -qF -- "$3" || fail "$1: no line with: $3"; }
hasnt() { printf '%s\n' "$2" | grep -qF -- "$3" && fail "$1: a line with: $3"; }
for keep in 16 default; do
  ring=PDD_PROGRESS_KEEP=$keep
  [ "$keep" = default ] && ring=PDD_PROGRESS_KEEP_UNSET=1
  env PACE_DACE_DEBUG=True PDD_LOG="$work/$keep.%r.h5" "$ring" \
    "$prog" --size 8,8,4 --steps 400 --neg-tracer qgraupel,300,3,3,2 >"$work/$keep.out" 2>&1 ||
    fail "keep $keep: the example failed: $(tail -2 "$work/$keep.out")"
  eval "s_$keep=\$(\"$view\" summary \"$work/$keep.0.h5\" 2>&1)"
done
has keep16 "$s_16" "  kernel calls: 8400 counted, 15 kept in /progress (PDD_PROGRESS_KEEP=16: each rank's last calls, and those before and just after its first failure)"
has keep16 "$s_16" "  neg_tracer in kernel advect_qgraupel_map_6_0_11 call 300, field qgraupel at (3,3,2): value -0."
hasnt keep16 "$s_16" "of program fv3_tracers"
has keep16 "$s_16" "    delp: last written by copy_dp2_to_delp_map_7_0_0 call 299, checked, no bad value"
has keep16 "$s_16" "    dp2: last written by delp_update_map_0_0_0 call 300, checked, no bad value"
has keep16 "$s_16" "    qgraupel: updated in place by this store (it read the value there before storing, which the log cannot show); its last writer's call is not in the log"
hasnt keep16 "$s_16" "advect_qgraupel_map_6_0_11 call 300, checked"
has default "$s_default" "  in call 300 of 400 of program fv3_tracers: the kernel's call 1 in it"
has default "$s_default" "last written by advect_qgraupel_map_6_0_11 call 299, checked, no bad value"
hasnt default "$s_default" "counted,"
bytes=$(wc -c < "$work/16.0.h5")
[ "$bytes" -lt 1000000 ] || fail "keep16: a log of $bytes bytes for 15 kept calls"
if [ $fails -ne 0 ]; then
  printf '%s\n' "$s_16" | sed 's/^/    | /'
  exit 1
fi
echo "PASS: long_run (8400 calls, 15 kept: counted whole, first failure right, delp's writer from the totals, the dropped ones said dropped)"
