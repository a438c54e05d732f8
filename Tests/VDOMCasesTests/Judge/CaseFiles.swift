import Foundation
import JSON
import VDOMCases
import XCTest

/// The case files under `Tests/Cases`, read with the runner's own JSON parser.
enum CaseFiles {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Cases")

    /// The `.jsonl` files directly in `directory` (or a subdirectory), sorted by name.
    static func names(in subdirectory: String? = nil) throws -> [String] {
        let folder = subdirectory.map { directory.appendingPathComponent($0) } ?? directory
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".jsonl") }.sorted()
    }

    /// The cases of one file: JSON lines, or one object with a `cases` array.
    static func load(_ name: String) throws -> [JSONValue] {
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        if text.drop(while: { $0.isWhitespace }).first == "{", let whole = try? JSONValue.parse(Text(text), maxDepth: 2_000),
           case let .array(cases)? = whole["cases"] {
            return cases
        }
        return try text.split(whereSeparator: { $0 == "\n" }).filter { !$0.allSatisfy({ $0.isWhitespace }) }
            .map { try JSONValue.parse(Text(String($0)), maxDepth: 2_000) }
    }

    /// Runs one case through the runner in-process and judges the answer.
    static func run(_ testCase: JSONValue) throws -> Judge.Verdict {
        let judge = Judge(testCase: testCase)
        let answer = try JSONValue.parse(Text(CaseRunner.answer(judge.runnerInput)), maxDepth: 2_000)
        var verdict = judge.judge(answer)
        if answer["id"] != testCase["id"] {
            verdict.failures.append("answered for id \(answer["id"]?.jsonText ?? "none")")
        }
        return verdict
    }

    /// Runs every case of a file; each failing case fails the test with its id and reasons.
    @discardableResult
    static func assertAllPass(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let cases = try load(name)
        XCTAssertFalse(cases.isEmpty, "\(name) holds no case", file: file, line: line)
        for testCase in cases {
            let verdict = try run(testCase)
            let id = Judge(testCase: testCase).id
            if !verdict.failures.isEmpty {
                XCTFail("\(name) case \(id): \(verdict.failures.joined(separator: "; "))", file: file, line: line)
            }
            if verdict.minimalMoves == false {
                XCTFail("\(name) case \(id): moves above the lower bound", file: file, line: line)
            }
        }
        return cases.count
    }
}
