#!/bin/sh
# tests/corpus_run/first_event.sh DIR PROGRAM "ARGS" LOG_PATTERN LOG_EVENTS: runs DIR/run_PROGRAM
# with ARGS (its leading NAME=VALUE words are the run's environment: PDD_CHECKS=...), the probes
# on and PDD_LOG=LOG_PATTERN (%r: rank 0 is read), and prints the log's first event as
# LOG_EVENTS writes it, without its value: "kind kernel field i,j,k call=N count=N", the form
# tests/e2e/corpus_e2e.tsv expects. RUN_PREFIX (e.g. qemu-aarch64) goes in front of the
# program and of LOG_EVENTS. Exit 1, with the program's first lines of stderr, when it fails.
set -u
dir=$1 p=$2 args=$3 pattern=$4 events=$5
prefix=${RUN_PREFIX:-}
log=$(printf '%s' "$pattern" | sed 's/%r/0/')
rm -f "$log"
envs= rest=
for word in $args; do
  case "$rest$word" in [A-Z]*=*) envs="$envs $word" ;; *) rest="$rest $word" ;; esac
done
err=$(mktemp "${TMPDIR:-/tmp}/first_event.XXXXXX") || exit 1
# shellcheck disable=SC2086  # envs, rest and prefix are word lists
if ! (cd "$dir" && env PACE_DACE_DEBUG=True PDD_LOG="$pattern" $envs $prefix "./run_$p" $rest >/dev/null 2>"$err"); then
  echo "the program failed${prefix:+ under $prefix}: $(head -3 "$err")" >&2
  rm -f "$err"; exit 1
fi
rm -f "$err"
# shellcheck disable=SC2086
$prefix "$events" "$log" | head -1 | sed 's/ value=.*//'
