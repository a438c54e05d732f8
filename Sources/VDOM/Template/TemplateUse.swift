/// One use of a template, as a render describes it: the template, the input, and the values its holes
/// read from the input. A class so that a node holding one stays small; the generic part (the input and
/// the handlers that take it) lives in the subclass.
class TemplateUse {
    let shape: TemplateShape
    /// The values of the text holes, then of the class and attribute holes (texts holding the strings
    /// those give).
    let values: [Text]
    let key: Key?

    init(shape: TemplateShape, values: [Text], key: Key?) {
        self.shape = shape
        self.values = values
        self.key = key
    }

    /// Runs handler `action` with this use's input.
    func perform(_ action: Int, _ event: inout DOMEvent) {}
}

final class InputTemplateUse<Input>: TemplateUse {
    let template: Template<Input>
    let input: Input

    init(template: Template<Input>, input: Input, values: [Text], key: Key?) {
        self.template = template
        self.input = input
        super.init(shape: template.shape, values: values, key: key)
    }

    override func perform(_ action: Int, _ event: inout DOMEvent) {
        template.actions[action](input, &event)
    }
}
