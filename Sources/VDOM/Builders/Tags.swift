// Tag functions: one per common HTML element, plus `element(_:)` for any other tag (custom elements
// such as `x-card` included) and the SVG shapes. Each returns an ``Element`` to refine with modifiers.

/// An element with any tag, for tags without a function of their own and for custom elements.
public func element(_ tag: String, @NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element {
    Element(tag, list: children())
}

/// A text node, for places where a bare literal is ambiguous, or of a `Text` a function built:
/// `text(display(count))`.
public func text(_ value: Text) -> Node { .text(value) }
/// A text node of a `String` the app already holds.
@_disfavoredOverload
public func text(_ value: String) -> Node { .text(value) }

/// A comment node.
public func comment(_ value: Text) -> Node { .comment(value) }

public func div(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("div", list: children()) }
public func span(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("span", list: children()) }
public func p(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("p", list: children()) }
public func a(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("a", list: children()) }
public func button(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("button", list: children()) }
public func input(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("input", list: children()) }
public func label(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("label", list: children()) }
public func form(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("form", list: children()) }
public func ul(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("ul", list: children()) }
public func ol(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("ol", list: children()) }
public func li(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("li", list: children()) }
public func table(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("table", list: children()) }
public func thead(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("thead", list: children()) }
public func tbody(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("tbody", list: children()) }
public func tfoot(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("tfoot", list: children()) }
public func tr(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("tr", list: children()) }
public func td(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("td", list: children()) }
public func th(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("th", list: children()) }
public func h1(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("h1", list: children()) }
public func h2(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("h2", list: children()) }
public func h3(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("h3", list: children()) }
public func h4(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("h4", list: children()) }
public func h5(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("h5", list: children()) }
public func h6(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("h6", list: children()) }
public func header(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("header", list: children()) }
public func footer(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("footer", list: children()) }
public func main(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("main", list: children()) }
public func section(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("section", list: children()) }
public func article(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("article", list: children()) }
public func nav(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("nav", list: children()) }
public func aside(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("aside", list: children()) }
public func img(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("img", list: children()) }
public func select(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("select", list: children()) }
public func option(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("option", list: children()) }
public func textarea(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("textarea", list: children()) }
public func strong(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("strong", list: children()) }
public func em(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("em", list: children()) }
public func code(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("code", list: children()) }
public func pre(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("pre", list: children()) }
public func small(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("small", list: children()) }
public func br(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("br", list: children()) }
public func hr(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("hr", list: children()) }
public func dialog(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("dialog", list: children()) }
public func details(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("details", list: children()) }
public func summary(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("summary", list: children()) }
public func fieldset(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("fieldset", list: children()) }
public func legend(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("legend", list: children()) }
public func output(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("output", list: children()) }
public func progress(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("progress", list: children()) }
public func canvas(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("canvas", list: children()) }
public func iframe(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("iframe", list: children()) }

/// SVG elements. Their namespace comes from the `<svg>` ancestor.
public enum SVG {
    public static func svg(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("svg", list: children()) }
    public static func g(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("g", list: children()) }
    public static func path(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("path", list: children()) }
    public static func circle(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("circle", list: children()) }
    public static func rect(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("rect", list: children()) }
    public static func line(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("line", list: children()) }
    public static func polyline(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("polyline", list: children()) }
    public static func polygon(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("polygon", list: children()) }
    public static func text(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("text", list: children()) }
    public static func foreignObject(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("foreignObject", list: children()) }
    public static func use(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("use", list: children()) }
    public static func defs(@NodeBuilder _ children: () -> NodeList = { NodeList() }) -> Element { Element("defs", list: children()) }
}
