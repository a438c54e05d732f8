import VDOM

/// The count, large, between the buttons that lower and raise it.
public func countRow(_ count: Int, decrement: @escaping () -> Void, increment: @escaping () -> Void) -> Element {
    div {
        button { "−" }
            .class("step")
            .ariaLabel("Decrement")
            .disabled(count == .min)
            .on(.click, decrement)
        output { display(count) }
            .class("count")
            .class("negative", when: count < 0)
            .class("long", when: count > 9_999 || count < -999)
            .attribute("aria-live", "polite")
        button { "+" }
            .class("step")
            .ariaLabel("Increment")
            .disabled(count == .max)
            .on(.click, increment)
    }
    .class("counter-row")
}

/// A count as people write it: negative numbers with a minus sign (−), not a hyphen.
public func display(_ count: Int) -> Text {
    count < 0 ? "−\(count.magnitude)" : "\(count)"
}

/// The page's title: the count first, so it shows in a narrow tab.
public func pageTitle(_ count: Int) -> Text {
    "\(display(count)) · Counter"
}
