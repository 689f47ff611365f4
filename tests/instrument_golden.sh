#!/bin/sh
# Golden files of the pass: each corpus source, instrumented, must equal
# tests/golden/instrument/<program>/<variant>/<file> byte for byte, with its manifest; and
# instrumenting the output again must change nothing. `--update` rewrites the golden files
# (review the diff by hand before committing). Usage: instrument_golden.sh PDD_INSTRUMENT [--update]
set -u
tool=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
update=${2:-}
corpus=${PDD_CORPUS:-../shared/corpus}
golden=$(pwd)/tests/golden/instrument
[ -d "$corpus" ] || { echo "SKIP: instrument_golden: no corpus at $corpus (set PDD_CORPUS)"; exit 77; }
work=$(mktemp -d "${TMPDIR:-/tmp}/pdd-golden.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp -r "$corpus"/. "$work/"
passed=0 failed=0
for src in $(cd "$work" && ls */cpu/*.cpp */gpu/*.cpp */gpu/*.cu | grep -v '_main\.cpp$'); do
  dir=$(dirname "$src") file=$(basename "$src")
  out="$work/$dir/pdd.$file"
  if ! (cd "$work/$dir" && "$tool" -o "pdd.$file" "$file" 2>"$work/err.txt"); then
    echo "FAIL: instrument_golden: $src: $(cat "$work/err.txt")"; failed=$((failed + 1)); continue
  fi
  if [ "$update" = --update ]; then
    mkdir -p "$golden/$dir"
    cp "$out" "$golden/$dir/$file" && cp "$out.pdd.json" "$golden/$dir/$file.pdd.json"
    continue
  fi
  if ! cmp -s "$out" "$golden/$dir/$file" || ! cmp -s "$out.pdd.json" "$golden/$dir/$file.pdd.json"; then
    echo "FAIL: instrument_golden: $src differs from tests/golden/instrument/$dir/$file:"
    diff -u "$golden/$dir/$file" "$out" | head -20
    diff -u "$golden/$dir/$file.pdd.json" "$out.pdd.json" | head -10
    failed=$((failed + 1)); continue
  fi
  # idempotent: the instrumented file instrumented again is the same bytes
  if ! (cd "$work/$dir" && "$tool" -o "again.$file" "pdd.$file" 2>/dev/null) || ! cmp -s "$out" "$work/$dir/again.$file"; then
    echo "FAIL: instrument_golden: $src: a second run changed the instrumented file"; failed=$((failed + 1)); continue
  fi
  passed=$((passed + 1))
done
[ "$update" = --update ] && { echo "golden files written to $golden"; exit 0; }
echo "instrument_golden: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
