import Observing
import Programs
import VDOM
import VDOMTesting
import XCTest

private enum Size: Equatable { case small, large }

private struct Order: Equatable {
    var size = Size.small
    var extras: [Size] = []
    var strength = 0.5
}

private enum OrderMessage: Equatable {
    case setSize(Size), setExtras([Size]), setStrength(Double)
}

private func update(_ order: inout Order, _ message: OrderMessage) -> Command<OrderMessage> {
    switch message {
    case let .setSize(size): order.size = size
    case let .setExtras(extras): order.extras = extras
    case let .setStrength(strength): order.strength = min(1, max(0, strength))
    }
    return .none
}

/// The program style binds the choosing controls through `program.binding`, as the observable style
/// binds them through a model's properties: a radio group, a select, a select multiple, a range.
final class ProgramControlsTests: XCTestCase {
    func testChoosingControlsSendMessages() throws {
        let program = Program(Order(), update: update, effects: .answeredByTests)
        let size = program.binding({ $0.size }, send: OrderMessage.setSize)
        let app = try TestApp {
            form {
                for choice in [Size.small, .large] {
                    input().type("radio").name("size").checked(size, equals: choice)
                }
                select(selection: size, options: [.small, .large]) { $0 == .small ? "Small" : "Large" }.class("size")
                select(selection: program.binding({ $0.extras }, send: OrderMessage.setExtras), options: [.small, .large]) {
                    $0 == .small ? "Small" : "Large"
                }
                .class("extras")
                input().type("range").attribute("max", "1").attribute("step", "0.1")
                    .value(program.binding({ $0.strength }, send: OrderMessage.setStrength))
            }
        }
        try app.check(app.findAll("input[type=radio]")[1])
        XCTAssertEqual(program.model.size, .large)
        XCTAssertEqual(try app.element(".size").property("selectedIndex"), .number(1), "the select follows")
        try app.choose("0", in: ".size")
        XCTAssertEqual(try app.findAll("input[type=radio]").map(\.checked), [true, false], "the radios follow")
        try app.choose(["0", "1"], in: ".extras")
        XCTAssertEqual(program.model.extras, [.small, .large])
        try app.input("0.8", into: "input[type=range]")
        XCTAssertEqual(program.model.strength, 0.8)
    }
}
