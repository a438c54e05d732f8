import VDOM

// Frames of bytes, applied as the page's shim applies them: what a test of the page side compares the
// browser's DOM with, from the very bytes the browser got.

extension TestDOM {
    /// Applies one frame of bytes (`docs/patch-format.md`, part 2) as the page's shim (`web/shim/`) does.
    ///
    /// The frame is checked whole first, by the shim's rules: a malformed one throws the ``FrameError``
    /// the shim throws (the same byte offset and message) and changes nothing. Otherwise every operation
    /// is carried out, the events the operations caused and the method calls last, and the DOM is the
    /// one the shim builds from the same bytes.
    ///
    /// Patch lists given to ``apply(_:released:)`` come this way too, encoded by the DOM's own encoder,
    /// whose name table the frames share: a DOM takes frames of bytes from one encoder, its own or
    /// another's, not both.
    ///
    /// - Returns: the frame's operations as patches, and the ids it released.
    @discardableResult
    public func apply(frame bytes: [UInt8]) throws(FrameError) -> (patches: [Patch], released: [NodeID]) {
        let layout: FrameCheck.Layout
        do {
            layout = try check.validate(bytes)
        } catch {
            check.rollback()
            throw error
        }
        check.commit(layout)
        let words = layout.words, strings = layout.strings, names = check.names
        var patches: [Patch] = [], released: [NodeID] = [], writes = OperationCounts()
        var i = FrameHeader.wordCount
        func word(_ k: Int) -> UInt32 { words[i + k] }
        func name(at k: Int) -> String { names[Int(words[i + k])] }
        func optionalName(at k: Int) -> String? { words[i + k] == 0 ? nil : names[Int(words[i + k])] }
        func string(at k: Int) -> Text { Text(strings[Int(words[i + k])]) }
        func id(at k: Int) -> NodeID { NodeID(words[i + k]) }
        func optionalID(at k: Int) -> NodeID? { words[i + k] == 0 ? nil : NodeID(words[i + k]) }
        let wasApplying = beginOperations()
        // The first frame of a pre-rendered page takes the page's nodes (`TestDOM+Adoption.swift`).
        let adoption = beginAdoption() ? self.adoption : nil
        while i < layout.end {
            let opcode = Opcode(rawValue: words[i])!
            let patch: Patch
            switch opcode {
            case .createElement:
                patch = .createElement(id(at: 1), tag: name(at: 2), namespace: optionalName(at: 3).map(Namespace.init(uri:)) ?? .html)
            case .createText: patch = .createText(id(at: 1), string(at: 2))
            case .createComment: patch = .createComment(id(at: 1), string(at: 2))
            case .insert: patch = .insert(id(at: 1), parent: id(at: 2), before: optionalID(at: 3))
            case .move: patch = .move(id(at: 1), parent: id(at: 2), before: optionalID(at: 3))
            case .remove: patch = .remove(id(at: 1))
            case .replace: patch = .replace(id(at: 1), with: id(at: 2))
            case .clear: patch = .clear(id(at: 1))
            case .setText: patch = .setText(id(at: 1), string(at: 2))
            case .setAttribute: patch = .setAttribute(id(at: 1), name: name(at: 2), value: string(at: 3), namespace: optionalName(at: 4))
            case .removeAttribute: patch = .removeAttribute(id(at: 1), name: name(at: 2), namespace: optionalName(at: 3))
            case .setClass: patch = .setClass(id(at: 1), string(at: 2))
            case .setStringProperty: patch = .setProperty(id(at: 1), name: name(at: 2), value: .string(strings[Int(word(3))]))
            case .setBoolProperty: patch = .setProperty(id(at: 1), name: name(at: 2), value: .bool(word(3) == 1))
            case .setNumberProperty:
                let bits = UInt64(word(4)) << 32 | UInt64(word(3))
                patch = .setProperty(id(at: 1), name: name(at: 2), value: .number(Double(bitPattern: bits)))
            case .removeProperty: patch = .removeProperty(id(at: 1), name: name(at: 2))
            case .setStyle: patch = .setStyle(id(at: 1), name: name(at: 2), value: string(at: 3), important: word(4) == 1)
            case .removeStyle: patch = .removeStyle(id(at: 1), name: name(at: 2))
            case .addListener: patch = .addListener(id(at: 1), event: EventName(name(at: 2)))
            case .removeListener: patch = .removeListener(id(at: 1), event: EventName(name(at: 2)))
            case .setInnerHTML: patch = .setInnerHTML(id(at: 1), string(at: 2))
            case .callMethod: patch = .callMethod(id(at: 1), name: name(at: 2))
            case .defineTemplate: patch = .defineTemplate(Int(word(1)), root: id(at: 2), count: Int(word(3)))
            case .copyTemplate:
                let size = check.shapes[Int(word(1))]!.kinds.count
                patch = .copyTemplate(Int(word(1)), ids: (0..<size).map { NodeID(words[i + 2 + $0]) })
                i += size
            case .release:
                for id in word(1)..<word(1) + word(2) {
                    forget(NodeID(id))
                    released.append(NodeID(id))
                }
                i += 1 + Self.operandCounts[Int(opcode.rawValue)]
                continue
            }
            if let failure = failure(of: patch, opcode, operands: words[(i + 1)...]) {
                if case .defineTemplate = patch { templates.append(nil) }
                // What the DOM throws for, the page reports and skips, and the frame goes on.
                let message: String = "\(opcode.name) #\(word(1)) failed: \(failure)"
                onReport(Report(.failedCall, Text(message)))
            } else if adoption.flatMap({ adopt(patch, by: $0) }) ?? perform(patch) {
                writes.add(OperationCounts.kind(of: patch))
            }
            patches.append(patch)
            i += 1 + Self.operandCounts[Int(opcode.rawValue)]
        }
        lastWrites = writes
        endOperations(wasApplying)
        if adoption != nil { finishAdoption() }
        return (patches, released)
    }

    /// Why the DOM would throw for a checked operation, if it would: a node it names is not in the table
    /// (an operation on it failed before), or a name the DOM does not take.
    private func failure(of patch: Patch, _ opcode: Opcode, operands: ArraySlice<UInt32>) -> String? {
        for (kind, value) in zip(opcode.operands, operands) where value != 0 {
            switch kind {
            case .node, .element, .parent, .characters, .before:
                if node(NodeID(value)) == nil { return "node #\(value) is not in the page" }
            default:
                continue
            }
        }
        switch patch {
        case let .copyTemplate(number, _) where templates[number - 1] == nil: return "template \(number) is not in the page"
        case let .createElement(_, tag, _) where !Self.isValidName(tag): return "invalid tag name \"\(tag)\""
        case let .setAttribute(_, name, _, _) where !Self.isValidName(name): return "invalid attribute name \"\(name)\""
        default: return nil
        }
    }

    /// Where `before` is in `parent`: the child of `parent` that holds it, or the end when none does.
    func place(_ before: TestNode?, in parent: TestNode) -> TestNode? {
        var node = before
        while let current = node, current.parent !== parent { node = current.parent }
        return node
    }

    /// The operand words of each opcode, a copy's ids aside.
    private static let operandCounts = [0] + Opcode.allCases.map { $0.operands.count }
}
