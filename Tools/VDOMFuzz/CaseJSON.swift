import JSON
import VDOM
import VDOMCases
import VDOMTesting

// A case as JSON, kept in the vector files it became, so `make vectors` can render it again with the
// toolkit of the day whatever the generator has become since.
//
//   {"steps":[{"view":SPEC,"cells":[SPEC,…],"words":["…",…]},…]}
//   SPEC: null (a hole) | {"text":"…"} | {"comment":"…"} | {"cell":1,"key":"k1"}
//       | {"template":0,"key":"k2","label":"…","tokens":"…","title":"…","word":1}
//       | {"tag":"div","key":"k3","wrapper":1,"attrs":[["title","…"]],"class":"…",
//          "style":[["color","red",true]],"props":[["value","…"]],"on":["click"],"html":"…","children":[SPEC,…]}
// Keys, `wrapper`, `word` and `html` are left out when they are absent (`wrapper` when it is 0).

public struct CaseFileError: Error, CustomStringConvertible {
    public let description: String
}

extension FuzzCase {
    public var json: String { String(jsonValue.jsonText) }

    var jsonValue: JSONValue {
        .object([("steps", .array(steps.map { step in
            JSONValue.object([
                ("view", step.view.jsonValue),
                ("cells", .array(step.cells.map(\.jsonValue))),
                ("words", .array(step.words.map { JSONValue.string(Text($0)) })),
            ])
        }))])
    }

    public init(json text: String) throws(CaseFileError) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(Text(text))
        } catch {
            throw CaseFileError(description: "\(error)")
        }
        try self.init(json: value)
    }

    init(json value: JSONValue) throws(CaseFileError) {
        var steps: [Step] = []
        for step in try Self.array(value["steps"], "steps") {
            steps.append(Step(view: try Spec(json: step["view"] ?? .null),
                              cells: try Self.array(step["cells"], "cells").map { (cell) throws(CaseFileError) in try Spec(json: cell) },
                              words: try Self.array(step["words"], "words").map { (word) throws(CaseFileError) in try Self.string(word, "a word") }))
        }
        self.init(steps: steps)
    }

    static func array(_ value: JSONValue?, _ what: String) throws(CaseFileError) -> [JSONValue] {
        guard case let .array(items)? = value else { throw CaseFileError(description: "\(what) is not an array") }
        return items
    }

    static func string(_ value: JSONValue?, _ what: String) throws(CaseFileError) -> String {
        guard case let .string(text)? = value else { throw CaseFileError(description: "\(what) is not a string") }
        return String(text)
    }

    static func int(_ value: JSONValue?, _ what: String) throws(CaseFileError) -> Int {
        guard case let .number(number)? = value, let integer = number.int else {
            throw CaseFileError(description: "\(what) is not an integer")
        }
        return integer
    }
}

extension Spec {
    var jsonValue: JSONValue {
        func optional(_ name: Text, _ value: String?) -> [(Text, JSONValue)] { value.map { [(name, .string(Text($0)))] } ?? [] }
        switch self {
        case .hole: return .null
        case let .text(text): return .object([("text", .string(Text(text)))])
        case let .comment(text): return .object([("comment", .string(Text(text)))])
        case let .cell(cell): return .object([("cell", .number(JSONNumber(cell.slot)))] + optional("key", cell.key))
        case let .use(use):
            var members: [(Text, JSONValue)] = [("template", .number(JSONNumber(use.template)))]
            members += optional("key", use.key)
            members += [("label", .string(Text(use.label))), ("tokens", .string(Text(use.tokens))), ("title", .string(Text(use.title)))]
            if let word = use.word { members.append(("word", .number(JSONNumber(word)))) }
            return .object(members)
        case let .element(element):
            var members: [(Text, JSONValue)] = [("tag", .string(Text(element.tag)))]
            members += optional("key", element.key)
            if element.wrapper != .none {
                members.append(("wrapper", .number(JSONNumber(element.wrapper.rawValue))))
            }
            members.append(("attrs", .array(element.attributes.map { .array([.string(Text($0.name)), .string(Text($0.value))]) })))
            members.append(("class", .string(Text(element.classes))))
            members.append(("style", .array(element.styles.map { .array([.string(Text($0.name)), .string(Text($0.value)), .bool($0.important)]) })))
            members.append(("props", .array(element.properties.map { property in
                let value: JSONValue
                switch property.value {
                case let .string(text): value = .string(text)
                case let .bool(flag): value = .bool(flag)
                case let .number(number): value = JSONNumber(text: Text(JSON.number(number))).map(JSONValue.number) ?? .null
                }
                return .array([.string(Text(property.name)), value])
            })))
            members.append(("on", .array(element.listeners.map { .string(Text($0)) })))
            members += optional("html", element.html)
            members.append(("children", .array(element.children.map(\.jsonValue))))
            return .object(members)
        }
    }

