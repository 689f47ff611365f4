#!/bin/sh
# tests/dace/make_venv.sh VENV_DIR [SERIES]
#
# Creates a virtualenv in VENV_DIR with DaCe from PyPI (the pinned sets below are the ones
# that were verified to generate, build and run tests/dace/programs.py on Python 3.11).
# SERIES: 1 (default: the 1.0 release), 2 (the 2.0 beta on PyPI), or gt4py (GT4Py with the
# DaCe it builds with: tests/e2e/gt4py). tests/corpus is generated with 1 and 2.
# Idempotent: when VENV_DIR/.pdd-dace-stamp names the same pins and the interpreter still
# imports dace, it does nothing.
#
# Exit status: 0 ready; 77 skip (PyPI unreachable, no venv support, no cmake/C++ compiler),
# with one line "skip: ..." on stderr; 1 any other failure (log in VENV_DIR.log).
#
# Pins for SERIES 1, and why:
#   dace==1.0.2      newest release on PyPI (sdist only; pure Python)
#   numpy==1.26.4    dace 1.0.2 itself requires numpy<2.0
#   networkx==3.5    networkx 3.6 breaks dace 1.0.2 code generation:
#                    KeyError: SDFGState in dace/sdfg/analysis/cfg.py block_parent_tree
#                    (immediate_dominators changed); any program fails to compile
#   sympy==1.14.0    what was tested (dace asks for >=1.9)
# Pins for SERIES 2: dace==2.0.0b1 (newest pre-release; brings cmake, ninja, scikit-build
#   from PyPI too) with numpy 2 and networkx 3.6, both fine there.
# Pins for SERIES gt4py (gt4py.cartesian and gt4py.next on their DaCe backends):
#   gt4py==1.1.12    newest release; brings gridtools-cpp, pybind11, cmake, ninja
#   dace==2.0.0a5    what gt4py.cartesian builds with: 2.0.0b1's runtime headers use C++20
#                    std::bit_cast while gt4py compiles its extensions with -std=c++17
# Pins for SERIES gt4py-1.2 (the newest gt4py, what icon4py 0.4 pins; it needs Python >= 3.12:
#   python3.12 from PATH, or a pyenv's 3.12, else the series skips):
#   gt4py==1.2.3     newest release; dace==2.0.0a10, networkx==3.7 what pip resolved with it
# Pins for SERIES icon4py (icon4py's own diffusion stencils, newest release; Python >= 3.12 as
#   gt4py-1.2): icon4py-atmosphere-diffusion==0.4.1 and icon4py-common==0.4.1, which pin
#   gt4py==1.2.1 and dace==2.0.0b1; xarray, which icon4py-common imports without declaring it
#   (and pandas with it); numpy, networkx as pip resolved them
# Override the whole list with PDD_DACE_PINS="..." (space separated) if needed.
set -u

venv=${1:?usage: make_venv.sh VENV_DIR}
case ${2:-1} in
    1|1.0) default_pins="dace==1.0.2 numpy==1.26.4 networkx==3.5 sympy==1.14.0" ;;
    2|2.0) default_pins="dace==2.0.0b1 numpy==2.4.6 networkx==3.6.1 sympy==1.14.0" ;;
    gt4py) default_pins="gt4py==1.1.12 dace==2.0.0a5 numpy==2.4.6 networkx==3.5 sympy==1.14.0" ;;
    gt4py-1.2) default_pins="gt4py==1.2.3 dace==2.0.0a10 numpy==2.4.6 networkx==3.7 sympy==1.14.0" ;;
    icon4py) default_pins="icon4py-atmosphere-diffusion==0.4.1 icon4py-common==0.4.1 gt4py==1.2.1 dace==2.0.0b1 xarray==2026.9.0 pandas==3.1.1 numpy==2.5.5 networkx==3.7 sympy==1.14.0" ;;
    *) echo "make_venv.sh: SERIES is 1, 2, gt4py, gt4py-1.2 or icon4py, not '$2'" >&2; exit 1 ;;
