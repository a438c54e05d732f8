import Foundation
import JSON
import VDOMTesting
import XCTest
import VDOM
@testable import JavaScript

/// The shared vectors (`Tests/Calls/values.json`) that `web/calls.js` is checked against too: both sides
/// write each value as these bytes and read these bytes as the value.
final class SharedValueTests: XCTestCase {
    func testSwiftWritesAndReadsEveryVector() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Calls/values.json")
        let file = try JSONValue.parse(Array(Data(contentsOf: url)))
        guard case let .array(vectors)? = file["values"] else { return XCTFail("no values in \(url.path)") }
        XCTAssertGreaterThan(vectors.count, 10)
        for vector in vectors {
            guard case let .string(nameText)? = vector["name"], case let .string(hexText)? = vector["hex"], let json = vector["value"] else {
                return XCTFail("a vector without name, value or hex")
            }
            let name = String(nameText), hex = String(hexText)
            let value = try Self.value(json)
            let bytes = stride(from: 0, to: hex.count, by: 2).map { offset -> UInt8 in
                let start = hex.index(hex.startIndex, offsetBy: offset)
                return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
            }
            XCTAssertEqual(JSValueCoding.encode(value), bytes, name)
            XCTAssertEqual(bytes.withUnsafeBytes { JSValueCoding.decodeValue($0) }, value, name)
        }
    }

    /// The kinds that stand for what the other side holds: an element of the page's (id 1, the first an
    /// app makes) and an object handle.
    func testSwiftWritesAndReadsEveryHandleVector() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Calls/values.json")
        let file = try JSONValue.parse(Array(Data(contentsOf: url)))
        guard case let .array(vectors)? = file["handles"] else { return XCTFail("no handles in \(url.path)") }
        XCTAssertEqual(vectors.count, 3)
        let app = try TestApp { _ in }
        let element = app.document.createElement("canvas")
        XCTAssertEqual(element.id, 1)
        let object = JSObject(handle: 3)
        func value(_ json: JSONValue) -> JSValue? {
            if case let .array(items)? = json["list"] { return .list(items.compactMap(value)) }
            if json["element"] != nil { return .element(element) }
            if json["object"] != nil { return .object(object) }
            return nil
        }
        for vector in vectors {
            guard case let .string(name)? = vector["name"], case let .string(hex)? = vector["hex"], let value = value(vector) else {
                return XCTFail("a handle vector without name, hex or a value")
            }
            let encoded = JSValueCoding.encode(value)
            XCTAssertEqual(encoded.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined(), String(hex), String(name))
            // Read back: the element the doubles were given, itself, and a new handle of the same number.
            let decoded = try XCTUnwrap(encoded.withUnsafeBytes { JSValueCoding.decodeValue($0) }, String(name))
            XCTAssertEqual(Self.identity(decoded), Self.identity(value), String(name))
        }
    }

    /// What a handle value stands for: the element itself, or the number of an object's handle.
    private static func identity(_ value: JSValue) -> String {
        switch value {
        case let .element(element): return "element \(element.id.rawValue) \(ObjectIdentifier(element))"
        case let .object(object): return "object \(object.handle)"
        case let .list(items): return "[" + items.map(identity).joined(separator: ", ") + "]"
        default: return "\(value)"
        }
    }

    private static func value(_ json: JSONValue) throws -> JSValue {
        switch json {
        case .null: return .null
        case let .bool(flag): return .bool(flag)
        case let .number(number): return .number(number.double)
        case let .string(text): return .string(text)
        case let .array(array): return .list(try array.map(value))
        case .object:
            if case let .array(bytes)? = json["bytes"] { return .bytes(bytes.compactMap { if case let .number(n) = $0 { UInt8(n.int ?? 0) } else { nil } }) }
            if case let .string(special)? = json["number"] {
                switch special {
                case "-0": return .number(-0.0)
                case "Infinity": return .number(.infinity)
                case "-Infinity": return .number(-.infinity)
                default: break
                }
            }
        }
        throw NSError(domain: "SharedValueTests", code: 1, userInfo: [NSLocalizedDescriptionKey: "unreadable vector value \(json)"])
    }
}
