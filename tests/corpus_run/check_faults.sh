#!/usr/bin/env bash
# tests/corpus_run/check_faults.sh OUTDIR
#
# Runs every case of faults.tsv (next to this script) with the drivers build.sh made
# (OUTDIR/<p>/run_<p>; pass OUTDIR/gpu for the GPU builds) and checks that each output comes
# out as the table says: the listed outputs with exactly those NaN/Inf/negative counts and
# first bad index, every other output clean, exit status 0.
#
# Environment: PROGRAMS (only these programs), RUN_PREFIX (a command put in front of each run,
# e.g. "env OMP_NUM_THREADS=1" or "valgrind -q"), FAULTS (another table of the same format),
# REFERENCE (another OUTDIR, e.g. the plain build when OUTDIR is instrumented: each case is run
# there too, without RUN_PREFIX, and every output must come out bit for bit the same -- the
# drivers print a hash of each output array's bytes), ORDER_FREE ("prog:field ...": outputs
# that floating-point atomics sum, as a GPU's reductions do, in whatever order the threads
# run: their sum, min and max must agree with the reference to 1e-12, not bit for bit; the
# plain build's own runs differ there), REFERENCE_PREFIX (put in front of the reference's runs,
# e.g. qemu-aarch64 for a cross build).
# Exit status: 0 if every case passed, 1 otherwise.
set -u -o pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ $# -ne 1 ]; then
    echo "usage: $0 OUTDIR" >&2
    exit 2
fi
outdir=$1
table=${FAULTS:-$here/faults.tsv}
only=" ${PROGRAMS:-} "
prefix=${RUN_PREFIX:-}

pass=0
fail=0

# same_outputs THEIRS MINE FIELDS: the "<name> sum= min= max= bits=" and "bad" lines are
# equal, but for FIELDS' (space-separated) sum, min and max, equal to 1e-12 relative.
same_outputs() {
    awk -v loose=" $3 " '
        NR == FNR { ref[FNR] = $0; n = FNR; next }
        { m = FNR }
        $0 == ref[FNR] { next }
        {
            split(ref[FNR], r, " ")
            if (r[1] != $1 || !index(loose, " " $1 " ") || $2 !~ /^sum=/) { bad = 1; next }
            for (i = 2; i <= 4; i++) {
                a = substr(r[i], index(r[i], "=") + 1) + 0; b = substr($i, index($i, "=") + 1) + 0
                d = a - b; s = a < 0 ? -a : a
                if (d > 1e-12 * s || -d > 1e-12 * s) bad = 1
            }
        }
        END { exit bad || m != n }' <(printf '%s\n' "$1") <(printf '%s\n' "$2")
}
# Tabs are IFS white space (empty columns would collapse): read with a unit separator instead.
while IFS=$'\x1f' read -r prog args expect; do
    case "$prog" in ''|'#'*) continue ;; esac
    if [ -n "${PROGRAMS:-}" ] && [[ "$only" != *" $prog "* ]]; then continue; fi
    exe=$outdir/$prog/run_$prog
    name="$prog ${args:-(no fault)}"
    if [ ! -x "$exe" ]; then
        echo "FAIL $name: no $exe"
        fail=$((fail + 1))
        continue
    fi
    # shellcheck disable=SC2086  # args and prefix are word lists
    out=$($prefix "$exe" $args --report-bad 2>&1)
    rc=$?
    problems=()
    [ $rc -eq 0 ] || problems+=("exit status $rc")
    # actual: "name nan=N inf=N neg=N first=(..)" per output
    actual=$(printf '%s\n' "$out" | sed -n 's/^bad \([^ ]* nan=[0-9]* inf=[0-9]* neg=[0-9]* first=[^ ]*\).*/\1/p')
    [ -n "$actual" ] || problems+=("no 'bad' lines in the output")
    if [ -n "${REFERENCE:-}" ]; then
        # shellcheck disable=SC2086
        ref=$(${REFERENCE_PREFIX:-} "$REFERENCE/$prog/run_$prog" $args --report-bad 2>/dev/null)
        mine=$(printf '%s\n' "$out" | grep -E '^[A-Za-z_0-9]+ sum=|^bad ')
        theirs=$(printf '%s\n' "$ref" | grep -E '^[A-Za-z_0-9]+ sum=|^bad ')
        [ -n "$theirs" ] || problems+=("no output from the reference $REFERENCE/$prog/run_$prog")
        loose=
        for pf in ${ORDER_FREE:-}; do [ "${pf%%:*}" = "$prog" ] && loose="$loose ${pf#*:}"; done
        same_outputs "$theirs" "$mine" "$loose" || problems+=("outputs differ from the reference build's: $(diff <(echo "$theirs") <(echo "$mine") | grep '^[<>]' | head -4 | tr '\n' ' ')")
    fi
    while read -r line; do
        [ -n "$line" ] || continue
        field=${line%% *}
        want="$field nan=0 inf=0 neg=0 first=-"
        IFS=';' read -ra exps <<<"$expect"
        for e in "${exps[@]}"; do
            e=$(echo "$e" | sed 's/^ *//; s/ *$//')
            [ "${e%% *}" = "$field" ] && want=$e
        done
        [ "$line" = "$want" ] || problems+=("got '$line', want '$want'")
    done <<<"$actual"
    IFS=';' read -ra exps <<<"$expect"
    for e in "${exps[@]}"; do
        e=$(echo "$e" | sed 's/^ *//; s/ *$//')
        [ -n "$e" ] || continue
        # not `printf | grep -q`: under pipefail, grep -q leaving early can fail the pipe
        grep -q "^${e%% *} " <<<"$actual" || problems+=("no output '${e%% *}'")
    done
    if [ ${#problems[@]} -eq 0 ]; then
        echo "PASS $name"
        pass=$((pass + 1))
    else
        echo "FAIL $name:"
        printf '    %s\n' "${problems[@]}"
        printf '%s\n' "$out" | sed 's/^/    | /'
        fail=$((fail + 1))
    fi
done < <(tr '\t' '\037' <"$table")

echo "check_faults.sh: $pass passed, $fail failed"
[ $fail -eq 0 ] && [ $pass -gt 0 ]
