#!/bin/sh
# pdd-view only reads: it holds none of libpdd's runtime (nothing in it starts logging), and
# every verb, run with PACE_DACE_DEBUG=True and every PDD_* switch set as a model's job script
# would leave them, creates and changes no file but the one a verb is asked to write (report's
# --html, timeline's --chrome). Before, `pdd-view summary pdd.0.h5` with PACE_DACE_DEBUG=True
# in the environment logged itself and replaced the model's pdd.0.h5 with its own empty log.
# Usage: viewer_writes_nothing.sh BUILD_DIR CC
set -u
build=$(cd "$1" && pwd) cc=${2:-cc}
view=$build/bin/pdd-view
fails=0
fail() { echo "FAIL: viewer_writes_nothing: $*"; fails=$((fails + 1)); }
work=$(mktemp -d "${TMPDIR:-/tmp}/pdd-view-ro.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

# Its defined symbols and those of libpdd's rooms but the log (the core, checkers, signals,
# cuda, the entry) share nothing.
rt=$(for o in "$build"/obj/runtime/*.o "$build"/obj/checkers/*.o "$build"/obj/signals/*.o "$build"/obj/cuda/*.o \
    "$build"/obj/entry/*.o; do nm --defined-only -g "$o"; done |
    awk '{print $3}' | sort -u)
[ -n "$rt" ] || fail "no runtime objects under $build/obj to compare with"
shared=$(nm --defined-only "$view" | awk '{print $3}' | sort -u | comm -12 - "$(printf '%s\n' "$rt" >"$work/rt"; echo "$work/rt")")
[ -z "$shared" ] || fail "pdd-view holds libpdd's runtime: $(echo $shared | cut -c1-300)"
# By name as well, needing no objects to compare with: pdd-view is linked with the log's
# library alone (libpdd-log.a), and neither defines the runtime's constructor (pdd_load, which
# starts logging), a probe's entry point or a checker; nor does pdd-view load libpdd.so.
runtime_names='^(pdd_load|pdd_init|pdd_enabled|pdd_flush|pdd_rt|pdd_site_fail|pdd_site_alarm|pdd_kernel_begin|pdd_kernel_end|pdd_field_bind|pdd_unit_register|pdd_check_range|pdd_checks|pdd_checker_.*|pdd_checkers_.*)$'
for f in "$view" "$build/lib/libpdd-log.a"; do
    [ -f "$f" ] || { fail "no $f (make all builds it)"; continue; }
    named=$(nm --defined-only "$f" 2>/dev/null | awk 'NF == 3 {print $3}' | grep -E "$runtime_names" | sort -u)
    [ -z "$named" ] || fail "$f defines the runtime's or a checker's symbols: $(echo $named | cut -c1-300)"
done
needed=$(readelf -d "$view" 2>/dev/null | grep 'NEEDED.*libpdd')
[ -z "$needed" ] || fail "pdd-view loads libpdd at run time: $needed"

# Two runs' logs of a probed program (one NaN a call), made with pdd on.
$cc -std=c11 -O2 -Iinclude -Itests/helpers tests/helpers/log_writer.c -o "$work/writer" -L"$build/lib" -lpdd \
    -Wl,-rpath,"$build/lib" -lm || { echo "FAIL: viewer_writes_nothing: cannot build log_writer"; exit 1; }
mkdir -p "$work/run" "$work/base" "$work/out"
(cd "$work/run" && PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_TRACE_INDEX=1 "$work/writer" 5 >/dev/null 2>&1)
(cd "$work/base" && PACE_DACE_DEBUG=True PDD_MAX_EVENTS=0 PDD_TRACE_INDEX=1 "$work/writer" 4 >/dev/null 2>&1)
[ -f "$work/run/pdd.0.h5" ] && [ -f "$work/base/pdd.0.h5" ] || { echo "FAIL: viewer_writes_nothing: no logs made"; exit 1; }
state() { (cd "$work" && find run base out -type f -exec md5sum {} + | sort); }
before=$(state)
cfg=$work/cfg.json
echo '{"checks": "all"}' >"$cfg"
# Each verb from inside the log's folder, with pdd on and every switch set.
for verb in "summary pdd.0.h5" "summary --json pdd.0.h5" "events pdd.0.h5" "events --json pdd.0.h5" \
    "trace pdd.0.h5" "timeline pdd.0.h5" "timeline --json pdd.0.h5" "diff ../base/pdd.0.h5 pdd.0.h5" \
    "assert --no-events pdd.0.h5" "assert --clean-exit pdd.0.h5" "report --html ../out/r.html pdd.0.h5" \
    "timeline --chrome ../out/t.json pdd.0.h5" "why pdd.0.h5" "why --json pdd.0.h5" "summary" "--help" \
    "nosuchverb pdd.0.h5"; do
    (cd "$work/run" && PACE_DACE_DEBUG=True PDD_CHECKS=all PDD_TRACE_INDEX=1,2,3 PDD_TRACERS=q PDD_TRACER_MIN=-1 \
        PDD_DELP=delp PDD_LOG=pdd.0.h5 PDD_ON_FAIL=abort PDD_PROGRESS=stderr PDD_MAX_EVENTS=1 PDD_CUDA_SYNC=1 \
        PDD_CONFIG="$cfg" "$view" $verb >/dev/null 2>&1)
    case $? in 0 | 1 | 2) ;; *) fail "pdd-view $verb ended with $?" ;; esac
    now=$(state)
    new=$(printf '%s\n' "$now" | grep -v ' out/' | grep -vxF "$before")
    [ -z "$new" ] || fail "pdd-view $verb created or changed: $new"
    [ -z "$(ls "$work/run" | grep -v '^pdd\.0\.h5$')" ] || fail "pdd-view $verb left files: $(ls "$work/run")"
done
[ -s "$work/out/r.html" ] && [ -s "$work/out/t.json" ] || fail "report or timeline --chrome wrote nothing where asked"
[ $fails -eq 0 ] || exit 1
echo "viewer_writes_nothing: no runtime symbol in pdd-view; 15 verbs with pdd on and every switch set changed no file"
