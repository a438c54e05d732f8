import Foundation
import JavaScript
import VDOM
import XCTest
@testable import DOMBridge

/// The shared event snapshots (`Tests/Frames/snapshots.json`), which `Tests/JS/run-snapshots.mjs` checks the
/// page writes: each one's bytes read as the `DOMEvent` the case gives, field by field.
final class SnapshotVectorTests: XCTestCase {
    /// JSON as the file holds it.
    private enum Plain: Decodable, Equatable {
        case null, bool(Bool), number(Double), string(String), array([Plain]), object([String: Plain])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let flag = try? container.decode(Bool.self) { self = .bool(flag) }
            else if let number = try? container.decode(Double.self) { self = .number(number) }
            else if let string = try? container.decode(String.self) { self = .string(string) }
            else if let array = try? container.decode([Plain].self) { self = .array(array) }
            else { self = .object(try container.decode([String: Plain].self)) }
        }

        subscript(key: String) -> Plain? {
            if case let .object(object) = self { return object[key] }
            return nil
        }

        /// A value in the notation of `Tests/Calls/values.json` (null, booleans, numbers, strings and arrays).
        var value: JSValue? {
            switch self {
            case .null: return .null
            case let .bool(flag): return .bool(flag)
            case let .number(number): return .number(number)
            case let .string(string): return JSValue(string)
            case let .array(array):
                let elements = array.compactMap(\.value)
                return elements.count == array.count ? .list(elements) : nil
            case .object: return nil
            }
        }
    }

    private static func text(_ text: Text?) -> Plain { text.map { .string(String($0)) } ?? .null }

    func testEveryCaseReadsAsItsFields() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Frames/snapshots.json")
        guard case let .array(cases)? = try JSONDecoder().decode(Plain.self, from: Data(contentsOf: url))["cases"] else {
            return XCTFail("no cases in \(url.path)")
        }
        XCTAssertGreaterThanOrEqual(cases.count, 16)
        for vector in cases {
            guard case let .string(name)? = vector["name"], case let .string(type)? = vector["event"]?["type"],
                  case let .string(hex)? = vector["hex"], case let .object(fields)? = vector["fields"] else {
                XCTFail("a case without name, event type, hex or fields")
                continue
            }
            let digits = Array(hex.utf8)
            // Room after the snapshot, as the page's buffer has, is not read.
            let bytes = stride(from: 0, to: digits.count, by: 2).map {
                UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)!
            } + [0xEE, 0xEE, 0xEE]
            guard bytes.withUnsafeBytes(EventSnapshot.fits) else {
                XCTFail("\(name): the lengths run past the snapshot")
                continue
            }
            let event = bytes.withUnsafeBytes { EventSnapshot.read(EventName(type), from: $0) }
            let modifiers: [(String, DOMEvent.Modifiers)] = [("shift", .shift), ("control", .control), ("alt", .alt), ("meta", .meta)]
            let read: [String: Plain] = [
                "value": Self.text(event.value),
                "checked": event.checked.map(Plain.bool) ?? .null,
                "key": Self.text(event.key),
                "modifiers": .array(modifiers.filter { event.modifiers.contains($0.1) }.map { .string($0.0) }),
                "isComposing": .bool(event.isComposing),
                "inputType": Self.text(event.inputType?.name),
                "validity": .array(PageContract.Snapshot.validity.filter { event.validity.rawValue & $0.bit != 0 }.map { .string($0.name) }),
                "selectedPositions": event.selectedPositions.map { .array($0.map { .number(Double($0)) }) } ?? .null,
            ]
            XCTAssertEqual(Set(fields.keys).subtracting(["detail"]), Set(read.keys), "\(name): the fields")
            for (field, expected) in fields where field != "detail" {
                XCTAssertEqual(read[field], expected, "\(name): \(field)")
            }
            // A detail of JavaScript's null is one; a case without one has none.
            XCTAssertEqual(event.detail, fields["detail"].map { $0.value ?? "unreadable in the file" }, "\(name): detail")
            XCTAssertEqual(event.name, EventName(type), name)
        }
    }
}
