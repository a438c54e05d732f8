import VDOM

/// Turns one frame's patches into the buffer `docs/patch-format.md` describes: a header, the
/// operations as 32-bit words, the names this frame defines, and every string of the frame as UTF-8
/// in one table, so the page decodes all of them at once.
package struct FrameEncoder {
    private(set) var names = NameTable()
    private static let sentStringSlots = 64
    /// Strings this frame sent, by a hash of their bytes (see `string`): where their bytes are in
    /// `stringBytes`, and their index in the table.
    private var sentStrings = [(start: Int, count: Int, index: UInt32)?](repeating: nil, count: sentStringSlots)
    /// One more than the highest node id any frame created: the size the page's node table needs.
    private(set) var nodeCapacity: UInt32 = 1
    private var words: [UInt32] = []
    /// For each name this frame defines, the index of its string.
    private var newNameStrings: [UInt32] = []
    private var stringBytes: [UInt8] = []
    private var stringLengths: [UInt32] = []

    /// The first name id of the frame being encoded, or nil between frames.
    private var firstName: UInt32?

    package init() {}

    /// Encodes `patches` as one frame, ending with `release` operations for the ids the frame freed, so the
    /// page forgets those nodes. The returned frame is valid until the next call.
    package mutating func encode(_ patches: [Patch], released: [NodeID] = []) -> EncodedFrame {
        for patch in patches { append(patch) }
        return finish(released: released)
    }

    /// How many words the frame being encoded has so far, its header's included: where the next patch's
    /// operation starts.
    package var wordCount: Int { firstName == nil ? FrameHeader.wordCount : words.count }

    /// Adds one patch to the frame being encoded, starting a frame if none is.
    package mutating func append(_ patch: Patch) {
        if firstName == nil { begin() }
        encode(patch)
    }

    private mutating func begin() {
        firstName = names.nextID
        // The buffers keep their storage: a new one per frame, as large as the last, left the wasm heap
        // growing on every cycle of creating and clearing a large table (docs/design.md).
        words.removeAll(keepingCapacity: true)
        newNameStrings.removeAll(keepingCapacity: true)
        stringBytes.removeAll(keepingCapacity: true)
        stringLengths.removeAll(keepingCapacity: true)
        for slot in sentStrings.indices { sentStrings[slot] = nil }
        for _ in 0..<FrameHeader.wordCount { push(0) }
    }

    /// Ends the frame being encoded (an empty one if none is) with the releases, and returns it.
    package mutating func finish(released: [NodeID] = []) -> EncodedFrame {
        if firstName == nil { begin() }
        let firstName = self.firstName!
        self.firstName = nil
        appendReleases(released)
        let operationWords = words.count - FrameHeader.wordCount
        // Room for the rest at once, and an eighth more: growing by doubling for the last few words would
        // leave a large frame's buffer up to twice its size for good, and growing to the exact size would
        // grow it again for the next frame of that size with a few more bytes of text.
        let needed = words.count + newNameStrings.count + stringLengths.count + (stringBytes.count + 3) / 4
        if needed > words.capacity { words.reserveCapacity(needed + needed / 8) }
        words.append(contentsOf: newNameStrings)
        words.append(contentsOf: stringLengths)

        let byteCount = words.count * 4 + stringBytes.count
        let header: [UInt32] = [
            FrameHeader.magic, UInt32(byteCount), UInt32(operationWords), firstName,
            UInt32(newNameStrings.count), UInt32(stringLengths.count), UInt32(stringBytes.count), nodeCapacity,
        ]
        for (index, word) in header.enumerated() { words[index] = word }

        let textStart = words.count * 4
        for _ in 0..<(stringBytes.count + 3) / 4 { push(0) }
        if !stringBytes.isEmpty {
            words.withUnsafeMutableBytes { frame in
                stringBytes.withUnsafeBytes { text in
                    frame.baseAddress!.advanced(by: textStart).copyMemory(from: text.baseAddress!, byteCount: text.count)
                }
            }
        }
        return EncodedFrame(words: words, byteCount: byteCount)
    }

    private mutating func encode(_ patch: Patch) {
        switch patch {
        case let .createElement(id, tag, namespace):
            created(id)
            emit(.createElement, id.rawValue, name(tag), namespace == .html ? 0 : name(namespace.uri))
        case let .createText(id, text):
            created(id)
            emit(.createText, id.rawValue, string(text))
        case let .createComment(id, text):
            created(id)
            emit(.createComment, id.rawValue, string(text))
        case let .insert(id, parent, before):
            emit(.insert, id.rawValue, parent.rawValue, before?.rawValue ?? 0)
        case let .move(id, parent, before):
            emit(.move, id.rawValue, parent.rawValue, before?.rawValue ?? 0)
        case let .remove(id):
            emit(.remove, id.rawValue)
        case let .replace(old, new):
            emit(.replace, old.rawValue, new.rawValue)
        case let .clear(id):
            emit(.clear, id.rawValue)
        case let .setText(id, text):
            emit(.setText, id.rawValue, string(text))
        case let .setAttribute(id, attribute, value, namespace):
            emit(.setAttribute, id.rawValue, name(attribute), string(value), namespace.map { name($0) } ?? 0)
        case let .removeAttribute(id, attribute, namespace):
            emit(.removeAttribute, id.rawValue, name(attribute), namespace.map { name($0) } ?? 0)
        case let .setClass(id, value):
            emit(.setClass, id.rawValue, string(value))
        case let .setProperty(id, property, .string(value)):
            emit(.setStringProperty, id.rawValue, name(property), string(value))
        case let .setProperty(id, property, .bool(value)):
            emit(.setBoolProperty, id.rawValue, name(property), value ? 1 : 0)
        case let .setProperty(id, property, .number(value)):
            let bits = value.bitPattern
            emit(.setNumberProperty, id.rawValue, name(property), UInt32(truncatingIfNeeded: bits), UInt32(bits >> 32))
        case let .removeProperty(id, property):
            emit(.removeProperty, id.rawValue, name(property))
        case let .setStyle(id, style, value, important):
            emit(.setStyle, id.rawValue, name(style), string(value), important ? 1 : 0)
        case let .removeStyle(id, style):
            emit(.removeStyle, id.rawValue, name(style))
        case let .addListener(id, event):
            emit(.addListener, id.rawValue, name(event.name))
        case let .removeListener(id, event):
            emit(.removeListener, id.rawValue, name(event.name))
        case let .setInnerHTML(id, html):
            emit(.setInnerHTML, id.rawValue, string(html))
        case let .callMethod(id, method):
            emit(.callMethod, id.rawValue, name(method))
        case let .defineTemplate(number, root, count):
            emit(.defineTemplate, UInt32(number), root.rawValue, UInt32(count))
        case let .copyTemplate(number, ids):
            emit(.copyTemplate, UInt32(number))
            for id in ids {
                created(id)
                push(id.rawValue)
            }
        }
    }

    /// One `release` per run of consecutive ids, rising or falling: a subtree's ids are mostly allocated
    /// together, and reused ids come back in falling order.
    private mutating func appendReleases(_ released: [NodeID]) {
        var index = 0
        while index < released.count {
            var low = released[index].rawValue, high = low
            index += 1
            while index < released.count {
                let id = released[index].rawValue
                if id == high &+ 1 { high = id } else if id == low &- 1 { low = id } else { break }
                index += 1
            }
            emit(.release, low, high - low + 1)
        }
    }

    // One overload per operand count: a variadic parameter would allocate an array per operation. None is
    // inlined, nor is `push`: the array's growth, inlined at each of the encoder's forty sites, made the
    // wasm module larger (docs/design.md, "Few specialisations").
    @inline(never)
    private mutating func emit(_ opcode: Opcode, _ a: UInt32) {
        push(opcode.rawValue)
        push(a)
    }

    @inline(never)
    private mutating func emit(_ opcode: Opcode, _ a: UInt32, _ b: UInt32) {
        emit(opcode, a)
        push(b)
    }

    @inline(never)
    private mutating func emit(_ opcode: Opcode, _ a: UInt32, _ b: UInt32, _ c: UInt32) {
        emit(opcode, a, b)
        push(c)
    }

    @inline(never)
    private mutating func emit(_ opcode: Opcode, _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) {
        emit(opcode, a, b, c)
        push(d)
    }

    @inline(never)
    private mutating func push(_ word: UInt32) {
        words.append(word)
    }

    private mutating func created(_ id: NodeID) {
        if id.rawValue >= nodeCapacity { nodeCapacity = id.rawValue + 1 }
    }

    /// The id of a static name; a name seen for the first time also goes into this frame's strings.
    private mutating func name(_ text: String) -> UInt32 {
        let next = names.nextID
        let id = names.id(for: text)
        if id == next { newNameStrings.append(string(Text(text))) }
        return id
    }

    /// Adds `text` to the frame's string table and returns its index. The table records each string's
    /// length in UTF-16 code units, which is how the page cuts the decoded text.
    ///
    /// A string this frame already sent is sent once, found in a small table by its bytes: the class
    /// names of a thousand rows cross once. A string whose slot another took is sent again, which costs
    /// bytes, never correctness.
    private mutating func string(_ text: Text) -> UInt32 {
        text.withBytes { string($0) }
    }

    private mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let slot = Int(bytes.bytesHash & UInt32(Self.sentStringSlots - 1))
        if let sent = sentStrings[slot], sent.count == bytes.count, stringBytes.withUnsafeBufferPointer({
            UnsafeBufferPointer(rebasing: $0[sent.start..<sent.start + sent.count]).bytesEqual(bytes)
        }) {
            return sent.index
        }
        let start = stringBytes.count
        stringBytes.append(contentsOf: bytes)
        // One unit per scalar (continuation bytes add none), two for each scalar of four bytes.
        var units = bytes.count
        for byte in bytes where byte >= 0x80 {
            if byte < 0xC0 { units -= 1 } else if byte >= 0xF0 { units += 1 }
        }
        stringLengths.append(UInt32(units))
        let index = UInt32(stringLengths.count - 1)
        sentStrings[slot] = (start, bytes.count, index)
        return index
    }
}

/// One encoded frame. The words are in the machine's byte order, which is little-endian on every
/// platform the toolkit runs on (wasm32, x86-64, arm64), as the format requires.
package struct EncodedFrame {
    let words: [UInt32]
    /// The frame's length in bytes; the last word may be padded.
    let byteCount: Int

    /// The frame's bytes, as the page reads them.
    package var bytes: [UInt8] {
        words.withUnsafeBytes { Array($0[0..<byteCount]) }
    }
}
