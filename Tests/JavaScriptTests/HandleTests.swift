import JavaScript
import VDOMTesting
import XCTest

/// Elements and objects crossing to the page's JavaScript, played by the doubles: what the page's
/// function receives, what Swift reaches through a handle, and when the page lets an object go.
final class HandleTests: XCTestCase {
    override func setUp() {
        JSDoubles.reset()
    }

    func testAnElementCrossesAsItselfAfterWhatWasWrittenReachedThePage() throws {
        let app = try TestApp { _ in }
        var received: TestNode?
        JSDoubles.define("measure") { arguments throws(JSError) in
            guard case let .element(element)? = arguments.first else { throw JSError(name: "TypeError", message: "no element") }
            received = app.node(for: element)
            return .number(Double(received?.children.count ?? -1))
        }
        let list = app.document.createElement("ul")
        list.append(app.document.createElement("li"))
        app.document.container.append(list)
        let frames = app.frames.count
        XCTAssertEqual(try JSFunction("measure")(.element(list)), 1, "the writes were sent before the call")
        XCTAssertEqual(app.frames.count, frames + 1)
        XCTAssertEqual(received?.tag, "ul")
    }

    func testARemovedElementCrossesAsNull() throws {
        let app = try TestApp { _ in }
        JSDoubles.define("echo") { arguments in arguments.first ?? "none" }
        let item = app.document.createElement("li")
        app.document.container.append(item)
        item.remove()
        XCTAssertEqual(try JSFunction("echo")(.element(item)), .null)
    }

    /// A handle reaches the object's methods and properties, and the page holds the object for as long as
    /// Swift holds the handle.
    func testAnObjectIsReachedThroughItsHandleAndReleasedWithIt() throws {
        let app = try TestApp { _ in }
        let context = JSObjectDouble(properties: ["lineWidth": 1])
        context.define("measureText") { arguments in .number(Double(arguments.first?.text?.description.count ?? 0) * 7) }
        JSDoubles.defineElementMethod("getContext") { element, arguments in
            XCTAssertEqual(element.tag, "canvas")
            XCTAssertEqual(arguments, ["2d"])
            return JSDoubles.object(context)
        }
        let canvas = app.document.createElement("canvas")
        app.document.container.append(canvas)
        var handle: JSObject? = try canvas.call("getContext", "2d").object
        XCTAssertEqual(JSDoubles.heldObjectCount, 1)
        try handle?.set("strokeStyle", to: "#2563eb")
        XCTAssertEqual(try handle?.get("lineWidth"), 1)
        XCTAssertEqual(try handle?.call("measureText", "abc"), 21)
        try handle?.call("stroke")
        XCTAssertEqual(context.calls.map(\.method), ["measureText", "stroke"])
        XCTAssertEqual(context.properties["strokeStyle"], "#2563eb")
        handle = nil
        XCTAssertEqual(JSDoubles.heldObjectCount, 0, "the page let the object go with the handle")
    }

    func testAnElementsPropertyIsReadAsTheDoublesPlayIt() throws {
        let app = try TestApp { _ in }
        JSDoubles.defineElementProperty("offsetWidth") { element in .number(element.tag == "canvas" ? 356 : 0) }
        let canvas = app.document.createElement("canvas")
        XCTAssertEqual(try canvas.get("offsetWidth"), 356)
        XCTAssertThrowsError(try canvas.get("offsetHeight")) { error in
            XCTAssertEqual(error as? JSError, JSError(name: "TypeError", message: "no JSDoubles element property named \"offsetHeight\" (JSDoubles.defineElementProperty)"))
        }
    }

    func testMembersThatDoNotExistFailWithTheirReason() throws {
        let app = try TestApp { _ in }
        let canvas = app.document.createElement("canvas")
        XCTAssertThrowsError(try canvas.call("getContext", "2d")) { error in
            XCTAssertEqual(error as? JSError, JSError(name: "TypeError", message: "no JSDoubles element method named \"getContext\" (JSDoubles.defineElementMethod)"))
        }
    }
}
