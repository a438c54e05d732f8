// swift-tools-version: 6.0
import PackageDescription

// A tiny app built on the toolkit, as any app outside this repository would be. Here the toolkit is
// two folders up; an app of your own names it by URL and version instead (see the toolkit's README):
//     .package(url: "https://github.com/OWNER/SwiftVDOM.git", from: "0.1.0")
let package = Package(
    name: "Greeter",
    dependencies: [
        .package(name: "SwiftVDOM", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "Greeter", dependencies: [
            .product(name: "DOMBridge", package: "SwiftVDOM"),
            .product(name: "VDOM", package: "SwiftVDOM"),
            .product(name: "Observing", package: "SwiftVDOM"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
