import Observing
@testable import VDOM
import VDOMTesting
import XCTest

/// What each moment of a representable saw, in order, for all of a test's elements.
private final class Journal {
    var entries: [String] = []
}

private struct Badge: ElementRepresentable {
    var name: String
    var count: Int
    let journal: Journal

    static var tag: String { "figure" }

    static func == (a: Badge, b: Badge) -> Bool { a.name == b.name && a.count == b.count }

    final class Coordinator {
        let name: String
        var label: DOMText?
        init(name: String) { self.name = name }
    }

    func makeCoordinator() -> Coordinator { Coordinator(name: name) }

    func make(_ element: DOMElement, context: RepresentableContext<Coordinator>) throws(JSError) {
        journal.entries.append("make \(name) \(count)")
        let caption = context.document.createElement("figcaption")
        context.coordinator.label = caption.append(Text("\(name): \(count)"))
        element.append(caption)
    }

    func update(_ element: DOMElement, context: RepresentableContext<Coordinator>) throws(JSError) {
        journal.entries.append("update \(name) \(count)")
        context.coordinator.label?.text = Text("\(name): \(count)")
    }

    static func dismantle(_ element: DOMElement, coordinator: Coordinator) throws(JSError) {
        coordinator.label = nil
    }
}

private struct Failing: ElementRepresentable {
    var step: Int

    func make(_ element: DOMElement, context: RepresentableContext<Void>) throws(JSError) {
        throw JSError(name: "TypeError", message: "picker is not a function")
    }

    func update(_ element: DOMElement, context: RepresentableContext<Void>) throws(JSError) {
        element.setText(Text("step \(step)"))
    }
}

private final class Screen {
    @Observed var names = ["a", "b", "c"]
    @Observed var counts: [String: Int] = [:]
    @Observed var showsList = true
    @Observed var wraps = false
    @Observed var step = 0
}

/// The life of representable elements: make, update and dismantle, each after its frame, under every
/// change a view can make to where the element is.
final class RepresentableTests: XCTestCase {
    private let screen = Screen()
    private let journal = Journal()

    private func listApp() throws -> TestApp {
        try TestApp {
            if self.screen.showsList {
                section {
                    for name in self.screen.names {
                        Badge(name: name, count: self.screen.counts[name] ?? 0, journal: self.journal)
                            .key(.string(name))
                            .onDismantle { _, coordinator in self.journal.entries.append("dismantle \(coordinator.name)") }
                    }
                }
            }
        }
    }

    func testMadeAfterTheFrameThatCreatedItInDocumentOrder() throws {
        let app = try listApp()
        XCTAssertEqual(journal.entries, ["make a 0", "make b 0", "make c 0"])
        assertPatches(Array(app.frames[0].prefix(3)), [
            .createElement(1, tag: "section", namespace: .html), .createElement(2, tag: "figure", namespace: .html),
            .insert(2, parent: 1, before: nil),
        ])
        XCTAssertEqual(app.frames.count, 2, "the view's frame, then the one the makes wrote")
        XCTAssertEqual(app.html, "<section><figure><figcaption>a: 0</figcaption></figure><figure><figcaption>b: 0</figcaption></figure><figure><figcaption>c: 0</figcaption></figure></section>")
    }

    func testUpdatedOnlyWhenItsValueChanges() throws {
        let app = try listApp()
        journal.entries = []
        screen.counts = ["b": 2]
        try app.flush()
        XCTAssertEqual(journal.entries, ["update b 2"], "a and c rendered again with equal values")
        assertPatches(app.lastFrame, [.setText(8, "b: 2")])
        screen.counts = ["b": 2]
        try app.flush()
        XCTAssertEqual(journal.entries, ["update b 2"])
    }

