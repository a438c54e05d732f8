import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Editor {
    @Observed var editing = false
    @Observed var log: [String] = []
}

/// A title edited in place, as a to-do app edits an item: Enter closes the field, leaving it is logged.
private func editorView(_ editor: Editor, focusOut: Bool = false) -> Element {
    div {
        button { "Edit" }.id("edit").on(.click) { editor.editing = true }
        if editor.editing {
            input().id("editor").call("focus", when: editor.editing)
                .on(.keyDown) { (event: inout DOMEvent) in if event.key == "Enter" { editor.editing = false } }
                .on(.blur) { editor.log.append("blur") }
                .on(focusOut ? "focusout" : "x-unused") { editor.log.append("focusout") }
        }
        p { "\(editor.log.count) left" }.id("count")
    }
}

/// What happens to a `blur` fired while a frame removes the focused element: the page dispatches nothing
/// while a frame is applied, so no handler runs, and it reports each such event whose type it listens for.
final class FocusRemovalTests: XCTestCase {
    func testRemovingTheFocusedFieldRunsNoBlurHandlerAndReportsTheBlur() throws {
        let editor = Editor()
        let app = try TestApp { editorView(editor) }
        try app.click("#edit")
        XCTAssertTrue(app.dom.focused === (try app.element("#editor")))

        try app.press("Enter", at: "#editor")

        XCTAssertNil(try app.find("#editor"))
        XCTAssertNil(app.dom.focused)
        XCTAssertEqual(editor.log, [])
        XCTAssertEqual(app.reports, [Report(.ignoredEvent, "ignored a blur event that came while a frame was being applied")])
    }

    func testAFocusoutListenerIsReportedAfterTheBlur() throws {
        let editor = Editor()
        let app = try TestApp { editorView(editor, focusOut: true) }
        try app.click("#edit")
        try app.press("Enter", at: "#editor")
        XCTAssertEqual(editor.log, [])
        XCTAssertEqual(app.reports, [
            Report(.ignoredEvent, "ignored a blur event that came while a frame was being applied"),
            Report(.ignoredEvent, "ignored a focusout event that came while a frame was being applied"),
        ])
    }

    func testABlurTheUserCausesRunsTheHandler() throws {
        let editor = Editor()
        let app = try TestApp { editorView(editor) }
        try app.click("#edit")
        try app.blur("#editor")
        XCTAssertNil(app.dom.focused)
        XCTAssertEqual(editor.log, ["blur"])
        XCTAssertEqual(app.reports, [])
    }

    /// The page listens for a type on its container once any node has listened for it, so the blur of a
    /// focused node without a blur handler of its own is reported too.
    func testTheBlurOfAnyFocusedNodeIsReportedOnceTheAppListensForBlur() throws {
        let editor = Editor()
        editor.editing = true
        let app = try TestApp {
            div {
                editorView(editor)
                if !editor.log.isEmpty { p { "gone" } } else { button { "Remove me" }.id("remove").on(.click) { editor.log.append("click") } }
            }
        }
        try app.focus("#remove")
        try app.click("#remove")
        XCTAssertNil(app.dom.focused)
        XCTAssertEqual(app.reports, [Report(.ignoredEvent, "ignored a blur event that came while a frame was being applied")])
    }

    func testNoReportWhenNothingListensForBlur() throws {
        let shown = Editor()
        shown.editing = true
        let app = try TestApp { div { if shown.editing { input().id("field").on(.keyDown) { shown.editing = false } } } }
        try app.focus("#field")
        try app.press("Enter", at: "#field")
        XCTAssertNil(app.dom.focused)
        XCTAssertEqual(app.reports, [])
    }

    func testRemovingAnAncestorOfTheFocusedFieldDropsTheFocus() throws {
        let editor = Editor()
        editor.editing = true
        let app = try TestApp { div { if editor.editing { section { editorView(editor) } } } }
        try app.focus("#editor")
        editor.editing = false
        try app.flush()
        XCTAssertNil(app.dom.focused)
        XCTAssertEqual(app.reports, [Report(.ignoredEvent, "ignored a blur event that came while a frame was being applied")])
    }

    /// A move keeps the focus, as the page's `moveBefore` does: no node leaves the document.
    func testMovingTheFocusedFieldKeepsTheFocus() throws {
        let order = Editor()
        let app = try TestApp {
            ul {
                for key in order.log.isEmpty ? ["a", "b"] : ["b", "a"] {
                    li { input().id(key).on(.blur) { order.log.append("blur") } }.key(.string(key))
                }
            }
        }
        let field = try app.element("#a")
        try app.focus(field)
        order.log = ["moved"]
        try app.flush()
        XCTAssertEqual(app.html, #"<ul><li><input id="b"></li><li><input id="a"></li></ul>"#)
        XCTAssertTrue(app.dom.focused === field)
        XCTAssertEqual(app.reports, [])
    }
}
