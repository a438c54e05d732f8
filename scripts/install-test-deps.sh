#!/bin/sh
# Installs the Debian packages `make test` needs, when they are missing and we are root; otherwise
# prints the one command that installs them and fails.
set -eu
packages="nodejs node-jsdom node-terser node-acorn chromium chromium-driver python3-selenium binaryen brotli libjs-bootstrap"
missing=""
for package in $packages; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing="$missing $package"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then
    echo "Installing:$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
else
    echo "make test needs these Debian packages:$missing" >&2
    echo "Install them, then run make test again:" >&2
    echo "    sudo apt-get install -y --no-install-recommends$missing" >&2
    exit 1
fi
