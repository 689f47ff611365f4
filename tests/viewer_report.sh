#!/bin/sh
# pdd-view report: four rank logs (the first failure on rank 2, rank 0 a negative delp,
# rank 1 a CUDA error, rank 3 crashed and recovered from its journal) become one HTML page
# that loads nothing from anywhere, draws every kernel call, event and traced value the
# other verbs report, and fails cleanly on bad input. Then headless Chromium renders it:
# the DOM keeps every element, no request leaves the page, and a screenshot is taken
# (build/tests/viewer_report/report.png, to look at). Chromium is installed when missing
# (as root); where it cannot be, only the browser part is skipped and the test passes on
# the rest. PDD_TEST_BROWSER=PATH picks another Chromium; PDD_VIEW another pdd-view.
# Usage: viewer_report.sh BUILD
# shellcheck disable=SC2015,SC2086 # `ok && pass || fail`: pass never fails; $logs is a list
set -u
build=${1:-build}
view=${PDD_VIEW:-$build/bin/pdd-view} # PDD_VIEW: another pdd-view, e.g. a sanitized build
run=$build/tests/viewer_run
if [ ! -x "$view" ] || [ ! -x "$run" ]; then
  echo "SKIP: viewer_report: $view or $run missing (make $view $run)"
  exit 77
fi
w=$build/tests/viewer_report # kept: the page and its screenshot are worth a look
rm -rf "$w" && mkdir -p "$w" || exit 99
w=$(cd "$w" && pwd)
started=$(date +%s)
failed=0 passed=0
fail() { echo "FAIL: viewer_report: $*"; failed=$((failed + 1)); }
pass() { passed=$((passed + 1)); }
tab=$(printf '\t')

# ---- the logs: rank 2 runs first, so its NaN is the first failure by time ----
unset PDD_CHECKS PDD_CONFIG PDD_TRACERS PDD_TRACER_MIN PDD_ON_FAIL PDD_PROGRESS PDD_MAX_EVENTS \
  PDD_CUDA_SYNC PMIX_RANK PMI_RANK MV2_COMM_WORLD_RANK PALS_RANKID SLURM_PROCID
rank_run() {
  r=$1; shift
  OMPI_COMM_WORLD_RANK=$r PACE_DACE_DEBUG=True PDD_TRACE_INDEX=2,3,1 PDD_LOG="$w/pdd.%r.h5" \
    "$run" --steps 8 "$@" >"$w/run.$r.out" 2>&1
}
rank_run 2 --nan 3 --neg-tracer 4 || fail "rank 2 run failed (exit $?)"
# the program's command line carries HTML specials: the page must escape them
rank_run 0 --neg-delp 6 --drift '0<i>x&y' || fail "rank 0 run failed (exit $?)"
rank_run 1 --cuda-error 5 || fail "rank 1 run failed (exit $?)"
(rank_run 3 --crash 5) 2>/dev/null && fail "rank 3 should have crashed"
[ -f "$w/pdd.3.h5.journal" ] || fail "rank 3 left no journal"
logs="$w/pdd.0.h5 $w/pdd.1.h5 $w/pdd.2.h5 $w/pdd.3.h5.journal"

# ---- the page ----
page=$w/report.html
"$view" report --html "$page" $logs >"$w/stdout" 2>"$w/stderr"; rc=$?
[ $rc -eq 0 ] || { fail "report exit $rc: $(cat "$w/stderr")"; exit 1; }
logs="$w/pdd.0.h5 $w/pdd.1.h5 $w/pdd.2.h5 $w/pdd.3.h5" # recovered now
"$view" summary --json $logs >"$w/summary.json" 2>/dev/null || fail "summary --json failed"
calls=$(sed -n "s/^${tab}\"calls\":${tab}\([0-9]*\).*/\1/p" "$w/summary.json")
first_rank=$(awk -F"$tab" '$2 == "\"first_failure\":" { f = 1; next } f && $3 == "\"rank\":" { sub(/,/, "", $4); print $4; exit }' "$w/summary.json")
[ "$first_rank" = 2 ] && pass || fail "the first failure should be on rank 2 (summary says '$first_rank')"
matched() { "$view" events --json "$@" 2>/dev/null | sed -n 's/^ *"matched": *\([0-9]*\).*/\1/p'; }
events=$(matched $logs)
want_line="pdd-view report: wrote $page ($calls kernel calls, $events events): open it in a browser"
[ "$(cat "$w/stdout")" = "$want_line" ] && pass || fail "stdout '$(cat "$w/stdout")', expected '$want_line'"
grep -q "recovered from the journal" "$w/stderr" && pass || fail "the journal's recovery was not said"

