#!/bin/sh
# tests/e2e/dacecache_walk.sh PDD_INSTRUMENT: --dacecache on a whole cache finds a program folder
# however many entries the folders above it hold (a Pace cache may keep thousands of stencils
# side by side): 20000 empty folders and three DaCe program folders among them (the folder is
# read in the file system's order, so a walk that stopped early would miss some of them).
set -u
tool=$1
corpus=${PDD_CORPUS:-tests/corpus}/dace-2.0.0b1
[ -d "$corpus/lap3d/cpu" ] || { echo "FAIL: dacecache_walk: no corpus at $corpus (PDD_CORPUS)"; exit 1; }
w=$(mktemp -d "${TMPDIR:-/tmp}/pdd-walk.XXXXXX")
trap 'rm -rf "$w"' EXIT
mkdir -p "$w/cache"
(cd "$w/cache" && seq -f 'stencil_%g' 20000 | xargs mkdir) || { echo "FAIL: dacecache_walk: cannot make folders in $w"; exit 1; }
for p in lap3d delp_update heat_3d; do cp -r "$corpus/$p/cpu" "$w/cache/stencil_${p}"; done
out=$("$tool" --dacecache "$w/cache" 2>&1); rc=$?
[ $rc -eq 0 ] || { echo "FAIL: dacecache_walk: exit $rc: $out"; exit 1; }
case $out in
*"$w/cache: 3 folders, 3 done, 0 failed"*) ;;
*) echo "FAIL: dacecache_walk: not all 3 program folders among 20000 others were found: $out"; exit 1 ;;
esac
for p in lap3d delp_update heat_3d; do
    grep -q "pdd: probe tables" "$w/cache/stencil_$p/src/cpu/$p.cpp" ||
        { echo "FAIL: dacecache_walk: $w/cache/stencil_$p/src/cpu/$p.cpp was not instrumented"; exit 1; }
done
echo "PASS: dacecache_walk (3 program folders found among 20000 folders)"
