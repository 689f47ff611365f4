#!/bin/sh
# tests/corpus/generate.sh BUILD_DIR [--check]: the corpus (tests/corpus/dace-<version>/) from
# tests/corpus/programs.py with both pinned DaCe versions, each in its virtualenv
# BUILD_DIR/venv-dace1 and BUILD_DIR/venv-dace2 (tests/dace/make_venv.sh makes them from PyPI).
# With --check nothing is written: exit 1 when a committed file is not what DaCe generates
# (`make check`); without it the corpus is rewritten (`make corpus`; review the diff).
# Exit 77 with a "skip:" line when DaCe cannot be installed (PyPI out of reach).
set -u
build=${1:?usage: generate.sh BUILD_DIR [--check]}
mode=${2:-}
repo=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$build" || exit 1
for series in 1 2; do
  venv=$build/venv-dace$series
  # a skip (77) has said why on its "skip:" line
  sh "$repo/tests/dace/make_venv.sh" "$venv" "$series"; st=$?
  [ "$st" -eq 77 ] && exit 77
  [ "$st" -eq 0 ] || { echo "generate.sh: no DaCe virtualenv $venv (see $venv.log)"; exit 1; }
done
# both versions at once (code generation is single-threaded)
# shellcheck disable=SC2086  # mode is empty or one option
"$build/venv-dace1/bin/python" "$repo/tests/corpus/generate.py" $mode & p1=$!
"$build/venv-dace2/bin/python" "$repo/tests/corpus/generate.py" $mode; rc=$?
wait $p1 || rc=1
exit $rc
