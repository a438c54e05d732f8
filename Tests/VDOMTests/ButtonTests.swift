import Observing
import VDOM
import VDOMTesting
import XCTest

final class ButtonTests: XCTestCase {
    /// `button("Save") { … }` is a `type="button"` button with its title and action: inside a form, a click
    /// runs the action and submits nothing.
    func testATitledButtonRunsItsActionAndSubmitsNothing() throws {
        var saved = 0
        let app = try TestApp {
            form {
                input().name("title")
                button("Save") { saved += 1 }
            }
        }
        assertPatches(app.lastFrame, [
            .createElement(1, tag: "form", namespace: .html),
            .createElement(2, tag: "input", namespace: .html), .setAttribute(2, name: "name", value: "title", namespace: nil),
            .insert(2, parent: 1, before: nil),
            .createElement(3, tag: "button", namespace: .html), .setAttribute(3, name: "type", value: "button", namespace: nil),
            .addListener(3, event: .click), .createText(4, "Save"), .insert(4, parent: 3, before: nil),
            .insert(3, parent: 1, before: nil),
            .insert(1, parent: .container, before: nil),
        ])
        try app.click("button")
        XCTAssertEqual(saved, 1)
        XCTAssertEqual(app.dom.navigations, [])
    }
}
