#!/bin/sh
# A user's path: `make install`, build a probed program with `pkg-config pdd`, run it with
# PACE_DACE_DEBUG=True, and read the log with h5dump (nothing of ours needed to read it).
# Usage: installed_use.sh STAGE_DIR CC
set -u
stage=$1 cc=$2
fail() { echo "FAIL: installed_use: $*"; exit 1; }
rm -rf "$stage" && mkdir -p "$stage/run" && stage=$(cd "$stage" && pwd)
make -s install PREFIX="$stage/prefix" >/dev/null || fail "make install"
export PKG_CONFIG_PATH="$stage/prefix/lib/pkgconfig"
$cc -std=c11 -O2 -fopenmp -Itests/helpers tests/helpers/probe_user.c -o "$stage/probe_user" \
    $(pkg-config --cflags --libs pdd) -lm || fail "build against the installed pdd"
(cd "$stage/run" && PACE_DACE_DEBUG=True PDD_LOG=run.%r.h5 OMPI_COMM_WORLD_RANK=3 ../probe_user >/dev/null 2>&1) \
    || fail "the probed program failed"
log="$stage/run/run.3.h5"
[ -f "$log" ] || fail "no log $log (rank 3 from OMPI_COMM_WORLD_RANK)"
[ ! -e "$log.journal" ] || fail "the journal was not removed at exit"
dump=$(h5dump -H "$log") || fail "h5dump cannot read $log"
for want in '"nan"' '"neg_tracer"' '"neg_delp"' '"cuda_error"' '"crash"' '"field"' '"index"' \
            '"count"' 'DATASET "events"' 'DATASET "progress"' 'DATASET "sites"' \
            'ATTRIBUTE "format_version"' 'ATTRIBUTE "producer"'; do
  case $dump in *"$want"*) ;; *) fail "h5dump -H $log shows no $want";; esac
done
rows=$(h5dump -H -d /events "$log" | sed -n 's/.*DATASPACE  SIMPLE { ( \([0-9]*\) ).*/\1/p' | head -1)
[ "${rows:-0}" -eq 7 ] || fail "/events has ${rows:-0} rows, expected 7 (NaN and negative in delp, qvapor, qrain; NaN in u)"
# DaCe 1.x compiles with -ffast-math, which lets the compiler assume NaN never happens:
# the probes must still see them.
$cc -std=c11 -O3 -ffast-math -fopenmp -Itests/helpers tests/helpers/probe_user.c -o "$stage/probe_user_fast" \
    $(pkg-config --cflags --libs pdd) -lm || fail "build with -ffast-math"
(cd "$stage/run" && rm -f run.3.h5 && PACE_DACE_DEBUG=True PDD_LOG=run.%r.h5 OMPI_COMM_WORLD_RANK=3 ../probe_user_fast >/dev/null 2>&1) \
    || fail "the -ffast-math program failed"
fast=$(h5dump -H -d /events "$log" | sed -n 's/.*DATASPACE  SIMPLE { ( \([0-9]*\) ).*/\1/p' | head -1)
[ "${fast:-0}" -eq 7 ] || fail "built with -ffast-math, /events has ${fast:-0} rows, expected 7 (NaN must not be optimised away)"
echo "PASS: installed_use (pkg-config build, rank 3 log with $rows events, read by h5dump; the same under -ffast-math)"
