import Observing

/// The selected row's id, observable row by row: a row's render reads only whether that row is selected,
/// so selecting another row renders the two rows concerned again, and neither the table nor any other row.
final class Selection {
    /// The selected id; 0 selects nothing.
    private(set) var id = 0
    /// One signal per row whose selection was read, by row id.
    private var signals: [Int: Signal] = [:]

    /// Whether row `row` is selected, recorded as a read of that row's selection only.
    func isSelected(_ row: Int) -> Bool {
        let signal: Signal
        if let existing = signals[row] {
            signal = existing
        } else {
            signal = Signal()
            signals[row] = signal
        }
        signal.didRead()
        return row == id
    }

    func select(_ row: Int) {
        let previous = id
        id = row
        signals[previous]?.didChange()
        signals[row]?.didChange()
    }

    /// Forgets a row that is gone.
    func forget(_ row: Int) {
        if row == id { id = 0 }
        signals[row] = nil
    }

    /// Forgets every row and the selection, when all rows are replaced or removed.
    func reset() {
        id = 0
        signals.removeAll()
    }
}
