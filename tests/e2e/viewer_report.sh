#!/bin/sh
# pdd-view report: four rank logs (the first failure on rank 2, rank 0 a negative delp,
# rank 1 a CUDA error, rank 3 crashed and recovered from its journal) become one HTML page
# that loads nothing from anywhere, draws every kernel call, event and traced value the
# other verbs report, and fails cleanly on bad input. Then headless Chromium renders it:
# no request leaves the page, every counted element is laid out, the first failure's box
# shows what `summary --json` says and is painted where layout puts it, in its colour
# (build/tests/viewer_report/report.png, also to look at). Without Chromium: a failure as
# root (`make test-deps` installs it); otherwise the browser part is skipped and the test
# exits 77. PDD_TEST_BROWSER=PATH picks another Chromium; PDD_VIEW another pdd-view.
# Usage: viewer_report.sh BUILD
# shellcheck disable=SC2015,SC2086 # `ok && pass || fail`: pass never fails; $logs is a list
set -u
build=${1:-build}
view=${PDD_VIEW:-$build/bin/pdd-view} # PDD_VIEW: another pdd-view, e.g. a sanitized build
run=$build/tests/viewer_run
if [ ! -x "$view" ] || [ ! -x "$run" ]; then
  # make check builds both first: their absence is a broken build, not a reason to skip
  echo "FAIL: viewer_report: $view or $run missing (make BUILD=$build all $run)"
  exit 1
fi
w=${PDD_TEST_WORK:-$build/tests/viewer_report} # kept: the page and its screenshot are worth a look
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
# the Why block inside the first failure's box (test_unit.h lists no reads: its inputs are unknown)
why_at=$(grep -n '<h3>Why</h3>' "$page" | head -1 | cut -d: -f1)
[ -n "$why_at" ] && [ "$why_at" -gt "$first_at" ] && [ "$why_at" -lt "$timeline_at" ] &&
  grep -q 'its inputs are unknown' "$page" && grep -q '<b>Likely root cause</b>: this store itself' "$page" && pass ||
  fail "no Why block in the first failure's box"
# and on a chain of kernels that read what others wrote (test_chain_unit.h): the inputs, their
# writers, the values the store read, the root two links back
chain=$w/chain
mkdir -p "$chain"
PACE_DACE_DEBUG=True PDD_TRACE_INDEX=2,3,1 PDD_LOG="$chain/pdd.0.h5" "$run" --chain-nan-delp 2 >/dev/null ||
  fail "the chain run failed"
"$view" report --field qvapor --html "$chain/report.html" "$chain/pdd.0.h5" >/dev/null 2>&1 || fail "report of the chain run failed"
grep -q '<td class="mono">dp2</td><td class="text">last written by delp_update_0_1_0 call 2, checked: 1 bad value (nan at (2,3,1): nan)' "$chain/report.html" &&
  grep -q '&larr; the next link' "$chain/report.html" &&
  grep -q '>The store read: delp(2,3,1) = nan, fx(2,3,1) = ' "$chain/report.html" &&
  grep -q '<b>Likely root cause</b>: nan in kernel delp_update_0_1_0 call 2, field dp2 at (2,3,1)' "$chain/report.html" && pass ||
  fail "the chain's Why block: $(grep -A12 '<h3>Why</h3>' "$chain/report.html")"
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
[ ! -e "$w/bad.html" ] && ! ls "$w"/bad.html*.tmp >/dev/null 2>&1 && pass || fail "a bad log left a page"
[ "$(wc -l <"$w/err.txt")" -eq 1 ] && pass || fail "bad log: more than one line: $(cat "$w/err.txt")"
# a write that fails half way (a file size limit stands in for a full disk): the old page stays
echo "old page" >"$w/full.html"
expect "write error" "pdd-view report: --html $w/full.html: cannot write: File too large; free some space or give another path" \
  sh -c 'trap "" XFSZ; ulimit -f 16; exec "$@"' sh "$view" report --html "$w/full.html" $logs
[ "$(cat "$w/full.html")" = "old page" ] && ! ls "$w"/full.html*.tmp >/dev/null 2>&1 && pass || fail "a failed write replaced the old page or left its .tmp"
# a link planted at the page's temporary name is not followed
echo precious >"$w/victim"
sh -c 'ln -s "$1" "$2.$$.tmp" && exec "$3" report --html "$2" "$4"' sh "$w/victim" "$w/linked.html" "$view" "$w/pdd.0.h5" >/dev/null 2>&1
[ "$(cat "$w/victim")" = precious ] && [ -s "$w/linked.html" ] && pass || fail "the page was written through a link planted at its tmp name"
# a good log and a bad one: the page is written from the good one, and the exit says 2
expect "one bad log of two" "skipped:" "$view" report --html "$w/half.html" "$w/pdd.0.h5" "$w/bad.h5"
[ -s "$w/half.html" ] && pass || fail "no page from the readable log"

