import Observing

/// What a represented element's description holds (``Represented``, ``Element/reference(_:)``), and the
/// hooks that run its life, installed by the first one made: an app without one links none of it.
///
/// The part is a class kept in the element's description, as a component's state is kept in its
/// draft: a representable is used through generics only (``RepresentedBox``), and the handle and
/// coordinator pass from each description to the next. It attaches to the element hook (made, or
/// compared with the last description: make, update, or a dismantle and a make when the view gives the
/// element another kind of inside), to `destroy` (the element left the live tree, after any leave
/// transition) and to `post`, where the moments run once the frame is applied.
class RepresentedPart {
    /// The element's handle, from the make on.
    final var element: DOMElement?
    /// The part of a later description that took over before this one's make ran: the make runs with
    /// the latest.
    final var successor: RepresentedPart?

    /// Takes over from `old`, the part of the element's last description: whether it could (the same
    /// kind of part), and if so, queues an update when this description's value differs.
    func takeOver(_ old: RepresentedPart) -> Bool { false }

    func make(_ element: DOMElement) {}
    func update() {}
    func dismantle() {}

    /// Reports a moment that threw on the app's channel; the page goes on.
    final func report(_ error: JSError, _ moment: String, _ element: DOMElement) {
        element.document.renderer.onReport(Report(.failedCall, "\(moment) of the represented <\(element.tag)> failed: \(error.name): \(error.message)"))
    }

    static func install() {
        if Queue.isInstalled { return }
        Queue.isInstalled = true
        Features.attach(.represented) { reconciler, live, old, new, moment in
            guard moment == .writing else { return }
            let before = old?.storage.represented, after = new.storage.represented
            live.isRepresented = after != nil
            if let before, let after, after.takeOver(before) { return }
            if let before {
                // Another kind of inside: the old one goes, with its nodes, before the new one is made.
                if let element = before.element, !element.children.isEmpty { reconciler.emit(.clear(live.id)) }
                gone(before)
            }
            if let after {
                after.element = DOMElement(document: reconciler.renderer.document, id: live.id, tag: new.tag,
                                           namespace: live.namespace, owner: nil)
                Queue.owed.append((after, .make))
            }
        }
        Features.attachDestroy(for: .element) { _, live in gone(live.element!.storage.represented!) }
        Features.attachPost(Queue.run)
    }

    /// The element, or its inside, leaves: what its handle holds stops now (its nodes' ids are free with
    /// the element's), and the dismantle runs after the frame.
    private static func gone(_ part: RepresentedPart) {
        guard let element = part.element else { return }
        element.forgetInside()
        Queue.owed.append((part, .dismantle))
    }

    /// The moments owed by the frame being made, run once it is applied. One for all renderers, as the
    /// lifecycle's queue is.
    enum Queue {
        enum Moment { case make, update, dismantle }

        nonisolated(unsafe) static var isInstalled = false
        nonisolated(unsafe) static var owed: [(part: RepresentedPart, moment: Moment)] = []

        /// Dismantles (in reverse document order: children before their parents), then makes and updates in document order. A part made and
        /// gone in one frame is neither made nor dismantled.
        static func run() {
            guard !owed.isEmpty else { return }
            let batch = owed
            owed = []
            for (part, moment) in batch.reversed() where moment == .dismantle { part.dismantle() }
            for (first, moment) in batch where moment != .dismantle {
                var part = first
                while let next = part.successor { part = next }
                guard let element = part.element, !element.isRemoved else { continue }
                if moment == .make { part.make(element) } else { part.update() }
            }
        }
    }
}

/// The part of a ``Represented`` value: the representable, its settings, and once made its coordinator.
final class RepresentedBox<R: ElementRepresentable>: RepresentedPart {
    let represented: Represented<R>
    var coordinator: R.Coordinator?

    init(_ represented: Represented<R>) {
        self.represented = represented
    }

    override func takeOver(_ old: RepresentedPart) -> Bool {
        guard let old = old as? RepresentedBox<R> else { return false }
        element = old.element
        coordinator = old.coordinator
        if old.coordinator == nil {
            // Not made yet (made in this frame): the make to come takes this description.
            old.successor = self
        } else if represented.value != old.represented.value
                    || !RepresentableSetting.areSame(represented.settings, old.represented.settings) {
            Queue.owed.append((self, .update))
        }
        return true
    }

    override func make(_ element: DOMElement) {
        let coordinator = represented.value.makeCoordinator()
        self.coordinator = coordinator
        run(.make, element, coordinator)
    }

    override func update() {
        guard let element, let coordinator else { return }
        run(.update, element, coordinator)
    }

    /// Runs the representable's make or update, then the moment's settings and callback; a failure is
    /// reported, and the settings and callback are skipped.
    private func run(_ moment: RepresentableMoment, _ element: DOMElement, _ coordinator: R.Coordinator) {
        let context = RepresentableContext(coordinator: coordinator, document: element.document)
        do throws(JSError) {
            if moment == .make {
                try represented.value.make(element, context: context)
            } else {
                try represented.value.update(element, context: context)
            }
        } catch {
            return report(error, moment == .make ? "make" : "update", element)
        }
        if !represented.settings.isEmpty { RepresentableSetting.write?(element, represented.settings, moment) }
        (moment == .make ? represented.onMake : represented.onUpdate)?(element, coordinator)
    }

    override func dismantle() {
        guard let element, let coordinator else { return }
        self.coordinator = nil
        do throws(JSError) {
            try R.dismantle(element, coordinator: coordinator)
            represented.onDismantle?(element, coordinator)
        } catch {
            report(error, "dismantle", element)
        }
    }
}
