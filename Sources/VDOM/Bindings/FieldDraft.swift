import Observing

/// Text the user typed into a bound field, kept on screen while it still stands for the model's value.
///
/// A field bound to a number shows the model's value as the binding writes it (`7`), but on the way to a
/// number the user types texts that are not that: `-` on the way to `-5`, an emptied field on the way to
/// `12`, or `07`. Putting the model's text back after each keystroke would fight the user, so the binding
/// keeps such a text (and tells the page to leave it, ``DOMEvent/keepValue()``) while it does not parse,
/// or parses to exactly the model's value. The renders that follow write the kept text instead of the
/// model's until the model's value changes: then the field shows the new value.
///
/// The draft lives in the description the render made, and each render's diff hands it on to the next
/// description of the same element, so it lasts exactly as long as the field. Only an app that binds a
/// value links this: the first binding installs it (``Features``).
final class FieldDraft {
    /// What the render wrote: the model's value, as the binding writes it.
    let rendered: Text
    /// Whether the field's bad input means it holds no value. A date or time field reports one with a
    /// part missing as bad input, its value empty, and the browser fires no event as the other parts are
    /// cleared: the field has no date from the first part cleared, and the model must have none either.
    /// A number field's bad input (a lone `-`) is on its way to a number instead.
    let badInputIsEmpty: Bool
    /// The text kept as the user left it, and the `rendered` value of the render it was kept over.
    private var kept: (typed: Text, over: Text)?

    init(rendered: Text, badInputIsEmpty: Bool) {
        self.rendered = rendered
        self.badInputIsEmpty = badInputIsEmpty
    }

    /// After an `input` event, or the `compositionend` that commits an input method's text: `write` writes
    /// what the field now holds to the model and says whether the text stays as typed, and what the
    /// model's value is as the binding writes it.
    func take(_ event: inout DOMEvent, write: (Text) -> (keep: Bool, written: Text)) {
        // Text that is no value of the field's type (a lone `-` in a number field) reads as empty: it is
        // not the user emptying the field. It stays as typed, and nothing is written. (A date field with a
        // part missing reads as empty too, and is: ``badInputIsEmpty``.)
        if event.validity.contains(.badInput), !badInputIsEmpty { return event.keepValue() }
        let typed = event.value ?? Text()
        // An input method's text not committed yet: the field keeps it, renders in the meantime write it
        // rather than the model's value (so a timer's render leaves the composition alone), and the
        // model hears the text once, when the composition ends.
        if event.isComposing {
            kept = (typed, rendered)
            return event.keepValue()
        }
        let (keep, written) = write(typed)
        guard keep else {
            kept = nil
            // The model's own text, as the binding writes it, is kept too: the page's rendered value may
            // still be a text kept before it (an emptied field, bad input), which the page would put back
            // after an event that renders nothing.
            if typed == written { event.keepValue() }
            return
        }
        kept = (typed, written)
        event.keepValue()
    }

    /// What `take` does with a binding: a text that parses to another value is written to the model;
    /// the text stays as typed if it parses to nothing, or to what the model then holds written another
    /// way. A value the model transformed or refused is shown the model's way.
    static func write<Value: Equatable>(_ typed: Text, into binding: Binding<Value>, format: (Value) -> Text,
                                        parse: (Text) -> Value?) -> (keep: Bool, written: Text) {
        guard let value = parse(typed) else { return (true, format(binding.wrappedValue)) }
        if value != binding.wrappedValue { binding.wrappedValue = value }
        let now = binding.wrappedValue
        let written = format(now)
        return (now == value && typed != written, written)
    }

    /// Before `new` is written: if the description it replaces kept a text over the value `new` writes,
    /// `new` keeps it too and writes it as its `value`.
    static func carry(from old: Element?, to new: Element) {
        guard let draft = new.draft, let kept = old?.draft?.kept, kept.over == draft.rendered else { return }
        draft.kept = kept
        // In place: this description is the one being rendered, shared with the live tree.
        let storage = new.storage
        if let index = storage.properties.firstIndex(where: { $0.name.bytesEqual("value") }) {
            storage.properties[index].value = .string(kept.typed)
        }
    }
}
