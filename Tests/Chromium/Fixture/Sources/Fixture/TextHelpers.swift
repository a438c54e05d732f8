import Observing
import VDOM

/// Whether the page shows what the text helpers give in wasm (`fixture_show_text`).
final class TextHelpers {
    @Observed var shown = false
}

let textHelpers = TextHelpers()

/// The text helpers as a model uses them, run by the wasm build: the browser test compares what they show
/// with what they give on Linux (Tests/ObservingTests). The module links only because none of them needs
/// the Unicode tables, and a `Double`'s digits only because WasmRuntime has `__multi3`.
func textHelpersView() -> Element {
    let field: Text = "  12, -7 ,x,,2.675 "
    let parts = field.trimmingASCIIWhitespace().split(separator: ",").map { $0.trimmingASCIIWhitespace() }
    let sum = parts.reduce(0) { $0 + (Int($1) ?? 0) }
    let price = Double(parts[4]) ?? .nan
    let words: Set<Text> = ["b", "a", "B", "b"]
    var counts: [Text: Int] = [:]
    for part in parts { counts[part.lowercasedASCII(), default: 0] += 1 }
    let found = (field.contains("-7") ? 1 : 0) + (field.hasPrefix("  1") ? 2 : 0) + (field.hasSuffix("5 ") ? 4 : 0)
        + ("zoë".bytesEqual("zo\u{EB}") ? 8 : 0) + ("B".bytesLess(than: "a") ? 16 : 0)
        + (Text(validating: [0xED, 0xA0, 0x80]) == nil ? 32 : 0)
    return output {
        "\(sum) \(price) \(price, fractionDigits: 2) \(0.1 + 0.2) \(Double(Text("1e308")) ?? 0) \(-0.0 * price) "
        "\(Int64(Text("-9223372036854775808")) == .min ? 1 : 0) \(Int(Text("2147483648")) ?? -1) "
        "\(words.sorted().joined(separator: "/")) \(counts.count) \(found) \(parts[2].uppercasedASCII())"
    }
    .id("text-helpers")
}

@_expose(wasm, "fixture_show_text")
@_cdecl("fixture_show_text")
func fixtureShowText() {
    textHelpers.shown = true
}
