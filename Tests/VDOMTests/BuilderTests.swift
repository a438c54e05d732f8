import XCTest
@testable import VDOM

private enum Filter { case all, active, done }

/// The result builder accepts the Swift statements a view is written with.
final class BuilderTests: XCTestCase {
    private func shape(_ nodes: [Node]) -> [String] {
        nodes.map { node in
            switch node.storage {
            case let .element(element): return "<\(element.tag)>"
            case let .text(text): return "'\(text)'"
            case let .comment(text): return "<!--\(text)-->"
            case .hole: return "hole"
            case .component: return "component"
            case .template: return "template"
            case .textHole: return "text hole"
            }
        }
    }

    func testIfIfLetIfElseSwitchForOptionalsAndArrays() {
        let name: String? = "Ada"
        let missing: String? = nil
        let filter = Filter.active
        let extra: Element? = nil
        let pair = [Node.text("x"), Node.text("y")]
        let nodes = div { "unused" }.children + div {
            "start"
            if true { span() }
            if false { span() }
            if let name { strong { name } }
            if let missing { strong { missing } }
            if filter == .all { code() } else { em() }
            switch filter {
            case .all: p()
            case .active: h1()
            case .done: h2()
            }
            for index in 0..<2 { li { "\(index)" } }
            extra
            pair
            comment("end")
        }.children
        XCTAssertEqual(shape(nodes), [
            "'unused'", "'start'", "<span>", "hole", "<strong>", "hole", "<em>", "<h1>", "<li>", "<li>", "hole", "'x'", "'y'",
            "<!--end-->",
        ])
    }

    func testModifiersReplaceEarlierValuesOfTheSameName() {
        let element = input()
            .attribute("type", "text").attribute("type", "email")
            .style("color", "red").style("color", "blue")
            .value("a").value("b")
            .attribute("title", "t").attribute("title", nil)
            .class("a b").class("c", when: true).class("d", when: false).class("")
        XCTAssertEqual(element.attributes.map { "\($0.name)=\($0.value)" }, ["type=email"])
        XCTAssertEqual(element.styles.map { "\($0.name):\($0.value)" }, ["color:blue"])
        XCTAssertEqual(element.properties.map { "\($0.name)=\($0.value)" }, ["value=\"b\""])
        XCTAssertEqual(element.className, "a b c")
    }
}