esac
pins=${PDD_DACE_PINS:-$default_pins}
python=${PYTHON:-python3}
if { [ "${2:-1}" = gt4py-1.2 ] || [ "${2:-1}" = icon4py ]; } && [ -z "${PYTHON:-}" ]; then
    # a python3.12 that runs (a pyenv shim of a version not selected does not), else pyenv's own
    python=
    python3.12 -c '' >/dev/null 2>&1 && python=python3.12
    for p in "$(pyenv root 2>/dev/null)"/versions/3.1[2-4]*/bin/python3; do
        [ -z "$python" ] && [ -x "$p" ] && python=$p
    done
    [ -n "$python" ] || { echo "skip: gt4py 1.2 and icon4py 0.4 need Python >= 3.12: no python3.12 on PATH, no pyenv 3.12" >&2; exit 77; }
fi
stamp="$venv/.pdd-dace-stamp"
log="${venv%/}.log"

skip() { echo "skip: $*" >&2; exit 77; }
die() { echo "make_venv.sh: $*" >&2; exit 1; }

# Already done?
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$pins" ] &&
   "$venv/bin/python" -c 'import dace' >/dev/null 2>&1; then
    exit 0
fi

# DaCe compiles every program with CMake and a C++ compiler; without them nothing runs.
command -v cmake >/dev/null 2>&1 || skip "dace needs cmake, which is not installed"
if ! command -v c++ >/dev/null 2>&1 && ! command -v g++ >/dev/null 2>&1 &&
   ! command -v clang++ >/dev/null 2>&1; then
    skip "dace needs a C++ compiler (c++, g++ or clang++), none is installed"
fi
command -v "$python" >/dev/null 2>&1 || skip "no $python"

mkdir -p "$(dirname "$venv")" || die "cannot create $(dirname "$venv")"
: >"$log" || die "cannot write $log"
start=$(date +%s)

# 1. The virtualenv. Debian's python3 has no ensurepip until python3-venv is installed.
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -m pip --version >/dev/null 2>&1; then
    # Only ever remove what is a (broken) virtualenv or an empty folder.
    if [ -d "$venv" ] && [ ! -f "$venv/pyvenv.cfg" ] && [ -n "$(ls -A "$venv")" ]; then
        die "$venv exists and is not a virtualenv; not touching it"
    fi
    rm -rf "$venv"
    if ! "$python" -m venv "$venv" >>"$log" 2>&1; then
        rm -rf "$venv"
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
            echo "make_venv.sh: installing Debian's python3-venv" >&2
            ver=$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
            { apt-get update -qq &&
              DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv "python$ver-venv" ||
              DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv; } >>"$log" 2>&1
            "$python" -m venv "$venv" >>"$log" 2>&1 ||
                { rm -rf "$venv"; skip "cannot create a virtualenv with $python (python3-venv missing; see $log)"; }
        else
            skip "cannot create a virtualenv with $python: install python3-venv (see $log)"
        fi
    fi
fi

# 2. DaCe and its pinned dependencies. Few retries and a short timeout, so that an
# unreachable index is reported in about a minute rather than many.
# shellcheck disable=SC2086
if ! "$venv/bin/python" -m pip install --disable-pip-version-check --no-input \
        --retries 2 --timeout 20 $pins >>"$log" 2>&1; then
    reason=$(grep -E -m1 -o 'Failed to establish a new connection: [^)'"'"'"]*|Temporary failure in name resolution|Name or service not known|Network is unreachable|Connection refused|Read timed out|timed out|Could not fetch URL[^:]*|ProxyError[^)]*|SSLError[^)]*|Could not find a version that satisfies the requirement [^ ]* \(from versions: none\)' "$log")
    if [ -n "$reason" ]; then
        skip "cannot install dace from PyPI: $reason"
    fi
    tail -n 5 "$log" >&2
    die "pip install $pins failed (see $log)"
fi

"$venv/bin/python" -c 'import dace, numpy, networkx; print("dace", dace.__version__, "numpy", numpy.__version__, "networkx", networkx.__version__)' >>"$log" 2>&1 ||
    die "dace does not import after installing (see $log)"
case "$pins" in
    *gt4py*) "$venv/bin/python" -c 'import gt4py.cartesian.gtscript, gt4py.next' >>"$log" 2>&1 ||
        die "gt4py does not import after installing (see $log)" ;;
esac
echo "$pins" >"$stamp"
echo "make_venv.sh: $venv ready ($pins) in $(($(date +%s) - start))s" >&2
exit 0
