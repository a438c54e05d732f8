import Foundation
import XCTest
import VDOM
import VDOMTesting
@testable import DOMBridge

/// `Opcode` (`Sources/VDOM/Patch/Opcode.swift`) is the frame format's one table of operations: numbers,
/// names and operand kinds. The Swift code that checks frames reads it; these tests hold every other copy
/// to it (the page's shim, the format document, the encoder, the frame reader and the test DOM), and a
/// failure names the place and the opcode that disagree.
final class WireFormatTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func source(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `setStyle (17)`: how a message names an opcode.
    private static func describe(_ opcode: Opcode) -> String { "\(opcode) (\(opcode.rawValue))" }

    private static func letters(_ opcode: Opcode) -> String { String(opcode.operands.map { $0.rawValue }) }

    /// The shim's name for an opcode's constant: `setInnerHTML` is `SET_INNER_HTML`.
    private static func constantName(_ opcode: Opcode) -> String {
        var name = "", previous: Character = " "
        for character in "\(opcode)" {
            if character.isUppercase && previous.isLowercase { name += "_" }
            name += character.uppercased()
            previous = character
        }
        return name
    }

    /// Every match of `pattern` in `text`, as its capture groups.
    private static func matches(_ pattern: String, in text: some StringProtocol) throws -> [[String]] {
        let regex = try Regex(pattern).anchorsMatchLineEndings()
        return String(text).matches(of: regex).map { match in
            (1..<match.output.count).map { match.output[$0].substring.map(String.init) ?? "" }
        }
    }

    /// The text of the statement in `source` that starts with `start` and goes on while its lines end with
    /// a comma or an opening bracket.
    private static func statement(_ start: String, in source: String, _ place: String) throws -> Substring {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(start) }) else {
            throw Failure("\(place): no statement starts with `\(start)`")
        }
        var last = first
        while last + 1 < lines.count, let end = lines[last].trimmingCharacters(in: .whitespaces).last, end == "," || end == "[" {
            last += 1
        }
        return lines[first...last].joined(separator: "\n")[...]
    }

    private struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    func testOpcodesRunFromOneWithoutGaps() {
        // The shim keeps its tables by opcode, and the Swift readers index theirs the same way.
        XCTAssertEqual(Opcode.allCases.map { $0.rawValue }, Array(1...UInt32(Opcode.allCases.count)))
        XCTAssertEqual(Set(Opcode.Operand.allCases.map { $0.rawValue }).count, Opcode.Operand.allCases.count,
                       "each kind of operand has a letter of its own")
    }

    func testTheShimHasTheTable() throws {
        let place = "web/shim/format.js"
        let shim = try Self.source(place)

        let constants = try Self.matches(#"\b([A-Z][A-Z_]*) = (\d+)"#, in: Self.statement("export const CREATE_ELEMENT =", in: shim, place))
        var values: [String: UInt32] = [:]
        for constant in constants { values[constant[0]] = UInt32(constant[1]) }
        for opcode in Opcode.allCases {
            let name = Self.constantName(opcode)
            if let value = values.removeValue(forKey: name) {
                XCTAssertEqual(value, opcode.rawValue, "\(place): \(name) is \(value), opcode \(Self.describe(opcode)) is \(opcode.rawValue)")
            } else {
                XCTFail("\(place): no constant \(name) for opcode \(Self.describe(opcode))")
            }
        }
        for (name, value) in values.sorted(by: { $0.value < $1.value }) {
            XCTFail("\(place): the constant \(name) = \(value) names no opcode of Opcode.swift")
        }

        let operands = try Self.matches(#"'([^']*)'"#, in: Self.statement("export const OPERANDS =", in: shim, place)).map { $0[0] }
        let names = try Self.matches(#"'([^']*)'"#, in: Self.statement("export const OPCODE_NAMES =", in: shim, place)).map { $0[0] }
        for (table, values) in [("OPERANDS", operands), ("OPCODE_NAMES", names)] {
            XCTAssertEqual(values.count, Opcode.allCases.count + 1, "\(place): \(table) has \(values.count) entries, not one per opcode from 0")
            XCTAssertEqual(values.first, "", "\(place): \(table) gives opcode 0, which is none, an entry")
        }
        for opcode in Opcode.allCases {
            let index = Int(opcode.rawValue)
            let kinds = index < operands.count ? operands[index] : "nothing"
            XCTAssertEqual(kinds, Self.letters(opcode), "\(place): OPERANDS gives opcode \(Self.describe(opcode)) the operands \(kinds), Opcode.swift \(Self.letters(opcode))")
            let name = index < names.count ? names[index] : "nothing"
            XCTAssertEqual(name, opcode.name, "\(place): OPCODE_NAMES calls opcode \(Self.describe(opcode)) \(name), Opcode.swift \(opcode.name)")
        }

        let kindLetters = try Self.matches(#"^export const KIND_LETTERS = '([^']*)'"#, in: shim).first?.first ?? ""
        XCTAssertEqual(kindLetters.sorted(), Opcode.Operand.allCases.map { $0.rawValue }.sorted(),
                       "\(place): KIND_LETTERS has other kinds of operands than Opcode.Operand")

        let header = try Self.matches(#"^export const (MAGIC|HEADER_WORDS) = (\w+)"#, in: shim)
        XCTAssertEqual(header.map { $0[0] }, ["MAGIC", "HEADER_WORDS"], "\(place): MAGIC and HEADER_WORDS")
        XCTAssertEqual(header.first.flatMap { UInt32($0[1].dropFirst(2), radix: 16) }, FrameHeader.magic, "\(place): MAGIC")
        XCTAssertEqual(header.last.flatMap { Int($0[1]) }, FrameHeader.wordCount, "\(place): HEADER_WORDS")
    }

    func testTheShimNamesItsOpcodesByTheirConstants() throws {
        let folder = Self.root.appendingPathComponent("web/shim")
        let modules = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".js") }.sorted()
        XCTAssertFalse(modules.isEmpty, "web/shim: no modules")
        for module in modules {
            let lines = try Self.source("web/shim/\(module)").split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                for match in try Self.matches(#"\bcase (\d+):"#, in: line) {
                    let opcode = Opcode(rawValue: UInt32(match[0])!).map(Self.describe) ?? "no opcode"
                    XCTFail("web/shim/\(module), line \(index + 1): `case \(match[0]):` is \(opcode) by its number, not its constant")
                }
            }
        }
    }

    func testTheFormatDocumentHasTheTable() throws {
        let document = try Self.source("docs/patch-format.md")
        let place = "docs/patch-format.md"
        guard let partOne = document.range(of: "\n## 1. "), let partTwo = document.range(of: "\n## 2. "),
              let partThree = document.range(of: "\n## 3. ") else {
            return XCTFail("\(place): parts 1, 2 and 3 not found")
        }

        var rows: [UInt32: (name: String, kinds: String)] = [:]
        let pattern = #"^\| (\d+) \| `([A-Za-z]+)`[^|]*\|[^|]*\| `([A-Za-z]*)` \|$"#
        for row in try Self.matches(pattern, in: document[partTwo.upperBound..<partThree.lowerBound]) {
            rows[UInt32(row[0])!] = (row[1], row[2])
        }
        for opcode in Opcode.allCases {
            guard let row = rows.removeValue(forKey: opcode.rawValue) else {
                XCTFail("\(place), part 2: no row for opcode \(Self.describe(opcode))")
                continue
            }
            XCTAssertEqual(row.name, opcode.name, "\(place), part 2: opcode \(Self.describe(opcode)) is `\(row.name)`, Opcode.swift says \(opcode.name)")
            XCTAssertEqual(row.kinds, Self.letters(opcode), "\(place), part 2: opcode \(Self.describe(opcode)) has operands `\(row.kinds)`, Opcode.swift \(Self.letters(opcode))")
        }
        for number in rows.keys.sorted() { XCTFail("\(place), part 2: a row for opcode \(number), which Opcode.swift does not have") }

        let kinds = try Self.matches(#"^\| `([A-Za-z])` \|"#, in: document[partTwo.upperBound..<partThree.lowerBound]).map { $0[0] }
        XCTAssertEqual(kinds.sorted(), Opcode.Operand.allCases.map { String($0.rawValue) }.sorted(),
                       "\(place), part 2: the table of kinds has other kinds of operands than Opcode.Operand")

        // Part 1 describes the operations of a patch list, which are every operation but a frame's releases.
        let operations = Set(try Self.matches(#"^\| `([A-Za-z]+)` \|"#, in: document[partOne.upperBound..<partTwo.lowerBound]).map { $0[0] })
        let named = Set(Opcode.allCases.filter { $0 != .release }.map { $0.name })
        for name in named.subtracting(operations).sorted() { XCTFail("\(place), part 1: no row for the operation \(name)") }
        for name in operations.subtracting(named).sorted() { XCTFail("\(place), part 1: a row for \(name), which Opcode.swift does not have") }
    }

    /// Two frames with every operation: a tree with a template and a copy, then an update of each kind, a
    /// replacement, a removal and the releases of the nodes they took out.
    private static let xlink = "http://www.w3.org/1999/xlink"
    private static let frames: [(patches: [Patch], released: [NodeID])] = [
        ([
            .createElement(1, tag: "div", namespace: .html), .createElement(2, tag: "svg", namespace: .svg),
            .createText(3, "a"), .createComment(4, "c"),
            .insert(3, parent: 1, before: nil), .insert(4, parent: 1, before: nil), .insert(2, parent: 1, before: nil),
            .createElement(5, tag: "input", namespace: .html), .insert(5, parent: 1, before: nil),
            .createElement(6, tag: "ul", namespace: .html), .createElement(7, tag: "li", namespace: .html), .createText(8, "x"),
            .insert(8, parent: 7, before: nil), .insert(7, parent: 6, before: nil),
            .defineTemplate(1, root: 6, count: 3), .copyTemplate(1, ids: [9, 10, 0]),
            .insert(6, parent: 1, before: nil), .insert(9, parent: 1, before: nil), .insert(1, parent: .container, before: nil),
        ], []),
        ([
            .move(4, parent: 1, before: 3), .setText(3, "b"),
            .setAttribute(2, name: "xlink:href", value: "#a", namespace: xlink), .removeAttribute(2, name: "xlink:href", namespace: xlink),
            .setClass(1, "k"),
            .setProperty(5, name: "value", value: .string("v")), .setProperty(5, name: "checked", value: .bool(true)),
            .setProperty(5, name: "tabIndex", value: .number(-1.5)), .removeProperty(5, name: "value"),
            .setStyle(1, name: "color", value: "red", important: true), .removeStyle(1, name: "color"),
            .addListener(5, event: .input), .removeListener(5, event: .input),
            .createElement(11, tag: "p", namespace: .html), .replace(4, with: 11), .setInnerHTML(11, "<b>b</b>"),
            .remove(9), .clear(6), .callMethod(5, name: "focus"),
        ], [4, 9, 10]),
    ]

    func testTheEncoderWritesEachOperationWithTheOperandsOfTheTable() {
        var written = Set<Opcode>()
        let single = Self.frames.flatMap { frame in frame.patches.map { [$0] } }
        for (patches, released) in single.map({ ($0, [NodeID]()) }) + [([], [4])] {
            var encoder = FrameEncoder()
            let words = encoder.encode(patches, released: released).words
            let end = FrameHeader.wordCount + Int(words[2])
            guard let opcode = Opcode(rawValue: words[FrameHeader.wordCount]) else {
                XCTFail("FrameEncoder writes \(patches) with opcode \(words[FrameHeader.wordCount]), which Opcode.swift does not have")
                continue
            }
            written.insert(opcode)
            var expected = opcode.operands.count
            if case let .copyTemplate(_, ids) = patches.first { expected += ids.count }
            XCTAssertEqual(end - FrameHeader.wordCount - 1, expected,
                           "FrameEncoder writes opcode \(Self.describe(opcode)) with \(end - FrameHeader.wordCount - 1) operand words, Opcode.swift gives it \(Self.letters(opcode))")
        }
        XCTAssertEqual(written, Set(Opcode.allCases), "the frames use every opcode")
    }

    func testTheFrameReaderAndTheTestDOMReadEveryOperationBack() throws {
        var encoder = FrameEncoder()
        var reader = FrameReader()
        let dom = TestDOM()
        for (index, frame) in Self.frames.enumerated() {
            let bytes = encoder.encode(frame.patches, released: frame.released).bytes
            assertPatches(reader.read(bytes), frame.patches, "FrameReader, frame \(index + 1)")
            XCTAssertEqual(reader.released, frame.released, "FrameReader, frame \(index + 1)")
            let applied = try dom.apply(frame: bytes)
            assertPatches(applied.patches, frame.patches, "TestDOM.apply(frame:), frame \(index + 1)")
            XCTAssertEqual(applied.released, frame.released, "TestDOM.apply(frame:), frame \(index + 1)")
        }
        assertHTML(dom, #"<div class="k"><p><b>b</b></p>b<svg></svg><input><ul></ul></div>"#)
    }
}
