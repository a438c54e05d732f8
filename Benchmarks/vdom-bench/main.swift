// Native timings of the core: render + diff (patch list out) and applying that list to the test DOM,
// for keyed tables of 1,000 and 10,000 rows shaped like the js-framework-benchmark's, the rows written out
// and then as uses of one template. Prints medians and interquartile ranges over repeated runs; it
// asserts nothing.
import VDOM
import VDOMTesting

struct Row: Equatable {
    let id: Int
    var label: String
}

/// What a row's component depends on: the row and whether it is the selected one.
struct RowInput: Equatable {
    let row: Row
    let isSelected: Bool
}

private let adjectives = ["pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
                          "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
                          "adorable", "important", "inexpensive", "cheap", "expensive", "fancy"]
private let colours = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"]
private let nouns = ["table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza",
                     "mouse", "keyboard"]

struct Rows {
    private var nextID = 1
    private var seed: UInt64 = 7

    private mutating func random(_ bound: Int) -> Int {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Int((seed >> 33) % UInt64(bound))
    }

    mutating func make(_ count: Int) -> [Row] {
        (0..<count).map { _ in
            defer { nextID += 1 }
            return Row(id: nextID, label: "\(adjectives[random(25)]) \(colours[random(11)]) \(nouns[random(13)])")
        }
    }
}

/// The same row as ``table(_:selected:templated:)`` writes out.
let rowTemplate = Template<RowInput> { input in
    tr {
        td { input.text { $0.row.id } }.class("col-md-1")
        td { a { input.text { $0.row.label } }.on(.click, input.action { _ in }) }.class("col-md-4")
        td {
            a { span().class("glyphicon glyphicon-remove").attribute("aria-hidden", "true") }.on(.click, input.action { _ in })
        }.class("col-md-1")
        td().class("col-md-6")
    }
    .class(input.value { $0.isSelected ? "danger" : "" })
}

func table(_ rows: [Row], selected: Int, templated: Bool) -> Element {
    VDOM.table {
        tbody {
            for row in rows {
                let input = RowInput(row: row, isSelected: row.id == selected)
                if templated {
                    // A use is a scope of its own, kept when its input is unchanged: no component around it.
                    rowTemplate(input, key: .int(row.id))
                } else {
                    component(input, key: .int(row.id)) { input in
                        tr {
                            td { "\(input.row.id)" }.class("col-md-1")
                            td { a { input.row.label }.on(.click) {} }.class("col-md-4")
                            td {
                                a { span().class("glyphicon glyphicon-remove").attribute("aria-hidden", "true") }.on(.click) {}
                            }.class("col-md-1")
                            td().class("col-md-6")
                        }
                        .class("danger", when: input.isSelected)
                    }
                }
            }
        }
        .id("tbody")
    }
    .class("table table-hover table-striped test-data")
}

/// One measured operation: `prepare` builds the state before it (untimed), `change` the state it renders.
struct Operation {
    let name: String
    let prepare: (inout Rows, Int) -> [Row]
    let change: (inout Rows, [Row]) -> [Row]
}

let operations = [
    Operation(name: "create", prepare: { _, _ in [] }, change: { data, _ in data.make(1) }),
    Operation(name: "replace all", prepare: { data, n in data.make(n) }, change: { data, rows in data.make(rows.count) }),
    Operation(name: "update every 10th", prepare: { data, n in data.make(n) }, change: { _, rows in
        var rows = rows
        for index in stride(from: 0, to: rows.count, by: 10) { rows[index].label += " !!!" }
        return rows
    }),
    Operation(name: "swap two", prepare: { data, n in data.make(n) }, change: { _, rows in
        var rows = rows
        rows.swapAt(1, rows.count - 2)
        return rows
    }),
    Operation(name: "remove one", prepare: { data, n in data.make(n) }, change: { _, rows in
        var rows = rows
        rows.remove(at: 4)
        return rows
    }),
    Operation(name: "append 1,000", prepare: { data, n in data.make(n) }, change: { data, rows in rows + data.make(1000) }),
    Operation(name: "clear", prepare: { data, n in data.make(n) }, change: { _, _ in [] }),
]

struct Stats {
    let median: Double
    let q1: Double
    let q3: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        func at(_ fraction: Double) -> Double {
            let position = fraction * Double(sorted.count - 1)
            let low = Int(position)
            let high = min(low + 1, sorted.count - 1)
            return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
        }
        median = at(0.5)
        q1 = at(0.25)
        q3 = at(0.75)
    }

    var text: String { "\(format(median)) ms (IQR \(format(q1))–\(format(q3)))" }
}

func format(_ milliseconds: Double) -> String {
    let hundredths = Int(milliseconds * 100 + 0.5)
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

let arguments = CommandLine.arguments
let runs = arguments.count > 1 ? Int(arguments[1]) ?? 15 : 15
let clock = ContinuousClock()
print("Native diff + apply, keyed rows (\(runs) runs each; median and interquartile range)")
for templated in [false, true] {
print(templated ? "\nrows as uses of one template:" : "rows written out:")
print(pad("operation", 28) + pad("diff (patch list out)", 34) + pad("apply to TestDOM", 34) + "patches")
for size in [1_000, 10_000] {
    for operation in operations {
        var diffTimes: [Double] = []
        var applyTimes: [Double] = []
        var patchCount = 0
        let repetitions = size >= 10_000 ? max(3, runs / 3) : runs
        for _ in 0..<repetitions {
            var data = Rows()
            var frames: [[Patch]] = []
            let renderer = Renderer { frames.append($0.patches) }
            let dom = TestDOM()
            var rows = operation.prepare(&data, size)
            if operation.name == "create" { rows = [] }
            let before = rows
            try! renderer.mount { table(before, selected: 0, templated: templated) }
            try! dom.apply(frames.removeLast())
            var next = operation.change(&data, rows)
            if operation.name == "create" { next = data.make(size) }
            rows = next
            let start = clock.now
            try! renderer.mount { table(next, selected: 0, templated: templated) }
            let diffed = clock.now
            let patches = frames.last ?? []
            try! dom.apply(patches)
            let applied = clock.now
            diffTimes.append(milliseconds(diffed - start))
            applyTimes.append(milliseconds(applied - diffed))
            patchCount = patches.count
        }
        let name = "\(operation.name == "create" ? "create" : operation.name) (\(size) rows)"
        print(pad(name, 28) + pad(Stats(diffTimes).text, 34) + pad(Stats(applyTimes).text, 34) + "\(patchCount)")
    }
}
}
