/// The contract between a module and the page beside the frames (whose operations are ``Opcode``): the
/// functions each side calls, the bits of a dispatch's answer, the kinds of reports, the layout of an
/// event's snapshot, the names the page treats specially, the encoding of the values JavaScript calls
/// exchange, and every browser API's functions with the module that defines them.
///
/// Nothing is generated from it. `Tests/DOMBridgeTests/PageContractTests.swift` holds every copy to it,
/// naming the place and the entry that disagree: the Swift exports, imports and types that use these
/// numbers, the page's shim, `calls.js`, the browser APIs' modules in `web/js/`, the test doubles
/// (`TestBrowser`) and the documents (`docs/patch-format.md`, `docs/javascript.md`). Code in a module
/// reads none of it, so no page links it.
package enum PageContract {
    /// A function one side calls and the other defines, with its parameters' names (each a 32-bit
    /// integer) and whether it answers one.
    package struct Function: Equatable, CustomStringConvertible {
        /// `vdom`, `calls` or `transitions` for an import (the object the page passes under that name);
        /// `nil` for an export.
        package let module: String?
        package let name: String
        package let parameters: [String]
        package let answers: Bool

        package init(module: String?, name: String, parameters: [String], answers: Bool) {
            self.module = module
            self.name = name
            self.parameters = parameters
            self.answers = answers
        }

        package var description: String {
            "\(module.map { "\($0)." } ?? "")\(name)(\(parameters.joined(separator: ", ")))\(answers ? " -> i32" : "")"
        }
    }

    private static func export(_ name: String, _ parameters: [String] = [], answers: Bool = false) -> Function {
        Function(module: nil, name: name, parameters: parameters, answers: answers)
    }

    private static func `import`(_ module: String, _ name: String, _ parameters: [String] = [], answers: Bool = false) -> Function {
        Function(module: module, name: name, parameters: parameters, answers: answers)
    }

    /// What a module exports for the page, besides its memory.
    package static let exports: [Function] = [
        export("start"),
        export("vdom_event_buffer", ["byteCount"], answers: true),
        export("vdom_report", ["kind", "byteCount"]),
        export("vdom_dispatch", ["node", "event"], answers: true),
        export("vdom_flush"),
        export("vdom_timer", ["id"]),
        export("vdom_idle"),
        export("vdom_heap_size", answers: true),
        export("vdom_stack_used", answers: true),
        // A module that calls JavaScript (library `JavaScript`).
        export("vdom_answer", ["id", "byteCount"]),
        export("vdom_invoke", ["byteCount"], answers: true),
    ]

    /// What the page gives a module: `vdom` from the shim, `calls` from `calls.js`, `transitions` from
    /// `transitions.js`.
    package static let imports: [Function] = [
        `import`("vdom", "apply", ["frame", "byteCount"]),
        `import`("vdom", "requestFlush"),
        `import`("vdom", "error", ["text", "byteCount"]),
        `import`("vdom", "setTitle", ["text", "byteCount"]),
        `import`("vdom", "setTimer", ["id", "milliseconds", "repeats"]),
        `import`("vdom", "clearTimer", ["id"]),
        // The runtime's (`Sources/WasmRuntime`): a byte the standard library prints, and random bytes.
        `import`("vdom", "putchar", ["byte"]),
        `import`("vdom", "random", ["buffer", "count"]),
        `import`("calls", "call", ["name", "nameCount", "arguments", "argumentsCount"], answers: true),
        `import`("calls", "take", ["answer"]),
        `import`("calls", "start", ["id", "name", "nameCount", "arguments", "argumentsCount", "streaming"]),
        `import`("calls", "cancel", ["id"]),
        // A method call (operation 0), property read (1) or write (2) on an element or object handle,
        // the first value of the encoded list; answered as `call` is, through `take`.
        `import`("calls", "member", ["operation", "name", "nameCount", "arguments", "argumentsCount"], answers: true),
        // The page forgets an object handle Swift let go.
        `import`("calls", "release", ["handle"]),
        // Does nothing: a module that needs `calls.js` without calling a function imports it, so the page
        // loads `calls.js` (which puts details in snapshots, and gives the page `swift` for `JSExports`).
        `import`("calls", "load"),
        // Transitions (`Sources/VDOM/Transitions`), from `transitions.js`: watch a phase (1 enter, 2 leave;
        // -1 milliseconds: as long as the style says), measure a list's children, move them.
        `import`("transitions", "watch", ["id", "phase", "milliseconds"]),
        `import`("transitions", "measure", ["parent"]),
        `import`("transitions", "play", ["parent", "move", "count"]),
    ]

    /// The bits of `vdom_dispatch`'s answer, which the page acts on before the event's dispatch goes on,
    /// with the words `docs/patch-format.md` gives each after its number.
    package static let dispatchAnswer: [(name: String, bit: UInt32, documented: String)] = [
        ("handled", 1, "a handler ran"), ("preventDefault", 2, "call `preventDefault()`"),
        ("stopPropagation", 4, "call `stopPropagation()`"), ("keepValue", 8, "keep the target's `value`"),
    ]

    /// The kinds of `vdom_report` (``Report/Kind``), with the words `docs/patch-format.md` gives each.
    package static let reportKinds: [(name: String, kind: UInt32, documented: String)] = [
        ("rejectedRender", 1, "a rejected re-render"), ("refusedValue", 2, "a refused value"), ("foreignEdit", 3, "a foreign edit"),
        ("ignoredEvent", 4, "an ignored event"), ("failedCall", 5, "a failed call"),
        ("hydrationMismatch", 6, "a hydration mismatch"),
    ]

    /// An event's snapshot, as the page writes it before `vdom_dispatch`: little-endian 32-bit words, then
    /// the texts ``texts`` names, as UTF-8, one after the other. For a `select multiple` (present bit 4) the
    /// value is the positions of its selected options, in decimal, separated by spaces; the detail is the
    /// hexadecimal of a `CustomEvent`'s `detail` encoded as a JavaScript value (``valueTags``).
    package enum Snapshot {
        package static let words = ["present", "checked", "modifiers", "valueByteCount", "keyByteCount",
                                    "inputTypeByteCount", "detailByteCount", "validity"]
        package static let headerByteCount = 32
        /// The texts after the header, in order, each with its length's word (`valueByteCount`…). All but
        /// the value are absent when empty; the value has a present bit, since an emptied field's is `""`.
        package static let texts = ["value", "key", "inputType", "detail"]
        /// The bits of word 0, `present`.
        package static let present: [(name: String, bit: UInt32)] = [("value", 1), ("checked", 2), ("selected", 4)]
        /// The bits of word 2, `modifiers` (``DOMEvent/Modifiers``).
        package static let modifiers: [(name: String, bit: UInt32)] = [("shift", 1), ("control", 2), ("alt", 4), ("meta", 8)]
        /// Further bits of word 2, the event's state: `isComposing` (``DOMEvent/isComposing``).
        package static let states: [(name: String, bit: UInt32)] = [("composing", 16)]
        /// The bits of word 7, `validity` (``DOMEvent/Validity``): the flags of the target's `ValidityState`
        /// in the order its interface declares them, which the page enumerates, the last in bit 0.
        package static let validity: [(name: String, bit: UInt32)] = [
            ("valueMissing", 1024), ("typeMismatch", 512), ("patternMismatch", 256), ("tooLong", 128), ("tooShort", 64),
            ("rangeUnderflow", 32), ("rangeOverflow", 16), ("stepMismatch", 8), ("badInput", 4), ("customError", 2), ("valid", 1),
        ]
    }

    /// The properties a user can change, which the page puts back when a handler leaves them as rendered
    /// (``PropertyTable/isControlled(_:)``; the shim's `CONTROLLED`).
    package static let controlledProperties = ["value", "checked", "selected", "indeterminate", "selectedIndex"]

    /// The URL-valued names, of attributes and properties in either case (the shim's `URL_NAMES`): a
    /// value that runs script is written as ``inertURL`` instead, and reported.
    package static let urlNames = ["href", "xlink:href", "src", "action", "formaction", "data", "poster", "cite",
                                   "background", "ping", "to", "from", "by", "values"]
    /// The schemes of URLs that run script.
    package static let scriptSchemes = ["javascript:", "vbscript:", "data:text/html"]
    package static let inertURL = "about:blank#blocked"

    /// The tags of the values JavaScript calls exchange (`docs/javascript.md`), and of an answer's status.
    package static let valueTags: [(name: String, tag: UInt8)] = [
        ("null", 0), ("false", 1), ("true", 2), ("number", 3), ("string", 4), ("bytes", 5), ("list", 6),
        ("element", 7), ("object", 8),
    ]
    package static let answerTags: [(name: String, tag: UInt8)] = [("result", 0), ("failure", 1), ("value", 2)]

    /// A browser API of library `Browser`: the JavaScript module a page names in `data-js` for it, and the
    /// functions the library calls, which the module exports and `TestBrowser` plays. The API marks its
    /// use with an import of module `calls` named after the file (``markers``), from which the page
    /// build writes `data-js`.
    package struct BrowserAPI {
        package let name: String
        package let module: String
        package let functions: [String]
    }

    package static let browserAPIs: [BrowserAPI] = [
        BrowserAPI(name: "fetch", module: "fetch.js", functions: ["vdomFetch"]),
        BrowserAPI(name: "Storage", module: "storage.js", functions: ["vdomStorageGet", "vdomStorageSet", "vdomStorageWatch"]),
        BrowserAPI(name: "Location", module: "location.js", functions: ["vdomLocationRead", "vdomLocationGo", "vdomLocationWatch"]),
    ]
    /// The imports that mark a browser API's use: `calls.fetch.js`, which `calls.js` gives every module
    /// `data-js` names, and which does nothing.
    package static var markers: [Function] { browserAPIs.map { `import`("calls", $0.module) } }

    /// The page's own globals the library calls, which no module defines.
    package static let browserGlobals = ["console.log", "console.info", "console.warn", "console.error", "history.back"]
}
