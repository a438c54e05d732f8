import VDOM

/// The page's document.
public enum Document {
    /// Sets the title the browser shows for the page: `Document.setTitle("\(count) · Counter")`.
    public static func setTitle(_ title: Text) {
        title.utf8.withUnsafeBufferPointer { hostSetTitle($0.baseAddress, Int32($0.count)) }
    }
}
