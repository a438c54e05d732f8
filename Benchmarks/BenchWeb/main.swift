#if arch(wasm32)
import DOMBridge

let store = BenchStore()

App.mount { benchPage(store) }
#else
// Built natively, the same app times the Swift side of its operations (`make bench`; NativeTimings.swift).
nativeTimings(runs: CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 15 : 15)
#endif
