import DOMBridge
import Observing
import VDOM

/// What the fixture page shows; each button of the page changes one part of it.
final class Lab {
    /// How deep the nested tree is (0: no tree).
    @Observed var depth = 0
    /// The text at the bottom of the nested tree.
    @Observed var leaf = "leaf"
    /// How many keyed rows the table has.
    @Observed var rows = 0
    /// Keyed items, each a component: the list reversed moves them all (the keyed diff's middle section).
    @Observed var order: [Int] = []
    /// How many rows with a handler of their own the second table has.
    @Observed var handlerRows = 0
    /// Changed three times by one timer callback.
    @Observed var ticks = 0
    /// Makes the next frame click the button that counts a tick and then traps: a trap in an event that
    /// a frame fired, while the call that applied the frame is still running.
    @Observed var trapInFrame = false
    /// How many times the ticks component rendered: not observed, so counting does not cause renders.
    private var tickRenders = 0

    /// Counts one more render of the ticks component and returns the count.
    func countRender() -> Int {
        tickRenders += 1
        return tickRenders
    }

    /// Three changes in one timer callback, rendered together on the next animation frame.
    func tickThreeTimesLater() {
        after(milliseconds: 10) { [self] in
            for _ in 0..<3 { ticks += 1 }
        }
    }

    /// Shows twenty items (ids past 100, whose hashes use all 32 bits), then reverses them on each call.
    func reorder() {
        order = order.isEmpty ? Array(101...120) : order.reversed()
    }

    /// Stops the app through the toolkit, with a message.
    func stop() -> Never {
        App.stop("the fixture was asked to stop")
    }

    /// Traps in the standard library: an index out of range.
    func trap() {
        let empty: [Int] = []
        ticks = empty[rows + 1]
    }

    /// Changes the model, then traps before the change is rendered.
    func countThenTrap() {
        ticks += 1
        trap()
    }

    /// Recurses a million levels deep in user code, far past the end of the wasm stack: the module traps
    /// when the stack runs out instead of writing over the memory beyond it.
    func overflow() {
        ticks = descend(rows, until: rows + 1_000_000)
    }
}

/// Sums `level` and the levels under it, each level holding a 256-byte buffer on the wasm stack.
private func descend(_ level: Int, until last: Int) -> Int {
    if level == last { return 0 }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
        buffer.initialize(repeating: UInt8(truncatingIfNeeded: level))
        return Int(buffer[level & 255]) + descend(level + 1, until: last)
    }
}

/// Held by one row's handler, so that freeing the row frees it; counts how many have been freed, for the
/// page to read (`fixture_freed_handlers`).
final class HandlerToken {
    nonisolated(unsafe) static var freed: UInt32 = 0

    deinit { HandlerToken.freed += 1 }
}

@_expose(wasm, "fixture_freed_handlers")
@_cdecl("fixture_freed_handlers")
func fixtureFreedHandlers() -> UInt32 {
    HandlerToken.freed
}
