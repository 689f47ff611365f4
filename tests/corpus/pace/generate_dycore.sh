#!/bin/sh
# tests/corpus/pace/generate_dycore.sh SOURCES BUILD: the whole orchestrated dynamical core into
# the corpus. SOURCES and the virtualenv are generate.sh's (see the comment at its top: NDSL
# 2024.09.00 with gt4py 0ddddd37 and DaCe da644fe8 and DaCe's own submodules, pyFV3 8d99d409; the
# same pins, BUILD/venv-pace is shared with it). It builds dycore_program.py's DynamicalCore
# (C12, 5 levels, baroclinic wave; one tile per rank) with FV3_DACEMODE=BuildAndRun on 6 MPI
# ranks, running one step, in BUILD/dycore-corpus, and copies DaCe's program folder of
# DynamicalCore.step_dynamics (its SDFG compressed as program.sdfgz, no build tree) to
# tests/corpus/pace-2024.09.00/dynamical_core/cpu, and DaCe's build folder's pdd-names.json (what
# the pdd package, installed in the venv, noted while DaCe parsed the program) beside it.
# BUILD/dycore-corpus keeps NDSL's cache (.gt_cache_FV3_A, the one all ranks of a 1x1 layout
# share; the built .so in .gt_cache_FV3_A/dacecache/<program>/build): rerun the model from there
# with FV3_DACEMODE=Run (the line this script prints at the end). The build took 48 minutes on 2
# busy cores (10 constructing the model on the 6 ranks, 30 parsing, simplifying and generating
# code on rank 0, 2 compiling, 4 loading the 112 MB SDFG on each rank); a Run-mode rerun 12. Run
# once by hand, as the corpus README says: NDSL puts object ids into names, so a new build never
# reads the same.
set -eu
src=$(cd "${1:?usage: generate_dycore.sh SOURCES BUILD}" && pwd)
build=$(mkdir -p "${2:?usage: generate_dycore.sh SOURCES BUILD}" && cd "$2" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../pace-2024.09.00/dynamical_core/cpu
venv=$(sh "$here/venv_pace.sh" "$src" "$build" generate_dycore.sh)
w=$build/dycore-corpus
rm -rf "$w" && mkdir -p "$w"
t0=$(date +%s)
# NDSL's own debug passes stay off (PACE_DACE_DEBUG unset): the corpus is the plain build
(cd "$w" && env -u PACE_DACE_DEBUG FV3_DACEMODE=BuildAndRun mpirun -n 6 --oversubscribe --allow-run-as-root \
  "$venv/bin/python" "$here/dycore_program.py" --steps 1 >build.txt 2>&1) ||
  { echo "generate_dycore.sh: the orchestrated build failed: $(tail -3 "$w/build.txt")" >&2; exit 1; }
echo "generate_dycore.sh: built and ran one step in $(( $(date +%s) - t0 )) s (log: $w/build.txt)"
prog=$(ls -d "$w"/.gt_cache_*/dacecache/*DynamicalCore_step_dynamics)
[ -f "$prog/program.sdfg" ] && ls "$prog"/build/lib*.so >/dev/null ||
  { echo "generate_dycore.sh: no program.sdfg or built library in $prog" >&2; exit 1; }
rm -rf "$out" && mkdir -p "$out" && out=$(cd "$out" && pwd)
cp -r "$prog/src" "$prog/include" "$prog/map" "$out/"
gzip -9 -n -c "$prog/program.sdfg" >"$out/program.sdfgz"
cp "$prog/../pdd-names.json" "$out/../pdd-names.json"
echo "generate_dycore.sh: $(cat "$out"/src/cpu/*.cpp | wc -l) lines of C++ in $out ($(du -sh "$out/.." | cut -f1) in all)"
echo "generate_dycore.sh: built program: $prog"
echo "generate_dycore.sh: rerun it: cd $w && env -u PACE_DACE_DEBUG FV3_DACEMODE=Run mpirun -n 6 --oversubscribe --allow-run-as-root $venv/bin/python $here/dycore_program.py --steps N"
