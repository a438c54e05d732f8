/// The name of a DOM event. Any name is allowed, so custom events work; the common ones have members.
public struct EventName: Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }

    public static func == (a: EventName, b: EventName) -> Bool { a.name.bytesEqual(b.name) }
    public var description: String { name }

    public static let click = EventName("click")
    public static let doubleClick = EventName("dblclick")
    public static let input = EventName("input")
    public static let change = EventName("change")
    public static let submit = EventName("submit")
    public static let keyDown = EventName("keydown")
    public static let keyUp = EventName("keyup")
    public static let focus = EventName("focus")
    public static let blur = EventName("blur")
    public static let mouseEnter = EventName("mouseenter")
    public static let mouseLeave = EventName("mouseleave")
    public static let pointerDown = EventName("pointerdown")
    public static let pointerUp = EventName("pointerup")
    public static let close = EventName("close")
    public static let cancel = EventName("cancel")
    /// An input method committed its text (the `input` events before it were composing).
    public static let compositionEnd = EventName("compositionend")

    /// Events that browsers do not bubble: they reach only their target.
    public var bubbles: Bool {
        for other in ["focus", "blur", "mouseenter", "mouseleave", "load", "unload", "scroll", "scrollend", "error",
                      "pointerenter", "pointerleave", "toggle", "beforetoggle", "invalid", "close", "cancel",
                      "vdom-transition-end"]
        where name.bytesEqual(other) {
            return false
        }
        return true
    }
}

/// What a handler learns about the event it handles, and what it can ask of the browser.
///
/// The host fills in a small snapshot of the DOM event (the target's value, checked state and validity,
/// the key, the modifier keys, how an input changed the field, a custom event's detail); the handler may
/// call ``preventDefault()`` or ``stopPropagation()``, which the host carries out before the browser's
/// dispatch returns.
public struct DOMEvent {
    public var name: EventName
    /// The target's `value` after the event (inputs, selects, textareas), as the page's UTF-8 bytes:
    /// compare it (`event.value == ""`) or keep it without decoding it. `String(event.value!)` decodes it.
    public var value: Text?
    /// The target's `checked` after the event (checkboxes, radios).
    public var checked: Bool?
    /// `KeyboardEvent.key`, for keyboard events: `event.key == "Enter"` compares bytes.
    public var key: Text?
    public var modifiers: Modifiers
    /// How an `input` or `beforeinput` event changed the field (`InputEvent.inputType`): typing, a paste,
    /// a deletion, an input method's text. `nil` for other events.
    public var inputType: InputType?
    /// The target's `validity` after the event, for a form control: the constraints its value fails
    /// (`event.validity.contains(.valueMissing)`), or just ``Validity/valid``. Empty for an element that
    /// has none.
    public var validity: Validity = []
    /// The positions of the selected options, for a `select multiple`: the page sends them as its value
    /// (`"0 2"`), since a `select multiple`'s own value is the first one's alone.
    public var selectedPositions: [Int]? {
        guard isSelection, let value else { return nil }
        var positions: [Int] = []
        for part in value.split(separator: " ", omittingEmpty: true) {
            if let position = Int(part) { positions.append(position) }
        }
        return positions
    }
    /// Whether `value` holds the selected positions of a `select multiple` (``selectedPositions``).
    public var isSelection = false
    /// Whether the event comes in the middle of a composition (an input method's text not yet committed).
    public var isComposing = false
    /// A `CustomEvent`'s `detail` as the page sends it: the hexadecimal of its encoding as a JavaScript
    /// value (`docs/javascript.md`). The `JavaScript` library reads it as `detail`, so a module that does
    /// not use that library decodes nothing.
    package var encodedDetail: [UInt8]?
    public private(set) var isDefaultPrevented = false
    public private(set) var isPropagationStopped = false
    /// Whether the target's `value` stays as the user left it (``keepValue()``).
    public private(set) var isValueKept = false
    /// Whether a `submit` handler let the browser go on with the submission (``allowDefault()``).
    public private(set) var isDefaultAllowed = false

    public init(_ name: EventName, value: Text? = nil, checked: Bool? = nil, key: Text? = nil,
                modifiers: Modifiers = [], inputType: InputType? = nil, validity: Validity = [],
                isComposing: Bool = false, isSelection: Bool = false) {
        self.name = name
        self.value = value
        self.checked = checked
        self.key = key
        self.modifiers = modifiers
        self.inputType = inputType
        self.validity = validity
        self.isComposing = isComposing
        self.isSelection = isSelection
    }