    /// A keyed move keeps the element and what is inside it: no moment runs.
    func testAKeyedMoveKeepsItsInside() throws {
        let app = try listApp()
        journal.entries = []
        screen.names = ["c", "a", "b"]
        try app.flush()
        XCTAssertEqual(journal.entries, [])
        assertPatches(app.lastFrame, [.move(4, parent: 1, before: 2)])
        XCTAssertEqual(app.html, "<section><figure><figcaption>c: 0</figcaption></figure><figure><figcaption>a: 0</figcaption></figure><figure><figcaption>b: 0</figcaption></figure></section>")
    }

    /// Inserted among others: made alone. Re-keyed: the old one dismantles, the new one is made.
    func testInsertAndReKey() throws {
        let app = try listApp()
        journal.entries = []
        screen.names = ["a", "x", "b", "c"]
        try app.flush()
        XCTAssertEqual(journal.entries, ["make x 0"])
        journal.entries = []
        screen.names = ["a", "y", "b", "c"]
        try app.flush()
        XCTAssertEqual(journal.entries, ["dismantle x", "make y 0"])
        XCTAssertEqual(try app.findAll("figcaption").map(\.textContent), ["a: 0", "y: 0", "b: 0", "c: 0"])
    }

    /// An ancestor removed takes them all: each dismantles once, in reverse document order, and the ids of the
    /// nodes the makes put inside are free with theirs.
    func testRemovingAnAncestorDismantlesEachOnceInReverseDocumentOrder() throws {
        let app = try listApp()
        let before = app.renderer.counts
        journal.entries = []
        screen.showsList = false
        try app.flush()
        XCTAssertEqual(journal.entries, ["dismantle c", "dismantle b", "dismantle a"])
        XCTAssertEqual(app.html, "")
        XCTAssertEqual(app.renderer.counts.idsInUse, 0)
        screen.showsList = true
        try app.flush()
        XCTAssertEqual(app.renderer.counts.idsInUse, before.idsInUse)
        XCTAssertEqual(app.renderer.counts.issuedIDs, before.issuedIDs, "the freed ids are reused")
    }

