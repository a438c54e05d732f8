import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Editor {
    @Observed var editing = false
    @Observed var log: [String] = []
}

/// A title edited in place, as a to-do app edits an item: Enter closes the field, leaving it is logged.
/// The `<div>` around it logs the `focusout` events that reach it, with whether the field is still there.
private func editorView(_ editor: Editor, app: @escaping () -> TestApp?) -> Element {
    div {
        button { "Edit" }.id("edit").on(.click) { editor.editing = true }
        if editor.editing {
            input().id("editor").call("focus", when: editor.editing)
                .on(.keyDown) { (event: inout DOMEvent) in if event.key == "Enter" { editor.editing = false } }
                .on(.blur) { editor.log.append("blur") }
                .on("focusout") { editor.log.append("field focusout") }
        }
        p { "\(editor.log.count) left" }.id("count")
    }.on("focusout") {
        let field = (try? app()?.find("#editor")) ?? nil
        editor.log.append("div focusout, field \(field == nil ? "gone" : "there")")
    }
}

/// What happens to the `blur` and `focusout` Chromium fires while a frame removes the focused element:
/// the page holds them until the frame's operations are done, then dispatches them to what is left of
/// their paths. The removed field, its id released, gets nothing; its ancestors still get `focusout`.
final class FocusRemovalTests: XCTestCase {
    func testRemovingTheFocusedFieldDispatchesFocusoutToWhatIsLeftAfterTheFrame() throws {
        let editor = Editor()
        var app: TestApp?
        app = try TestApp { editorView(editor) { app } }
        try app!.click("#edit")
        XCTAssertTrue(app!.dom.focused === (try app!.element("#editor")))
        editor.log = []

        try app!.press("Enter", at: "#editor")

        XCTAssertNil(try app!.find("#editor"))
        XCTAssertNil(app!.dom.focused)
        XCTAssertEqual(editor.log, ["div focusout, field gone"])
        XCTAssertEqual(try app!.element("#count").textContent, "1 left")
        XCTAssertEqual(app!.reports, [])
    }

    func testABlurTheUserCausesRunsTheHandlers() throws {
        let editor = Editor()
        var app: TestApp?
        app = try TestApp { editorView(editor) { app } }
        try app!.click("#edit")
        editor.log = []
        try app!.blur("#editor")
        XCTAssertNil(app!.dom.focused)
        XCTAssertEqual(editor.log, ["blur", "field focusout", "div focusout, field there"])
        XCTAssertEqual(app!.reports, [])
    }

    /// A click on a button focuses it first; a frame that removes it then takes the focus with it.
    func testAClickedButtonThatRemovesItselfLeavesNothingFocused() throws {
        let shown = Editor()
        shown.editing = true
        let app = try TestApp {
            div {
                if shown.editing { button { "Remove me" }.id("remove").on(.click) { shown.editing = false }.on(.blur) { shown.log.append("blur") } }
            }.on("focusout") { shown.log.append("focusout") }
        }
        try app.click("#remove")
        XCTAssertEqual(app.html, "<div></div>")
        XCTAssertNil(app.dom.focused)
        XCTAssertEqual(shown.log, ["focusout"])
        XCTAssertEqual(app.reports, [])
    }

    func testRemovingAnAncestorOfTheFocusedFieldDropsTheFocus() throws {
        let editor = Editor()
        editor.editing = true
        var app: TestApp?
        app = try TestApp { div { if editor.editing { section { editorView(editor) { app } } } } }
        try app!.focus("#editor")
        editor.log = []
        editor.editing = false
        try app!.flush()
        XCTAssertEqual(app!.html, "<div></div>")
        XCTAssertNil(app!.dom.focused)
        XCTAssertEqual(editor.log, [])
        XCTAssertEqual(app!.reports, [])
    }

    /// A move keeps the focus, as the page's `moveBefore` does: no node leaves the document.
    func testMovingTheFocusedFieldKeepsTheFocus() throws {
        let order = Editor()
        let app = try TestApp {
            ul {
                for key in order.log.isEmpty ? ["a", "b"] : ["b", "a"] {
                    li { input().id(Text(key)).on(.blur) { order.log.append("blur") } }.key(.string(key))
                }
            }
        }
        let field = try app.element("#a")
        try app.focus(field)
        order.log = ["moved"]
        try app.flush()
        XCTAssertEqual(app.html, #"<ul><li><input id="b"></li><li><input id="a"></li></ul>"#)
        XCTAssertTrue(app.dom.focused === field)
        XCTAssertEqual(order.log, ["moved"])
        XCTAssertEqual(app.reports, [])
    }
}
