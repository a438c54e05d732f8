import VDOM

/// The whole page, skeleton included: the benchmark's jumbotron with its six buttons, and the table.
///
/// The skeleton reads nothing from the store, so it renders once; the table body is a component of its
/// own and is the only part that renders again when rows or the selection change.
func benchPage(_ store: BenchStore) -> Element {
    div {
        div {
            div {
                div {
                    div { h1 { "Swift VDOM (keyed)" } }.class("col-md-6")
                    div {
                        div {
                            actionButton("run", "Create 1,000 rows") { store.run(1000) }
                            actionButton("runlots", "Create 10,000 rows") { store.run(10000) }
                            actionButton("add", "Append 1,000 rows") { store.add() }
                            actionButton("update", "Update every 10th row") { store.updateEveryTenth() }
                            actionButton("clear", "Clear") { store.clear() }
                            actionButton("swaprows", "Swap Rows") { store.swapRows() }
                        }
                        .class("row")
                    }
                    .class("col-md-6")
                }
                .class("row")
            }
            .class("jumbotron")
            table {
                component { rowsBody(store) }
            }
            .class("table table-hover table-striped test-data")
            span().class("preloadicon glyphicon glyphicon-remove").attribute("aria-hidden", "true")
        }
        .class("container")
    }
    .id("main")
}

private func actionButton(_ id: Text, _ title: Text, _ action: @escaping () -> Void) -> Element {
    div {
        button { title }
            .type("button")
            .class("btn btn-primary btn-block")
            .id(id)
            .on(.click, action)
    }
    .class("col-sm-6 smallpad")
}

/// The rows, keyed by id so that reordering moves them; the selected one has the class `danger`.
///
/// Each row is a use of a template whose input is the row: when the table renders again (a swap, a
/// removal, new rows), the rows already shown keep their input and are not read again. A row's holes read
/// its own label and selection, so relabelling or selecting a row reads that row's holes again and
/// writes what changed, without rendering the table.
func rowsBody(_ store: BenchStore) -> Element {
    tbody {
        for row in store.rows {
            rowTemplate(RowInput(row: row, store: store), key: .int(row.id))
        }
    }
    .id("tbody")
}

/// A row's input. Rows are never made again for an id, so the same row object is the same row.
private struct RowInput: Equatable {
    let row: Row
    let store: BenchStore

    static func == (lhs: RowInput, rhs: RowInput) -> Bool { lhs.row === rhs.row }
}

private let rowTemplate = Template<RowInput> { input in
    tr {
        td { input.text { $0.row.id } }.class("col-md-1")
        td { a { input.text { $0.row.label } }.on(.click, input.action { $0.store.select($0.row) }) }.class("col-md-4")
        td {
            a { span().class("glyphicon glyphicon-remove").attribute("aria-hidden", "true") }
                .on(.click, input.action { $0.store.remove($0.row.id) })
        }
        .class("col-md-1")
        td().class("col-md-6")
    }
    .class(input.value { $0.row.isSelected ? "danger" : "" })
}
