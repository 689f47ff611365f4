#!/bin/sh
# tests/corpus/pace/generate_ndsl2026.sh SOURCES BUILD [--check]: an orchestrated NDSL 2026.03.00
# program into the corpus. SOURCES holds the trees the program is built from, as git gives them:
#   SOURCES/ndsl    NOAA-GFDL/NDSL at tag 2026.03.00 (commit 1d8852e70ac76786a6a6a459843e951cf609480a),
#                   with its submodules external/gt4py (GridTools/gt4py
#                   0a0ec7f5ffdbca331aeccf1acf8fc604d8f070a1, versioned 1.1.9.post3 by its git history:
#                   a work tree, not an archive) and external/dace (spcl/dace
#                   0d9f3b4ede7a87aa3c86913481740390431e2b21, version 1.0.0, a merge of main into the
#                   romanc/stree-v2 branch, with its submodule dace/external/moodycamel,
#                   cameron314/concurrentqueue ffda5a47; cub and the web client are not needed on
#                   the CPU; doc/ may be left out)
# It makes BUILD/venv-ndsl2026 (Python 3.11 to 3.13, as NDSL asks: python3.11 from PATH or a
# pyenv's; mpi4py 4.1.1 built against Debian's libopenmpi-dev, numpy 2.4.6, networkx 3.5 (DaCe
# asks <= 3.5), sympy 1.14.0, the rest as pip resolves NDSL's setup.py; the pdd package from
# python/ with --no-deps, so that pdd-names.json is written), builds ndsl2026_program.py's
# TracerDiffusion with FV3_DACEMODE=BuildAndRun on NDSL's orchestrated CPU backend
# (orch:dace:cpu:IJK, gt4py's dace:cpu_kfirst) on 6 MPI ranks, and copies DaCe's program folder
# (its SDFG as program.sdfgz, gzip -9 -n; no build tree) to
# tests/corpus/ndsl-2026.03.00/tracer_diffusion/cpu, and the build folder's pdd-names.json (the
# origin and extent of self._dp2 and self._qdp, noted by the pdd package) beside it. Run once
# by hand: NDSL and gt4py put Python object ids into names, so a new build never reads the same.
# With --check it then runs the program for real with pdd (pdd-instrument and pdd-view from
# PDD_BUILD, default the repository's build/): the plain build loaded with FV3_DACEMODE=Run, the
# instrumented one loaded the same way with NDSL_DACE_DEBUG=True (bit for bit the plain one's
# RESULT lines, a silent summary), then a NaN in qvapor on rank 2 and a negative delp on rank 4
# before the second call, each pdd-view summary printed.
set -eu
usage="usage: generate_ndsl2026.sh SOURCES BUILD [--check]"
src=$(cd "${1:?$usage}" && pwd)
build=$(mkdir -p "${2:?$usage}" && cd "$2" && pwd)
check=${3:-}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
out=$here/../ndsl-2026.03.00/tracer_diffusion/cpu
prog_name=TracerDiffusion___call__
for d in ndsl/ndsl ndsl/external/gt4py/src ndsl/external/dace/dace ndsl/external/dace/dace/external/moodycamel; do
  [ -d "$src/$d" ] || { echo "generate_ndsl2026.sh: no $src/$d (see the comment at the top)" >&2; exit 2; }
done
{ command -v mpirun >/dev/null && command -v mpicc >/dev/null; } ||
  { echo "generate_ndsl2026.sh: no mpirun/mpicc: apt-get install libopenmpi-dev openmpi-bin" >&2; exit 2; }
# NDSL 2026.03.00 requires Python >= 3.11, < 3.14
python=
for p in python3.11 python3.12 python3.13; do
  [ -z "$python" ] && "$p" -c '' >/dev/null 2>&1 && python=$p
done
for p in "$(pyenv root 2>/dev/null)"/versions/3.1[123]*/bin/python3; do
  [ -z "$python" ] && [ -x "$p" ] && python=$p
done
[ -n "$python" ] || { echo "generate_ndsl2026.sh: NDSL 2026.03.00 needs Python 3.11 to 3.13: none found" >&2; exit 2; }
venv=$build/venv-ndsl2026
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import ndsl' >/dev/null 2>&1; then
  echo "generate_ndsl2026.sh: making $venv with $python (log: $venv.log)"
  rm -rf "$venv"
  { "$python" -m venv "$venv" &&
    "$venv/bin/pip" install --upgrade pip 'setuptools>=80' wheel &&
    "$venv/bin/pip" install --no-binary mpi4py 'mpi4py==4.1.1' &&
    "$venv/bin/pip" install "$src/ndsl/external/gt4py" "$src/ndsl/external/dace" "$src/ndsl" \
      'numpy==2.4.6' 'networkx==3.5' 'sympy==1.14.0' 'mpi4py==4.1.1'; } >"$venv.log" 2>&1 ||
    { echo "generate_ndsl2026.sh: the virtualenv failed: $(tail -3 "$venv.log")" >&2; exit 1; }
  "$venv/bin/pip" freeze >"$venv.freeze"
