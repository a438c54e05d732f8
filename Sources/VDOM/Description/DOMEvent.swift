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
/// The host fills in a small snapshot of the DOM event (the target's value and checked state, the key,
/// the modifier keys); the handler may call ``preventDefault()`` or ``stopPropagation()``, which the
/// host carries out before the browser's dispatch returns.
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
    /// Whether the field holds text that is not a value of its type (`validity.badInput`: a lone `-` in a
    /// number field): its `value` then reads empty although the field is not.
    public var hasBadInput = false
    public private(set) var isDefaultPrevented = false
    public private(set) var isPropagationStopped = false
    /// Whether the target's `value` stays as the user left it (``keepValue()``).
    public private(set) var isValueKept = false
    /// Whether a `submit` handler let the browser go on with the submission (``allowDefault()``).
    public private(set) var isDefaultAllowed = false

    public init(_ name: EventName, value: Text? = nil, checked: Bool? = nil, key: Text? = nil,
                modifiers: Modifiers = [], isComposing: Bool = false, hasBadInput: Bool = false, isSelection: Bool = false) {
        self.name = name
        self.value = value
        self.checked = checked
        self.key = key
        self.modifiers = modifiers
        self.isComposing = isComposing
        self.hasBadInput = hasBadInput
        self.isSelection = isSelection
    }

    /// An event as the page reports it, with `value` and `key` as UTF-8 bytes, and the snapshot's word of
    /// modifier keys and states (``Modifiers``, then 16 composing, 32 bad input; 64 marks a selection).
    package init(_ name: EventName, utf8Value: [UInt8]?, checked: Bool?, utf8Key: [UInt8]?, flags: UInt32) {
        self.name = name
        self.value = utf8Value.map(Text.init(utf8:))
        self.checked = checked
        self.key = utf8Key.map(Text.init(utf8:))
        self.modifiers = Modifiers(rawValue: UInt8(truncatingIfNeeded: flags & 15))
        self.isComposing = flags & 16 != 0
        self.hasBadInput = flags & 32 != 0
        self.isSelection = flags & 64 != 0
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
