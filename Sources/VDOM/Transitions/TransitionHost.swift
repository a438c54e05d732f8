import Observing

/// What transitions ask of the page: the imports of module `transitions`, which `web/transitions.js`
/// gives a module that imports them (the shim loads it only then). On Linux the calls are kept, in
/// order, for the test DOM to finish (``TransitionLog``).
enum TransitionHost {
    /// The element `id` has just been given a phase's classes: lay it out now, and dispatch
    /// `vdom-transition-end` on it when what the next frame starts has ended.
    static func watch(_ id: NodeID, entering: Bool, duration: Int?) {
        let milliseconds = Int32(clamping: duration ?? -1)
        #if arch(wasm32)
        hostWatch(id.rawValue, entering ? 1 : 2, milliseconds)
        #else
        TransitionLog.calls.append(.watch(id, entering: entering, duration: duration))
        #endif
    }

    /// The frame being made changes the children of `parent`: note where each is now.
    static func measure(_ parent: NodeID) {
        #if arch(wasm32)
        hostMeasure(parent.rawValue)
        #else
        TransitionLog.calls.append(.measure(parent))
        #endif
    }

    /// The frame is applied: move each child measured from where it was, wearing `move`.
    static func play(_ parent: NodeID, move: Text) {
        #if arch(wasm32)
        move.withBytes { hostPlay(parent.rawValue, $0.baseAddress, Int32($0.count)) }
        #else
        TransitionLog.calls.append(.play(parent, move: move.description))
        #endif
    }
}

#if arch(wasm32)
@_extern(wasm, module: "transitions", name: "watch")
@_extern(c)
private func hostWatch(_ id: UInt32, _ phase: Int32, _ milliseconds: Int32)

@_extern(wasm, module: "transitions", name: "measure")
@_extern(c)
private func hostMeasure(_ parent: UInt32)

@_extern(wasm, module: "transitions", name: "play")
@_extern(c)
private func hostPlay(_ parent: UInt32, _ move: UnsafePointer<UInt8>?, _ count: Int32)
#else
/// The page's part of transitions as tests see it: what the toolkit asked of it, in order. The test DOM
/// finishes the phases it was asked to watch (`TestApp.finishTransitions()`).
package enum TransitionLog {
    package enum Call: Equatable, CustomStringConvertible {
        case watch(NodeID, entering: Bool, duration: Int?)
        case measure(NodeID)
        case play(NodeID, move: String)

        package var description: String {
            switch self {
            case let .watch(id, entering, duration):
                "watch \(id) \(entering ? "enter" : "leave")\(duration.map { " \($0) ms" } ?? "")"
            case let .measure(id): "measure \(id)"
            case let .play(id, move): "play \(id) \(move)"
            }
        }
    }

    nonisolated(unsafe) package static var calls: [Call] = []
}
#endif
