#!/bin/sh
# tests/e2e/gt4py/cartesian_cc.sh BUILD_DIR [SERIES BACKEND]: gt4py.cartesian stencils (backend
# dace:cpu of gt4py 1.1.12, the default; SERIES gt4py-1.2 with BACKEND dace:cpu_kfirst or
# dace:cpu_KJI: gt4py 1.2.3's other loop orders) built through pdd-cc set as setuptools'
# compilers, the way README.md tells Pace users:
#  1. PACE_DACE_DEBUG=True: bindings.cpp compiles from a copy including the instrumented
#     computation.hpp, the extension links libpdd, and a NaN planted in the flux is logged
#     once per written field at the stencil's kernel and the planted cell;
#  2. the same stencil without PACE_DACE_DEBUG: an untouched build (no copies, no libpdd);
#  3. a compiler that rejects pdd's copies: the build goes on from the originals, one line says so.
# Each build gets its own GT_CACHE_ROOT. Skips (77) when the gt4py virtualenv cannot be made
# (gt4py-1.2: no Python 3.12 found).
set -u
build=$(cd "$1" && pwd)
series=${2:-gt4py}
backend=${3:-dace:cpu}
repo=$(cd "$(dirname "$0")/../../.." && pwd)
venv=$build/venv-$series
w=$build/gt4py-cc
test=cartesian_cc
if [ "$series" != gt4py ] || [ "$backend" != dace:cpu ]; then
  w=$build/gt4py-cc-$series-${backend#dace:}
  case $backend in
    dace:cpu_kfirst) test=cartesian_cc_kfirst ;;
    dace:cpu_KJI) test=cartesian_cc_kji ;;
    *) test="cartesian_cc ($series, $backend)" ;;
  esac
fi
w=${PDD_TEST_WORK:-$w}
sh "$repo/tests/dace/make_venv.sh" "$venv" "$series" 2>"$w.venv.err"
rc=$?
if [ $rc -eq 77 ]; then
  echo "skip: $test: $(sed -n 's/^skip: //p' "$w.venv.err" | tail -1)"
  exit 77
elif [ $rc -ne 0 ]; then
  echo "FAIL: $test: make_venv.sh $series failed: $(tail -1 "$w.venv.err") (log in $venv.log)"
  exit 1
fi
py=$venv/bin/python
cc=$build/bin/pdd-cc
view=$build/bin/pdd-view
rm -rf "$w" && mkdir -p "$w" || exit 1
cd "$w" || exit 1
fails=0
fail() { echo "FAIL: $test: $*"; fails=$((fails + 1)); }
# stencil NAME ENV...: builds tests/e2e/gt4py/delp_nan.py in its own cache $w/NAME and runs it
# with a NaN planted at (5,4,3)
stencil() {
  name=$1
  shift
  mkdir -p "$w/$name"
  env GT_CACHE_ROOT="$w/$name" PDD_LOG="$w/$name/log.%r.h5" "$@" "$py" "$repo/tests/e2e/gt4py/delp_nan.py" --nan 5,4,3 --backend "$backend" \
    >"$w/$name/out.txt" 2>"$w/$name/err.txt" || fail "$name: the stencil did not build or run: $(tail -3 "$w/$name/err.txt")"
}
extension() { find "$w/$1" -name '*_pyext.cpython*.so' ! -path '*_pyext_BUILD*' | head -1; }
readme_env="CC=$cc gcc"
readme_envxx="CXX=$cc g++"

# 1. instrumented
stencil debug PACE_DACE_DEBUG=True "$readme_env" "$readme_envxx"
so=$(extension debug)
[ -n "$so" ] && ldd "$so" | grep -q "libpdd.so => $build/lib/libpdd.so" || fail "debug: the extension does not link $build/lib/libpdd.so ($so)"
[ -n "$(find "$w/debug" -name .pdd.computation.hpp)" ] && [ -n "$(find "$w/debug" -name .pdd.bindings.cpp)" ] ||
  fail "debug: no .pdd.computation.hpp and .pdd.bindings.cpp in the build folder"
offset=$(sed -n 's/^cell 5,4,3 offset \([0-9]*\) delp nan$/\1/p' "$w/debug/out.txt")
[ -n "$offset" ] || fail "debug: the stencil did not write the NaN: $(cat "$w/debug/out.txt")"
# Each event: the stencil's kernel (named from the SDFG's map: delp_update__v_map_* where the K
# map is outermost, dace:cpu and dace:cpu_KJI; delp_update__h_map_* where it is innermost,
# dace:cpu_kfirst), one bad value, at (5,4,3) and delp's element offset of (5,4,3) in the
# backend's layout. delp and q are both written NaN there.
if ! "$view" events --json "$w/debug/log.0.h5" >"$w/debug/events.json" 2>&1; then
  fail "debug: pdd-view events: $(cat "$w/debug/events.json")"
