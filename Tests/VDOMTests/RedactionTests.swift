import Observing
@testable import VDOM
import VDOMTesting
import XCTest

private final class Feed {
    @Observed var isLoading = true
    @Observed var heading: Text = "Articles"
    var taps = 0, cancels = 0, appears = 0, tasks = 0, stopped = 0
}

final class RedactionTests: XCTestCase {
    private func feedView(_ feed: Feed) -> Element {
        div {
            h1 { feed.heading }
            component {
                ul {
                    for index in 0..<2 {
                        component(state: { Local(Text("")) }) { note in
                            li {
                                span { "Article \(index)" }.class("title")
                                button("Favorite") { feed.taps += 1 }
                                input().value(note.$value)
                            }.on(.click) { feed.taps += 1 }
                        }
                        .onAppear { feed.appears += 1 }
                        .task { feed.tasks += 1; return Cancellation { feed.stopped += 1 } }
                    }
                    component { li { button("Cancel loading") { feed.cancels += 1 }.id("cancel") } }.unredacted()
                }
            }
            .redacted(reason: feed.isLoading ? .placeholder : [])
        }
    }

    private let placeholderRow = #"<li class="vdom-redacted">"#
        + #"<span inert="" aria-hidden="true" class="title vdom-redacted"><span style="width: min(9ch, 100%);" class="vdom-placeholder"></span></span>"#
        + #"<button type="button" inert="" aria-hidden="true" class="vdom-redacted"><span style="width: min(8ch, 100%);" class="vdom-placeholder"></span></button>"#
        + #"<input inert="" aria-hidden="true" class="vdom-redacted"></li>"#

    /// A redacted subtree is placeholders: each text a block about as wide as the text, the parts that
    /// hold no component inert and hidden from assistive technology, and none of its logic in the page;
    /// an island inside is itself.
    func testARedactedSubtreeRendersPlaceholdersWithNoLogic() throws {
        let feed = Feed()
        let app = try TestApp { self.feedView(feed) }
        XCTAssertEqual(app.html, #"<div><h1>Articles</h1><ul class="vdom-redacted">"# + placeholderRow + placeholderRow
                       + #"<li><button type="button" id="cancel">Cancel loading</button></li></ul></div>"#)
        XCTAssertEqual(app.lastFrame.filter { if case .addListener = $0 { return true } else { return false } }.count, 1,
                       "only the island's button listens")
    }

    /// Clicking, typing into, ticking and focusing a placeholder changes nothing: no handler runs, no
    /// frame is made, nothing appears and no task starts; the island works.
    func testAPlaceholderIsInertInItsLogicAndTheIslandIsAlive() throws {
        let feed = Feed()
        let app = try TestApp { self.feedView(feed) }
        let frames = app.frames.count
        for button in try app.findAll("li.vdom-redacted button") { try app.click(button) }
        for row in try app.findAll("li.vdom-redacted") { try app.click(row) }
        for field in try app.findAll("input") {
            try app.focus(field)
            try app.type("x", into: field)
            try app.press("Enter", at: field)
        }
        XCTAssertEqual(app.frames.count, frames)
        XCTAssertNil(app.dom.focused)
        XCTAssertEqual(try app.findAll("input").map(\.shownText), ["", ""])
        XCTAssertEqual([feed.taps, feed.appears, feed.tasks], [0, 0, 0])
        try app.click("#cancel")
        XCTAssertEqual(feed.cancels, 1)
    }

    /// When the redaction lifts, the same components render as themselves, with their state, and only
    /// then appear and start their tasks; redacted again, they keep both.
    func testLiftingTheRedactionRendersTheSameComponentsAndAppearsThem() throws {
        let feed = Feed()
        let app = try TestApp { self.feedView(feed) }
        feed.isLoading = false
        try app.flush()
        XCTAssertEqual(app.html, #"<div><h1>Articles</h1><ul>"#
                       + #"<li><span class="title">Article 0</span><button type="button">Favorite</button><input></li>"#
                       + #"<li><span class="title">Article 1</span><button type="button">Favorite</button><input></li>"#
                       + #"<li><button type="button" id="cancel">Cancel loading</button></li></ul></div>"#)
        XCTAssertEqual([feed.appears, feed.tasks], [2, 2])
        try app.type("kept", into: app.findAll("input")[0])
        try app.click(app.findAll("li button")[1])
        XCTAssertEqual(feed.taps, 2, "the button, then the row around it")
        feed.isLoading = true
        try app.flush()
        XCTAssertEqual([feed.appears, feed.tasks, feed.stopped], [2, 2, 0], "a redaction does not stop what runs")
        feed.isLoading = false
        try app.flush()
        XCTAssertEqual(try app.findAll("input").map(\.shownText), ["kept", ""], "the rows kept their state")
        XCTAssertEqual([feed.appears, feed.tasks], [2, 2])
    }

    /// A template's use keeps its look in a redacted subtree, and its actions do not run until the
    /// redaction lifts.
    func testATemplatesActionsDoNotRunWhileRedacted() throws {
        final class Counter { @Observed var taps = 0 }
        let counter = Counter()
        let feed = Feed()
        let tapper = Template<Counter> { model in button { "tap" }.on(.click, model.action { $0.taps += 1 }) }
        let app = try TestApp {
            component { div { tapper(counter) } }
                .redacted(reason: feed.isLoading ? .placeholder : [])
        }
        try app.click("button")
        XCTAssertEqual(counter.taps, 0)
        feed.isLoading = false
        try app.flush()
        try app.click("button")
        XCTAssertEqual(counter.taps, 1)
    }

    /// The component that sets a redaction is not inside it: its own task (the load its placeholders wait
    /// for) starts at once, while the tasks of what it redacts wait.
    func testTheRedactingComponentsOwnTaskStarts() throws {
        let feed = Feed()
        var loads = 0, inner = 0
        _ = try TestApp {
            component {
                div { component { p { "row" } }.task { inner += 1; return Cancellation {} } }
            }
            .redacted(reason: feed.isLoading ? .placeholder : [])
            .task { loads += 1; return Cancellation {} }
        }
        XCTAssertEqual([loads, inner], [1, 0])
    }

    /// Reasons add up and an app can read them: a body inside a redaction sees the reasons in effect.
    func testReasonsAddUpAndAreReadable() throws {
        let privacy = RedactionReasons(rawValue: 1 << 8)
        var seen: [RedactionReasons] = []
        _ = try TestApp {
            component {
                div {
                    component {
                        seen.append(environment(Redaction.self))
                        return [Node(p { "secret" })]
                    }
                    .redacted(reason: privacy)
                }
            }
            .redacted(reason: .placeholder)
        }
        XCTAssertEqual(seen, [[.placeholder, privacy]])
    }
}
