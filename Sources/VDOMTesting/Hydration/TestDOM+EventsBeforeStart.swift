import VDOM

// What a person does on a pre-rendered page before its module starts, kept as the page's recorder
// (`web/record.js`) keeps it and handed to the app once the first frame adopted the page, as `web/adopt.js`
// hands it (`docs/patch-format.md`, "Events before the module").

/// An event made on a pre-rendered page before its module started (``TestDOM/eventsBeforeStart``).
public struct RecordedEvent: CustomStringConvertible {
    public let name: EventName
    public let target: TestNode
    public let key: Text?
    public let inputType: DOMEvent.InputType?
    /// Whether the recorder prevented it: a click or a submit the app will take, which the browser must
    /// not act on before the app can.
    public let isDefaultPrevented: Bool

    /// `click <button> (prevented)`, `keydown <input> Enter`.
    public var description: String {
        "\(name) <\(target.localName)>" + (key.map { " \($0)" } ?? "") + (isDefaultPrevented ? " (prevented)" : "")
    }
}

extension TestDOM {
    /// The events the recorder keeps.
    private static let recordedNames: [EventName] = [.click, .submit, .keyDown, .input, .change, .focus, .blur]

    /// Keeps `event` when its target is in a pre-rendered container, preventing a click inside an element
    /// whose `data-vdom-on` names `click` and a submit of a form whose `data-vdom-on` names `submit`;
    /// returns it as the recorder left it, or `nil` for an event the recorder does not keep.
    func keepBeforeStart(_ event: DOMEvent, at target: TestNode) -> DOMEvent? {
        guard adoption == nil, container.hasAttribute(Self.prerenderedAttribute), target.isInside(container),
              Self.recordedNames.contains(event.name) else { return nil }
        var event = event
        if event.name == .click || event.name == .submit, target.isInside(listening: event.name) { event.preventDefault() }
        eventsBeforeStart.append(RecordedEvent(name: event.name, target: target, key: event.key, inputType: event.inputType,
                                               isDefaultPrevented: event.isDefaultPrevented))
        return event
    }

    /// Hands the app what a person did before it started, once the first frame adopted the page: first
    /// one `input` (a field) or `change` (a box, a radio, a select) for each control that keeps a state
    /// the person gave it, then the other events in order, each dispatched as any event is (its snapshot
    /// reads the target's state now) with the controlled properties put back after it. An event whose
    /// target the adoption replaced is not dispatched; one the recorder prevented is reported as ignored.
    func replayEventsBeforeStart() {
        let edited = editedBeforeStart, controls = controlsBeforeStart
        editedBeforeStart = []
        controlsBeforeStart = []
        for target in edited {
            _ = keepEdits(of: controls.filter { $0.node === target || $0.node.isInside(target) })
            let box = target.isHTML("select") || target.isHTML("input") && (target.inputType == "checkbox" || target.inputType == "radio")
            dispatch(box ? .change : .input, at: target)
            restoreControlledAfterEvents()
        }
        let sent = eventsBeforeStart.filter { $0.name == .submit }.map(\.target)
        for event in eventsBeforeStart {
            if event.name == .input || event.name == .change, edited.contains(where: { $0 === event.target }) { continue }
            if event.target.isInside(container) {
                let dispatched = dispatch(event.name, at: event.target, key: event.key, inputType: event.inputType)
                restoreControlledAfterEvents()
                if event.name == .keyDown, !dispatched.isDefaultPrevented { submitLate(from: event, sent: sent) }
            } else if event.isDefaultPrevented {
                onReport(Report(.ignoredEvent, Text("a \(event.name) on <\(event.target.localName)> made before the app started "
                                                    + "was not replayed: hydration replaced the element")))
            }
        }
    }
}

extension TestDOM {
    /// Enter in a field is a submission of its form, which the browser does not make while the form's
    /// button is disabled: a pre-rendered form's button may be, until the app has heard what was typed.
    /// Once it has, the form is sent as Enter would have sent it then, unless a submit was kept for it.
    private func submitLate(from event: RecordedEvent, sent: [TestNode]) {
        guard event.key == "Enter", event.target.isHTML("input"), let form = event.target.ancestor("form"),
              !sent.contains(where: { $0 === form }), form.listeners.contains("submit"),
              let button = form.descendantElements.first(where: { $0.submitButton != nil }),
              !button.hasAttribute("disabled") else { return }
        submit(form, submitter: button)
        restoreControlledAfterEvents()
    }
}

extension TestNode {
    /// Whether this node or an ancestor names `event` in `data-vdom-on`: the app listens for it there.
    func isInside(listening event: EventName) -> Bool {
        var node: TestNode? = self
        while let current = node {
            if let names = current.attribute(StaticHTML.listenerAttribute), names.split(separator: " ").contains(where: { $0 == event.name }) {
                return true
            }
            node = current.parent
        }
        return false
    }
}
