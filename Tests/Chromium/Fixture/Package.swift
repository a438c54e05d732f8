// swift-tools-version: 6.0
import PackageDescription

// The app the Chromium tests drive for what the counter cannot show: a 10,000-deep tree, 10,000 rows
// created and cleared over and over, rows whose handlers count their own freeing, timers, traps (one in an
// event a frame fired), a stack overflow, counts of what it holds, a focused field a frame removes,
// dialogs and forms closed and submitted every way the page allows, and calls between Swift and the
// page's JavaScript (fixture-calls.js).
// Built for wasm with the toolkit's toolset.
let package = Package(
    name: "Fixture",
    dependencies: [
        .package(name: "SwiftVDOM", path: "../../.."),
    ],
    targets: [
        .executableTarget(name: "Fixture", dependencies: [
            .product(name: "DOMBridge", package: "SwiftVDOM"),
            .product(name: "VDOM", package: "SwiftVDOM"),
            .product(name: "Observing", package: "SwiftVDOM"),
            .product(name: "JavaScript", package: "SwiftVDOM"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
