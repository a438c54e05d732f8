import VDOMCases
import XCTest

/// Bad input gets an error answer naming the problem, and never stops the runner.
final class RunnerErrorTests: XCTestCase {
    private func assertAnswer(_ line: String, _ expected: String, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertEqual(CaseRunner.answer(line), expected, file: file, line: number)
    }

    func testMalformedJSON() {
        assertAnswer("garbage", #"{"id":null,"error":"invalid JSON at byte 0: expected a value"}"#)
        assertAnswer(#"{"id":1,"steps":[}"#, #"{"id":null,"error":"invalid JSON at byte 17: expected a value"}"#)
        assertAnswer(#"{"id":1} x"#, #"{"id":null,"error":"invalid JSON at byte 9: expected the end of the text"}"#)
        assertAnswer(#"{"id":"a"#, #"{"id":null,"error":"invalid JSON at byte 8: expected '\"' to end the string"}"#)
        assertAnswer("\u{1}", #"{"id":null,"error":"invalid JSON at byte 0: expected a value"}"#)
    }

    func testNestingDeeperThanTheParserAccepts() {
        let line = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        assertAnswer(line, #"{"id":null,"error":"invalid JSON at byte 2000: expected at most 2000 levels of nesting"}"#)
    }

    func testLinesThatAreNotCases() {
        assertAnswer("[1]", #"{"id":null,"error":"a case is a JSON object, not an array"}"#)
        assertAnswer(#"{"steps":[]}"#, #"{"id":null,"error":"a case needs an \"id\""}"#)
        assertAnswer(#"{"id":"x"}"#, #"{"id":"x","error":"a case needs \"steps\", an array"}"#)
        assertAnswer(#"{"id":"x","steps":{}}"#, #"{"id":"x","error":"a case needs \"steps\", an array"}"#)
    }

    func testUnknownFields() {
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"p","colour":"red"}}]}"#,
                     #"{"id":1,"error":"unknown field \"colour\" in the vnode at [0]","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"p","children":[null,{"text":"a","key":1}]}}]}"#,
                     #"{"id":1,"error":"unknown field \"key\" in the text vnode at [0, 1]","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"p"}},{"dispatch":{"path":[0],"event":"click","x":1}}]}"#,
                     #"{"id":1,"error":"unknown field \"x\" in a \"dispatch\" step","step":1}"#)
        assertAnswer(#"{"id":1,"steps":[{"frobnicate":{}}]}"#, #"{"id":1,"error":"unknown step \"frobnicate\"","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":null,"note":"n"}]}"#,
                     #"{"id":1,"error":"a step has exactly one of \"render\", \"user\", \"dispatch\", \"note\"; this one has \"render\", \"note\"","step":0}"#)
    }

    func testWrongTypes() {
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"p","attrs":["a"]}}]}"#,
                     #"{"id":1,"error":"\"attrs\" at [0] is an array, not an object","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"p","class":{"a":1}}}]}"#,
                     #"{"id":1,"error":"class \"a\" at [0] is a number, not a boolean","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"p","on":{"click":1}}}]}"#,
                     #"{"id":1,"error":"handler for \"click\" at [0] is a number, not a string id","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"p","innerHTML":"x","children":[]}}]}"#,
                     #"{"id":1,"error":"the vnode at [0] has both \"innerHTML\" and \"children\"","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"p","children":{}}}]}"#,
                     #"{"id":1,"error":"\"children\" at [0] is an object, not an array","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":7}]}"#, #"{"id":1,"error":"the vnode at [0] is a number, not an object or null","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{}}]}"#,
                     #"{"id":1,"error":"the vnode at [0] has none of \"tag\", \"text\", \"comment\"","step":0}"#)
    }

    func testNamesTheToolkitRejects() {
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":""}}]}"#, #"{"id":1,"error":"invalid tag name \"\"","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"<p>"}}]}"#, #"{"id":1,"error":"invalid tag name \"<p>\"","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"div","attrs":{"a b":"1"}}}]}"#,
                     #"{"id":1,"error":"invalid attribute name \"a b\" on <div>","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"div","attrs":{"\"q":"1"}}}]}"#,
                     #"{"id":1,"error":"invalid attribute name \"\"q\" on <div>","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"div","on":{"cl ick":"h"}}}]}"#,
                     #"{"id":1,"error":"invalid event name \"cl ick\" on <div>","step":0}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"div","style":{"co lor":"red"}}}]}"#,
                     #"{"id":1,"error":"invalid style property \"co lor\" on <div>","step":0}"#)
    }

    func testCustomElementsAndEventsAreValid() {
        let answer = CaseRunner.answer(#"{"id":1,"steps":[{"render":{"tag":"x-card","on":{"x-open":"h"}}},{"dispatch":{"path":[0],"event":"x-open"}}]}"#)
        XCTAssertTrue(answer.hasSuffix(#"{"calls":["h"]}]}"#), answer)
    }

    func testPathsThatPointNowhere() {
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"p"}},{"dispatch":{"path":[3],"event":"click"}}]}"#,
                     #"{"id":1,"error":"path [3] points nowhere","step":1}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"p","innerHTML":"<b>x</b>"}},{"dispatch":{"path":[0,0],"event":"click"}}]}"#,
                     #"{"id":1,"error":"path [0, 0] points nowhere","step":1}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"p"}},{"dispatch":{"path":[],"event":"click"}}]}"#,
                     #"{"id":1,"error":"path [] points nowhere: a path starts at the container's children","step":1}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"p"}},{"dispatch":{"path":[-1],"event":"click"}}]}"#,
                     #"{"id":1,"error":"path [-1] holds -1, not a child index","step":1}"#)
        assertAnswer(#"{"id":1,"steps":[{"render":{"text":"t"}},{"user":{"path":[0],"prop":"value","value":"x"}}]}"#,
                     #"{"id":1,"error":"\"user\" needs an element; the node at that path is not one","step":1}"#)
    }

    func testDuplicateKeysEndTheCaseAtTheirRender() {
        assertAnswer(#"{"id":1,"steps":[{"render":{"tag":"ul"}},{"render":{"tag":"ul","children":[{"tag":"li","key":"a"},{"tag":"li","key":"a"}]}},{"note":"never reached"}]}"#,
                     #"{"id":1,"error":"duplicate key \"a\" among the children of <ul>: positions 0 and 1","step":1}"#)
    }

    func testTheNextCaseStillRunsAfterABadOne() {
        let lines = ["garbage", #"{"id":1,"steps":[{"render":{"tag":""}}]}"#, #"{"id":2,"steps":[{"note":"ok"}]}"#]
        XCTAssertEqual(lines.map(CaseRunner.answer).last, #"{"id":2,"steps":[{}]}"#)
    }

    func testNumbersBeyondAnyRangeDoNotStopTheRunner() {
        let answer = CaseRunner.answer(#"{"id":1,"steps":[{"render":{"tag":"input","props":{"value":1e300,"size":-1e400,"step":1.5}}}]}"#)
        XCTAssertTrue(answer.contains(#""props":{"checked":false,"disabled":false,"size":null,"step":1.5,"value":"1e+300"}"#), answer)
    }
}

extension RunnerErrorTests {
    /// The deepest input the parser accepts renders: 999 nested elements.
    func testTheDeepestAcceptedTreeRenders() {
        var vnode = #"{"tag":"b"}"#
        for _ in 0..<998 { vnode = #"{"tag":"i","children":["# + vnode + "]}" }
        let answer = CaseRunner.answer(#"{"id":1,"steps":[{"render":"# + vnode + "}]}")
        XCTAssertTrue(answer.hasPrefix(#"{"id":1,"steps":[{"ops":{"create_element":999,"insert":999},"#), String(answer.prefix(200)))
    }
}
