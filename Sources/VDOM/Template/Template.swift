/// Markup described once, rendered many times with different values in its holes: the rows of a long
/// list. Writing a row out as elements builds its whole description on every render and keeps a live node
/// for every DOM node it makes; a template keeps its markup, and a use of it is its input and the values
/// of its holes, with one live node for the whole subtree.
///
/// ```swift
/// let rowTemplate = Template<Row> { row in
///     tr {
///         td { row.text { $0.id } }.class("col-md-1")
///         td { a { row.text { $0.label } }.on(.click, row.action { $0.select() }) }.class("col-md-4")
///     }
///     .class(row.value { $0.isSelected ? "danger" : "" })
/// }
///
/// tbody {
///     for row in rows { rowTemplate(row, key: .int(row.id)) }
/// }
/// ```
///
/// The first use in a page renders the operations the same markup written out renders, and the page keeps
/// it as a template; later uses are copies of it with their own values (`docs/patch-format.md`). Either
/// way the document is the one the markup written out makes, node for node. Holes are texts, class
/// tokens, attribute values and event handlers; everything else in the markup is fixed.
///
/// A use is its own observation scope, as a component is: the model properties its holes read are
/// tracked for the use alone, and when one changes, only that use's holes are read again and only those
/// whose values differ are written. When the render around it runs again, a use of a template whose input
/// is `Equatable` and equal to the live use's is kept as it is, its holes not read at all; any other use
/// reads its holes and writes those that differ.
public final class Template<Input> {
    let shape: TemplateShape
    private let texts: [(Input) -> Text]
    private let strings: [(Input) -> Text]
    let actions: [(Input, inout DOMEvent) -> Void]

    /// Compares two inputs: set for an `Equatable` input, so a use whose input is unchanged is kept.
    let isSameInput: ((Input, Input) -> Bool)?

    /// Builds the markup once, with `markup` given the holes to put in it.
    ///
    /// Markup that breaks a rule (a component inside, an invalid name) is reported by the render that first
    /// uses the template, as a ``RenderError``.
    public convenience init(_ markup: (TemplateHoles<Input>) -> Element) {
        self.init(markup, isSameInput: nil)
    }

    init(_ markup: (TemplateHoles<Input>) -> Element, isSameInput: ((Input, Input) -> Bool)?) {
        let holes = TemplateHoles<Input>()
        let root = markup(holes)
        holes.isClosed = true
        texts = holes.texts
        strings = holes.strings
        actions = holes.actions
        self.isSameInput = isSameInput
        shape = TemplateShape(root: root, textCount: texts.count, stringCount: strings.count, actionCount: actions.count)
        TemplatePart.install()
    }

    /// A use of the template for `input`. Its holes are read by the render that creates or updates it.
    public func callAsFunction(_ input: Input, key: Key? = nil) -> Node {
        if key != nil { Features.installKeyed() }
        return Node(.template(InputTemplateUse(template: self, input: input, key: key)))
    }

    /// The holes' values for `input`: the text nodes' texts, then the class and attribute values, in one array.
    func values(for input: Input) -> [Text] {
        var values: [Text] = []
        values.reserveCapacity(texts.count + strings.count)
        for text in texts { values.append(text(input)) }
        for value in strings { values.append(value(input)) }
        return values
    }
}

extension Template where Input: Equatable {
    /// Builds the markup once, with `markup` given the holes to put in it. A use whose input equals the
    /// live use's is kept as it is when the render around it runs again.
    public convenience init(_ markup: (TemplateHoles<Input>) -> Element) {
        self.init(markup, isSameInput: { $0 == $1 })
    }
}

/// The holes of a template's markup, handed to the closure that describes it. Each hole reads its value
/// from the use's input.
public final class TemplateHoles<Input> {
    fileprivate(set) var texts: [(Input) -> Text] = []
    fileprivate(set) var strings: [(Input) -> Text] = []
    fileprivate(set) var actions: [(Input, inout DOMEvent) -> Void] = []
    /// Set once the markup is built: a hole made later gets a number no template has, so any render that
    /// meets it rejects it.
    fileprivate(set) var isClosed = false

    init() {}

    /// A text node whose data is `text(input)`.
    public func text(_ text: @escaping (Input) -> Text) -> Node {
        if isClosed { return Node(.textHole(Int.max)) }
        texts.append(text)
        return Node(.textHole(texts.count - 1))
    }

    @_disfavoredOverload
    public func text(_ text: @escaping (Input) -> String) -> Node {
        self.text { Text(text($0)) }
    }

    /// A text node showing a number in decimal, as `String(number)` writes it (built as bytes, so no
    /// string grows in a wasm build).
    public func text(_ number: @escaping (Input) -> Int) -> Node {
        text { "\(number($0))" as Text }
    }

    /// A value for ``Element/class(_:)-swift.method`` (tokens added to the element's fixed ones) or
    /// ``Element/attribute(_:_:)-swift.method`` (the attribute's value).
    public func value(_ value: @escaping (Input) -> Text) -> TemplateValue {
        if isClosed { return TemplateValue(index: Int.max) }
        strings.append(value)
        return TemplateValue(index: strings.count - 1)
    }

    /// A handler for ``Element/on(_:_:)-swift.method`` that needs nothing from the event.
    public func action(_ action: @escaping (Input) -> Void) -> TemplateAction {
        handler { input, _ in action(input) }
    }

    /// A handler for ``Element/on(_:_:)-swift.method``.
    public func handler(_ handler: @escaping (Input, inout DOMEvent) -> Void) -> TemplateAction {
        if isClosed { return TemplateAction(index: Int.max) }
        actions.append(handler)
        return TemplateAction(index: actions.count - 1)
    }
}

/// A hole for a class or an attribute value in a template's markup.
public struct TemplateValue {
    let index: Int
}

/// A hole for an event handler in a template's markup.
public struct TemplateAction {
    let index: Int
}

/// The modifiers that put holes into a template's markup. Outside a template's markup, an element with a
/// hole is rejected by the render (``RenderError/holeOutsideTemplate``).
extension Element {
    /// Adds the hole's tokens (space-separated, possibly none) after the element's fixed class tokens.
    public consuming func `class`(_ hole: TemplateValue) -> Element {
        edit().holes.append(.className(hole.index))
        return self
    }

    /// Sets an attribute to the hole's value.
    public consuming func attribute(_ name: String, _ hole: TemplateValue) -> Element {
        edit().holes.append(.attribute(name, hole.index))
        return self
    }

    /// Handles an event with the hole's handler.
    public consuming func on(_ event: EventName, _ hole: TemplateAction) -> Element {
        edit().holes.append(.listener(event, hole.index))
        return self
    }
}

/// A hole an element of a template's markup has; the index is the hole's among the template's values
/// (class, attribute) or handlers (listener).
enum ElementHole {
    case className(Int)
    case attribute(String, Int)
    case listener(EventName, Int)
}
