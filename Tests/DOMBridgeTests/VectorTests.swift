import Foundation
import XCTest
import VDOM
import VDOMTesting
@testable import DOMBridge

/// Keeps `Tests/Vectors` in step with the encoder and the test DOM. Each file holds a vector's frames:
/// the patches (for people), the bytes the bridge sends, and the DOM the test DOM shows after the frame,
/// in the snapshot format. The shim's tests (`Tests/JS`, and the browser) apply the bytes and must
/// arrive at the same DOM. `make vectors` rewrites the files after an intended change.
final class VectorTests: XCTestCase {
    private static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Vectors")
    private static let updating = ProcessInfo.processInfo.environment["UPDATE_VECTORS"] != nil

    func testTheVectorFilesAreWhatTheEncoderAndTheTestDOMProduce() throws {
        for vector in VectorCatalog.all {
            let text = try Self.file(for: vector)
            try check(text, named: vector.name + ".json")
        }
        let index = "[\n" + VectorCatalog.all.map { "  " + JSON.string($0.name + ".json") }.joined(separator: ",\n") + "\n]\n"
        try check(index, named: "index.json")
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
        var frames: [String] = []
        for (index, patches) in vector.frames.enumerated() {
            let released = index < vector.released.count ? vector.released[index] : []
            let bytes = encoder.encode(patches, released: released).bytes
            do {
                try dom.apply(patches)
            } catch {
                XCTFail("\(vector.name): the test DOM refused a frame: \(error)")
            }
            let lines = patches.map { "        " + JSON.string($0.description) }.joined(separator: ",\n")
            frames.append("""
                {
                  "patches": [
            \(lines)
                  ],
                  "bytes": \(JSON.string(Data(bytes).base64EncodedString())),
            \(released.isEmpty ? "" : "      \"released\": [\(released.map { "\($0.rawValue)" }.joined(separator: ", "))],\n")\
                  "dom": \(dom.snapshotJSON())
                }
            """)
        }
        return """
        {
          "name": \(JSON.string(vector.name)),
          "about": \(JSON.string(vector.about)),
          "frames": [
        \(frames.joined(separator: ",\n"))
          ]
        }

        """
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
