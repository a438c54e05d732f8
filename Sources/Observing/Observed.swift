/// A stored property of a model that records reads and announces writes.
///
/// ```swift
/// final class Counter {
///     @Observed var count = 0
/// }
/// ```
///
/// Reading `count` inside `observe { }` or a component's render subscribes to it; assigning it schedules
/// exactly those closures to run again. Every assignment announces a change, even of an equal value,
/// as Swift's own observation does; compare before assigning where that matters. `$count` is a
/// ``Binding`` to the property.
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

    /// A binding to the property (``Binding``), for a view that edits it in place; its `signal` is the
    /// property's, for code that wants to observe it directly.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(signal: storage, get: { storage.value }, set: { storage.value = $0 })
    }
}

/// The box an `Observed` property keeps its value in, so the model can be a plain class.
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
