import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Amount {
    @Observed var text = "1"
    var log: [String] = []
}

/// A field whose model takes digits only; a lone "-" is text still being typed, kept as the user left it.
private func amountView(_ amount: Amount) -> Element {
    input().value(Text(amount.text))
        .on(.input) { (event: inout DOMEvent) in
            let value = String(event.value ?? "")
            if value == "-" { event.keepValue() } else if value.allSatisfy(\.isNumber) { amount.text = value }
        }
        .on(.keyDown) { (event: inout DOMEvent) in amount.log.append("key \(event.key ?? "")") }
}

/// A value a handler kept (`DOMEvent.keepValue()`, dispatch bit 8) is not put back after the event, and
/// becomes the rendered one: a later event does not put the old one back either.
final class KeptValueTests: XCTestCase {
    func testAKeptValueStaysThroughLaterEvents() throws {
        let amount = Amount()
        let app = try TestApp { amountView(amount) }
        try app.input("-", into: "input")
        XCTAssertEqual(try app.element("input").value, "-")
        try app.press("ArrowLeft", at: "input")
        XCTAssertEqual(try app.element("input").value, "-")
        XCTAssertEqual(amount.text, "1")
        XCTAssertEqual(amount.log, ["key ArrowLeft"])
    }

    func testAValueNotKeptIsPutBack() throws {
        let amount = Amount()
        let app = try TestApp { amountView(amount) }
        try app.input("-", into: "input")
        try app.input("-x", into: "input")
        XCTAssertEqual(try app.element("input").value, "-")
        try app.input("12", into: "input")
        XCTAssertEqual(try app.element("input").value, "12")
        XCTAssertEqual(app.lastFrame, [.setProperty(1, name: "value", value: .string("12"))])
    }
}
