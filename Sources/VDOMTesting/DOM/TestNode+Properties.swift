import VDOM

// Reading properties as a browser reports them. Writing goes through the DOM (`TestDOM+Properties`),
// because some writes create or detach nodes.

extension TestNode {
    /// The live value of a DOM property as a browser would report it (`input.value`, `select.selectedIndex`,
    /// `option.selected`, `disabled`…), or `nil` for a plain property nothing has written.
    public func property(_ name: String) -> PropertyValue? {
        read(PropertyBehavior.of(name, on: self), name: name)
    }

    /// `value` of an input, textarea, select, option, button, output or `data` (`""` elsewhere).
    public var value: String { property("value")?.jsString ?? "" }
    /// What a text field shows: its `value`, or in a number field the text typed that is not a number
    /// yet (a lone `-`), whose `value` is `""`.
    public var shownText: String { form.unparsedText ?? value }
    /// `checked` of an input.
    public var checked: Bool { property("checked")?.jsBool ?? false }
    /// `selected` of an option.
    public var selected: Bool { property("selected")?.jsBool ?? false }
    /// `selectedIndex` of a select (`-1` when no option is selected).
    public var selectedIndex: Int { isHTML("select") ? selectedIndexOfOptions : -1 }
    /// `indeterminate` of an input.
    public var indeterminate: Bool { form.indeterminate }
    /// Whether the element has a `disabled` attribute.
    public var disabled: Bool { hasAttribute("disabled") }

    func read(_ behavior: PropertyBehavior, name: String) -> PropertyValue? {
        switch behavior {
        case .inputValue: return .string(inputValue)
        case .inputChecked: return .bool(form.checkedness)
        case .inputIndeterminate: return .bool(form.indeterminate)
        case .inputType: return .string(inputType)
        case .textareaValue: return .string(textareaValue)
        case .selectValue: return .string(selectValue)
        case .selectIndex: return .number(Double(selectedIndexOfOptions))
        case .optionValue: return .string(optionValue)
        case .optionSelected: return .bool(form.selectedness)
        case .optionText: return .string(optionText)
        case .textContent: return .string(textContent)
        case .innerHTML: return .string(HTMLSerializer.innerHTML(of: self))
        case .buttonType:
            let type = asciiLowercased(attribute("type") ?? "")
            return .string(type == "reset" || type == "button" ? type : "submit")
        case let .reflectString(attribute): return .string(self.attribute(attribute) ?? "")
        case let .reflectBool(attribute): return .bool(hasAttribute(attribute))
        case .expando: return expandos.first { $0.name == name }?.value
        }
    }

    /// The properties a snapshot reports: the always-reported ones for this element and every property a
    /// patch wrote or the user changed, sorted by name.
    public var reportedProperties: [(name: String, value: PropertyValue)] {
        var names = ReportedProperties.names(for: self)
        for name in touchedProperties where !names.contains(name) { names.append(name) }
        names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return names.compactMap { name in property(name).map { (name, $0) } }
    }
}
