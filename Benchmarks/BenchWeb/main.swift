#if arch(wasm32)
import DOMBridge

let store = BenchStore()

App.mount { benchPage(store) }
#else
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DOMBridge

// Built natively, the same app times the Swift side of its operations (`make bench`; NativeTimings.swift),
// unless the page build runs it to pre-render the page (VDOM_PRERENDER): then it mounts as in the browser.
if getenv("VDOM_PRERENDER") != nil {
    let store = BenchStore()
    App.mount { benchPage(store) }
} else {
    nativeTimings(runs: CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 15 : 15)
}
#endif
