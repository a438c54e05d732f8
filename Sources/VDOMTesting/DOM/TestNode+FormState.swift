// The live state of form controls, kept apart from their attributes as browsers keep it: an input's value
// and checkedness follow their attributes until written ("dirty"), an option's selectedness likewise, a
// select derives its value from its options, and radios of one group uncheck each other.

/// Form-control state of one element. Unused fields stay at their defaults.
struct FormState {
    /// The value of an input in value mode, or of a textarea, once written.
    var value = ""
    var valueIsDirty = false
    var checkedness = false
    var checkedIsDirty = false
    var indeterminate = false
    var selectedness = false
    var selectedIsDirty = false
    /// The selection of a field with a caret, in UTF-16 offsets; `nil` when it is at the end of the value,
    /// where a write or the user's typing leaves it.
    var selection: (start: Int, end: Int)?
    /// What the user typed into a number field that is not a number yet (`-`, `1e`): the field shows it
    /// while its value is `""`, as browsers do. A write of the value replaces it.
    var unparsedText: String?
    /// While an input method composes in the field: the text it had before the composition started.
    var compositionBase: String?
    /// Whether the value was last changed by the user rather than written: only then can it be too long
    /// or too short (`maxlength`, `minlength`).
    var valueEditedByUser = false
}

extension TestNode {
    // MARK: Inputs

    /// The input's type as the `type` property reports it: a known type in lower case, else `text`.
    var inputType: String {
        let raw = asciiLowercased(attribute("type") ?? "")
        return InputTypes.known.contains(raw) ? raw : "text"
    }

    var isRadio: Bool { isHTML("input") && inputType == "radio" }

    /// The input's value as the `value` property reports it, per the type's value mode.
    var inputValue: String {
        switch InputTypes.valueMode(of: inputType) {
        case .value: return form.valueIsDirty ? form.value : InputTypes.sanitize(attribute("value") ?? "", type: inputType)
        case .defaultMode: return attribute("value") ?? ""
        case .defaultOn: return attribute("value") ?? "on"
        case .filename: return ""
        }
    }

    /// Carries the value across a change of type, as the HTML standard's steps for it do: a value typed
    /// into a field becomes the `value` attribute of a checkbox, a field made from a checkbox starts from
    /// its `value` attribute, and the value is sanitised for the new type.
    func inputTypeChanged(from oldType: String) {
        let oldMode = InputTypes.valueMode(of: oldType), newMode = InputTypes.valueMode(of: inputType)
        if oldMode == .value && newMode != .value && newMode != .filename {
            let value = form.valueIsDirty ? form.value : InputTypes.sanitize(attribute("value") ?? "", type: oldType)
            if !value.isEmpty { setAttribute("value", value, namespace: nil) }
        } else if oldMode != .value && newMode == .value {
            form.value = attribute("value") ?? ""
            form.valueIsDirty = false
        } else if newMode == .filename {
            form.value = ""
        }
        if form.valueIsDirty { form.value = InputTypes.sanitize(form.value, type: inputType) }
    }

    /// Unchecks the other radios of this radio's group, if it is a checked radio.
    func uncheckOtherRadiosInGroup() {
        guard isRadio, form.checkedness, let name = attribute("name"), !name.isEmpty else { return }
        let owner = ancestor("form")
        for node in (owner ?? root).subtree where node !== self && node.isRadio && node.form.checkedness {
            if node.attribute("name") == name && node.ancestor("form") === owner {
                node.form.checkedness = false
            }
        }
    }

    // MARK: Textareas

    var textareaValue: String { form.valueIsDirty ? form.value : textContent }

    // MARK: Selects and options

    /// The select's list of options: option children, and option children of optgroup children.
    var options: [TestNode] {
        var result: [TestNode] = []
        for child in children {
            if child.isHTML("option") {
                result.append(child)
            } else if child.isHTML("optgroup") {
                for grandchild in child.children where grandchild.isHTML("option") { result.append(grandchild) }
            }
        }
        return result
    }

    /// The select an option belongs to, directly or through an optgroup.
    var owningSelect: TestNode? {
        guard let parent else { return nil }
        if parent.isHTML("select") { return parent }
        if parent.isHTML("optgroup"), let select = parent.parent, select.isHTML("select") { return select }
        return nil
    }

