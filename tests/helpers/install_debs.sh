#!/bin/sh
# tests/helpers/install_debs.sh LOG PACKAGE...: installs the Debian packages that are missing, with
# apt-get (as root; otherwise it prints the line to run and fails). apt-get's output goes to LOG.
log=$1; shift
missing=
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "make: installing Debian packages:$missing"
if [ "$(id -u)" != 0 ]; then echo "make: not root; run: sudo apt-get install$missing" >&2; exit 1; fi
mkdir -p "$(dirname "$log")"
# shellcheck disable=SC2086  # a list of package names
(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing) >"$log" 2>&1 \
  || { echo "make: apt-get install$missing failed, see $log" >&2; tail -3 "$log" >&2; exit 1; }
