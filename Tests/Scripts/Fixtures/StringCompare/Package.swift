// swift-tools-version: 6.0
import PackageDescription

// A module that compares two Strings with `==`, which a page's link cannot resolve: the test of
// scripts/build-page.py's explanation builds it (Tests/Scripts/test_build_page.py).
let package = Package(
    name: "StringCompare",
    targets: [.executableTarget(name: "StringCompare")]
)
