import VDOM
import Observing

/// One row of the table: its id, which never changes, and its label and selection, each observable on
/// its own so that relabelling or selecting a row renders that row again and not the table.
final class Row {
    let id: Int
    @Observed var label: Text
    @Observed var isSelected = false

    init(id: Int, label: Text) {
        self.id = id
        self.label = label
    }
}

/// The benchmark's data and its operations, exactly as the benchmark defines them. Ids start at 1 and
/// never go back, so the scripts can wait for ids such as 1000, 5001 and 6000.
final class BenchStore {
    @Observed private(set) var rows: [Row] = []
    /// The selected row, if it is still shown.
    private var selected: Row?

    private var nextID = 1
    private var labels = LabelMaker()

    /// Replaces every row with `count` new ones and forgets the selection (`#run`, `#runlots`).
    func run(_ count: Int) {
        selected = nil
        rows = makeRows(count)
    }

    /// Appends 1,000 rows (`#add`).
    func add() {
        rows += makeRows(1000)
    }

    /// Appends " !!!" to the label of every tenth row, starting with the first (`#update`).
    func updateEveryTenth() {
        var index = 0
        while index < rows.count {
            rows[index].label = "\(rows[index].label) !!!"
            index += 10
        }
    }

    /// Removes every row (`#clear`).
    func clear() {
        selected = nil
        rows = []
    }

    /// Swaps the second row and the 999th, when there are that many (`#swaprows`).
    func swapRows() {
        guard rows.count > 998 else { return }
        var changed = rows
        changed.swapAt(1, 998)
        rows = changed
    }

    /// Marks `row` as the one selected row.
    func select(_ row: Row) {
        guard row !== selected else { return }
        selected?.isSelected = false
        row.isSelected = true
        selected = row
    }

    /// Removes the row with `id` (its remove link).
    func remove(_ id: Int) {
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
        if rows[index] === selected { selected = nil }
        rows.remove(at: index)
    }

    private func makeRows(_ count: Int) -> [Row] {
        var made: [Row] = []
        made.reserveCapacity(count)
        for _ in 0..<count {
            made.append(Row(id: nextID, label: labels.next()))
            nextID += 1
        }
        return made
    }
}
