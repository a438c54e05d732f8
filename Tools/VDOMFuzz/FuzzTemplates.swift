import VDOM

/// The templates a case's uses come from: one copied by the page (an `Equatable` input, class, attribute
/// and handler holes), one with SVG and a namespaced attribute hole whose input is not `Equatable` (so
/// every render reads its holes), and one with a property, which is built node by node for every use.
public enum FuzzTemplates {
    public static let count = 3

    static func node(for use: UseSpec, model: FuzzModel) -> Node {
        let input = UseInput(use: use, model: model), key = use.key.map(Key.string)
        switch use.template {
        case 0: return row(input, key: key)
        case 1: return icon(UseBox(input), key: key)
        default: return field(input, key: key)
        }
    }

    static let row = Template<UseInput> { use in
        li {
            span { use.text { (input: UseInput) -> Text in input.label } }
            strong { "fixed" }
            Node.comment("row")
        }
        .class("row")
        .class(use.value { Text($0.use.tokens) })
        .attribute("title", use.value { Text($0.use.title) })
        .on(.click, use.action { _ in })
    }

    static let icon = Template<UseBox> { use in
        span {
            SVG.svg {
                SVG.use().attribute("xlink:href", use.value { "#\($0.input.use.title)" })
                SVG.circle().attribute("r", "2")
            }
            .attribute("width", "8")
            use.text { (box: UseBox) -> Text in box.input.label }
        }
        .on(.focus) {}
    }

    static let field = Template<UseInput> { use in
        p {
            em { use.text { (input: UseInput) -> Text in input.label } }
            input().attribute("type", "text").value("fixed")
        }
        .class(use.value { Text($0.use.tokens) })
    }
}

/// A use's values and the model its text hole may read. Equal when the values are, for one model.
struct UseInput: Equatable {
    let use: UseSpec
    let model: FuzzModel

    var label: Text { Text(use.word.map { model.words[$0].text } ?? use.label) }

    static func == (a: UseInput, b: UseInput) -> Bool { a.use == b.use && a.model === b.model }
}

/// The same, as an input that cannot be compared.
final class UseBox {
    let input: UseInput
    init(_ input: UseInput) { self.input = input }
}
