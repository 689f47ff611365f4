#!/bin/sh
# examples/demo.sh BUILD: what `make demo` shows after building everything: the FV3-flavoured
# example (instrumented by pdd-instrument at build time) runs 6 time steps with
# PACE_DACE_DEBUG=True and a zero delp planted at step 3, cell (12,10,5); pdd-view says what
# went wrong first and where, and draws the HTML report. Then four ranks, as an MPI
# launcher starts them, with a negative tracer and a crash on rank 2 only.
# DEMO_DIR (default BUILD/demo) gets the logs and the reports.
set -u
build=$(cd "${1:?usage: demo.sh BUILD}" && pwd)
out=${DEMO_DIR:-$build/demo}
view=$build/bin/pdd-view
prog=$build/examples/fv3_tracers/fv3_tracers
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$out" && mkdir -p "$out" || exit 1
bold() { if [ -t 1 ]; then printf '\n\033[1m%s\033[0m\n' "$*"; else printf '\n%s\n' "$*"; fi; }

bold "== 1. One rank: fv3_tracers --zero-delp 3,12,10,5 (delp = 0 at (12,10,5) before step 3)"
echo "PACE_DACE_DEBUG=True PDD_TRACE_INDEX=12,10,5 PDD_LOG=$out/pdd.%r.h5 $prog --zero-delp 3,12,10,5"
PACE_DACE_DEBUG=True PDD_TRACE_INDEX=12,10,5 PDD_LOG="$out/pdd.%r.h5" \
    "$prog" --zero-delp 3,12,10,5 || exit 1

bold "== pdd-view summary $out/pdd.0.h5"
"$view" summary "$out/pdd.0.h5" || exit 1
"$view" report --html "$out/report.html" "$out/pdd.0.h5" || exit 1

bold "== 2. Four ranks; rank 2 gets a negative qice at step 2 and a wild store at step 4"
echo "PACE_DACE_DEBUG=True examples/run_ranks.sh --dir $out/ranks --fault-rank 2 4 --neg-tracer qice,2,7,5,4 --oob 4"
PACE_DACE_DEBUG=True PDD_TRACE_INDEX=7,5,4 "$here/run_ranks.sh" --dir "$out/ranks" --prog "$prog" \
    --fault-rank 2 4 --neg-tracer qice,2,7,5,4 --oob 4
# (exit 1 expected: rank 2 died; its journal is recovered by pdd-view)

bold "== pdd-view summary $out/ranks/pdd.*"
"$view" summary "$out/ranks/pdd.0.h5" "$out/ranks/pdd.1.h5" "$out/ranks/pdd.2.h5.journal" \
    "$out/ranks/pdd.3.h5" || exit 1
"$view" report --html "$out/ranks/report.html" "$out/ranks/pdd.0.h5" "$out/ranks/pdd.1.h5" \
    "$out/ranks/pdd.2.h5" "$out/ranks/pdd.3.h5" || exit 1

bold "== The reports (open them in a browser):"
echo "  $out/report.html"
echo "  $out/ranks/report.html"
echo "More: pdd-view events|trace|timeline|diff|assert --help; README.md"