# ---- the browser: what Chromium lays out and paints, not what the file says ----
# Three runs of headless Chromium (about a second each), all at one window size so that
# layout positions and screenshot pixels agree:
#  1. the page itself: screenshot (report.png, also to look at), Chromium's net log and its
#     console; no request may leave the page and no Content Security Policy may fire;
#  2. a control page that makes one request and breaks its CSP once: both detectors above
#     must see it, or they prove nothing here;
#  3. a copy of the page with a measuring script (the CSP let through for it): after layout,
#     every counted SVG element is there with a size, the first-failure box sits above the
#     timeline, its rendered text names the kernel, call, field and (i,j,k) that
#     `pdd-view summary --json` names, and report.png has the box's colour on its left
#     border, its background inside and the page's outside, where layout put it.
# Chromium is a Debian package `make test-deps` installs: missing as root is a failure;
# not root (nothing installs it) only these checks are skipped, and the test exits 77.
browser=${PDD_TEST_BROWSER:-$(command -v chromium || command -v chromium-browser || true)}
skip_browser="" shot=""
if [ -n "${PDD_TEST_BROWSER:-}" ] && ! [ -x "$browser" ]; then
  fail "no chromium at PDD_TEST_BROWSER=$PDD_TEST_BROWSER; unset it, or name a Chromium that is there"
elif [ -z "$browser" ]; then
  what="no chromium or chromium-browser in PATH=$PATH"
  if [ "$(id -u)" = 0 ]; then fail "$what; run \`make test-deps\` or \`apt-get install chromium\`"
  else skip_browser="$what; not root, so nothing installs it: run \`sudo apt-get install chromium\`"; fi
elif ! command -v python3 >/dev/null; then
  fail "no python3 to read the browser's results (apt-get install python3)"
else
  # a fresh profile, no background traffic of its own, no name resolves, no GPU, sRGB pixels
  chrome() {
    rm -rf "$w/chrome-profile"
    timeout 300 "$browser" --headless --no-sandbox --disable-gpu --no-first-run --disable-sync \
      --disable-background-networking --disable-component-update --disable-default-apps \
      --disable-extensions --user-data-dir="$w/chrome-profile" --host-resolver-rules="MAP * ~NOTFOUND" \
      --hide-scrollbars --window-size=1280,4200 --force-device-scale-factor=1 --force-color-profile=srgb "$@"
  }
  # requests a page made (the browser's own have no origin), to anything not file: or data:
  page_requests() {
    grep '"initiator":' "$1" | grep -v '"initiator":"not an origin"' | grep -o '"url":"[^"]*"' |
      grep -v '"url":"\(file\|data\):' || true
  }
  csp_errors() { grep 'Content Security Policy' "$1" | head -1; }

  # 1. the page as it is
  chrome --enable-logging=stderr --v=0 --log-net-log="$w/net.json" --screenshot="$w/report.png" \
    "file://$page" >/dev/null 2>"$w/chrome.err"
  rc=$?
  [ $rc -eq 0 ] && [ -s "$w/report.png" ] && shot=", screenshot: $w/report.png" && pass ||
    fail "chromium --screenshot of $page: exit $rc, no $w/report.png: $(grep -v -e dbus -e Fontconfig "$w/chrome.err" | tail -2)"
  [ -s "$w/net.json" ] && pass || fail "chromium wrote no net log $w/net.json: the request check below would see nothing"
  [ -z "$(csp_errors "$w/chrome.err")" ] && pass || fail "the page tried to load something: $(csp_errors "$w/chrome.err")"
  reqs=$(page_requests "$w/net.json")
  [ -z "$reqs" ] && pass || fail "the page made requests: $reqs"

  # 2. the control: one stylesheet request allowed, one image refused by its CSP
  printf '%s\n' '<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="img-src '"'none'"'">' \
    '<link rel="stylesheet" href="http://control.invalid/s.css"></head>' \
    '<body><img src="http://control.invalid/a.png"></body></html>' >"$w/control.html"
  chrome --enable-logging=stderr --v=0 --log-net-log="$w/net-control.json" --screenshot="$w/control.png" \
    "file://$w/control.html" >/dev/null 2>"$w/chrome-control.err"
  page_requests "$w/net-control.json" | grep -q 'control.invalid/s.css' && pass ||
    fail "the net-log check is blind here: chromium's net log ($w/net-control.json) shows no request of $w/control.html's stylesheet"
  csp_errors "$w/chrome-control.err" | grep -q 'control.invalid/a.png' && pass ||
    fail "the CSP check is blind here: chromium's log ($w/chrome-control.err) shows no CSP refusal of $w/control.html's image"

  # 3. the page measured after layout: the same page with a script that writes what it
  # measures into <pre id="pdd-measured">, read back with --dump-dom
  cat >"$w/measure.js" <<'JS'
