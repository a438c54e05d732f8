/// An element whose inside belongs to the app's own code: a canvas drawn through its context, a widget
/// of a JavaScript library, nodes made with ``DOMDocument``. The view places it and gives it inputs; the
/// type says how it is made, brought up to new inputs and taken down.
///
/// ```swift
/// struct Sparkline: ElementRepresentable {
///     var values: [Int]
///     static var tag: String { "canvas" }
///
///     func make(_ canvas: DOMElement, context: Context) { draw(on: canvas) }
///     func update(_ canvas: DOMElement, context: Context) { draw(on: canvas) }
/// }
///
/// // in a view
/// Sparkline(values: counter.history)
///     .attribute("width", "240")
///     .onDismantle { _, _ in log("chart gone") }
/// ```
///
/// Its life, each moment after the frame that caused it has been applied, so the element is in the
/// page:
///
/// | moment | when | runs |
/// |---|---|---|
/// | make | the element was created | ``makeCoordinator()``, then ``make(_:context:)``, then the `.make` settings and `onMake` |
/// | update | a render gave it a value that is not `==` the last one | ``update(_:context:)``, then the `.update` settings and `onUpdate` |
/// | dismantle | it left the page (after its leave transition), its view was replaced or re-keyed | ``dismantle(_:coordinator:)``, then `onDismantle` |
///
/// An unchanged value never updates it. A keyed move is none of these: its inside moves with it. In
/// one frame, dismantles run first (in reverse document order), then makes and updates in document order.
/// A moment that throws (a widget's script failed) is reported on the app's channel (`App.onError`,
/// a failed call) and the rest of the page goes on: the settings and callback of that moment are
/// skipped, and the element stays as the code left it.
///
/// The diff never touches what is inside: nodes the code puts there through the ``DOMElement`` it is
/// given, or that a script puts there (which the page's check of foreign edits leaves alone). When the
/// element goes, what the handle holds goes with it (nodes, listeners, `observe` closures); the
/// coordinator is dropped after `dismantle`, and with it any `JSObject` it kept, which frees the page's
/// object.
public protocol ElementRepresentable: Equatable {
    /// What carries the element's events back to the app and keeps what the code made (a widget's
    /// object, a canvas context) for the element's life.
    associatedtype Coordinator = Void

    /// The element's tag; `div` unless said.
    static var tag: String { get }

    /// Makes the coordinator, once, before ``make(_:context:)``.
    func makeCoordinator() -> Coordinator

    /// Makes the inside of `element`, once, after the frame that created it.
    func make(_ element: DOMElement, context: RepresentableContext<Coordinator>) throws(JSError)

    /// Brings the inside up to this value, after a render that gave one not `==` the last.
    func update(_ element: DOMElement, context: RepresentableContext<Coordinator>) throws(JSError)

    /// Takes the inside down, once, after the element left the page. Writes to `element` do nothing
    /// then: it is gone, and its inside with it.
    static func dismantle(_ element: DOMElement, coordinator: Coordinator) throws(JSError)
}

extension ElementRepresentable {
    public static var tag: String { "div" }
    public func update(_ element: DOMElement, context: RepresentableContext<Coordinator>) throws(JSError) {}
    public static func dismantle(_ element: DOMElement, coordinator: Coordinator) throws(JSError) {}
}

extension ElementRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What ``ElementRepresentable/make(_:context:)`` and ``ElementRepresentable/update(_:context:)`` get
/// beside the element: the coordinator, and the document to make nodes with.
public struct RepresentableContext<Coordinator> {
    public let coordinator: Coordinator
    public let document: DOMDocument
}

/// When a setting of a represented element (``Represented/set(_:to:during:)``) is written.
public enum RepresentableMoment {
    /// Once, when it is made.
    case make
    /// On each update.
    case update
    /// Both.
    case always
}
