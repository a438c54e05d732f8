import CounterModel
import JavaScript

/// The count's history as a line, drawn on a canvas through its 2D context: the chart under the count.
///
/// The values are spread over the width, oldest at the left, and scaled to fill the height between the
/// lowest and the highest; a history of one value is a level line. A dot marks the latest value, the
/// count on screen. Line and dot are drawn in the canvas's CSS `color`, which the page's style sheet
/// sets to its accent, so the chart follows the light and dark schemes without knowing them. A canvas
/// takes no CSS value (`currentColor` draws black), so the colour is read (`getComputedStyle`) at each
/// drawing: a change of scheme shows at the next change of the count.
///
/// The canvas has ``width`` by ``height`` pixels and the page shows it at half that size where there is
/// room (`style.css`), narrower on a phone, its height in proportion. On a screen of two device pixels
/// to a CSS pixel each canvas pixel is then a device pixel and the line is sharp; on a screen of one the
/// browser scales the drawing down, smoothly. Sizing the canvas by `devicePixelRatio` would be sharper
/// on screens of three, at the cost of a query at each make and a redraw whenever the window moves to
/// another screen; the fixed size also keeps the element's attributes, and so the page's DOM, the same
/// everywhere.
public struct Sparkline: ElementRepresentable {
    public var history: CountHistory

    public static var tag: String { "canvas" }

    /// The canvas's width in its own pixels: with ``inset``, a step of a whole 24 pixels between the
    /// values of a full history.
    public static let width = 712
    /// The canvas's height in its own pixels.
    public static let height = 96
    /// The room kept free at each edge, so the line's width and the dot are never cut.
    static let inset = 8.0

    public init(history: CountHistory) {
        self.history = history
    }

    /// Keeps the canvas's 2D context for the element's life: asked for once, at the make. It goes with
    /// the coordinator when the chart leaves, and the page lets go of its handle then.
    public final class Coordinator {
        var drawing: JSObject?
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    public func make(_ canvas: DOMElement, context: RepresentableContext<Coordinator>) throws(JSError) {
        let drawing = try Self.drawingContext(of: canvas)
        context.coordinator.drawing = drawing
        try draw(on: canvas, with: drawing)
    }

    public func update(_ canvas: DOMElement, context: RepresentableContext<Coordinator>) throws(JSError) {
        if let drawing = context.coordinator.drawing { try draw(on: canvas, with: drawing) }
    }

    /// The 2D context of `canvas`, which must be in the page.
    public static func drawingContext(of canvas: DOMElement) throws(JSError) -> JSObject {
        guard let drawing = try canvas.call("getContext", "2d").object else {
            throw JSError(name: "TypeError", message: "the canvas gave no 2D context")
        }
        return drawing
    }

    /// Draws the history on `canvas` through its 2D context, `drawing`, over whatever it held.
    public func draw(on canvas: DOMElement, with drawing: JSObject) throws(JSError) {
        guard let style = try JSFunction("getComputedStyle")(.element(canvas)).object else {
            throw JSError(name: "TypeError", message: "the canvas has no computed style")
        }
        let colour = try style.get("color")
        let width = Double(Self.width), height = Double(Self.height), inset = Self.inset
        let values = history.values.count == 1 ? history.values + history.values : history.values
        // Through `Double`: the distance between two `Int`s may be more than an `Int` holds.
        let lowest = Double(history.lowest), range = Double(history.highest) - lowest
        let step = (width - 2 * inset) / Double(values.count - 1)
        var x = inset, y = height / 2
        try drawing.call("clearRect", 0, 0, .number(width), .number(height))
        try drawing.set("strokeStyle", to: colour)
        try drawing.set("fillStyle", to: colour)
        try drawing.set("lineWidth", to: 5)
        try drawing.set("lineJoin", to: "round")
        try drawing.call("beginPath")
        for index in values.indices {
            x = inset + Double(index) * step
            if range > 0 { y = height - inset - (Double(values[index]) - lowest) / range * (height - 2 * inset) }
            try drawing.call(index == 0 ? "moveTo" : "lineTo", .number(x), .number(y))
        }
        try drawing.call("stroke")
        try drawing.call("beginPath")
        try drawing.call("arc", .number(x), .number(y), 7, 0, .number(2 * Double.pi))
        try drawing.call("fill")
    }
}
