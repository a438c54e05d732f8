import VDOM

// Writing properties. A patch writes only when the live value differs (the controlled-input contract);
// a user changes the value as typing or clicking would. Both follow the browser's side effects.

extension TestDOM {
    /// Writes a property the way `element[name] = value` does, unless the live value already equals it.
    ///
    /// - Returns: whether it wrote.
    func writeProperty(_ name: String, _ value: PropertyValue, of element: TestNode) -> Bool {
        let behavior = PropertyBehavior.of(name, on: element)
        let value = behavior.type?.convert(value) ?? value
        if let live = element.read(behavior, name: name), live == value { return false }
        let end = element === focused ? element.selectionEnd : nil
        let fromEnd = end.map { element.value.utf16.count - $0 }
        assign(value, to: behavior, name: name, of: element)
        // The focused field keeps its caret as far from the end as it was, as the page keeps it.
        if let fromEnd {
            let caret = max(0, element.value.utf16.count - fromEnd)
            element.form.selection = (caret, caret)
        }
        return true
    }

    /// Resets a property to its type's default (`""`, `false`, `0`), unless it already holds it.
    ///
    /// - Returns: whether it wrote.
    func resetProperty(_ name: String, of element: TestNode) -> Bool {
        let behavior = PropertyBehavior.of(name, on: element)
        guard let type = behavior.type ?? element.read(behavior, name: name)?.type else { return false }
        return writeProperty(name, type.defaultValue, of: element)
    }

    /// Changes a property as the user would (typing, ticking, choosing), with the browser's side effects.
    /// Snapshots report the property from then on.
    public func userSet(_ name: String, to value: PropertyValue, of element: TestNode) {
        precondition(element.kind == .element, "only elements have properties")
        let behavior = PropertyBehavior.of(name, on: element)
        element.touch(name)
        assign(behavior.type?.convert(value) ?? value, to: behavior, name: name, of: element)
        switch behavior {
        case .inputValue, .textareaValue: element.form.valueEditedByUser = true
        default: break
        }
        if case .inputValue = behavior, element.inputType == "number", case let .string(typed) = value,
           !typed.isEmpty, element.form.value.isEmpty {
            element.form.unparsedText = typed.description
        }
    }

    private func assign(_ value: PropertyValue, to behavior: PropertyBehavior, name: String, of element: TestNode) {
        switch behavior {
        case .inputValue:
            let type = element.inputType
            switch InputTypes.valueMode(of: type) {
            case .value:
                element.form.value = InputTypes.sanitize(value.jsString, type: type)
                element.form.valueIsDirty = true
                element.form.valueEditedByUser = false
                element.form.unparsedText = nil
                element.form.selection = nil
            case .defaultMode, .defaultOn:
                element.setAttribute("value", value.jsString, namespace: nil)
            case .filename:
                break
            }
        case .inputChecked:
            element.form.checkedness = value.jsBool
            element.form.checkedIsDirty = true
            element.uncheckOtherRadiosInGroup()
        case .inputIndeterminate:
            element.form.indeterminate = value.jsBool
        case .inputType, .buttonType:
            element.setAttribute("type", value.jsString, namespace: nil)
        case .textareaValue:
            element.form.value = value.jsString
            element.form.valueIsDirty = true
            element.form.valueEditedByUser = false
            element.form.selection = nil
        case .selectValue:
            let wanted = value.jsString
            var found = false
            for option in element.options {
                option.form.selectedness = false
                if !found && option.optionValue == wanted {
                    option.form.selectedness = true
                    option.form.selectedIsDirty = true
                    found = true
                }
            }
        case .selectIndex:
            let number = value.jsNumber
            let index = number.isFinite && number.magnitude < 2_147_483_648 ? Int(number) : -1
            for (position, option) in element.options.enumerated() {
                option.form.selectedness = position == index
                if position == index { option.form.selectedIsDirty = true }
            }
        case .optionSelected:
            element.form.selectedness = value.jsBool
            element.form.selectedIsDirty = true
            element.deselectOtherOptions()
            element.owningSelect?.resetSelectedness()
        case .optionValue:
            element.setAttribute("value", value.jsString, namespace: nil)
        case .optionText, .textContent:
            replaceChildren(of: element, with: value.jsString)
        case .innerHTML:
            replaceChildren(of: element, with: nil)
            element.rawHTML = value.jsString
        case let .reflectString(attribute):
            element.setAttribute(attribute, value.jsString, namespace: nil)
        case let .reflectBool(attribute):
            if value.jsBool {
                element.setAttribute(attribute, "", namespace: nil)
            } else {
                element.removeAttribute(attribute, namespace: nil)
            }
        case .expando:
            if let index = element.expandos.firstIndex(where: { $0.name == name }) {
                element.expandos[index].value = value
            } else {
                element.expandos.append((name, value))
            }
        }
    }
}
