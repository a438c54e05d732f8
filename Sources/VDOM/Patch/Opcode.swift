/// The operation codes of the frame format (`docs/patch-format.md`, part 2): one per ``Patch`` case,
/// except `setProperty`, which has one per value type, and `release`, which names ids a frame freed.
///
/// This is the format's one table of operations: the bridge's encoder writes them, the test DOM checks
/// and reads frames by it, and `Tests/DOMBridgeTests/WireFormatTests.swift` holds the page's shim and the
/// format document to it, naming the place and the opcode of any disagreement. The numbers run from 1
/// without gaps, since the shim keeps its tables by opcode.
package enum Opcode: UInt32, CaseIterable {
    case createElement = 1
    case createText = 2
    case createComment = 3
    case insert = 4
    case move = 5
    case remove = 6
    case replace = 7
    case clear = 8
    case setText = 9
    case setAttribute = 10
    case removeAttribute = 11
    case setClass = 12
    case setStringProperty = 13
    case setBoolProperty = 14
    case setNumberProperty = 15
    case removeProperty = 16
    case setStyle = 17
    case removeStyle = 18
    case addListener = 19
    case removeListener = 20
    case setInnerHTML = 21
    case callMethod = 22
    case release = 23
    case defineTemplate = 24
    case copyTemplate = 25

    /// The operation's name in the messages of a refused frame: the three that set a property are all
    /// `setProperty`, as in the format document.
    package var name: String { layout.name }

    /// The kinds of the operation's operands, one word each, in order. A copy's are followed by one word per
    /// node of its template.
    package var operands: [Operand] { layout.operands }

    private var layout: (name: String, operands: [Operand]) {
        switch self {
        case .createElement: ("createElement", [.created, .name, .nameOrNone])
        case .createText: ("createText", [.created, .string])
        case .createComment: ("createComment", [.created, .string])
        case .insert: ("insert", [.node, .parent, .before])
        case .move: ("move", [.node, .parent, .before])
        case .remove: ("remove", [.node])
        case .replace: ("replace", [.node, .node])
        case .clear: ("clear", [.parent])
        case .setText: ("setText", [.characters, .string])
        case .setAttribute: ("setAttribute", [.element, .name, .string, .nameOrNone])
        case .removeAttribute: ("removeAttribute", [.element, .name, .nameOrNone])
        case .setClass: ("setClass", [.element, .string])
        case .setStringProperty: ("setProperty", [.element, .name, .string])
        case .setBoolProperty: ("setProperty", [.element, .name, .flag])
        case .setNumberProperty: ("setProperty", [.element, .name, .word, .word])
        case .removeProperty: ("removeProperty", [.element, .name])
        case .setStyle: ("setStyle", [.element, .name, .string, .flag])
        case .removeStyle: ("removeStyle", [.element, .name])
        case .addListener: ("addListener", [.element, .name])
        case .removeListener: ("removeListener", [.element, .name])
        case .setInnerHTML: ("setInnerHTML", [.element, .string])
        case .callMethod: ("callMethod", [.element, .name])
        case .release: ("release", [.first, .count])
        case .defineTemplate: ("defineTemplate", [.newTemplate, .element, .size])
        case .copyTemplate: ("copyTemplate", [.template])
        }
    }

    /// What an operand word is, and so what the check of a frame requires of it. The raw value is the
    /// kind's letter in the format document's table of kinds and in the shim's table of operands.
    package enum Operand: Character, CaseIterable {
        /// The id of a node the operation creates.
        case created = "c"
        /// An existing node other than the container.
        case node = "n"
        /// An existing element.
        case element = "e"
        /// An existing element or the container: a parent.
        case parent = "E"
        /// An existing text node or comment.
        case characters = "x"
        /// An insertion point: an existing node other than the container, or 0 for the end.
        case before = "p"
        /// A name.
        case name = "N"
        /// A name, or 0 for none.
        case nameOrNone = "M"
        /// The index of a string of the frame.
        case string = "s"
        /// 0 or 1.
        case flag = "f"
        /// One of the two words of a float64: any value.
        case word = "w"
        /// The first id of a run the frame released.
        case first = "r"
        /// The number of ids in that run.
        case count = "k"
        /// The number of the template being defined.
        case newTemplate = "T"
        /// The node count of that template.
        case size = "z"
        /// A defined template; one created id (or 0) follows for each of its nodes.
        case template = "t"
    }
}
