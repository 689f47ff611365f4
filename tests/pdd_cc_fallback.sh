#!/bin/sh
# tests/pdd_cc_fallback.sh BUILD_DIR: pdd-cc never breaks a build. An instrumented copy that
# compiles is used (the object holds pdd's tables, the compiler's warnings still reach the
# user); one that does not compile is replaced by the original, with one line naming the
# source, the compiler's first error and the file with all its messages.
set -u
build=$(cd "$1" && pwd)
cc_bin=$build/bin/pdd-cc
[ -x "$cc_bin" ] || { echo "FAIL: pdd_cc_fallback: no $cc_bin (make all)"; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/pdd-cc-fallback.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
failed=0 passed=0
fail() { echo "FAIL: pdd_cc_fallback: $*"; failed=$((failed + 1)); }
ok() { passed=$((passed + 1)); }

mkdir -p "$work/src/cpu"
cat >"$work/src/cpu/prog.cpp" <<'EOF'
/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
void __program_prog_internal(double *a, int n)
{
    for (int i = 0; i < n; i += 1)
        a[i] = 0.5 * a[i];
}
EOF
# a compiler that fails on pdd's copies only, as a real one does on a source the pass got wrong
cat >"$work/breaks-on-copies" <<'EOF'
#!/bin/sh
for a in "$@"; do
  case $a in */.pdd.*) echo "$a:4:9: error: something in the probes" >&2; echo "  more" >&2; exit 1 ;; esac
done
exec c++ "$@"
EOF
chmod +x "$work/breaks-on-copies"
cd "$work" || exit 1

# 1. the copy does not compile: the original is, the build goes on, one line says why
PACE_DACE_DEBUG=True "$cc_bin" ./breaks-on-copies -c src/cpu/prog.cpp -o broken.o 2>err1.txt
st=$?
[ "$st" -eq 0 ] && [ -s broken.o ] && ok || fail "a failing instrumented compile broke the build (exit $st): $(cat err1.txt)"
[ "$(wc -l <err1.txt)" -eq 1 ] && ok || fail "expected one line on stderr, got: $(cat err1.txt)"
grep -qF "pdd-cc: the instrumented copy of src/cpu/prog.cpp did not compile (src/cpu/.pdd.prog.cpp:4:9: error: something in the probes; all messages in src/cpu/.pdd.prog.cpp.err); compiling the original, without probes" err1.txt &&
  ok || fail "the line does not name the source, the error and the messages' file: $(cat err1.txt)"
grep -q "more" src/cpu/.pdd.prog.cpp.err && ok || fail "the compiler's messages were not kept in src/cpu/.pdd.prog.cpp.err"
nm broken.o | grep -q pdd_unit && fail "broken.o holds pdd's tables: the copy was linked in" || ok

# 2. the copy compiles: it is used, and warnings are relayed
PACE_DACE_DEBUG=True "$cc_bin" c++ -Wall -Wunused-variable -c src/cpu/prog.cpp -o good.o 2>err2.txt
st=$?
[ "$st" -eq 0 ] && nm good.o | grep -q pdd_unit && ok || fail "the instrumented copy was not compiled (exit $st): $(cat err2.txt)"
[ ! -e src/cpu/.pdd.prog.cpp.err ] && ok || fail "a messages file was left after a compile that worked"

# 3. a compile error of the user's own is the user's: the original fails too, with its message
printf '/* DaCe AUTO-GENERATED FILE */\nvoid f(void) { undeclared(); }\n' >src/cpu/bad.cpp
PACE_DACE_DEBUG=True "$cc_bin" c++ -c src/cpu/bad.cpp -o bad.o 2>err3.txt
st=$?
[ "$st" -ne 0 ] && grep -q "undeclared" err3.txt && ok || fail "a source broken before pdd did not fail with its own error (exit $st)"

echo "pdd_cc_fallback: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
