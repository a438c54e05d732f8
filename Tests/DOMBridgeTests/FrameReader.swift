import VDOM

/// Reads encoded frames back into patches, as the page's shim does, so tests can state frames as patch
/// lists. It keeps the names earlier frames defined, like the page, and the ids the last frame released.
struct FrameReader {
    private(set) var names: [String] = [""]
    private(set) var released: [NodeID] = []
    /// The node count of each template the frames defined, which says how many ids a copy names.
    private(set) var templateSizes: [Int] = []

    mutating func read(_ bytes: [UInt8]) -> [Patch] {
        var words: [UInt32] = []
        for at in stride(from: 0, to: bytes.count & ~3, by: 4) {
            var word: UInt32 = 0
            for k in 0..<4 { word |= UInt32(bytes[at + k]) << UInt32(8 * k) }
            words.append(word)
        }
        precondition(words[0] == FrameHeader.magic && Int(words[1]) == bytes.count, "not a whole frame")
        let operationEnd = FrameHeader.wordCount + Int(words[2])
        let nameCount = Int(words[4]), stringCount = Int(words[5])
        let lengthsStart = operationEnd + nameCount
        let textStart = 4 * (lengthsStart + stringCount)
        let text = Array(String(decoding: bytes[textStart...], as: UTF8.self).utf16)
        var strings: [String] = []
        var at = 0
        for length in words[lengthsStart..<lengthsStart + stringCount] {
            strings.append(String(decoding: text[at..<at + Int(length)], as: UTF16.self))
            at += Int(length)
        }
        for index in words[operationEnd..<lengthsStart] { names.append(strings[Int(index)]) }

        var patches: [Patch] = []
        released = []
        var i = FrameHeader.wordCount
        func next() -> UInt32 { defer { i += 1 }; return words[i] }
        func node() -> NodeID { NodeID(next()) }
        func before() -> NodeID? { let id = next(); return id == 0 ? nil : NodeID(id) }
        func name() -> String { names[Int(next())] }
        func optionalName() -> String? { let id = next(); return id == 0 ? nil : names[Int(id)] }
        func string() -> String { strings[Int(next())] }
        while i < operationEnd {
            switch Opcode(rawValue: next())! {
            case .createElement:
                let id = node(), tag = name()
                patches.append(.createElement(id, tag: tag, namespace: optionalName().map(Namespace.init(uri:)) ?? .html))
            case .createText: patches.append(.createText(node(), Text(string())))
            case .createComment: patches.append(.createComment(node(), Text(string())))
            case .insert: patches.append(.insert(node(), parent: node(), before: before()))
            case .move: patches.append(.move(node(), parent: node(), before: before()))
            case .remove: patches.append(.remove(node()))
            case .replace: patches.append(.replace(node(), with: node()))
            case .clear: patches.append(.clear(node()))
            case .setText: patches.append(.setText(node(), Text(string())))
            case .setAttribute:
                patches.append(.setAttribute(node(), name: name(), value: Text(string()), namespace: optionalName()))
            case .removeAttribute: patches.append(.removeAttribute(node(), name: name(), namespace: optionalName()))
            case .setClass: patches.append(.setClass(node(), Text(string())))
            case .setStringProperty: patches.append(.setProperty(node(), name: name(), value: .string(string())))
            case .setBoolProperty: patches.append(.setProperty(node(), name: name(), value: .bool(next() == 1)))
            case .setNumberProperty:
                let id = node(), property = name(), low = UInt64(next()), high = UInt64(next())
                patches.append(.setProperty(id, name: property, value: .number(Double(bitPattern: high << 32 | low))))
            case .removeProperty: patches.append(.removeProperty(node(), name: name()))
            case .setStyle: patches.append(.setStyle(node(), name: name(), value: Text(string()), important: next() == 1))
            case .removeStyle: patches.append(.removeStyle(node(), name: name()))
            case .addListener: patches.append(.addListener(node(), event: EventName(name())))
            case .removeListener: patches.append(.removeListener(node(), event: EventName(name())))
            case .setInnerHTML: patches.append(.setInnerHTML(node(), Text(string())))
            case .callMethod: patches.append(.callMethod(node(), name: name()))
            case .defineTemplate:
                let number = Int(next()), root = node(), count = Int(next())
                templateSizes.append(count)
                patches.append(.defineTemplate(number, root: root, count: count))
            case .copyTemplate:
                let number = Int(next())
                patches.append(.copyTemplate(number, ids: (0..<templateSizes[number - 1]).map { _ in node() }))
            case .release:
                let first = next(), count = next()
                released += (first..<first + count).map { NodeID($0) }
            }
        }
        return patches
    }
}
