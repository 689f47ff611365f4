#!/usr/bin/env bash
# tests/corpus_run/build.sh OUTDIR [SRCDIR]
#
# Builds the corpus programs (real DaCe output) with pdd's test-only DaCe compatibility header
# (tests/dace_compat) and the drivers next to this script:
#
#   OUTDIR/<p>/src/cpu/<p>.cpp        the source, laid out as DaCe lays out .dacecache/<p>/
#   OUTDIR/<p>/include/{hash.h,<p>.h} (hash.h empty; the generated code includes ../../include/hash.h)
#   OUTDIR/<p>/program.sdfg, OUTDIR/<p>/map/map_cpp.json   (copied when the corpus has them)
#   OUTDIR/<p>/build/*.o              objects
#   OUTDIR/<p>/run_<p>                CPU program (g++ -fopenmp) + tests/corpus_run/run_<p>.cpp
#
# and, when nvcc is found, the GPU variant of each program:
#   OUTDIR/gpu/<p>/src/cuda/<p>_cuda.cu, OUTDIR/gpu/<p>/src/cpu/<p>.cpp, include/...
#   OUTDIR/gpu/<p>/build/<p>_cuda.o   nvcc -c;   OUTDIR/gpu/<p>/build/<p>.o  host code, -DWITH_CUDA
#   OUTDIR/gpu/<p>/run_<p>            the same driver linked with -lcudart (runs only on a GPU)
# otherwise it prints "skip: nvcc not found".
#
# SRCDIR (or env SRC_OVERRIDE) replaces the sources: SRCDIR/<p>/cpu/<p>.cpp (required), and
# for the GPU variant SRCDIR/<p>/gpu/<p>_cuda.cu (without it the GPU variant of <p> is skipped)
# and SRCDIR/<p>/gpu/<p>.cpp. Files SRCDIR lacks besides those (the <p>.h API header,
# program.sdfg, map_cpp.json, the GPU host <p>.cpp) are taken from the corpus. Default: the corpus.
#
# Environment:
#   PDD_CORPUS        the corpus (default /work/shared/corpus)
#   PROGRAMS          which programs (default: lap3d delp_update tracer_advection
#                     vertical_solver reduction_sum nested)
#   CXX               host compiler (default g++);  NVCC (default: nvcc on PATH, else
#                     $CUDA_HOME/bin/nvcc, CUDA_HOME default /usr/local/cuda)
#   CXXFLAGS          replaces the default "-O2" (host compiles); NVCCFLAGS likewise for nvcc
#   EXTRA_CXXFLAGS    added to every host compile (generated program and driver)
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

if [ $# -lt 1 ] || [ $# -gt 2 ] || [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then
    sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
fi
outdir=$1
corpus=${PDD_CORPUS:-/work/shared/corpus}
srcdir=${2:-${SRC_OVERRIDE:-$corpus}}
programs=${PROGRAMS:-"lap3d delp_update tracer_advection vertical_solver reduction_sum nested"}
CXX=${CXX:-g++}
CXXFLAGS=${CXXFLAGS:--O2}
NVCCFLAGS=${NVCCFLAGS:--O2}
EXTRA_CXXFLAGS=${EXTRA_CXXFLAGS:-}
EXTRA_NVCCFLAGS=${EXTRA_NVCCFLAGS:-}
EXTRA_LDFLAGS=${EXTRA_LDFLAGS:-}
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}

[ -d "$corpus" ] || { echo "build.sh: no corpus at $corpus (set PDD_CORPUS)" >&2; exit 1; }
[ -d "$srcdir" ] || { echo "build.sh: no source directory $srcdir" >&2; exit 1; }
srcdir=$(cd "$srcdir" && pwd)
corpus=$(cd "$corpus" && pwd)
mkdir -p "$outdir" || exit 1
outdir=$(cd "$outdir" && pwd)

