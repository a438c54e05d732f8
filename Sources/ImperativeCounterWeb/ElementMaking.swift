import VDOM

extension DOMDocument {
    /// An element of `tag`, filled by `build` (its attributes, children, listeners and observers), then
    /// given its class, if it has one that does not change (one that does, `build` keeps current). A
    /// parent is made before what goes in it, and its class is written after its attributes, as the diff
    /// of a view makes and writes them: the page numbers its nodes as the declarative page does, and
    /// holds the same HTML, attributes in the same order.
    func element(_ tag: String, class className: Text = "", _ build: (DOMElement) -> Void = { _ in }) -> DOMElement {
        let element = createElement(tag)
        build(element)
        if !className.isEmpty { element.className = className }
        return element
    }

    /// An element of `tag` that holds `text` alone.
    func element(_ tag: String, class className: Text = "", text: Text) -> DOMElement {
        element(tag, class: className) { $0.append(text) }
    }
}
