import Observing

/// Why bytes are not JSON, or why a JSON value is not what a decoder wanted: where, and what was expected.
///
/// Reading: `invalid JSON at byte 12: expected ',' or '}' in an object` (`offset` is 12).
/// Decoding: `at .facts[2].number: expected an integer, found a string` (`path` is `.facts[2].number`).
///
/// Every part is a `Text`, and so is the whole `message`: building them appends bytes, where growing a
/// `String` would link the standard library's string-growing code into a wasm module.
public struct JSONError: Error, CustomStringConvertible {
    /// The 0-based byte offset where reading stopped; nil for a decoding error.
    public let offset: Int?
    /// The member path of the value a decoding error is about, empty for the top value and for reading errors.
    public let path: Text
    /// What was expected there: `a digit after '.'`, `an integer`, `a member "name"`…
    public let expected: Text
    /// What a decoding error found instead (`a string`), if anything.
    public let found: Text?

    init(offset: Int, expected: Text) {
        self.offset = offset
        path = ""
        self.expected = expected
        found = nil
    }

    init(path: Text, expected: Text, found: Text?) {
        offset = nil
        self.path = path
        self.expected = expected
        self.found = found
    }

    /// The whole sentence, for a page or a log: `at .facts[0]: expected a member "number"`.
    public var message: Text {
        if let offset { return "invalid JSON at byte \(offset): expected \(expected)" }
        let place: Text = path.isEmpty ? "the top" : path
        guard let found else { return "at \(place): expected \(expected)" }
        return "at \(place): expected \(expected), found \(found)"
    }

    /// The `message` as a `String`.
    public var description: String { String(message) }
}
