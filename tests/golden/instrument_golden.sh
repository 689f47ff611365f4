#!/bin/sh
# Golden files of the pass: every generated source of the corpus (tests/corpus/dace-<version>/
# <program>/<variant>/src/{cpu,cuda}/*, and gt4py's tests/corpus/gt4py-<version>/<stencil>/
# <module>_BUILD/computation.hpp), instrumented, must equal the file of the same path
# under tests/golden/instrument/ byte for byte, with its manifest; instrumenting the output
# again must change nothing; and every golden file must belong to a source that still exists.
# `--update` (make update-golden, nothing else) rewrites the golden files; review the diff.
# Usage: instrument_golden.sh PDD_INSTRUMENT [--update]
set -u
tool=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
update=${2:-}
corpus=${PDD_CORPUS:-tests/corpus}
golden=$(pwd)/tests/golden/instrument
[ -d "$corpus" ] || { echo "FAIL: instrument_golden: no corpus at $corpus (PDD_CORPUS)"; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/pdd-golden.XXXXXX")
trap 'rm -rf "$work"' EXIT
# a copy: the manifest records the paths it was given, relative to the variant's folder
cp -r "$corpus"/. "$work/"
[ "$update" = --update ] && rm -rf "$golden"
passed=0 failed=0
srcs=$(cd "$work" && ls dace-*/*/*/src/cpu/*.cpp dace-*/*/*/src/cuda/*.cu gt4py-*/*/*_BUILD/computation.hpp 2>/dev/null)
for src in $srcs; do
  case $src in
    gt4py-*) variant=${src%/*_BUILD/*} rel=${src#"$variant"/} ;; # <stencil>/<module>_BUILD/computation.hpp
    *) variant=${src%/src/*} rel=src/${src#*/src/} ;;
  esac
  dir=$(dirname "$rel") file=$(basename "$rel")
  out="$work/$variant/$dir/pdd.$file"
  if ! (cd "$work/$variant" && "$tool" -o "$dir/pdd.$file" "$rel" 2>"$work/err.txt"); then
    echo "FAIL: instrument_golden: $src: $(cat "$work/err.txt")"; failed=$((failed + 1)); continue
  fi
  want=$golden/$src
  if [ "$update" = --update ]; then
    mkdir -p "$(dirname "$want")"
    cp "$out" "$want" && cp "$out.pdd.json" "$want.pdd.json"
    passed=$((passed + 1)); continue
  fi
  if ! cmp -s "$out" "$want" || ! cmp -s "$out.pdd.json" "$want.pdd.json"; then
    echo "FAIL: instrument_golden: $src differs from tests/golden/instrument/$src:"
    diff -u "$want" "$out" | head -20
    diff -u "$want.pdd.json" "$out.pdd.json" | head -10
    failed=$((failed + 1)); continue
  fi
  # idempotent: the instrumented file instrumented again is the same bytes
  if ! (cd "$work/$variant" && "$tool" -o "$dir/again.$file" "$dir/pdd.$file" 2>/dev/null) ||
     ! cmp -s "$out" "$work/$variant/$dir/again.$file"; then
    echo "FAIL: instrument_golden: $src: a second run changed the instrumented file"; failed=$((failed + 1)); continue
  fi
  passed=$((passed + 1))
done
[ "$update" = --update ] && { echo "instrument_golden: wrote $passed golden files (and manifests) to $golden"; [ "$passed" -gt 0 ]; exit $?; }
# a golden file whose source is gone is an expectation nothing checks
for g in $(cd "$golden" 2>/dev/null && find . -type f ! -name '*.pdd.json' | sed 's|^\./||'); do
  [ -f "$work/$g" ] || { echo "FAIL: instrument_golden: tests/golden/instrument/$g has no source in the corpus (make update-golden)"; failed=$((failed + 1)); }
done
echo "instrument_golden: $passed passed, $failed failed"
[ "$passed" -gt 0 ] || echo "FAIL: instrument_golden: no source compared (is $corpus empty?)"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