    /// An event as the page reports it, with its texts as UTF-8 bytes, the snapshot's word of modifier
    /// keys and states (``Modifiers``, then 16 composing; 64 marks a selection) and its validity word.
    package init(_ name: EventName, utf8Value: [UInt8]?, checked: Bool?, utf8Key: [UInt8]?, flags: UInt32,
                 utf8InputType: [UInt8]? = nil, validity: UInt32 = 0, encodedDetail: [UInt8]? = nil) {
        self.name = name
        self.value = utf8Value.map(Text.init(utf8:))
        self.checked = checked
        self.key = utf8Key.map(Text.init(utf8:))
        self.modifiers = Modifiers(rawValue: UInt8(truncatingIfNeeded: flags & 15))
        self.inputType = utf8InputType.map { InputType(Text(utf8: $0)) }
        self.validity = Validity(rawValue: validity)
        self.isComposing = flags & 16 != 0
        self.isSelection = flags & 64 != 0
        self.encodedDetail = encodedDetail
    }

    public mutating func preventDefault() { isDefaultPrevented = true }

    /// Lets the browser submit the form as it would without the app: a page that handles `submit` in
    /// Swift does not want the page to navigate away (or a `method="dialog"` form to close its dialog),
    /// so a `submit` handler prevents that unless it calls this.
    public mutating func allowDefault() { isDefaultAllowed = true }
    public mutating func stopPropagation() { isPropagationStopped = true }

    /// Keeps the target's `value` as the user left it: after this event the page does not put back the
    /// rendered value, and takes the live one as rendered. A binding calls it for text that means the
    /// model's value but is not written as the model would write it (`"07"` for 7), and for text that
    /// does not parse yet (a lone `-` in a number field): the user is still typing.
    public mutating func keepValue() { isValueKept = true }

    /// How an input changed its field: `InputEvent.inputType`. The kinds forms meet most have members;
    /// any other is its name (`"formatBold"`), and compares as one: `event.inputType == .insertFromPaste`,
    /// or `case .deleteContentBackward?` in a `switch`.
    public struct InputType: Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
        public var name: Text

        public init(_ name: Text) { self.name = name }
        public init(stringLiteral name: StaticString) { self.name = Text(stringLiteral: name) }
        public var description: String { name.description }

        /// Whether it removed text without inserting any: the kinds named `delete…` (Backspace, Delete,
        /// a cut, a word or line deleted).
        public var isDeletion: Bool { name.hasPrefix("delete") }

        /// Typing a character.
        public static var insertText: InputType { "insertText" }
        /// The text an input method is composing (``DOMEvent/isComposing`` is set too).
        public static var insertCompositionText: InputType { "insertCompositionText" }
        public static var insertFromPaste: InputType { "insertFromPaste" }
        public static var insertFromDrop: InputType { "insertFromDrop" }
        /// A replacement offered by a spell checker, autocorrection or a suggestion.
        public static var insertReplacementText: InputType { "insertReplacementText" }
        /// Enter in a textarea.
        public static var insertLineBreak: InputType { "insertLineBreak" }
        /// Backspace.
        public static var deleteContentBackward: InputType { "deleteContentBackward" }
        /// Delete.
        public static var deleteContentForward: InputType { "deleteContentForward" }
        public static var deleteWordBackward: InputType { "deleteWordBackward" }
        public static var deleteWordForward: InputType { "deleteWordForward" }
        public static var deleteByCut: InputType { "deleteByCut" }
        public static var deleteByDrag: InputType { "deleteByDrag" }
        public static var historyUndo: InputType { "historyUndo" }
        public static var historyRedo: InputType { "historyRedo" }
    }

    /// A form control's `ValidityState`: the constraints of its attributes (`required`, `type="email"`,
    /// `pattern`, `min`…) that its value fails, which the browser checks on every change. ``valid`` is
    /// set when it fails none; an element that has no validity has no flag at all.
    ///
    /// A form that shows its own messages (`novalidate`, `docs/views.md`) can still read what the browser
    /// found, such as ``badInput`` (text a number field cannot read, whose `value` reads empty).
    public struct Validity: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let valid = Validity(rawValue: 1)
        /// The page's script gave the control a message (`setCustomValidity`).
        public static let customError = Validity(rawValue: 2)
        public static let badInput = Validity(rawValue: 4)
        public static let stepMismatch = Validity(rawValue: 8)
        public static let rangeOverflow = Validity(rawValue: 16)
        public static let rangeUnderflow = Validity(rawValue: 32)
        /// Shorter than `minlength`, after the user edited it (a value the app wrote is never too short).
        public static let tooShort = Validity(rawValue: 64)
        /// Longer than `maxlength`, after the user edited it.
        public static let tooLong = Validity(rawValue: 128)
        public static let patternMismatch = Validity(rawValue: 256)
        public static let typeMismatch = Validity(rawValue: 512)
        public static let valueMissing = Validity(rawValue: 1024)
    }

    /// Modifier keys held during the event.
    public struct Modifiers: OptionSet {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1)
        public static let control = Modifiers(rawValue: 2)
        public static let alt = Modifiers(rawValue: 4)
        public static let meta = Modifiers(rawValue: 8)
    }
}
