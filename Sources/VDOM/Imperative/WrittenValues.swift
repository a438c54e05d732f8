/// What an element handle wrote last, by name: its attributes, properties and styles. A write of what is
/// there already sends nothing, so code that writes everything whenever anything changes (an `observe`
/// closure) costs the page only what changed, as a view's diff does.
struct WrittenValues {
    enum Name: Equatable {
        case attribute(String), property(String), style(String)

        static func == (a: Name, b: Name) -> Bool {
            switch (a, b) {
            case let (.attribute(x), .attribute(y)), let (.property(x), .property(y)), let (.style(x), .style(y)):
                return x.bytesEqual(y)
            default:
                return false
            }
        }
    }

    private var entries: [(name: Name, value: PropertyValue)] = []

    /// Records `value` for `name`; whether it differs from what was written before.
    mutating func set(_ name: Name, _ value: PropertyValue) -> Bool {
        guard let index = entries.firstIndex(where: { $0.name == name }) else {
            entries.append((name, value))
            return true
        }
        if entries[index].value == value { return false }
        entries[index].value = value
        return true
    }

    /// Forgets the controlled properties written (`value`, `checked`…): after a handler kept the person's
    /// value, the page holds that instead.
    mutating func forgetControlled() {
        entries.removeAll { entry in
            if case let .property(name) = entry.name { return PropertyTable.isControlled(name) }
            return false
        }
    }

    /// Forgets `name`; whether it had been written (only then is there something to remove).
    mutating func remove(_ name: Name) -> Bool {
        guard let index = entries.firstIndex(where: { $0.name == name }) else { return false }
        entries.remove(at: index)
        return true
    }
}
