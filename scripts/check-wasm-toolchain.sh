#!/bin/sh
# Fails early, saying what is missing, when the Swift toolchain cannot build for WebAssembly.
# Usage: scripts/check-wasm-toolchain.sh [swift]
set -eu
swift=${1:-swift}
triple=wasm32-unknown-none-wasm

if ! command -v "$swift" >/dev/null 2>&1; then
    echo "error: '$swift' is not on PATH. Install a Swift 6 toolchain from swift.org and put its usr/bin first on PATH." >&2
    exit 1
fi
resources=$("$swift" -print-target-info 2>/dev/null | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')
version=$("$swift" --version 2>&1 | head -n 1)
if [ -z "$resources" ] || [ ! -f "$resources/embedded/Swift.swiftmodule/$triple.swiftmodule" ]; then
    echo "error: this Swift toolchain cannot build for $triple: it has no Embedded Swift standard library" >&2
    echo "       (looked for ${resources:-<resource dir>}/embedded/Swift.swiftmodule/$triple.swiftmodule)." >&2
    echo "       Toolchain: $version" >&2
    echo "       Install a swift.org toolchain, 6.0 or later, which ships it (no Swift SDK is needed)." >&2
    exit 1
fi
bin=$(dirname "$(command -v "$swift")")
if ! command -v "$bin/wasm-ld" >/dev/null 2>&1 && ! command -v wasm-ld >/dev/null 2>&1; then
    echo "error: wasm-ld, the WebAssembly linker, is missing from this toolchain ($version)." >&2
    exit 1
fi
