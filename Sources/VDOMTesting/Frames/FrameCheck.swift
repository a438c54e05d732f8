import VDOM

/// The test DOM's one check of frames, exactly as the page's shim checks them (`web/shim/check.js`,
/// `validate`): the same rules in the same order, with the same messages and offsets, against the same
/// shadow of the tree the frames built. So the test DOM and the page refuse the same frames, at the same
/// byte, and a frame either is refused with the DOM untouched or is applied whole
/// (`TestDOM.apply(frame:)`). Patch lists are checked through it too: `TestDOM.apply(_:released:)`
/// encodes them first, as the bridge does.
///
/// The shadow keeps, by node id, the node's kind, its parent and whether that link still holds, and how
/// many links hold to it (`web/shim/shadow.js` describes each of its eight words). It is changed as a frame is
/// checked; ``commit()`` keeps the changes, ``rollback()`` puts it back as it was before the frame.
struct FrameCheck {
    /// What a checked frame is made of.
    struct Layout {
        var words: [UInt32]
        var end: Int
        var firstName: Int
        var nameCount: Int
        /// The node capacity the header gives: every id is below it.
        var capacity: Int
        /// The strings, cut from the decoded text.
        var strings: [String]
    }

    /// A template's shape: each node's kind and its parent's position, in document order.
    struct Shape {
        var kinds: [Int32]
        var ups: [Int]
    }

    private static let element: Int32 = 1, deep: Int32 = 4, raw: Int32 = 8

    /// The page's names, by id (name 0 is "none"), and their ids.
    private(set) var names: [String] = [""]
    private var nameIDs: [String: Int] = [:]
    private var shadow = [Int32](repeating: 0, count: 8 * 64)
    private var seen = [Int32](repeating: 0, count: 64)
    private var stamp: Int32 = 0
    private var undo: [Int32] = []
    private var runs: [Int] = []
    private var counted = false
    private(set) var shapes: [Shape?] = [nil]
    private var newShapes: [Shape] = []

    init() {
        shadow[0] = Self.element
        shadow[1] = -1
    }

    /// The id of the nearest node with an id that holds node `id` (its parent, or its nearest numbered
    /// ancestor in a copy), as the shadow has it after the last frame.
    func parent(of id: UInt32) -> Int32 { shadow[8 * Int(id) + 1] }

    /// The ids below `capacity` that exist, as the frame last checked left the shadow, but are not in the
    /// document, each with the top of the detached tree it is in.
    func unattachedIDs(below capacity: Int) -> [(id: NodeID, root: NodeID)] {
        // The top of each node's tree, once found: 0 for the document.
        var tops = [Int](repeating: -1, count: capacity)
        tops[0] = 0
        var unattached: [(id: NodeID, root: NodeID)] = []
        for id in 1..<max(1, capacity) where shadow[8 * id] != 0 {
            var path: [Int] = []
            var node = id
            while tops[node] < 0 {
                path.append(node)
                guard linked(node) else { break }
                node = Int(shadow[8 * node + 1])
            }
            let top = tops[node] < 0 ? node : tops[node]
            for walked in path { tops[walked] = top }
            if top != 0 { unattached.append((NodeID(UInt32(id)), NodeID(UInt32(top)))) }
        }
        return unattached
    }

    // MARK: The shadow

    private func linked(_ id: Int) -> Bool {
        let parent = Int(shadow[8 * id + 1])
        return parent >= 0 && shadow[8 * id + 2] == shadow[8 * parent + 3]
    }

    private func isChild(_ id: Int, of parent: Int) -> Bool {
        Int(shadow[8 * id + 1]) == parent && shadow[8 * id] & Self.deep == 0 && linked(id)
    }

    private mutating func touch(_ id: Int) {
        let v = 8 * id
        if seen[id] != stamp && shadow[v + 5] != stamp {
            shadow[v + 5] = stamp
            undo += [Int32(id), shadow[v], shadow[v + 1], shadow[v + 2], shadow[v + 3], shadow[v + 4]]
        }
    }

