import BenchApp
import Observing
import VDOM

/// The benchmark page's own app (`BenchApp`: its store, its rows' observable labels and selection, its
/// view), driven the way the page drives it, minus the browser: a store operation, then the flush that
/// renders what it changed. Times the Swift side of each operation, from the model change to the
/// frame's patch list.
struct AppOperation {
    let name: String
    /// Brings a fresh store to the state before the operation (untimed).
    let prepare: (BenchStore) -> Void
    let change: (BenchStore) -> Void
}

let appOperations = [
    AppOperation(name: "create 1,000", prepare: { _ in }, change: { $0.run(1000) }),
    AppOperation(name: "replace 1,000", prepare: { $0.run(1000) }, change: { $0.run(1000) }),
    AppOperation(name: "update every 10th", prepare: { $0.run(1000) }, change: { $0.updateEveryTenth() }),
    AppOperation(name: "select", prepare: { $0.run(1000) }, change: { $0.select($0.rows[1]) }),
    AppOperation(name: "swap", prepare: { $0.run(1000) }, change: { $0.swapRows() }),
    AppOperation(name: "remove one", prepare: { $0.run(1000) }, change: { $0.remove($0.rows[3].id) }),
    AppOperation(name: "create 10,000", prepare: { _ in }, change: { $0.run(10_000) }),
    AppOperation(name: "append 1,000", prepare: { $0.run(1000) }, change: { $0.add() }),
    AppOperation(name: "clear", prepare: { $0.run(1000) }, change: { $0.clear() }),
]

func runAppBenchmark(runs: Int) {
    let clock = ContinuousClock()
    print("")
    print("The benchmark page's app, natively (\(runs) runs each): model change to patch list")
    print(pad("operation", 28) + pad("render + diff", 34) + "patches")
    for operation in appOperations {
        var times: [Double] = []
        var patchCount = 0
        for _ in 0..<(operation.name.hasSuffix("10,000") ? max(3, runs / 3) : runs) {
            let store = BenchStore()
            var last: [Patch] = []
            let renderer = Renderer(onError: { fatalError("\($0)") }) { last = $0 }
            try! renderer.mount { benchPage(store) }
            operation.prepare(store)
            Scheduler.main.flush()
            let start = clock.now
            operation.change(store)
            Scheduler.main.flush()
            times.append(milliseconds(clock.now - start))
            patchCount = last.count
            renderer.unmount()
        }
        print(pad(operation.name, 28) + pad(Stats(times).text, 34) + "\(patchCount)")
    }
}
