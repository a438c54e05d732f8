import JavaScript
import VDOM

/// Names with values (headers, a query's items) as the browser modules pass them: one flat list,
/// name, value, name, value…, since a JavaScript object cannot cross as a ``JSValue``.
enum NamedValues {
    static func flat(_ pairs: [(name: Text, value: Text)]) -> JSValue {
        var list: [JSValue] = []
        for pair in pairs {
            list.append(.string(pair.name))
            list.append(.string(pair.value))
        }
        return .list(list)
    }

    /// Whether `value` is a flat list: an even length, and strings only.
    static func isFlat(_ value: JSValue) -> Bool {
        guard let flat = value.list, flat.count % 2 == 0 else { return false }
        return flat.allSatisfy { $0.text != nil }
    }

    /// The pairs of a flat list, or `nil` when it is not one: an odd length, or an element not a string.
    static func pairs(_ value: JSValue) -> [(name: Text, value: Text)]? {
        guard let flat = value.list, flat.count % 2 == 0 else { return nil }
        var pairs: [(name: Text, value: Text)] = []
        var index = 0
        while index < flat.count {
            guard let name = flat[index].text, let value = flat[index + 1].text else { return nil }
            pairs.append((name, value))
            index += 2
        }
        return pairs
    }
}
