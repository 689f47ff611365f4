#!/bin/sh
# examples/dace/demo.sh BUILD: pdd on a real DaCe program, the way a Pace user runs it
# (`make demo-dace`). DaCe comes from PyPI into BUILD/venv-dace1 (tests/dace/make_venv.sh).
#  1. fv3_step.py builds its @dace.program into BUILD/demo-dace/.dacecache/fv3_step;
#  2. pdd-instrument --dacecache ... --build puts the checks into that build;
#  3. the time loop runs again from Python on the same build (FV3_DACEMODE=Run style) with
#     PACE_DACE_DEBUG=True and a zero delp planted at step 3, cell (5,5,1);
#  4. pdd-view summary says what went wrong first, and where.
# Exit status: 0 done, 77 no DaCe from PyPI (said why), 1 a step failed.
set -u
build=$(cd "${1:?usage: demo.sh BUILD}" && pwd)
repo=$(cd "$(dirname "$0")/../.." && pwd)
venv=$build/venv-dace1
work=$build/demo-dace
say() { printf '\n\033[1m== %s\033[0m\n' "$*" | { [ -t 1 ] && cat || sed 's/\x1b\[[0-9;]*m//g'; }; }

say "DaCe from PyPI (kept in $venv)"
sh "$repo/tests/dace/make_venv.sh" "$venv" 1 || exit $?
py=$venv/bin/python
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1

say "1. DaCe builds the program: python fv3_step.py --root $work"
"$py" "$repo/examples/dace/fv3_step.py" --root "$work" || exit 1

say "2. pdd-instrument --dacecache $work/.dacecache/fv3_step --build"
"$build/bin/pdd-instrument" --dacecache "$work/.dacecache/fv3_step" --build >instrument.log 2>&1 ||
    { tail -5 instrument.log; exit 1; }
grep -m1 "probe" instrument.log || true

say "3. the same build, run again with PACE_DACE_DEBUG=True and a zero delp at step 3, (5,5,1)"
PACE_DACE_DEBUG=True PDD_LOG="$work/pdd.%r.h5" PDD_TRACE_INDEX=5,5,1 \
    "$py" "$repo/examples/dace/fv3_step.py" --root "$work" --reuse --zero-delp 3,5,5,1 || exit 1

say "4. pdd-view summary $work/pdd.0.h5"
"$build/bin/pdd-view" summary "$work/pdd.0.h5"
