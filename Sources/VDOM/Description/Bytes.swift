// Strings are compared and hashed by their UTF-8 bytes. `String ==` and `String.hashValue` go through
// Unicode normalisation, which would link the Unicode data tables into the wasm build (+27 kB gzip);
// names, keys and texts here only ever need byte equality.
//
// Every byte access goes through `withBytes`: walking `utf8` views or their indices links the code for
// foreign (UTF-16) strings as well, about 7 kB of wasm that can never run there.

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
        withBytes { mine in
            other.withBytes { theirs in
                guard mine.count == theirs.count else { return false }
                for index in 0..<mine.count where mine[index] != theirs[index] { return false }
                return true
            }
        }
    }

    /// Whether the string is the bytes of `literal`: one pass over the string, no `String` made for the literal.
    func isBytes(_ literal: StaticString) -> Bool {
        // A native string knows its length: most strings asked about are not the literal and differ in it.
        guard utf8.count == literal.utf8CodeUnitCount else { return false }
        return withBytes { bytes in
            guard bytes.count == literal.utf8CodeUnitCount else { return false }
            for index in 0..<bytes.count where bytes[index] != literal.utf8Start[index] { return false }
            return true
        }
    }

    /// Whether the string starts with the bytes of `prefix` (an ASCII literal).
    func hasBytePrefix(_ prefix: StaticString) -> Bool {
        withBytes { bytes in
            let count = prefix.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            for index in 0..<count where bytes[index] != prefix.utf8Start[index] { return false }
            return true
        }
    }

    /// FNV-1a over the UTF-8 bytes: the hash of the toolkit's own small tables.
    package var bytesHash: UInt32 {
        withBytes { bytes in
            var hash: UInt32 = 0x811C_9DC5
            for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
            return hash
        }
    }

    func hashBytes(into hasher: inout Hasher) {
        withBytes { bytes in
            hasher.combine(bytes.count)
            for byte in bytes { hasher.combine(byte) }
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
