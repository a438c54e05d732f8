import DOMBridge
import JavaScript
import Observing
import VDOM

/// What the representables test changes: keyed gauges, each a widget of fixture-calls.js mounted in an
/// element the view places, with a caption Swift makes inside it too, and a log of their moments. The
/// buttons insert, move, re-key, replace, bump a value, take their ancestor away, and show a widget whose
/// script throws.
final class RepresentableLab {
    @Observed var keys = [1, 2, 3]
    @Observed var values: [Int: Int] = [:]
    @Observed var shown = true
    @Observed var replaced = false
    @Observed var broken = false
    @Observed var log: [String] = []
    private var nextKey = 4

    func insert() {
        keys.insert(nextKey, at: 1)
        nextKey += 1
    }

    func reKeyFirst() {
        keys[0] = nextKey
        nextKey += 1
    }

    func bumpFirst() {
        values[keys[0], default: 50] += 10
    }
}

let representableLab = RepresentableLab()

/// Rows made by imperative code in a view's element, each with a listener and an observer, made and
/// removed click by click: what each leaves behind is counted.
final class ImperativeRows {
    let holder = ElementReference()
    @Observed var clicks = 0
    private var row: DOMElement?

    func toggle() {
        if let row {
            row.remove()
            self.row = nil
            return
        }
        guard let holder = holder.element else { return }
        let row = App.document.createElement("button")
        row.className = "imperative-row"
        row.on(.click) { self.clicks += 1 }
        row.observe { row.setText(Text("clicked \(self.clicks)")) }
        holder.append(row)
        self.row = row
    }
}

let imperativeRows = ImperativeRows()

/// A gauge of fixture-calls.js: made with the element and its value, set on update, destroyed on
/// dismantle. Its coordinator keeps the widget's handle, which the page releases when it goes.
struct Gauge: ElementRepresentable {
    var key: Int
    var value: Int

    static func == (a: Gauge, b: Gauge) -> Bool { a.key == b.key && a.value == b.value }

    final class Coordinator {
        let key: Int
        var widget: JSObject?
        init(key: Int) { self.key = key }
    }

    func makeCoordinator() -> Coordinator { Coordinator(key: key) }

    func make(_ element: DOMElement, context: RepresentableContext<Coordinator>) throws(JSError) {
        let caption = context.document.createElement("small")
        caption.append(Text("gauge \(key)"))
        element.append(caption)
        context.coordinator.widget = try JSFunction("fixtureMountGauge")(.element(element), .number(Double(value))).object
        representableLab.log.append("make \(key)")
    }

    func update(_ element: DOMElement, context: RepresentableContext<Coordinator>) throws(JSError) {
        try context.coordinator.widget?.call("set", .number(Double(value)))
        representableLab.log.append("update \(key) \(value)")
    }

    static func dismantle(_ element: DOMElement, coordinator: Coordinator) throws(JSError) {
        try coordinator.widget?.call("destroy")
        representableLab.log.append("dismantle \(coordinator.key)")
    }
}

/// A widget whose script throws when it is made.
struct BrokenWidget: ElementRepresentable {
    func make(_ element: DOMElement, context: RepresentableContext<Void>) throws(JSError) {
        try JSFunction("fixtureMountBroken")(.element(element))
    }
}

func representablesView() -> Element {
    let lab = representableLab
    return section {
        button { "Insert" }.id("gauge-insert").on(.click) { lab.insert() }
        button { "Reverse" }.id("gauge-reverse").on(.click) { lab.keys.reverse() }
        button { "Re-key" }.id("gauge-rekey").on(.click) { lab.reKeyFirst() }
        button { "Replace" }.id("gauge-replace").on(.click) { lab.replaced.toggle() }
        button { "Bump" }.id("gauge-bump").on(.click) { lab.bumpFirst() }
        button { "Show" }.id("gauge-show").on(.click) { lab.shown.toggle() }
        button { "Broken" }.id("gauge-broken").on(.click) { lab.broken.toggle() }
        if lab.shown {
            div {
                for (index, key) in lab.keys.enumerated() {
                    if index == 0 && lab.replaced {
                        p { "plain \(key)" }.key(.int(key)).class("plain")
                    } else {
                        Gauge(key: key, value: lab.values[key] ?? 50).key(.int(key)).class("gauge")
                    }
                }
            }
            .id("gauges")
        }
        if lab.broken { BrokenWidget().class("broken") }
        button { "Imperative row" }.id("imperative-toggle").on(.click) { imperativeRows.toggle() }
        div().id("imperative-rows").reference(imperativeRows.holder)
        output { lab.log.joined(separator: ", ") }.id("representable-log")
    }
    .id("representables")
}
