import JavaScript
import Observing

/// Today's date where the person is, from `today` in the page's own `controls.js`: a wasm module has no
/// calendar clock of its own. Nil until the page has started, and when the page has no answer: the date
/// fields are then unbounded.
///
/// It is read once the first frame is in, not before: the page's pre-rendered HTML was written on a build
/// machine, perhaps on another day, and the first frame must match it (`docs/hydration.md`). The bounds
/// then come as an ordinary frame.
final class Today {
    @Observed private(set) var date: CalendarDate?

    /// Reads the date from the page.
    func read() {
        guard case let .success(value) = JSFunction("today").call([]), let text = value.text else { return }
        date = CalendarDate(text)
    }
}
