#!/bin/sh
# tests/e2e/crash_matrix.sh BUILD [RUNS]: `make check`'s sample of the crash matrix
# (tests/helpers/crash_matrix.c; `make check-crash` runs it whole): each way of dying RUNS times
# (default 3), every event of the ground truth recovered from the journal by pdd-view.
# First it shows the matrix can fail: with a pdd-view whose output is altered in one event
# it must report a loss.
set -u
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: crash_matrix.sh BUILD [RUNS]" >&2; exit 2; }
build=$1 runs=${2:-3}
matrix=$build/tests/crash_matrix victim=$build/tests/crash_victim view=$build/bin/pdd-view
work=${PDD_TEST_WORK:-$build/crash-matrix}
rm -rf "$work" && mkdir -p "$work" || exit 1

# A pdd-view that miscounts the first event it prints.
liar=$work/lying-pdd-view
cat >"$liar" <<EOF
#!/bin/sh
"$(cd "$(dirname "$view")" && pwd)/pdd-view" "\$@" | sed '0,/"count":\([0-9]*\),/s//"count":1\1,/'
EOF
chmod +x "$liar"
out=$("$matrix" --runs 1 --deaths segv "$victim" "$liar" "$work/liar" 2>&1)
rc=$?
if [ $rc != 1 ] || ! printf '%s\n' "$out" | grep -q '^LOSS SIGSEGV run 1 .*values at offset'; then
    printf '%s\n' "$out"
    echo "FAIL crash_matrix: a pdd-view that miscounts an event went unnoticed (exit $rc, want 1 and a LOSS line)"
    exit 1
fi

"$matrix" --runs "$runs" "$victim" "$view" "$work/runs"