<script>
(function () {
  var out = [], f = document.querySelector("section.first"), t = document.getElementById("timeline");
  function box(e) { var b = e.getBoundingClientRect(); return [b.left, b.top + scrollY, b.width, b.height].map(Math.round).join(" "); }
  function rgb(c) { return c.replace(/[^0-9,]/g, ""); }
  out.push("first " + (f ? box(f) : "none"), "timeline " + (t ? box(t) : "none"));
  if (f) {
    var s = getComputedStyle(f);
    out.push("border " + rgb(s.borderLeftColor) + " " + parseFloat(s.borderLeftWidth), "inside " + rgb(s.backgroundColor),
             "outside " + rgb(getComputedStyle(document.body).backgroundColor), "text " + f.innerText.replace(/\s+/g, " "));
  }
  // the selectors match what the file checks above count with grep
  [["<svg", "svg"], ['class="call', '[class^="call"]'], ['class="pt', '[class^="pt"]'], ['class="first-bad"', '[class="first-bad"]'],
   ['class="bar"', '[class="bar"]'], ['class="ev"', '[class="ev"]']].forEach(function (q) {
    var all = document.querySelectorAll(q[1]), shown = 0;
    all.forEach(function (e) { var b = e.getBoundingClientRect(); if (b.width > 0 || b.height > 0) shown++; });
    out.push("count " + all.length + " " + shown + " " + q[0]);
  });
  var p = document.createElement("pre"); p.id = "pdd-measured"; p.textContent = out.join("\n"); document.body.appendChild(p);
})();
</script>
JS
  sed "s|style-src 'unsafe-inline'\">|style-src 'unsafe-inline'; script-src 'unsafe-inline'\">|" "$page" |
    awk -v js="$w/measure.js" '/<\/body>/ { while ((getline l < js) > 0) print l } { print }' >"$w/measured.html"
  chrome --dump-dom "file://$w/measured.html" >"$w/measured.dom" 2>"$w/chrome-measured.err"
  rc=$?
  [ $rc -eq 0 ] || fail "chromium --dump-dom $w/measured.html: exit $rc: $(grep -v -e dbus -e Fontconfig "$w/chrome-measured.err" | tail -2)"
  python3 - "$page" "$w/measured.dom" "$w/summary.json" "$w/report.png" >"$w/rendered.txt" 2>&1 <<'PY'
"""Checks the measured layout and report.png; prints "ok WHAT" or "FAIL: viewer_report: ..." per check."""
import html, json, re, struct, sys, zlib

page_path, dom_path, summary_path, png_path = sys.argv[1:]
page = open(page_path).read()
checks = []


def check(ok, what, why):
    checks.append(ok)
    print(f"ok {what}" if ok else f"FAIL: viewer_report: {what}: {why}")


def top_left_pixels(path, cols, rows):
    """RGB rows of the top-left cols x rows of an 8-bit, non-interlaced RGB(A) PNG (what
    Chromium writes); only that corner is unfiltered, so it stays fast in pure Python."""
    data, pos, idat, ihdr = open(path, "rb").read(), 8, [], None
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if kind == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", data[pos + 8:pos + 8 + 13])
        elif kind == b"IDAT":
            idat.append(data[pos + 8:pos + 8 + n])
        pos += 12 + n
    w, h, depth, ctype, _, _, interlace = ihdr
    if depth != 8 or ctype not in (2, 6) or interlace:
        raise ValueError(f"a PNG this reader does not read (depth {depth}, colour type {ctype}, interlace {interlace})")
    bpp = 3 if ctype == 2 else 4
    raw, stride = zlib.decompress(b"".join(idat)), w * bpp + 1
    span = min(cols, w) * bpp
    prev, out = bytearray(span), []
    for y in range(min(rows, h)):
        ft, line = raw[y * stride], bytearray(raw[y * stride + 1:y * stride + 1 + span])
        for i in range(span):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
            if ft == 1:
                line[i] = (line[i] + a) & 255
            elif ft == 2:
                line[i] = (line[i] + b) & 255
            elif ft == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif ft == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out.append([tuple(line[x:x + 3]) for x in range(0, span, bpp)])
        prev = line
    return out


