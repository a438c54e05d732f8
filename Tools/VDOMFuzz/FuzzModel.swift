import Observing

/// The observed state a case's views read: cells (views of their own, each shown by a component that
/// reads it) and words (read by the text holes of template uses). Changing one renders again only the
/// components and uses that read it, which is the path a model change takes in an app.
public final class FuzzModel {
    public final class Cell {
        @Observed public var spec: Spec
        init(_ spec: Spec) { self.spec = spec }
    }

    public final class Word {
        @Observed public var text: String
        init(_ text: String) { self.text = text }
    }

    public static let cellCount = 3
    public static let wordCount = 3

    public let cells: [Cell]
    public let words: [Word]

    public init(_ step: Step) {
        cells = step.cells.map(Cell.init)
        words = step.words.map(Word.init)
    }

    /// Assigns the cells and words that differ from `step`'s; returns whether any did.
    @discardableResult
    public func update(to step: Step) -> Bool {
        var changed = false
        for (cell, spec) in zip(cells, step.cells) where cell.spec != spec {
            cell.spec = spec
            changed = true
        }
        for (word, text) in zip(words, step.words) where word.text != text {
            word.text = text
            changed = true
        }
        return changed
    }
}
