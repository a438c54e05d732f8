import DOMBridge
import Foundation
import VDOM
import VDOMTesting
import XCTest

/// Keeps `Tests/Adoption/vectors.json` in step with the test DOM's adoption. Each vector holds a page's
/// HTML, the first frame of the view that adopts it (its patches for people, its bytes as the bridge
/// sends them) and what adoption leaves: the container's HTML, the nodes made and the reports. The page's
/// adopter (`web/adopt.js`) applies the same bytes to the same HTML and must arrive at the same. `make
/// vectors` (`UPDATE_VECTORS=1`) rewrites the file after an intended change.
final class AdoptionVectorTests: XCTestCase {
    private static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Adoption/vectors.json")

    func testTheVectorsAreWhatTheTestDOMAdopts() throws {
        let text = try Self.text(of: AdoptionVectors.all)
        if ProcessInfo.processInfo.environment["UPDATE_VECTORS"] != nil {
            try FileManager.default.createDirectory(at: Self.file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: Self.file, atomically: true, encoding: .utf8)
            return
        }
        let stored = try? String(contentsOf: Self.file, encoding: .utf8)
        XCTAssertTrue(stored == text, "Tests/Adoption/vectors.json is out of date: run `make vectors` and review the diff")
    }

    /// Each difference the reports name has a vector, and the page that matches makes nothing.
    func testTheVectorsCoverEachDifference() throws {
        let records = try AdoptionVectors.all.map(Self.record)
        let reports = records.flatMap(\.reports)
        for words in ["expected text", "found nothing", "expected nothing", ", found <h2>", "found class=", "found no id", "…", "the mount point"] {
            XCTAssertTrue(reports.contains { $0.contains(words) }, "no vector reports \(words)")
        }
        XCTAssertEqual(records.filter { $0.reports.isEmpty }.map(\.name),
                       ["exact-match", "separators", "template-copies", "keyed-list", "form-state"])
    }

    private struct Record {
        let name: String, about: String, html: String, patches: [Patch], bytes: [UInt8], after: String, created: Int
        let reports: [String]
    }

    private static func record(_ vector: AdoptionVector) throws -> Record {
        let html = vector.edit(try StaticHTML.render(vector.view).html)
        let app = try TestApp(prerendered: StaticPage(html: html, reports: []), view: vector.view)
        var encoder = FrameEncoder()
        return Record(name: vector.name, about: vector.about, html: html, patches: app.frames[0],
                      bytes: encoder.encode(app.frames[0]).bytes, after: app.html, created: app.adoption?.created ?? -1,
                      reports: app.reports.filter { $0.kind == .hydrationMismatch }.map(\.description))
    }

    private static func text(of vectors: [AdoptionVector]) throws -> String {
        let entries = try vectors.map(record).map { record in
            """
                {
                  "name": \(JSON.string(record.name)),
                  "about": \(JSON.string(record.about)),
                  "html": \(JSON.string(record.html)),
                  "patches": [
            \(record.patches.map { "        " + JSON.string($0.description) }.joined(separator: ",\n"))
                  ],
                  "bytes": \(JSON.string(Data(record.bytes).base64EncodedString())),
                  "after": \(JSON.string(record.after)),
                  "created": \(record.created),
                  "reports": [\(record.reports.isEmpty ? "" : "\n" + record.reports.map { "        " + JSON.string($0) }.joined(separator: ",\n") + "\n      ")]
                }
            """
        }
        return """
        {
          "about": \(JSON.string(about)),
          "vectors": [
        \(entries.joined(separator: ",\n"))
          ]
        }

        """
    }

    private static let about = "Pages adopted by the first frame of their view (docs/patch-format.md, \"Adoption of a pre-rendered page\"). "
        + "Each vector: `html`, the container's inner HTML before (the view's static HTML, edited where the vector is about a "
        + "difference), which the container holds marked data-vdom-prerendered; `patches`, the first frame for people, and `bytes`, "
        + "the same frame in base64 as the bridge sends it to a page that holds no names yet; `after`, the container's inner HTML once "
        + "the frame is applied by adoption; `created`, the nodes adoption made that are in the page then (each element, text or "
        + "comment created, and a template's copy, count one); `reports`, the messages of kind 6 (a hydration mismatch), in order. "
        + "Written by Swift's test DOM (AdoptionVectorTests); the page's adopter (web/adopt.js) is held to them too."
}
