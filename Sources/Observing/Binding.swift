/// A read-write handle on one piece of state: how to read it and how to write it.
///
/// A view needs one to edit a model's value in place (a text field, a checkbox, the focus, a presented
/// dialog) without knowing where the value lives. Swift's key paths are not available in the browser
/// build, so a binding is made from a property directly or from a getter and a setter:
///
/// ```swift
/// final class Counter {
///     @Editable var text: Text = ""
///     @Observed private(set) var count = 0
///     func setCount(_ value: Int) { count = max(-1_000, min(1_000, value)) }
/// }
///
/// input().value(counter.$text)                                                 // views may write `text`
/// input().value(Binding(get: { counter.count }, set: counter.setCount))       // writes go through the model
/// ```
///
/// `$text` of an ``Editable`` property writes it as it is, so the model declares which properties allow
/// that. An ``Observed`` property's `$count` is only its signal: nothing outside the model can write a
/// `private(set)` property through it, and a view binds to the model's method instead.
///
/// Reading a binding inside a render reads the state it stands for, so the render depends on it.
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void
    /// The signal of the `@Observed` property this binding was made from, if it was.
    public let signal: Signal?

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
        signal = nil
    }

    init(signal: Signal, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
        self.signal = signal
    }

    /// The value now; assigning writes it through the binding.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A binding to a value derived from this one, converted both ways: `$celsius.map(get: { $0 * 9 / 5 + 32 },
    /// set: { ($0 - 32) * 5 / 9 })` edits the same state in Fahrenheit.
    public func map<Derived>(get: @escaping (Value) -> Derived, set: @escaping (Derived) -> Value) -> Binding<Derived> {
        let read = self.read, write = self.write
        return Binding<Derived>(get: { get(read()) }, set: { write(set($0)) })
    }

    /// A binding that always reads `value` and ignores writes: for previews and tests of a view alone.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }
}
