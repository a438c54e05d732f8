import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Editor {
    enum Field { case title, body }
    @Editable var isTitleFocused = false
    @Editable var focus: Field?
    @Editable var shown: Note?
    @Editable var isHelpShown = false
}

private struct Note: Identifiable {
    let id: Int
    let text: Text
}

/// #1 div, #2 the title field, #3 the body field, #4 a button.
private func fieldsView(_ editor: Editor) -> Element {
    div {
        input().id("title").focused(editor.$isTitleFocused)
        input().id("body").focused(editor.$focus, equals: .body)
        button { "Save" }.id("save")
    }
}

final class FocusBindingTests: XCTestCase {
    func testAFieldCreatedUnfocusedGetsNoCall() throws {
        let app = try TestApp { fieldsView(Editor()) }
        XCTAssertFalse(app.lastFrame.contains { if case .callMethod = $0 { true } else { false } })
        XCTAssertNil(app.dom.focused)
    }

    func testTheModelMovesTheFocusAndTheFocusEventWritesNothing() throws {
        let editor = Editor()
        let app = try TestApp { fieldsView(editor) }
        editor.isTitleFocused = true
        try app.flush()
        assertPatches(app.lastFrame, [.callMethod(2, name: "focus")])
        XCTAssertTrue(app.dom.focused === (try app.element("#title")))
        XCTAssertEqual(app.frames.count, 2, "the focus event found the model true: no render")

        editor.isTitleFocused = false
        try app.flush()
        assertPatches(app.lastFrame, [.callMethod(2, name: "blur")])
        XCTAssertNil(app.dom.focused)
        XCTAssertFalse(editor.isTitleFocused)
        XCTAssertEqual(app.frames.count, 3)
    }

    func testTheUsersFocusAndBlurWriteBackAndCallNothing() throws {
        let editor = Editor()
        let app = try TestApp { fieldsView(editor) }
        try app.focus("#title")
        XCTAssertTrue(editor.isTitleFocused)
        XCTAssertEqual(app.frames.count, 1, "the page already shows the focus")
        try app.blur("#title")
        XCTAssertFalse(editor.isTitleFocused)
        XCTAssertEqual(app.frames.count, 1)
        editor.isTitleFocused = true
        try app.flush()
        assertPatches(app.lastFrame, [.callMethod(2, name: "focus")], "a later change of the model moves it again")
    }

    func testFocusingAnotherFieldWritesBothBindings() throws {
        let editor = Editor()
        let app = try TestApp { fieldsView(editor) }
        editor.isTitleFocused = true
        try app.flush()
        try app.focus("#body")
        XCTAssertFalse(editor.isTitleFocused, "the title's blur wrote back")
        XCTAssertEqual(editor.focus, .body)
        XCTAssertTrue(app.dom.focused === (try app.element("#body")))
    }

    func testWhichFieldFollowsTheModel() throws {
        let editor = Editor()
        let app = try TestApp { fieldsView(editor) }
        editor.focus = .body
        try app.flush()
        assertPatches(app.lastFrame, [.callMethod(3, name: "focus")])
        editor.focus = .title
        try app.flush()
        assertPatches(app.lastFrame, [.callMethod(3, name: "blur")], "another case takes the focus from this field")
        XCTAssertNil(app.dom.focused)
        XCTAssertEqual(editor.focus, .title, "the blur the call caused writes nothing: the model moved on")
    }

    func testClickingAButtonBlursTheFocusedField() throws {
        let editor = Editor()
        let app = try TestApp { fieldsView(editor) }
        editor.isTitleFocused = true
        try app.flush()
        try app.click("#save")
        XCTAssertFalse(editor.isTitleFocused)
        XCTAssertTrue(app.dom.focused === (try app.element("#save")))
    }
}

/// #1 div, #2 the open button (#3 its text), #4 the dialog.
private func notesView(_ editor: Editor) -> Element {
    div {
        button { "Open" }.id("open").on(.click) { editor.shown = Note(id: 1, text: "One") }
        dialog(item: editor.$shown) { note in
            p { note.text }
            button { "Close" }.id("close").on(.click) { editor.shown = nil }
        }
    }
}

