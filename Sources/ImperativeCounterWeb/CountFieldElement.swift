import CounterModel
import VDOM

/// The count as a number to type (`countField` of `CounterViews`, made by hand). What does not parse
/// yet (a lone "-", which the field reports as bad input, or an emptied field) stays as typed and leaves
/// the count as it is; the field shows the count again when the count changes.
func countFieldElement(_ document: DOMDocument, _ counter: Counter) -> DOMElement {
    document.element("div", class: "field") { field in
        field.append(document.element("label", class: "field-label") { label in
            label.setAttribute("for", "count")
            label.append("Count")
        })
        field.append(document.element("input", class: "count-field") { input in
            input.setAttribute("id", "count")
            input.setAttribute("type", "number")
            // The text typed stays in the field (the page would put back the value written last): it is
            // the count, or on its way to one. An input method's text is taken once it is committed.
            let take = { (event: inout DOMEvent) in
                if !event.isComposing, !event.validity.contains(.badInput), let count = Int(event.value ?? "") {
                    counter.setCount(count)
                }
                event.keepValue()
            }
            input.on(.input, take)
            input.on(.compositionEnd, take)
            input.observe { input.setProperty("value", .string("\(counter.count)")) }
        })
    }
}
