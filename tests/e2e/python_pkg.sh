#!/bin/sh
# tests/e2e/python_pkg.sh BUILD: the Python package (python/) as a user installs it: a virtualenv
# BUILD/venv-python over Debian's python3 (its h5py, numpy and pytest: make test-deps), then
# `pip install python/`, then the package's tests (python/tests) under pytest. pandas comes
# from PyPI for the DataFrame tests; where it cannot be had, those tests skip.
# Exit 0 passed, 77 skipped (no virtualenv could be made), other failed.
set -u
build=${1:?usage: tests/e2e/python_pkg.sh BUILD}
repo=$(cd "$(dirname "$0")/../.." && pwd) || exit 1
build=$(cd "$build" && pwd) || exit 1
venv=$build/venv-python
py=/usr/bin/python3
fail() { echo "FAIL python_pkg: $*"; exit 1; }

[ -x $py ] || { echo "skip: no $py (make test-deps installs python3-venv, python3-h5py, python3-pytest)"; exit 77; }
if ! [ -x "$venv/bin/python" ]; then
    if ! $py -m venv --system-site-packages "$venv" >"$build/venv-python.log" 2>&1; then
        rm -rf "$venv"
        echo "skip: $py -m venv failed (python3-venv missing? make test-deps); see $build/venv-python.log"
        exit 77
    fi
fi
if ! "$venv/bin/python" -c "import h5py, numpy, pytest, setuptools" 2>/dev/null; then
    echo "skip: $py lacks h5py, numpy, pytest or setuptools (Debian's python3-h5py python3-pytest: make test-deps)"
    exit 77
fi
# From a copy, so the build leaves nothing in the source tree; no build isolation, so no
# download is needed: setuptools is Debian's.
work=${PDD_TEST_WORK:-$build}
src=$work/python-src
mkdir -p "$work" || exit 1
rm -rf "$src" && cp -r "$repo/python" "$src" || fail "cannot copy python/ to $src"
# a build folder left in python/ by a pip run there would be copied newer than the sources, and
# setuptools would install it instead of them
rm -rf "$src/build" "$src"/*.egg-info
"$venv/bin/python" -m pip install -q --no-build-isolation --no-deps --force-reinstall "$src" \
    >"$work/python-pip.log" 2>&1 || { cat "$work/python-pip.log"; fail "pip install python/ failed"; }
if ! "$venv/bin/python" -c "import pandas" 2>/dev/null; then
    # a pandas that takes Debian's numpy as it is
    "$venv/bin/python" -m pip install -q "pandas>=1.5,<2.3" >>"$work/python-pip.log" 2>&1 ||
        echo "note: pandas could not be installed from PyPI: the DataFrame tests skip"
fi
cd "$build" || exit 1
PDD_TEST_BUILD=$build "$venv/bin/python" -m pytest -q -p no:cacheprovider --basetemp "$work/python-tests" \
    "$repo/python/tests"
