#!/bin/sh
# Bad input to pdd-instrument: one line naming the file, the problem and the fix; exit 2;
# the input unchanged and no output written. Usage: instrument_errors.sh PDD_INSTRUMENT
set -u
tool=$1
corpus=${PDD_CORPUS:-tests/corpus}/dace-2.0.0b1
[ -d "$corpus" ] || { echo "FAIL: instrument_errors: no corpus at $corpus (PDD_CORPUS)"; exit 1; }
w=$(mktemp -d "${TMPDIR:-/tmp}/pdd-errors.XXXXXX")
trap 'rm -rf "$w"' EXIT
failed=0 passed=0
# expect NAME WANT_SUBSTRING INPUT ARGS...: exit 2, that one line, input untouched, no output
expect() {
  name=$1 want=$2 input=$3; shift 3
  before=$(cksum <"$input")
  "$tool" "$@" -o "$w/out.cpp" "$input" >"$w/stdout" 2>"$w/stderr"; rc=$?
  msg=$(cat "$w/stderr")
  if [ $rc -ne 2 ]; then echo "FAIL: instrument_errors: $name: exit $rc, expected 2"; failed=$((failed + 1)); return; fi
  case $msg in *"$want"*) ;; *) echo "FAIL: instrument_errors: $name: message '$msg' lacks '$want'"; failed=$((failed + 1)); return;; esac
  if [ "$(printf '%s\n' "$msg" | wc -l)" -ne 1 ]; then echo "FAIL: instrument_errors: $name: more than one line: $msg"; failed=$((failed + 1)); return; fi
  if [ "$(cksum <"$input")" != "$before" ] || [ -e "$w/out.cpp" ] || [ -e "$w/out.cpp.pdd.json" ]; then
    echo "FAIL: instrument_errors: $name: input changed or output written"; failed=$((failed + 1)); return
  fi
  passed=$((passed + 1))
}
head -c 300 /bin/sh >"$w/binary.cpp"
expect "not C" "binary.cpp: line 1: byte 0x7f is not C source text; pass a C, C++ or CUDA source" "$w/binary.cpp"
printf 'void f(double *a) {\n  for (int i = 0; i < 4; i++) {\n    a[i] = 1;\n}\n' >"$w/unbalanced.cpp"
expect "unbalanced braces" "unbalanced.cpp: line 1: '{' is never closed (unbalanced brackets, or the file is truncated); is the file complete?" "$w/unbalanced.cpp"
head -c 1200 "$corpus/lap3d/cpu/src/cpu/lap3d.cpp" >"$w/truncated.cpp"
expect "truncated file" "truncated.cpp: line 29: '{' is never closed" "$w/truncated.cpp"
printf 'int x = 1;\n' >"$w/nofunction.cpp"
expect "no function" "nofunction.cpp: no function definition found" "$w/nofunction.cpp"
printf '{"type": "SDFG", "attributes": {' >"$w/bad.sdfg"
cp "$corpus/lap3d/cpu/src/cpu/lap3d.cpp" "$w/lap3d.cpp"
expect "malformed SDFG" "bad.sdfg:" "$w/lap3d.cpp" --sdfg "$w/bad.sdfg"
expect "mismatched SDFG" "this is program 'lap3d' but $corpus/delp_update/cpu/program.sdfg is the SDFG of 'delp_update'; pass the program.sdfg from the same .dacecache folder (--sdfg)" \
  "$w/lap3d.cpp" --sdfg "$corpus/delp_update/cpu/program.sdfg"
expect "missing SDFG" "nowhere.sdfg" "$w/lap3d.cpp" --sdfg "$w/nowhere.sdfg"
"$tool" --frobnicate "$w/lap3d.cpp" >/dev/null 2>"$w/stderr"; rc=$?
if [ $rc -eq 2 ] && grep -q "unknown option '--frobnicate'" "$w/stderr"; then passed=$((passed + 1)); else echo "FAIL: instrument_errors: unknown option: exit $rc"; failed=$((failed + 1)); fi
echo "instrument_errors: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
