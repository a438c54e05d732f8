import Observing
@testable import VDOM
import VDOMTesting
import XCTest

private enum Accent: EnvironmentKey { static let defaultValue: Text = "plain" }
private enum Compact: EnvironmentKey { static let defaultValue = false }

private final class Settings {
    @Observed var accent: Text = "blue"
    @Observed var heading: Text = "Articles"
    @Observed var items = ["a", "b"]
}

final class EnvironmentTests: XCTestCase {
    /// A value set on a component reaches bodies below it, however deep; where nothing sets it, the
    /// default. A change renders again the bodies that read it, and no other.
    func testAValueReachesTheBodiesBelowAndOnlyTheyRenderAgain() throws {
        let settings = Settings()
        var bodies: [String] = []
        let app = try TestApp {
            div {
                h1 { settings.heading }
                component {
                    section {
                        component("reader") { name in
                            bodies.append(name)
                            return [Node(p { environment(Accent.self) }.id("reader"))]
                        }
                        component("other") { name in
                            bodies.append(name)
                            return [Node(p { "no accent" })]
                        }
                    }
                }
                .environment(Accent.self, settings.accent)
                component { p { environment(Accent.self) }.id("outside") }
            }
        }
        XCTAssertEqual(try app.element("#reader").textContent, "blue")
        XCTAssertEqual(try app.element("#outside").textContent, "plain")
        bodies = []
        settings.accent = "red"
        try app.flush()
        XCTAssertEqual(app.lastFrame.map(\.description), [#"setText #6 "red""#])
        XCTAssertEqual(bodies, ["reader"], "the components with unchanged inputs are skipped; the reader is not")
        bodies = []
        settings.heading = "News"
        try app.flush()
        XCTAssertEqual(app.lastFrame.map(\.description), [#"setText #3 "News""#])
        XCTAssertEqual(bodies, [], "the setter rendered again with an equal value: no reader renders")
    }

    /// The nearest setting wins; a component that renders alone reads the values of where it was made.
    func testTheNearestSettingWinsAndAComponentAloneKeepsItsScope() throws {
        let settings = Settings()
        let app = try TestApp {
            component {
                div {
                    component {
                        ul {
                            for item in settings.items {
                                component { li { "\(item) \(environment(Accent.self)) \(environment(Compact.self))" } }
                            }
                        }
                    }
                    .environment(Accent.self, "inner")
                    p { environment(Accent.self) }.id("between")
                }
            }
            .environment(Accent.self, "outer")
            .environment(Compact.self, true)
        }
        XCTAssertEqual(try app.findAll("li").map(\.textContent), ["a inner true", "b inner true"])
        XCTAssertEqual(try app.element("#between").textContent, "outer")
        settings.items = ["a", "b", "c"]
        try app.flush()
        XCTAssertEqual(try app.findAll("li").map(\.textContent), ["a inner true", "b inner true", "c inner true"])
    }
}