    private mutating func attach(_ id: Int, to parent: Int, deep: Int32) {
        touch(id)
        touch(parent)
        let v = 8 * id
        shadow[v] = (shadow[v] & ~Self.deep) | deep
        shadow[v + 1] = Int32(parent)
        shadow[v + 2] = shadow[8 * parent + 3]
        shadow[8 * parent + 4] += 1
    }

    private mutating func detach(_ id: Int) {
        let parent = Int(shadow[8 * id + 1])
        touch(id)
        touch(parent)
        shadow[8 * parent + 4] -= 1
        shadow[8 * id + 1] = -1
        changed(parent)
    }

    private mutating func empty(_ id: Int) {
        touch(id)
        shadow[8 * id] &= ~Self.raw
        shadow[8 * id + 3] &+= 1
        shadow[8 * id + 4] = 0
        changed(id)
    }

    private mutating func changed(_ id: Int) {
        if seen[id] == stamp { shadow[8 * id + 6] = -1 }
    }

    private func forEachReleased(_ visit: (_ id: Int, _ at: Int) throws(FrameError) -> Void) throws(FrameError) {
        for run in stride(from: 0, to: runs.count, by: 3) {
            for id in runs[run + 1]..<runs[run + 2] { try visit(id, runs[run]) }
        }
    }

    /// Puts the shadow back as it was before the frame last checked.
    mutating func rollback() {
        if counted {
            for run in stride(from: 0, to: runs.count, by: 3) {
                for id in runs[run + 1]..<runs[run + 2] where linked(id) {
                    shadow[8 * Int(shadow[8 * id + 1]) + 4] += 1
                }
            }
        }
        for k in stride(from: undo.count - 6, through: 0, by: -6) {
            let v = 8 * Int(undo[k])
            for field in 0..<5 { shadow[v + field] = undo[k + 1 + field] }
        }
        for id in 1..<seen.count where seen[id] == stamp { shadow[8 * id] = 0 }
        undo = []
        runs = []
    }

    /// Keeps what the frame last checked did to the shadow, and the names it defines.
    mutating func commit(_ layout: Layout) {
        for run in stride(from: 0, to: runs.count, by: 3) {
            for id in runs[run + 1]..<runs[run + 2] { shadow[8 * id] = 0 }
        }
        shapes += newShapes.map { Optional($0) }
        for k in 0..<layout.nameCount {
            nameIDs[layout.strings[Int(layout.words[layout.end + k])]] = names.count
            names.append(layout.strings[Int(layout.words[layout.end + k])])
        }
        undo = []
        runs = []
    }

    // MARK: Checking

