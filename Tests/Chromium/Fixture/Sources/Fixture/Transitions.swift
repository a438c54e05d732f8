import Observing
import VDOM

/// What the transitions test changes: a panel that fades (its style gives it a length), a note whose
/// style gives none, a box hidden while it leaves (no end event ever comes), and keyed rows that enter,
/// leave and move.
final class TransitionLab {
    @Observed var showsPanel = false
    @Observed var showsNote = false
    @Observed var showsBox = false
    @Observed var rows = [1, 2, 3, 4]
    /// What the panel's component did, in order, with the page's state when it did it.
    @Observed var log: [String] = []
    private var nextRow = 5

    func addRow() {
        rows.insert(nextRow, at: 0)
        nextRow += 1
    }

    func removeRow() {
        if !rows.isEmpty { rows.removeFirst() }
    }

    func reverseRows() {
        rows.reverse()
    }
}

let transitionLab = TransitionLab()

func transitionsView() -> Element {
    let lab = transitionLab
    return section {
        button { "Panel" }.id("toggle-panel").on(.click) { lab.showsPanel.toggle() }
        button { "Note" }.id("toggle-note").on(.click) { lab.showsNote.toggle() }
        button { "Box" }.id("toggle-box").on(.click) { lab.showsBox.toggle() }
        button { "Add row" }.id("add-row").on(.click) { lab.addRow() }
        button { "Remove row" }.id("remove-row").on(.click) { lab.removeRow() }
        button { "Reverse rows" }.id("reverse-rows").on(.click) { lab.reverseRows() }
        if lab.showsPanel {
            component { div { "Panel" }.id("fade-panel").class("panel").transition(Transition("fade")) }
                .onDisappear { lab.log.append("disappear") }
        }
        if lab.showsNote {
            p { "Note" }.id("plain-note").transition(Transition("plain"))
        }
        if lab.showsBox {
            div { "Box" }.id("hidden-box").transition(Transition("hide", duration: 150))
        }
        ul {
            for row in lab.rows {
                li { "Row \(row)" }.key(.int(row)).transition(Transition("row"))
            }
        }
        .id("transition-rows")
        output { lab.log.joined(separator: ", ") }.id("transition-log")
    }
    .id("transitions")
}
