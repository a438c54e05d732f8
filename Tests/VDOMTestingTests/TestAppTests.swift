import DOMBridge
import JavaScript
import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Counter {
    @Observed var count = 0
}

private final class Form {
    @Observed var name = ""
    @Observed var agreed = false
    @Observed var size = "m"
    @Observed var log: [String] = []
}

private final class Rows {
    @Observed var keys = [1, 2, 3]
}

private final class Task {
    let id: Int
    @Observed var title: String
    @Observed var done = false
    init(_ id: Int, _ title: String) {
        self.id = id
        self.title = title
    }
}

private let taskTemplate = Template<Task> { task in
    li {
        button { "done" }.on(.click, task.action { $0.done.toggle() })
        task.text { $0.title }
    }
    .class(task.value { $0.done ? "done" : "" })
}

/// The harness, driven as a user drives a page.
final class TestAppTests: XCTestCase {
    private func counterApp(_ counter: Counter) throws -> TestApp {
        try TestApp {
            div {
                button { "+" }.id("increment").on(.click) { counter.count += 1 }
                output { "\(counter.count)" }
            }
        }
    }

    func testTheFirstFrameIsAppliedAtOnce() throws {
        let app = try counterApp(Counter())
        XCTAssertEqual(app.html, #"<div><button id="increment">+</button><output>0</output></div>"#)
        XCTAssertEqual(app.frames.count, 1)
        XCTAssertEqual(app.lastFrame.first, .createElement(1, tag: "div", namespace: .html))
    }

    func testAClickUpdatesTheDOMBeforeItReturns() throws {
        let counter = Counter()
        let app = try counterApp(counter)
        try app.click("#increment")
        XCTAssertEqual(try app.element("output").textContent, "1")
        XCTAssertEqual(app.lastFrame, [.setText(5, "1")])
        XCTAssertEqual(app.frames.count, 2)
    }

    func testModelsNeedNothingButTheAppsFlush() throws {
        let counter = Counter()
        let app = try counterApp(counter)
        counter.count = 41
        counter.count = 42
        XCTAssertFalse(Scheduler.main.hasPendingWork, "the app never uses the main scheduler")
        XCTAssertTrue(app.scheduler.hasPendingWork)
        try app.flush()
        XCTAssertEqual(app.lastFrame, [.setText(5, "42")], "two writes, one frame")
    }

    func testTwoAppsDoNotShareWork() throws {
        let first = Counter(), second = Counter()
        let a = try counterApp(first), b = try counterApp(second)
        first.count = 1
        try b.flush()
        XCTAssertEqual(b.frames.count, 1)
        try a.flush()
        XCTAssertEqual(a.frames.count, 2)
    }

    func testTypingIntoAControlledFieldRejectsWhatTheModelRejects() throws {
        let form = Form()
        let app = try TestApp {
            input().class("name").value(Text(form.name)).on(.input) { (event: inout DOMEvent) in
                form.name = String(event.value ?? "").filter { !$0.isNumber }
            }
        }
        try app.type("a1b", into: "input.name")
        XCTAssertEqual(try app.element("input").value, "ab")
        XCTAssertEqual(form.name, "ab")
        try app.type("z", into: "input", replacing: true)
        XCTAssertEqual(form.name, "z")
        try app.input("pasted", into: "input")
        XCTAssertEqual(form.name, "pasted")
    }

    func testCheckingAndChoosing() throws {
        let form = Form()
        let app = try TestApp {
            div {
                input().type("checkbox").id("agree").checked(form.agreed).on(.change) { (event: inout DOMEvent) in
                    form.agreed = event.checked ?? false
                }
                select {
                    option { "S" }.attribute("value", "s")
                    option { "M" }.attribute("value", "m")
                }.value(Text(form.size)).on(.change) { (event: inout DOMEvent) in form.size = String(event.value ?? "") }
            }
        }
        try app.check("#agree")
        XCTAssertTrue(form.agreed)
        try app.uncheck("#agree")
        XCTAssertFalse(form.agreed)
        try app.choose("s", in: "select")
        XCTAssertEqual(form.size, "s")
        XCTAssertEqual(try app.element("select").selectedIndex, 0)
    }

    func testEventsBubbleAndStopPropagationEndsTheWalk() throws {
        let form = Form()
        let app = try TestApp {
            section {
                div {
                    button { "stop" }.id("stop").on(.click) { (event: inout DOMEvent) in
                        form.log.append("stop")
                        event.stopPropagation()
                    }
                    button { "go" }.id("go").on(.click) { form.log.append("go") }
                }.on(.click) { form.log.append("div") }
            }.on(.click) { form.log.append("section") }
        }
        try app.click("#go")
        try app.click("#stop")
        XCTAssertEqual(form.log, ["go", "div", "section", "stop"])
    }

    func testNonBubblingEventsReachOnlyTheirTarget() throws {
        let form = Form()
        let app = try TestApp {
            div {
                input().on(.focus) { form.log.append("input focus") }.on(.keyDown) { (event: inout DOMEvent) in
                    form.log.append("key \(event.key ?? "")")
                }
            }.on(.focus) { form.log.append("div focus") }.on(.keyDown) { form.log.append("div key") }
        }
        try app.focus("input")
        try app.press("Enter", at: "input")
        XCTAssertEqual(form.log, ["input focus", "key Enter", "div key"])
        XCTAssertTrue(app.dom.focused === (try app.element("input")))
    }

    func testARejectedReRenderIsCollectedAndTheDOMStays() throws {
        let rows = Rows()
        let app = try TestApp {
            ul { for key in rows.keys { li { "\(key)" }.key(.int(key)) } }
        }
        rows.keys = [1, 1]
        try app.flush()
        XCTAssertEqual(app.reports, [Report(.rejectedRender, "render rejected: duplicate key 1 among the children of <ul>: positions 0 and 1")])
        XCTAssertEqual(app.html, "<ul><li>1</li><li>2</li><li>3</li></ul>")
        rows.keys = [3, 1]
        try app.flush()
        XCTAssertEqual(app.html, "<ul><li>3</li><li>1</li></ul>")
    }

    func testTheFirstRenderThrowsItsRenderError() {
        XCTAssertThrowsError(try TestApp { element("bad tag") }) { error in
            XCTAssertEqual(error as? RenderError, .invalidTagName("bad tag"))
        }
    }

    func testActionsNeedExactlyOneMatch() throws {
        let app = try TestApp { div { button { "a" }; button { "b" } } }
        XCTAssertThrowsError(try app.click("button")) { XCTAssertEqual("\($0)", "2 elements match \"button\", expected one") }
        XCTAssertThrowsError(try app.click("#none")) { XCTAssertEqual("\($0)", "no element matches \"#none\"") }
        XCTAssertThrowsError(try app.type("x", into: "div")) { XCTAssertEqual("\($0)", "type needs a text input or textarea, not <div>") }
        XCTAssertThrowsError(try app.check("button")) { XCTAssertEqual("\($0)", "2 elements match \"button\", expected one") }
        XCTAssertEqual(try app.findAll("button").map { $0.textContent }, ["a", "b"])
    }

    func testCustomEventsAndTheirResult() throws {
        let form = Form()
        let app = try TestApp {
            element("x-list").on("x-select") { (event: inout DOMEvent) in
                form.log.append("selected")
                event.preventDefault()
            }
        }
        let event = try app.dispatch("x-select", at: "x-list")
        XCTAssertTrue(event.isDefaultPrevented)
        XCTAssertEqual(form.log, ["selected"])
    }
}

private final class Digits {
    @Observed var text = "12"
    @Observed var agreed = false
}

final class ControlledInputTests: XCTestCase {
    /// A handler that refuses the edit and renders nothing: the page still shows the rendered value.
    func testARefusedKeystrokeNeverShowsEvenWhenNothingRenders() throws {
        let model = Digits()
        let app = try TestApp {
            input().value(Text(model.text)).on(.input) { event in
                let typed = String(event.value ?? "")
                if typed.allSatisfy(\.isNumber) { model.text = typed }
            }
        }
        try app.type("3x4", into: "input")
        XCTAssertEqual(try app.element("input").value, "1234")
        XCTAssertEqual(model.text, "1234")
    }

