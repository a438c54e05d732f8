// Strings are compared and hashed by their UTF-8 bytes. `String ==` and `String.hashValue` go through
// Unicode normalisation, which would link the Unicode data tables into the wasm build (+27 kB gzip);
// names, keys and texts here only ever need byte equality.

extension String {
    func bytesEqual(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        // Native strings are contiguous UTF-8: compare the buffers directly.
        if let equal = utf8.withContiguousStorageIfAvailable({ mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                for index in 0..<mine.count where mine[index] != theirs[index] { return false }
                return true
            }
        }), let equal {
            return equal
        }
        var theirs = other.utf8.makeIterator()
        for byte in utf8 where byte != theirs.next() { return false }
        return true
    }

    /// Whether the string starts with the bytes of `prefix` (an ASCII literal).
    func hasBytePrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard utf8.count >= count else { return false }
        var index = 0
        for byte in utf8 {
            if index == count { return true }
            if byte != prefix.utf8Start[index] { return false }
            index += 1
        }
        return true
    }

    func hashBytes(into hasher: inout Hasher) {
        hasher.combine(utf8.count)
        for byte in utf8 { hasher.combine(byte) }
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
