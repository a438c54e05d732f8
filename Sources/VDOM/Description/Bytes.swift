// Strings are compared and hashed by their UTF-8 bytes. `String ==` and `String.hashValue` go through
// Unicode normalisation, which would link the Unicode data tables into the wasm build (+27 kB gzip);
// names, keys and texts here only ever need byte equality.

extension String {
    @inline(__always)
    func bytesEqual(_ other: String) -> Bool {
        utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
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
