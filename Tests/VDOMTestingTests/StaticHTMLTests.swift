import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Form {
    @Editable var name: Text = "Ada & <Bob>"
    @Editable var agrees = true
    @Editable var note: Text = "a \"quoted\" line"
}

private struct Caption: ElementRepresentable {
    var text: Text

    func make(_ element: DOMElement, context: RepresentableContext<Void>) throws(JSError) {
        element.append(context.document.element("b", text: text))
    }
}

/// A page's first render as HTML: escaped as a browser serialises, form state as the attributes that
/// give it on parsing, the app's listeners named, text nodes kept apart, and markup the parser would
/// rewrite refused with where it is.
final class StaticHTMLTests: XCTestCase {
    func testTextAttributesAndFormStateAsAParserReadsThem() throws {
        let form = Form()
        let page = try StaticHTML.render {
            main {
                h1 { "Tom & \"Jerry\" <3" }
                input().id("name").value(form.$name).attribute("title", "a \"b\" & c")
                input().type("checkbox").checked(form.$agrees)
                input().type("password").value("secret")
                select { option { "S" }.attribute("value", "s"); option { "M" }.attribute("value", "m").selected(true) }
                textarea().value(form.$note)
                p { "one"; "two" }
            }
        }
        let expected: [String] = [
            #"<main><h1>Tom &amp; "Jerry" &lt;3</h1>"#,
            #"<input id="name" title="a &quot;b&quot; &amp; c" value="Ada &amp; &lt;Bob&gt;" data-vdom-on="input compositionend">"#,
            #"<input type="checkbox" checked data-vdom-on="change">"#,
            #"<input type="password">"#,
            #"<select><option value="s">S</option><option value="m" selected>M</option></select>"#,
            #"<textarea data-vdom-on="input compositionend">a "quoted" line</textarea>"#,
            #"<p>one<!---->two</p></main>"#,
        ]
        XCTAssertEqual(page.html, expected.joined())
        XCTAssertEqual(page.reports, [])
    }

    func testListenersAreNamedAndAURLThatRunsScriptIsInert() throws {
        let page = try StaticHTML.render {
            form {
                a { "home" }.href("javascript:alert(1)")
                button { "Go" }.on(.click) {}.on(.keyDown) { _ in }
            }
            .on(.submit) { event in event.preventDefault() }
        }
        let expected = #"<form data-vdom-on="submit"><a href="about:blank#blocked">home</a>"#
            + #"<button data-vdom-on="click keydown">Go</button></form>"#
        XCTAssertEqual(page.html, expected)
        XCTAssertEqual(page.reports.map(\.kind), [.refusedValue])
    }

    /// Markup the parser would build otherwise is refused, naming the element from the mount point.
    func testMarkupTheParserWouldRewriteIsRefusedWithItsPlace() {
        let cases: [(String, Element, String)] = [
            ("a div in a paragraph", main { p { "a" }; p { div { "b" } } },
             "main > p:nth-child(2) > div: <div> inside <p>: the parser ends the paragraph before it"),
            ("a row straight in a table", table { tr { td { "1" } } },
             "table > tr: <tr> inside <table>: the parser puts a <tbody> around it"),
            ("a cell outside a row", div { td { "1" } },
             "div > td: <td> inside <div>: the parser drops the tag and keeps its content"),
            ("a link in a link", a { span { a { "x" } } },
             "a > span > a: <a> inside <a>: the parser ends the <a> first"),
            ("a list item in a list item", ul { li { li { "x" } } },
             "ul > li > li: <li> inside <li>: the parser ends the <li> first"),
            ("text in a table body", table { tbody { "loose" } },
             "table > tbody: text in <tbody>: the parser moves it out of the table"),
            ("a heading in a heading", h1 { h2 { "x" } },
             "h1 > h2: <h2> inside <h1>: the parser ends the heading before it"),
            ("an element of a namespace of its own", div { element("item").namespace(.other(uri: "urn:example:items")) },
             "div > item: <item> in urn:example:items: the parser puts every element it does not know in HTML's namespace"),
            ("an SVG element outside an <svg>", div { element("circle").namespace(.svg) },
             "div > circle: <circle> in http://www.w3.org/2000/svg outside a <svg>: the parser makes it an HTML element"),
        ]
        for (what, view, message) in cases {
            XCTAssertThrowsError(try StaticHTML.render { view }, what) { error in
                XCTAssertEqual("\(error)", message, what)
            }
        }
        XCTAssertNoThrow(try StaticHTML.render { ul { li { ul { li { "nested lists are fine" } } } } })
        XCTAssertNoThrow(try StaticHTML.render { table { tbody { tr { td { a { "cell" } } } } } })
        XCTAssertNoThrow(try StaticHTML.render { SVG.svg { SVG.circle(); SVG.foreignObject { div { "HTML again" } } } })
    }

    /// Read back by a parser, the HTML is the page: and where it would not be, the difference says where.
    func testReadBackAsTheSamePage() throws {
        let form = Form()
        let app = try TestApp {
            main { p { "one"; "two" }; input().value(form.$name); input().type("checkbox").checked(form.$agrees) }
        }
        let page = try StaticHTML.page(of: app)
        XCTAssertNil(try StaticHTML.difference(between: page, and: app))
        let joined = StaticPage(html: page.html.replacingOccurrences(of: "<!---->", with: ""), reports: [])
        XCTAssertEqual(try StaticHTML.difference(between: joined, and: app), "main > p: 1 nodes parsed, 2 shown")
        let unchecked = StaticPage(html: page.html.replacingOccurrences(of: " checked", with: ""), reports: [])
        XCTAssertEqual(try StaticHTML.difference(between: unchecked, and: app),
                       "main > input: checked parsed as false, shown as true")
        XCTAssertEqual(try StaticHTML.parse("<p>a &amp; b&#39;s &lt;3</p>").first?.textContent, "a & b's <3")
        XCTAssertThrowsError(try StaticHTML.parse("<p><b>x</p>")) { error in
            XCTAssertEqual("\(error)", "byte 11 of the HTML: </p> closes no open <p>")
        }
    }

    /// What the code of a representable element makes after the first frame is not the page's HTML.
    func testARepresentablesInsideIsLeftToItsCode() throws {
        let page = try StaticHTML.render { main { Caption(text: "made by code").class("caption") } }
        XCTAssertEqual(page.html, #"<main><div class="caption"></div></main>"#)
        let app = try TestApp { main { Caption(text: "made by code").class("caption") } }
        XCTAssertEqual(app.html, #"<main><div class="caption"><b>made by code</b></div></main>"#)
    }

    func testAViewThatCannotBeShownSaysWhy() {
        XCTAssertThrowsError(try StaticHTML.render { element("1x") }) { error in
            XCTAssertEqual("\(error)", "the view cannot be shown: invalid tag name \"1x\"")
        }
    }
}
