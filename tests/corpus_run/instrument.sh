#!/bin/sh
# tests/corpus_run/instrument.sh PDD_INSTRUMENT CORPUS SRCDIR PROGRAM...: instruments the
# corpus programs (CPU .cpp, GPU .cpp and .cu) into SRCDIR, laid out as build.sh's SRCDIR
# wants it. Exit 1 when any source could not be instrumented (each one is named).
set -u
instr=$1 corpus=$2 src=$3
shift 3
rc=0
for p in "$@"; do
  mkdir -p "$src/$p/cpu" "$src/$p/gpu"
  "$instr" -o "$src/$p/cpu/$p.cpp" "$corpus/$p/cpu/$p.cpp" || { echo "instrument $p failed"; rc=1; }
  for f in "$p.cpp" "${p}_cuda.cu"; do
    "$instr" -o "$src/$p/gpu/$f" "$corpus/$p/gpu/$f" || { echo "instrument gpu $f failed"; rc=1; }
  done
done
exit $rc
