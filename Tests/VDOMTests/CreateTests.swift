import XCTest
@testable import VDOM

final class CreateTests: XCTestCase {
    func testElementWithTextAttributesStylesClassAndListener() throws {
        let frames = Frames()
        let lines = try frames.render {
            div {
                "Hello"
                span { "world" }.class("name")
            }
            .id("greeting")
            .class("card wide")
            .style("color", "red")
            .style("--gap", "4px", important: true)
            .on(.click) {}
        }
        XCTAssertEqual(lines, [
            "createElement #1 <div>",
            "setAttribute #1 id=\"greeting\"",
            "setStyle #1 color: red",
            "setStyle #1 --gap: 4px !important",
            "setClass #1 \"card wide\"",
            "addListener #1 click",
            "createText #2 \"Hello\"",
            "insert #2 into #1 at end",
            "createElement #3 <span>",
            "setClass #3 \"name\"",
            "createText #4 \"world\"",
            "insert #4 into #3 at end",
            "insert #3 into #1 at end",
            "insert #1 into #0 at end",
        ])
    }

    func testPropertiesAreWrittenAfterTheChildren() throws {
        let frames = Frames()
        let lines = try frames.render {
            select {
                option { "x" }.attribute("value", "x")
                option { "z" }.attribute("value", "z")
            }
            .value("z")
        }
        XCTAssertEqual(lines, [
            "createElement #1 <select>",
            "createElement #2 <option>",
            "setAttribute #2 value=\"x\"",
            "createText #3 \"x\"",
            "insert #3 into #2 at end",
            "insert #2 into #1 at end",
            "createElement #4 <option>",
            "setAttribute #4 value=\"z\"",
            "createText #5 \"z\"",
            "insert #5 into #4 at end",
            "insert #4 into #1 at end",
            "setProperty #1 value=\"z\"",
            "insert #1 into #0 at end",
        ])
    }

    func testCommentsHolesAndBooleanAttributes() throws {
        let frames = Frames()
        let show = false
        let lines = try frames.render {
            p {
                comment("note")
                if show { "hidden" }
                input().attribute("required", present: true).attribute("readonly", present: false)
            }
        }
        XCTAssertEqual(lines, [
            "createElement #1 <p>",
            "createComment #2 \"note\"",
            "insert #2 into #1 at end",
            "createElement #3 <input>",
            "setAttribute #3 required=\"\"",
            "insert #3 into #1 at end",
            "insert #1 into #0 at end",
        ])
    }

    func testSVGNamespaceForeignObjectAndNamespacedAttributes() throws {
        let frames = Frames()
        let lines = try frames.render {
            SVG.svg {
                SVG.use().attribute("xlink:href", "#icon").attribute("xml:lang", "en")
                SVG.foreignObject { div { "html again" } }
            }
            .attribute("viewBox", "0 0 4 4")
            .class("icon")
        }
        XCTAssertEqual(lines, [
            "createElement #1 <svg> in http://www.w3.org/2000/svg",
            "setAttribute #1 viewBox=\"0 0 4 4\"",
            "setClass #1 \"icon\"",
            "createElement #2 <use> in http://www.w3.org/2000/svg",
            "setAttribute #2 xlink:href=\"#icon\" in http://www.w3.org/1999/xlink",
            "setAttribute #2 xml:lang=\"en\" in http://www.w3.org/XML/1998/namespace",
            "insert #2 into #1 at end",
            "createElement #3 <foreignObject> in http://www.w3.org/2000/svg",
            "createElement #4 <div>",
            "createText #5 \"html again\"",
            "insert #5 into #4 at end",
            "insert #4 into #3 at end",
            "insert #3 into #1 at end",
            "insert #1 into #0 at end",
        ])
    }

    func testMathMLAndExplicitNamespace() throws {
        let frames = Frames()
        let lines = try frames.render {
            div {
                element("math") { element("mi") { "x" } }
                element("shape").namespace(.other(uri: "urn:example"))
            }
        }
        XCTAssertEqual(lines.filter { $0.hasPrefix("createElement") }, [
            "createElement #1 <div>",
            "createElement #2 <math> in http://www.w3.org/1998/Math/MathML",
            "createElement #3 <mi> in http://www.w3.org/1998/Math/MathML",
            "createElement #5 <shape> in urn:example",
        ])
    }

    func testRawHTMLIsOptIn() throws {
        let frames = Frames()
        let lines = try frames.render {
            div {
                div().html("<em>raw</em>")
                div { "<em>text</em>" }
            }
        }
        XCTAssertEqual(lines, [
            "createElement #1 <div>",
            "createElement #2 <div>",
            "setInnerHTML #2 \"<em>raw</em>\"",
            "insert #2 into #1 at end",
            "createElement #3 <div>",
            "createText #4 \"<em>text</em>\"",
            "insert #4 into #3 at end",
            "insert #3 into #1 at end",
            "insert #1 into #0 at end",
        ])
    }

    func testMethodCallsComeAfterProperties() throws {
        let frames = Frames()
        let lines = try frames.render {
            input().value("a").call("focus", when: true).call("select", when: false)
        }
        XCTAssertEqual(lines, [
            "createElement #1 <input>",
            "setProperty #1 value=\"a\"",
            "callMethod #1 focus()",
            "insert #1 into #0 at end",
        ])
    }

    func testCustomElementsAndCustomEvents() throws {
        let frames = Frames()
        let lines = try frames.render {
            element("x-card") { "hi" }.on("card-open") {}
        }
        XCTAssertEqual(Array(lines.prefix(2)), ["createElement #1 <x-card>", "addListener #1 card-open"])
    }
}
