import VDOM

/// A link that navigates within the app: `<a href="url">`, whose click goes to `url` through `location`
/// (``Location/push(_:)``: a history entry and no reload), so the views that read the location render
/// again and back comes back.
///
/// ```swift
/// link("Active", to: "#/active")
/// link("Page 2", to: "?page=2").class("next")
/// ```
///
/// The browser keeps what a person expects of a link: a click with a modifier key (a new tab or window)
/// is left to it, and so is a URL of another scheme or host (`https://…`, `//host/…`, `mailto:…`), which
/// loads as any link does. The `href` is there for the browser's own uses: hovering, copying, opening
/// elsewhere.
public func link(_ title: Text, to url: Text, location: Location = .current) -> Element {
    let element = a { title }.href(url)
    guard Link.staysInApp(url) else { return element }
    return element.on(.click) { (event: inout DOMEvent) in
        guard event.modifiers.isEmpty else { return }
        event.preventDefault()
        location.push(url)
    }
}

enum Link {
    /// Whether `url` is relative to the page (a path, a query or a fragment): not `//host…` and with no
    /// scheme (letters, digits, `+`, `-` or `.` after a first letter, then `:`, before any `/`, `?` or `#`).
    static func staysInApp(_ url: Text) -> Bool {
        url.withBytes { bytes in
            if bytes.count >= 2 && bytes[0] == UInt8(ascii: "/") && bytes[1] == UInt8(ascii: "/") { return false }
            for (index, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: ":"): return index == 0
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): continue
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                    if index == 0 { return true }
                default: return true
                }
            }
            return true
        }
    }
}
