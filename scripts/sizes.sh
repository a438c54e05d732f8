#!/bin/sh
# Prints each file's size raw, gzip -9 and brotli (quality 11), and the totals, in bytes.
set -eu
printf '%-28s %9s %9s %9s\n' file raw gzip brotli
raw_total=0; gzip_total=0; brotli_total=0
for file in "$@"; do
    raw=$(wc -c < "$file")
    gz=$(gzip -9 -c "$file" | wc -c)
    if command -v brotli >/dev/null 2>&1; then br=$(brotli -q 11 -c "$file" | wc -c); else br=0; fi
    printf '%-28s %9d %9d %9d\n' "$(basename "$file")" "$raw" "$gz" "$br"
    raw_total=$((raw_total + raw)); gzip_total=$((gzip_total + gz)); brotli_total=$((brotli_total + br))
done
printf '%-28s %9d %9d %9d\n' total "$raw_total" "$gzip_total" "$brotli_total"
command -v brotli >/dev/null 2>&1 || echo "(brotli is not installed: Debian package brotli)"
