import JavaScript
import Observing

/// Today's date where the person is, from `today` in the page's own `controls.js`: a wasm module has no
/// calendar clock of its own. Nil when the page has no answer, and the date fields are then unbounded.
func localToday() -> CalendarDate? {
    guard case let .success(value) = JSFunction("today").call([]), let text = value.text else { return nil }
    return CalendarDate(text)
}
