import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Profile {
    @Observed var link = "https://example.org/"
}

/// Data from users is never code: text is never parsed as HTML, names that run or parse their values are
/// refused, and a URL that runs script reaches the DOM as an inert one, reported, while the render goes on.
final class HostileDataTests: XCTestCase {
    private let payload = #"<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>"#
    private let escaped = "&lt;img src=x onerror=\"window.pwned=1\"&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;"

    func testAPayloadInTextAttributesClassesStylesAndTitlesStaysText() throws {
        let app = try TestApp { [payload] in
            div {
                p { payload }.class(Text(payload)).attribute("title", Text(payload)).attribute("data-note", Text(payload))
                    .style("content", Text(payload))
            }
        }
        assertPatches(app.lastFrame, [
            .createElement(1, tag: "div", namespace: .html),
            .createElement(2, tag: "p", namespace: .html),
            .setAttribute(2, name: "title", value: Text(payload), namespace: nil),
            .setAttribute(2, name: "data-note", value: Text(payload), namespace: nil),
            .setStyle(2, name: "content", value: Text(payload), important: false),
            .setClass(2, Text(payload)),
            .createText(3, Text(payload)),
            .insert(3, parent: 2, before: nil),
            .insert(2, parent: 1, before: nil),
            .insert(1, parent: .container, before: nil),
        ])
        let attribute = "&lt;img src=x onerror=&quot;window.pwned=1&quot;&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;"
        XCTAssertEqual(app.html, "<div><p title=\"\(attribute)\" data-note=\"\(attribute)\" style=\"content: \(attribute);\" "
            + "class=\"\(attribute)\">\(escaped)</p></div>")
        XCTAssertEqual(try app.element("p").children.map(\.kind), [.text], "one text node, no element parsed from it")
        XCTAssertEqual(app.reports, [])
    }

    func testAnEventHandlerAttributeIsRefusedWithWhatToUseInstead() {
        for name in ["onclick", "ONCLICK", "onMouseOver"] {
            XCTAssertThrowsError(try TestApp { button { "Go" }.attribute(name, "window.pwned=1") }) { error in
                XCTAssertEqual(error as? RenderError, .invalidAttributeName(name, tag: "button"))
                XCTAssertEqual((error as? RenderError)?.message.description,
                               "invalid attribute name \"\(name)\" on <button>: it would run as script or be parsed as HTML; "
                                   + "use .on(…) for events, .html(…) for raw HTML")
            }
        }
        // Every longer name that starts with "on" is refused; "on" itself is no handler's, and an event's
        // name may start with "on".
        XCTAssertThrowsError(try TestApp { div().attribute("one-way", "x") })
        XCTAssertNoThrow(try TestApp { div().attribute("on", "x").on(EventName("online")) {} })
    }

    func testARerenderWithARefusedNameIsRejectedAndReported() throws {
        let profile = Profile()
        let app = try TestApp { a { "site" }.attribute(profile.link.hasPrefix("on") ? "onclick" : "href", Text(profile.link)) }
        profile.link = "on: alert(1)"
        try app.flush()
        XCTAssertEqual(app.html, "<a href=\"https://example.org/\">site</a>")
        XCTAssertEqual(app.reports.map(\.kind), [.rejectedRender])
        XCTAssertEqual(app.reports.map(\.message.description), ["render rejected: invalid attribute name \"onclick\" on <a>: it would run "
            + "as script or be parsed as HTML; use .on(…) for events, .html(…) for raw HTML"])
    }

    func testAScriptElementIsRefused() {
        for tag in ["script", "SCRIPT"] {
            XCTAssertThrowsError(try TestApp { div { element(tag) { "window.pwned=1" } } }) { error in
                XCTAssertEqual(error as? RenderError, .invalidTagName(tag))
                XCTAssertEqual((error as? RenderError)?.message.description,
                               "invalid tag name \"\(tag)\": it would run as script or be parsed as HTML; "
                                   + "use .on(…) for events, .html(…) for raw HTML")
            }
        }
        XCTAssertNoThrow(try TestApp { element("x-script") { "fine" } })
    }

