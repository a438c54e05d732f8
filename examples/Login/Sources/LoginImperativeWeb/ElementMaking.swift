import VDOM

extension DOMDocument {
    /// An element of `tag`, filled by `build` (its attributes, children, listeners and observers), then
    /// given its class. A parent is made before what goes in it and its class is written after its
    /// attributes, as the diff of a view of the same markup makes and writes them: the page's HTML lists
    /// the attributes in the order they were written, and the declarative page's has `class` last.
    func element(_ tag: String, class className: Text = "", _ build: (DOMElement) -> Void = { _ in }) -> DOMElement {
        let element = createElement(tag)
        build(element)
        element.className = className
        return element
    }

    /// An element of `tag` that holds `text` alone.
    func element(_ tag: String, class className: Text = "", text: Text) -> DOMElement {
        element(tag, class: className) { $0.append(text) }
    }
}
