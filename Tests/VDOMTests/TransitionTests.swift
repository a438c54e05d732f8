import Observing
@testable import VDOM
import VDOMTesting
import XCTest

private final class Screen {
    @Observed var showsBanner = false
    @Observed var bannerClass: Text = "banner"
    @Observed var ids: [Int] = []
    @Observed var showsPanel = true
    @Observed var showsNote = false
}

/// Enter, leave, interrupt and reverse, frame by frame, with the page's part played by the test DOM
/// (`TestApp.finishTransitions()`).
final class TransitionTests: XCTestCase {
    private let screen = Screen()
    private var log: [String] = []

    private func bannerApp() throws -> TestApp {
        try TestApp {
            main {
                if self.screen.showsBanner {
                    div { "Wrong password" }.class(self.screen.bannerClass).transition(Transition("fade"))
                }
                p { "form" }
            }
        }
    }

    /// The frames since `count`, one patch per line.
    private func frames(of app: TestApp, since count: Int) -> [[String]] {
        app.frames[count...].map { $0.map(\.description) }
    }

    /// Inserted into a parent that was there, the element wears `from` and `active` for one frame, `active`
    /// and `to` from the next, once the page was asked to lay it out; its end takes the classes away.
    func testAnInsertedElementEntersInTwoFramesAndEndsWithItsOwnClass() throws {
        let app = try bannerApp()
        let before = app.frames.count
        screen.showsBanner = true
        try app.flush()
        XCTAssertEqual(frames(of: app, since: before), [
            [
                "createElement #4 <div>",
                "setClass #4 \"banner fade-enter-from fade-enter-active\"",
                "addListener #4 vdom-transition-end",
                "createText #5 \"Wrong password\"",
                "insert #5 into #4 at end",
                "insert #4 into #1 before #2",
            ],
            ["setClass #4 \"banner fade-enter-active fade-enter-to\""],
        ])
        XCTAssertEqual(app.transitionRequests, ["measure #1", "watch #4 enter", "play #1 fade-move"])
        XCTAssertEqual(app.html, #"<main><div class="banner fade-enter-active fade-enter-to">Wrong password</div><p>form</p></main>"#)

        try app.finishTransitions()
        XCTAssertEqual(app.lastFrame.map(\.description), ["setClass #4 \"banner\""])
        XCTAssertEqual(app.html, #"<main><div class="banner">Wrong password</div><p>form</p></main>"#)
    }

    /// Removed, it stays in the page, inert, through its leave, and goes when the leave ends.
    func testARemovedElementLeavesInertAndGoesWhenItsLeaveEnds() throws {
        screen.showsBanner = true
        let app = try bannerApp()
        XCTAssertEqual(app.transitionRequests, [], "made with the page, it does not enter")
        let before = app.frames.count
        screen.showsBanner = false
        try app.flush()
        XCTAssertEqual(frames(of: app, since: before), [
            ["setClass #2 \"banner fade-leave-from fade-leave-active\"", "setAttribute #2 inert=\"\""],
            ["setClass #2 \"banner fade-leave-active fade-leave-to\""],
        ])
        XCTAssertEqual(app.transitionRequests, ["measure #1", "watch #2 leave", "play #1 fade-move"])
        XCTAssertEqual(app.html, #"<main><div class="banner fade-leave-active fade-leave-to" inert="">Wrong password</div><p>form</p></main>"#)

        try app.finishTransitions()
        XCTAssertEqual(app.lastFrame.map(\.description), ["remove #2"])
        XCTAssertEqual(app.html, "<main><p>form</p></main>")
        XCTAssertEqual(app.renderer.liveNodeCount, 3, "the banner's nodes are released")
    }

    /// A leave interrupted by the element coming back keeps the node and goes to `enter-active` and
    /// `enter-to` at once, so the browser animates from where the leave had got to.
    func testALeaveInterruptedByAReturnReversesWithTheSameNode() throws {
        screen.showsBanner = true
        let app = try bannerApp()
        screen.showsBanner = false
        try app.flush()
        let before = app.frames.count
        screen.showsBanner = true
        try app.flush()
        XCTAssertEqual(frames(of: app, since: before), [
            ["removeAttribute #2 inert", "setClass #2 \"banner fade-enter-active fade-enter-to\"", "move #2 in #1 before #4"],
        ])
        XCTAssertEqual(app.transitionRequests, [
            "measure #1", "watch #2 leave", "play #1 fade-move", "measure #1", "watch #2 enter", "play #1 fade-move",
        ])

        try app.finishTransitions()
        XCTAssertEqual(app.lastFrame.map(\.description), ["setClass #2 \"banner\""])
        XCTAssertEqual(app.html, #"<main><div class="banner">Wrong password</div><p>form</p></main>"#)
    }

    /// An enter interrupted by a removal turns into a leave from where it is: `leave-active` and
    /// `leave-to` in one frame.
    func testAnEnterInterruptedByARemovalTurnsIntoALeave() throws {
        let app = try bannerApp()
        screen.showsBanner = true
        try app.flush()
        let before = app.frames.count
        screen.showsBanner = false
        try app.flush()
        XCTAssertEqual(frames(of: app, since: before), [
            ["setClass #4 \"banner fade-leave-active fade-leave-to\"", "setAttribute #4 inert=\"\""],
        ])
        XCTAssertEqual(app.transitionRequests, [
            "measure #1", "watch #4 enter", "play #1 fade-move", "measure #1", "watch #4 leave", "play #1 fade-move",
        ])
        try app.finishTransitions()
        XCTAssertEqual(app.lastFrame.map(\.description), ["remove #4"])
        XCTAssertEqual(app.html, "<main><p>form</p></main>")
    }

    /// The app's own class may change during a phase: the phase's classes stay after it.
    func testTheOwnClassChangesDuringAPhase() throws {
        let app = try bannerApp()
        screen.showsBanner = true
        try app.flush()
        screen.bannerClass = "banner urgent"
        try app.flush()
        XCTAssertEqual(app.lastFrame.map(\.description), ["setClass #4 \"banner urgent fade-enter-active fade-enter-to\""])
        try app.finishTransitions()
        XCTAssertEqual(app.lastFrame.map(\.description), ["setClass #4 \"banner urgent\""])
    }

    /// Only the removed element's transition plays: a child with one goes at once with its parent, and
    /// one made with its parent does not enter.
    func testOnlyTheOutermostRemovedOrInsertedElementPlays() throws {
        screen.showsPanel = false
        let app = try TestApp {
            main {
                if self.screen.showsPanel {
                    section { div { "inside" }.transition(Transition("fade")) }
                }
            }
        }
        screen.showsPanel = true
        try app.flush()
        XCTAssertEqual(app.frames.last!.map(\.description), [
            "createElement #2 <section>", "createElement #3 <div>", "addListener #3 vdom-transition-end",
            "createText #4 \"inside\"", "insert #4 into #3 at end", "insert #3 into #2 at end", "insert #2 into #1 at end",
        ])
        screen.showsPanel = false
        try app.flush()
        XCTAssertEqual(app.lastFrame.map(\.description), ["remove #2"])
        XCTAssertEqual(app.transitionRequests, [])
    }

    /// An element leaving when its parent goes goes with it, at once: nothing is left to end.
    func testALeavingElementGoesWithItsParent() throws {
        screen.showsBanner = true
        let app = try TestApp {
            main {
                if self.screen.showsPanel {
                    section {
                        if self.screen.showsBanner { div { "banner" }.transition(Transition("fade")) }
                    }
                }
            }
        }
        screen.showsBanner = false
        try app.flush()
        XCTAssertEqual(app.transitionRequests, ["measure #2", "watch #3 leave", "play #2 fade-move"])
        screen.showsPanel = false
        try app.flush()
        XCTAssertEqual(app.lastFrame.map(\.description), ["remove #2"])
        XCTAssertEqual(app.renderer.liveNodeCount, 1)
        try app.finishTransitions()
        XCTAssertEqual(app.html, "<main></main>")
        XCTAssertEqual(app.refusedFrames.count, 0)
    }

    /// A leaving element whose parent's children are then cleared (no child left has a transition, so one
    /// `clear` takes them) goes with them: released at once, nothing left to end.
    func testALeavingElementGoesWhenItsParentIsCleared() throws {
        screen.ids = [1, 2]
        let app = try TestApp {
            ul {
                for id in self.screen.ids {
                    if id == 1 {
                        li { "\(id)" }.key(.int(id)).transition(Transition("row"))
                    } else {
                        li { "\(id)" }.key(.int(id))
                    }
                }
            }
        }
        screen.ids = [2]
        try app.flush()
        XCTAssertEqual(app.transitionRequests, ["measure #1", "watch #2 leave", "play #1 row-move"])
        screen.ids = [3]
        try app.flush()
        XCTAssertEqual(app.lastFrame.map(\.description), [
            "clear #1", "createElement #6 <li>", "createText #7 \"3\"", "insert #7 into #6 at end", "insert #6 into #1 at end",
        ])
        XCTAssertEqual(app.renderer.liveNodeCount, 3, "the list, its new row and its text: the leaving row is released")
        try app.finishTransitions()
        XCTAssertEqual(app.frames.count, 4, "no frame for the leave of a row already gone")
        XCTAssertEqual(app.html, "<ul><li>3</li></ul>")
        XCTAssertEqual(app.refusedFrames.count, 0)
    }

    /// A component whose body has a transition leaves with it, and disappears once the leave has ended.
    func testAComponentDisappearsAfterItsLeave() throws {
        screen.showsNote = true
        let app = try TestApp {
            main {
                if self.screen.showsNote {
                    component { aside { "note" }.transition(Transition("slide")) }
                        .onDisappear { [unowned self] in self.log.append("disappear") }
                }
            }
        }
        screen.showsNote = false
        try app.flush()
        XCTAssertEqual(app.frames.suffix(2).map { $0.map(\.description) }, [
            ["setClass #2 \"slide-leave-from slide-leave-active\"", "setAttribute #2 inert=\"\""],
            ["setClass #2 \"slide-leave-active slide-leave-to\""],
        ])
        XCTAssertEqual(log, [])
        try app.finishTransitions()
        XCTAssertEqual(app.lastFrame.map(\.description), ["remove #2"])
        XCTAssertEqual(log, ["disappear"])
    }

    /// A keyed list: the page measures its children before a frame that changes them and moves them
    /// after it; the new row enters, the removed one leaves, and the whole list replaced leaves row by row.
    func testAKeyedListMeasuresEntersLeavesAndMoves() throws {
        screen.ids = [1, 2, 3]
        let app = try TestApp {
            ul {
                for id in self.screen.ids {
                    li { "\(id)" }.key(.int(id)).transition(Transition("row"))
                }
            }
        }
        screen.ids = [3, 1, 4]
        try app.flush()
        XCTAssertEqual(app.frames.suffix(2).map { $0.map(\.description) }, [
            [
                "setClass #4 \"row-leave-from row-leave-active\"", "setAttribute #4 inert=\"\"",
                "createElement #8 <li>", "setClass #8 \"row-enter-from row-enter-active\"", "addListener #8 vdom-transition-end",
                "createText #9 \"4\"", "insert #9 into #8 at end", "insert #8 into #1 at end",
                "move #6 in #1 before #2",
            ],
            ["setClass #4 \"row-leave-active row-leave-to\"", "setClass #8 \"row-enter-active row-enter-to\""],
        ])
        XCTAssertEqual(app.transitionRequests, ["measure #1", "watch #4 leave", "watch #8 enter", "play #1 row-move"])
        XCTAssertEqual(try app.findAll("li").map(\.textContent), ["3", "1", "2", "4"], "the leaving row stays until its leave ends")
        try app.finishTransitions()
        XCTAssertEqual(try app.findAll("li").map(\.textContent), ["3", "1", "4"])

        screen.ids = [5]
        try app.flush()
        XCTAssertEqual(app.frames.suffix(2).map { $0.map(\.description) }, [
            [
                "setClass #6 \"row-leave-from row-leave-active\"", "setAttribute #6 inert=\"\"",
                "setClass #2 \"row-leave-from row-leave-active\"", "setAttribute #2 inert=\"\"",
                "setClass #8 \"row-leave-from row-leave-active\"", "setAttribute #8 inert=\"\"",
                "createElement #5 <li>", "setClass #5 \"row-enter-from row-enter-active\"", "addListener #5 vdom-transition-end",
                "createText #4 \"5\"", "insert #4 into #5 at end", "insert #5 into #1 at end",
            ],
            [
                "setClass #6 \"row-leave-active row-leave-to\"", "setClass #2 \"row-leave-active row-leave-to\"",
                "setClass #8 \"row-leave-active row-leave-to\"", "setClass #5 \"row-enter-active row-enter-to\"",
            ],
        ])
        try app.finishTransitions()
        XCTAssertEqual(try app.findAll("li").map(\.textContent), ["5"])
        XCTAssertEqual(app.refusedFrames.count, 0)
    }

    /// A leaving row whose key comes back before its leave ends is moved to its new place, the same node.
    func testALeavingRowComesBackAtItsNewPlace() throws {
        screen.ids = [1, 2, 3]
        let app = try TestApp {
            ul {
                for id in self.screen.ids {
                    li { "\(id)" }.key(.int(id)).transition(Transition("row"))
                }
            }
        }
        let second = try app.findAll("li")[1]
        screen.ids = [1, 3]
        try app.flush()
        screen.ids = [2, 1, 3]
        try app.flush()
        XCTAssertEqual(app.lastFrame.map(\.description), [
            "removeAttribute #4 inert", "setClass #4 \"row-enter-active row-enter-to\"", "move #4 in #1 before #2",
        ])
        XCTAssertTrue(try app.findAll("li")[0] === second)
        try app.finishTransitions()
        XCTAssertEqual(try app.findAll("li").map(\.textContent), ["2", "1", "3"])
        XCTAssertEqual(try app.findAll("li").map { $0.attribute("class") ?? "-" }, ["-", "-", "-"])
    }
}
