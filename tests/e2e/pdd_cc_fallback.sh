#!/bin/sh
# tests/e2e/pdd_cc_fallback.sh BUILD_DIR: pdd-cc never breaks a build. An instrumented copy that
# compiles is used (the object holds pdd's tables, the compiler's warnings still reach the
# user); one that does not compile is replaced by the original, with one line naming the
# source, the compiler's first error and the file with all its messages. The same for a source
# that is not generated but includes a generated header (gt4py.cartesian's bindings.cpp). A
# source instrumented in place (pdd-instrument --dacecache) is compiled as it is, with pdd's
# headers.
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

# 4. gt4py's layout: bindings.cpp (not generated) includes the DaCe code in computation.hpp,
# after gt4py's own includes; the SDFG lies beside the build folder. The copies include each
# other, relative includes still resolve, and the object goes where -o says.
b=stencil/m_up__dacecpu_0a_pyext_BUILD
mkdir -p "$b/glue" fakeinc/dace
echo '/* stands in for DaCe runtime headers */' >fakeinc/dace/dace.h
printf '#pragma once\nstatic const double glue_scale = 0.5;\n' >"$b/glue/scale.h"
cat >"$b/computation.hpp" <<'EOF2'
#include <cstddef>
#include "glue/scale.h"

/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>

void __program_up_internal(double *a, int n)
{
    for (int i = 0; i < n; i += 1)
        a[i] = glue_scale * a[i];
}
EOF2
cat >"$b/bindings.cpp" <<'EOF2'

#include "computation.hpp"
#include "glue/scale.h"
double up(double *a, int n) { __program_up_internal(a, n); return a[0]; }
EOF2
PACE_DACE_DEBUG=True "$cc_bin" c++ -Ifakeinc -c "$b/bindings.cpp" -o "$b/bindings.o" 2>err4.txt
st=$?
[ "$st" -eq 0 ] && nm "$b/bindings.o" | grep -q pdd_unit && ok ||
  fail "a source including a generated header was not compiled from its instrumented copy (exit $st): $(cat err4.txt)"
grep -q '#include ".pdd.computation.hpp"' "$b/.pdd.bindings.cpp" && grep -q PDD_SITE "$b/.pdd.computation.hpp" && ok ||
  fail "no copy of bindings.cpp including an instrumented .pdd.computation.hpp"
[ ! -e "$b/.pdd.bindings.o" ] && [ ! -s err4.txt ] && ok || fail "stray output: $(ls "$b"; cat err4.txt)"
# not a header DaCe wrote: left alone
printf '#include "glue/scale.h"\nint f(void) { return 1; }\n' >"$b/plain.cpp"
PACE_DACE_DEBUG=True "$cc_bin" c++ -c "$b/plain.cpp" -o plain.o 2>err4b.txt
[ $? -eq 0 ] && [ ! -e "$b/.pdd.plain.cpp" ] && [ ! -e "$b/glue/.pdd.scale.h" ] && ! nm plain.o | grep -q pdd_unit && ok ||
  fail "a source with no generated header was instrumented: $(cat err4b.txt)"

# 5. its instrumented copy does not compile: the original is, one line says why
PACE_DACE_DEBUG=True "$cc_bin" ./breaks-on-copies -Ifakeinc -c "$b/bindings.cpp" -o "$b/broken.o" 2>err5.txt
st=$?
[ "$st" -eq 0 ] && [ -s "$b/broken.o" ] && ! nm "$b/broken.o" | grep -q pdd_unit && ok ||
  fail "a failing copy of a source including a generated header broke the build (exit $st): $(cat err5.txt)"
[ "$(wc -l <err5.txt)" -eq 1 ] && grep -qF "pdd-cc: the instrumented copy of $b/bindings.cpp did not compile ($b/.pdd.bindings.cpp:4:9: error: something in the probes; all messages in $b/.pdd.bindings.cpp.err); compiling the original, without probes" err5.txt &&
  ok || fail "the line does not name the source, the error and the messages' file: $(cat err5.txt)"

# 6. the header cannot be instrumented (gt4py's SDFG beside the build folder is damaged)
echo 'not an sdfg' >stencil/m_up__dacecpu_0a.sdfgz
PACE_DACE_DEBUG=True "$cc_bin" c++ -Ifakeinc -c "$b/bindings.cpp" -o "$b/nosdfg.o" 2>err6.txt
st=$?
[ "$st" -eq 0 ] && ! nm "$b/nosdfg.o" | grep -q pdd_unit && [ "$(wc -l <err6.txt)" -eq 1 ] &&
  grep -q "^pdd-cc: ${b%_pyext_BUILD}.sdfgz: .*; compiling $b/bindings.cpp without probes$" err6.txt && ok ||
  fail "a header that could not be instrumented: expected the original compiled and one line naming the SDFG (exit $st): $(cat err6.txt)"
rm stencil/m_up__dacecpu_0a.sdfgz

# 7. no -o: the object is <stem>.o in the current folder, as the compiler names it
PACE_DACE_DEBUG=True "$cc_bin" c++ -Ifakeinc -c "$b/bindings.cpp" src/cpu/prog.cpp 2>err7.txt
st=$?
[ "$st" -eq 0 ] && nm bindings.o | grep -q pdd_unit && nm prog.o | grep -q pdd_unit && [ ! -e .pdd.bindings.o ] &&
  [ ! -e .pdd.prog.o ] && ok || fail "without -o, the objects are not bindings.o and prog.o (exit $st): $(ls; cat err7.txt)"

# 8. asked with no compiler (gt4py runs the first word of $CXX with --version): the compiler
# after pdd-cc in $CXX answers
CXX="$cc_bin c++" "$cc_bin" --version >ver.txt 2>&1
[ $? -eq 0 ] && [ "$(head -1 ver.txt)" = "$(c++ --version | head -1)" ] && ok ||
  fail "pdd-cc --version with CXX=\"pdd-cc c++\" did not answer as c++: $(cat ver.txt)"

# 6. a source pdd-instrument --dacecache instrumented in place (DaCe rebuilding its folder
# through pdd-cc) is compiled as it is, with pdd's headers: no copy, no "pdd/probe.h" missing
cp src/cpu/prog.cpp src/cpu/inplace.cpp
"$build/bin/pdd-instrument" src/cpu/inplace.cpp -o src/cpu/inplace.i.cpp 2>/dev/null && mv src/cpu/inplace.i.cpp src/cpu/inplace.cpp ||
  fail "could not instrument src/cpu/inplace.cpp"
PACE_DACE_DEBUG=True "$cc_bin" c++ -c src/cpu/inplace.cpp -o inplace.o 2>err6.txt
st=$?
[ "$st" -eq 0 ] && [ ! -s err6.txt ] && nm inplace.o | grep -q pdd_unit && [ ! -e src/cpu/.pdd.inplace.cpp ] && ok ||
  fail "a source instrumented in place was not compiled as it is, with pdd's headers (exit $st): $(cat err6.txt)"

echo "pdd_cc_fallback: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
