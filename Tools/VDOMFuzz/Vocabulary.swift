import VDOM

/// What random views are made of: tags per namespace, the attributes, styles, properties and events
/// they use, and the strings they show (markup characters, non-ASCII of two and three bytes, a character
/// outside the BMP that is two UTF-16 units, a line break, a leading byte-order mark).
enum Vocabulary {
    /// HTML tags; `foreignObject` out of SVG is an HTML element, whose tag the DOM lower-cases.
    static let htmlTags = ["div", "p", "span", "ul", "li", "section", "b", "button", "label", "input", "select",
                           "textarea", "x-item", "foreignObject"]
    static let svgTags = ["g", "circle", "rect", "text", "a", "foreignObject"]
    static let mathTags = ["mi", "mrow"]
    /// HTML tags whose children may be anything, or raw HTML.
    static let containers: Set<String> = ["div", "p", "span", "ul", "li", "section", "b", "button", "label", "x-item"]
    static let rawHTMLTags: Set<String> = ["div", "p", "span", "section"]

    static let words = ["", "a", "b", "hello", "x y", "<&>", "é", "東京", "🙂", "two\nlines", "\"q\"", "\u{FEFF}bom"]
    static let keys = (0..<12).map { "k\($0)" }
    /// Keys of the rows of long lists, apart from the others so a row never meets a sibling's key.
    static let rowKeys = (0..<40).map { "r\($0)" }
    static let classes = ["", "a", "a b", "b c", "c"]
    /// Strings the browser serialises back as they were written.
    static let rawHTML = ["<b>bold</b> &amp; <i>it</i>", "", "plain", "<span title=\"x\">y</span><!--c-->", "a<br>b"]
    static let htmlAttributes = ["title", "data-x", "lang", "xml:lang", "xlink:href", "aria-label"]
    static let svgAttributes = ["width", "r", "fill", "xml:lang", "xlink:href"]
    static let styles: [(name: String, values: [String])] = [
        ("color", ["red", "blue", "#FFF"]), ("--gap", ["4px", "8px"]), ("margin-top", ["0", "2em"]),
        ("background-color", ["#FFF", "transparent"]),
    ]
    static let events = ["click", "input", "focus", "x-ping"]
    static let optionValues = ["a", "b", "c", "d", "e", "f"]
    static let numbers: [Double] = [0, 1.5, -2, 42]
    static let xlink = "http://www.w3.org/1999/xlink"
}
