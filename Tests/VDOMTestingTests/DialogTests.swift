import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Presenter {
    @Observed var shown = false
    @Observed var there = true
    var preventCancel = false
    var preventEscape = false
    var log: [String] = []
}

/// A button that shows a dialog modally while `shown` is true and closes it when it turns false. The
/// dialog, and the button's focus, log their events; `close` logs whether the dialog is open then.
private func presenterView(_ presenter: Presenter, autofocus: Bool = false,
                           @NodeBuilder content: @escaping () -> NodeList) -> Element {
    div {
        button { "Open" }.id("open").on(.click) { presenter.shown = true }.on(.focus) { presenter.log.append("open focus") }
        if presenter.there {
            dialog(content).id("dialog").attribute("autofocus", present: autofocus)
                .call("showModal", when: presenter.shown)
                .call("close", when: !presenter.shown)
                .on("cancel") { (event: inout DOMEvent) in
                    presenter.log.append("cancel")
                    if presenter.preventCancel { event.preventDefault() }
                }
                .on(.close) { presenter.log.append("close") }
                .on(.keyDown) { (event: inout DOMEvent) in
                    presenter.log.append("keydown \(event.key ?? "")")
                    if presenter.preventEscape { event.preventDefault() }
                }
        }
    }
}

/// `<dialog>` as Chromium runs it: `showModal()` moves the focus in, `close()` gives it back, Escape
/// cancels the topmost modal dialog, and `close` follows.
final class DialogTests: XCTestCase {
    private func shown(autofocus: Bool = false, @NodeBuilder content: @escaping () -> NodeList) throws -> (TestApp, Presenter) {
        let presenter = Presenter()
        let app = try TestApp { presenterView(presenter, autofocus: autofocus, content: content) }
        try app.click("#open")
        presenter.log = []
        return (app, presenter)
    }

    private func standard() throws -> (TestApp, Presenter) {
        try shown {
            p { "Saved." }
            input().id("name")
            button { "OK" }.id("ok").attribute("autofocus", "")
        }
    }

    func testShowModalFocusesTheDialogAndCloseGivesTheFocusBack() throws {
        let (app, presenter) = try standard()
        let dialog = try app.element("dialog")
        XCTAssertEqual(dialog.attribute("open"), "")
        XCTAssertTrue(dialog.isModal)
        XCTAssertTrue(app.dom.modalDialogs.count == 1 && app.dom.modalDialogs[0] === dialog)
        XCTAssertTrue(app.dom.focused === (try app.element("#ok")))

        presenter.shown = false
        try app.flush()
        XCTAssertNil(dialog.attribute("open"))
        XCTAssertFalse(dialog.isModal)
        XCTAssertTrue(app.dom.modalDialogs.isEmpty)
        XCTAssertTrue(app.dom.focused === (try app.element("#open")))
        XCTAssertEqual(presenter.log, ["open focus", "close"])
    }

    func testTheFocusGoesToTheDialogsFocusDelegate() throws {
        var (app, _) = try shown(autofocus: true) { input().id("name") }
        XCTAssertTrue(app.dom.focused === (try app.element("dialog")))
        (app, _) = try shown { p { "Text" }; input().id("name").attribute("type", "hidden"); select().id("pick"); input().id("name2") }
        XCTAssertTrue(app.dom.focused === (try app.element("#pick")))
        (app, _) = try shown { p { "Text" } }
        XCTAssertTrue(app.dom.focused === (try app.element("dialog")))
    }

    func testEscapeCancelsAndClosesTheTopmostDialog() throws {
        let (app, presenter) = try standard()
        try app.press("Escape", at: "#ok")
        XCTAssertEqual(presenter.log, ["keydown Escape", "cancel", "open focus", "close"])
        XCTAssertNil(try app.element("dialog").attribute("open"))
        XCTAssertTrue(app.dom.focused === (try app.element("#open")))
    }

    func testAPreventedCancelOrKeydownKeepsTheDialogOpen() throws {
        let (app, presenter) = try standard()
        presenter.preventCancel = true
        try app.press("Escape", at: "#ok")
        presenter.preventCancel = false
        presenter.preventEscape = true
        try app.press("Escape", at: "#ok")
        try app.press("Enter", at: "#ok")
        XCTAssertEqual(presenter.log, ["keydown Escape", "cancel", "keydown Escape", "keydown Enter"])
        XCTAssertTrue(try app.element("dialog").isModal)
        XCTAssertTrue(app.dom.focused === (try app.element("#ok")))
    }

    /// A dialog shown again is closed first: the focus goes back where it was, then into the dialog; its
    /// `close` event, which Chromium fires in a later task, finds the dialog open again, and the page
    /// drops it. Closing it at last gives the focus to the element focused before the first showing.
    func testShowModalOnAnOpenDialogClosesItFirst() throws {
        let (app, presenter) = try standard()
        let dialog = try app.element("dialog")
        try app.dom.apply([.callMethod(dialog.nodeID!, name: "showModal")])
        XCTAssertEqual(presenter.log, ["open focus"])
        XCTAssertEqual(dialog.attribute("open"), "")
        XCTAssertTrue(app.dom.modalDialogs.count == 1 && app.dom.modalDialogs[0] === dialog)
        XCTAssertTrue(app.dom.focused === (try app.element("#ok")))

        try app.dom.apply([.callMethod(dialog.nodeID!, name: "close")])
        XCTAssertTrue(app.dom.focused === (try app.element("#open")))
        XCTAssertEqual(presenter.log, ["open focus", "open focus", "close"])
    }

    func testARemovedDialogIsModalNoMore() throws {
        let (app, presenter) = try standard()
        let dialog = try app.element("dialog")
        presenter.there = false
        try app.flush()
        XCTAssertFalse(dialog.isModal)
        XCTAssertTrue(app.dom.modalDialogs.isEmpty)
        XCTAssertNil(app.dom.focused)
        try app.press("Escape", at: "#open")
        XCTAssertEqual(presenter.log, [])
    }
}
