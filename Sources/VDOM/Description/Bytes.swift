// Strings are compared and hashed by their UTF-8 bytes. `String ==` and `String.hashValue` go through
// Unicode normalisation, which would link the Unicode data tables into the wasm build (+27 kB gzip);
// names, keys and texts here only ever need byte equality.
//
// Every byte access goes through `withBytes`: walking `utf8` views or their indices, even reading
// `utf8.count`, links the code for foreign (UTF-16) strings as well, about 7 kB of wasm that can never
// run there. Growing a string (`+`, `append`, interpolation) links it too: messages and joins are built
// as ``Text``.

extension String {
    /// Calls `body` with the string's UTF-8 bytes, without copying a native string.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        #if hasFeature(Embedded)
        // Embedded Swift has no bridged strings: every string is native, contiguous UTF-8.
        preconditionFailure("a string without contiguous UTF-8")
        #else
        var copy = self
        return copy.withUTF8(body)
        #endif
    }

    /// The length in UTF-8 bytes.
    package var byteCount: Int { withBytes { $0.count } }

    package func bytesEqual(_ other: String) -> Bool {
        Text(self) == Text(other)
    }

    /// Whether the string is the bytes of `literal`: one pass over the string, no `String` made for the literal.
    /// To test against several literals, call `withBytes` once and `isBytes` on the buffer.
    @inline(never)
    func isBytes(_ literal: StaticString) -> Bool {
        withBytes { $0.isBytes(literal) }
    }

    /// FNV-1a over the UTF-8 bytes: the hash of the toolkit's own small tables.
    package var bytesHash: UInt32 { withBytes { $0.bytesHash } }

    func hashBytes(into hasher: inout Hasher) {
        withBytes { bytes in
            hasher.combine(bytes.count)
            for byte in bytes { hasher.combine(byte) }
        }
    }
}

extension String {
    /// A string of bytes that are valid UTF-8 by construction: a ``Text``, what the page's `TextEncoder`
    /// wrote. Validating them, where `String(decoding:as:)` would repair, keeps the repair code and the
    /// string growth it needs out of a wasm module. Invalid bytes give U+FFFD.
    package init(validUTF8 bytes: [UInt8]) {
        if #available(macOS 15, iOS 18, watchOS 11, tvOS 18, visionOS 2, *) {
            self = String(validating: bytes, as: UTF8.self) ?? "\u{FFFD}"
        } else {
            self = String(decoding: bytes, as: UTF8.self)
        }
    }
}

extension Optional where Wrapped == String {
    func bytesEqual(_ other: String?) -> Bool {
        switch (self, other) {
        case (nil, nil): return true
        case let (a?, b?): return a.bytesEqual(b)
        default: return false
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    package func bytesEqual(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        for index in 0..<count where self[index] != other[index] { return false }
        return true
    }

    /// FNV-1a.
    package var bytesHash: UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in self { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }

    /// Whether these are the bytes of `literal`.
    @inline(never)
    func isBytes(_ literal: StaticString) -> Bool {
        count == literal.utf8CodeUnitCount && hasPrefix(literal)
    }

    /// The position of these bytes in `table`, a list of lowercase entries each after its length as one
    /// byte, with ASCII letters compared in either case (as HTML compares names); -1 when absent.
    @inline(never)
    func entry(in table: StaticString) -> Int {
        let entries = UnsafeBufferPointer(start: table.utf8Start, count: table.utf8CodeUnitCount)
        var at = 0
        var position = 0
        while at < entries.count {
            let length = Int(entries[at])
            at += 1
            if length == count {
                var index = 0
                while index < length && self[index].asciiLowercased == entries[at + index] { index += 1 }
                if index == length { return position }
            }
            at += length
            position += 1
        }
        return -1
    }

    /// Whether these bytes start with those of `literal`.
    func hasPrefix(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard count >= length else { return false }
        for index in 0..<length where self[index] != literal.utf8Start[index] { return false }
        return true
    }
}

extension UInt8 {
    /// The byte with an ASCII capital letter made small; any other byte as it is.
    var asciiLowercased: UInt8 { self >= 0x41 && self <= 0x5A ? self | 0x20 : self }
}
