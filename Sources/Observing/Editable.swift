/// An observed property that views may write: `$x` is a ``Binding`` to it.
///
/// ```swift
/// final class Profile {
///     @Editable var name: Text = ""          // input().value(profile.$name) edits it in place
///     @Observed private(set) var age = 0     // $age is only its Signal: views go through setAge
///     func setAge(_ value: Int) { age = max(0, value) }
/// }
/// ```
///
/// It observes exactly as ``Observed`` does. The difference is the declaration's promise: a binding
/// writes the property as it is, with no rule of the model's in between (not even a `didSet` of the
/// declaration, which a binding's write does not run), so the model says which properties allow that. A property whose writes must go through a method stays `@Observed`, and a view
/// binds to the method with `Binding(get:set:)`.
@propertyWrapper
public struct Editable<Value> {
    private let storage: ObservedStorage<Value>

    public init(wrappedValue: Value) {
        storage = ObservedStorage(wrappedValue)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the property, for a view that edits it in place; its `signal` is the property's.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(signal: storage, get: { storage.value }, set: { storage.value = $0 })
    }
}
