import DOMBridge
import JavaScript
import Observing
import PaletteModel

/// Lets the browser tests read the model and the renderer behind the page: `swift('paletteState')` from
/// a module of the page answers `[name, value]` pairs. The renderer's counts show that a picker shown and
/// hidden again leaves it holding what it held.
func exposeForTests(_ palette: Palette) {
    JSExports.define("paletteState") { _ in
        let counts = App.rendererCounts
        return .list([
            ["accent", .string(palette.accent.hex)],
            ["recent", .list(palette.recent.map { .string($0.hex) })],
            ["pickerShown", .bool(palette.isPickerShown)],
            ["liveNodes", .number(Double(counts.liveNodes))],
            ["idsInUse", .number(Double(counts.idsInUse))],
            ["handlers", .number(Double(counts.handlers))],
            ["subscriptions", .number(Double(counts.subscriptions))],
        ])
    }
}
