import Observing

/// The name to greet. Names have no digits: the field refuses them as they are typed.
final class Greeting {
    @Observed private(set) var name = ""

    /// Takes `text` as the new name unless it contains a digit; returns whether it did.
    @discardableResult
    func rename(to text: String) -> Bool {
        for byte in text.utf8 where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { return false }
        name = text
        return true
    }
}