    func testARefusedTickIsPutBack() throws {
        let model = Digits()
        let app = try TestApp {
            input().type("checkbox").checked(model.agreed).on(.change) {}
        }
        try app.check("input")
        XCTAssertFalse(try app.element("input").checked)
    }

    func testAnAcceptedEditStaysAndIsNotWrittenAgain() throws {
        let model = Digits()
        let app = try TestApp {
            input().value(Text(model.text)).on(.input) { event in model.text = String(event.value ?? "") }
        }
        try app.type("3", into: "input")
        XCTAssertEqual(try app.element("input").value, "123")
        XCTAssertEqual(app.dom.lastWrites.total, 0, "the live value already equals the rendered one")
    }
}

extension TestAppTests {
    func testRowsMadeFromATemplateAreDrivenLikeAnyOther() throws {
        let tasks = [Task(1, "write"), Task(2, "test"), Task(3, "ship")]
        let app = try TestApp {
            ul { for task in tasks { component(ObjectIdentifier(task), key: .int(task.id)) { _ in taskTemplate(task) } } }
        }
        XCTAssertEqual(app.html, "<ul><li><button>done</button>write</li><li><button>done</button>test</li><li><button>done</button>ship</li></ul>")
        try app.click(app.findAll("li button")[2])
        XCTAssertTrue(tasks[2].done)
        XCTAssertEqual(app.lastFrame.map(\.description), ["setClass #9 \"done\""], "the third row's class hole, and nothing else")
        tasks[0].title = "rewrite"
        try app.flush()
        XCTAssertEqual(app.html, #"<ul><li><button>done</button>rewrite</li><li><button>done</button>test</li><li class="done"><button>done</button>ship</li></ul>"#)
    }
}

/// A test app is the page's channel for the test: what the app raises with `App.report` arrives in its
/// reports, after the renderer's, in order; and each app starts the test's clock afresh.
final class TestAppChannelTests: XCTestCase {
    func testAppReportsArriveInTheTestAppsReports() throws {
        let app = try TestApp { div { a { "x" }.href("javascript:alert(1)") } }
        App.report(Report(.failedCall, "the app's own failure"))
        XCTAssertEqual(app.reports.map(\.kind), [.refusedValue, .failedCall])
        XCTAssertEqual(app.reports.last?.message, "the app's own failure")
    }