    /// Checks a frame; throws the page's error for the first problem. The shadow is then changed as the
    /// frame would change it: ``commit(_:)`` or ``rollback()`` next.
    mutating func validate(_ bytes: [UInt8]) throws(FrameError) -> Layout {
        stamp &+= 1
        undo = []
        runs = []
        newShapes = []
        counted = false
        let byteLength = bytes.count
        func fail(_ offset: Int, _ problem: String) -> FrameError { FrameError(offset: offset, problem: problem) }
        let headerBytes = 4 * FrameHeader.wordCount
        if byteLength < headerBytes { throw fail(0, "the header takes \(headerBytes) bytes, the frame has \(byteLength)") }
        var words: [UInt32] = []
        words.reserveCapacity(byteLength / 4)
        for at in stride(from: 0, to: byteLength & ~3, by: 4) {
            words.append(UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24)
        }
        if words[0] != FrameHeader.magic { throw fail(0, "the first word is \(words[0]), not \"VDF1\"") }
        let total = Int(words[1]), opWords = Int(words[2]), firstName = Int(words[3]), nameCount = Int(words[4])
        let stringCount = Int(words[5]), textBytes = Int(words[6]), capacity = Int(words[7])
        if total > byteLength { throw fail(4, "the frame says \(total) bytes, \(byteLength) arrived") }
        let textStart = 4 * (FrameHeader.wordCount + opWords + nameCount + stringCount)
        if textStart + textBytes != total { throw fail(4, "the sections add up to \(textStart + textBytes) bytes, the header says \(total)") }
        if firstName != names.count { throw fail(12, "new names start at id \(firstName), the page has \(names.count - 1) names") }
        if capacity > 1 << 24 { throw fail(28, "node capacity \(capacity) is beyond the limit of \(1 << 24)") }
        let mark = stamp, nameEnd = firstName + nameCount, end = FrameHeader.wordCount + opWords
        if capacity > seen.count {
            let length = max(capacity, 2 * seen.count)
            seen += [Int32](repeating: 0, count: length - seen.count)
            shadow += [Int32](repeating: 0, count: 8 * length - shadow.count)
        }
        let (strings, stringProblem) = Self.strings(words, bytes, end: end, nameCount: nameCount, stringCount: stringCount,
                                                    textStart: textStart, textBytes: textBytes)
        func word(_ index: Int) -> Int { index < words.count ? Int(words[index]) : 0 }
        func exists(_ id: Int) -> Bool { shadow[8 * id] != 0 && seen[id] != -mark }
        func refuse(_ word: Int, _ at: Int, _ problem: String) -> FrameError {
            fail(word * 4, "\(Self.names[Int(words[at])]) \(problem)")
        }
        func create(_ value: Int, _ word: Int, _ at: Int, _ kind: Int32) throws(FrameError) {
            if value == 0 || value >= capacity { throw refuse(word, at, "creates node #\(value), outside 1..\(capacity - 1)") }
            let v = 8 * value
            if seen[value] == -mark || seen[value] == mark && shadow[v] == 0 {
                throw refuse(word, at, "creates node #\(value), which this frame released")
            }
            if shadow[v] != 0 { throw refuse(word, at, "creates node #\(value), which exists") }
            seen[value] = mark
            shadow[v] = kind
            shadow[v + 1] = -1
            shadow[v + 3] &+= 1
            shadow[v + 4] = 0
            shadow[v + 6] = 0
        }

        var i = FrameHeader.wordCount
        while i < end {
            let at = i
            guard let opcode = Opcode(rawValue: words[i]) else { throw fail(at * 4, "unknown opcode \(words[i])") }
            i += 1
            var shape: Shape?
            for kind in Self.operands[Int(opcode.rawValue)] {
                if i >= end { throw refuse(at, at, "is cut off") }
                let value = Int(words[i])
                i += 1
                switch kind {
                case .created:
                    try create(value, i - 1, at, Int32(opcode.rawValue))
                case .before where value == 0, .nameOrNone where value == 0:
                    break
                case .node, .element, .parent, .characters, .before:
                    if value >= capacity { throw refuse(i - 1, at, "names node #\(value), outside 0..\(capacity - 1)") }
                    if !exists(value) { throw refuse(i - 1, at, "names node #\(value), which does not exist") }
                    if value == 0 && kind != .parent { throw refuse(i - 1, at, "cannot change the container #0") }
                    let element = shadow[8 * value] & 3 == Self.element
                    if kind == .characters ? element : (kind == .element || kind == .parent) && !element {
                        throw refuse(i - 1, at, "names node #\(value), which is not \(kind == .characters ? "a text node or comment" : "an element")")
                    }
                case .name, .nameOrNone:
                    if value == 0 || value >= nameEnd { throw refuse(i - 1, at, "uses name id \(value), outside 1..\(nameEnd - 1)") }
                case .string:
                    if value >= stringCount { throw refuse(i - 1, at, "uses string \(value), the frame has \(stringCount)") }
                case .flag:
                    if value > 1 { throw refuse(i - 1, at, "has flag \(value), not 0 or 1") }
                case .first:
                    if value == 0 { throw refuse(i - 1, at, "cannot forget the container #0") }
                case .count:
                    let first = Int(words[i - 2])
                    if value == 0 || first + value > capacity {
                        throw refuse(i - 1, at, "forgets \(value) nodes from #\(first), outside 1..\(capacity - 1)")
                    }
                case .newTemplate:
                    let next = shapes.count + newShapes.count
                    if value != next { throw refuse(i - 1, at, "defines template \(value), the next template is \(next)") }
                case .size:
                    if value == 0 || value >= capacity {
                        throw refuse(i - 1, at, "gives template \(words[i - 3]) \(value) nodes, outside 1..\(capacity - 1)")
                    }
                case .template:
                    shape = value < shapes.count ? shapes[value]
                        : value - shapes.count < newShapes.count ? newShapes[value - shapes.count] : nil
                    if shape == nil { throw refuse(i - 1, at, "copies template \(value), which is not defined") }
                case .word: // any value
                    break
                }
            }
            let a = word(at + 1), b = word(at + 2), c = word(at + 3)
            switch opcode {
            case .insert: // a into b before c
                if linked(a) { throw refuse(at + 1, at, "names node #\(a), which already has a parent") }
                if shadow[8 * b] & Self.raw != 0 { throw refuse(at + 2, at, "names node #\(b), which holds raw HTML") }
                if c != 0 && !isChild(c, of: b) { throw refuse(at + 3, at, "names node #\(c), which is not a child of #\(b)") }
                var node = b
                while true {
                    if node == a { throw refuse(at + 2, at, "puts node #\(a) into #\(b), which is inside it") }
                    if !linked(node) { break }
                    node = Int(shadow[8 * node + 1])
                }
                attach(a, to: b, deep: 0)
                if seen[b] == mark {
                    if c == 0 && shadow[8 * b + 6] >= 0 {
                        shadow[8 * a + 7] = shadow[8 * b + 6]
                        shadow[8 * b + 6] = Int32(a)
                    } else {
                        shadow[8 * b + 6] = -1
                    }
                }
            case .move: // a in b before c
                if !isChild(a, of: b) { throw refuse(at + 1, at, "names node #\(a), which is not a child of #\(b)") }
                if c != 0 && !isChild(c, of: b) { throw refuse(at + 3, at, "names node #\(c), which is not a child of #\(b)") }
                changed(b)
            case .remove:
                if !linked(a) { throw refuse(at + 1, at, "names node #\(a), which has no parent") }
                detach(a)
            case .replace: // a with b
                if !linked(a) { throw refuse(at + 1, at, "names node #\(a), which has no parent") }
                if linked(b) { throw refuse(at + 2, at, "names node #\(b), which already has a parent") }
                var node = a
                while true {
                    if node == b { throw refuse(at + 2, at, "puts node #\(b) in place of #\(a), which is inside it") }
                    if !linked(node) { break }
                    node = Int(shadow[8 * node + 1])
                }
                let parent = Int(shadow[8 * a + 1]), deep = shadow[8 * a] & Self.deep
                detach(a)
                attach(b, to: parent, deep: deep)
            case .clear:
                empty(a)
            case .setInnerHTML:
                empty(a)
                if b < strings.count && !strings[b].isEmpty { shadow[8 * a] |= Self.raw }
            case .setStringProperty, .setBoolProperty, .setNumberProperty, .removeProperty:
                let name: String? = b < names.count ? names[b] : {
                    let index = Int(words[end + b - firstName])
                    return index < strings.count ? strings[index] : nil
                }()
                if name == "outerHTML" || name == "outerText" || name == "innerHTML" {
                    throw refuse(at + 2, at, "names property \(name!), which frames may not write")
                }
                if name == "innerText" || name == "textContent" { empty(a) }
            case .release:
                runs += [at, a, a + b]
                for id in a..<a + b {
                    if !exists(id) { throw refuse(at + 1, at, "forgets node #\(id), which does not exist") }
                    if seen[id] == mark {
                        shadow[8 * id] = 0
                        shadow[8 * id + 6] = -1
                    } else {
                        seen[id] = -mark
                    }
                }
            case .defineTemplate: // a from b with c nodes
                var kinds: [Int32] = [], ups: [Int] = [], stack: [(node: Int, up: Int)] = [(b, -1)]
                while let (node, up) = stack.popLast() {
                    let last = Int(shadow[8 * node + 6])
                    if seen[node] != mark || last < 0 {
                        throw refuse(at + 2, at, "names node #\(b), whose subtree this frame did not build by appends")
                    }
                    var kid = last
                    while kid != 0 {
                        stack.append((kid, kinds.count))
                        kid = Int(shadow[8 * kid + 7])
                    }
                    kinds.append(shadow[8 * node] & 3)
                    ups.append(up)
                }
                if kinds.count != c { throw refuse(at + 3, at, "gives template \(a) \(c) nodes, its subtree has \(kinds.count)") }
                newShapes.append(Shape(kinds: kinds, ups: ups))
            default:
                break
            }
            if let shape {
                let size = shape.kinds.count, root = i
                if i + size > end { throw refuse(at, at, "is cut off") }
                for k in 0..<size {
                    let id = Int(words[i])
                    i += 1
                    if id == 0 && k != 0 { continue }
                    try create(id, i - 1, at, shape.kinds[k])
                    shadow[8 * id + 6] = -1
                    if k == 0 { continue }
                    var up = shape.ups[k], deep: Int32 = 0
                    while words[root + up] == 0 {
                        up = shape.ups[up]
                        deep = Self.deep
                    }
                    let parent = Int(words[root + up]), v = 8 * id
                    shadow[v] |= deep
                    shadow[v + 1] = Int32(parent)
                    shadow[v + 2] = shadow[8 * parent + 3]
                    shadow[8 * parent + 4] += 1
                }
            }
        }
        try forEachReleased { id, at throws(FrameError) in
            let parent = Int(shadow[8 * id + 1])
            if linked(id) && seen[parent] != -mark && shadow[8 * parent] != 0 {
                throw refuse(at + 1, at, "forgets node #\(id), whose parent #\(parent) it keeps")
            }
        }
        counted = true
        try forEachReleased { id, _ in
            if linked(id) { shadow[8 * Int(shadow[8 * id + 1]) + 4] -= 1 }
        }
        try forEachReleased { id, at throws(FrameError) in
            if shadow[8 * id + 4] != 0 { throw refuse(at + 1, at, "forgets node #\(id) but not every node inside it") }
        }
        var fresh: [String: Int] = [:]
        for k in 0..<nameCount {
            let index = Int(words[end + k]), id = firstName + k
            let name = index < strings.count ? strings[index] : nil
            if index >= stringCount { throw fail((end + k) * 4, "new name \(id) uses string \(index), the frame has \(stringCount)") }
            if let name, let again = nameIDs[name] ?? fresh[name] {
                throw fail((end + k) * 4, "new name \(id) spells \"\(name)\", as name \(again) does")
            }
            if let name { fresh[name] = id }
        }
        if let stringProblem { throw stringProblem }
        return Layout(words: words, end: end, firstName: firstName, nameCount: nameCount, capacity: capacity, strings: strings)
    }

