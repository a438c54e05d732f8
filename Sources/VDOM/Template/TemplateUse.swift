import Observing

/// One use of a template, as a render describes it: the template and the input. A use is its own
/// observation scope: the render that creates or updates it reads its holes' values from the input
/// (``evaluate()``), tracking what they read, and when any of that changes only this use's holes are read
/// again. A class so that a node holding one stays small; the generic part (the input, and the holes and
/// handlers that take it) lives in the subclass.
class TemplateUse {
    let shape: TemplateShape
    let key: Key?
    /// The values of the text holes, then of the class and attribute holes (texts holding the strings
    /// those give); empty until ``evaluate()``.
    private(set) var values: [Text] = []
    /// What the holes read when they were evaluated.
    private(set) var reads = TrackedReads.none
    /// Set by the render pass when the live use this one replaces has an equal input and nothing it read
    /// has changed: the live use stays, and this one is never evaluated.
    var isUnchanged = false
    private var isEvaluated = false

    init(shape: TemplateShape, key: Key?) {
        self.shape = shape
        self.key = key
    }

    /// Reads the holes' values, tracking what they read, unless that was done already.
    func evaluate() {
        guard !isEvaluated else { return }
        isEvaluated = true
        (values, reads) = track { readValues() }
    }

    /// Reads the holes' values again, after something they read changed. The use stays the same object,
    /// so a change frees no description.
    func reevaluate() {
        isEvaluated = false
        evaluate()
    }

    func readValues() -> [Text] { [] }

    /// Runs handler `action` with this use's input.
    func perform(_ action: Int, _ event: inout DOMEvent) {}

    /// Whether the input equals `other`'s (only a template of an `Equatable` input can tell).
    func hasSameInput(as other: TemplateUse) -> Bool { false }
}

final class InputTemplateUse<Input>: TemplateUse {
    let template: Template<Input>
    let input: Input

    init(template: Template<Input>, input: Input, key: Key?) {
        self.template = template
        self.input = input
        super.init(shape: template.shape, key: key)
    }

    override func readValues() -> [Text] { template.values(for: input) }

    override func perform(_ action: Int, _ event: inout DOMEvent) {
        template.actions[action](input, &event)
    }

    override func hasSameInput(as other: TemplateUse) -> Bool {
        guard let isSame = template.isSameInput, let other = other as? InputTemplateUse<Input> else { return false }
        return other.template === template && isSame(input, other.input)
    }
}
