import VDOM

// Constraint validation, as Chromium reports it in `validity`: what a form control's attributes say of its
// live value. A `DOMEvent` carries it (`DOMEvent.validity`), as the page's snapshot does. Not played: a
// custom error (only the page's script sets one), the steps of dates and times, a `range` (the browser
// keeps its value in range and on a step), and `pattern`s whose syntax Swift's `Regex` reads otherwise
// than JavaScript (character classes, groups, quantifiers and alternatives read alike).

extension TestNode {
    /// The element's `validity`: the constraints its value fails, or `.valid`; `[]` for an element that
    /// has no validity.
    var validity: DOMEvent.Validity {
        guard isHTMLElement, ["input", "select", "textarea", "button", "fieldset", "output", "object"].contains(htmlTag) else {
            return []
        }
        var failed: DOMEvent.Validity = []
        if isValueMissing { failed.insert(.valueMissing) }
        if isHTML("input") {
            let type = inputType, value = inputValue
            let bound = InputTypes.bound(value, type: type)
            if !value.isEmpty && isTypeMismatch(value, type: type) { failed.insert(.typeMismatch) }
            if !value.isEmpty, ["text", "search", "url", "tel", "email", "password"].contains(type),
               let pattern = attribute("pattern"), !matchesPattern(value, pattern: pattern) {
                failed.insert(.patternMismatch)
            }
            if let bound, let minimum = InputTypes.bound(attribute("min"), type: type), bound < minimum {
                failed.insert(.rangeUnderflow)
            }
            if let bound, let maximum = InputTypes.bound(attribute("max"), type: type), bound > maximum {
                failed.insert(.rangeOverflow)
            }
            if let number = bound?.number, isStepMismatch(number) { failed.insert(.stepMismatch) }
            if form.unparsedText != nil { failed.insert(.badInput) }
        }
        if (isHTML("input") && ["text", "search", "url", "tel", "email", "password"].contains(inputType)) || isHTML("textarea") {
            failed.formUnion(lengthFailures)
        }
        return failed.isEmpty ? .valid : failed
    }

    /// Whether a `disabled` attribute applies to the element: its own, or a disabled `fieldset`'s around it.
    var isDisabledControl: Bool {
        var node: TestNode? = self
        while let current = node {
            if current.hasAttribute("disabled") && (current === self || current.isHTML("fieldset")) { return true }
            node = current.parent
        }
        return false
    }

    /// `required` with nothing chosen or typed: text that is empty in a field the user can edit, a box
    /// not ticked, a radio group with none selected, a select showing none or its placeholder.
    private var isValueMissing: Bool {
        if isHTML("select") {
            guard hasAttribute("required") else { return false }
            let options = self.options, selected = options.filter { $0.form.selectedness }
            guard let first = options.first, selected.count == 1, selected[0] === first else { return selected.isEmpty }
            // The placeholder: a drop-down's first option, with an empty value, not in a group.
            return isSingleSelect && displaySize == 1 && first.parent === self && first.optionValue.isEmpty
        }
        if isHTML("textarea") {
            return hasAttribute("required") && !hasAttribute("readonly") && !isDisabledControl && textareaValue.isEmpty
        }
        guard isHTML("input") else { return false }
        switch inputType {
        case "checkbox":
            return hasAttribute("required") && !form.checkedness
        case "radio":
            let group = radioGroup
            return group.contains { $0.hasAttribute("required") } && !group.contains { $0.form.checkedness }
        case "file":
            return hasAttribute("required")
        case "hidden", "range", "color", "submit", "image", "reset", "button":
            return false
        default:
            return hasAttribute("required") && !hasAttribute("readonly") && !isDisabledControl && inputValue.isEmpty
        }
    }

    /// The radios of this radio's group: those of its form (or of no form) with its name; alone without one.
    private var radioGroup: [TestNode] {
        guard let name = attribute("name"), !name.isEmpty else { return [self] }
        let owner = ancestor("form")
        return (owner ?? root).subtree.filter { $0.isRadio && $0.attribute("name") == name && $0.ancestor("form") === owner }
    }

    private func isTypeMismatch(_ value: String, type: String) -> Bool {
        switch type {
        case "email":
            let addresses = hasAttribute("multiple") ? value.split(separator: ",", omittingEmptySubsequences: false).map { trimmed(String($0)) } : [value]
            return !addresses.allSatisfy(isEmailAddress)
        case "url":
            return !isAbsoluteURL(value)
        default:
            return false
        }
    }