fi
"$venv/bin/pip" install -q --no-deps "$repo/python" >>"$venv.log" 2>&1 ||
  { echo "generate_ndsl2026.sh: the pdd package did not install: $(tail -3 "$venv.log")" >&2; exit 1; }
w=$build/ndsl2026-corpus
rm -rf "$w" && mkdir -p "$w"
mpi="mpirun -n 6 --oversubscribe --allow-run-as-root"
# NDSL's own debug passes stay off (its switches unset): the corpus is the plain build
# shellcheck disable=SC2086  # $mpi: a word list
(cd "$w" && env -u NDSL_DACE_DEBUG -u NDSL_DACE_FORCE_SYNC_GPU -u PACE_DACE_DEBUG FV3_DACEMODE=BuildAndRun \
  $mpi "$venv/bin/python" "$here/ndsl2026_program.py" --steps 2 >build.txt 2>&1) ||
  { echo "generate_ndsl2026.sh: the orchestrated build failed: $(tail -3 "$w/build.txt")" >&2; exit 1; }
prog=$w/.gt_cache_FV3_A/dacecache/$prog_name
[ -f "$prog/src/cpu/$prog_name.cpp" ] || { echo "generate_ndsl2026.sh: no program at $prog" >&2; exit 1; }
rm -rf "$out" && mkdir -p "$out"
cp -r "$prog/src" "$prog/include" "$prog/map" "$out/"
# DaCe 1.0.0 of this branch writes the SDFG compressed already; gzip it again without a name or time
if [ -f "$prog/program.sdfgz" ]; then gzip -dc "$prog/program.sdfgz"; else cat "$prog/program.sdfg"; fi |
  gzip -9 -n >"$out/program.sdfgz"
cp "$prog/../pdd-names.json" "$out/../pdd-names.json"
grep '^RESULT' "$w/build.txt" | sort >"$w/results-build.txt"
echo "generate_ndsl2026.sh: $(cat "$out"/src/cpu/*.cpp | wc -l) lines of C++ in $out; RESULT lines in $w/results-build.txt"
[ "$check" = --check ] || exit 0

# --check: the program run for real with pdd, as a user would
pdd=${PDD_BUILD:-$repo/build}
[ -x "$pdd/bin/pdd-instrument" ] || { echo "generate_ndsl2026.sh: no $pdd/bin/pdd-instrument (make first)" >&2; exit 2; }
run() { # run NAME ENV... -- ARGS: load what was built (FV3_DACEMODE=Run) on 6 ranks
  n=$1; shift
  e=
  while [ "$1" != -- ]; do e="$e $1"; shift; done
  shift
  # shellcheck disable=SC2086  # word lists
  (cd "$w" && env -u NDSL_DACE_DEBUG -u NDSL_DACE_FORCE_SYNC_GPU -u PACE_DACE_DEBUG FV3_DACEMODE=Run \
    PDD_LOG="$w/logs/$n.%r.h5" $e $mpi "$venv/bin/python" "$here/ndsl2026_program.py" --steps 2 "$@" \
    >"$w/$n.txt" 2>&1) || { echo "generate_ndsl2026.sh: run $n failed: $(tail -3 "$w/$n.txt")" >&2; exit 1; }
  grep '^RESULT' "$w/$n.txt" | sort >"$w/results-$n.txt"
}
mkdir -p "$w/logs"
run plain --
cmp -s "$w/results-build.txt" "$w/results-plain.txt" || { echo "generate_ndsl2026.sh: Run differs from BuildAndRun" >&2; exit 1; }
"$pdd/bin/pdd-instrument" --dacecache "$prog" --build
run clean NDSL_DACE_DEBUG=True --
cmp -s "$w/results-plain.txt" "$w/results-clean.txt" ||
  { echo "generate_ndsl2026.sh: the instrumented build's RESULT lines differ (diff $w/results-plain.txt $w/results-clean.txt)" >&2; exit 1; }
"$pdd/bin/pdd-view" summary "$w"/logs/clean.*.h5
run nan NDSL_DACE_DEBUG=True -- --at 2 --rank 2 --nan qvapor,5,6,2
"$pdd/bin/pdd-view" summary "$w"/logs/nan.*.h5
run negdp NDSL_DACE_DEBUG=True -- --at 2 --rank 4 --neg delp,7,4,1,-50
"$pdd/bin/pdd-view" summary "$w"/logs/negdp.*.h5
echo "generate_ndsl2026.sh: checked: the instrumented build's RESULT lines are the plain build's ($w/results-clean.txt)"
