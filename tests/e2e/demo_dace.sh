#!/bin/sh
# tests/e2e/demo_dace.sh BUILD: `make demo-dace` as a test: the summary of the real DaCe run
# must name the planted fault's step (call 3), field (a tracer: 0/0 in the emptied cell)
# and cell (5,5,1) as the first failure. 77 when DaCe cannot come from PyPI.
set -u
out=$("$(dirname "$0")/../../examples/dace/demo.sh" "$1" 2>&1)
rc=$?
[ $rc -eq 77 ] && { echo "skip: demo_dace: $(printf '%s\n' "$out" | sed -n 's/^skip: //p' | tail -1)"; exit 77; }
first=$(printf '%s\n' "$out" | sed -n '/^First failure: rank 0/{n;p;}')
case $rc:$first in
0:"  nan in kernel advect_one_"*" call 3, field q"*" at (5,5,1): value nan"*)
    echo "PASS: demo_dace ($first)"; exit 0 ;;
esac
echo "FAIL: demo_dace: exit $rc, first failure '$first'"
printf '%s\n' "$out" | tail -30 | sed 's/^/    | /'
exit 1