    /// Too long for `maxlength` or too short for `minlength`, counted in UTF-16 code units as the browser
    /// counts; only once the user edited the value, since a value a script wrote is never flagged.
    private var lengthFailures: DOMEvent.Validity {
        guard form.valueEditedByUser else { return [] }
        let length = (isHTML("textarea") ? textareaValue : inputValue).utf16.count
        var failed: DOMEvent.Validity = []
        if let maximum = attribute("maxlength").flatMap({ Int(trimmed($0)) }), maximum >= 0, length > maximum {
            failed.insert(.tooLong)
        }
        if let minimum = attribute("minlength").flatMap({ Int(trimmed($0)) }), minimum >= 0, length > 0, length < minimum {
            failed.insert(.tooShort)
        }
        return failed
    }

    /// A number off the field's steps: `step` (1 unless given; `any` allows every number) counted from
    /// `min`, else from the `value` attribute, else from 0.
    private func isStepMismatch(_ number: Double) -> Bool {
        let step: Double
        switch attribute("step").map(trimmed) {
        case "any"?: return false
        case let given?: step = InputTypes.bound(given, type: "number")?.number.flatMap { $0 > 0 ? $0 : nil } ?? 1
        case nil: step = 1
        }
        let base = [attribute("min"), attribute("value")].lazy.compactMap { InputTypes.bound($0, type: "number")?.number }.first ?? 0
        let steps = (number - base) / step
        // The browser counts in decimal: 0.3 is a step of 0.1 although their doubles' quotient is not whole.
        return (steps - steps.rounded()).magnitude > 1e-9 * max(1, steps.magnitude)
    }
}

extension InputTypes {
    /// A value of `type` as something to compare with its `min` and `max`: a number field's number, or a
    /// date's or time's text, whose valid strings order as their moments do. `nil` when there is none.
    static func bound(_ text: String?, type: String) -> Bound? {
        guard let text, !text.isEmpty else { return nil }
        switch type {
        case "number":
            return isValidFloatingPointNumber(text) ? Double(text).map(Bound.number) : nil
        case "date", "month", "week", "time", "datetime-local":
            return .moment(text)
        default:
            return nil
        }
    }

    enum Bound: Comparable {
        case number(Double)
        case moment(String)

        var number: Double? {
            if case let .number(number) = self { return number }
            return nil
        }

        static func < (a: Bound, b: Bound) -> Bool {
            switch (a, b) {
            case let (.number(x), .number(y)): return x < y
            case let (.moment(x), .moment(y)): return x.utf8.lexicographicallyPrecedes(y.utf8)
            default: return false
            }
        }
    }
}

/// HTML's "valid email address": a local part of the allowed characters, `@`, and labels of letters,
/// digits and inner hyphens, at most 63 each, separated by dots.
private func isEmailAddress(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return false }
    let localAllowed = Set(".!#$%&'*+/=?^_`{|}~-".utf8)
    func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
    guard parts[0].utf8.allSatisfy({ isAlphanumeric($0) || localAllowed.contains($0) }) else { return false }
    return parts[1].split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
        let bytes = Array(label.utf8)
        guard let first = bytes.first, let last = bytes.last, bytes.count <= 63 else { return false }
        return isAlphanumeric(first) && isAlphanumeric(last) && bytes.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
    }
}

/// Whether `text` reads as an absolute URL: a scheme and a colon, and a host after `//` for the schemes
/// that have one. (The browser's URL parser accepts more; these are the cases a form meets.)
private func isAbsoluteURL(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    let scheme = asciiLowercased(String(text[..<colon]))
    guard let first = scheme.utf8.first, (first >= 0x61 && first <= 0x7A),
          scheme.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E })
    else { return false }
    guard ["http", "https", "ws", "wss", "ftp"].contains(scheme) else { return true }
    let rest = text[text.index(after: colon)...].drop { $0 == "/" }
    return !rest.isEmpty && rest.first != "?" && rest.first != "#"
}

/// Whether `value` matches the whole of `pattern`, as the browser matches a `pattern` attribute; a
/// pattern Swift cannot compile matches everything, as one the browser cannot compile does.
private func matchesPattern(_ value: String, pattern: String) -> Bool {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *), let regex = try? Regex("^(?:\(pattern))$") else { return true }
    return (try? regex.wholeMatch(in: value)) != nil
}
