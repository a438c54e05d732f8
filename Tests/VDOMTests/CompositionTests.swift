import Observing
@testable import VDOM
import VDOMTesting
import XCTest

private final class Note {
    @Observed private(set) var text: Text = "日本"
    @Observed var ticks = 0
    private(set) var writes: [Text] = []

    func setText(_ value: Text) {
        writes.append(value)
        text = value
    }
}

/// An input method's text (Japanese, Chinese, Korean input) is the user's until they commit it: the model
/// hears it once, and nothing the app renders meanwhile touches the field.
final class CompositionTests: XCTestCase {
    func testAComposedTextReachesTheModelOnceWhenCommitted() throws {
        let note = Note()
        let app = try TestApp {
            div {
                input().value(Binding(get: { note.text }, set: note.setText))
                output { "\(note.ticks)" }
            }
        }
        try app.compose("に", in: "input")
        try app.compose("にほ", in: "input")
        XCTAssertEqual(note.writes, [], "nothing while composing")
        XCTAssertEqual(try app.element("input").shownText, "日本にほ")
        // A timer renders in the middle of the composition: the field is written with what it shows.
        note.ticks += 1
        try app.flush()
        XCTAssertEqual(app.lastFrame.map(\.description), [#"setText #4 "1""#, #"setProperty #2 value="日本にほ""#])
        XCTAssertEqual(try app.element("input").shownText, "日本にほ")
        try app.compose("日本語", in: "input")
        try app.commitComposition(in: "input")
        XCTAssertEqual(note.writes, ["日本日本語"], "once, the committed text")
        XCTAssertEqual(try app.element("input").shownText, "日本日本語")
    }
}
