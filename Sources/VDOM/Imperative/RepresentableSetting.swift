/// A property or an attribute a view writes on a represented element at a moment of its life
/// (``Represented/set(_:to:during:)``). Writing and comparing them is installed by the first setting
/// made, so a representable without any links neither.
struct RepresentableSetting {
    let name: String
    let value: Value
    let moment: RepresentableMoment

    enum Value: Equatable {
        case property(PropertyValue)
        case attribute(Text)
    }

    /// Writes the settings of a moment; `nil` until a setting is made.
    nonisolated(unsafe) static var write: ((DOMElement, [RepresentableSetting], RepresentableMoment) -> Void)?
    /// Whether two lists set the same names to the same values at the same moments; `nil` until a
    /// setting is made.
    nonisolated(unsafe) private static var compare: (([RepresentableSetting], [RepresentableSetting]) -> Bool)?

    /// Whether two descriptions' settings are the same input: a changed setting updates the element as a
    /// changed value does.
    static func areSame(_ a: [RepresentableSetting], _ b: [RepresentableSetting]) -> Bool {
        a.isEmpty && b.isEmpty || compare?(a, b) ?? true
    }

    static func install() {
        if write != nil { return }
        write = { element, settings, moment in
            for setting in settings where setting.moment == moment || setting.moment == .always {
                switch setting.value {
                case let .property(value): element.setProperty(setting.name, value)
                case let .attribute(value): element.setAttribute(setting.name, value)
                }
            }
        }
        compare = { a, b in
            guard a.count == b.count else { return false }
            for index in a.indices where !a[index].name.bytesEqual(b[index].name) || a[index].value != b[index].value
                || a[index].moment != b[index].moment {
                return false
            }
            return true
        }
    }
}
