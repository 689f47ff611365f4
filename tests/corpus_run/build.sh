#!/usr/bin/env bash
# tests/corpus_run/build.sh OUTDIR SRCDIR
#
# Builds corpus programs (real DaCe output) with pdd's test-only DaCe compatibility header
# (tests/dace_compat) and the drivers next to this script. SRCDIR is laid out as one DaCe
# version of the corpus, tests/corpus/dace-<version>/: SRCDIR/<p>/cpu/ and SRCDIR/<p>/gpu/ are
# .dacecache folders (src/cpu/<p>.cpp, src/cuda/<p>_cuda.cu, include/, program.sdfg, map/) --
# the corpus itself, or an instrumented copy of it (tests/corpus_run/instrument.sh). It makes
#
#   OUTDIR/<p>/                       a copy of SRCDIR/<p>/cpu/, plus
#   OUTDIR/<p>/build/*.o              objects
#   OUTDIR/<p>/run_<p>                CPU program (g++ -fopenmp) + tests/corpus_run/run_<p>.cpp
#
# and, when nvcc is found, the GPU variant of each program:
#   OUTDIR/gpu/<p>/                   a copy of SRCDIR/<p>/gpu/, plus
#   OUTDIR/gpu/<p>/build/<p>_cuda.o   nvcc -c;   OUTDIR/gpu/<p>/build/<p>.o  host code, -DWITH_CUDA
#   OUTDIR/gpu/<p>/run_<p>            the same driver linked with -lcudart (runs only on a GPU)
# otherwise it prints "skip: nvcc not found".
#
# Environment:
#   PROGRAMS          which programs (default: all fourteen of the corpus, lap3d delp_update
#                     tracer_advection vertical_solver reduction_sum nested jacobi_2d heat_3d
#                     softmax4d loop_transient nested_view persistent_state persistent_view
#                     column_physics)
#   CXX               host compiler (default g++);  NVCC (default: nvcc on PATH, else
#                     $CUDA_HOME/bin/nvcc, CUDA_HOME default /usr/local/cuda)
#   CXXFLAGS          replaces the default "-O2" (host compiles); NVCCFLAGS likewise for nvcc
#   EXTRA_CXXFLAGS    added to every host compile (generated program and driver)
#   PROGRAM_CXXFLAGS  added to the generated program's compiles only, last: the client's own
#                     flags (DaCe's "-O3 -march=native -ffast-math"); the driver, which counts
#                     NaNs, is built without them
#   EXTRA_NVCCFLAGS   added to every nvcc compile
#   EXTRA_LDFLAGS     added to every link, after the objects (e.g. "-Lbuild/lib -lpdd")
#   GPU=0             skip the GPU variant even when nvcc is there
#   CUDA_EMU=DIR      build the GPU variant with DIR/g++-as-nvcc against DIR/cuda_runtime.h
#                     instead of nvcc and the CUDA runtime (tests/cuda_emu: device code run on
#                     the CPU)
# Exit status: 0 if everything asked for was built, 1 otherwise (it goes on after a failure).
set -u -o pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
compat=$(cd "$here/../dace_compat" && pwd)

