import VDOM

/// The page's document.
public enum Document {
    /// Sets the title the browser shows for the page.
    public static func setTitle(_ title: String) {
        title.withBytes { hostSetTitle($0.baseAddress, Int32($0.count)) }
    }
}
