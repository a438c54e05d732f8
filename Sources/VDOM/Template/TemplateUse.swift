/// One use of a template, as a render describes it: the template, the input, and the values its holes
/// read from the input. A class so that a node holding one stays small; the generic part (the input and
/// the handlers that take it) lives in the subclass.
class TemplateUse {
    let shape: TemplateShape
    /// The values of the text holes, then of the class and attribute holes.
    let texts: [Text]
    let strings: [String]
    let key: Key?

    init(shape: TemplateShape, texts: [Text], strings: [String], key: Key?) {
        self.shape = shape
        self.texts = texts
        self.strings = strings
        self.key = key
    }

    /// Runs handler `action` with this use's input.
    func perform(_ action: Int, _ event: inout DOMEvent) {}
}

final class InputTemplateUse<Input>: TemplateUse {
    let template: Template<Input>
    let input: Input

    init(template: Template<Input>, input: Input, texts: [Text], strings: [String], key: Key?) {
        self.template = template
        self.input = input
        super.init(shape: template.shape, texts: texts, strings: strings, key: key)
    }

    override func perform(_ action: Int, _ event: inout DOMEvent) {
        template.actions[action](input, &event)
    }
}
