import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Note {
    @Observed var text = "hello world"
}

/// Fields of each kind showing `note.text`; the model writes what is typed in capitals.
private func noteView(_ note: Note) -> Element {
    div {
        for type in ["text", "search", "url", "tel", "password", "number", "email"] {
            input().attribute("type", Text(type)).id(Text(type)).value(Text(note.text))
                .on(.input) { (event: inout DOMEvent) in note.text = String(event.value ?? "").uppercased() }
        }
        textarea().id("area").value(Text(note.text)).on(.input) { (event: inout DOMEvent) in note.text = String(event.value ?? "").uppercased() }
    }
}

/// The caret of fields that have one: typing leaves it at the end; a value written to the focused field
/// keeps it as far from the end as it was, as the page keeps it; elsewhere a write puts it at the end.
final class CaretTests: XCTestCase {
    func testAWriteToTheFocusedFieldKeepsTheCaretsDistanceFromTheEnd() throws {
        for id in ["text", "search", "url", "tel", "password", "area"] {
            let note = Note()
            let app = try TestApp { noteView(note) }
            let field = try app.element("#\(id)")
            try app.focus(field)
            try app.dom.setSelectionRange(5, 5, in: field)
            note.text = "HELLO, world"
            try app.flush()
            XCTAssertEqual([field.selectionStart, field.selectionEnd], [6, 6], id)
            try app.dom.setSelectionRange(2, 2, in: field)
            note.text = "ab"
            try app.flush()
            XCTAssertEqual([field.selectionStart, field.selectionEnd], [0, 0], id)
        }
    }

    func testTypingLeavesTheCaretAtTheEndOfWhatTheModelMadeOfIt() throws {
        let note = Note()
        let app = try TestApp { noteView(note) }
        let field = try app.element("#text")
        try app.click(field)
        try app.type("ab", into: field, replacing: true)
        XCTAssertEqual(field.value, "AB")
        XCTAssertEqual([field.selectionStart, field.selectionEnd], [2, 2])
    }

    func testAFieldNotFocusedGetsTheCaretAtTheEnd() throws {
        let note = Note()
        let app = try TestApp { noteView(note) }
        let field = try app.element("#text"), other = try app.element("#area")
        try app.focus(other)
        try app.dom.setSelectionRange(1, 3, in: field)
        XCTAssertEqual([field.selectionStart, field.selectionEnd], [1, 3])
        note.text = "new"
        try app.flush()
        XCTAssertEqual([field.selectionStart, field.selectionEnd], [3, 3])
    }

    func testNumberAndEmailFieldsHaveNoSelection() throws {
        let note = Note()
        let app = try TestApp { noteView(note) }
        for id in ["number", "email"] {
            let field = try app.element("#\(id)")
            XCTAssertNil(field.selectionStart, id)
            XCTAssertNil(field.selectionEnd, id)
            XCTAssertThrowsError(try app.dom.setSelectionRange(0, 0, in: field), id)
        }
    }
}
