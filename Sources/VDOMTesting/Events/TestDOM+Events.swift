import JavaScript
import VDOM

// Event dispatch, and the user's actions that end in events. The default actions that run are the
// focus's, Escape's and a form's submission (TestDOM+Submission.swift); a `keydown` types nothing. The actions here
// change the DOM and dispatch, flushing the DOM's scheduler after each handler when it has one, as the
// browser bridge does; ``TestApp`` gives it one and settles after each action.

extension TestDOM {
    /// Dispatches `event` at `target`, then at each ancestor up to the container (only at the target for
    /// events that do not bubble, see `EventName.bubbles`), as the page does: the path (the nodes on the
    /// way that the app made and that listen for the event) is taken first, and a node that by its turn
    /// has lost its id or stopped listening is skipped. Each handler runs through ``renderer``, followed
    /// by a flush of ``scheduler``; `stopPropagation()` ends the walk. An event a frame's operations cause
    /// waits until they are done; one on a pre-rendered page before its first frame is kept for the app
    /// (``eventsBeforeStart``).
    ///
    /// - Returns: the event as the handlers left it (`isDefaultPrevented`, `isPropagationStopped`).
    @discardableResult
    public func dispatch(_ event: DOMEvent, at target: TestNode) -> DOMEvent {
        // On a pre-rendered page, before its module started, the page's recorder keeps it instead.
        if let kept = keepBeforeStart(event, at: target) { return kept }
        var path: [TestNode] = []
        var node: TestNode? = target
        while let current = node {
            if current.nodeID != nil, current.listeners.contains(event.name.name) { path.append(current) }
            if !event.name.bubbles { break }
            node = current.parent
        }
        let caused = CausedEvent(event: event, target: target, path: path)
        if isApplying {
            causedEvents.append(caused)
            return event
        }
        return walk(caused)
    }

    /// Runs the handlers of an event's path. When one kept the value (`DOMEvent.keepValue()`), the
    /// target's live value becomes its rendered one, which ``restoreControlledAfterEvents()`` puts back.
    @discardableResult
    func walk(_ caused: CausedEvent) -> DOMEvent {
        var event = caused.event
        let target = caused.target
        for current in caused.path {
            guard let id = current.nodeID, node(id) === current, current.listeners.contains(event.name.name) else { continue }
            if renderer?.handle(&event, at: id) == true, !handledEventTargets.contains(where: { $0 === target }) {
                handledEventTargets.append(target)
            }
            scheduler?.flush()
            if event.isPropagationStopped { break }
        }
        if event.isValueKept, target.renderedControlled.contains(where: { $0.name == "value" }), let value = target.property("value") {
            target.recordRendered("value", value)
        }
        return event
    }

    /// Dispatches an event named `name` carrying what the browser bridge reports about `target`, and
    /// `inputType` or a `CustomEvent`'s `detail` when given.
    @discardableResult
    public func dispatch(_ name: EventName, at target: TestNode, key: Text? = nil, inputType: DOMEvent.InputType? = nil,
                         detail: JSValue? = nil) -> DOMEvent {
        var event = event(name, at: target, key: key)
        event.inputType = inputType
        if let detail { event.detail = detail }
        return dispatch(event, at: target)
    }

    /// An event as the browser bridge fills it in: the target's `value` when that is a string (inputs,
    /// textareas, selects, buttons, options, outputs, `data`, or an element a patch gave a string `value`),
    /// `checked` (checkbox, radio), and its `validity` (``TestNode`` plays the browser's constraint
    /// validation, `badInput` included: a number field holding text that is no number).
    public func event(_ name: EventName, at target: TestNode, key: Text? = nil) -> DOMEvent {
        var value: Text?
        if case let .string(string)? = target.property("value") { value = string }
        let type = target.isHTML("input") ? target.inputType : ""
        let hasChecked = type == "checkbox" || type == "radio"
        var event = DOMEvent(name, value: value, checked: hasChecked ? target.checked : nil, key: key,
                             validity: target.validity)
        if target.isHTML("select") && !target.isSingleSelect {
            let positions = target.options.indices.filter { target.options[$0].form.selectedness }
            event.value = Text(positions.map { String($0) }.joined(separator: " "))
            event.isSelection = true
        }
        return event
    }

    // MARK: User actions

    /// Replaces the field's value as one edit and dispatches `input` with `inputType`: a paste over a
    /// selection unless said otherwise (`.deleteContentBackward` for a Backspace, `.insertText` for a key).
    public func input(_ value: String, into field: TestNode, as inputType: DOMEvent.InputType = .insertFromPaste) throws(TestingError) {
        try requireTextField(field, action: "input")
        if !field.takesTyping { return }
        userSet("value", to: .string(value), of: field)
        dispatch(.input, at: field, inputType: inputType)
    }

    /// Types `text` into an input or textarea one character at a time, each followed by an `input` event
    /// (`insertText`), appending to the value (or, with `replacing`, to an emptied field, as after
    /// selecting all; emptying it is a `deleteContentBackward`).
    public func type(_ text: String, into field: TestNode, replacing: Bool = false) throws(TestingError) {
        try requireTextField(field, action: "type")
        var value = replacing ? "" : field.shownText
        if text.isEmpty && replacing { try input("", into: field, as: .deleteContentBackward) }
        for character in text {
            value.append(character)
            try input(value, into: field, as: .insertText)
        }
    }

