import CounterModel
import VDOM

/// The counter card: the count, and a button on either side to lower or raise it.
///
/// Only the count is a component of its own, so a click re-renders the number and nothing else.
func counterView(_ counter: Counter) -> Element {
    main {
        h1 { "Counter" }.class("counter-title")
        div {
            button { "−" }
                .class("step")
                .ariaLabel("Decrement")
                .on(.click) { counter.decrement() }
            component {
                output { display(counter.count) }
                    .class("count")
                    .class("negative", when: counter.count < 0)
                    .attribute("aria-live", "polite")
            }
            button { "+" }
                .class("step")
                .ariaLabel("Increment")
                .on(.click) { counter.increment() }
        }
        .class("counter-row")
        p { "Built with Swift and WebAssembly." }.class("counter-note")
    }
    .class("counter")
}

/// The page's title: the count first, so it shows in a narrow tab.
func pageTitle(_ counter: Counter) -> Text {
    "\(display(counter.count)) · Counter"
}

/// A count as people write it: negative numbers with a minus sign (−), not a hyphen.
func display(_ count: Int) -> Text {
    count < 0 ? "−\(count.magnitude)" : "\(count)"
}
