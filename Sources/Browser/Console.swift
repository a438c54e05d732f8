import JavaScript
import VDOM

/// The page's console, at the level a message deserves. (`print` writes to `console.log` too, and
/// ``App/onError`` to `console.error`; these add the other levels and need no module in `data-js`.)
public enum Console {
    public static func log(_ message: Text) { write("console.log", message) }
    public static func info(_ message: Text) { write("console.info", message) }
    public static func warn(_ message: Text) { write("console.warn", message) }
    public static func error(_ message: Text) { write("console.error", message) }

    private static func write(_ function: Text, _ message: Text) {
        _ = JSFunction(function).call([.string(message)])
    }
}
