import VDOM
import VDOMTesting
import XCTest

/// A DOM with `<div id=1>` holding text "a" (id 2) and `<span id=3>`, mounted in the container.
func sampleDOM() throws -> TestDOM {
    let dom = TestDOM()
    try dom.apply([
        .createElement(1, tag: "div", namespace: .html),
        .createText(2, "a"),
        .insert(2, parent: 1, before: nil),
        .createElement(3, tag: "span", namespace: .html),
        .insert(3, parent: 1, before: nil),
        .insert(1, parent: .container, before: nil),
    ])
    return dom
}

/// Creates one element with `tag`, inserts it into the container, and returns it.
func mount(_ tag: String, id: NodeID = 1, in dom: TestDOM, _ more: [Patch] = []) throws -> TestNode {
    try dom.apply([.createElement(id, tag: tag, namespace: .html)] + more + [.insert(id, parent: .container, before: nil)])
    return dom.node(id)!
}

extension TestDOM {
    /// The error `apply` throws for this frame, or `nil`.
    func refusal(_ patches: [Patch]) -> TestDOMError? {
        do {
            try apply(patches)
            return nil
        } catch {
            return error
        }
    }
}