case "$outdir/" in
    "$corpus"/*) echo "build.sh: OUTDIR must not be inside the corpus" >&2; exit 1 ;;
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
# first existing file among the arguments
pick() {
    for f in "$@"; do [ -f "$f" ] && { echo "$f"; return 0; }; done
    return 1
}
# lay out one program folder as .dacecache does: $1 = folder, $2 = program, $3 = variant (cpu|gpu)
layout() {
    local d=$1 p=$2 v=$3 f
    mkdir -p "$d/src/cpu" "$d/include" "$d/build" || return 1
    : > "$d/include/hash.h"
    f=$(pick "$srcdir/$p/$v/$p.h" "$corpus/$p/$v/$p.h" "$corpus/$p/cpu/$p.h") || {
        echo "build.sh: no $p.h" >&2; return 1; }
    cp "$f" "$d/include/$p.h" || return 1
    if f=$(pick "$srcdir/$p/$v/program.sdfg" "$corpus/$p/$v/program.sdfg"); then
        cp "$f" "$d/program.sdfg" || return 1
    fi
    if f=$(pick "$srcdir/$p/$v/map_cpp.json" "$corpus/$p/$v/map_cpp.json"); then
        mkdir -p "$d/map" && cp "$f" "$d/map/map_cpp.json" || return 1
    fi
}

# shellcheck disable=SC2086  # the flag variables are word lists on purpose
build_cpu() {
    local p=$1 d=$outdir/$1 src drv
    src=$(pick "$srcdir/$p/cpu/$p.cpp") || { echo "build.sh: no $srcdir/$p/cpu/$p.cpp" >&2; return 1; }
    drv=$here/run_$p.cpp
    [ -f "$drv" ] || { echo "build.sh: no driver $drv" >&2; return 1; }
    layout "$d" "$p" cpu || return 1
    echo "== $p (cpu) from $src"
    cp "$src" "$d/src/cpu/$p.cpp" || return 1
    run $CXX -std=c++17 $CXXFLAGS -fopenmp -I "$compat" $EXTRA_CXXFLAGS \
        -c "$d/src/cpu/$p.cpp" -o "$d/build/$p.o" || return 1
    run $CXX -std=c++17 $CXXFLAGS -I "$here" -I "$d/include" -I "$compat" $EXTRA_CXXFLAGS \
        -c "$drv" -o "$d/build/run_$p.o" || return 1
    run $CXX -fopenmp "$d/build/run_$p.o" "$d/build/$p.o" -o "$d/run_$p" $EXTRA_LDFLAGS || return 1
}

# shellcheck disable=SC2086
build_gpu() {
    local p=$1 d=$outdir/gpu/$1 cu host
    cu=$(pick "$srcdir/$p/gpu/${p}_cuda.cu") || {
        echo "skip: $p (gpu): no $srcdir/$p/gpu/${p}_cuda.cu"; return 0; }
    host=$(pick "$srcdir/$p/gpu/$p.cpp" "$corpus/$p/gpu/$p.cpp") || {
        echo "build.sh: no gpu/$p.cpp" >&2; return 1; }
    layout "$d" "$p" gpu || return 1
    mkdir -p "$d/src/cuda" || return 1
    echo "== $p (gpu) from $cu"
    cp "$cu" "$d/src/cuda/${p}_cuda.cu" && cp "$host" "$d/src/cpu/$p.cpp" || return 1
    if [ -n "${CUDA_EMU:-}" ]; then
        run "$CUDA_EMU/g++-as-nvcc" -std=c++17 $CXXFLAGS -I "$compat" $EXTRA_CXXFLAGS \
            -c "$d/src/cuda/${p}_cuda.cu" -o "$d/build/${p}_cuda.o" || return 1
    else
        run "$NVCC" -std=c++17 $NVCCFLAGS -I "$compat" $EXTRA_NVCCFLAGS \
            -c "$d/src/cuda/${p}_cuda.cu" -o "$d/build/${p}_cuda.o" || return 1
    fi
    run $CXX -std=c++17 $CXXFLAGS -fopenmp -DWITH_CUDA -I "${CUDA_EMU:-$CUDA_HOME/include}" -I "$compat" \
        $EXTRA_CXXFLAGS -c "$d/src/cpu/$p.cpp" -o "$d/build/$p.o" || return 1
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