    /// The same place given another element kind: the view's element is replaced, dismantle then make.
    func testReplacedByAnotherRepresentableOfTheSameTag() throws {
        let app = try TestApp {
            if self.screen.wraps {
                Failing(step: self.screen.step).class("failing")
            } else {
                Badge(name: "solo", count: 0, journal: self.journal).onDismantle { _, _ in self.journal.entries.append("dismantle solo") }
            }
        }
        XCTAssertEqual(journal.entries, ["make solo 0"])
        screen.wraps = true
        try app.flush()
        XCTAssertEqual(journal.entries, ["make solo 0", "dismantle solo"])
        XCTAssertEqual(app.reports.map(\.message.description), ["make of the represented <div> failed: TypeError: picker is not a function"])
        XCTAssertEqual(app.reports.map(\.kind), [.failedCall])
        // The page goes on: the element is there, and its next value updates it.
        screen.step = 1
        try app.flush()
        XCTAssertEqual(app.html, #"<div class="failing">step 1</div>"#)
    }

    /// The view's element kept, its inside given to another kind (a plain element of the same tag): the
    /// old inside goes with its dismantle.
    func testAPlainElementInItsPlaceClearsTheInside() throws {
        let app = try TestApp {
            if self.screen.wraps {
                element("figure") { "plain" }
            } else {
                Badge(name: "solo", count: 0, journal: self.journal).onDismantle { _, _ in self.journal.entries.append("dismantle solo") }
            }
        }
        screen.wraps = true
        try app.flush()
        XCTAssertEqual(journal.entries, ["make solo 0", "dismantle solo"])
        XCTAssertEqual(app.html, "<figure>plain</figure>")
        XCTAssertTrue(app.refusedFrames.isEmpty)
    }

    /// Settings are written at their moments; callbacks run after the representable's own work.
    func testSettingsAndCallbacksAtTheirMoments() throws {
        let app = try TestApp {
            Badge(name: "s", count: self.screen.step, journal: self.journal)
                .set("title", to: .string("made"), during: .make)
                .setAttribute("data-step", to: Text("\(self.screen.step)"), during: .always)
                .setAttribute("data-updated", to: "yes", during: .update)
                .onMake { element, _ in self.journal.entries.append("onMake \(element.tag)") }
                .onUpdate { _, _ in self.journal.entries.append("onUpdate") }
        }
        XCTAssertEqual(journal.entries, ["make s 0", "onMake figure"])
        XCTAssertEqual(try app.element("figure").attribute("data-step"), "0")
        XCTAssertNil(try app.element("figure").attribute("data-updated"))
        XCTAssertEqual(try app.element("figure").property("title"), .string("made"))
        screen.step = 4
        try app.flush()
        XCTAssertEqual(journal.entries, ["make s 0", "onMake figure", "update s 4", "onUpdate"])
        XCTAssertEqual(try app.element("figure").attribute("data-step"), "4")
        XCTAssertEqual(try app.element("figure").attribute("data-updated"), "yes")
    }

    /// A setting is an input too: one that changes updates the element, with the value unchanged.
    func testAChangedSettingUpdatesAsAChangedValueDoes() throws {
        let app = try TestApp {
            div {
                Badge(name: "s", count: 0, journal: self.journal)
                    .setAttribute("data-step", to: Text("\(self.screen.step)"), during: .update)
                p { self.screen.wraps ? "wrapped" : "plain" }
            }
        }
        screen.step = 2
        try app.flush()
        XCTAssertEqual(journal.entries, ["make s 0", "update s 0"])
        XCTAssertEqual(try app.element("figure").attribute("data-step"), "2")
        screen.wraps = true
        try app.flush()
        XCTAssertEqual(try app.element("p").textContent, "wrapped")
        XCTAssertEqual(journal.entries, ["make s 0", "update s 0"], "a render that changes no input")
    }

    /// A representable leaving with its own transition dismantles when the leave ends.
    func testItsOwnLeaveTransitionDelaysTheDismantle() throws {
        let app = try TestApp {
            if self.screen.showsList {
                Badge(name: "own", count: 0, journal: self.journal)
                    .transition(Transition("fade"))
                    .onDismantle { _, _ in self.journal.entries.append("dismantle own") }
            }
        }
        screen.showsList = false
        try app.flush()
        XCTAssertEqual(journal.entries, ["make own 0"])
        try app.finishTransitions()
        XCTAssertEqual(journal.entries, ["make own 0", "dismantle own"])
        XCTAssertEqual(app.html, "")
    }

    /// A node a script put inside is the script's: the diff never touches it, and no foreign edit is
    /// reported for it.
    func testAReferenceHoldsTheElementWhileItIsInThePage() throws {
        let reference = ElementReference()
        let app = try TestApp {
            if self.screen.showsList { p { "here" }.reference(reference) }
        }
        let element = try XCTUnwrap(reference.element)
        XCTAssertEqual(app.node(for: element)?.textContent, "here")
        element.on(.click) {}
        XCTAssertEqual(app.reports.map(\.message.description), ["on(click) refused on <p>: the view that made it gives its listeners (.on(…))"])
        screen.showsList = false
        try app.flush()
        XCTAssertNil(reference.element)
        XCTAssertTrue(element.isRemoved)
    }
}

extension RepresentableTests {
    /// Inside a parent that leaves with a transition, the element dismantles when the leave ends, not
    /// when the view lets it go.
    func testDismantledAfterTheLeaveTransition() throws {
        let app = try TestApp {
            main {
                if self.screen.showsList {
                    div {
                        Badge(name: "t", count: 0, journal: self.journal)
                            .onDismantle { _, _ in self.journal.entries.append("dismantle t") }
                    }.transition(Transition("fade"))
                }
            }
        }
        journal.entries = []
        screen.showsList = false
        try app.flush()
        XCTAssertEqual(journal.entries, [], "still leaving")
        XCTAssertEqual(try app.findAll("figcaption").count, 1)
        try app.finishTransitions()
        XCTAssertEqual(journal.entries, ["dismantle t"])
        XCTAssertEqual(app.html, "<main></main>")
    }
}
