/// Whether two numbers print the same: a `String ==`, which needs the Unicode tables and `memcmp`.
@_expose(wasm, "sameName") @_cdecl("sameName")
public func sameName(_ a: Int, _ b: Int) -> Bool {
    String(a) == String(b)
}
