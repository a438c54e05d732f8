/// What a form's view model keeps for one field's checks, so a person sees a message when it helps: not
/// while they are still typing a first value, but once they have left the field, or tried to submit.
///
/// ```swift
/// final class SignUpForm {
///     @Observed private(set) var email: Text = ""
///     @Observed private(set) var emailState = FieldState()
///
///     func setEmail(_ value: Text) {
///         email = value
///         emailState.edited(message: value.contains("@") ? nil : "Enter an email address, such as ada@example.com.")
///     }
/// }
/// ```
///
/// The model calls ``edited(message:)`` when the value changes (with the message of the rule it breaks
/// now, or nil), ``left()`` when the field loses the focus, and ``reveal()`` on a refused submit. The view
/// binds the field to the setter (`Binding(get: { form.email }, set: form.setEmail)`), so every change
/// the person makes passes the check: a binding to an `@Editable` property writes its storage, which
/// runs no `didSet`. It shows ``visibleMessage`` and marks the field invalid with it
/// (`.validation(_:messageID:)`).
public struct FieldState: Equatable {
    /// The message of the rule the value breaks now; nil while it is valid.
    public private(set) var message: Text?
    /// Whether the value was edited since the form was shown.
    public private(set) var isEdited = false
    /// Whether the person has left the field once.
    public private(set) var isTouched = false
    /// Whether a submit showed every message.
    public private(set) var isRevealed = false

    /// A field checked as it is shown: `message` is the rule its first value breaks, unseen until it is
    /// left or the form submitted.
    public init(message: Text? = nil) {
        self.message = message
    }

    /// The value changed: it now breaks the rule `message` says (nil: none).
    public mutating func edited(message: Text?) {
        isEdited = true
        self.message = message
    }

    /// The field lost the focus: its message shows from now on, if it has one.
    public mutating func left() {
        isTouched = true
    }

    /// The form was submitted: every field's message shows.
    public mutating func reveal() {
        isRevealed = true
    }

    /// The message to show: the field's, once it was left or the form submitted.
    public var visibleMessage: Text? { isTouched || isRevealed ? message : nil }

    /// Whether the field breaks a rule (shown or not): a submit is refused while one does.
    public var isValid: Bool { message == nil }
}
