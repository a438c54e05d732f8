import Foundation
import XCTest
@testable import DOMBridge
@testable import JavaScript
import VDOM

/// `PageContract` (`Sources/VDOM/Patch/PageContract.swift`) declares what crosses between a module and
/// the page besides frames. These tests hold every copy to it: the Swift and C exports and imports, the
/// Swift types that use its numbers, `calls.js`, the browser APIs' modules and their double, the page
/// build's list of them and the documents. A failure names the place and the entry that disagree.
final class PageContractTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func source(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The files of `folder` whose names end with `suffix`, as (path, text), sorted by path.
    private static func sources(in folder: String, ending suffix: String) throws -> [(path: String, text: String)] {
        let url = root.appendingPathComponent(folder)
        let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return try found.filter { $0.path.hasSuffix(suffix) }.map { file in
            (String(file.path.dropFirst(root.path.count + 1)), try String(contentsOf: file, encoding: .utf8))
        }.sorted { $0.path < $1.path }
    }

    /// Every match of `pattern` in `text`, as its capture groups.
    private static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let regex = try Regex(pattern)
        return text.matches(of: regex).map { match in
            (1..<match.output.count).map { match.output[$0].substring.map(String.init) ?? "" }
        }
    }

    /// The names of the parameters in a Swift (`_ id: UInt32`) or C (`uint32_t id`) parameter list.
    private static func parameterNames(_ list: String) -> [String] {
        let trimmed = list.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed == "void" { return [] }
        return trimmed.split(separator: ",").map { parameter in
            let declared = parameter.split(separator: ":").first ?? parameter
            return String(declared.split(separator: " ").last ?? "")
        }
    }

    /// Compares what `place` declares with the table's `expected`, by name.
    private func assertSame(_ declared: [PageContract.Function], _ expected: [PageContract.Function], _ place: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        for function in expected {
            let match = declared.first { $0.module == function.module && $0.name == function.name }
            guard let match else {
                XCTFail("\(place): nothing declares \(function), which PageContract lists", file: file, line: line)
                continue
            }
            XCTAssertEqual(match.parameters.count, function.parameters.count,
                           "\(place): \(match.name) takes \(match.parameters.count) parameters, PageContract gives \(function)", file: file, line: line)
            XCTAssertEqual(match.answers, function.answers,
                           "\(place): \(match.name) \(match.answers ? "answers" : "answers nothing"), PageContract gives \(function)", file: file, line: line)
        }
        for function in declared where !expected.contains(where: { $0.module == function.module && $0.name == function.name }) {
            XCTFail("\(place): \(function) is not in PageContract", file: file, line: line)
        }
    }

    func testTheModuleExportsAndImportsWhatTheTableSays() throws {
        var exports: [PageContract.Function] = [], imports: [PageContract.Function] = []
        for (_, text) in try Self.sources(in: "Sources", ending: ".swift") {
            for match in try Self.matches(#"@_expose\(wasm, "([^"]+)"\)[^\n]*\n(?:@[^\n]*\n)*func \w+\(([^)]*)\)( ->)?"#, in: text) {
                exports.append(.init(module: nil, name: match[0], parameters: Self.parameterNames(match[1]),
                                     answers: !match[2].isEmpty))
            }
            for match in try Self.matches(#"@_extern\(wasm, module: "([^"]+)", name: "([^"]+)"\)\n(?:@[^\n]*\n)*(?:private )?func \w+\(([^)]*)\)( ->)?"#, in: text) {
                imports.append(.init(module: match[0], name: match[1], parameters: Self.parameterNames(match[2]),
                                     answers: !match[3].isEmpty))
            }
        }
        for (_, text) in try Self.sources(in: "Sources/WasmRuntime", ending: ".c") {
            for match in try Self.matches(#"import_module\("([^"]+)"\), import_name\("([^"]+)"\)\)\)\nextern (\w+) \w+\(([^)]*)\)"#, in: text) {
                imports.append(.init(module: match[0], name: match[1], parameters: Self.parameterNames(match[3]), answers: match[2] != "void"))
            }
            for match in try Self.matches(#"export_name\("([^"]+)"\)\)\)\n(\w+) \w+\(([^)]*)\)"#, in: text) {
                exports.append(.init(module: nil, name: match[0], parameters: Self.parameterNames(match[2]),
                                     answers: match[1] != "void"))
            }
        }
        assertSame(exports, PageContract.exports, "Sources (@_expose, export_name)")
        assertSame(imports, PageContract.imports + PageContract.markers, "Sources (@_extern, import_name)")
    }

    func testTheSwiftTypesUseTheTablesNumbers() {
        let flags: [String: DispatchResult] = ["handled": .handled, "preventDefault": .preventDefault,
                                               "stopPropagation": .stopPropagation, "keepValue": .keepValue]
        XCTAssertEqual(flags.count, PageContract.dispatchAnswer.count, "DispatchResult has a flag PageContract.dispatchAnswer lacks")
        for (name, bit, _) in PageContract.dispatchAnswer {
            XCTAssertEqual(flags[name]?.rawValue, bit, "EventSnapshot.swift: DispatchResult.\(name) is not \(bit)")
        }
        for (name, kind, _) in PageContract.reportKinds {
            XCTAssertEqual(Report.Kind(rawValue: kind).map { "\($0)" }, name, "Report.swift: Report.Kind \(kind) is not \(name)")
        }
        XCTAssertNil(Report.Kind(rawValue: UInt32(PageContract.reportKinds.count + 1)), "Report.swift: a kind PageContract.reportKinds lacks")
        XCTAssertEqual(EventSnapshot.headerByteCount, PageContract.Snapshot.headerByteCount, "EventSnapshot.swift: the header's length")
        XCTAssertEqual(PageContract.Snapshot.words.count * 4, PageContract.Snapshot.headerByteCount, "the snapshot's words fill its header")
        let modifiers: [String: DOMEvent.Modifiers] = ["shift": .shift, "control": .control, "alt": .alt, "meta": .meta]
        for (name, bit) in PageContract.Snapshot.modifiers {
            XCTAssertEqual(modifiers[name].map { UInt32($0.rawValue) }, bit, "DOMEvent.swift: Modifiers.\(name) is not \(bit)")
        }
        for (name, bit) in PageContract.Snapshot.states {
            let event = DOMEvent("input", utf8Value: nil, checked: nil, utf8Key: nil, flags: bit)
            let states = ["composing": event.isComposing]
            XCTAssertEqual(states.filter(\.value).map(\.key), [name], "DOMEvent.swift: the state bit \(bit) is not \(name) alone")
        }
        let validity: [String: DOMEvent.Validity] = [
            "valueMissing": .valueMissing, "typeMismatch": .typeMismatch, "patternMismatch": .patternMismatch, "tooLong": .tooLong,
            "tooShort": .tooShort, "rangeUnderflow": .rangeUnderflow, "rangeOverflow": .rangeOverflow, "stepMismatch": .stepMismatch,
            "badInput": .badInput, "customError": .customError, "valid": .valid,
        ]
        XCTAssertEqual(validity.count, PageContract.Snapshot.validity.count, "DOMEvent.Validity has a flag PageContract.Snapshot.validity lacks")
        for (name, bit) in PageContract.Snapshot.validity {
            XCTAssertEqual(validity[name]?.rawValue, bit, "DOMEvent.swift: Validity.\(name) is not \(bit)")
            let event = DOMEvent("input", utf8Value: nil, checked: nil, utf8Key: nil, flags: 0, validity: bit)
            XCTAssertEqual(event.validity, validity[name], "EventSnapshot: the validity bit \(bit) is not \(name)")
        }
        // The page enumerates the flags, so each is the next bit down, in the order ValidityState declares them.
        let count = PageContract.Snapshot.validity.count
        XCTAssertEqual(PageContract.Snapshot.validity.map(\.bit), (0..<count).map { UInt32(1) << UInt32(count - 1 - $0) },
                       "PageContract.Snapshot.validity: the flags in order, the last in bit 0")
        for name in PageContract.controlledProperties {
            XCTAssertTrue(PropertyTable.isControlled(name), "PropertyValue.swift: \(name) is not controlled")
        }
        for name in ["valueAsNumber", "open", "textContent", "Value"] {
            XCTAssertFalse(PropertyTable.isControlled(name), "PropertyValue.swift: \(name) is controlled, PageContract does not list it")
        }
        for (name, tag) in PageContract.valueTags {
            XCTAssertEqual(JSValueCoding.Tag(rawValue: tag).map { "\($0)" }, name, "JSValueCoding.swift: tag \(tag) is not \(name)")
        }
        for (name, tag) in PageContract.answerTags {
            XCTAssertEqual(JSValueCoding.Status(rawValue: tag).map { "\($0)" }, name, "JSValueCoding.swift: status \(tag) is not \(name)")
        }
    }

    /// The library calls, and the test double plays, exactly the functions of the table's APIs; each
    /// API's module exports them; the page build reads the markers that name the modules.
    func testTheBrowserAPIsAgreeEverywhere() throws {
        let functions = PageContract.browserAPIs.flatMap(\.functions)
        var called = Set<String>()
        for (_, text) in try Self.sources(in: "Sources/Browser", ending: ".swift") where !text.contains("public final class TestBrowser") {
            // JSFunction("vdomFetch"), and the console's write("console.warn", …).
            for match in try Self.matches(#""((?:vdom|console\.|history\.)[\w.]+)""#, in: text) { called.insert(match[0]) }
        }
        XCTAssertEqual(called.sorted(), (functions + PageContract.browserGlobals).sorted(), "Sources/Browser: the functions JSFunction calls")
        let double = try Self.source("Sources/Browser/TestBrowser.swift")
        // A synchronous function is defined; an asynchronous one is answered through its calls.
        var played = Set(try Self.matches(#"JSDoubles\.(?:define|calls)\("([^"]+)"\)"#, in: double).map { $0[0] })
        for level in ["log", "info", "warn", "error"] where double.contains(#"JSDoubles.define("console.\(level)")"#) {
            played.insert("console.\(level)")
        }
        for function in functions + PageContract.browserGlobals where !played.contains(function) {
            XCTFail("Sources/Browser/TestBrowser.swift: TestBrowser does not play \(function)")
        }
        // The page build writes data-js from the markers: imports of module calls named after the file.
        let build = try Self.source("scripts/build-page.py")
        XCTAssertTrue(build.contains(#"module_name == "calls" and name.endswith(".js")"#),
                      "scripts/build-page.py: page_scripts does not read the markers \(PageContract.markers.map(\.description))")
        for api in PageContract.browserAPIs {
            let module = try Self.source("web/js/\(api.module)")
            let exported = try Self.matches(#"export (?:async )?(?:function|const) (vdom\w+)"#, in: module).map { $0[0] }
            XCTAssertEqual(exported.sorted(), api.functions.sorted(), "web/js/\(api.module): the functions it exports for \(api.name)")
        }
    }

    /// The shim's modules (`web/shim/`), with the file each line is in, for messages.
    private static func shim() throws -> [(path: String, text: String)] { try sources(in: "web/shim", ending: ".js") }

    /// The strings of the JavaScript array literal `new Set([…])` or `[…]` that follows `start`.
    private static func stringList(after start: String, in text: String) throws -> [String]? {
        guard let range = text.range(of: start) else { return nil }
        let rest = text[range.upperBound...]
        guard let end = rest.firstIndex(of: "]") else { return nil }
        return try matches(#"'([^']*)'"#, in: String(rest[..<end])).map { $0[0] }
    }

    /// The shim gives every `vdom` import, calls the exports a page calls, answers and snapshots by the
    /// table's bits, raises only the table's report kinds (adoption's too) and keeps the table's name sets.
    func testTheShimFollowsTheTable() throws {
        let shim = try Self.shim()
        let all = shim.map(\.text).joined(separator: "\n")
        let calls = try Self.source("web/calls.js")
        var given: [PageContract.Function] = []
        for (_, text) in shim {
            guard let start = text.range(of: "const imports = {"),
                  let end = text.range(of: "\n  }\n", range: start.upperBound..<text.endIndex) else { continue }
            for match in try Self.matches(#"\n    (\w+)(?:\(|: \()([^)]*)\)"#, in: String(text[start.upperBound..<end.lowerBound])) {
                given.append(.init(module: "vdom", name: match[0], parameters: Self.parameterNames(match[1]),
                                   answers: PageContract.imports.first { $0.module == "vdom" && $0.name == match[0] }?.answers ?? false))
            }
        }
        assertSame(given, PageContract.imports.filter { $0.module == "vdom" }, "web/shim (the imports object)")
        // The runtime's two exports are for measuring tools, not pages.
        for function in PageContract.exports where !["vdom_heap_size", "vdom_stack_used"].contains(function.name) {
            XCTAssertTrue(all.contains("'\(function.name)'") || all.contains(".\(function.name)(") || calls.contains("'\(function.name)'"),
                          "web/shim, web/calls.js: nothing calls the export \(function.name)")
        }
        for (name, bit, _) in PageContract.dispatchAnswer where bit != 1 {
            XCTAssertTrue(all.contains("flags & \(bit)"), "web/shim: the dispatch answer's bit \(bit) (\(name)) is not read")
        }
        let raised = Set(try Self.matches(#"report\((\d+),"#, in: all).map { UInt32($0[0])! })
        XCTAssertEqual(raised.sorted(), [2, 3, 5], "web/shim: the report kinds the page raises")
        // Adoption of a pre-rendered page (web/adopt.js) raises its own, by named constants (a kind word may add
        // more above the kind): a mismatch, and an event made before the module that it could not hand over.
        let adopt = try Self.source("web/adopt.js")
        let constants = Dictionary(try Self.matches(#"(?m)^const (\w+) = (\d+)$"#, in: adopt).map { ($0[0], $0[1]) }) { first, _ in first }
        let adopting = Set(try Self.matches(#"raise\((\w+)[ ,]"#, in: adopt).compactMap { constants[$0[0]].flatMap { UInt32($0) } })
        XCTAssertEqual(adopting.sorted(), [4, 6], "web/adopt.js: the report kinds adoption raises")
        for kind in raised.union(adopting) where !PageContract.reportKinds.contains(where: { $0.kind == kind }) {
            XCTFail("web/shim, web/adopt.js: report kind \(kind) is not in PageContract.reportKinds")
        }
        XCTAssertTrue(all.contains("const capacity = \(PageContract.Snapshot.headerByteCount) +"), "web/shim: the snapshot's header is not \(PageContract.Snapshot.headerByteCount) bytes")
        XCTAssertTrue(all.contains("new Uint32Array(memory.buffer, pointer, \(PageContract.Snapshot.words.count))"),
                      "web/shim: the snapshot's header is not \(PageContract.Snapshot.words.count) words")
        let present = "(value !== null) | ((checked !== null) << 1) | (multiple << 2)"
        XCTAssertEqual(PageContract.Snapshot.present.map(\.bit), [1, 2, 4], "PageContract.Snapshot.present is what web/shim writes: \(present)")
        XCTAssertTrue(all.contains(present), "web/shim: the snapshot's present bits are not \(PageContract.Snapshot.present)")
        let modifiers = "domEvent.shiftKey | (domEvent.ctrlKey << 1) | (domEvent.altKey << 2) | (domEvent.metaKey << 3)"
        XCTAssertEqual(PageContract.Snapshot.modifiers.map(\.bit), [1, 2, 4, 8], "PageContract.Snapshot.modifiers is what web/shim writes: \(modifiers)")
        XCTAssertTrue(all.contains(modifiers), "web/shim: the snapshot's modifier bits are not \(PageContract.Snapshot.modifiers)")
        let states = "(domEvent.isComposing << 4),\n"
        XCTAssertEqual(PageContract.Snapshot.states.map(\.bit), [16], "PageContract.Snapshot.states is what web/shim writes: \(states)")
        XCTAssertTrue(all.contains(states), "web/shim: the snapshot's state bits are not \(PageContract.Snapshot.states)")
        // The texts, in the order of their lengths' words, which follow the modifiers; then the validity word.
        let texts: [String: String] = ["value": "value", "key": "domEvent.key", "inputType": "domEvent.inputType", "detail": "app.detail?.(domEvent)"]
        let written = "const texts = [\(PageContract.Snapshot.texts.map { texts[$0] ?? $0 }.joined(separator: ", "))]"
        XCTAssertTrue(all.contains(written), "web/shim: the snapshot's texts are not \(PageContract.Snapshot.texts): \(written)")
        XCTAssertEqual(Array(PageContract.Snapshot.words[3...]), PageContract.Snapshot.texts.map { "\($0)ByteCount" } + ["validity"],
                       "PageContract.Snapshot.words: the texts' lengths, then the validity")
        XCTAssertTrue(all.contains("(domEvent.isComposing << 4),\n      ...texts.map(put),\n      validity,\n    ])"),
                      "web/shim: the header's words after the modifiers are not the texts' lengths, then the validity")
        XCTAssertTrue(all.contains("for (const name in target.validity) validity += validity + target.validity[name]"),
                      "web/shim: the validity word is not the flags ValidityState enumerates, the last in bit 0")
        XCTAssertEqual(try Self.stringList(after: "const CONTROLLED = new Set(", in: all), PageContract.controlledProperties, "web/shim/controlled.js: CONTROLLED")
        XCTAssertEqual(try Self.stringList(after: "const URL_NAMES = new Set(", in: all), PageContract.urlNames, "web/shim/values.js: URL_NAMES")
        XCTAssertEqual(try Self.stringList(after: "const SCRIPT_URL = RegExp(`(^|;)(${", in: all), PageContract.scriptSchemes, "web/shim/values.js: SCRIPT_URL")
        XCTAssertTrue(all.contains("const INERT_URL = '\(PageContract.inertURL)'"), "web/shim/values.js: INERT_URL is not \(PageContract.inertURL)")
    }

    /// `calls.js` gives the `calls` imports and encodes values with the table's tags.
    func testCallsJSFollowsTheTable() throws {
        let calls = try Self.source("web/calls.js")
        var declared: [PageContract.Function] = []
        for match in try Self.matches(#"\n    (\w+)\(([^)]*)\) \{"#, in: calls) where ["call", "take", "start", "cancel", "load", "member", "release"].contains(match[0]) {
            let answers = match[0] == "call" || match[0] == "member"
            declared.append(.init(module: "calls", name: match[0], parameters: Self.parameterNames(match[1]),
                                  answers: answers))
        }
        assertSame(declared, PageContract.imports.filter { $0.module == "calls" }, "web/calls.js")
        XCTAssertTrue(calls.contains("Object.fromEntries(urls.map((url) => [url, () => {}]))"),
                      "web/calls.js: the modules data-js names are not given as markers (\(PageContract.markers.map(\.description)))")
        for (name, tag) in PageContract.answerTags {
            XCTAssertTrue(calls.contains("const \(name.uppercased()) = \(tag)"), "web/calls.js: no const \(name.uppercased()) = \(tag)")
        }
        let written: [String: String] = ["null": "byte(0)", "false": "byte(v ? 2 : 1)", "true": "byte(v ? 2 : 1)", "number": "byte(3)",
                                         "string": "run(4,", "bytes": "run(5,", "list": "byte(6)", "object": "byte(8)",
                                         // An element only goes from Swift to the page, which reads it.
                                         "element": "if (tag === 7) return element("]
        for (name, _) in PageContract.valueTags {
            XCTAssertTrue(calls.contains(written[name] ?? "?"), "web/calls.js: encode writes \(name) otherwise than with its tag")
        }
    }

    /// `transitions.js` gives the `transitions` imports, dispatches the event the toolkit listens for, and
    /// is copied beside a page whose module imports them.
    func testTransitionsJSFollowsTheTable() throws {
        let transitions = try Self.source("web/transitions.js")
        var declared: [PageContract.Function] = []
        for match in try Self.matches(#"\n    (\w+)\(([^)]*)\) \{"#, in: transitions) {
            declared.append(.init(module: "transitions", name: match[0], parameters: Self.parameterNames(match[1]), answers: false))
        }
        assertSame(declared, PageContract.imports.filter { $0.module == "transitions" }, "web/transitions.js")
        XCTAssertTrue(transitions.contains("const END = '\(EventName.transitionEnd.name)'"),
                      "web/transitions.js: the end event is not \(EventName.transitionEnd.name)")
        XCTAssertTrue(try Self.source("scripts/build-page.py").contains(#"for name in ("calls", "transitions") if name in imported"#),
                      "scripts/build-page.py: transitions.js is not copied for a module that imports module transitions")
        XCTAssertTrue(try Self.source("web/shim/start.js").contains("name === 'calls' || name === 'transitions'"),
                      "web/shim/start.js: transitions.js is not loaded for a module that imports module transitions")
    }

    /// The documents name every function, bit and kind the table has.
    func testTheDocumentsNameEveryEntry() throws {
        let format = try Self.source("docs/patch-format.md"), javascript = try Self.source("docs/javascript.md")
        for function in PageContract.exports where !format.contains("`\(function.name)") && !javascript.contains("`\(function.name)") {
            XCTFail("docs/patch-format.md, docs/javascript.md: the export \(function.name) is not named")
        }
        for function in PageContract.imports {
            let doc = function.module == "calls" ? javascript : format
            XCTAssertTrue(doc.contains("`\(function.name)") || doc.contains("`\(function.module ?? "").\(function.name)"),
                          "docs: the import \(function) is not named")
        }
        // Read with line breaks as spaces: a phrase may be wrapped.
        let flowing = format.replacingOccurrences(of: "\n", with: " ")
        for (name, bit, words) in PageContract.dispatchAnswer {
            XCTAssertTrue(flowing.contains("\(bit) \(words)"), "docs/patch-format.md: the dispatch answer's bit \(bit) (\(name)) is not \"\(bit) \(words)\"")
        }
        for (name, kind, words) in PageContract.reportKinds {
            XCTAssertTrue(flowing.contains("\(kind) \(words)"), "docs/patch-format.md: report kind \(kind) (\(name)) is not \"\(kind) \(words)\"")
        }
        for (name, bit) in PageContract.Snapshot.present + PageContract.Snapshot.modifiers + PageContract.Snapshot.states
            + PageContract.Snapshot.validity {
            XCTAssertTrue(flowing.contains("\(bit) \(name)"), "docs/patch-format.md: the snapshot's bit \(bit) \(name) is not named")
        }
        for api in PageContract.browserAPIs {
            XCTAssertTrue(javascript.contains(api.module), "docs/javascript.md: \(api.name)'s module \(api.module) is not named")
        }
    }
}
