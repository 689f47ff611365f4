#!/bin/sh
# tests/corpus_run/instrument.sh PDD_INSTRUMENT CORPUS SRCDIR PROGRAM...: copies the programs of
# CORPUS (one DaCe version of the corpus, tests/corpus/dace-<version>) into SRCDIR and
# instruments every generated source there (host .cpp of both variants, the GPU variant's .cu;
# the SDFG is found two levels up, as in .dacecache), so that SRCDIR is what build.sh builds.
# Exit 1 when any source could not be instrumented (each one is named).
set -u
instr=$1 corpus=$2 src=$3
shift 3
rc=0
for p in "$@"; do
  for v in cpu gpu; do
    mkdir -p "$src/$p" && rm -rf "$src/$p/$v" && cp -r "$corpus/$p/$v" "$src/$p/$v" || { rc=1; continue; }
    for f in "$corpus/$p/$v"/src/cpu/*.cpp "$corpus/$p/$v"/src/cuda/*.cu; do
      [ -f "$f" ] || continue
      rel=${f#"$corpus/$p/$v/"}
      "$instr" -o "$src/$p/$v/$rel" "$f" || { echo "instrument $p/$v/$rel failed"; rc=1; }
    done
  done
done
exit $rc
