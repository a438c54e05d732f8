/// Whether two strings hold the same UTF-8 bytes. `String ==` would link the Unicode tables into the
/// wasm build; comparing the contiguous bytes directly is also far cheaper than walking two `utf8` views.
func sameBytes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in
        b.withUTF8 { y in
            guard x.count == y.count else { return false }
            for index in 0..<x.count where x[index] != y[index] { return false }
            return true
        }
    }
}
