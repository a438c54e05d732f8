import VDOM

// The caret of the fields that have one (text, search, url, tel and password inputs, textareas), so tests
// on Linux can tell where the user's next keystroke goes after a model reformatted what they typed. Other
// fields report no selection, as browsers do for number and email fields.

extension TestNode {
    /// Whether the element has a selection and a caret.
    var hasSelection: Bool {
        if isHTML("textarea") { return true }
        guard isHTML("input") else { return false }
        return ["text", "search", "url", "tel", "password"].contains(inputType)
    }

    /// `selectionStart`, in UTF-16 offsets: `nil` for an element without a selection.
    public var selectionStart: Int? { hasSelection ? min(form.selection?.start ?? Int.max, value.utf16.count) : nil }
    /// `selectionEnd`, in UTF-16 offsets: `nil` for an element without a selection.
    public var selectionEnd: Int? { hasSelection ? min(form.selection?.end ?? Int.max, value.utf16.count) : nil }
}

extension TestDOM {
    /// Selects the UTF-16 offsets `start` to `end` of a field with a caret (the same offset twice puts the
    /// caret there), as `setSelectionRange` or the user's arrow keys do; offsets past the end mean the end.
    public func setSelectionRange(_ start: Int, _ end: Int, in field: TestNode) throws(TestingError) {
        guard field.hasSelection else { throw .notApplicable("setSelectionRange needs a field with a caret, not \(describe(field))") }
        let length = field.value.utf16.count
        field.form.selection = (min(start, end, length), min(end, length))
    }
}
