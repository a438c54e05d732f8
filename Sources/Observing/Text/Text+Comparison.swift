/// Texts compare, sort and hash by their UTF-8 bytes, never by Unicode normalisation, so none of it links
/// the Unicode tables into a wasm module, and `Set<Text>` and `[Text: Value]` are safe where
/// `Set<String>` is not.
///
/// ```swift
/// var seen: Set<Text> = []
/// let tags = [Text("b"), "a", "B"].sorted()      // "B", "a", "b": byte order
/// ```
///
/// The order is the order of the bytes, which for UTF-8 is the order of the code points: every capital
/// ASCII letter before every small one, `é` after `z`. It is a stable order for keys and tables, not a
/// language's alphabetical order; sort what people read with a collation of your own.
extension Text: Hashable, Comparable {
    /// Equal when the bytes are: `"é"` precomposed and `"e\u{301}"` are different texts.
    public static func == (a: Text, b: Text) -> Bool {
        a.withBytes { mine in b.withBytes { mine.bytesEqual($0) } }
    }

    /// Byte order: the first differing byte decides, and a text sorts before any longer text it begins.
    public static func < (a: Text, b: Text) -> Bool {
        a.withBytes { mine in b.withBytes { mine.bytesCompare($0) < 0 } }
    }

    public func hash(into hasher: inout Hasher) {
        withBytes { $0.hashBytes(into: &hasher) }
    }
}