    func testRawHTMLGoesOnlyThroughTheHTMLModifier() {
        for name in ["innerHTML", "outerHTML", "srcdoc"] {
            XCTAssertThrowsError(try TestApp { div().property(name, .string("<b>x</b>")) }) { error in
                XCTAssertEqual(error as? RenderError, .invalidPropertyName(name, tag: "div"))
            }
        }
        XCTAssertThrowsError(try TestApp { iframe().attribute("srcdoc", "<script>window.pwned=1</script>") }) { error in
            XCTAssertEqual(error as? RenderError, .invalidAttributeName("srcdoc", tag: "iframe"))
            XCTAssertEqual((error as? RenderError)?.message.description,
                           "invalid attribute name \"srcdoc\" on <iframe>: it would run as script or be parsed as HTML; "
                               + "use .on(…) for events, .html(…) for raw HTML")
        }
    }

    func testARefusedNameInATemplateHoleRejectsTheRender() {
        let template = Template<String> { row in a { "x" }.attribute("onclick", row.value { Text($0) }) }
        XCTAssertThrowsError(try TestApp { div { template("alert(1)") } }) { error in
            XCTAssertEqual(error as? RenderError, .invalidAttributeName("onclick", tag: "a"))
        }
    }

    func testAScriptURLIsWrittenInertAndReportedAndTheRenderGoesOn() throws {
        let app = try TestApp {
            div {
                a { "mine" }.href("javascript:window.pwned=1")
                a { "fine" }.href("/profile")
            }
        }
        assertPatches(app.lastFrame, [
            .createElement(1, tag: "div", namespace: .html),
            .createElement(2, tag: "a", namespace: .html),
            .setAttribute(2, name: "href", value: "javascript:window.pwned=1", namespace: nil),
            .createText(3, "mine"),
            .insert(3, parent: 2, before: nil),
            .insert(2, parent: 1, before: nil),
            .createElement(4, tag: "a", namespace: .html),
            .setAttribute(4, name: "href", value: "/profile", namespace: nil),
            .createText(5, "fine"),
            .insert(5, parent: 4, before: nil),
            .insert(4, parent: 1, before: nil),
            .insert(1, parent: .container, before: nil),
        ])
        XCTAssertEqual(app.html, "<div><a href=\"about:blank#blocked\">mine</a><a href=\"/profile\">fine</a></div>")
        XCTAssertEqual(app.reports, [Report(.refusedValue, "href of <a> refused: a URL that runs script, written as about:blank#blocked")])
    }

    func testAURLIsReportedWhenItIsWrittenAndNotOnEveryRender() throws {
        let profile = Profile()
        let app = try TestApp { a { "site" }.href(Text(profile.link)) }
        profile.link = "JavaScript:window.pwned=1"
        try app.flush()
        assertPatches(app.lastFrame, [.setAttribute(1, name: "href", value: "JavaScript:window.pwned=1", namespace: nil)])
        XCTAssertEqual(app.html, "<a href=\"about:blank#blocked\">site</a>")
        profile.link = "javascript:window.pwned=2"
        try app.flush()
        assertPatches(app.lastFrame, [.setAttribute(1, name: "href", value: "javascript:window.pwned=2", namespace: nil)])
        profile.link = "https://example.org/again"
        try app.flush()
        assertPatches(app.lastFrame, [.setAttribute(1, name: "href", value: "https://example.org/again", namespace: nil)])
        XCTAssertEqual(app.reports.count, 2)
        XCTAssertEqual(app.html, "<a href=\"https://example.org/again\">site</a>")
    }

