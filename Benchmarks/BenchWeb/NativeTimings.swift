#if !arch(wasm32)
import Observing
import VDOM

/// The page's operations without the browser: a store operation, then the flush that renders what it
/// changed, timed from the model change to the frame's patch list. Each operation runs once untimed first,
/// so the heap has grown to its size. One line of JSON per operation, with every sample, for
/// `Benchmarks/scripts/run.py` to summarise.
private struct Operation {
    let name: String
    /// Brings a fresh store to the state before the operation (untimed).
    let prepare: (BenchStore) -> Void
    let change: (BenchStore) -> Void
}

private let operations = [
    Operation(name: "create 1,000", prepare: { _ in }, change: { $0.run(1000) }),
    Operation(name: "replace 1,000", prepare: { $0.run(1000) }, change: { $0.run(1000) }),
    Operation(name: "update every 10th", prepare: { $0.run(1000) }, change: { $0.updateEveryTenth() }),
    Operation(name: "select", prepare: { $0.run(1000) }, change: { $0.select($0.rows[1]) }),
    Operation(name: "swap", prepare: { $0.run(1000) }, change: { $0.swapRows() }),
    Operation(name: "remove one", prepare: { $0.run(1000) }, change: { $0.remove($0.rows[3].id) }),
    Operation(name: "create 10,000", prepare: { _ in }, change: { $0.run(10_000) }),
    Operation(name: "append 1,000", prepare: { $0.run(1000) }, change: { $0.add() }),
    Operation(name: "clear", prepare: { $0.run(1000) }, change: { $0.clear() }),
]

func nativeTimings(runs: Int) {
    let clock = ContinuousClock()
    for operation in operations {
        var samples: [String] = []
        var patchCount = 0
        for run in 0...(operation.name.hasSuffix("10,000") ? max(3, runs / 3) : runs) {
            let store = BenchStore()
            var last: [Patch] = []
            let renderer = Renderer(onReport: { fatalError("\($0)") }) { last = $0.patches }
            try! renderer.mount { benchPage(store) }
            operation.prepare(store)
            Scheduler.main.flush()
            // The preparing frame's patches go now: freed inside the timed change, they would be counted
            // as its cost (the 28,000 of a table's creation are most of what updating it takes).
            last = []
            let start = clock.now
            operation.change(store)
            Scheduler.main.flush()
            let (seconds, attoseconds) = (clock.now - start).components
            if run > 0 { samples.append("\(Double(seconds) * 1000 + Double(attoseconds) / 1e15)") }
            patchCount = last.count
            renderer.unmount()
        }
        print("{\"operation\": \"\(operation.name)\", \"ms\": [\(samples.joined(separator: ", "))], \"patches\": \(patchCount)}")
    }
}
#endif