    func testMakingAnAppStartsTheClockAfresh() throws {
        after(milliseconds: 500) {}
        XCTAssertEqual(TestClock.pendingCount, 1)
        _ = try TestApp { div() }
        XCTAssertEqual(TestClock.pendingCount, 0)
        XCTAssertEqual(TestClock.now, 0)
    }
}

/// Every test starts with no timer and no JavaScript double of the tests before, whatever it makes
/// first. Each of the two leaves a timer, a function and a call behind; whichever runs second holds the
/// first to it (each makes a `TestApp`, whose observer forgets the doubles before every test).
final class FreshStartTests: XCTestCase {
    func testATestFindsNothingAnotherLeftA() throws { try findNothingThenLeaveSomething() }
    func testATestFindsNothingAnotherLeftB() throws { try findNothingThenLeaveSomething() }

    private func findNothingThenLeaveSomething() throws {
        XCTAssertEqual(TestClock.pendingCount, 0)
        XCTAssertEqual(TestClock.now, 0)
        XCTAssertEqual(JSDoubles.calls("leftover").count, 0)
        XCTAssertEqual(JSFunction("leftover").call([]), .failure(JSError(name: "ReferenceError", message: #"no JSDoubles function named "leftover" (JSDoubles.define)"#)))
        _ = try TestApp { div() }
        after(milliseconds: 500) {}
        try TestClock.advance(milliseconds: 100)
        JSDoubles.define("leftover") { _ in .null }
        _ = JSFunction("leftover").start { _ in }
    }
}
