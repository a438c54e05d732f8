import Observing

/// Turning JSON into an app's own types without reflection: each type reads its members by name, and an
/// error names the path of the value that was wrong.
///
/// ```swift
/// struct Fact {
///     let text: Text
///     let number: Int
///     let source: Text?
///
///     init(json: JSONField) throws(JSONError) {
///         text = try json.member("text").string()
///         number = try json.member("number").int()
///         source = try json.optional("source")?.string()
///     }
/// }
///
/// let document = try JSONValue.parse(bytes)
/// let facts = try document.member("facts").array().map(Fact.init(json:))
/// // {"facts":[{"text":"a","number":1},{"text":"b","number":"2"}]} throws
/// // "at .facts[1].number: expected an integer, found a string"
/// ```
extension JSONValue {
    /// The value of the member named `name` (the last one, as JavaScript's `JSON.parse` keeps it), or nil
    /// when this is not an object or has no such member. Names are compared byte by byte.
    public subscript(name: Text) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.last { $0.0 == name }?.1
    }

    /// This value as the top of a document, for decoding.
    public var field: JSONField { JSONField(self) }

    /// The member named `name` of this object (see `JSONField.member`).
    public func member(_ name: Text) throws(JSONError) -> JSONField {
        try field.member(name)
    }
}

/// A value inside a document and the path that leads to it (`.facts[2].number`), so that a decoding error
/// can say where it is.
public struct JSONField {
    public let value: JSONValue
    /// Member names as `.name` and array indices as `[2]`, from the top; empty for the top value.
    public let path: Text

    public init(_ value: JSONValue, path: Text = "") {
        self.value = value
        self.path = path
    }

    /// The member named `name`; throws when this is not an object or has no such member.
    public func member(_ name: Text) throws(JSONError) -> JSONField {
        guard let member = try optionalMember(name) else { throw error("a member \"\(name)\"", found: nil) }
        return member
    }

    /// The member named `name`, or nil when it is absent or null; throws when this is not an object.
    public func optional(_ name: Text) throws(JSONError) -> JSONField? {
        guard let member = try optionalMember(name) else { return nil }
        if case .null = member.value { return nil }
        return member
    }

    private func optionalMember(_ name: Text) throws(JSONError) -> JSONField? {
        guard case .object = value else { throw error("an object") }
        return value[name].map { JSONField($0, path: "\(path).\(name)") }
    }

    public func string() throws(JSONError) -> Text {
        guard case let .string(text) = value else { throw error("a string") }
        return text
    }

    public func bool() throws(JSONError) -> Bool {
        guard case let .bool(flag) = value else { throw error("a boolean") }
        return flag
    }

    /// A whole number that fits an `Int` (`3`, `3.0` and `3e0` all give 3).
    public func int() throws(JSONError) -> Int {
        guard case let .number(number) = value, let integer = number.int else { throw error("an integer") }
        return integer
    }

    /// A whole number that fits an `Int64`, exactly.
    public func int64() throws(JSONError) -> Int64 {
        guard case let .number(number) = value, let integer = number.int64 else { throw error("an integer") }
        return integer
    }

    /// Any number, as the nearest `Double`.
    public func double() throws(JSONError) -> Double {
        guard case let .number(number) = value else { throw error("a number") }
        return number.double
    }

    /// The items, each with its index in the path.
    public func array() throws(JSONError) -> [JSONField] {
        guard case let .array(items) = value else { throw error("an array") }
        return items.enumerated().map { JSONField($0.element, path: "\(path)[\($0.offset)]") }
    }

    /// The members in order, each with its name in the path.
    public func members() throws(JSONError) -> [(name: Text, value: JSONField)] {
        guard case let .object(members) = value else { throw error("an object") }
        return members.map { (name: $0.0, value: JSONField($0.1, path: "\(path).\($0.0)")) }
    }

    private func error(_ expected: Text) -> JSONError {
        let found: Text
        if case let .number(number) = value { found = "the number \(number.text)" } else { found = value.kindName }
        return error(expected, found: found)
    }

    private func error(_ expected: Text, found: Text?) -> JSONError {
        JSONError(path: path, expected: expected, found: found)
    }
}
