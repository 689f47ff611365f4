#!/bin/sh
# tests/fuzz/seeds.sh OUT: the fuzzers' seeds from the test inputs, one folder per target
# under OUT (rewritten each time). pass: each corpus source and tests/fuzz/inputs file after
# one byte saying how the harness takes it (fuzz_pass.c: its file kind, and with which SDFG
# of PDD_FUZZ_SDFGS, when one is its own); sdfg: the corpus SDFGs of at most 64 KiB, as
# they are, unzipped, and followed by their source map; journal and view: the fixtures'
# journals and logs.
set -eu
out=$1
here=$(cd "$(dirname "$0")/../.." && pwd)
corpus=${PDD_CORPUS:-$here/tests/corpus}
rm -rf "$out" && mkdir -p "$out/pass" "$out/sdfg" "$out/journal" "$out/view"
seed() { # seed TARGET NAME: standard input into a new seed file (also from a pipeline's subshell)
  cat >"$(mktemp "$out/$1/$2.XXXXXX")"
}
# the SDFG a source comes with: its index (1-based) in PDD_FUZZ_SDFGS, 0 for none
sdfg_index() {
  dir=$1 i=0 found=0
  old_ifs=$IFS; IFS=:
  for s in ${PDD_FUZZ_SDFGS:-}; do
    i=$((i + 1))
    case $s in "$dir"/program.sdfg | "$dir"/*.sdfgz) found=$i ;; esac
  done
  IFS=$old_ifs
  echo $found
}
for src in $(find "$corpus"/dace-*/*/*/src "$corpus"/gt4py-* "$here/tests/fuzz/inputs" -type f \
               \( -name '*.cpp' -o -name '*.cu' -o -name 'computation.hpp' \) | sort); do
  case $src in *.cu) kind=1 ;; *) kind=0 ;; esac
  printf "\\$(printf %03o $kind)" | cat - "$src" | seed pass "$(basename "$src")"
  case $src in
    */src/*) prog=${src%%/src/*} ;;
    */gt4py-*) prog=$(dirname "$(dirname "$src")") ;; # <stencil>/<name>_pyext_BUILD/computation.hpp
    *) prog= ;;
  esac
  i=$( [ -n "$prog" ] && sdfg_index "$prog" || echo 0)
  if [ "$i" -gt 0 ]; then
    printf "\\$(printf %03o $((kind | (i << 2))))" | cat - "$src" | seed pass "$(basename "$src")"
  fi
done
for s in $(find "$corpus" -name 'program.sdfg' -size -64k -o -name '*.sdfgz' -size -64k | sort); do
  seed sdfg "$(basename "$s")" <"$s"
  case $s in
    *.sdfgz) gzip -dc <"$s" | seed sdfg unzipped.sdfg ;;
    *) map=$(dirname "$s")/map/map_cpp.json
       [ -f "$map" ] && { cat "$s"; printf '\n#MAP\n'; cat "$map"; } | seed sdfg with_map.sdfg ;;
  esac
done
for j in $(find "$here/tests" -name '*.journal' -size -1024k | sort); do
  seed journal "$(basename "$j")" <"$j"
  seed view "$(basename "$j")" <"$j"
done
for h in $(find "$here/tests" -name '*.h5' -size -256k | sort); do
  seed view "$(basename "$h")" <"$h"
done
for t in pass sdfg journal view; do
  echo "seeds: $t: $(ls "$out/$t" | wc -l) files"
done
