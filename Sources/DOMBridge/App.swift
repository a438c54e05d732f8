import VDOM

/// The app running in the page.
///
/// An app's `main.swift` creates its model and mounts its view; the page runs it once the module is
/// loaded (the `start` export):
///
/// ```swift
/// import CounterModel
/// import DOMBridge
///
/// let counter = Counter()
/// App.mount { counterView(counter) }
/// ```
///
/// From then on, a DOM event runs its handler and the resulting changes are on screen before the
/// browser's event dispatch returns; changes made by timers are rendered together on the next
/// animation frame.
public enum App {
    /// Shows `view` in the page's container, or updates what an earlier call showed.
    ///
    /// An invalid description (a duplicate key, a bad tag name…) stops the app with the reason on the
    /// console, since there is nothing it could show instead.
    public static func mount(@NodeBuilder _ view: @escaping () -> NodeList) {
        do {
            try bridge.mount(view)
        } catch {
            stop("the view cannot be shown: \(error.message)")
        }
    }

    /// The page's DOM for imperative code: elements the app makes and keeps current itself, in the
    /// container (`document.container`) or inside a view's representable elements (``DOMDocument``).
    public static var document: DOMDocument { bridge.renderer.document }

    /// Receives every report that does not stop the app: re-renders that were rejected, URLs that were
    /// not written, edits made to the page by something else, events that were ignored, failures the
    /// browser's APIs and the app raise with ``report(_:)``. By default each message goes to the page's
    /// console as an error; an app that collects them elsewhere sets its own handler here.
    public static var onError: (Report) -> Void {
        get { bridge.renderer.onReport }
        set { bridge.renderer.onReport = newValue }
    }

    /// Raises `report` on the app's channel, where ``onError`` handles it: for a failure that does not
    /// stop the app, such as storage that could not be read.
    public static func report(_ report: Report) {
        bridge.renderer.onReport(report)
    }

    /// Reports `message` as an error on the page's console and stops the app: the page then says it
    /// has stopped and ignores further events.
    public static func stop(_ message: Text) -> Never {
        Page.browser.reportError(message)
        fatalError()
    }

    static let bridge = Bridge(scheduler: .main, page: .browser)
}
