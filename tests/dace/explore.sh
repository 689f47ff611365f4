#!/bin/sh
# tests/dace/explore.sh VENV_DIR WORK_DIR
#
# Re-runs the observations written down in NOTES.md against the DaCe in VENV_DIR (made by
# make_venv.sh), in WORK_DIR (emptied first if explore.sh made it). Prints "OBSERVED ..." lines; exits 1 when
# something that NOTES.md relies on no longer holds. About 1 minute on 2 cores.
set -u
venv=${1:?usage: explore.sh VENV_DIR WORK_DIR}
work=${2:?usage: explore.sh VENV_DIR WORK_DIR}
here=$(cd "$(dirname "$0")" && pwd)
py="$venv/bin/python"
progs="$here/programs.py"
fail=0
obs() { echo "OBSERVED $*"; }
bad() { echo "UNEXPECTED $*"; fail=1; }
now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

if [ -d "$work" ] && [ ! -f "$work/.pdd-explore" ] && [ -n "$(ls -A "$work")" ]; then
    echo "explore.sh: $work is not empty and was not made by explore.sh; not emptying it" >&2
    exit 1
fi
rm -rf "$work" && mkdir -p "$work" && touch "$work/.pdd-explore" || exit 1
work=$(cd "$work" && pwd)
ver=$("$py" -c 'import dace; print(dace.__version__)') || exit 1
obs "dace $ver, python $("$py" -c 'import sys; print(sys.version.split()[0])'), $(cmake --version | head -1), $(c++ --version | head -1)"

# 1. first build of one program
root=$work/a
t=$(now)
"$py" "$progs" --root "$root" --programs delp_update >"$work/1.out" 2>&1 || { cat "$work/1.out"; exit 1; }
obs "first build+run of delp_update: $(secs "$t" "$(now)")s"
dc=$root/.dacecache/delp_update
obs "layout: $(cd "$dc" && find . -maxdepth 2 -not -path './build/CMakeFiles*' | sort | tr '\n' ' ')"
gen=$(sed -n 's/^cmake *\(-G [A-Za-z]*\)\{0,1\}.*/\1/p' "$dc/build/cmake_configure.sh")
obs "cmake generator: ${gen:-default (Unix Makefiles)}"
obs "cmake configure command: $(cat "$dc/build/cmake_configure.sh")"
so=$dc/build/libdelp_update.so
[ -f "$so" ] || bad "no $so"

# 2. edit the generated source, rebuild with CMake only
src=$dc/src/cpu/delp_update.cpp
printf '\n#include <cstdio>\nstatic int pdd_explore_marker = (std::fprintf(stderr, "PDD-EDITED\\n"), 0);\n' >>"$src"
t=$(now)
cmake --build "$dc/build" >"$work/2.out" 2>&1 || { cat "$work/2.out"; bad "cmake --build failed"; }
obs "cmake --build build after editing src/cpu: $(secs "$t" "$(now)")s, $(grep -c -i 'building cxx' "$work/2.out") object(s) rebuilt"

# 3. reuse without codegen: both ways see the edited .so
for mode in precompiled use_cache; do
    "$py" "$progs" --root "$root" --programs delp_update --reuse $mode >"$work/3$mode.out" 2>&1
    if grep -q PDD-EDITED "$work/3$mode.out" && grep -q pdd_explore_marker "$src"; then
        obs "--reuse $mode: runs the edited .so, source kept"
    else
        bad "--reuse $mode did not run the edited .so"; cat "$work/3$mode.out"
    fi
done

# 4. a plain call of the @dace.program in a new process
"$py" "$progs" --root "$root" --programs delp_update >"$work/4.out" 2>&1
if grep -q pdd_explore_marker "$src"; then
    obs "plain call: source kept ($(grep -c PDD-EDITED "$work/4.out") marker line(s) printed)"
else
    obs "plain call: DaCe regenerated src/cpu/delp_update.cpp (edit lost) and rebuilt; marker printed: $(grep -c PDD-EDITED "$work/4.out")"
fi

# 5. a compiler launcher through DACE_compiler_extra_cmake_args
wrap=$work/launcher.sh
cat >"$wrap" <<EOF
#!/bin/sh
echo "\$*" >>"$work/launcher.log"
exec "\$@"
EOF
chmod +x "$wrap"
root=$work/b
DACE_compiler_extra_cmake_args="-DCMAKE_CXX_COMPILER_LAUNCHER=$wrap" \
    "$py" "$progs" --root "$root" --programs delp_update,column_sums >"$work/5.out" 2>&1 || { cat "$work/5.out"; bad "build with launcher failed"; }
cp "$work/launcher.log" "$work/b.launcher.log" 2>/dev/null
if grep -q 'src/cpu/delp_update.cpp' "$work/launcher.log" 2>/dev/null; then
    obs "CMAKE_CXX_COMPILER_LAUNCHER via DACE_compiler_extra_cmake_args reaches the program's compile: $(grep 'src/cpu/delp_update.cpp' "$work/launcher.log" | head -1)"
    obs "launcher saw $(wc -l <"$work/launcher.log") compile(s): $(sed 's/.* -c //' "$work/launcher.log" | tr '\n' ' ')"