    /// Composes `text` with an input method in a text field, as Chromium does: the first call starts the
    /// composition (`compositionstart`), each call shows the field's text from before it with `text` in
    /// place of the composition, followed by an `input` event that is composing; ``commitComposition(in:)``
    /// ends it (`compositionend`).
    public func compose(_ text: String, in field: TestNode) throws(TestingError) {
        try requireTextField(field, action: "compose")
        if !field.takesTyping { return }
        if field.form.compositionBase == nil {
            field.form.compositionBase = field.shownText
            dispatch(EventName("compositionstart"), at: field)
        }
        userSet("value", to: .string(Text(field.form.compositionBase! + text)), of: field)
        var event = self.event(.input, at: field)
        event.isComposing = true
        event.inputType = .insertCompositionText
        dispatch(event, at: field)
    }

    /// Ends the composition in the field, committing what it shows: `compositionend`.
    public func commitComposition(in field: TestNode) {
        guard field.form.compositionBase != nil else { return }
        field.form.compositionBase = nil
        dispatch(.compositionEnd, at: field)
    }

    /// Ticks or clears a checkbox, or selects a radio (unchecking the rest of its group); then dispatches
    /// `input` and `change`. Nothing happens when it already is in that state. A checkbox loses
    /// `indeterminate`, as a click clears it in the browser.
    public func setChecked(_ checked: Bool, _ box: TestNode) throws(TestingError) {
        let type = box.isHTML("input") ? box.inputType : ""
        guard type == "checkbox" || type == "radio" else {
            throw .notApplicable("setChecked needs a checkbox or radio, not \(describe(box))")
        }
        if (box.checked == checked && !box.indeterminate) || box.isInert { return }
        if type == "checkbox" && box.indeterminate { userSet("indeterminate", to: .bool(false), of: box) }
        userSet("checked", to: .bool(checked), of: box)
        dispatch(.input, at: box)
        dispatch(.change, at: box)
    }

    /// Chooses an option of a select, as picking it from the list does, then dispatches `input` and
    /// `change` at the select.
    public func choose(_ option: TestNode) throws(TestingError) {
        guard option.isHTML("option"), let select = option.owningSelect else {
            throw .notApplicable("choose needs an option inside a select, not \(describe(option))")
        }
        if select.isInert { return }
        userSet("selected", to: .bool(true), of: option)
        select.touch("value")
        dispatch(.input, at: select)
        dispatch(.change, at: select)
    }

    /// Chooses exactly the options of a `select multiple` whose values are `values`, as a person does with
    /// the modifier keys held, then dispatches `input` and `change` at the select.
    public func choose(values: [String], in select: TestNode) throws(TestingError) {
        guard select.isHTML("select"), !select.isSingleSelect else {
            throw .notApplicable("choosing several options needs a select with multiple, not \(describe(select))")
        }
        if select.isInert { return }
        for option in select.options {
            let chosen = values.contains(option.optionValue)
            if option.form.selectedness != chosen { userSet("selected", to: .bool(chosen), of: option) }
        }
        select.touch("value")
        dispatch(.input, at: select)
        dispatch(.change, at: select)
    }

    /// Chooses the first option of `select` whose value is `value`.
    public func choose(value: String, in select: TestNode) throws(TestingError) {
        guard select.isHTML("select") else { throw .notApplicable("choose needs a select, not \(describe(select))") }
        guard let option = select.options.first(where: { $0.optionValue == value }) else {
            throw .notApplicable("\(describe(select)) has no option with value \"\(value)\"")
        }
        try choose(option)
    }

    /// A click: moves the focus as a press of the mouse does (``focusForClick(on:)``), then dispatches
    /// `click`; unless a handler prevented it, a submit button then submits its form. A click on inert
    /// content lands on the nearest element around it that is not inert, or on nothing.
    @discardableResult
    public func click(_ target: TestNode) -> DOMEvent {
        guard let target = clickTarget(for: target) else { return DOMEvent(.click) }
        focusForClick(on: target)
        let event = dispatch(.click, at: target)
        if !event.isDefaultPrevented { activate(target) }
        return event
    }

    /// A key press: dispatches `keydown` with `KeyboardEvent.key` (`"Enter"`, `"a"`, `"Escape"`). Unless a
    /// handler prevented it, Escape cancels the topmost modal dialog (``cancel(_:)``), and Enter in a
    /// field of a form submits it (``submitImplicitly(from:)``).
    @discardableResult
    public func press(_ key: Text, at target: TestNode) -> DOMEvent {
        if target.isInert { return DOMEvent(.keyDown, key: key) }
        let event = dispatch(.keyDown, at: target, key: key)
        guard !event.isDefaultPrevented else { return event }
        if key == "Escape", let dialog = modalDialogs.last { cancel(dialog) }
        if key == "Enter" { submitImplicitly(from: target) }
        return event
    }

    func requireTextField(_ field: TestNode, action: String) throws(TestingError) {
        let textual = field.isHTML("textarea")
            || (field.isHTML("input") && InputTypes.valueMode(of: field.inputType) == .value)
        guard textual else { throw .notApplicable("\(action) needs a text input or textarea, not \(describe(field))") }
    }
}

/// An event dispatched, or held back while a frame's operations are applied: the path is the one it had
/// when it was fired.
struct CausedEvent {
    let event: DOMEvent
    let target: TestNode
    let path: [TestNode]
}

/// `<input type="checkbox">`, `<div>`, `text "hi"`: a node named for messages.
func describe(_ node: TestNode) -> String {
    switch node.kind {
    case .text: return "text \(JSON.string(node.data))"
    case .comment: return "comment \(JSON.string(node.data))"
    case .element:
        if node.isHTML("input") { return "<input type=\"\(node.inputType)\">" }
        return "<\(node.tag)>"
    }
}

extension TestNode {
    /// Whether the person can type into the field: not inert, not disabled (by itself or a `fieldset`), not
    /// read-only. A field that cannot takes no edit, as in the browser.
    var takesTyping: Bool { !isInert && !isDisabledControl && !hasAttribute("readonly") }
}
