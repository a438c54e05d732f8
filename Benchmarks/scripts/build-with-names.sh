#!/bin/sh
# Builds a page's module with its function names, for profiles (make bench-profile) and for what its
# parts cost (make bench-size, make size): the benchmark page's, or PRODUCT's.
#
#   Benchmarks/scripts/build-with-names.sh SCRATCH OUTPUT [PRODUCT]
#
# The link keeps the name section (the toolset does not strip it); `wasm-opt -g` keeps it to the end,
# where the release build (scripts/finish-wasm.py, then wasm-opt) drops it.
set -e
scratch=$1
output=$2
product=${3:-BenchWeb}
build="swift build --triple wasm32-unknown-none-wasm -c release --toolset wasm/toolset.json --product $product --scratch-path $scratch"
$build
bin=$($build --show-bin-path)
if command -v wasm-opt >/dev/null 2>&1; then
    wasm-opt -Oz -g --strip-producers "$bin/$product.wasm" -o "$output"
else
    cp "$bin/$product.wasm" "$output"
fi
echo "$output: $(wc -c < "$output") bytes, with function names"