elif ! python3 - "$w/debug/events.json" "${offset:--1}" "$backend" <<'EOF'; then
import fnmatch, json, sys
events = json.load(open(sys.argv[1]))["events"]
offset = int(sys.argv[2])
kernel = "delp_update__h_map_*" if sys.argv[3] == "dace:cpu_kfirst" else "delp_update__v_map_*"
bad = []
if len(events) != 2:
    bad.append(f"{len(events)} events, expected 2 (delp and q at the planted cell)")
for e in events:
    where = e["index"] == [5, 4, 3] and e["offset"] == offset
    if e["kind"] != "nan" or not fnmatch.fnmatch(e["kernel"], kernel) or e["count"] != 1 or not where:
        bad.append(f"unexpected event {e}")
names = sorted(e["field"] for e in events)
if names != ["delp", "q"]:
    bad.append(f"fields are named {names}, not delp and q")
for b in bad:
    print(f"cartesian_cc: {b}", file=sys.stderr)
sys.exit(1 if bad else 0)
EOF
  fail "debug: the log does not hold the planted NaN (see $w/debug/events.json)"
fi
# the same build, good data: nothing logged
env GT_CACHE_ROOT="$w/debug" PDD_LOG="$w/debug/clean.%r.h5" PACE_DACE_DEBUG=True "$py" "$repo/tests/e2e/gt4py/delp_nan.py" \
  --backend "$backend" >"$w/debug/clean.txt" 2>&1 || fail "debug: the clean run failed: $(tail -3 "$w/debug/clean.txt")"
# (summary's row: rank host pid started exit events calls log)
n=$("$view" summary "$w/debug/clean.0.h5" 2>&1 | awk '$1 == "0" && $5 == "clean" {print $6, $7}')
[ "$n" = "0 1" ] || fail "debug: the clean run's log does not say 0 events in 1 kernel call: $("$view" summary "$w/debug/clean.0.h5" 2>&1 | head -3)"

# 2. the launcher set, PACE_DACE_DEBUG not: the build is the user's own
stencil plain "$readme_env" "$readme_envxx"
so=$(extension plain)
[ -n "$so" ] && ! ldd "$so" | grep -q libpdd || fail "plain: the extension links libpdd without PACE_DACE_DEBUG ($so)"
[ -z "$(find "$w/plain" -name '.pdd.*')" ] || fail "plain: pdd's copies were written without PACE_DACE_DEBUG"
[ ! -e "$w/plain/log.0.h5" ] || fail "plain: a log was written without PACE_DACE_DEBUG"
grep -q "^cell 5,4,3 offset [0-9]* delp nan$" "$w/plain/out.txt" || fail "plain: the stencil gave $(cat "$w/plain/out.txt")"

# 3. a compiler that rejects pdd's copies: the stencil still builds, from the originals
cat >"$w/rejects-copies" <<'EOF'
#!/bin/sh
for a in "$@"; do
  case $a in */.pdd.*) echo "$a:1:1: error: rejected on purpose" >&2; exit 1 ;; esac
done
exec g++ "$@"
EOF
chmod +x "$w/rejects-copies"
stencil fallback PACE_DACE_DEBUG=True "$readme_env" "CXX=$cc $w/rejects-copies"
grep -q "^cell 5,4,3 offset [0-9]* delp nan$" "$w/fallback/out.txt" || fail "fallback: the stencil gave $(cat "$w/fallback/out.txt")"
grep -q "^pdd-cc: the instrumented copy of .*_pyext_BUILD/bindings.cpp did not compile (.*/.pdd.bindings.cpp:1:1: error: rejected on purpose; all messages in .*/.pdd.bindings.cpp.err); compiling the original, without probes$" \
  "$w/fallback/err.txt" || fail "fallback: no line naming bindings.cpp, the error and the messages' file: $(cat "$w/fallback/err.txt")"

[ $fails -eq 0 ] || exit 1
echo "PASS: $test (gt4py.cartesian $backend through pdd-cc: NaN logged at the stencil's kernel and cell; untouched without PACE_DACE_DEBUG; a rejected copy falls back)"
