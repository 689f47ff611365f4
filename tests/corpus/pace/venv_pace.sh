#!/bin/sh
# tests/corpus/pace/venv_pace.sh SOURCES BUILD WHO: checks the source trees (generate.sh's
# comment names them), makes BUILD/venv-pace with the pins that build (once) and installs pdd's
# Python package into it again (so that its notes, pdd-names.json, are this checkout's). WHO
# names the calling script in messages. Prints the venv's path. Shared by generate.sh and
# generate_dycore.sh.
set -eu
src=$1 build=$2 who=$3
here=$(cd "$(dirname "$0")" && pwd)
for d in ndsl ndsl/external/gt4py/src ndsl/external/dace/dace ndsl/external/dace/dace/external/rtllib \
         ndsl/external/dace/dace/external/moodycamel ndsl/external/dace/dace/external/hlslib pyfv3/pyFV3; do
  [ -d "$src/$d" ] || { echo "$who: no $src/$d (see the comment at the top of generate.sh)" >&2; exit 2; }
done
command -v mpirun >/dev/null || { echo "$who: no mpirun: apt-get install libopenmpi-dev openmpi-bin" >&2; exit 2; }
venv=$build/venv-pace
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install -q --upgrade pip 'setuptools==69.5.1' wheel cython 'numpy==1.26.4' 'networkx==3.3' >&2
  "$venv/bin/pip" install -q --no-build-isolation 'mpi4py==3.1.5' >&2
  "$venv/bin/pip" install -q "$src/ndsl/external/gt4py" "$src/ndsl/external/dace" >&2
  "$venv/bin/pip" install -q "$src/ndsl" "$src/pyfv3" 'numpy==1.26.4' 'networkx==3.3' >&2
fi
"$venv/bin/pip" install -q --no-deps "$here/../../../python" >&2
echo "$venv"
