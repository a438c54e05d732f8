import Observing
import VDOM
@_spi(Frames) import DOMBridge
import VDOMFuzz

/// Frame sequences the renderer makes of one view over a model that changes at random: a keyed list of
/// items of several shapes, template rows that come and go, a small form, raw HTML, an optional part.
/// Each sequence is the frames of a mount and of a few changes, as the page would get them.
enum RandomViews {
    private struct Item {
        var id: Int
        var shape: Int
        var text: String
    }

    private final class Row {
        let id: Int
        @Observed var label: String
        @Observed var selected = false

        init(_ id: Int, _ label: String) {
            self.id = id
            self.label = label
        }
    }

    private final class Model {
        @Observed var items: [Item] = []
        @Observed var rows: [Row] = []
        @Observed var flag = false
        @Observed var field = ""
        @Observed var choice = "a"
        @Observed var markup = "<b>bold</b>"
    }

    private static let words = ["alpha", "béta", "γάμμα", "東京", "😀 smile", "", "a & b", "line\nbreak", "<i>not</i>", "\u{FEFF}bom"]
    private static let markups = ["<b>bold</b>", "<p>para</p>", "", "plain", "<i>it</i> &amp; <b>b</b>"]

    /// One sequence: the mount, then `steps` changes, each rendered as one frame.
    static func sequence(steps: Int, using random: inout SplitMix) -> [[UInt8]] {
        let model = Model()
        var nextID = 1
        func word() -> String { words[random.below(words.count)] }
        func change() {
            var items = model.items
            for _ in 0..<random.below(4) where items.count < 8 {
                items.insert(Item(id: nextID, shape: random.below(8), text: word()), at: random.below(items.count + 1))
                nextID += 1
            }
            for _ in 0..<random.below(3) where !items.isEmpty { items.remove(at: random.below(items.count)) }
            for _ in 0..<random.below(3) where !items.isEmpty { items[random.below(items.count)].shape = random.below(8) }
            for _ in 0..<random.below(3) where !items.isEmpty { items[random.below(items.count)].text = word() }
            if items.count > 2 && random.chance(0.5) { items.swapAt(random.below(items.count), random.below(items.count)) }
            if random.chance(0.2) { items.reverse() }
            model.items = items
            var rows = model.rows
            for _ in 0..<random.below(3) where rows.count < 6 {
                rows.insert(Row(nextID, word()), at: random.below(rows.count + 1))
                nextID += 1
            }
            for _ in 0..<random.below(3) where !rows.isEmpty { rows.remove(at: random.below(rows.count)) }
            for row in rows where random.chance(0.2) { row.label = word() }
            for row in rows where random.chance(0.1) { row.selected.toggle() }
            if random.chance(0.1) { rows = [] }
            model.rows = rows
            if random.chance(0.3) { model.flag.toggle() }
            if random.chance(0.3) { model.field = word() }
            if random.chance(0.3) { model.choice = ["a", "b", "c"][random.below(3)] }
            if random.chance(0.2) { model.markup = markups[random.below(markups.count)] }
        }
        let row = Template<Row> { row in
            tr {
                td { row.text { "\($0.id)" as Text } }.class("id")
                td { a { row.text { Text($0.label) } }.attribute("title", row.value { Text($0.label) }).on(.click, row.action { _ in }) }
                td { SVG.svg { SVG.path().attribute("d", "M0 0h8") }.attribute("width", "8") }.on(.focus) {}
            }
            .class(row.value { $0.selected ? "danger" : "" })
        }

        let scheduler = Scheduler()
        var encoder = FrameBytes()
        var frames: [[UInt8]] = []
        let renderer = Renderer(scheduler: scheduler, onReport: { _ in }) { frame in
            frames.append(encoder.encode(frame.patches, released: frame.released))
        }
        change()
        try! renderer.mount {
            div {
                ul {
                    for item in model.items {
                        li {
                            switch item.shape {
                            case 0:
                                item.text
                            case 1:
                                span { item.text }.class("a b")
                                em { "x" }
                            case 2:
                                span().title(Text(item.text))
                                SVG.svg { SVG.circle().attribute("r", "2") }
                            case 3:
                                a { strong { item.text } }.on(.click) {}
                            case 4:
                                label { item.text }
                                input().attribute("type", "text").value(Text(item.text))
                            case 5:
                                span { item.text }.style("margin-top", "2px", important: true)
                                comment(Text(item.text))
                            case 6:
                                div { div { span { item.text } } }.attribute("data-id", "\(item.id)")
                            default:
                                button { item.text }.on(.click) {}.attribute("aria-label", Text(item.text))
                            }
                        }
                        .key(.int(item.id))
                    }
                }
                table {
                    tbody {
                        for item in model.rows {
                            component(ObjectIdentifier(item), key: .int(item.id)) { _ in row(item) }
                        }
                    }
                }
                if model.flag { p { "on" }.class("flag").style("color", "red") } else { comment("off") }
                form {
                    input().attribute("type", "text").value(Text(model.field)).on(.input) {}
                    input().attribute("type", "checkbox").checked(model.flag)
                    select {
                        option { "A" }.attribute("value", "a")
                        option { "B" }.attribute("value", "b")
                        option { "C" }.attribute("value", "c")
                    }
                    .value(Text(model.choice))
                }
                section().html(Text(model.markup))
            }
        }
        for _ in 0..<steps {
            change()
            scheduler.flush()
        }
        return frames
    }
}
