import VDOM
import VDOMTesting
import XCTest

final class SerializationTests: XCTestCase {
    func testTextAndAttributesAreEscaped() throws {
        let dom = TestDOM()
        _ = try mount("p", in: dom, [.setAttribute(1, name: "title", value: "a \"b\" & <c>\u{A0}", namespace: nil),
                                     .createText(2, "1 < 2 & \"q\" >\u{A0}"), .insert(2, parent: 1, before: nil)])
        XCTAssertEqual(dom.html, "<p title=\"a &quot;b&quot; &amp; &lt;c&gt;&nbsp;\">1 &lt; 2 &amp; \"q\" &gt;&nbsp;</p>")
    }

    func testVoidElementsHaveNoEndTag() throws {
        let dom = TestDOM()
        _ = try mount("div", in: dom, [.createElement(2, tag: "br", namespace: .html), .insert(2, parent: 1, before: nil),
                                       .createElement(3, tag: "input", namespace: .html), .insert(3, parent: 1, before: nil),
                                       .createElement(4, tag: "svg", namespace: .svg), .createElement(5, tag: "path", namespace: .svg),
                                       .insert(5, parent: 4, before: nil), .insert(4, parent: 1, before: nil)])
        XCTAssertEqual(dom.html, "<div><br><input><svg><path></path></svg></div>")
    }

    func testTextInRawTextElementsIsNotEscaped() throws {
        let dom = TestDOM()
        _ = try mount("style", in: dom, [.createText(2, "a > b { }"), .insert(2, parent: 1, before: nil)])
        XCTAssertEqual(dom.html, "<style>a > b { }</style>")
    }

    func testCommentsAndRawHTMLAreVerbatim() throws {
        let dom = TestDOM()
        _ = try mount("div", in: dom, [.createComment(2, " a & b "), .insert(2, parent: 1, before: nil)])
        _ = try mount("div", id: 3, in: dom, [.setInnerHTML(3, "<b>unclosed & raw")])
        XCTAssertEqual(dom.html, "<div><!-- a & b --></div><div><b>unclosed & raw</div>")
        XCTAssertEqual(dom.node(3)!.innerHTML, "<b>unclosed & raw")
        XCTAssertEqual(dom.node(3)!.property("innerHTML"), .string("<b>unclosed & raw"))
    }

    func testPropertiesAreNotInTheHTML() throws {
        let dom = TestDOM()
        _ = try mount("input", in: dom, [.setProperty(1, name: "value", value: .string("typed"))])
        XCTAssertEqual(dom.html, "<input>")
    }

    func testSnapshotFormat() throws {
        let dom = TestDOM()
        try dom.apply([
            .createElement(1, tag: "svg", namespace: .svg), .setClass(1, "c"),
            .setAttribute(1, name: "xlink:href", value: "#x", namespace: "http://www.w3.org/1999/xlink"),
            .setStyle(1, name: "fill", value: "red", important: true), .addListener(1, event: .click),
            .createText(2, "line\n\"two\"\t\u{1}"), .insert(2, parent: 1, before: nil), .createComment(3, "c"),
            .insert(3, parent: 1, before: nil), .insert(1, parent: .container, before: nil),
            .createElement(4, tag: "div", namespace: .html), .setInnerHTML(4, "<i>r</i>"), .insert(4, parent: .container, before: nil),
        ])
        XCTAssertEqual(dom.snapshotJSON(), ##"[{"id":1,"tag":"svg","ns":"http://www.w3.org/2000/svg","attrs":[[null,"class","c"],["http://www.w3.org/1999/xlink","xlink:href","#x"]],"props":{},"style":[["fill","red","important"]],"listeners":["click"],"children":[{"id":2,"text":"line\n\"two\"\t\u0001"},{"id":3,"comment":"c"}]},{"id":4,"tag":"div","ns":"http://www.w3.org/1999/xhtml","attrs":[],"props":{},"style":[],"listeners":[],"html":"<i>r</i>"}]"##)
        XCTAssertEqual(dom.node(2)!.snapshotJSON(), #"{"id":2,"text":"line\n\"two\"\t\u0001"}"#)
    }

    /// `createElement` lower-cases tags in an HTML document; SVG keeps them as written.
    func testHTMLTagsAreLowerCasedAsTheDOMReportsThem() throws {
        let dom = TestDOM()
        try dom.apply([
            .createElement(1, tag: "foreignObject", namespace: .html), .insert(1, parent: .container, before: nil),
            .createElement(2, tag: "foreignObject", namespace: .svg), .insert(2, parent: .container, before: nil),
        ])
        XCTAssertEqual(dom.html, "<foreignobject></foreignobject><foreignObject></foreignObject>")
        XCTAssertEqual(dom.snapshotJSON(), #"[{"id":1,"tag":"foreignobject","ns":"http://www.w3.org/1999/xhtml","attrs":[],"props":{},"style":[],"listeners":[],"children":[]},{"id":2,"tag":"foreignObject","ns":"http://www.w3.org/2000/svg","attrs":[],"props":{},"style":[],"listeners":[],"children":[]}]"#)
    }

    func testAnEmptyDOMSnapshotsAsAnEmptyList() {
        XCTAssertEqual(TestDOM().snapshotJSON(), "[]")
        XCTAssertEqual(TestDOM().html, "")
    }
}
