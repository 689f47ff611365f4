#!/bin/sh
# Golden files of the pass on sources no DaCe version in the corpus writes, but a host may
# hand it (tests/golden/instrument_edge/input/): a UTF-8 byte order mark (it must stay the first
# bytes, before the #include the pass inserts), and identifiers of 300 and 5000 characters as
# field, kernel, program and symbol names (kept whole: a cut name does not compile). Each
# output must equal tests/golden/instrument_edge/expected/<name> (and its manifest) byte for
# byte, must be unchanged by a second run, and must compile against include/ (g++; a .cu
# through tests/cuda_emu's g++-as-nvcc).
# Usage: instrument_edge_golden.sh PDD_INSTRUMENT [--update]   (--update writes the expected files)
set -u
tool=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
update=${2:-}
root=$(pwd)
dir=$root/tests/golden/instrument_edge
CXX=${CXX:-g++}
work=$(mktemp -d "${TMPDIR:-/tmp}/pdd-edge.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp "$dir"/input/* "$work/"
[ "$update" = --update ] && mkdir -p "$dir/expected"
passed=0 failed=0
fail() { echo "FAIL: instrument_edge_golden: $*"; failed=$((failed + 1)); }
for src in $(cd "$dir/input" && ls); do
  out=pdd.$src
  if ! (cd "$work" && "$tool" -o "$out" "$src" 2>"$work/err.txt"); then
    fail "$src: $(cat "$work/err.txt")"; continue
  fi
  if [ "$update" = --update ]; then
    cp "$work/$out" "$dir/expected/$src" && cp "$work/$out.pdd.json" "$dir/expected/$src.pdd.json"
    passed=$((passed + 1)); continue
  fi
  if ! cmp -s "$work/$out" "$dir/expected/$src" || ! cmp -s "$work/$out.pdd.json" "$dir/expected/$src.pdd.json"; then
    fail "$src differs from tests/golden/instrument_edge/expected/$src:"
    diff -u "$dir/expected/$src" "$work/$out" | head -20 | cut -c1-200
    diff -u "$dir/expected/$src.pdd.json" "$work/$out.pdd.json" | head -10 | cut -c1-200
    continue
  fi
  if ! (cd "$work" && "$tool" -o "again.$src" "$out" 2>/dev/null) || ! cmp -s "$work/$out" "$work/again.$src"; then
    fail "$src: a second run changed the instrumented file"; continue
  fi
  case $src in
    *.cu) compile="$root/tests/cuda_emu/g++-as-nvcc" ;;
    *) compile=$CXX ;;
  esac
  if ! "$compile" -c -fopenmp -I"$root/include" "$work/$out" -o "$work/$src.o" 2>"$work/cc.txt"; then
    fail "$src: the instrumented source does not compile: $(head -c 600 "$work/cc.txt")"; continue
  fi
  passed=$((passed + 1))
done
[ "$update" = --update ] && { echo "instrument_edge_golden: wrote $passed expected files to $dir/expected"; exit 0; }
for g in $(cd "$dir/expected" && ls | grep -v '\.pdd\.json$'); do
  [ -f "$dir/input/$g" ] || fail "tests/golden/instrument_edge/expected/$g has no input (run with --update)"
done
echo "instrument_edge_golden: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