else
    bad "launcher not used"; cat "$work/5.out"
fi

# 6. compiler and flags: DACE_compiler_cpu_executable / DACE_compiler_cpu_args
root=$work/c
: >"$work/launcher.log"
cat >"$work/cxx.sh" <<EOF
#!/bin/sh
echo "cxx \$*" >>"$work/launcher.log"
exec c++ "\$@"
EOF
chmod +x "$work/cxx.sh"
DACE_compiler_cpu_executable="$work/cxx.sh" DACE_compiler_cpu_args="-std=c++17 -fPIC -O1 -DPDD_FLAG_SEEN" \
    "$py" "$progs" --root "$root" --programs delp_update >"$work/6.out" 2>&1 || { cat "$work/6.out"; bad "build with cpu.executable failed"; }
if grep 'src/cpu/delp_update.cpp' "$work/launcher.log" | grep -q PDD_FLAG_SEEN; then
    obs "DACE_compiler_cpu_executable (a wrapper) and DACE_compiler_cpu_args reach the compile: $(grep 'src/cpu/delp_update.cpp' "$work/launcher.log" | head -1)"
else
    bad "cpu.executable/args not seen"; cat "$work/6.out"
fi

# 7. adding a launcher to an existing build folder: is the program recompiled?
root=$work/a
: >"$work/launcher.log"
DACE_compiler_extra_cmake_args="-DCMAKE_CXX_COMPILER_LAUNCHER=$wrap" \
    "$py" "$progs" --root "$root" --programs delp_update >"$work/7.out" 2>&1
n=$(grep -c 'src/cpu/delp_update.cpp' "$work/launcher.log" 2>/dev/null)
obs "launcher added to an already-built folder (sources unchanged): program recompiled through it: ${n:-0} time(s)"

# 8. timing of a full run of all programs, then a --reuse run
t=$(now)
"$py" "$progs" --root "$work/d" >"$work/8.out" 2>&1 || { cat "$work/8.out"; bad "full run failed"; }
obs "all programs, first build+run: $(secs "$t" "$(now)")s"
t=$(now)
"$py" "$progs" --root "$work/d" --reuse >"$work/8r.out" 2>&1 || { cat "$work/8r.out"; bad "reuse run failed"; }
obs "all programs, --reuse: $(secs "$t" "$(now)")s"
for d in "$work"/d/.dacecache/*/; do
    n=$(basename "$d")
    if [ -f "$d/build/build.ninja" ] || [ -f "$d/build/Makefile" ]; then
        obs "$n: build/ is a CMake build tree ($(ls "$d/build" | tr '\n' ' '))"
    else
        obs "$n: build/ has no build system: a replayed build (dace 2.0 compiler.command_cache) ($(ls "$d/build" | tr '\n' ' '))"
    fi
done
grep -q MISMATCH "$work/8.out" "$work/8r.out" && bad "DaCe and NumPy disagree"

# 9. planted faults, on the already-built .so
"$py" "$progs" --root "$work/d" --reuse --programs tracer_advection --zero-delp 5,5,1 >"$work/9a.out" 2>&1
grep -q 'RESULT tracer_advection qvapor nan=1 inf=0 neg=0 first_bad=5,5,1' "$work/9a.out" &&
    obs "--zero-delp 5,5,1: $(grep -c 'nan=1 .*first_bad=5,5,1 value=nan' "$work/9a.out") tracers NaN at (5,5,1)" ||
    { bad "--zero-delp did not give NaN tracers"; cat "$work/9a.out"; }
"$py" "$progs" --root "$work/d" --reuse --programs tracer_advection \
    --neg mfx,5,4,3,-150 --neg mfx,6,4,3,-90 --neg qvapor,6,4,3,0 >"$work/9b.out" 2>&1
grep -q 'RESULT tracer_advection qvapor nan=0 inf=0 neg=[1-9].* first_bad=5,4,3' "$work/9b.out" &&
    obs "negative-flux recipe: $(grep 'tracer_advection qvapor' "$work/9b.out")" ||
    { bad "negative-flux recipe did not give a negative qvapor at (5,4,3)"; cat "$work/9b.out"; }

# 10. NaN tests under DaCe's own compile flags (taken from the launcher log of step 5)
line=$(grep 'src/cpu/delp_update.cpp' "$work/b.launcher.log" | head -1)
flags=$(echo "$line" | sed -e 's/^[^ ]* //' -e 's/ -MD .*//' -e 's/-DDACE_BINARY_DIR="[^"]*"//')
cxx=$(echo "$line" | cut -d' ' -f1)
# shellcheck disable=SC2086
if $cxx $flags "$here/fastmath_probe.cpp" -o "$work/fastmath_probe" 2>"$work/10.err"; then
    obs "NaN tests compiled with DaCe's flags [$flags]: $("$work/fastmath_probe" 0 0)"
else
    bad "could not compile fastmath_probe.cpp"; cat "$work/10.err"
fi
exit $fail
