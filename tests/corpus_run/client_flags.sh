#!/bin/sh
# tests/corpus_run/client_flags.sh dace-VERSION
#
# Prints the optimisation flags a DaCe version compiles its generated C++ with, by default
# (compiler.cpu.args in DaCe's config_schema.yml, less -std, -fPIC and warnings), for
# build.sh's PROGRAM_CXXFLAGS: the instrumented build must compute what the plain one does
# under the client's own flags, fast-math and FMA contraction included.
#   1.x   -O3 -march=native -ffast-math
#   2.x   -O3 -march=native -fno-math-errno -fno-trapping-math -fno-signed-zeros -freciprocal-math
#         (DaCe 2 takes -O3 from its CMake build type; gt4py.next sets "-O3 -march=native" alone)
case ${1:-} in
  dace-1.*) echo "-O3 -march=native -ffast-math" ;;
  dace-2.*) echo "-O3 -march=native -fno-math-errno -fno-trapping-math -fno-signed-zeros -freciprocal-math" ;;
  *) echo "client_flags.sh: unknown corpus version '${1:-}' (want dace-1.x or dace-2.x)" >&2; exit 2 ;;
esac
