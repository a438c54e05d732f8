// Tag functions: one per common HTML element, plus `element(_:)` for any other tag (custom elements
// such as `x-card` included) and the SVG shapes. Each returns an ``Element`` to refine with modifiers.

/// An element with any tag, for tags without a function of their own and for custom elements.
public func element(_ tag: String, @NodeBuilder _ children: () -> [Node] = { [] }) -> Element {
    Element(tag, children: children())
}

/// A text node, for places where a bare string literal is ambiguous.
public func text(_ value: String) -> Node { .text(value) }
/// A text node of a `Text`, such as one a function built by interpolation: `text(display(count))`.
public func text(_ value: Text) -> Node { .text(value) }

/// A comment node.
public func comment(_ value: String) -> Node { .comment(value) }

public func div(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("div", children: children()) }
public func span(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("span", children: children()) }
public func p(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("p", children: children()) }
public func a(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("a", children: children()) }
public func button(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("button", children: children()) }
public func input(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("input", children: children()) }
public func label(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("label", children: children()) }
public func form(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("form", children: children()) }
public func ul(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("ul", children: children()) }
public func ol(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("ol", children: children()) }
public func li(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("li", children: children()) }
public func table(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("table", children: children()) }
public func thead(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("thead", children: children()) }
public func tbody(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("tbody", children: children()) }
public func tfoot(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("tfoot", children: children()) }
public func tr(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("tr", children: children()) }
public func td(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("td", children: children()) }
public func th(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("th", children: children()) }
public func h1(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("h1", children: children()) }
public func h2(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("h2", children: children()) }
public func h3(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("h3", children: children()) }
public func h4(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("h4", children: children()) }
public func h5(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("h5", children: children()) }
public func h6(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("h6", children: children()) }
public func header(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("header", children: children()) }
public func footer(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("footer", children: children()) }
public func main(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("main", children: children()) }
public func section(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("section", children: children()) }
public func article(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("article", children: children()) }
public func nav(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("nav", children: children()) }
public func aside(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("aside", children: children()) }
public func img(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("img", children: children()) }
public func select(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("select", children: children()) }
public func option(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("option", children: children()) }
public func textarea(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("textarea", children: children()) }
public func strong(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("strong", children: children()) }
public func em(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("em", children: children()) }
public func code(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("code", children: children()) }
public func pre(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("pre", children: children()) }
public func small(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("small", children: children()) }
public func br(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("br", children: children()) }
public func hr(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("hr", children: children()) }
public func dialog(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("dialog", children: children()) }
public func details(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("details", children: children()) }
public func summary(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("summary", children: children()) }
public func fieldset(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("fieldset", children: children()) }
public func legend(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("legend", children: children()) }
public func output(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("output", children: children()) }
public func progress(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("progress", children: children()) }
public func canvas(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("canvas", children: children()) }
public func iframe(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("iframe", children: children()) }

/// SVG elements. Their namespace comes from the `<svg>` ancestor.
public enum SVG {
    public static func svg(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("svg", children: children()) }
    public static func g(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("g", children: children()) }
    public static func path(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("path", children: children()) }
    public static func circle(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("circle", children: children()) }
    public static func rect(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("rect", children: children()) }
    public static func line(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("line", children: children()) }
    public static func polyline(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("polyline", children: children()) }
    public static func polygon(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("polygon", children: children()) }
    public static func text(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("text", children: children()) }
    public static func foreignObject(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("foreignObject", children: children()) }
    public static func use(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("use", children: children()) }
    public static func defs(@NodeBuilder _ children: () -> [Node] = { [] }) -> Element { Element("defs", children: children()) }
}
