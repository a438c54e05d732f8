import Observing

/// Focus as state: the model says which field has the focus, and the page follows it both ways.
///
/// When the bound value turns true, the render calls the element's `focus()`; when it turns false, and
/// the element has the focus, `blur()`. The user's own focus and blur write back, and the render that
/// follows calls nothing, since the page already shows it. A binding writes only a value that differs
/// from the model's, so the `focus` event that a render's `focus()` call causes finds the model already
/// true and writes nothing: no loop. An element created with the value false gets no `blur()`.
extension Element {
    /// Binds whether this element has the focus.
    ///
    /// ```swift
    /// input().value(counter.$text).focused(counter.$isTextFocused)
    /// ```
    public consuming func focused(_ binding: Binding<Bool>) -> Element {
        focused(binding.wrappedValue, gain: { if !binding.wrappedValue { binding.wrappedValue = true } },
                lose: { if binding.wrappedValue { binding.wrappedValue = false } })
    }

    /// Binds which of several elements has the focus: this one when the value equals `field`, none when it
    /// is `nil`. Give each field of a form its own case.
    ///
    /// ```swift
    /// enum Field { case name, email }
    /// input().value(form.$name).focused(form.$focus, equals: .name)
    /// input().value(form.$email).focused(form.$focus, equals: .email)
    /// ```
    public consuming func focused<Field: Equatable>(_ binding: Binding<Field?>, equals field: Field) -> Element {
        focused(binding.wrappedValue == field, gain: { if binding.wrappedValue != field { binding.wrappedValue = field } },
                lose: { if binding.wrappedValue == field { binding.wrappedValue = nil } })
    }

    private consuming func focused(_ isFocused: Bool, gain: @escaping () -> Void, lose: @escaping () -> Void) -> Element {
        let focusShown = ShownState(isFocused), blurShown = ShownState(!isFocused)
        setCall(MethodCall(name: "focus", when: isFocused, shown: focusShown))
        setCall(MethodCall(name: "blur", when: !isFocused, atCreation: false, shown: blurShown))
        setBindingListener(.focus) { _ in
            focusShown.isTrue = true
            blurShown.isTrue = false
            gain()
        }
        setBindingListener(.blur) { _ in
            focusShown.isTrue = false
            blurShown.isTrue = true
            lose()
        }
        return self
    }
}