    /// The strings, cut from the text decoded once by the UTF-16 lengths in the table, and the first
    /// problem with them (the strings before it are cut).
    private static func strings(_ words: [UInt32], _ bytes: [UInt8], end: Int, nameCount: Int, stringCount: Int,
                                textStart: Int, textBytes: Int) -> ([String], FrameError?) {
        let text = FrameText.utf16(of: bytes[textStart..<textStart + textBytes])
        let lengths = end + nameCount
        var strings: [String] = []
        var at = 0
        for k in 0..<stringCount {
            let next = at + Int(words[lengths + k])
            if next > text.count {
                return (strings, FrameError(offset: (lengths + k) * 4, problem: "string \(k) runs past the end of the text"))
            }
            if next > 0 && next < text.count && text[next - 1] & 0xFC00 == 0xD800 && text[next] & 0xFC00 == 0xDC00 {
                return (strings, FrameError(offset: (lengths + k) * 4, problem: "string \(k) ends inside a character"))
            }
            strings.append(String(decoding: text[at..<next], as: UTF16.self))
            at = next
        }
        if at != text.count {
            return (strings, FrameError(offset: textStart, problem: "the text holds \(text.count - at) code units no string uses"))
        }
        return (strings, nil)
    }

    /// The operands and the names of the operations, by opcode (`Opcode`), for the loop over a frame.
    private static let operands = [[]] + Opcode.allCases.map { $0.operands }
    private static let names = [""] + Opcode.allCases.map { $0.name }
}
