#!/bin/sh
# -DPDD_DISABLE removes every probe: the probed program links without libpdd, has no pdd_
# symbol at all, and runs. Usage: probes_compile_out.sh CC BUILD_DIR
cc=$1 out=$2/probe_user_disabled
mkdir -p "$2"
$cc -std=c11 -O2 -Wall -Wextra -Werror -Wno-unused-function -fopenmp -DPDD_DISABLE -Iinclude -Itests/helpers \
    tests/helpers/probe_user.c -o "$out" -lm || { echo "FAIL: probes_compile_out: build failed"; exit 1; }
if nm "$out" | grep -q 'pdd_'; then
  echo "FAIL: probes_compile_out: pdd_ symbols left:"; nm "$out" | grep 'pdd_'; exit 1
fi
"$out" >/dev/null || { echo "FAIL: probes_compile_out: the program misbehaved"; exit 1; }
echo "PASS: probes_compile_out (no pdd_ symbol, no libpdd needed)"
