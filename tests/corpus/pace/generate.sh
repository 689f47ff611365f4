#!/bin/sh
# tests/corpus/pace/generate.sh SOURCES BUILD: orchestrated Pace into the corpus. SOURCES holds
# the trees the programs are built from, as git gives them:
#   SOURCES/ndsl    NOAA-GFDL/NDSL at tag 2024.09.00, with its submodules external/gt4py
#                   (GridTools/gt4py 0ddddd37) and external/dace (spcl/dace da644fe8, with its
#                   own submodules dace/external/{rtllib,moodycamel,hlslib})
#   SOURCES/pyfv3   FlorianDeconinck/PyFV3 at 8d99d409 (develop)
# It makes BUILD/venv-pace (Python 3.11, the pins that build: numpy 1.26.4, networkx 3.3,
# mpi4py 3.1.5 built with setuptools 69.5.1; Debian's libopenmpi-dev), builds
# pace_programs.py's TracerAdvection with FV3_DACEMODE=BuildAndRun on 6 MPI ranks, and copies
# DaCe's program folder (its SDFG compressed, no build tree) to
# tests/corpus/pace-2024.09.00/tracer_advection/cpu, and the keys of the tracers dict that the
# pdd package (python/, installed in the venv) noted while DaCe parsed it, DaCe's build folder's
# pdd-names.json, beside it. Run once by hand, as the corpus README says.
set -eu
src=$(cd "${1:?usage: generate.sh SOURCES BUILD}" && pwd)
build=$(mkdir -p "${2:?usage: generate.sh SOURCES BUILD}" && cd "$2" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../pace-2024.09.00/tracer_advection/cpu
venv=$(sh "$here/venv_pace.sh" "$src" "$build" generate.sh)
w=$build/pace-corpus
rm -rf "$w" && mkdir -p "$w"
# NDSL's own debug passes stay off (PACE_DACE_DEBUG unset): the corpus is the plain build
(cd "$w" && env -u PACE_DACE_DEBUG FV3_DACEMODE=BuildAndRun mpirun -n 6 --oversubscribe --allow-run-as-root \
  "$venv/bin/python" "$here/pace_programs.py" --steps 1 >build.txt 2>&1) ||
  { echo "generate.sh: the orchestrated build failed: $(tail -3 "$w/build.txt")" >&2; exit 1; }
prog=$(ls -d "$w"/.gt_cache_*/dacecache/pyFV3_stencils_tracer_2d_1l_TracerAdvection___call__)
rm -rf "$out" && mkdir -p "$out"
cp -r "$prog/src" "$prog/include" "$prog/map" "$out/"
gzip -9 -n -c "$prog/program.sdfg" >"$out/program.sdfgz"
cp "$prog/../pdd-names.json" "$out/../pdd-names.json"
echo "generate.sh: $(cat "$out"/src/cpu/*.cpp | wc -l) lines of C++ in $out"
