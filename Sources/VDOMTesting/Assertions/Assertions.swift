#if canImport(XCTest)
import DOMBridge
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
/// Fails the test unless what `app` shows writes as HTML the parser keeps (``StaticHTML``), starting
/// with `prefix`, reporting nothing, naming each element the app listens to once, and read back as the
/// same nodes, text, attributes and form state: the check a page gets before its HTML is written into
/// the page.
public func assertStaticHTML(_ app: TestApp, startsWith prefix: String,
                             file: StaticString = #filePath, line: UInt = #line) {
    do throws(StaticHTMLError) {
        let page = try StaticHTML.page(of: app)
        XCTAssertTrue(page.html.hasPrefix(prefix), "the page's HTML starts \(page.html.prefix(prefix.count + 40))…",
                      file: file, line: line)
        XCTAssertEqual(page.reports, [], file: file, line: line)
        let listening = app.dom.roots.flatMap { [$0] + $0.descendantElements }.filter { !$0.listeners.isEmpty }.count
        XCTAssertEqual(page.html.components(separatedBy: " \(StaticHTML.listenerAttribute)=").count - 1, listening,
                       "each element the app listens to is named once", file: file, line: line)
        if let difference = try StaticHTML.difference(between: page, and: app) {
            XCTFail("the page's HTML read back differs from the page: \(difference)", file: file, line: line)
        }
    } catch {
        XCTFail("the page's HTML would not parse as its view: \(error)", file: file, line: line)
    }
}

/// Fails the test unless the page of `view` starts from its own first render written as HTML
/// (``StaticHTML``) as a page built with a pre-render does (``TestApp/init(prerendered:scheduler:before:view:)``):
/// its first frame takes every node, creating none (but the empty texts HTML cannot hold) and removing
/// none, reports nothing a plain mount does not, and leaves the DOM a plain mount of `view` shows: the
/// same HTML, and the same nodes with their properties and listeners.
///
/// It renders `view` three times, each in an app of its own (which, as any `TestApp`, sets the clock
/// back): call it in a test of its own. The app's channel (`App.onError`) is put back after.
public func assertHydrates(file: StaticString = #filePath, line: UInt = #line, @NodeBuilder _ view: @escaping () -> NodeList) {
    let channel = App.onError
    defer { App.onError = channel }
    do {
        let page = try StaticHTML.render(view)
        let hydrated = try TestApp(prerendered: page, view: view)
        let plain = try TestApp(view: view)
        let emptyTexts = plain.frames[0].filter { patch in
            if case let .createText(_, text) = patch { return text.isEmpty }
            return false
        }
        XCTAssertEqual(hydrated.adoption?.created, emptyTexts.count, "nodes created besides the empty texts", file: file, line: line)
        XCTAssertEqual(hydrated.adoption?.removed, 0, "nodes of the page removed", file: file, line: line)
        XCTAssertEqual(hydrated.reports.map(\.description), plain.reports.map(\.description), file: file, line: line)
        // An adopted element gets its `style` attribute after those the HTML gave it, as in a browser (static
        // HTML has none): the declarations are compared with the nodes below.
        let style = try Regex(#" style="[^"]*""#)
        assertHTML(hydrated.html.replacing(style, with: ""), plain.html.replacing(style, with: ""), "the hydrated page",
                   file: file, line: line)
        let serials = try Regex(#"\{"id":\d+,"#)
        XCTAssertEqual(hydrated.dom.snapshotJSON().replacing(serials, with: "{"), plain.dom.snapshotJSON().replacing(serials, with: "{"),
                       "the hydrated page's nodes, properties and listeners", file: file, line: line)
    } catch {
        XCTFail("the page did not hydrate: \(error)", file: file, line: line)
    }
}

#endif
