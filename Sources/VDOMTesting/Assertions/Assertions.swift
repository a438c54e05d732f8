#if canImport(XCTest)
import VDOM
import XCTest

/// Fails the test unless `actual` is exactly `expected`, showing both lists one patch per line with the
/// first difference marked.
public func assertPatches(_ actual: [Patch], _ expected: [Patch], _ message: String = "",
                          file: StaticString = #filePath, line: UInt = #line) {
    if let difference = Differences.patches(actual, expected) {
        XCTFail(message.isEmpty ? difference : "\(message)\n\(difference)", file: file, line: line)
    }
}

/// Fails the test unless the app's last frame is exactly `expected`.
public func assertLastFrame(_ app: TestApp, _ expected: [Patch], _ message: String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
    assertPatches(app.lastFrame, expected, message, file: file, line: line)
}

/// Fails the test unless `actual` is exactly the HTML `expected`, marking the first differing character.
public func assertHTML(_ actual: String, _ expected: String, _ message: String = "",
                       file: StaticString = #filePath, line: UInt = #line) {
    if let difference = Differences.text(actual, expected) {
        XCTFail(message.isEmpty ? difference : "\(message)\n\(difference)", file: file, line: line)
    }
}

/// Fails the test unless the DOM's HTML is exactly `expected`.
public func assertHTML(_ dom: TestDOM, _ expected: String, _ message: String = "",
                       file: StaticString = #filePath, line: UInt = #line) {
    assertHTML(dom.html, expected, message, file: file, line: line)
}

/// Fails the test unless the app's HTML is exactly `expected`.
public func assertHTML(_ app: TestApp, _ expected: String, _ message: String = "",
                       file: StaticString = #filePath, line: UInt = #line) {
    assertHTML(app.html, expected, message, file: file, line: line)
}
#endif
