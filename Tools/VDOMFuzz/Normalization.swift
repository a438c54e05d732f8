import VDOM

// The rules every step of a case keeps, whatever made it (the generator or the shrinker), so that the
// view is one the toolkit must render and the DOM has one right answer for it:
// - keys are distinct among siblings (duplicates are a rejected render, tested elsewhere);
// - a cell holds no cell;
// - form state is all said by the view and does not contradict itself: a select's selection comes from
//   its own `value` or `selectedIndex`, or (`multiple`) from every option's `selected`, and its options
//   have values of their own;
// - inputs and textareas have no children; raw HTML only in HTML elements (the HTML parser treats
//   markup in SVG differently) and never together with children;
// - MathML elements have no styles and no cells or uses below them (jsdom's MathML elements have no
//   `style`).

extension Step {
    public func normalized() -> Step {
        Step(view: view.normalized(.root), cells: cells.map { $0.normalized(.cell) }, words: words)
    }
}

extension Spec {
    func normalized(_ place: Place) -> Spec {
        switch self {
        case .cell where place.inCell || place.space == .math, .use where place.space == .math:
            return .hole
        case var .element(element):
            let space = place.space(of: element.tag)
            if space == .math { element.styles = [] }
            if space != .html { element.html = nil }
            if element.html != nil || space == .html && (element.tag == "input" || element.tag == "textarea") {
                element.children = []
            }
            if space == .html && element.tag == "select" {
                element.children = Self.options(of: &element)
            }
            let inner = place.children(of: element.tag)
            element.children = Self.distinctKeys(element.children.map { $0.normalized(inner) })
            return .element(element)
        default:
            return self
        }
    }

    /// The option elements of a select, each with a value of its own, and the select's own properties.
    /// The view says what is selected, all of it (a select that says nothing shows what its history left
    /// selected, which a fresh render cannot know): a `multiple` select by a `selected` property on every
    /// option, any other by its own `value` or `selectedIndex` (`selectedIndex` 0 when it has neither).
    static func options(of select: inout ElementSpec) -> [Spec] {
        let multiple = select.attributes.contains { $0.name == "multiple" }
        if multiple { select.properties.removeAll { $0.name == "value" || $0.name == "selectedIndex" } }
        var values: [String] = []
        let options = select.children.compactMap { child -> Spec? in
            guard case var .element(option) = child, option.tag == "option" else { return nil }
            if !multiple {
                option.properties.removeAll { $0.name == "selected" }
            } else if !option.properties.contains(where: { $0.name == "selected" }) {
                option.properties.append(PropertySpec(name: "selected", value: .bool(false)))
            }
            option.attributes.removeAll { $0.name == "value" && values.contains($0.value) }
            if !option.attributes.contains(where: { $0.name == "value" }) {
                let value = Vocabulary.optionValues.first { !values.contains($0) } ?? "v\(values.count)"
                option.attributes.insert(NamedValue(name: "value", value: value), at: 0)
            }
            values.append(option.attributes.first { $0.name == "value" }!.value)
            return .element(option)
        }
        if !multiple && !select.properties.contains(where: { $0.name == "value" || $0.name == "selectedIndex" }) {
            select.properties.append(PropertySpec(name: "selectedIndex", value: .number(0)))
        }
        return options
    }

    static func distinctKeys(_ children: [Spec]) -> [Spec] {
        var seen: [String] = []
        return children.map { child in
            guard let key = child.key else { return child }
            if !seen.contains(key) {
                seen.append(key)
                return child
            }
            var unkeyed = child
            unkeyed.key = nil
            return unkeyed
        }
    }
}