    var isOptionDisabled: Bool {
        if hasAttribute("disabled") { return true }
        if let parent, parent.isHTML("optgroup"), parent.hasAttribute("disabled") { return true }
        return false
    }

    /// The text of an option, stripped and with runs of whitespace collapsed.
    var optionText: String {
        textContent.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
            .joined(separator: " ")
    }

    var optionValue: String { attribute("value") ?? optionText }

    var isSingleSelect: Bool { !hasAttribute("multiple") }

    /// The number of rows shown: `size` when greater than zero, else 1 (4 for `multiple`).
    var displaySize: Int {
        if let size = attribute("size").flatMap({ Int(trimmed($0)) }), size > 0 { return size }
        return isSingleSelect ? 1 : 4
    }

    var selectedIndexOfOptions: Int { options.firstIndex { $0.form.selectedness } ?? -1 }

    var selectValue: String { options.first { $0.form.selectedness }?.optionValue ?? "" }

    /// The selectedness setting algorithm: a drop-down always shows one option (the first enabled one
    /// when none is selected), and a single select keeps only its last selected option.
    func resetSelectedness() {
        guard isSingleSelect else { return }
        let options = self.options
        let selected = options.filter { $0.form.selectedness }
        if selected.isEmpty {
            if displaySize == 1, let first = options.first(where: { !$0.isOptionDisabled }) {
                first.form.selectedness = true
            }
        } else if selected.count > 1 {
            for option in selected.dropLast() { option.form.selectedness = false }
        }
    }

    /// In a single select, an option that becomes selected deselects the others.
    func deselectOtherOptions() {
        guard form.selectedness, let select = owningSelect, select.isSingleSelect else { return }
        for option in select.options where option !== self { option.form.selectedness = false }
    }

    // MARK: Attribute changes

    /// Follows an attribute change into the form state, as the attribute's "default" role requires.
    func attributeChanged(_ name: String) {
        guard isHTMLElement else { return }
        switch (htmlTag, name) {
        case ("input", "checked"):
            if !form.checkedIsDirty {
                form.checkedness = hasAttribute("checked")
                uncheckOtherRadiosInGroup()
            }
        case ("input", "name"), ("input", "type"):
            uncheckOtherRadiosInGroup()
        case ("option", "selected"):
            if !form.selectedIsDirty {
                form.selectedness = hasAttribute("selected")
                deselectOtherOptions()
                owningSelect?.resetSelectedness()
            }
        case ("select", "multiple"), ("select", "size"):
            resetSelectedness()
        default:
            break
        }
    }
}

/// Input types and their value modes.
enum InputTypes {
    static let known: Set<String> = [
        "hidden", "text", "search", "tel", "url", "email", "password", "date", "month", "week", "time",
        "datetime-local", "number", "range", "color", "checkbox", "radio", "file", "submit", "image", "reset",
        "button",
    ]

    enum ValueMode {
        case value
        case defaultMode
        case defaultOn
        case filename
    }

    static func valueMode(of type: String) -> ValueMode {
        switch type {
        case "hidden", "submit", "image", "reset", "button": return .defaultMode
        case "checkbox", "radio": return .defaultOn
        case "file": return .filename
        default: return .value
        }
    }

    /// The value sanitization algorithm for the text-like types, `number` and `color`; other types keep
    /// their value as written.
    static func sanitize(_ value: String, type: String) -> String {
        switch type {
        case "text", "search", "tel", "password":
            return value.filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
        case "url", "email":
            return trimmed(value.filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" })
        case "number":
            return isValidFloatingPointNumber(value) ? value : ""
        case "color":
            let lower = asciiLowercased(value)
            let hex = lower.utf8.dropFirst().allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
            return lower.utf8.count == 7 && lower.hasPrefix("#") && hex ? lower : "#000000"
        default:
            return value
        }
    }

    /// HTML's "valid floating-point number": `-`? digits (`.` digits)? (`e` sign? digits)?.
    static func isValidFloatingPointNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Bool {
            var any = false
            while let b = bytes.first, b >= 0x30 && b <= 0x39 { bytes.removeFirst(); any = true }
            return any
        }
        if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
        let whole = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes.removeFirst()
            if !digits() { return false }
        } else if !whole {
            return false
        }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes.removeFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes.removeFirst() }
            if !digits() { return false }
        }
        return bytes.isEmpty
    }
}
