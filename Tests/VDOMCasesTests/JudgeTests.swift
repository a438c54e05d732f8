import JSON
import VDOMCases
import VDOMTesting
import XCTest

/// The judge must reject wrong answers, or the case files prove nothing.
final class JudgeTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue { try JSONValue.parse(Text(text)) }

    private func keyedCase(_ old: String, _ new: String, expect: String) throws -> Judge {
        Judge(testCase: try parse(#"{"id":"k","kind":"keyed-list","old":\#(old),"new":\#(new),"expect":\#(expect)}"#))
    }

    func testAKeyedListBecomesTwoRendersOfAList() throws {
        let judge = try keyedCase(#"["a",1]"#, ##"["#x"]"##, expect: "{}")
        XCTAssertEqual(judge.runnerInput, ##"{"id":"k","steps":[{"render":{"tag":"ul","children":[{"tag":"li","key":"a","children":[{"text":"a"}]},{"tag":"li","key":1,"children":[{"text":"1"}]}]}},{"render":{"tag":"ul","children":[{"tag":"li","children":[{"text":"#x"}]}]}}]}"##)
    }

    func testExpectedDispatchesBecomeStepsAfterTheCasesOwn() throws {
        let judge = Judge(testCase: try parse(#"{"id":"t","kind":"tree","steps":[{"note":"n"}],"expect":{"dispatch":[{"path":[0],"event":"click","calls":["a"]}]}}"#))
        XCTAssertEqual(judge.runnerInput, #"{"id":"t","steps":[{"note":"n"},{"dispatch":{"path":[0],"event":"click"}}]}"#)
    }

    func testACorrectKeyedAnswerPassesAtTheLowerBound() throws {
        let judge = try keyedCase("[1,2,3]", "[3,1,2]", expect: #"{"final":[3,1,2],"min_moves":1,"inserts":0,"removes":0}"#)
        let verdict = judge.judge(try parse(CaseRunner.answer(judge.runnerInput)))
        XCTAssertEqual(verdict.failures, [])
        XCTAssertEqual(verdict.minimalMoves, true)
    }

    func testWrongCountsFail() throws {
        let judge = try keyedCase("[1,2]", "[2,1]", expect: #"{"final":[2,1],"min_moves":1,"inserts":1}"#)
        let verdict = judge.judge(try parse(CaseRunner.answer(judge.runnerInput)))
        XCTAssertEqual(verdict.failures, ["created 0 children, expected 1"])
    }

    func testMovesAboveTheBoundAreNotMinimal() throws {
        let judge = try keyedCase("[1,2]", "[2,1]", expect: #"{"final":[2,1],"min_moves":0}"#)
        let verdict = judge.judge(try parse(CaseRunner.answer(judge.runnerInput)))
        XCTAssertEqual(verdict.failures, [])
        XCTAssertEqual(verdict.minimalMoves, false)
    }

    /// An answer whose second snapshot gives a surviving keyed row a new id.
    func testARecreatedKeyedNodeFails() throws {
        let judge = try keyedCase(#"["a"]"#, #"["a"]"#, expect: #"{"final":["a"]}"#)
        let li = #"{"id":ID,"tag":"li","ns":"http://www.w3.org/1999/xhtml","children":[{"id":9,"text":"a"}]}"#
        func dom(_ id: Int) -> String { #"[{"id":1,"tag":"ul","ns":"http://www.w3.org/1999/xhtml","children":["# + li.replacingOccurrences(of: "ID", with: "\(id)") + "]}]" }
        let answer = try parse(#"{"id":"k","steps":[{"ops":{},"dom":\#(dom(2))},{"ops":{},"dom":\#(dom(5))}]}"#)
        XCTAssertEqual(judge.judge(answer).failures, ["1 surviving keyed nodes were re-created (e.g. /i:0/k:a)"])
    }

    func testADuplicateKeyErrorPassesOnlyAtARenderWithDuplicates() throws {
        let judge = try keyedCase(#"["a","b"]"#, #"["a","a"]"#, expect: #"{"final":["a","a"],"policy":"error-or-exact"}"#)
        XCTAssertEqual(judge.judge(try parse(#"{"id":"k","error":"duplicate","step":1}"#)).failures, [])
        XCTAssertEqual(judge.judge(try parse(#"{"id":"k","error":"duplicate","step":0}"#)).failures,
                       ["error at step 0: duplicate"])
    }

    func testTreeChecksReportWhatDiffers() throws {
        let judge = Judge(testCase: try parse(#"""
            {"id":"t","kind":"tree","steps":[{"render":{"tag":"input","attrs":{"title":"x"},"style":{"color":"red"}}}],
             "expect":{"html":"<input title=\"y\">","checks":[{"path":[0],"prop":["value","z"]},{"path":[0],"attr":["title","y"]},
             {"path":[0],"style":["color","blue"]},{"path":[0],"style_priority":["color","important"]},{"path":[1],"ns":"x"},
             {"path":[0],"class_set":["a"]},{"path":[0],"no_attr":"title"}],"ops":{"set_attr":2},"child_nodes":1}}
            """#))
        let verdict = judge.judge(try parse(CaseRunner.answer(judge.runnerInput)))
        XCTAssertEqual(verdict.failures, [
            #"html <input style="color: red" title="x"></input> != expected <input title="y"></input>"#,
            #"prop value at [0]: "" != "z""#,
            "attr title at [0]: x != \"y\"",
            #"style color at [0]: "red" != "blue""#,
            #"style priority color at [0]: "" != "important""#,
            "no node at [1]",
            #"classes at [0]: [] != ["a"]"#,
            "attr title present at [0]",
            "root has 0 child nodes, expected 1",
            "ops set_attr: 1, expected 2",
        ])
    }

    func testADispatchThatCallsOtherHandlersFails() throws {
        let judge = Judge(testCase: try parse(#"""
            {"id":"t","kind":"tree","steps":[{"render":{"tag":"div","on":{"click":"outer"},"children":[{"tag":"b","on":{"click":"inner"}}]}}],
             "expect":{"dispatch":[{"path":[0,0],"event":"click","calls":["outer","inner"]}]}}
            """#))
        XCTAssertEqual(judge.judge(try parse(CaseRunner.answer(judge.runnerInput))).failures,
                       [#"dispatch "click" at [0,0] called ["inner","outer"], expected ["outer","inner"]"#])
    }

    func testNoOperationMeansNone() throws {
        let judge = Judge(testCase: try parse(#"""
            {"id":"t","kind":"tree","steps":[{"render":{"tag":"p","children":[{"text":"a"}]}},{"render":{"tag":"p","children":[{"text":"b"}]}}],
             "expect":{"ops":{}}}
            """#))
        XCTAssertEqual(judge.judge(try parse(CaseRunner.answer(judge.runnerInput))).failures,
                       ["expected no DOM operation, got {set_text: 1}"])
    }

    func testHTMLIsComparedAsTrees() throws {
        let a = NormalForm.of(HTMLTreeParser.parse(#"<div class="b a" style="margin:0;color: red" id=x>t<!--c--><br>u</div>"#))
        let b = NormalForm.of(HTMLTreeParser.parse(#"<DIV id="x" class="a b" style="color: red; margin: 0;">t<!--c--><br/>u</DIV>"#))
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.map { $0.description }.joined(),
                       #"<div class="a b" id="x" style="color: red; margin: 0">"t"<!--c--><br></br>"u"</div>"#)
        XCTAssertNotEqual(a, NormalForm.of(HTMLTreeParser.parse(#"<div class="a b" id="x">t<br>u</div>"#)))
    }

    func testCharacterReferencesAreDecoded() {
        XCTAssertEqual(HTMLSerializer.unescape("a &amp; b &lt;c&gt; &#65;&#x42; &bogus;"), "a & b <c> AB &bogus;")
    }
}