    func testTheSchemeIsReadAsTheBrowserReadsIt() throws {
        let refused = [
            "javascript:x", "JAVASCRIPT:x", " \t javascript:x", "\u{1}\u{1F}javascript:x", "java\tscript:x",
            "jav\nascr\ript:x", "vbscript:x", "VBScript:x", "data:text/html,<script>x</script>", "DATA:Text/HTML;base64,PHNjcmlwdD4=",
            "data:  text/html,x", "da\tta:text/html,x", "javascript:x ", "0;javascript:x",
        ]
        let kept = [
            "/javascript:x", "https://example.org/?javascript:x", "javascript", "xjavascript:x", "data:image/png;base64,AAAA",
            "data:text/plain,x", "mailto:a@example.org", "#javascript:x", "", "javascript-x:y", "jåvascript:x",
        ]
        let app = try TestApp {
            div {
                for (index, url) in (refused + kept).enumerated() { a { "\(index)" }.href(Text(url)) }
            }
        }
        let hrefs = try app.findAll("a").map { $0.attribute("href") ?? "-" }
        XCTAssertEqual(hrefs, refused.map { _ in "about:blank#blocked" } + kept)
        XCTAssertEqual(app.reports.count, refused.count)
    }

    func testEveryURLValuedNameIsChecked() throws {
        let names = ["href", "HREF", "xlink:href", "src", "action", "formaction", "formAction", "data", "poster", "cite",
                     "background", "ping", "to", "from", "by", "values"]
        let app = try TestApp {
            div { for name in names { span().attribute(name, "javascript:window.pwned=1") } }
        }
        XCTAssertEqual(try app.findAll("span").map { $0.attributes.first?.value }, names.map { _ in "about:blank#blocked" })
        XCTAssertEqual(app.reports.map(\.message.description), names.map {
            "\($0) of <span> refused: a URL that runs script, written as about:blank#blocked"
        })
        // Other attributes keep such text: it is only text there.
        let title = try TestApp { span().attribute("title", "javascript:x").attribute("alt", "javascript:x") }
        XCTAssertEqual(title.html, "<span title=\"javascript:x\" alt=\"javascript:x\"></span>")
        XCTAssertEqual(title.reports, [])
    }

    func testAURLPropertyIsCheckedLikeItsAttribute() throws {
        let app = try TestApp {
            div {
                a().property("href", .string("javascript:window.pwned=1"))
                form().property("action", .string("https://example.org/"))
            }
        }
        XCTAssertEqual(app.lastFrame.filter { if case .setProperty = $0 { return true } else { return false } }, [
            .setProperty(2, name: "href", value: .string("javascript:window.pwned=1")),
            .setProperty(3, name: "action", value: .string("https://example.org/")),
        ])
        XCTAssertEqual(try app.element("a").property("href"), .string("about:blank#blocked"))
        XCTAssertEqual(app.reports, [Report(.refusedValue, "href of <a> refused: a URL that runs script, written as about:blank#blocked")])
    }

    func testAnSVGAnimationCannotWriteAScriptURLIntoALink() throws {
        let app = try TestApp {
            element("svg") {
                element("a") {
                    element("animate").attribute("attributeName", "href").attribute("values", "https://a.example/;javascript:x")
                    element("set").attribute("attributeName", "href").attribute("to", " javascript:x")
                }
            }
        }
        XCTAssertEqual(try app.findAll("animate").first?.attribute("values"), "about:blank#blocked")
        XCTAssertEqual(try app.findAll("set").first?.attribute("to"), "about:blank#blocked")
        XCTAssertEqual(app.reports.count, 2)
    }

    func testEveryRowOfATemplateWithAScriptURLIsInert() throws {
        let template = Template<String> { row in a { "link" }.attribute("href", row.value { Text($0) }) }
        let links = ["javascript:a()", "javascript:a()", "/fine", "javascript:b()"]
        let app = try TestApp { div { for (index, link) in links.enumerated() { template(link, key: .int(index)) } } }
        XCTAssertEqual(try app.findAll("a").map { $0.attribute("href") },
                       ["about:blank#blocked", "about:blank#blocked", "/fine", "about:blank#blocked"])
        // A copy holds the inert URL of the template it copies: the one written for the first row, reported
        // then. A row with another URL writes it, and is reported.
        XCTAssertEqual(app.reports.count, 2)
    }
}
