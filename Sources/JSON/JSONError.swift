/// Why bytes are not JSON, or why a JSON value is not what a decoder wanted: where, and what was expected.
///
/// Reading: `invalid JSON at byte 12: expected ',' or '}' in an object` (`offset` is 12).
/// Decoding: `at .facts[2].number: expected an integer, found a string` (`path` is `.facts[2].number`).
public struct JSONError: Error, CustomStringConvertible {
    /// The 0-based byte offset where reading stopped; nil for a decoding error.
    public let offset: Int?
    /// The member path of the value a decoding error is about, empty for the top value and for reading errors.
    public let path: String
    /// What was expected there: `a digit after '.'`, `an integer`, `a member "name"`…
    public let expected: String
    /// What a decoding error found instead (`a string`), if anything.
    public let found: String?

    init(offset: Int, expected: String) {
        self.offset = offset
        path = ""
        self.expected = expected
        found = nil
    }

    init(path: String, expected: String, found: String?) {
        offset = nil
        self.path = path
        self.expected = expected
        self.found = found
    }

    public var description: String {
        if let offset { return "invalid JSON at byte \(offset): expected \(expected)" }
        let place = path.isEmpty ? "the top" : path
        guard let found else { return "at \(place): expected \(expected)" }
        return "at \(place): expected \(expected), found \(found)"
    }
}
