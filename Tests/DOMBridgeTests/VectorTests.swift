import Foundation
import XCTest
import VDOM
import VDOMFuzz
import VDOMTesting
@testable import DOMBridge

/// Keeps `Tests/Vectors` in step with the encoder and the test DOM. Each file holds a vector's frames:
/// the patches (for people), the bytes the bridge sends, and the DOM the test DOM shows after the frame,
/// in the snapshot format. The shim's tests (`Tests/JS`, and the browser) apply the bytes and must
/// arrive at the same DOM. `make vectors` rewrites the files after an intended change.
///
/// Besides the catalog's, the vectors the differential test found (`found-….json`, written by `make
/// fuzz-vector`) hold their case, which is rendered again here like a catalog vector's story.
final class VectorTests: XCTestCase {
    private static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Vectors")
    private static let updating = ProcessInfo.processInfo.environment["UPDATE_VECTORS"] != nil

    func testTheVectorFilesAreWhatTheEncoderAndTheTestDOMProduce() throws {
        var names: [String] = []
        for vector in VectorCatalog.all {
            let text = try Self.file(for: vector)
            try check(text, named: vector.name + ".json")
            names.append(vector.name + ".json")
        }
        let found = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasPrefix(FoundVectors.prefix) && $0.hasSuffix(".json") }.sorted()
        for name in found {
            let vector = try FoundVectors.read(file: String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8))
            XCTAssertEqual(vector.name + ".json", name, "\(name) names itself \(vector.name)")
            if let failure = CaseRendering(vector.fuzzCase, recording: false).failure {
                XCTFail("\(name): its case still fails in Swift: \(failure)")
            }
            try check(FoundVectors.text(vector.fuzzCase, name: vector.name, about: vector.about), named: name)
            names.append(name)
        }
        try check(FoundVectors.index(names), named: "index.json")
    }

    func testTheVectorsUseEveryOperationAndValueType() {
        var kinds = Set<String>()
        for vector in VectorCatalog.all {
            for frame in vector.frames {
                for patch in frame { kinds.insert(Self.kind(of: patch)) }
            }
        }
        XCTAssertEqual(kinds.sorted(), [
            "addListener", "callMethod", "clear", "copyTemplate", "createComment", "createElement", "createElement in a namespace",
            "createText", "defineTemplate", "insert", "move", "remove", "removeAttribute", "removeAttribute in a namespace",
            "removeListener", "removeProperty", "removeStyle", "replace", "setAttribute",
            "setAttribute in a namespace", "setClass", "setInnerHTML", "setProperty bool", "setProperty number",
            "setProperty string", "setStyle", "setText",
        ])
    }

    /// Each opcode of the format's table (`Opcode`) reaches the shim's tests through some vector.
    func testTheVectorsUseEveryOpcode() {
        var used = Set<Opcode>()
        for vector in VectorCatalog.all {
            var encoder = FrameEncoder()
            var templateSizes: [Int] = []
            for (index, patches) in vector.frames.enumerated() {
                let released = index < vector.released.count ? vector.released[index] : []
                let words = encoder.encode(patches, released: released).words
                var i = FrameHeader.wordCount
                while i < FrameHeader.wordCount + Int(words[2]) {
                    let opcode = Opcode(rawValue: words[i])!
                    used.insert(opcode)
                    var count = opcode.operands.count
                    if opcode == .defineTemplate { templateSizes.append(Int(words[i + 3])) }
                    if opcode == .copyTemplate { count += templateSizes[Int(words[i + 1]) - 1] }
                    i += 1 + count
                }
            }
        }
        XCTAssertEqual(Opcode.allCases.filter { !used.contains($0) }, [], "opcodes no vector uses")
    }

    private func check(_ text: String, named name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        if Self.updating {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let stored = try? String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(stored == text, "Tests/Vectors/\(name) is out of date: run `make vectors` and review the diff")
    }

    /// The vector as a file: one object per frame with its patches, bytes (base64), the ids it released
    /// (when there are any; the page must no longer hold their nodes) and resulting DOM.
    private static func file(for vector: Vector) throws -> String {
        var encoder = FrameEncoder()
        let dom = TestDOM()
        var frames: [RecordedFrame] = []
        for (index, patches) in vector.frames.enumerated() {
            let released = index < vector.released.count ? vector.released[index] : []
            let bytes = encoder.encode(patches, released: released).bytes
            do {
                try dom.apply(patches)
            } catch {
                XCTFail("\(vector.name): the test DOM refused a frame: \(error)")
            }
            frames.append(RecordedFrame(patches: patches, bytes: bytes, released: released, snapshot: dom.snapshotJSON()))
        }
        return VectorFile.text(name: vector.name, about: vector.about, frames: frames)
    }

    private static func kind(of patch: Patch) -> String {
        switch patch {
        case let .createElement(_, _, namespace): return namespace == .html ? "createElement" : "createElement in a namespace"
        case .createText: return "createText"
        case .createComment: return "createComment"
        case .insert: return "insert"
        case .move: return "move"
        case .remove: return "remove"
        case .replace: return "replace"
        case .clear: return "clear"
        case .setText: return "setText"
        case let .setAttribute(_, _, _, namespace): return namespace == nil ? "setAttribute" : "setAttribute in a namespace"
        case let .removeAttribute(_, _, namespace):
            return namespace == nil ? "removeAttribute" : "removeAttribute in a namespace"
        case .setClass: return "setClass"
        case .setProperty(_, _, .string): return "setProperty string"
        case .setProperty(_, _, .bool): return "setProperty bool"
        case .setProperty(_, _, .number): return "setProperty number"
        case .removeProperty: return "removeProperty"
        case .setStyle: return "setStyle"
        case .removeStyle: return "removeStyle"
        case .addListener: return "addListener"
        case .removeListener: return "removeListener"
        case .setInnerHTML: return "setInnerHTML"
        case .callMethod: return "callMethod"
        case .defineTemplate: return "defineTemplate"
        case .copyTemplate: return "copyTemplate"
        }
    }
}
