// swift-tools-version: 6.0
import PackageDescription

// One manifest for both builds. The wasm build passes its flags through `wasm/toolset.json`
// (see the README), so this file stays free of `unsafeFlags` and other packages can depend on it.
let package = Package(
    name: "SwiftVDOM",
    products: [
        .library(name: "Observing", targets: ["Observing"]),
        .library(name: "VDOM", targets: ["VDOM"]),
        .library(name: "VDOMTesting", targets: ["VDOMTesting"]),
        .executable(name: "vdom-cases", targets: ["vdom-cases"]),
    ],
    targets: [
        .target(name: "Observing"),
        .target(name: "VDOM", dependencies: ["Observing"]),
        .target(name: "VDOMTesting", dependencies: ["VDOM"]),
        .executableTarget(name: "vdom-cases", dependencies: ["VDOM", "VDOMTesting"]),
        .executableTarget(name: "vdom-bench", dependencies: ["VDOM", "VDOMTesting"]),
        .testTarget(name: "ObservingTests", dependencies: ["Observing"]),
        .testTarget(name: "VDOMTests", dependencies: ["VDOM", "VDOMTesting"]),
    ],
    swiftLanguageModes: [.v5]
)
