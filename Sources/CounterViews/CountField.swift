import VDOM

/// The count as a number to type: what does not parse yet (a lone "-", an emptied field) stays as typed
/// and leaves the count as it is.
public func countField(_ count: Binding<Int>) -> Element {
    div {
        label { "Count" }.class("field-label").attribute("for", "count")
        input()
            .id("count")
            .type("number")
            .class("count-field")
            .value(count)
    }
    .class("field")
}
