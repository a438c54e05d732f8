import DOMBridge
import Observing
import VDOM
import VDOMTesting

/// One frame as the page receives it, with the test DOM's state after it.
public struct RecordedFrame {
    public let patches: [Patch]
    /// The frame's bytes, encoded as the bridge encodes them while the diff runs.
    public let bytes: [UInt8]
    public let released: [NodeID]
    /// The test DOM after the frame, as ``TestDOM/snapshotJSON()`` writes it.
    public let snapshot: String

    public init(patches: [Patch], bytes: [UInt8], released: [NodeID], snapshot: String) {
        self.patches = patches
        self.bytes = bytes
        self.released = released
        self.snapshot = snapshot
    }
}

/// What went wrong in Swift, before any shim saw the frames.
public struct Failure: Equatable, CustomStringConvertible {
    public enum Kind: String {
        case rejected = "the renderer rejected a render"
        case refused = "the test DOM refused a frame"
        case released = "a frame released ids the test DOM still holds"
        case differs = "the updated DOM differs from a fresh render"
        case shim = "the shim's DOM differs from the test DOM"
    }

    public let kind: Kind
    public let message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind.rawValue): \(message)" }
}

/// Renders a case with the real renderer, streaming each patch to the page's frame encoder as the bridge
/// does, into a test DOM: the first step is mounted; for each later one, a changed view is rendered over
/// the last (a mount), then changed cells and words are assigned and the scheduler flushed (a model
/// change, which renders only the components and uses that read them). After every render the updated
/// DOM must equal a fresh render of the same state.
public final class CaseRendering {
    /// The frames, when recording.
    public private(set) var frames: [RecordedFrame] = []
    public private(set) var frameCount = 0
    public private(set) var failure: Failure?
    private let recording: Bool
    private let scheduler = Scheduler()
    private let dom = TestDOM()
    private var encoder = FrameEncoder()
    private var pending: [Patch] = []
    private var renderer: Renderer!

    /// Renders `fuzzCase`; with `recording`, keeps its frames as the page receives them.
    public init(_ fuzzCase: FuzzCase, recording: Bool) {
        self.recording = recording
        renderer = Renderer(scheduler: scheduler, onReport: { [unowned self] report in
            self.fail(.rejected, report.message.description)
        }, sink: FrameSink(patch: { _ in }) { _ in })
        renderer.sink = FrameSink(patch: { [unowned self] patch in
            self.pending.append(patch)
            if self.recording { self.encoder.append(patch) }
        }) { [unowned self] released in self.endFrame(released: released) }
        run(fuzzCase)
    }

    private func run(_ fuzzCase: FuzzCase) {
        guard let first = fuzzCase.steps.first else { return }
        let model = FuzzModel(first)
        mount(first, model, "step 0")
        for (index, step) in fuzzCase.steps.enumerated().dropFirst() where failure == nil {
            // The page frees what earlier frames removed when it is idle, or the next render does.
            if index % 2 == 0 { renderer.freeRemovedNodes() }
            let previous = fuzzCase.steps[index - 1]
            let modelChanges = step.cells != previous.cells || step.words != previous.words
            if step.view != previous.view || !modelChanges { mount(step, model, "step \(index)") }
            if failure == nil && model.update(to: step) {
                scheduler.flush()
                check(step, after: "step \(index)'s model change")
            }
        }
    }

    private func mount(_ step: Step, _ model: FuzzModel, _ label: String) {
        let view = step.view
        do {
            try renderer.mount { view.node(model) }
        } catch {
            fail(.rejected, "\(label): \(error)")
        }
        // The model still holds the previous step's cells and words.
        check(Step(view: view, cells: model.cells.map(\.spec), words: model.words.map(\.text)), after: label)
    }

    private func endFrame(released: [NodeID]) {
        let patches = pending
        pending = []
        do {
            try dom.apply(patches)
        } catch {
            fail(.refused, "frame \(frameCount): \(error)")
        }
        let held = released.filter { dom.node($0) != nil }
        if !held.isEmpty { fail(.released, "frame \(frameCount): \(held.map { "#\($0.rawValue)" }.joined(separator: ", "))") }
        if recording {
            let bytes = encoder.finish(released: released).bytes
            frames.append(RecordedFrame(patches: patches, bytes: bytes, released: released, snapshot: dom.snapshotJSON()))
        }
        frameCount += 1
    }

    private func check(_ step: Step, after label: String) {
        guard failure == nil else { return }
        let fresh = TestDOM()
        var problem: Failure?
        let renderer = Renderer(scheduler: Scheduler(), onReport: { _ in }) { frame in
            do {
                try fresh.apply(frame.patches)
            } catch {
                problem = Failure(kind: .refused, message: "a fresh render of \(label): \(error)")
            }
        }
        let view = step.view, model = FuzzModel(step)
        do {
            try renderer.mount { view.node(model) }
        } catch {
            problem = Failure(kind: .rejected, message: "a fresh render of \(label): \(error)")
        }
        if let problem {
            failure = problem
        } else if let difference = DOMDifference.first(dom.container, fresh.container) {
            fail(.differs, "after \(label), \(frameCount) frames in: \(difference)")
        }
    }

    private func fail(_ kind: Failure.Kind, _ message: String) {
        if failure == nil { failure = Failure(kind: kind, message: message) }
    }
}
