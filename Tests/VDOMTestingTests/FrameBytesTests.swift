import Foundation
import VDOM
import VDOMTesting
import XCTest

/// Frames of bytes applied as the page's shim applies them: the shared vectors build the DOM they record,
/// and the shared cases of the frame check (which the shim's own tests run too) are refused at the same
/// byte with the same message, or applied to the same HTML.
final class FrameBytesTests: XCTestCase {
    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    func testTheVectorsBuildTheDOMTheyRecord() throws {
        let index = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.tests.appendingPathComponent("Vectors/index.json"))) as! [String]
        for name in index {
            let vector = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.tests.appendingPathComponent("Vectors/\(name)"))) as! [String: Any]
            let dom = TestDOM()
            for (position, frame) in (vector["frames"] as! [[String: Any]]).enumerated() {
                let bytes = [UInt8](Data(base64Encoded: frame["bytes"] as! String)!)
                XCTAssertNoThrow(try dom.apply(frame: bytes), "\(name), frame \(position)")
                let snapshot = try JSONSerialization.jsonObject(with: Data(dom.snapshotJSON().utf8)) as! NSArray
                XCTAssertEqual(snapshot, frame["dom"] as! NSArray, "\(name), frame \(position)")
                for id in frame["released"] as? [UInt32] ?? [] {
                    XCTAssertNil(dom.node(NodeID(id)), "\(name), frame \(position): released #\(id) is still named")
                }
            }
        }
    }

    func testTheChecksOfTheFrameAgreeWithTheShim() throws {
        let checks = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.tests.appendingPathComponent("Frames/validation.json"))) as! [[String: Any]]
        XCTAssertGreaterThan(checks.count, 20)
        for check in checks {
            let name = check["name"] as! String
            let dom = TestDOM()
            var names = 0
            let frames = (check["frames"] as! [[String: Any]]).map { spec in
                defer { names += (spec["names"] as? [String])?.count ?? 0 }
                return Self.encode(spec, firstName: names + 1)
            }
            for frame in frames.dropLast() { XCTAssertNoThrow(try dom.apply(frame: frame), name) }
            let before = dom.html
            do {
                try dom.apply(frame: frames.last!)
                XCTAssertNil(check["refused"], "\(name): the last frame was applied")
                XCTAssertEqual(dom.html, check["html"] as? String, name)
            } catch {
                let refused = check["refused"] as? [String: Any]
                XCTAssertEqual(error.offset, refused?["offset"] as? Int, name)
                XCTAssertEqual(error.problem, refused?["message"] as? String, name)
                XCTAssertEqual(dom.html, before, "\(name): the refused frame changed the DOM")
            }
        }
    }

    func testAFrameTheShimRefusesChangesNothingAndTheNextOneApplies() throws {
        let dom = TestDOM()
        // <p #1>hi #2</p>, then a frame that first sets the text, then names #9.
        try dom.apply(frame: Self.encode(["names": ["p"], "strings": ["hi"], "capacity": 4,
                                          "ops": [[1, 1, 1, 0], [2, 2, 1], [4, 2, 1, 0], [4, 1, 0, 0]]], firstName: 1))
        let refused = Self.encode(["strings": ["bye"], "capacity": 4, "ops": [[9, 2, 0], [9, 9, 0]]], firstName: 2)
        XCTAssertThrowsError(try dom.apply(frame: refused)) { error in
            XCTAssertEqual("\(error)", "malformed frame at byte 48: setText names node #9, outside 0..3")
        }
        XCTAssertEqual(dom.html, "<p>hi</p>")
        try dom.apply(frame: Self.encode(["strings": ["bye"], "capacity": 4, "ops": [[9, 2, 0]]], firstName: 2))
        XCTAssertEqual(dom.html, "<p>bye</p>")
    }

    /// A frame written as the shared cases write it (see `encodeFrame` in Tests/JS/suites.mjs).
    private static func encode(_ spec: [String: Any], firstName: Int) -> [UInt8] {
        let names = spec["names"] as? [String] ?? [], strings = spec["strings"] as? [String] ?? []
        let all = names + strings
        let text = (spec["text"] as? [Int])?.map(UInt8.init) ?? Array(all.joined().utf8)
        let lengths = spec["lengths"] as? [Int] ?? all.map { $0.utf16.count }
        let operations = (spec["ops"] as! [[Int]]).flatMap { $0 }
        var words = [0x3146_4456, 0, operations.count, firstName, names.count, lengths.count, text.count, spec["capacity"] as! Int]
        words += operations + names.indices + lengths
        words[1] = 4 * words.count + text.count
        var bytes: [UInt8] = []
        for word in words {
            for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: UInt32(word) >> UInt32(shift))) }
        }
        return bytes + text
    }
}
