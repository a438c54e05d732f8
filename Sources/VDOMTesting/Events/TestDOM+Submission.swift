import VDOM

// A form's submission as Chromium runs it, so a form that forgets to handle `submit` fails in XCTest as
// it would navigate away in the page. A click on a submit button, or Enter in a field (implicit
// submission), dispatches `submit` at the form; unless a handler prevented it (a `.on(.submit)` handler
// does unless it calls `allowDefault()`), a `method="dialog"` form closes its dialog, and any other form
// would navigate: ``TestDOM/navigations`` records where, and ``TestApp`` fails the action.

extension TestDOM {
    /// What a click does once no handler prevented it: a submit button submits its form, the click's
    /// target being the button or inside it (a `<span>` in a `<button>`), unless the button is disabled.
    func activate(_ target: TestNode) {
        var node: TestNode? = target
        while let current = node, !current.isHTML("button"), !current.isHTML("input") { node = current.parent }
        guard let button = node?.submitButton, !button.hasAttribute("disabled"), let form = button.ancestor("form") else {
            return
        }
        submit(form, submitter: button)
    }

    /// Enter in a field of a form: clicks the form's first submit button (which submits unless prevented,
    /// or does nothing when it is disabled); a form without one is submitted only when this is its one
    /// text-like field, as browsers do.
    public func submitImplicitly(from field: TestNode) {
        guard field.blocksImplicitSubmission, let form = field.ancestor("form") else { return }
        let fields = form.descendantElements
        if let button = fields.first(where: { $0.submitButton != nil }) {
            if !button.hasAttribute("disabled") { click(button) }
        } else if fields.filter(\.blocksImplicitSubmission).count == 1 {
            submit(form, submitter: nil)
        }
    }

    /// Dispatches `submit` at `form`; unless a handler prevented it, closes the dialog of a `method="dialog"`
    /// form (its `close` event follows), or records the navigation any other form would cause.
    public func submit(_ form: TestNode, submitter: TestNode?) {
        let event = dispatch(.submit, at: form)
        guard !event.isDefaultPrevented else { return }
        let method = (submitter?.attribute("formmethod") ?? form.attribute("method") ?? "get").lowercased()
        if method == "dialog" {
            if let dialog = form.ancestor("dialog") {
                close(dialog)
                dispatchCloseEvents()
            }
            return
        }
        let action = submitter?.attribute("formaction") ?? form.attribute("action") ?? ""
        let query = form.formData(submitter: submitter).map { "\(formEncoded($0.name))=\(formEncoded($0.value))" }
        let target = action.isEmpty ? "the page itself" : action
        navigations.append(method == "post"
            ? "POST \(target) with \(query.joined(separator: "&"))"
            : "GET \(target) with ?\(query.joined(separator: "&"))")
    }
}

extension TestNode {
    /// Itself when it is a button that submits (a `<button>` of type `submit` or none, an `<input>` of type
    /// `submit` or `image`), else nil.
    var submitButton: TestNode? {
        if isHTML("button") { return (attribute("type")?.lowercased() ?? "submit") == "submit" ? self : nil }
        if isHTML("input") { return inputType == "submit" || inputType == "image" ? self : nil }
        return nil
    }

    /// Whether Enter in it submits its form: the one-line text inputs.
    var blocksImplicitSubmission: Bool {
        isHTML("input") && ["text", "search", "url", "tel", "email", "password", "date", "month", "week", "time",
                            "datetime-local", "number"].contains(inputType)
    }

    /// The names and values a submission of this form sends: its named, enabled controls in document order,
    /// checkboxes and radios only when checked, and of the buttons only the one that submitted.
    func formData(submitter: TestNode?) -> [(name: String, value: String)] {
        var data: [(name: String, value: String)] = []
        for control in descendantElements {
            guard let name = control.attribute("name"), !name.isEmpty, !control.hasAttribute("disabled") else { continue }
            if control.isHTML("input") {
                switch control.inputType {
                case "checkbox", "radio":
                    if control.checked { data.append((name, control.attribute("value") ?? "on")) }
                case "submit", "image", "button", "reset", "file":
                    if control === submitter { data.append((name, control.attribute("value") ?? "")) }
                default:
                    data.append((name, control.inputValue))
                }
            } else if control.isHTML("button") {
                if control === submitter { data.append((name, control.attribute("value") ?? "")) }
            } else if control.isHTML("textarea") {
                data.append((name, control.textareaValue))
            } else if control.isHTML("select") {
                for option in control.options where option.form.selectedness { data.append((name, option.optionValue)) }
            }
        }
        return data
    }
}

/// `application/x-www-form-urlencoded`: letters, digits and `*-._` stay, a space is `+`, every other byte
/// is `%XX`.
private func formEncoded(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
            encoded.append(Character(UnicodeScalar(byte)))
        case UInt8(ascii: " "):
            encoded.append("+")
        default:
            let digits = Array("0123456789ABCDEF")
            encoded += "%\(digits[Int(byte >> 4)])\(digits[Int(byte & 15)])"
        }
    }
    return encoded
}
