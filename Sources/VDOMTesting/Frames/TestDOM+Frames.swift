import VDOM

// Frames of bytes, applied as the page's shim applies them: what a test of the page side compares the
// browser's DOM with, from the very bytes the browser got.

extension TestDOM {
    /// Applies one frame of bytes (`docs/patch-format.md`, part 2) as the page's shim (`web/vdom.js`) does.
    ///
    /// The frame is checked whole first, by the shim's rules: a malformed one throws the ``FrameError``
    /// the shim throws (the same byte offset and message) and changes nothing. Otherwise every operation
    /// is carried out, the events the operations caused and the method calls last, and the DOM is the
    /// one the shim builds from the same bytes.
    ///
    /// A DOM that takes frames of bytes keeps the shim's shadow of the tree between them, so all its frames
    /// come this way: use it or ``apply(_:)``, not both.
    ///
    /// - Returns: the frame's operations as patches, and the ids it released.
    @discardableResult
    public func apply(frame bytes: [UInt8]) throws(FrameError) -> (patches: [Patch], released: [NodeID]) {
        let layout: FrameValidator.Layout
        do {
            layout = try validator.validate(bytes)
        } catch {
            validator.rollback()
            throw error
        }
        validator.commit(layout)
        let words = layout.words, strings = layout.strings, names = validator.names
        var patches: [Patch] = [], released: [NodeID] = []
        var i = FrameHeader.wordCount
        func word(_ k: Int) -> UInt32 { words[i + k] }
        func node(at k: Int) -> TestNode { self.node(NodeID(words[i + k]))! }
        func name(at k: Int) -> String { names[Int(words[i + k])] }
        func optionalName(at k: Int) -> String? { words[i + k] == 0 ? nil : names[Int(words[i + k])] }
        func string(at k: Int) -> String { strings[Int(words[i + k])] }
        func id(at k: Int) -> NodeID { NodeID(words[i + k]) }
        func perform(_ patch: Patch) {
            _ = self.perform(patch)
            patches.append(patch)
        }
        let wasApplying = beginOperations()
        while i < layout.end {
            let opcode = Opcode(rawValue: words[i])!
            switch opcode {
            case .createElement:
                perform(.createElement(id(at: 1), tag: name(at: 2), namespace: optionalName(at: 3).map(Namespace.init(uri:)) ?? .html))
            case .createText: perform(.createText(id(at: 1), Text(string(at: 2))))
            case .createComment: perform(.createComment(id(at: 1), Text(string(at: 2))))
            case .insert:
                patches.append(.insert(id(at: 1), parent: id(at: 2), before: word(3) == 0 ? nil : id(at: 3)))
                let child = node(at: 1), parent = node(at: 2)
                let before = place(word(3) == 0 ? nil : node(at: 3), in: parent)
                if child.parent != nil { detach(child) }
                insert(child, into: parent, before: before)
            case .move:
                patches.append(.move(id(at: 1), parent: id(at: 2), before: word(3) == 0 ? nil : id(at: 3)))
                let child = node(at: 1), parent = node(at: 2)
                var before = place(word(3) == 0 ? nil : node(at: 3), in: parent)
                if child.parent === parent {
                    // A move within the parent, as the patch does: no node leaves the document.
                    if before !== child {
                        parent.children.remove(at: parent.index(of: child)!)
                        parent.children.insert(child, at: before.map { parent.index(of: $0)! } ?? parent.children.endIndex)
                    }
                } else {
                    if before === child { before = nil }
                    if child.parent != nil { detach(child) }
                    insert(child, into: parent, before: before)
                }
            case .remove:
                patches.append(.remove(id(at: 1)))
                let child = node(at: 1)
                if child.parent != nil { detach(child) }
            case .replace:
                patches.append(.replace(id(at: 1), with: id(at: 2)))
                let old = node(at: 1), new = node(at: 2)
                if let parent = old.parent {
                    let index = parent.index(of: old)! + 1
                    let next = index < parent.children.count ? parent.children[index] : nil
                    detach(old)
                    if new.parent != nil { detach(new) }
                    insert(new, into: parent, before: next)
                } else if case let parent = validator.parent(of: words[i + 2]), parent >= 0, let parentNode = self.node(NodeID(UInt32(parent))) {
                    // Where `old` was taken out, the page puts `new` last in the parent it had.
                    if new.parent != nil { detach(new) }
                    insert(new, into: parentNode, before: nil)
                }
            case .clear:
                patches.append(.clear(id(at: 1)))
                replaceChildren(of: node(at: 1), with: nil)
            case .setText: perform(.setText(id(at: 1), Text(string(at: 2))))
            case .setAttribute: perform(.setAttribute(id(at: 1), name: name(at: 2), value: Text(string(at: 3)), namespace: optionalName(at: 4)))
            case .removeAttribute: perform(.removeAttribute(id(at: 1), name: name(at: 2), namespace: optionalName(at: 3)))
            case .setClass: perform(.setClass(id(at: 1), Text(string(at: 2))))
            case .setStringProperty: perform(.setProperty(id(at: 1), name: name(at: 2), value: .string(string(at: 3))))
            case .setBoolProperty: perform(.setProperty(id(at: 1), name: name(at: 2), value: .bool(word(3) == 1)))
            case .setNumberProperty:
                let bits = UInt64(word(4)) << 32 | UInt64(word(3))
                perform(.setProperty(id(at: 1), name: name(at: 2), value: .number(Double(bitPattern: bits))))
            case .removeProperty: perform(.removeProperty(id(at: 1), name: name(at: 2)))
            case .setStyle: perform(.setStyle(id(at: 1), name: name(at: 2), value: Text(string(at: 3)), important: word(4) == 1))
            case .removeStyle: perform(.removeStyle(id(at: 1), name: name(at: 2)))
            case .addListener:
                patches.append(.addListener(id(at: 1), event: EventName(name(at: 2))))
                let element = node(at: 1), event = name(at: 2)
                if !element.listeners.contains(event) { element.listeners.append(event) }
            case .removeListener: perform(.removeListener(id(at: 1), event: EventName(name(at: 2))))
            case .setInnerHTML:
                patches.append(.setInnerHTML(id(at: 1), Text(string(at: 2))))
                let element = node(at: 1)
                replaceChildren(of: element, with: nil)
                element.rawHTML = string(at: 2)
            case .callMethod:
                patches.append(.callMethod(id(at: 1), name: name(at: 2)))
                deferredCalls.append((node(at: 1), name(at: 2)))
            case .release:
                for id in word(1)..<word(1) + word(2) {
                    forget(NodeID(id))
                    released.append(NodeID(id))
                }
            case .defineTemplate: perform(.defineTemplate(Int(word(1)), root: id(at: 2), count: Int(word(3))))
            case .copyTemplate: // the nodes a copy gives no id forward no events
                let size = validator.shapes[Int(word(1))]!.kinds.count
                let ids = (0..<size).map { NodeID(words[i + 2 + $0]) }
                perform(.copyTemplate(Int(word(1)), ids: ids))
                for (copied, id) in zip(self.node(ids[0])!.subtree, ids) where id == .container { copied.listeners = [] }
                i += size
            }
            i += 1 + Self.operandCounts[Int(opcode.rawValue)]
        }
        endOperations(wasApplying)
        return (patches, released)
    }

    /// Where `before` is in `parent`: the child of `parent` that holds it, or the end when none does.
    private func place(_ before: TestNode?, in parent: TestNode) -> TestNode? {
        var node = before
        while let current = node, current.parent !== parent { node = current.parent }
        return node
    }

    /// The operand words of each opcode, a copy's ids aside.
    private static let operandCounts = [0] + Opcode.allCases.map { $0.operands.count }
}