if [ $# -ne 2 ] || [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then
    sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
fi
outdir=$1
srcdir=$2
programs=${PROGRAMS:-"lap3d delp_update tracer_advection vertical_solver reduction_sum nested jacobi_2d heat_3d
    softmax4d loop_transient nested_view persistent_state persistent_view column_physics"}
CXX=${CXX:-g++}
CXXFLAGS=${CXXFLAGS:--O2}
NVCCFLAGS=${NVCCFLAGS:--O2}
EXTRA_CXXFLAGS=${EXTRA_CXXFLAGS:-}
EXTRA_NVCCFLAGS=${EXTRA_NVCCFLAGS:-}
PROGRAM_CXXFLAGS=${PROGRAM_CXXFLAGS:-}
EXTRA_LDFLAGS=${EXTRA_LDFLAGS:-}
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}

[ -d "$srcdir" ] || { echo "build.sh: no source directory $srcdir (a tests/corpus/dace-<version> folder)" >&2; exit 1; }
srcdir=$(cd "$srcdir" && pwd)
mkdir -p "$outdir" || exit 1
outdir=$(cd "$outdir" && pwd)

case "$outdir/" in
    "$srcdir"/*) echo "build.sh: OUTDIR must not be inside SRCDIR" >&2; exit 1 ;;
esac

if [ -z "${NVCC:-}" ]; then
    if command -v nvcc >/dev/null 2>&1; then NVCC=$(command -v nvcc)
    elif [ -x "$CUDA_HOME/bin/nvcc" ]; then NVCC=$CUDA_HOME/bin/nvcc
    else NVCC=; fi
fi

failed=()
run() {  # echo and run a command
    echo "+ $*"
    "$@"
}
# copy the .dacecache folder of program $1, variant $2, to $3 (replacing it)
layout() {
    local p=$1 v=$2 d=$3
    [ -f "$srcdir/$p/$v/include/$p.h" ] || { echo "build.sh: no $srcdir/$p/$v/include/$p.h" >&2; return 1; }
    rm -rf "$d" && mkdir -p "$(dirname "$d")" && cp -r "$srcdir/$p/$v" "$d" && mkdir -p "$d/build" || return 1
    # DaCe writes it; an instrumented copy may come without
    [ -f "$d/include/hash.h" ] || : >"$d/include/hash.h"
}

# shellcheck disable=SC2086  # the flag variables are word lists on purpose
build_cpu() {
    local p=$1 d=$outdir/$1 drv
    [ -f "$srcdir/$p/cpu/src/cpu/$p.cpp" ] || { echo "build.sh: no $srcdir/$p/cpu/src/cpu/$p.cpp" >&2; return 1; }
    drv=$here/run_$p.cpp
    [ -f "$drv" ] || { echo "build.sh: no driver $drv" >&2; return 1; }
    echo "== $p (cpu) from $srcdir/$p/cpu"
    layout "$p" cpu "$d" || return 1
    run $CXX -std=c++17 $CXXFLAGS -fopenmp -I "$compat" $EXTRA_CXXFLAGS $PROGRAM_CXXFLAGS \
        -c "$d/src/cpu/$p.cpp" -o "$d/build/$p.o" || return 1
    run $CXX -std=c++17 $CXXFLAGS -I "$here" -I "$d/include" -I "$compat" $EXTRA_CXXFLAGS \
        -c "$drv" -o "$d/build/run_$p.o" || return 1
    run $CXX -fopenmp "$d/build/run_$p.o" "$d/build/$p.o" -o "$d/run_$p" $EXTRA_LDFLAGS || return 1
}

# shellcheck disable=SC2086
build_gpu() {
    local p=$1 d=$outdir/gpu/$1
    [ -f "$srcdir/$p/gpu/src/cuda/${p}_cuda.cu" ] || {
        echo "skip: $p (gpu): no $srcdir/$p/gpu/src/cuda/${p}_cuda.cu"; return 0; }
    echo "== $p (gpu) from $srcdir/$p/gpu"
    layout "$p" gpu "$d" || return 1
    if [ -n "${CUDA_EMU:-}" ]; then
        run "$CUDA_EMU/g++-as-nvcc" -std=c++17 $CXXFLAGS -I "$compat" $EXTRA_CXXFLAGS $PROGRAM_CXXFLAGS \
            -c "$d/src/cuda/${p}_cuda.cu" -o "$d/build/${p}_cuda.o" || return 1
    else
        run "$NVCC" -std=c++17 $NVCCFLAGS -I "$compat" $EXTRA_NVCCFLAGS \
            -c "$d/src/cuda/${p}_cuda.cu" -o "$d/build/${p}_cuda.o" || return 1
    fi
    run $CXX -std=c++17 $CXXFLAGS -fopenmp -DWITH_CUDA -I "${CUDA_EMU:-$CUDA_HOME/include}" -I "$compat" \
        $EXTRA_CXXFLAGS $PROGRAM_CXXFLAGS -c "$d/src/cpu/$p.cpp" -o "$d/build/$p.o" || return 1
    run $CXX -std=c++17 $CXXFLAGS -I "$here" -I "$d/include" -I "$compat" $EXTRA_CXXFLAGS \
        -c "$here/run_$p.cpp" -o "$d/build/run_$p.o" || return 1
    if [ -n "${CUDA_EMU:-}" ]; then
        run $CXX -fopenmp "$d/build/run_$p.o" "$d/build/$p.o" "$d/build/${p}_cuda.o" -o "$d/run_$p" \
            $EXTRA_LDFLAGS || return 1
    else
        run $CXX -fopenmp "$d/build/run_$p.o" "$d/build/$p.o" "$d/build/${p}_cuda.o" -o "$d/run_$p" \
            -L "$CUDA_HOME/lib64" -Wl,-rpath,"$CUDA_HOME/lib64" -lcudart $EXTRA_LDFLAGS || return 1
    fi
}

for p in $programs; do
    build_cpu "$p" || { echo "FAILED: $p (cpu)" >&2; failed+=("$p(cpu)"); }
done

if [ "${GPU:-1}" = 0 ]; then
    echo "skip: GPU variant (GPU=0)"
elif [ -z "${CUDA_EMU:-}" ] && { [ -z "$NVCC" ] || ! [ -x "$NVCC" ]; }; then
    echo "skip: nvcc not found"
else
    for p in $programs; do
        build_gpu "$p" || { echo "FAILED: $p (gpu)" >&2; failed+=("$p(gpu)"); }
    done
fi

if [ ${#failed[@]} -gt 0 ]; then
    echo "build.sh: failed: ${failed[*]}" >&2
    exit 1
fi
n=0
for p in $programs; do n=$((n + 1)); done
echo "build.sh: built $n programs in $outdir"
