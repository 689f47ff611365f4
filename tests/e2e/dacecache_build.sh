#!/bin/sh
# pdd-instrument --dacecache on a folder laid out as DaCe lays out .dacecache/<name>, with a
# CMake build tree (tests/fake_dace stands in for DaCe's CMake project): instrument in place
# with the originals kept, --build relinks the .so with libpdd, the program then logs a
# planted NaN; running again changes nothing; --restore --build gives the originals and a
# .so without probes; a folder without sources or SDFG is refused. The folder is the corpus's
# lap3d (tests/corpus/<version>/lap3d/cpu, laid out as DaCe lays out .dacecache/lap3d).
# Usage: dacecache_build.sh BUILD_DIR [CORPUS_VERSION]   (default dace-2.0.0b1)
set -u
build=$(cd "$1" && pwd)
repo=$(pwd)
version=${2:-dace-2.0.0b1}
corpus=${PDD_CORPUS:-tests/corpus}/$version
[ -d "$corpus" ] || { echo "FAIL: dacecache_build: no corpus at $corpus (PDD_CORPUS)"; exit 1; }
# the Makefile installs cmake for the tests: missing, it is a broken set-up, not a skip
command -v cmake >/dev/null || { echo "FAIL: dacecache_build: cmake not found (make test-deps installs it)"; exit 1; }
corpus=$(cd "$corpus" && pwd)
tool=$build/bin/pdd-instrument
w=${PDD_TEST_WORK:-$build/dacecache-test-$version}
rm -rf "$w" && mkdir -p "$w/.dacecache"
fail() { echo "FAIL: dacecache_build: $version: $*"; exit 1; }
d=$w/.dacecache/lap3d
cp -r "$corpus/lap3d/cpu" "$d" || fail "cannot copy $corpus/lap3d/cpu"
cmake -S "$repo/tests/fake_dace" -B "$d/build" -DDACE_SRC_DIR="$d/src" -DDACE_FILES=cpu/lap3d.cpp \
  -DDACE_PROGRAM_NAME=lap3d -DDACE_COMPAT_DIR="$repo/tests/dace_compat" >"$w/cmake.log" 2>&1 \
  && cmake --build "$d/build" >>"$w/cmake.log" 2>&1 || fail "the plain build failed (see $w/cmake.log)"
orig=$(cksum <"$d/src/cpu/lap3d.cpp")
"$tool" --dacecache "$d" --build >"$w/out.txt" 2>&1 || fail "--build: $(tail -3 "$w/out.txt")"
grep -q "1 source instrumented (1 kernels, 1 probe sites, 1 input fields), 0 already were" "$w/out.txt" || fail "summary: $(cat "$w/out.txt")"
# quiet: the summary, not cmake's and the compiler's lines (those are in pdd-build.log)
[ "$(wc -l <"$w/out.txt")" -le 3 ] && grep -q "Building CXX object" "$d/pdd-build.log" ||
  fail "--build printed the build's own lines: $(head -5 "$w/out.txt")"
grep -q 'PDD_KERNEL_BEGIN' "$d/src/cpu/lap3d.cpp" || fail "the source in place is not instrumented"
[ "$(cksum <"$d/pdd-orig/src/cpu/lap3d.cpp")" = "$orig" ] || fail "the original was not kept in pdd-orig"
[ -f "$d/src/cpu/lap3d.cpp.pdd.json" ] || fail "no manifest beside the source"
nm -D "$d/build/liblap3d.so" | grep -q ' U pdd_kernel_begin' || fail "the rebuilt .so has no probes"
# the driver links the program's .so as DaCe's loader would load it
g++ -std=c++17 -O1 -I "$repo/tests/corpus_run" -I "$d/include" -I "$repo/tests/dace_compat" \
  "$repo/tests/corpus_run/run_lap3d.cpp" -o "$w/run_lap3d" -L"$d/build" -Wl,-rpath,"$d/build" -llap3d -fopenmp \
  || fail "driver build"
(cd "$w" && PACE_DACE_DEBUG=True PDD_LOG=run.%r.h5 ./run_lap3d --nan inp,5,5,3 >/dev/null 2>&1) || fail "the run failed"
first=$("$build/tests/log_events" "$w/run.0.h5" | head -1 | sed 's/ value=.*//')
[ "$first" = "nan programs_lap3d_19_0_0_0 out 4,5,3 call=1 count=5" ] || fail "first event '$first'"
"$tool" --dacecache "$d" >"$w/again.txt" 2>&1 || fail "second run: $(cat "$w/again.txt")"
grep -q "0 sources instrumented (0 kernels, 0 probe sites, 0 input fields), 1 already were" "$w/again.txt" || fail "second run: $(cat "$w/again.txt")"
"$tool" --dacecache "$d" --restore --build >"$w/restore.txt" 2>&1 || fail "--restore: $(tail -3 "$w/restore.txt")"
[ "$(cksum <"$d/src/cpu/lap3d.cpp")" = "$orig" ] || fail "--restore did not put the original back"
[ ! -e "$d/pdd-orig" ] && [ ! -e "$d/src/cpu/lap3d.cpp.pdd.json" ] && [ ! -e "$d/pdd-build.log" ] ||
  fail "--restore left pdd files behind"
nm -D "$d/build/liblap3d.so" | grep -q pdd_ && fail "after --restore --build the .so still has probes"
# an instrumented build that fails (here: pdd's headers missing) leaves the program as it was
mkdir -p "$w/noinclude"
PDD_INCLUDE_DIR="$w/noinclude" "$tool" --dacecache "$d" --build >"$w/broken.txt" 2>&1; rc=$?
[ $rc -eq 2 ] && grep -q "the instrumented build failed; putting the original sources back and rebuilding them" "$w/broken.txt" ||
  fail "a failed instrumented build: exit $rc $(tail -3 "$w/broken.txt")"
[ "$(cksum <"$d/src/cpu/lap3d.cpp")" = "$orig" ] && [ ! -e "$d/pdd-orig" ] || fail "after a failed build the originals are not back"
nm -D "$d/build/liblap3d.so" | grep -q pdd_ && fail "after a failed build the .so has probes"
(cd "$w" && ./run_lap3d >/dev/null 2>&1) || fail "after a failed build the program does not run"
# refused folders: exit 2, one line
mkdir -p "$w/empty/src/cpu" && cp "$corpus/lap3d/cpu/program.sdfg" "$w/empty/"
"$tool" --dacecache "$w/empty" 2>"$w/err.txt"; rc=$?
[ $rc -eq 2 ] && grep -q "no generated sources in src/cpu or src/cuda" "$w/err.txt" || fail "no sources: exit $rc $(cat "$w/err.txt")"
mkdir -p "$w/nosdfg/src/cpu" && cp "$corpus/lap3d/cpu/src/cpu/lap3d.cpp" "$w/nosdfg/src/cpu/"
"$tool" --dacecache "$w/nosdfg" 2>"$w/err.txt"; rc=$?
[ $rc -eq 2 ] && grep -q "no program.sdfg or program.sdfgz" "$w/err.txt" || fail "no SDFG: exit $rc $(cat "$w/err.txt")"
cmp -s "$w/nosdfg/src/cpu/lap3d.cpp" "$corpus/lap3d/cpu/src/cpu/lap3d.cpp" || fail "a refused folder was changed"
echo "PASS: dacecache_build $version (instrument in place, --build with pdd-cc, NaN logged, idempotent, --restore, a failed build undone, refusals)"