    init(json value: JSONValue) throws(CaseFileError) {
        typealias Case = FuzzCase
        func optionalString(_ name: Text) throws(CaseFileError) -> String? {
            guard let member = value[name] else { return nil }
            return try Case.string(member, String(name))
        }
        switch value {
        case .null:
            self = .hole
        case .object where value["text"] != nil:
            self = .text(try Case.string(value["text"], "text"))
        case .object where value["comment"] != nil:
            self = .comment(try Case.string(value["comment"], "comment"))
        case .object where value["cell"] != nil:
            self = .cell(CellSpec(slot: try Case.int(value["cell"], "cell"), key: try optionalString("key")))
        case .object where value["template"] != nil:
            self = .use(UseSpec(template: try Case.int(value["template"], "template"), key: try optionalString("key"),
                                label: try Case.string(value["label"], "label"), tokens: try Case.string(value["tokens"], "tokens"),
                                title: try Case.string(value["title"], "title"),
                                word: try value["word"].map { (word) throws(CaseFileError) in try Case.int(word, "word") }))
        case .object where value["tag"] != nil:
            var element = ElementSpec(tag: try Case.string(value["tag"], "tag"))
            element.key = try optionalString("key")
            if let wrapper = value["wrapper"] {
                guard let known = ElementSpec.Wrapper(rawValue: try Case.int(wrapper, "wrapper")) else {
                    throw CaseFileError(description: "unknown wrapper")
                }
                element.wrapper = known
            }
            for attribute in try Case.array(value["attrs"], "attrs") {
                let pair = try Case.array(attribute, "an attribute")
                guard pair.count == 2 else { throw CaseFileError(description: "an attribute is not a name and a value") }
                element.attributes.append(NamedValue(name: try Case.string(pair[0], "a name"), value: try Case.string(pair[1], "a value")))
            }
            element.classes = try Case.string(value["class"], "class")
            for style in try Case.array(value["style"], "style") {
                let parts = try Case.array(style, "a style")
                guard parts.count == 3, case let .bool(important) = parts[2] else {
                    throw CaseFileError(description: "a style is not a name, a value and a priority")
                }
                element.styles.append(StyleSpec(name: try Case.string(parts[0], "a name"), value: try Case.string(parts[1], "a value"),
                                                important: important))
            }
            for property in try Case.array(value["props"], "props") {
                let pair = try Case.array(property, "a property")
                guard pair.count == 2 else { throw CaseFileError(description: "a property is not a name and a value") }
                let propertyValue: PropertyValue
                switch pair[1] {
                case let .string(text): propertyValue = .string(String(text))
                case let .bool(flag): propertyValue = .bool(flag)
                case let .number(number): propertyValue = .number(number.double)
                default: throw CaseFileError(description: "a property's value is \(pair[1].kindName)")
                }
                element.properties.append(PropertySpec(name: try Case.string(pair[0], "a name"), value: propertyValue))
            }
            element.listeners = try Case.array(value["on"], "on").map { (event) throws(CaseFileError) in try Case.string(event, "an event") }
            element.html = try optionalString("html")
            element.children = try Case.array(value["children"], "children").map { (child) throws(CaseFileError) in try Spec(json: child) }
            self = .element(element)
        default:
            throw CaseFileError(description: "not a node: \(String(value.jsonText).prefix(80))")
        }
    }
}
