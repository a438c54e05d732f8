import XCTest
import Observing
@testable import VDOM
import VDOMTesting

/// Counts the tokens alive, so a test sees every one freed.
private final class Tally {
    var alive = 0
}

/// Held by a row's handler only: it is freed when the row's handler is.
private final class Token {
    let tally: Tally

    init(_ tally: Tally) {
        self.tally = tally
        tally.alive += 1
    }

    func use() {}

    deinit { tally.alive -= 1 }
}

private final class Row {
    let id: Int
    @Observed var label: String

    init(_ id: Int) {
        self.id = id
        label = "row \(id)"
    }
}

private final class Shelf {
    @Observed var rows: [Row] = []
}

private let rowTemplate = Template<Row> { row in
    tr { td { row.text { $0.label } }.on(.click, row.action { $0.label += "!" }) }
}

/// Every row is an element with a handler holding a token, a component that reads the row's label, and a
/// use of a template whose hole reads it too: live nodes, ids, scopes and subscriptions of every kind.
private func shelfView(_ shelf: Shelf, _ tally: Tally) -> Element {
    div {
        component {
            ul {
                for row in shelf.rows {
                    let token = Token(tally)
                    component(ObjectIdentifier(row), key: .int(row.id)) { _ in
                        li { row.label }.on(.click) { token.use() }
                    }
                }
            }
        }
        component { table { tbody { for row in shelf.rows { rowTemplate(row, key: .int(row.id)) } } } }
        p { "rows" }
    }
}

/// A view shown and cleared again and again holds, after each cycle, exactly what it held after the first:
/// the renderer's tables (live nodes, ids in use and free, scopes, subscriptions, templates) and the
/// objects its handlers held.
final class SteadyCountsTests: XCTestCase {
    func testCreatingAndClearingRowsLeavesTheCountsOfTheFirstCycle() throws {
        let shelf = Shelf(), tally = Tally()
        let app = try TestApp { shelfView(shelf, tally) }
        // The root component, the div, two components, ul, table, tbody, p and its text; the two components
        // that list the rows wait on them.
        let empty = RendererCounts(liveNodes: 9, idsInUse: 6, freeIDs: 0, issuedIDs: 6, scopes: 3, subscriptions: 2,
                                   dirty: 0, handlers: 0, templateUses: 0, templates: 0, awaitingFree: 0)
        XCTAssertEqual(app.renderer.counts, empty)

        // A row: its component, li and text, and its template use (one live node for tr, td and text), with
        // ids for li, text, tr, td (it handles clicks) and the text (a hole). The component and the use
        // each wait on the row's label.
        let rows = 500, nodesPerRow = 4, idsPerRow = 5
        var afterCycles: [RendererCounts] = []
        for cycle in 0..<20 {
            shelf.rows = (0..<rows).map { Row(cycle * rows + $0) }
            try app.flush()
            XCTAssertEqual(app.renderer.counts, RendererCounts(
                liveNodes: 9 + rows * nodesPerRow, idsInUse: 6 + rows * idsPerRow, freeIDs: 0,
                issuedIDs: 6 + rows * idsPerRow, scopes: 3 + rows * 2, subscriptions: 2 + rows * 2, dirty: 0,
                handlers: rows, templateUses: rows, templates: 1, awaitingFree: 0), "cycle \(cycle), with its rows")
            XCTAssertEqual(tally.alive, rows)

            shelf.rows = []
            try app.flush()
            XCTAssertEqual(app.renderer.counts.awaitingFree, rows * nodesPerRow, "removed, not yet freed")
            XCTAssertEqual(tally.alive, rows, "held until the page is idle")
            app.renderer.freeRemovedNodes()
            XCTAssertEqual(tally.alive, 0, "cycle \(cycle): every handler freed")
            afterCycles.append(app.renderer.counts)
        }

        var firstCycle = empty
        firstCycle.freeIDs = rows * idsPerRow
        firstCycle.issuedIDs += rows * idsPerRow
        firstCycle.templates = 1
        XCTAssertEqual(afterCycles[0], firstCycle, "the empty view again, with the rows' ids free and the template kept")
        for (cycle, counts) in afterCycles.enumerated() {
            XCTAssertEqual(counts, firstCycle, "after cycle \(cycle)")
        }
        XCTAssertEqual(app.html, "<div><ul></ul><table><tbody></tbody></table><p>rows</p></div>")
        XCTAssertEqual(shelf.$rows.subscriberCount, 2, "the two components that list the rows, nothing else")
    }
}
