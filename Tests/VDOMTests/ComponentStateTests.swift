import Observing
@testable import VDOM
import VDOMTesting
import XCTest

/// A row's view model, counted as it is made and freed.
private final class RowModel {
    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static var freed = 0
    let id: Int
    @Observed private(set) var isFavorite = false

    init(_ id: Int) {
        self.id = id
        RowModel.made += 1
    }

    deinit { RowModel.freed += 1 }

    func toggleFavorite() { isFavorite.toggle() }
}

private final class Shelf {
    @Observed var ids: [Int] = []
    @Observed var heading: Text = "Articles"
}

private func lines(_ patches: [Patch]) -> [String] { patches.map(\.description) }

final class ComponentStateTests: XCTestCase {
    override func setUp() {
        RowModel.made = 0
        RowModel.freed = 0
    }

    private func shelfView(_ shelf: Shelf) -> Element {
        div {
            h1 { shelf.heading }
            ul {
                for id in shelf.ids {
                    component(key: .int(id), state: { RowModel(id) }) { row in
                        li {
                            button(row.isFavorite ? "★" : "☆") { row.toggleFavorite() }.class("star")
                        }.id("row-\(row.id)")
                    }
                }
            }
        }
    }

    /// Each row's model is made once, for its key: the list's own renders keep it, and a change of the
    /// model renders that row alone.
    func testAStateIsMadeOncePerIdentityAndKeptAcrossItsParentsRenders() throws {
        let shelf = Shelf()
        shelf.ids = [1, 2]
        let app = try TestApp { self.shelfView(shelf) }
        XCTAssertEqual(RowModel.made, 2)
        try app.click("#row-2 .star")
        XCTAssertEqual(lines(app.lastFrame), [#"setText #10 "★""#])
        shelf.heading = "Reading"
        shelf.ids = [1, 2, 3]
        try app.flush()
        XCTAssertEqual(RowModel.made, 3, "only the new row made a model")
        XCTAssertEqual(try app.element("#row-2 .star").textContent, "★", "row 2 kept its model")
        XCTAssertEqual(try app.element("#row-3 .star").textContent, "☆")
    }

    /// A keyed move takes the state with it; a row that leaves drops its model, and one that comes back
    /// under the same key is a new identity with a new model.
    func testAMovedRowKeepsItsStateAndARemovedOneDropsIt() throws {
        let shelf = Shelf()
        shelf.ids = [1, 2, 3]
        let app = try TestApp { self.shelfView(shelf) }
        try app.click("#row-3 .star")
        shelf.ids = [3, 1, 2]
        try app.flush()
        XCTAssertEqual(try app.findAll(".star").map(\.textContent), ["★", "☆", "☆"])
        XCTAssertEqual(RowModel.made, 3)
        shelf.ids = [1, 2]
        try app.flush()
        app.renderer.freeRemovedNodes()
        XCTAssertEqual(RowModel.freed, 1, "row 3's model went with its row")
        shelf.ids = [1, 2, 3]
        try app.flush()
        XCTAssertEqual(RowModel.made, 4)
        XCTAssertEqual(try app.element("#row-3 .star").textContent, "☆", "a new identity starts afresh")
    }

    /// A plain value with a binding: a field's text lives in the component and nowhere else, and what its
    /// initializer reads is not the component's dependency.
    func testALocalValueIsObservedAndBound() throws {
        let shelf = Shelf()
        var bodies = 0
        let app = try TestApp {
            div {
                component(state: { Local(shelf.heading) }) { draft in
                    bodies += 1
                    return [Node(form {
                        input().value(draft.$value)
                        span { draft.value }.class("echo")
                        button("Clear") { draft.value = "" }
                    })]
                }
            }
        }
        try app.type("New", into: "input", replacing: true)
        XCTAssertEqual(try app.element(".echo").textContent, "New")
        try app.click("button")
        XCTAssertEqual(try app.element(".echo").textContent, "")
        XCTAssertEqual(try app.element("input").value, "")
        let rendered = bodies
        shelf.heading = "Changed"
        try app.flush()
        XCTAssertEqual(bodies, rendered, "the initializer's reads are not tracked")
    }

    /// With an `Equatable` input, an unchanged input skips the body and keeps the state; a changed one runs
    /// the body with the same state.
    func testAnInputComponentKeepsItsStateWhateverItsInputDoes() throws {
        let shelf = Shelf()
        var bodies: [Text] = []
        let app = try TestApp {
            div {
                h1 { shelf.heading }
                component(shelf.ids.count, state: { Local(0) }) { count, clicks in
                    bodies.append("\(count) \(clicks.value)")
                    return [Node(button("\(count) items, \(clicks.value) clicks") { clicks.value += 1 })]
                }
            }
        }
        try app.click("button")
        shelf.heading = "Other"
        try app.flush()
        shelf.ids = [1]
        try app.flush()
        XCTAssertEqual(bodies, ["0 0", "0 1", "1 1"])
        XCTAssertEqual(try app.element("button").textContent, "1 items, 1 clicks")
    }

    /// An input component skipped by its parent still runs its parent's newest closure when it renders
    /// on its own: a value it captured outside its input is the current one, not the one of the render
    /// that last changed its input.
    func testASkippedComponentRendersAloneWithItsParentsNewestClosure() throws {
        let shelf = Shelf()
        let app = try TestApp {
            let heading = shelf.heading
            return [Node(div {
                h1 { heading }
                component(0, state: { Local(0) }) { _, clicks in
                    button("\(heading): \(clicks.value)") { clicks.value += 1 }
                }
            })]
        }
        shelf.heading = "Reading"
        try app.flush()
        XCTAssertEqual(try app.element("button").textContent, "Articles: 0", "skipped: its input did not change")
        try app.click("button")
        XCTAssertEqual(try app.element("button").textContent, "Reading: 1")
    }

    /// A thousand rows come and go: every model made is freed, and the renderer holds what it held.
    func testAThousandInsertAndRemoveCyclesLeaveNothingBehind() throws {
        let shelf = Shelf()
        shelf.ids = [1]
        let app = try TestApp { self.shelfView(shelf) }
        try app.click("#row-1 .star")
        func cycle(_ id: Int) throws {
            shelf.ids = [1, id]
            try app.flush()
            try app.click("#row-\(id) .star")
            shelf.ids = [1]
            try app.flush()
            app.renderer.freeRemovedNodes()
        }
        try cycle(2)
        let before = app.renderer.counts
        for id in 3...1_001 { try cycle(id) }
        XCTAssertEqual(RowModel.made, 1_001)
        XCTAssertEqual(RowModel.freed, 1_000)
        XCTAssertEqual(app.renderer.counts, before)
        XCTAssertEqual(try app.element("#row-1 .star").textContent, "★")
    }
}
