import VDOM

/// A JavaScript object the page handed to Swift (a widget, a canvas context, an element a script made):
/// the page keeps it under a number for as long as this handle lives, and lets it go when the handle
/// does, so an object kept by a coordinator goes when the coordinator does.
///
/// ```swift
/// let context = try canvas.call("getContext", "2d").object!
/// try context.set("strokeStyle", to: "#2563eb")
/// try context.call("moveTo", 0, 20)
/// ```
///
/// Each crossing makes a new handle: two handles of one object are not `==`. An object crosses back to
/// the page as itself.
public final class JSObject: Equatable {
    /// The number the page keeps the object under.
    let handle: UInt32
    /// Whether this handle keeps the page's object: not one the test doubles read from what Swift sent,
    /// which stands for a handle Swift still holds.
    private let owns: Bool

    init(handle: UInt32, owns: Bool = true) {
        self.handle = handle
        self.owns = owns
    }

    deinit {
        if owns { JSHost.current.release(handle) }
    }

    public static func == (a: JSObject, b: JSObject) -> Bool { a === b }

    /// Calls the object's method `name` with `arguments`, and returns its answer.
    ///
    /// - Throws: what the method threw, or a `TypeError` when the object has no such method.
    @discardableResult
    public func call(_ name: Text, _ arguments: JSValue...) throws(JSError) -> JSValue {
        try JSValue.object(self).member(.call, name, arguments)
    }

    /// Reads the object's property `name`.
    public func get(_ name: Text) throws(JSError) -> JSValue {
        try JSValue.object(self).member(.get, name, [])
    }

    /// Writes the object's property `name`.
    public func set(_ name: Text, to value: JSValue) throws(JSError) {
        _ = try JSValue.object(self).member(.set, name, [value])
    }
}

extension DOMElement {
    /// Calls the element's method `name` with `arguments` in the page, now, and returns its answer:
    /// `canvas.call("getContext", "2d")` answers the context's handle. What the app wrote before is in
    /// the page first. (``callMethod(_:)`` is the frame's call without arguments, made once the frame
    /// is applied.)
    @discardableResult
    public func call(_ name: Text, _ arguments: JSValue...) throws(JSError) -> JSValue {
        try JSValue.element(self).member(.call, name, arguments)
    }

    /// Reads the element's property `name` in the page, now (`offsetWidth`, `value`).
    public func get(_ name: Text) throws(JSError) -> JSValue {
        try JSValue.element(self).member(.get, name, [])
    }
}

extension JSValue {
    /// A method call, or a property read or written, on this element or object.
    func member(_ operation: JSHost.Member, _ name: Text, _ arguments: [JSValue]) throws(JSError) -> JSValue {
        DOMDocument.sendUnsentWrites()
        return try JSHost.current.member(operation, name, JSValueCoding.encode(.list([self] + arguments))).get()
    }
}
