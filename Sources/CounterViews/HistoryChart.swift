import CounterModel
import VDOM

/// The count's recent values as a line under the count. To assistive technology it is an image, named
/// by where the count went (``historyLabel(_:)``); the line itself adds nothing a person who cannot see
/// it would miss.
public func historyChart(_ history: CountHistory) -> Represented<Sparkline> {
    Sparkline(history: history)
        .attribute("width", "\(Sparkline.width)")
        .attribute("height", "\(Sparkline.height)")
        .attribute("role", "img")
        .attribute("aria-label", historyLabel(history))
        .class("sparkline")
}

/// The chart's accessible name: where the history starts and ends, and the lowest and highest values
/// when it went beyond those, which a line that goes up and down again would otherwise hide.
public func historyLabel(_ history: CountHistory) -> Text {
    let values = history.values, first = values[0], last = values[values.count - 1]
    let label: Text = values.count == 1 ? "Count history: \(display(first))"
        : "Count history: \(display(first)) to \(display(last))"
    if history.lowest == min(first, last) && history.highest == max(first, last) { return label }
    return "\(label), between \(display(history.lowest)) and \(display(history.highest))"
}
