import JavaScript
import VDOM

/// The page's side of the history chart's canvas, played for the counter's tests: each
/// `getContext("2d")` answers a new 2D context double, kept with the element and arguments it was asked
/// with, and `getComputedStyle` answers a style whose `color` is the light scheme's accent. Made after
/// the test's `TestBrowser`, which forgets every double.
final class Canvases {
    /// The chart's colour in the light scheme (`--accent` of web/counter/style.css), as a computed style
    /// gives it.
    static let accent: JSValue = "rgb(91, 77, 224)"

    /// The contexts handed out, in order.
    private(set) var contexts: [JSObjectDouble] = []
    /// Each `getContext` call: the element, and the arguments.
    private(set) var asked: [(element: DOMElement, arguments: [JSValue])] = []

    init() {
        JSDoubles.defineElementMethod("getContext") { [unowned self] element, arguments in
            asked.append((element, arguments))
            contexts.append(JSObjectDouble())
            return JSDoubles.object(contexts[contexts.count - 1])
        }
        JSDoubles.define("getComputedStyle") { _ in JSDoubles.object(JSObjectDouble(properties: ["color": Self.accent])) }
    }
}
