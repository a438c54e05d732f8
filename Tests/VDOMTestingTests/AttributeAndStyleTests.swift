import VDOM
import VDOMTesting
import XCTest

final class AttributeAndStyleTests: XCTestCase {
    private let xlink = "http://www.w3.org/1999/xlink"

    func testAttributesKeepTheirOrderAndChangeInPlace() throws {
        let dom = TestDOM()
        let a = try mount("a", in: dom, [.setAttribute(1, name: "href", value: "/", namespace: nil),
                                         .setAttribute(1, name: "title", value: "t", namespace: nil)])
        try dom.apply([.setAttribute(1, name: "href", value: "/x", namespace: nil)])
        XCTAssertEqual(a.attributes, [TestAttribute(namespace: nil, name: "href", value: "/x"),
                                      TestAttribute(namespace: nil, name: "title", value: "t")])
    }

    func testHTMLAttributeNamesAreLowerCasedAndSVGNamesAreNot() throws {
        let dom = TestDOM()
        let div = try mount("div", in: dom, [.setAttribute(1, name: "viewBox", value: "x", namespace: nil)])
        XCTAssertEqual(div.attributes.map { $0.name }, ["viewbox"])
        XCTAssertEqual(div.attribute("VIEWBOX"), "x")
        try dom.apply([.createElement(2, tag: "svg", namespace: .svg), .setAttribute(2, name: "viewBox", value: "y", namespace: nil),
                       .insert(2, parent: .container, before: nil)])
        XCTAssertEqual(dom.node(2)!.attributes.map { $0.name }, ["viewBox"])
        XCTAssertNil(dom.node(2)!.attribute("viewbox"))
    }

    func testNamespacedAttributesAreMatchedByNamespaceAndLocalName() throws {
        let dom = TestDOM()
        let use = try mount("use", in: dom, [.setAttribute(1, name: "xlink:href", value: "#a", namespace: xlink),
                                             .setAttribute(1, name: "href", value: "#plain", namespace: nil)])
        XCTAssertEqual(use.attribute("href", namespace: xlink), "#a")
        XCTAssertEqual(use.attribute("xlink:href"), "#a")
        XCTAssertEqual(use.attribute("href"), "#plain")
        try dom.apply([.setAttribute(1, name: "xlink:href", value: "#b", namespace: xlink)])
        XCTAssertEqual(use.attributes, [TestAttribute(namespace: xlink, name: "xlink:href", value: "#b"),
                                        TestAttribute(namespace: nil, name: "href", value: "#plain")])
        XCTAssertEqual(use.attributes[0].localName, "href")
        try dom.apply([.removeAttribute(1, name: "xlink:href", namespace: xlink)])
        XCTAssertEqual(use.attributes.map { $0.name }, ["href"])
    }

    func testSetClassWithAnEmptyValueRemovesTheAttribute() throws {
        let dom = TestDOM()
        let div = try mount("div", in: dom, [.setClass(1, "a  b")])
        XCTAssertEqual(div.classList, ["a", "b"])
        try dom.apply([.setClass(1, "")])
        XCTAssertFalse(div.hasAttribute("class"))
        XCTAssertEqual(dom.html, "<div></div>")
    }

    func testStylesKeepOrderAndPriority() throws {
        let dom = TestDOM()
        let div = try mount("div", in: dom, [.setStyle(1, name: "color", value: "red", important: false),
                                             .setStyle(1, name: "--gap", value: "2px", important: true)])
        try dom.apply([.setStyle(1, name: "color", value: "blue", important: true)])
        XCTAssertEqual(div.styles, [TestStyle(name: "color", value: "blue", priority: "important"),
                                    TestStyle(name: "--gap", value: "2px", priority: "important")])
        XCTAssertEqual(div.cssText, "color: blue !important; --gap: 2px !important;")
        try dom.apply([.removeStyle(1, name: "color")])
        XCTAssertNil(div.style("color"))
        XCTAssertEqual(div.stylePriority("--gap"), "important")
    }

    func testTheStyleAttributeAndDeclarationsAreOne() throws {
        let dom = TestDOM()
        let div = try mount("div", in: dom, [.setAttribute(1, name: "title", value: "t", namespace: nil),
                                             .setAttribute(1, name: "style", value: "color: red; margin : 0 ! IMPORTANT;;bad", namespace: nil),
                                             .setAttribute(1, name: "id", value: "i", namespace: nil)])
        XCTAssertEqual(div.styles, [TestStyle(name: "color", value: "red", priority: ""), TestStyle(name: "margin", value: "0", priority: "important")])
        XCTAssertEqual(dom.html, #"<div title="t" style="color: red; margin: 0 !important;" id="i"></div>"#)
        try dom.apply([.removeStyle(1, name: "color"), .removeStyle(1, name: "margin")])
        XCTAssertEqual(dom.html, #"<div title="t" id="i"></div>"#, "no declarations, no style attribute")
        try dom.apply([.setStyle(1, name: "top", value: "0", important: false)])
        XCTAssertEqual(dom.html, #"<div title="t" style="top: 0;" id="i"></div>"#, "the style attribute keeps its place")
        try dom.apply([.removeAttribute(1, name: "style", namespace: nil)])
        XCTAssertEqual(div.styles, [])
    }

    func testRemovingAMissingAttributeOrStyleChangesNothing() throws {
        let dom = TestDOM()
        let div = try mount("div", in: dom)
        XCTAssertEqual(try dom.apply([.removeAttribute(1, name: "x", namespace: nil), .removeStyle(1, name: "color")]),
                       ["remove_attr": 1, "remove_style": 1])
        XCTAssertEqual(div.outerHTML, "<div></div>")
    }
}
