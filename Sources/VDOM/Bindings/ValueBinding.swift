import Observing

/// Two-way bindings of form fields: the field shows the model's value, and the user's edits write it.
///
/// They are *controlled*, as `.value(_:)` and `.checked(_:)` are: after every event the field shows
/// what the model holds, so a value the model refuses is put back and one it transforms is shown
/// transformed (the page keeps the caret's distance from the end of the text). An edit that leaves the
/// value as it was writes nothing to the model. The binding's handler runs after any `.on(.input)` or
/// `.on(.change)` of the app's own on the same element, whichever was given first.
extension Element {
    /// Binds the `value` of a text field, textarea or select to text.
    ///
    /// ```swift
    /// input().type("text").value(profile.$name)
    /// textarea().value(Binding(get: { note.body }, set: note.edit))
    /// ```
    public consuming func value(_ binding: Binding<Text>) -> Element {
        value(binding, format: { $0 }, parse: { $0 })
    }

    /// Binds the `value` of a number field to an integer. Text that is not an integer yet (a lone `-`, an
    /// emptied field, `1.5`) stays in the field and leaves the model as it is; so does an integer written
    /// another way (`07`), until the model's value changes.
    ///
    /// ```swift
    /// input().type("number").value(Binding(get: { counter.count }, set: counter.setCount))
    /// ```
    public consuming func value(_ binding: Binding<Int>) -> Element {
        value(binding, format: { "\($0)" }, parse: { Int($0) })
    }

    /// Binds the `value` of a number field to an optional integer: an emptied field is `nil`; text that is
    /// not an integer yet (a lone `-`, which the field reports as bad input, or `1.5`) stays as typed and
    /// leaves the model as it is.
    ///
    /// ```swift
    /// input().type("number").value(order.$quantity)      // @Editable var quantity: Int?
    /// ```
    public consuming func value(_ binding: Binding<Int?>) -> Element {
        value(binding, format: { $0.map { "\($0)" } ?? "" }, parse: { text -> Int?? in
            text.isEmpty ? .some(nil) : Int(text).map { .some($0) }
        })
    }

    /// Binds the `value` of a number field to an optional `Double`: an emptied field is `nil`.
    public consuming func value(_ binding: Binding<Double?>) -> Element {
        value(binding, format: { $0.map(fieldText) ?? "" }, parse: { text -> Double?? in
            text.isEmpty ? .some(nil) : Double(text).map { .some($0) }
        })
    }

    /// Binds the `value` of a number or range field to a `Double`: text that is not a number (`-`, `1e`)
    /// stays as typed and leaves the model as it is.
    public consuming func value(_ binding: Binding<Double>) -> Element {
        value(binding, format: fieldText, parse: { Double($0) })
    }

    /// Binds the `value` of a date field to a day: an empty field, or one not filled in yet, is `nil`.
    ///
    /// ```swift
    /// input().type("date").value(trip.$departure)       // @Editable var departure: CalendarDate?
    /// ```
    public consuming func value(_ binding: Binding<CalendarDate?>) -> Element {
        bind(binding, format: { $0?.text ?? "" }, parse: { text -> CalendarDate?? in
            text.isEmpty ? .some(nil) : CalendarDate(text).map { .some($0) }
        }, badInputIsEmpty: true)
        return self
    }

    /// Binds the `value` of a time field to a time of day: an empty field, or one not filled in yet, is
    /// `nil`.
    public consuming func value(_ binding: Binding<TimeOfDay?>) -> Element {
        bind(binding, format: { $0?.text ?? "" }, parse: { text -> TimeOfDay?? in
            text.isEmpty ? .some(nil) : TimeOfDay(text).map { .some($0) }
        }, badInputIsEmpty: true)
        return self
    }

    /// Binds the `value` of a field to any value the field's text stands for: `format` writes the value as
    /// text, `parse` reads the text back (`nil` while it stands for no value). Text that does not parse, or
    /// that parses to the model's value but is written another way, stays as typed until the model's
    /// value changes (``value(_:)-(Binding<Int>)``).
    public consuming func value<Value: Equatable>(
        _ binding: Binding<Value>, format: @escaping (Value) -> Text, parse: @escaping (Text) -> Value?
    ) -> Element {
        bind(binding, format: format, parse: parse, badInputIsEmpty: false)
        return self
    }

    /// Binds the field's `value` through `format` and `parse`. `badInputIsEmpty`: see
    /// ``FieldDraft/badInputIsEmpty``.
    private mutating func bind<Value: Equatable>(_ binding: Binding<Value>, format: @escaping (Value) -> Text,
                                                 parse: @escaping (Text) -> Value?, badInputIsEmpty: Bool) {
        bindValue(rendered: format(binding.wrappedValue), badInputIsEmpty: badInputIsEmpty) {
            FieldDraft.write($0, into: binding, format: format, parse: parse)
        }
    }

    /// Shows `rendered` as the field's value and hands each input to `write` through the field's draft:
    /// the same code for a binding of any type.
    @inline(never)
    private mutating func bindValue(rendered: Text, badInputIsEmpty: Bool,
                                    write: @escaping (Text) -> (keep: Bool, written: Text)) {
        let draft = FieldDraft(rendered: rendered, badInputIsEmpty: badInputIsEmpty)
        setProperty("value", .string(rendered))
        setBindingListener(.input) { event in draft.take(&event, write: write) }
        setBindingListener(.compositionEnd) { event in draft.take(&event, write: write) }
        let storage = edit()
        storage.bound = BoundParts(handlers: storage.bound?.handlers ?? [], draft: draft)
        Features.installFieldDrafts()
    }

    /// Binds the `checked` state of a checkbox or radio.
    public consuming func checked(_ binding: Binding<Bool>) -> Element {
        setProperty("checked", .bool(binding.wrappedValue))
        setBindingListener(.change) { event in
            if let checked = event.checked, checked != binding.wrappedValue { binding.wrappedValue = checked }
        }
        return self
    }
}

/// A number as a number field shows it: a whole one without a fraction (`30`, not `30.0`), as a person
/// would type it.
private func fieldText(_ number: Double) -> Text {
    // Compared through a conversion, which needs none of the C library's rounding functions.
    if number > -1e15 && number < 1e15, Double(Int(number)) == number { return "\(Int(number))" }
    return "\(number)"
}
