// What a property name means on a given element. Most names are plain JavaScript properties (expandos)
// that keep what was written; the ones below behave as in a browser: form state that lives apart from the
// attributes, properties that reflect an attribute, and content properties.

enum PropertyBehavior: Equatable {
    /// `input.value`, following the input type's value mode.
    case inputValue
    case inputChecked
    case inputIndeterminate
    case inputType
    case textareaValue
    case selectValue
    case selectIndex
    case optionValue
    case optionSelected
    case optionText
    /// `textContent`, `innerText`, `textarea.defaultValue`, `output.value`: replace the children with one
    /// text node.
    case textContent
    case innerHTML
    /// `button.type`: reflects `type`, limited to the known values.
    case buttonType
    case reflectString(attribute: String)
    case reflectBool(attribute: String)
    case expando

    var type: PropertyType? {
        switch self {
        case .inputChecked, .inputIndeterminate, .optionSelected, .reflectBool: return .bool
        case .selectIndex: return .number
        case .expando: return nil
        default: return .string
        }
    }

    static func of(_ name: String, on node: TestNode) -> PropertyBehavior {
        guard node.kind == .element else { return .expando }
        switch name {
        case "textContent": return .textContent
        case "innerHTML": return .innerHTML
        default: break
        }
        guard node.isHTMLElement else { return .expando }
        let tag = node.htmlTag
        switch (name, tag) {
        case ("value", "input"): return .inputValue
        case ("value", "textarea"): return .textareaValue
        case ("value", "select"): return .selectValue
        case ("value", "option"): return .optionValue
        case ("value", "button"), ("value", "data"), ("value", "param"): return .reflectString(attribute: "value")
        case ("value", "output"): return .textContent
        case ("defaultValue", "input"): return .reflectString(attribute: "value")
        case ("defaultValue", "textarea"): return .textContent
        case ("checked", "input"): return .inputChecked
        case ("defaultChecked", "input"): return .reflectBool(attribute: "checked")
        case ("indeterminate", "input"): return .inputIndeterminate
        case ("type", "input"): return .inputType
        case ("type", "button"): return .buttonType
        case ("selected", "option"): return .optionSelected
        case ("defaultSelected", "option"): return .reflectBool(attribute: "selected")
        case ("text", "option"): return .optionText
        case ("selectedIndex", "select"): return .selectIndex
        case ("innerText", _): return .textContent
        case ("id", _), ("title", _), ("lang", _), ("dir", _): return .reflectString(attribute: name)
        case ("className", _): return .reflectString(attribute: "class")
        case ("accessKey", _): return .reflectString(attribute: "accesskey")
        case ("hidden", _), ("autofocus", _): return .reflectBool(attribute: name)
        case ("disabled", "button"), ("disabled", "input"), ("disabled", "select"), ("disabled", "textarea"),
             ("disabled", "fieldset"), ("disabled", "optgroup"), ("disabled", "option"):
            return .reflectBool(attribute: "disabled")
        case ("name", "button"), ("name", "fieldset"), ("name", "form"), ("name", "iframe"), ("name", "input"),
             ("name", "output"), ("name", "select"), ("name", "textarea"), ("name", "map"), ("name", "meta"):
            return .reflectString(attribute: "name")
        case ("placeholder", "input"), ("placeholder", "textarea"): return .reflectString(attribute: "placeholder")
        case ("alt", "img"), ("alt", "input"), ("alt", "area"): return .reflectString(attribute: "alt")
        case ("htmlFor", "label"), ("htmlFor", "output"): return .reflectString(attribute: "for")
        case ("required", "input"), ("required", "select"), ("required", "textarea"):
            return .reflectBool(attribute: "required")
        case ("readOnly", "input"), ("readOnly", "textarea"): return .reflectBool(attribute: "readonly")
        case ("multiple", "input"), ("multiple", "select"): return .reflectBool(attribute: "multiple")
        case ("open", "details"), ("open", "dialog"): return .reflectBool(attribute: "open")
        default: return .expando
        }
    }
}

/// The properties a snapshot always reports for an element, whether written or not.
enum ReportedProperties {
    static func names(for node: TestNode) -> [String] {
        guard node.isHTMLElement else { return [] }
        switch node.htmlTag {
        case "input": return ["checked", "disabled", "value"]
        case "textarea": return ["disabled", "value"]
        case "select": return ["disabled", "selectedIndex", "value"]
        case "option": return ["disabled", "selected", "value"]
        case "button", "fieldset", "optgroup": return ["disabled"]
        default: return []
        }
    }
}
