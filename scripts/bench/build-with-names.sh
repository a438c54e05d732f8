#!/bin/sh
# Builds the benchmark page's module with its function names, for profiles (make bench-profile).
#
#   scripts/bench/build-with-names.sh SCRATCH OUTPUT
#
# The release toolset strips the names when linking, and the compiler driver runs wasm-opt, which drops
# them too; here the link keeps them, the driver's pass is skipped, and `wasm-opt -g` keeps them to the end.
set -e
scratch=$1
output=$2
real_opt=$(command -v wasm-opt || true)
tools=$(mktemp -d)
trap 'rm -rf "$tools"' EXIT
printf '#!/bin/sh\n# Stands in for wasm-opt while linking: copies the input to the output.\nin=; out=\nwhile [ $# -gt 0 ]; do case "$1" in -o) out=$2; shift;; -*) ;; *) in=$1;; esac; shift; done\n[ "$in" = "$out" ] || cp "$in" "$out"\n' > "$tools/wasm-opt"
chmod +x "$tools/wasm-opt"
sed 's/"--strip-debug",//' wasm/toolset.json > "$tools/toolset.json"
build="swift build --triple wasm32-unknown-none-wasm -c release --toolset $tools/toolset.json --product BenchWeb --scratch-path $scratch"
PATH="$tools:$PATH" $build
bin=$(PATH="$tools:$PATH" $build --show-bin-path)
if [ -n "$real_opt" ]; then
    "$real_opt" -Oz -g --strip-producers "$bin/BenchWeb.wasm" -o "$output"
else
    cp "$bin/BenchWeb.wasm" "$output"
fi
echo "$output: $(wc -c < "$output") bytes, with function names"
