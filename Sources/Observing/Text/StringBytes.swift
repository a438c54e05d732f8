// Strings are compared and hashed by their UTF-8 bytes. `String ==` and `String.hashValue` go through
// Unicode normalisation, which would link the Unicode data tables into the wasm build (docs/design.md);
// names, keys and texts here only ever need byte equality.
//
// Every byte access goes through `withBytes`: walking `utf8` views or their indices, even reading
// `utf8.count`, links the code for foreign (UTF-16) strings as well, which can never run there. Growing
// a string (`+`, `append`, interpolation) links it too: messages and joins are built as `Text`.

extension String {
    /// Calls `body` with the string's UTF-8 bytes, without copying a native string.
    ///
    /// Reading bytes this way, rather than through `utf8`, keeps the code for bridged and foreign strings
    /// out of an Embedded Swift module.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
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
    public var byteCount: Int { withBytes { $0.count } }

    /// Whether the two strings hold the same UTF-8 bytes: `==` without Unicode normalisation, so without
    /// the Unicode tables in a wasm module. A precomposed `é` and `e` with a combining accent differ.
    ///
    /// ```swift
    /// if filter.bytesEqual("done") { … }
    /// ```
    public func bytesEqual(_ other: String) -> Bool {
        Text(self) == Text(other)
    }

    /// Whether the string's UTF-8 bytes sort before `other`'s: the order of `Text`'s `<` (code point
    /// order, not a language's alphabetical order), for `names.sorted { $0.bytesLess(than: $1) }`.
    public func bytesLess(than other: String) -> Bool {
        Text(self) < Text(other)
    }

    /// FNV-1a over the UTF-8 bytes: the hash of the toolkit's own small tables.
    package var bytesHash: UInt32 { withBytes { $0.bytesHash } }

    /// Feeds the UTF-8 bytes to `hasher`, as `Text` hashes itself.
    package func hashBytes(into hasher: inout Hasher) {
        withBytes { $0.hashBytes(into: &hasher) }
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
    package func bytesEqual(_ other: String?) -> Bool {
        switch (self, other) {
        case (nil, nil): return true
        case let (a?, b?): return a.bytesEqual(b)
        default: return false
        }
    }
}