final class PresentationTests: XCTestCase {
    func testAClosedDialogIsEmptyAndCallsNothing() throws {
        let app = try TestApp { notesView(Editor()) }
        assertHTML(app, "<div><button id=\"open\">Open</button><dialog></dialog></div>")
        XCTAssertFalse(app.lastFrame.contains { if case .callMethod = $0 { true } else { false } })
        XCTAssertTrue(app.lastFrame.contains(.addListener(4, event: .close)))
    }

    func testAValuePresentsTheDialogAndNilClosesIt() throws {
        let editor = Editor()
        let app = try TestApp { notesView(editor) }
        try app.click("#open")
        assertPatches(app.lastFrame, [
            .createElement(5, tag: "p", namespace: .html), .createText(6, "One"), .insert(6, parent: 5, before: nil),
            .insert(5, parent: 4, before: nil),
            .createElement(7, tag: "button", namespace: .html),
            .setAttribute(7, name: "id", value: "close", namespace: nil), .addListener(7, event: .click),
            .createText(8, "Close"), .insert(8, parent: 7, before: nil),
            .insert(7, parent: 4, before: nil),
            .callMethod(4, name: "showModal"),
        ])
        assertHTML(app, "<div><button id=\"open\">Open</button><dialog open=\"\"><p>One</p><button id=\"close\">Close</button></dialog></div>")
        XCTAssertTrue(app.dom.focused === (try app.element("#close")), "the focus moved into the dialog")

        try app.click("#close")
        XCTAssertNil(editor.shown)
        assertPatches(app.lastFrame, [.clear(4), .callMethod(4, name: "close")])
        assertHTML(app, "<div><button id=\"open\">Open</button><dialog></dialog></div>")
        XCTAssertTrue(app.dom.focused === (try app.element("#open")), "the focus went back where it was")
    }

    func testEscapeDismissesAndTheRenderCallsNothing() throws {
        let editor = Editor()
        let app = try TestApp { notesView(editor) }
        try app.click("#open")
        try app.press("Escape", at: "#close")
        XCTAssertNil(editor.shown)
        assertPatches(app.lastFrame, [.clear(4)])
        XCTAssertTrue(app.dom.focused === (try app.element("#open")))
    }

    func testAnotherIdentityPresentsAgainAndTheSameOneDoesNot() throws {
        let editor = Editor()
        let app = try TestApp { notesView(editor) }
        try app.click("#open")
        editor.shown = Note(id: 1, text: "One, edited")
        try app.flush()
        assertPatches(app.lastFrame, [.setText(6, "One, edited")])
        // Another note's content is its own: made anew, nothing of the first one's kept.
        editor.shown = Note(id: 2, text: "Two")
        try app.flush()
        assertPatches(app.lastFrame, [
            .clear(4),
            .createElement(9, tag: "p", namespace: .html), .createText(10, "Two"), .insert(10, parent: 9, before: nil),
            .insert(9, parent: 4, before: nil),
            .createElement(11, tag: "button", namespace: .html),
            .setAttribute(11, name: "id", value: "close", namespace: nil), .addListener(11, event: .click),
            .createText(12, "Close"), .insert(12, parent: 11, before: nil),
            .insert(11, parent: 4, before: nil),
            .callMethod(4, name: "showModal"),
        ])
        XCTAssertTrue(app.dom.focused === (try app.element("#close")))
        try app.click("#close")
        XCTAssertTrue(app.dom.focused === (try app.element("#open")), "the focus returns to where it was first")
    }

    func testADialogFromABoolAndAnAlert() throws {
        let editor = Editor()
        let app = try TestApp {
            div {
                dialog(isPresented: editor.$isHelpShown) { p { "Help" } }.id("help")
                alert("Note", item: editor.$shown) { note in note.text }
            }
        }
        editor.isHelpShown = true
        try app.flush()
        XCTAssertEqual(try app.element("#help").attribute("open"), "")
        try app.press("Escape", at: "#help")
        XCTAssertFalse(editor.isHelpShown)

        editor.shown = Note(id: 3, text: "Three")
        try app.flush()
        assertHTML(app, #"<div><dialog id="help"></dialog><dialog role="alertdialog" aria-label="Note" class="alert" open=""><h2 class="alert-title">Note</h2><p class="alert-message">Three</p><div class="alert-actions"><button type="button" autofocus="" class="alert-action">OK</button></div></dialog></div>"#)
        XCTAssertTrue(app.dom.focused === (try app.element(".alert-action")))
        try app.click(".alert-action")
        XCTAssertNil(editor.shown)
    }
}
