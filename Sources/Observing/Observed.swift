/// A stored property of a model that records reads and announces writes.
///
/// ```swift
/// final class Counter {
///     @Observed private(set) var count = 0
/// }
/// ```
///
/// Reading `count` inside `observe { }` or a component's render subscribes to it; assigning it schedules
/// exactly those closures to run again. Every assignment announces a change, even of an equal value,
/// as Swift's own observation does; compare before assigning where that matters.
///
/// `$count` is the property's ``Signal``, for code that observes it directly, and nothing that writes.
/// A property wrapper cannot see `private(set)`: its projection has the property's own access level, so
/// a writable projection of a `public private(set)` property would let any view write past the model's
/// methods. A property that views may write declares it with ``Editable`` instead, whose `$x` is a
/// ``Binding``.
@propertyWrapper
public struct Observed<Value> {
    private let storage: ObservedStorage<Value>

    public init(wrappedValue: Value) {
        storage = ObservedStorage(wrappedValue)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// The property's signal: what a tracked closure subscribes to when it reads the property.
    public var projectedValue: Signal { storage }
}

/// The box an `Observed` or `Editable` property keeps its value in, so the model can be a plain class.
final class ObservedStorage<Value>: Signal {
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get {
            didRead()
            return stored
        }
        set {
            stored = newValue
            didChange()
        }
    }
}
