import VDOM

/// The few facts about a DOM event the page copies into wasm memory before it calls the dispatch
/// export, and the answer it gets back. Layout (32-bit little-endian words, then bytes):
///
/// | word | meaning |
/// |---|---|
/// | 0 | which fields are present: 1 value, 2 checked, 4 selected (the value is a `select multiple`'s |
/// |   | selected options' positions, in decimal, separated by spaces) |
/// | 1 | checked: 0 or 1 |
/// | 2 | modifier keys: 1 shift, 2 control, 4 alt, 8 meta; state: 16 composing |
/// | 3 | byte length of the value (UTF-8) |
/// | 4 | byte length of the key (UTF-8); none when 0 |
/// | 5 | byte length of the input type (UTF-8); none when 0 |
/// | 6 | byte length of the detail (the hexadecimal of its encoding as a JavaScript value); none when 0 |
/// | 7 | validity: 1 valid, 2 customError, 4 badInput, 8 stepMismatch, 16 rangeOverflow, |
/// |   | 32 rangeUnderflow, 64 tooShort, 128 tooLong, 256 patternMismatch, 512 typeMismatch, 1024 valueMissing |
/// | 32… | the value's bytes, then the key's, the input type's and the detail's |
enum EventSnapshot {
    static let headerByteCount = 32

    /// Whether the lengths `snapshot` gives stay inside it (added as 64-bit numbers: 32-bit ones could wrap
    /// around, and an `Int` of one trap in wasm).
    static func fits(_ snapshot: UnsafeRawBufferPointer) -> Bool {
        guard snapshot.count >= headerByteCount else { return false }
        func word(_ index: Int) -> UInt32 { snapshot.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self) }
        return UInt64(headerByteCount) + UInt64(word(3)) + UInt64(word(4)) + UInt64(word(5)) + UInt64(word(6))
            <= UInt64(snapshot.count)
    }

    /// Builds the event a handler sees from `snapshot`, which ``fits(_:)``. (Apart, so that no optional
    /// event is made: its copies cost the module more than the check.)
    static func read(_ name: EventName, from snapshot: UnsafeRawBufferPointer) -> DOMEvent {
        func word(_ index: Int) -> UInt32 { snapshot.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self) }
        // The texts follow one another in the order of the words that give their lengths. An empty one is
        // none, but for the value, whose present bit tells an emptied field from a target without one.
        let valueCount = Int(word(3)), keyCount = Int(word(4)), typeCount = Int(word(5)), detailCount = Int(word(6))
        let keyStart = headerByteCount + valueCount, typeStart = keyStart + keyCount, detailStart = typeStart + typeCount
        let present = word(0)
        return DOMEvent(
            name,
            utf8Value: present & 1 != 0 ? snapshot.bytes(at: headerByteCount, count: valueCount) : nil,
            checked: present & 2 != 0 ? word(1) != 0 : nil,
            utf8Key: keyCount == 0 ? nil : snapshot.bytes(at: keyStart, count: keyCount),
            flags: word(2) | (present & 4) << 4,
            utf8InputType: typeCount == 0 ? nil : snapshot.bytes(at: typeStart, count: typeCount),
            validity: word(7),
            encodedDetail: detailCount == 0 ? nil : snapshot.bytes(at: detailStart, count: detailCount)
        )
    }
}

/// What the dispatch export answers: bits the page acts on before the browser's dispatch goes on.
struct DispatchResult: OptionSet {
    let rawValue: UInt32
    /// A handler ran.
    static let handled = DispatchResult(rawValue: 1)
    /// Call `event.preventDefault()`.
    static let preventDefault = DispatchResult(rawValue: 2)
    /// Call `event.stopPropagation()`.
    static let stopPropagation = DispatchResult(rawValue: 4)
    /// Take the target's live `value` as rendered instead of putting the rendered one back.
    static let keepValue = DispatchResult(rawValue: 8)
}

/// The memory the page writes what it sends the module into: event snapshots, reports' messages and
/// the answers of JavaScript calls (`vdom_event_buffer` reserves it). It grows to the largest seen.
package enum Inbox {
    private static var storage = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 8)
    private static var capacity = 256

    package static func reserve(_ byteCount: Int) -> UnsafeMutableRawPointer {
        if byteCount > capacity {
            storage.deallocate()
            capacity = max(byteCount, capacity * 2)
            storage = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        }
        return storage
    }

    package static var contents: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: storage, count: capacity)
    }

    /// The first `count` bytes as text (no more than the buffer holds): a report's message.
    static func text(count: Int) -> Text {
        Text(utf8: contents.bytes(at: 0, count: min(count, capacity)))
    }
}

extension UnsafeRawBufferPointer {
    /// A copy of `count` bytes from `offset`, appended from a typed view: the same append `Text` uses, so
    /// no other copying code is linked.
    package func bytes(at offset: Int, count: Int) -> [UInt8] {
        let start = baseAddress!.advanced(by: offset).assumingMemoryBound(to: UInt8.self)
        var bytes: [UInt8] = []
        bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
        return bytes
    }
}
