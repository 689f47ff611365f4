#!/bin/sh
# tests/helpers/arm64_sysroot.sh SYSROOT LOG: the arm64 builds of the libraries pdd links
# (HDF5, cJSON, libunwind, libdw, zlib, Check) and of everything they load, unpacked under
# SYSROOT for Debian's cross compiler and qemu-user (make check-aarch64). Debian's
# libhdf5-dev cannot be installed for two architectures at once, so the packages are
# downloaded by name (apt-get download) and unpacked, not installed. Needs root the first time
# (dpkg --add-architecture arm64, apt-get update); a SYSROOT already made is kept.
set -u
root=$1 log=$2
[ -f "$root/.complete" ] && exit 0
mkdir -p "$(dirname "$log")"
# The toolchain itself (its own libc and libgcc for arm64) comes from the cross packages.
if ! dpkg --print-foreign-architectures | grep -qx arm64; then
  [ "$(id -u)" = 0 ] || { echo "arm64_sysroot: not root; run: sudo dpkg --add-architecture arm64 && sudo apt-get update" >&2; exit 1; }
  { dpkg --add-architecture arm64 && apt-get update -qq; } >>"$log" 2>&1 ||
    { echo "arm64_sysroot: adding the arm64 architecture failed, see $log" >&2; tail -3 "$log" >&2; exit 1; }
fi
wanted="libhdf5-dev:arm64 libcjson-dev:arm64 libunwind-dev:arm64 libdw-dev:arm64 check:arm64 zlib1g-dev:arm64"
# The closure of their dependencies, less what the cross toolchain brings (libc, libgcc,
# libstdc++) and programs the build never runs.
closure() {
  # shellcheck disable=SC2086  # a list of package names
  apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
      --no-replaces --no-enhances $wanted 2>>"$log" | grep -v '^ ' | grep -v '^<' | grep ':arm64$' | sort -u |
    grep -vE '^(libc6|libc6-dev|libc-dev-bin|linux-libc-dev|libcrypt-dev|libcrypt1|libgcc-s1|libstdc\+\+6|gcc-12-base|mawk|rpcsvc-proto|hdf5-helpers|libcurl4-nss-dev|libcurl4-openssl-dev|libcurl4-gnutls-dev|libssl-dev|libjpeg-dev|libjpeg62-turbo-dev|libtirpc-dev|libnsl-dev):'
}
pkgs=$(closure)
# the architecture added earlier, its lists never fetched: fetch them once
if [ -z "$pkgs" ] && [ "$(id -u)" = 0 ]; then apt-get update -qq >>"$log" 2>&1; pkgs=$(closure); fi
[ -n "$pkgs" ] || { echo "arm64_sysroot: apt knows no arm64 packages (apt-get update after dpkg --add-architecture arm64?), see $log" >&2; exit 1; }
debs=$root.debs
rm -rf "$root" "$debs" && mkdir -p "$root" "$debs"
# shellcheck disable=SC2086
(cd "$debs" && apt-get download $pkgs) >>"$log" 2>&1 ||
  { echo "arm64_sysroot: apt-get download failed, see $log" >&2; tail -3 "$log" >&2; exit 1; }
for d in "$debs"/*.deb; do dpkg -x "$d" "$root" || { echo "arm64_sysroot: cannot unpack $d" >&2; exit 1; }; done
rm -rf "$debs"
# What update-alternatives does on an installed system: hdf5.pc names the serial build.
ln -sf hdf5-serial.pc "$root/usr/lib/aarch64-linux-gnu/pkgconfig/hdf5.pc"
touch "$root/.complete"