count() { grep -o "$1" "$2" | wc -l | tr -d ' '; }
# sum of data-n="N" of elements whose start matches $1
sum_n() { grep -o "$1[^>]*data-n=\"[0-9]*\"" "$2" | sed 's/.*data-n="\([0-9]*\)"/\1/' | awk '{ s += $1 } END { print s + 0 }'; }

# nothing fetched: no script, stylesheet link, import, url(), nor any src/href to a network
outside='(src|href|srcset|action|poster|data)[[:space:]]*=[[:space:]]*["'"'"']?[[:space:]]*(https?:)?//|<script|<link|<iframe|<object|<embed|@import|url\('
if grep -Eiq "$outside" "$page"; then
  fail "the page refers to something outside itself: $(grep -Eio "($outside)[^ >]{0,40}" "$page" | head -3 | tr '\n' ' ')"
else pass; fi
grep -q 'Content-Security-Policy" content="default-src '"'none'" "$page" && pass || fail "no CSP that forbids loading"
[ "$(count '<svg' "$page")" -ge 5 ] && pass || fail "expected at least 5 <svg> (bars x2, timeline, 3 traces), got $(count '<svg' "$page")"

# every kernel call is one rectangle (under the cap), the one that never ended marked
n=$(count 'class="call' "$page")
[ "$n" = "$calls" ] && pass || fail "$n call rectangles for $calls kernel calls"
[ "$(sum_n '<rect class="call' "$page")" = "$calls" ] && pass || fail "call rectangles stand for $(sum_n '<rect class="call' "$page") calls, not $calls"
[ "$(count 'class="call unfinished"' "$page")" = 1 ] && pass || fail "expected 1 unfinished call (rank 3)"
# every event is on the timeline, binned into markers
[ "$(sum_n '<path class="ev"' "$page")" = "$events" ] && pass || fail "event markers stand for $(sum_n '<path class="ev"' "$page") events, not $events"
# bars: kernels advect (nan, neg_tracer, cuda_error, crash) + update_delp (neg_delp); fields qvapor and qrain (nan, neg_tracer) + delp (neg_delp)
[ "$(count 'class="bar"' "$page")" = 10 ] && pass || fail "expected 10 bar segments, got $(count 'class="bar"' "$page")"

# traced fields: delp, qvapor, qrain plotted, with points, and one first-bad marker per
# rank and field that went bad, as `pdd-view trace` says
[ "$(count '<svg class="trace"' "$page")" = 3 ] && pass || fail "expected 3 trace plots, got $(count '<svg class="trace"' "$page")"
[ "$(count 'class="pt' "$page")" -ge 40 ] && pass || fail "trace plots have $(count 'class="pt' "$page") points"
"$view" trace --json $logs 2>/dev/null | awk '
  /"rank":/ { match($0, /"rank":[0-9]+/); rank = substr($0, RSTART + 7, RLENGTH - 7) }
  /"first_bad":/ { s = $0; sub(/.*"first_bad":/, "", s)
    while (match(s, /"[^"]*":\{"kernel"/)) { print rank, substr(s, RSTART + 1, RLENGTH - 12); s = substr(s, RSTART + RLENGTH) } }' |
  sort >"$w/first_bad.want"
grep -o 'class="first-bad" data-rank="[0-9]*" data-field="[^"]*"' "$page" |
  sed 's/.*data-rank="\([0-9]*\)" data-field="\([^"]*\)"/\1 \2/' | sort >"$w/first_bad.got"
printf '0 delp\n2 qrain\n2 qvapor\n' >"$w/first_bad.planted"
if cmp -s "$w/first_bad.got" "$w/first_bad.want" && cmp -s "$w/first_bad.got" "$w/first_bad.planted"; then pass
else fail "first-bad markers (rank field): got [$(tr '\n' ';' <"$w/first_bad.got")], trace --json says [$(tr '\n' ';' <"$w/first_bad.want")], planted [0 delp;2 qrain;2 qvapor]"; fi

# the first failure near the top, and the rest of the digest
grep -q 'class="first" style="--kc:' "$page" && pass || fail "no first-failure box"
first_at=$(grep -n 'class="first"' "$page" | head -1 | cut -d: -f1)
timeline_at=$(grep -n 'id="timeline"' "$page" | head -1 | cut -d: -f1)
[ -n "$first_at" ] && [ -n "$timeline_at" ] && [ "$first_at" -lt "$timeline_at" ] && pass || fail "the first failure is not above the timeline"
grep -q 'nan in kernel advect_tracers_0_0_2 call 3, field qvapor at (2,3,1): value nan' "$page" && pass || fail "the first failure is not described"
grep -q '&larr; the failing call' "$page" && pass || fail "no trace before the first failure"
grep -q 'wild_store_in_kernel' "$page" && grep -q '<h2>Crashes</h2>' "$page" && pass || fail "no crash backtrace"
grep -q 'cudaErrorIllegalAddress' "$page" && pass || fail "no CUDA error"
grep -q 'never ended</h2>' "$page" && pass || fail "no unfinished calls section"
grep -q '0&lt;i&gt;x&amp;y' "$page" && ! grep -q '0<i>x&y' "$page" && pass || fail "the program's command line is not escaped"

# ---- a long run: the caps hold and every call and event is still accounted for ----
big=$w/long
mkdir -p "$big"
OMPI_COMM_WORLD_RANK=0 PACE_DACE_DEBUG=True PDD_TRACE_INDEX=2,3,1 PDD_LOG="$big/pdd.%r.h5" \
  "$run" --steps 2500 --nan 1500 >/dev/null 2>&1 || fail "the long run failed"
"$view" report --html "$big/report.html" "$big/pdd.0.h5" >/dev/null 2>&1 || fail "report of the long run failed"
bcalls=$(( 3 * 2500 )) bevents=$(matched "$big/pdd.0.h5")
n=$(count 'class="call' "$big/report.html")
[ "$n" -le 5000 ] && [ "$n" -lt "$bcalls" ] && [ "$(count 'class="call merged"' "$big/report.html")" -gt 0 ] && pass ||
  fail "long run: $n call rectangles for $bcalls calls (cap 5000, short calls merged)"
[ "$(sum_n '<rect class="call' "$big/report.html")" = "$bcalls" ] && pass || fail "long run: rectangles stand for $(sum_n '<rect class="call' "$big/report.html") calls, not $bcalls"
[ "$(sum_n '<path class="ev"' "$big/report.html")" = "$bevents" ] && pass || fail "long run: markers stand for $(sum_n '<path class="ev"' "$big/report.html") events, not $bevents"
most=$(awk '/<svg class="trace"/ { n = 0 } /class="pt/ { n += gsub(/class="pt/, "") } /<\/svg>/ && n > m { m = n } END { print m + 0 }' "$big/report.html")
[ "$most" -gt 100 ] && [ "$most" -le 1000 ] && pass || fail "long run: a trace plot has $most points (cap 1000)"
"$view" trace --json "$big/pdd.0.h5" 2>/dev/null | awk '/"first_bad":/ { s = $0; sub(/.*"first_bad":/, "", s)
    while (match(s, /"[^"]*":\{"kernel"/)) { print substr(s, RSTART + 1, RLENGTH - 12); s = substr(s, RSTART + RLENGTH) } }' |
  sort >"$big/first_bad.want"
grep -o 'class="first-bad" data-rank="0" data-field="[^"]*"' "$big/report.html" | sed 's/.*data-field="\([^"]*\)"/\1/' |
  sort >"$big/first_bad.got"
[ -s "$big/first_bad.want" ] && cmp -s "$big/first_bad.got" "$big/first_bad.want" && pass ||
  fail "long run: first-bad markers [$(tr '\n' ' ' <"$big/first_bad.got")], trace --json says [$(tr '\n' ' ' <"$big/first_bad.want")]"

# ---- bad input: exit 2, one line that names the problem and the fix ----
expect() { # NAME WANT_TEXT COMMAND...
  name=$1 want=$2; shift 2
  "$@" >"$w/err.out" 2>"$w/err.txt"; rc=$?
  if [ $rc -ne 2 ]; then fail "$name: exit $rc, expected 2"; return; fi
  if ! grep -qF -- "$want" "$w/err.txt"; then fail "$name: message '$(cat "$w/err.txt")' lacks '$want'"; return; fi
  pass
}
expect "missing --html" "pdd-view report: --html FILE is missing; e.g. pdd-view report --html report.html pdd.*.h5" "$view" report $logs
expect "--json" "pdd-view report: --json: report writes an HTML page only" "$view" report --json --html "$w/j.html" $logs
[ ! -e "$w/j.html" ] && pass || fail "--json wrote a page"
expect "unwritable path" "pdd-view report: --html $w/no/such/dir/r.html: cannot write: No such file or directory; free some space or give another path" \
  "$view" report --html "$w/no/such/dir/r.html" $logs
echo 'not a log' >"$w/bad.h5"
expect "bad log" "pdd-view report: $w/bad.h5: not a pdd log" "$view" report --html "$w/bad.html" "$w/bad.h5"
[ ! -e "$w/bad.html" ] && [ ! -e "$w/bad.html.tmp" ] && pass || fail "a bad log left a page"
[ "$(wc -l <"$w/err.txt")" -eq 1 ] && pass || fail "bad log: more than one line: $(cat "$w/err.txt")"
# a write that fails half way (a file size limit stands in for a full disk): the old page stays
echo "old page" >"$w/full.html"
expect "write error" "pdd-view report: --html $w/full.html: cannot write: File too large; free some space or give another path" \
  sh -c 'trap "" XFSZ; ulimit -f 16; exec "$@"' sh "$view" report --html "$w/full.html" $logs
[ "$(cat "$w/full.html")" = "old page" ] && [ ! -e "$w/full.html.tmp" ] && pass || fail "a failed write replaced the old page or left its .tmp"
# a good log and a bad one: the page is written from the good one, and the exit says 2
expect "one bad log of two" "skipped:" "$view" report --html "$w/half.html" "$w/pdd.0.h5" "$w/bad.h5"
[ -s "$w/half.html" ] && pass || fail "no page from the readable log"

# ---- the browser ----
browser=${PDD_TEST_BROWSER-$(command -v chromium || command -v chromium-browser || true)}
why=""
if [ -z "$browser" ]; then
  if [ "$(id -u)" != 0 ]; then why="not root (run: sudo apt-get install chromium)"
  elif ! command -v apt-get >/dev/null; then why="no apt-get here"
  else
    echo "viewer_report: installing chromium (apt-get install -y chromium), once"
    if { DEBIAN_FRONTEND=noninteractive timeout 900 apt-get install -y -q chromium ||
         { timeout 300 apt-get update -q &&
           DEBIAN_FRONTEND=noninteractive timeout 900 apt-get install -y -q chromium; }
       } >"$w/apt.log" 2>&1; then
      browser=$(command -v chromium || true)
      [ -n "$browser" ] || why="apt-get installed chromium but there is no chromium command"
    else
      why="apt-get failed: $(grep -E '^(E|W|Err):' "$w/apt.log" | tail -1) (see $w/apt.log)"
    fi
  fi
fi
if [ -z "$browser" ]; then
  echo "skip: chromium not installable: ${why:-unknown}; the browser checks were skipped, the rest passed"
else
  # a fresh profile, no background traffic of its own, and no name resolves
  chrome() {
    rm -rf "$w/chrome-profile"
    timeout 90 "$browser" --headless --no-sandbox --disable-gpu --no-first-run --disable-sync \
      --disable-background-networking --disable-component-update --disable-default-apps \
      --disable-extensions --user-data-dir="$w/chrome-profile" --host-resolver-rules="MAP * ~NOTFOUND" "$@"
  }
  # requests a page made (the browser's own have no origin), to anything not file: or data:
  page_requests() {
    grep '"initiator":' "$1" | grep -v '"initiator":"not an origin"' | grep -o '"url":"[^"]*"' |
      grep -v '"url":"\(file\|data\):' || true
  }
  chrome --enable-logging=stderr --v=0 --log-net-log="$w/net.json" --dump-dom "file://$page" \
    >"$w/dom.html" 2>"$w/chrome.err"
  rc=$?
  if [ $rc -ne 0 ] || [ ! -s "$w/dom.html" ]; then
    fail "chromium --dump-dom: exit $rc: $(grep -v -e dbus -e 'Fontconfig' "$w/chrome.err" | tail -2)"
  else
    for what in '<svg' 'class="call' 'class="pt' 'class="first-bad"' 'class="bar"' 'class="ev"'; do
      a=$(count "$what" "$page") b=$(count "$what" "$w/dom.html")
      [ "$a" = "$b" ] && pass || fail "the browser's DOM has $b of '$what', the page $a"
    done
    grep -q 'Content Security Policy' "$w/chrome.err" && fail "the page tried to load something: $(grep 'Content Security Policy' "$w/chrome.err" | head -1)" || pass
    # the check must see a request when there is one: a page that asks for an image
    printf '<!DOCTYPE html><html><body><img src="http://example.invalid/a.png"></body></html>\n' >"$w/control.html"
    chrome --log-net-log="$w/net-control.json" --dump-dom "file://$w/control.html" >/dev/null 2>&1
    if [ -z "$(page_requests "$w/net-control.json")" ]; then
      echo "skip: viewer_report: chromium's net log shows no page requests here; that check was skipped"
    else
      reqs=$(page_requests "$w/net.json")
      [ -z "$reqs" ] && pass || fail "the page made requests: $reqs"
    fi
  fi
  chrome --hide-scrollbars --window-size=1280,4200 --screenshot="$w/report.png" "file://$page" >/dev/null 2>&1
  if [ -s "$w/report.png" ] && [ "$(head -c 4 "$w/report.png" | od -An -c | tr -d ' \n')" = '211PNG' ] &&
     [ "$(wc -c <"$w/report.png")" -gt 50000 ]; then pass
  else fail "no screenshot (or a blank one) in $w/report.png"; fi
fi

echo "viewer_report: $passed passed, $failed failed in $(($(date +%s) - started)) s (page: $page)"
[ "$failed" -eq 0 ]
