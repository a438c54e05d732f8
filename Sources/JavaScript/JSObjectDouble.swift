import VDOM

/// A JavaScript object played by Swift, for tests on Linux: a widget or a canvas context that a
/// ``JSDoubles`` function hands to the app (``JSDoubles/object(_:)``). It records every method call and
/// keeps the properties the app writes, so a test asserts what the app asked of it.
///
/// ```swift
/// let context = JSObjectDouble()
/// JSDoubles.defineElementMethod("getContext") { _, _ in JSDoubles.object(context) }
/// try app.flush()
/// XCTAssertEqual(context.calls.map(\.method), ["clearRect", "beginPath", "moveTo", "lineTo", "stroke"])
/// XCTAssertEqual(context.properties["strokeStyle"], "#2563eb")
/// ```
public final class JSObjectDouble {
    public typealias Method = ([JSValue]) throws(JSError) -> JSValue

    /// Its properties: what the app wrote, and what the test gave it to read.
    public var properties: [Text: JSValue]
    /// Every method call, in order.
    public private(set) var calls: [(method: Text, arguments: [JSValue])] = []
    private var methods: [(name: Text, run: Method)] = []

    public init(properties: [Text: JSValue] = [:]) {
        self.properties = properties
    }

    /// Plays the method `name`; a method not played answers `null`.
    public func define(_ name: Text, _ run: @escaping Method) {
        methods.removeAll { $0.name == name }
        methods.append((name, run))
    }

    /// Forgets the calls made so far.
    public func forgetCalls() {
        calls = []
    }

    func call(_ name: Text, _ arguments: [JSValue]) throws(JSError) -> JSValue {
        calls.append((name, arguments))
        guard let method = methods.first(where: { $0.name == name })?.run else { return .null }
        return try method(arguments)
    }
}
