import VDOM
import VDOMTesting

// Cases written for people: what a failure report shows. Markup-like, one line per step.

extension Spec: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .text(text): return JSON.string(text)
        case let .comment(text): return "<!--\(text)-->"
        case .hole: return "_"
        case let .use(use):
            var out = "{template \(use.template)"
            if let key = use.key { out += " key=\(key)" }
            out += " label=\(JSON.string(use.label)) tokens=\(JSON.string(use.tokens)) title=\(JSON.string(use.title))"
            if let word = use.word { out += " word=\(word)" }
            return out + "}"
        case let .cell(cell):
            return "{cell \(cell.slot)\(cell.key.map { " key=\($0)" } ?? "")}"
        case let .element(element):
            return element.description
        }
    }
}

extension ElementSpec: CustomStringConvertible {
    public var description: String {
        var out = "<\(tag)"
        if let key { out += " key=\(key)" }
        switch wrapper {
        case .none: break
        case .component: out += " (component)"
        case .inputComponent: out += " (input component)"
        }
        for attribute in attributes { out += " \(attribute.name)=\(JSON.string(attribute.value))" }
        if !classes.isEmpty { out += " class=\(JSON.string(classes))" }
        if !styles.isEmpty {
            out += " style=\"" + styles.map { "\($0.name): \($0.value)\($0.important ? " !important" : "")" }.joined(separator: "; ") + "\""
        }
        for property in properties { out += " .\(property.name)=\(JSON.value(property.value))" }
        for listener in listeners { out += " on:\(listener)" }
        out += ">"
        if let html { out += "{html \(JSON.string(html))}" } else { out += children.map(\.description).joined() }
        return out + "</\(tag)>"
    }
}

extension FuzzCase: CustomStringConvertible {
    /// Each step on its lines: the view (or that it is unchanged), then the cells and words that changed
    /// (in the first step, those that are not empty).
    public var description: String {
        var lines: [String] = []
        for (index, step) in steps.enumerated() {
            let previous = index > 0 ? steps[index - 1] : nil
            lines.append("step \(index): " + (step.view == previous?.view ? "the same view" : step.view.description))
            // The first step's empty cells and words are not worth a line each.
            for (slot, cell) in step.cells.enumerated() where previous.map({ cell != $0.cells[slot] }) ?? (cell != .hole) {
                lines.append("  cell \(slot): \(cell)")
            }
            for (slot, word) in step.words.enumerated() where previous.map({ word != $0.words[slot] }) ?? (word != "") {
                lines.append("  word \(slot): \(JSON.string(word))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