def done():
    """Exit 0 only when every check ran and passed: a check left out is no pass."""
    if len(checks) != EXPECTED:
        print(f"FAIL: viewer_report: {len(checks)} rendered-content checks ran, {EXPECTED} expected")
    sys.exit(0 if all(checks) and len(checks) == EXPECTED else 1)


EXPECTED = 16


m = re.search(r'<pre id="pdd-measured">(.*?)</pre>', open(dom_path).read(), re.S)
if not m:
    check(False, "layout measured", f"no <pre id=\"pdd-measured\"> in {dom_path}: the measuring script did not run "
          "(the copy lets it through by editing the page's CSP line: has that line changed?)")
    done()
measured = {}
for line in html.unescape(m.group(1)).split("\n"):
    key, _, rest = line.partition(" ")
    measured.setdefault(key, []).append(rest)

# every element the file checks count is in the browser's DOM, and laid out with a size
for row in measured.get("count", []):
    n_all, n_shown, pattern = row.split(" ", 2)
    n_file = page.count(pattern)
    check(int(n_all) == n_file and int(n_shown) == n_file, f"{pattern} elements rendered",
          f"the page has {n_file}, the browser's DOM {n_all}, laid out with a size {n_shown}")
check(len(measured.get("count", [])) == 6, "six element kinds measured", f"measured {measured.get('count')}")

first = measured.get("first", ["none"])[0]
if first == "none":
    check(False, "first-failure box rendered", "no section.first in the browser's DOM")
    done()
left, top, width, height = map(int, first.split())
t = measured.get("timeline", ["none"])[0]
timeline_top = int(t.split()[1]) if t != "none" else None
check(width > 200 and height > 50, "first-failure box has a size", f"laid out at {width}x{height} px")
check(timeline_top is not None and top + height <= timeline_top, "first-failure box above the timeline",
      f"box from y={top} to {top + height}, timeline at {timeline_top}")

# its rendered text says what summary --json says of the first failure
ff = json.load(open(summary_path))["first_failure"]
text = measured.get("text", [""])[0]
for what in (f"kernel {ff['kernel']} call {ff['call']}", f"field {ff['field']} at ({','.join(map(str, ff['index']))})",
             f"rank {ff['rank']}"):
    check(what in text, f"first-failure box shows '{what}'", f"its rendered text is '{text[:300]}'")

# report.png: the box's left border in its colour, its background inside, the page's outside,
# over the middle half of its height (the rounded corners left out)
declared = re.search(r'<section class="first" style="--kc:#([0-9a-f]{6})"', page)
border_rgb, border_w = measured["border"][0].split()
border = tuple(map(int, border_rgb.split(",")))
inside = tuple(map(int, measured["inside"][0].split(",")))
outside = tuple(map(int, measured["outside"][0].split(",")))
kc = tuple(int(declared.group(1)[i:i + 2], 16) for i in (0, 2, 4)) if declared else None
check(kc == border, "the box's border is its kind's colour", f"the page declares --kc {kc}, the browser computed {border}")
bw = round(float(border_w))
try:
    px = top_left_pixels(png_path, left + bw + 12, top + height)
except (OSError, ValueError, zlib.error, TypeError) as e:
    check(False, "report.png read", f"{png_path}: {e}")
    done()


def painted(x, want):
    bad = [(y, px[y][x]) for y in range(top + height // 4, top + 3 * height // 4)
           if y >= len(px) or x >= len(px[y]) or max(abs(a - b) for a, b in zip(px[y][x], want)) > 3]
    return bad


for name, x, want in (("left border", left + bw // 2, border), ("inside", left + bw + 8, inside),
                      ("outside", left - 4, outside)):
    bad = painted(x, want)
    check(not bad, f"report.png: the first-failure box's {name} painted rgb{want} at x={x}",
          f"{len(bad)} pixels differ, e.g. y={bad[0][0]}: rgb{bad[0][1]} (box laid out at {left},{top} {width}x{height})"
          if bad else "")
done()
PY
  rc=$?
  passed=$((passed + $(grep -c '^ok ' "$w/rendered.txt")))
  failed=$((failed + $(grep -c '^FAIL' "$w/rendered.txt")))
  grep -v '^ok ' "$w/rendered.txt" # the failures, and a traceback if python3 fell over
  [ $rc -eq 0 ] || grep -q '^FAIL' "$w/rendered.txt" ||
    fail "the rendered-content checks (python3) exited $rc without saying which failed (see $w/rendered.txt)"
fi

echo "viewer_report: $passed passed, $failed failed in $(($(date +%s) - started)) s (page: $page$shot)"
[ "$failed" -eq 0 ] || exit 1
if [ -n "$skip_browser" ]; then
  echo "skip: viewer_report: the browser checks: $skip_browser (the other $passed checks passed)"
  exit 77
fi
exit 0
