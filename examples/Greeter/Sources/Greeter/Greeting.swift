import Observing

/// The name to greet. Names have no digits: the field refuses them as they are typed.
final class Greeting {
    @Observed private(set) var name: Text = ""

    /// Takes `text` as the new name unless it contains a digit; returns whether it did.
    @discardableResult
    func rename(to text: Text) -> Bool {
        if text.withBytes({ $0.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }) { return false }
        name = text
        return true
    }
}
